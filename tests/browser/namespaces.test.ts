// Route-loaded translation namespaces (issue 19 point 8, decision 056) at both viewports: the
// screens whose strings moved out of the main catalogue (funds, trading, security, the back
// office) open in another locale than English with their own text and no raw key; a language
// change on such a screen re-renders it in the new language once that locale's file is there.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { browserEnvForFile, openPage, screenshot, type TestPage, type ViewportName } from '../helpers/browser.ts';
import { LOCALE_DIR } from '../helpers/locale-keys.ts';
import { staffPage } from '../helpers/staff-browser.ts';

const env = browserEnvForFile();

/** The catalogue sections that live in a namespace: a raw key of one reads `funds.recharge.title`. */
const MOVED = fs
  .readdirSync(LOCALE_DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .flatMap((e) => Object.keys(JSON.parse(fs.readFileSync(path.join(LOCALE_DIR, e.name, 'en-US.json'), 'utf8'))));
const RAW_KEY = new RegExp(`\\b(${MOVED.join('|')})\\.[a-zA-Z]+`);

const text = (tp: TestPage) => tp.page.locator('body').innerText();

async function expectTranslated(tp: TestPage, locale: string) {
  expect(await tp.page.locator('html').getAttribute('lang')).toBe(locale);
  expect((await text(tp)).match(RAW_KEY)?.[0] ?? null).toBeNull();
  expect(tp.errors).toEqual([]);
}

const SCREENS = {
  desktop: { funds: '/pc/handle/recharge', security: '/pc/userCenter/security', trade: '/pc/trade/fast' },
  mobile: { funds: '/wp/recharge', security: '/wp/security', trade: '/wp/trade' },
} as const;

describe.each(['desktop', 'mobile'] as const)('%s', (viewport: ViewportName) => {
  it('funds, security and trading screens open in German with their own strings', async () => {
    const tp = await openPage(env(), viewport, { session: await registerAndLogin(env().t) });
    // every catalogue file the pages fetch (a locale's chunks are named after it)
    const catalogues: string[] = [];
    tp.page.on('request', (r) => {
      const file = new URL(r.url()).pathname.match(/\/assets\/([a-z]{2}-[A-Z]{2})-[\w-]+\.js$/)?.[1];
      if (file) catalogues.push(file);
    });
    try {
      await tp.context.addInitScript(() => localStorage.setItem('wplocale', 'de-DE'));
      for (const [name, route] of Object.entries(SCREENS[viewport])) {
        await tp.go(route);
        await expectTranslated(tp, 'de-DE');
        // numbers in sentences are German too: the fast order's profit is "80,00 %", not "80.00 %"
        if (name === 'trade') await expect.poll(async () => tp.page.getByTestId('fast-hint').textContent()).toMatch(/Gewinn \d+,\d\d %/);
        await screenshot(tp.page, `${viewport}-namespace-${name}-de-DE`);
      }
      // only German catalogues: every locale holds every key, so the English ones are not fetched beside them
      expect(catalogues.length).toBeGreaterThan(0);
      expect([...new Set(catalogues)]).toEqual(['de-DE']);
      // the German deposit screen says "Einzahlung" somewhere (its namespace, not English)
      await tp.go(SCREENS[viewport].funds);
      expect(await text(tp)).toMatch(/Einzahl/);
    } finally {
      await tp.context.close();
    }
  });
});

it('desktop: a language change on a funds screen re-renders it in the new language', async () => {
  const tp = await openPage(env(), 'desktop', { session: await registerAndLogin(env().t) });
  try {
    await tp.go('/pc/handle/recharge');
    await expectTranslated(tp, 'en-US');
    const english = await text(tp);
    await tp.page.getByTestId('language-menu').click();
    await tp.page.getByTestId('language-option-fr-FR').click();
    await tp.page.waitForFunction(() => document.documentElement.lang === 'fr-FR');
    await tp.settled();
    await tp.page.waitForFunction(() => !document.querySelector('[data-testid="page-loader"]'));
    await expectTranslated(tp, 'fr-FR');
    const french = await text(tp);
    expect(french).not.toBe(english);
    expect(french).toMatch(/[Dd]épôt/);
    await screenshot(tp.page, 'desktop-namespace-funds-after-change-fr-FR');
  } finally {
    await tp.context.close();
  }
});

it('desktop: the back office opens in Spanish with its own strings', async () => {
  const tp = await staffPage(env(), 'admin');
  try {
    await tp.page.evaluate(() => localStorage.setItem('wplocale', 'es-ES'));
    await tp.reload();
    await tp.page.getByTestId('admin-shell').waitFor();
    await expectTranslated(tp, 'es-ES');
    // the menu and the overview in Spanish (the admin namespace), not English
    expect(await tp.page.getByTestId('admin-shell').innerText()).toMatch(/Resumen|Retiros|Depósitos/);
    await screenshot(tp.page, 'desktop-namespace-admin-es-ES');
  } finally {
    await tp.context.close();
  }
});
