// The chunking policy (decision 110): which chunk a project module goes to, from the screens that load it.
import { describe, expect, it } from 'vitest';
import { screenChunk, screensOf } from './screen-chunks.ts';

const src = (p: string) => `/repo/client/src/${p}`;
const PC_LAYOUT = src('app/layouts/pc-layout.tsx');
const PC_HOME = src('app/routes/pc/home.tsx');
const PC_MARKET = src('app/routes/pc/market.tsx');
const PC_TRADE = src('app/routes/pc/trade.tsx');
const WP_LAYOUT = src('app/layouts/wp-tab-layout.tsx');
const WP_HOME = src('app/routes/wp/home.tsx');
const WP_TRADE = src('app/routes/wp/trade.tsx');
const LANDING = src('app/routes/landing.tsx');

describe('screenChunk', () => {
  it('a layout of a first screen is its own named chunk, whatever loads it', () => {
    expect(screenChunk(PC_LAYOUT, new Set([PC_LAYOUT]))).toBe('pc-layout');
    expect(screenChunk(WP_LAYOUT, new Set([WP_LAYOUT]))).toBe('wp-tab-layout');
  });

  it('what one screen alone loads stays with it', () => {
    expect(screenChunk(src('features/market/components/banner.tsx'), new Set([PC_HOME]))).toBeNull();
    expect(screenChunk(LANDING, new Set([LANDING]))).toBeNull();
  });

  it('what a first screen shares with screens of its own interface only goes with its layout', () => {
    expect(screenChunk(src('features/market/components/product-table.tsx'), new Set([PC_HOME, PC_MARKET]))).toBe('pc-layout');
    expect(screenChunk(src('app/layouts/wp/wp-shell.tsx'), new Set([WP_LAYOUT, src('app/layouts/wp-user-layout.tsx')]))).toBe(
      'wp-tab-layout',
    );
  });

  it('what first screens of both interfaces, the landing page, or another interface share is the first chunk', () => {
    expect(screenChunk(src('features/content/components/banner-carousel.tsx'), new Set([PC_HOME, WP_HOME]))).toBe('first');
    expect(screenChunk(src('lib/i18n-namespaces.ts'), new Set([LANDING, PC_TRADE]))).toBe('first');
    expect(screenChunk(src('features/language/components/language-menu.tsx'), new Set([PC_LAYOUT, WP_TRADE]))).toBe('first');
  });

  it('what only later screens share is left to rolldown', () => {
    expect(screenChunk(src('features/trade/components/order-form.tsx'), new Set([PC_TRADE, WP_TRADE]))).toBeNull();
  });
});

describe('screensOf', () => {
  it('the entry and the lazily imported modules that reach a module through static imports', () => {
    const graph: Record<string, { importers: string[]; dynamicImporters: string[]; isEntry?: boolean }> = {
      main: { importers: [], dynamicImporters: [], isEntry: true },
      [PC_HOME]: { importers: [], dynamicImporters: ['router'] },
      [WP_HOME]: { importers: [], dynamicImporters: ['router'] },
      router: { importers: ['main'], dynamicImporters: [] },
      cards: { importers: [PC_HOME, 'list'], dynamicImporters: [] },
      list: { importers: [WP_HOME], dynamicImporters: [] },
    };
    const ctx = {
      getModuleInfo: (id: string) => {
        const m = graph[id];
        return m ? ({ id, isEntry: false, ...m } as never) : null;
      },
    };
    expect([...screensOf('cards', ctx)].sort()).toEqual([PC_HOME, WP_HOME].sort());
    expect([...screensOf('router', ctx)]).toEqual(['main']);
  });
});
