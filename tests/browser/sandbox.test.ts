// The sandbox banner (issue 41 point 1, decision 097). On a sandbox server every screen shows one
// line along the top, on both interfaces and in the back office: "test money only". The shells'
// headers stick below it, the back office's fixed frame starts below it, and nothing gets wider
// than the screen at 390 px, in any of the 11 languages. At 1366×768 and 390×844: the home page,
// a trade page (a user holding test money in the real wallet) and the back office. A server
// that is not a sandbox shows no banner, and its headers keep to the top.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import {
  browserEnvForFile,
  expectAccessible,
  fundedPage,
  openPage,
  screenshot,
  type TestPage,
  type ViewportName,
  withPage,
} from '../helpers/browser.ts';
import { SANDBOX_ENV } from '../helpers/sandbox.ts';
import { staffPage } from '../helpers/staff-browser.ts';

const env = browserEnvForFile(undefined, { env: SANDBOX_ENV });
const BANNER_HEIGHT = 28;
const ENGLISH = 'Sandbox: test money only, with no real value';

interface Layout {
  banner: { top: number; height: number; text: string; cut: boolean; background: string; onTop: boolean } | null;
  /** The top of the screen's header (the shell's sticky one, or the back office's fixed one; null: a screen without one). */
  header: number | null;
  /** The top of the interface's shell (where a screen without a header starts). */
  shell: number | null;
  /** How much wider than the screen the page is. */
  overflow: number;
}

function layout(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const banner = document.querySelector<HTMLElement>('[data-testid="sandbox-banner"]');
    const text = banner?.querySelector('span');
    const header = document.querySelector('.pc-header, .wp-header, .mantine-AppShell-header');
    const shell = document.querySelector('.pc-shell, .wp-shell, [data-testid="admin-shell"]');
    return {
      banner:
        banner && text
          ? {
              top: banner.getBoundingClientRect().top,
              height: banner.getBoundingClientRect().height,
              text: banner.innerText,
              // (one line, and the line whole: not cut by its ellipsis)
              cut: text.scrollWidth > text.clientWidth + 1 || text.getBoundingClientRect().right > window.innerWidth,
              background: getComputedStyle(banner).backgroundColor,
              // (nothing drawn over it)
              onTop: banner.contains(document.elementFromPoint(window.innerWidth / 2, 2)),
            }
          : null,
      header: header ? header.getBoundingClientRect().top : null,
      shell: shell ? shell.getBoundingClientRect().top : null,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
}

/** The banner is shown whole at the top over everything, the screen below it, nothing wider than the screen; also once scrolled. */
async function expectBanner(tp: TestPage, what: string) {
  await tp.page.getByTestId('sandbox-banner').waitFor();
  const shown = await layout(tp.page);
  expect(shown.banner, what).toMatchObject({ top: 0, height: BANNER_HEIGHT, text: ENGLISH, cut: false, onTop: true });
  // orange (Mantine's orange 5), black text
  expect(shown.banner?.background, what).toBe('rgb(255, 146, 43)');
  // the screen's header starts below the banner (a screen without one: its shell does)
  expect(shown.header ?? shown.shell, `${what}: the screen starts below the banner`).toBe(BANNER_HEIGHT);
  expect(shown.overflow, `${what}: the page is wider than the screen`).toBeLessThanOrEqual(0);
  // scrolled: the banner still on top, a header still below it
  await tp.page.evaluate(() => window.scrollTo(0, 400));
  const scrolled = await layout(tp.page);
  expect(scrolled.banner, `${what}, scrolled`).toMatchObject({ top: 0, onTop: true });
  if (shown.header !== null) expect(scrolled.header, `${what}, scrolled`).toBe(BANNER_HEIGHT);
  await tp.page.evaluate(() => window.scrollTo(0, 0));
}

describe.each(['desktop', 'mobile'] as ViewportName[])('%s', (viewport) => {
  it('the banner on the home page, a trade page with test money in the real wallet, and the back office', async () => {
    const { tp } = await fundedPage(env(), viewport, '1000');
    const screens =
      viewport === 'desktop'
        ? [
            ['home', '/pc/home'],
            ['trade', '/pc/trade/future'],
          ]
        : [
            ['home', '/wp/home'],
            ['trade', '/wp/trade'],
          ];
    for (const [name, route] of screens as [string, string][]) {
      await tp.go(route);
      await expectBanner(tp, `${viewport} ${name}`);
      await screenshot(tp.page, `sandbox-${viewport}-${name}`);
      await expectAccessible(tp, `sandbox banner on ${route}`);
    }
    await tp.context.close();

    const staff = await staffPage(env(), 'admin', undefined, viewport);
    await expectBanner(staff, `${viewport} back office`);
    await screenshot(staff.page, `sandbox-${viewport}-admin`);
    await staff.context.close();
  });
});

it('every language says it on one line, whole, on a 390 px screen', async () => {
  const texts = new Set<string>();
  await withPage(env(), 'mobile', async (tp) => {
    await tp.go('/wp/home');
    for (const locale of LOCALES) {
      await tp.page.evaluate((l) => localStorage.setItem('wplocale', l), locale);
      await tp.reload();
      await tp.page.getByTestId('sandbox-banner').waitFor();
      const { banner, overflow } = await layout(tp.page);
      expect(banner, locale).toMatchObject({ height: BANNER_HEIGHT, cut: false });
      expect(overflow, locale).toBeLessThanOrEqual(0);
      texts.add(banner?.text ?? '');
      if (locale === 'de-DE' || locale === 'zh-CN') await screenshot(tp.page, `sandbox-mobile-home-${locale}`);
    }
  });
  // (each in its own language)
  expect(texts.size).toBe(LOCALES.length);
});

it('a server that is not a sandbox shows no banner, and the header keeps to the top', async () => {
  const tp = await openPage(env(), 'desktop');
  // every /api/config answer as a normal server gives it
  await tp.page.route('**/api/config?*', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    await route.fulfill({ response: res, json: { ...body, data: body.data && { ...body.data, sandbox: false } } });
  });
  await tp.go('/pc/home');
  const shown = await layout(tp.page);
  expect(shown.banner).toBeNull();
  expect([shown.header, shown.shell]).toEqual([0, 0]);
  expect(await tp.page.evaluate(() => document.documentElement.hasAttribute('data-sandbox'))).toBe(false);
  await tp.context.close();
});
