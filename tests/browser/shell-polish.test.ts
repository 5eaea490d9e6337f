// Issue 12, points 11 and 12, as a person sees them: the floating customer-service icons never
// cover prices, results or amounts (desktop at 1366 and 1024 px, mobile), the header fits at
// 1024 px in every language, the wordmark reads on the auth pages in both themes, and the chart
// periods are all in sight and tell minutes from months on a phone.
// One journey per viewport (issue 30): a visitor's page that reads the header and the auth
// pages, logs in with the form as a trader with settled orders and reads the trader's screens,
// moving within the app (widths by resizing, languages and themes with their switches).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HIDDEN_LOCALES, LOCALES } from '../../shared/locales.ts';
import { login, registerAndLogin } from '../helpers/accounts.ts';
import { hashPath, navigate, ready } from '../helpers/B-journey.ts';
import {
  browserEnvForFile,
  expectAccessible,
  openPage,
  screenshot,
  signInContext,
  type TestPage,
  type ViewportName,
} from '../helpers/browser.ts';
import { pngImage } from '../helpers/files.ts';
import { api, expectLedgerReconciles, offlineDeposit, staffToken } from '../helpers/funds.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

/**
 * The phone's screens where a title, a tab or a button was cut (issue 33 point 8), beside those
 * the mobile journey below reads (home, quotes, trade, assets).
 */
const PHONE_PAGES = [
  '/wp/quotes/list',
  '/wp/trade',
  '/wp/user/dashboard',
  '/wp/gatheringWay',
  '/wp/security',
  '/wp/certify',
  '/wp/recharge/history',
];

/** The phone pages where English or Chinese cut a label of their own before (issue 33 point 8). */
const SHORT_WORD_PAGES = ['/wp/quotes/list', '/wp/security', '/wp/certify'];

type Box = { x: number; y: number; width: number; height: number };

/**
 * A user with a rather long account name (the header must fit it), deposits, stakes and
 * settlements in the fund flow, and settled fast orders.
 */
let trader: Promise<{ account: { email: string }; password: string }> | undefined;
function settledTrader() {
  trader ??= (async () => {
    const t = env().t;
    const account = { type: 'email' as const, email: `a.rather.long.account.name.${Date.now()}@example.com` };
    const u = await registerAndLogin(t, account);
    const a = api(t, u.token);
    const deposit = await a.post('/api/recharge', offlineDeposit((await a.upload(pngImage())).body.data.id, '1000'));
    expect(deposit.body.code, JSON.stringify(deposit.body)).toBe(0);
    const approved = await api(t, await staffToken(t)).post(`/api/admin/deposits/${deposit.body.data.id}/approve`);
    expect(approved.body.code, JSON.stringify(approved.body)).toBe(0);
    const product = t.app.market.product('BTC/USDT');
    for (const direction of ['up', 'down', 'up'] as const) {
      const placed = await a.post('/api/fast/order', { productId: product?.id, direction, amount: '10', durationSec: 30, mode: 'real' });
      expect(placed.body.code, JSON.stringify(placed.body)).toBe(0);
    }
    // the market runs past the orders' expiry: they settle
    await env().advance(31_000);
    const settled = await a.get('/api/fast/orders?status=settled');
    expect(settled.body.data.items, JSON.stringify(settled.body)).toHaveLength(3);
    return { account, password: u.password };
  })();
  return trader;
}

/** A visitor's page (the welcome dialog kept away, `locale` stored as a returning visitor has it); no console error by its end. */
async function withVisitor(viewport: ViewportName, locale: string | null, fn: (tp: TestPage) => Promise<void>) {
  const tp = await openPage(env(), viewport);
  await tp.context.addInitScript((l) => {
    for (let i = 1; i <= 20; i++) sessionStorage.setItem(`noticeDialogShown:${i}`, '1');
    // once: a later reload keeps what the page stored since
    if (l && !sessionStorage.getItem('test:localeSeeded')) {
      sessionStorage.setItem('test:localeSeeded', '1');
      localStorage.setItem('wplocale', l);
    }
  }, locale);
  try {
    await fn(tp);
    expect(tp.errors).toEqual([]);
  } finally {
    await tp.context.close();
  }
}

/** Logs in with the login form shown; the app goes to its home. */
async function logIn(tp: TestPage, who: { account: { email: string }; password: string }, home: string) {
  await tp.page.getByTestId('login-tab-email').click();
  await tp.page.getByTestId('login-email').fill(who.account.email);
  await tp.page.getByTestId('login-password').fill(who.password);
  await tp.page.getByTestId('login-submit').click();
  await tp.page.waitForFunction((h) => location.hash.startsWith(`#${h}`), home, { timeout: 10_000 });
  // the "logged in" toast closed with its button (it would sit in the screenshots)
  const toast = tp.page.getByTestId('toast-success');
  await toast.locator('button').click();
  await toast.waitFor({ state: 'detached' });
  await ready(tp);
}

/** Resizes the window (the layout follows at the next frame). */
async function resize(tp: TestPage, width: number, height = 768) {
  await tp.page.setViewportSize({ width, height });
  await tp.settled();
}

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The customer-service dock is fixed to the viewport: an element is covered at some scroll
 * position when their columns overlap and the page can scroll the element through the dock's
 * rows. Checked for every element, then for real with the first one scrolled under the dock.
 */
async function expectClearOfDock(tp: TestPage, elements: Locator, label: string) {
  const { page } = tp;
  const dock = page.getByTestId('kefu-float');
  await dock.waitFor();
  await elements.first().waitFor({ timeout: 40_000 });
  const boxes = await elements.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left, y: r.top + window.scrollY, width: r.width, height: r.height };
    }),
  );
  expect(boxes.length, label).toBeGreaterThan(0);
  const maxScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const d = (await dock.boundingBox()) as Box;
  for (const b of boxes) {
    const columns = b.x < d.x + d.width && d.x < b.x + b.width;
    const rows = b.y - maxScroll < d.y + d.height && b.y + b.height > d.y;
    expect(columns && rows, `${label} at ${JSON.stringify(b)} passes under the dock at ${JSON.stringify(d)}`).toBe(false);
  }
  // the worst case for real: the first element scrolled to the dock's height
  const first = boxes[0] as Box;
  await page.evaluate((top) => window.scrollTo(0, top), first.y + first.height / 2 - (d.y + d.height / 2));
  const now = (await elements.first().boundingBox()) as Box;
  expect(intersects(now, (await dock.boundingBox()) as Box), label).toBe(false);
  return now;
}

/** The widths of the desktop header's two parts at 1024 px: the logo with the navigation, and the buttons at the right. */
type HeaderParts = { left: number; right: number };

/**
 * The desktop header fits in every language of `locales`, in that order, at 1024 px and down
 * to 992 px where the navigation shows: switched in place with the header's menu as a visitor
 * does, and a hidden locale (not in the menu) by its stored setting and a reload. Returns the
 * widths of the header's parts at 1024 px in each language.
 */
async function headerFits(tp: TestPage, locales: readonly string[], who: 'user' | 'visitor') {
  const { page } = tp;
  const parts: Record<string, HeaderParts> = {};
  for (const locale of locales) {
    await resize(tp, 1024);
    if ((await page.evaluate(() => document.documentElement.lang)) !== locale) {
      if (HIDDEN_LOCALES.includes(locale as (typeof HIDDEN_LOCALES)[number])) {
        await page.evaluate((l) => localStorage.setItem('wplocale', l), locale);
        await tp.reload();
      } else {
        await page.getByTestId('language-menu').click();
        await page.getByTestId(`language-option-${locale}`).click();
      }
    }
    await page.waitForFunction((l) => document.documentElement.lang === l, locale);
    await page.getByTestId('pc-nav').waitFor();
    // the dropdown has closed and the new catalogue is on screen
    await page.getByTestId('language-menu-dropdown').waitFor({ state: 'detached' });
    await tp.settled();
    parts[locale] = await page.evaluate(() => {
      const width = (testId: string) =>
        ((document.querySelector(`[data-testid="${testId}"]`) as HTMLElement).parentElement as HTMLElement).getBoundingClientRect().width;
      return { left: width('header-logo'), right: width('header-messages') };
    });
    for (const width of [1024, 992]) {
      await page.setViewportSize({ width, height: 768 });
      // (read until the page has laid itself out at the new width: a part sized by a resize
      // observer follows a frame later, and under load a read at once saw the old width's page)
      const overflowNow = () =>
        page.evaluate(() => {
          const header = document.querySelector('[data-testid="pc-header"]') as HTMLElement;
          const outside = [...header.querySelectorAll<HTMLElement>('button, a')]
            .filter((el) => el.offsetParent !== null)
            .filter((el) => el.getBoundingClientRect().left < 0 || el.getBoundingClientRect().right > window.innerWidth)
            .map((el) => el.getAttribute('data-testid') ?? el.textContent);
          const overflow = document.documentElement.scrollWidth - window.innerWidth;
          // what sticks out when the page is wider (an intermittent 95 px at 1024 px logged in,
          // not yet understood): the deepest elements past the right edge, named for the report
          const wide =
            overflow > 0
              ? [...document.body.querySelectorAll<HTMLElement>('*')]
                  .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && el.children.length === 0)
                  .slice(0, 8)
                  .map((el) => {
                    const r = el.getBoundingClientRect();
                    const name = el.getAttribute('data-testid') ?? `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`;
                    const parent = el.closest('[data-testid]')?.getAttribute('data-testid') ?? '';
                    return `${name} in ${parent} (${Math.round(r.left)}..${Math.round(r.right)})`;
                  })
              : [];
          return { page: overflow, outside, wide };
        });
      await expect
        .poll(overflowNow, { message: `${width} px ${locale} ${who === 'user' ? 'logged in' : 'logged out'}`, timeout: 3000 })
        .toEqual({ page: 0, outside: [], wide: [] });
      expect(await page.getByTestId('pc-nav').isVisible(), `${width} px ${locale}: navigation shown`).toBe(true);
      if (who === 'user') {
        const menu = (await page.getByTestId('user-menu').boundingBox()) as Box;
        expect(menu.x + menu.width).toBeLessThanOrEqual(width);
      }
      if (width === 1024 && ['en-US', 'de-DE', 'uk-UA'].includes(locale)) await screenshot(page, `desktop-1024-header-${who}-${locale}`);
    }
  }
  return parts;
}

/** WCAG contrast between the wordmark's letters and what is behind them, measured on screen pixels. */
async function wordmarkContrast(page: Page, logo: Locator): Promise<number> {
  await logo.scrollIntoViewIfNeeded();
  const box = (await logo.boundingBox()) as Box;
  // the word "Aurora" of the artwork (viewBox 280 x 140, text baseline at y 116)
  const clip = { x: box.x + box.width * 0.12, y: box.y + box.height * 0.66, width: box.width * 0.38, height: box.height * 0.24 };
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    ctx.drawImage(img, 0, 0);
    const px = ctx.getImageData(0, 0, img.width, img.height).data;
    const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    const lum: number[] = [];
    for (let i = 0; i < px.length; i += 4)
      lum.push(0.2126 * lin(px[i] as number) + 0.7152 * lin(px[i + 1] as number) + 0.0722 * lin(px[i + 2] as number));
    lum.sort((a, b) => a - b);
    const dark = lum[Math.floor(lum.length * 0.02)] as number;
    const light = lum[Math.floor(lum.length * 0.98)] as number;
    return (light + 0.05) / (dark + 0.05);
  }, png);
}

/** Every wordmark on the auth page shown reads in the theme shown (WCAG 4.5:1). */
async function wordmarksRead(tp: TestPage, viewport: ViewportName, route: string, theme: 'light' | 'dark') {
  await navigate(tp, route);
  expect(await tp.page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(theme);
  const logos = tp.page.locator('img[data-testid="site-logo"]:visible');
  await logos.first().waitFor();
  await tp.page.waitForFunction(() =>
    [...document.querySelectorAll('img[data-testid="site-logo"]')].every((i) => (i as HTMLImageElement).complete),
  );
  const n = await logos.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) {
    const contrast = await wordmarkContrast(tp.page, logos.nth(i));
    expect(contrast, `${route} ${theme} logo ${i + 1} of ${n}`).toBeGreaterThanOrEqual(4.5);
  }
  await tp.page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(tp.page, `${viewport}-${theme}${route.replace(/\//g, '-')}`);
}

/** The desktop header's theme switch, to `theme`. */
async function switchTheme(tp: TestPage, theme: 'light' | 'dark') {
  await tp.page.getByTestId('theme-switch').click();
  await tp.page.waitForFunction((th) => document.documentElement.getAttribute('data-mantine-color-scheme') === th, theme);
}

/**
 * The theme chosen in another tab of the browser (a mobile visitor's pages have no switch: the
 * dashboard has it): stored, and the storage event the browser sends the other tabs.
 */
async function themeFromAnotherTab(tp: TestPage, theme: 'light' | 'dark') {
  await tp.page.evaluate((th) => {
    const oldValue = localStorage.getItem('appTheme');
    localStorage.setItem('appTheme', th);
    window.dispatchEvent(new StorageEvent('storage', { key: 'appTheme', oldValue, newValue: th, storageArea: localStorage }));
  }, theme);
  await tp.page.waitForFunction((th) => document.documentElement.getAttribute('data-mantine-color-scheme') === th, theme);
}

describe('desktop', () => {
  it('a visitor: the header fits at 1024 px in every language, the wordmark reads on login and register in both themes; logged in (a long account name): the icons keep clear of the data at 1366 and 1024 px, the account menu, the header fits in every language', async () => {
    const who = await settledTrader();
    const visible = LOCALES.filter((l) => !HIDDEN_LOCALES.includes(l));
    // a returning visitor with the hidden locale stored: it first, then every other by the menu (English last)
    await withVisitor('desktop', HIDDEN_LOCALES[0] ?? null, async (tp) => {
      const { page } = tp;
      await page.setViewportSize({ width: 1024, height: 768 });
      await tp.go('/pc/home');
      const visitor = await headerFits(tp, [...HIDDEN_LOCALES, ...visible.filter((l) => l !== 'en-US'), 'en-US'], 'visitor');

      // the wordmark on the auth pages, dark (the default) then light (the header's switch)
      await resize(tp, 1366);
      for (const route of ['/pc/user/login', '/pc/user/register']) await wordmarksRead(tp, 'desktop', route, 'dark');
      await navigate(tp, '/pc/home');
      await switchTheme(tp, 'light');
      for (const route of ['/pc/user/login', '/pc/user/register']) await wordmarksRead(tp, 'desktop', route, 'light');
      await navigate(tp, '/pc/home');
      await switchTheme(tp, 'dark');

      // log in: the customer-service icons keep clear of quote changes, settled order results
      // and fund-flow amounts at 1366 and at 1024 px
      await navigate(tp, '/pc/user/login');
      await logIn(tp, who, '/pc/home');
      await expectClearOfDock(tp, page.locator('[data-trend]'), 'home quote change');
      await screenshot(page, 'desktop-1366-dock-home');
      await expectAccessible(page, 'desktop-1366-dock-home');
      await resize(tp, 1024);
      await expectClearOfDock(tp, page.locator('[data-trend]'), 'home quote change at 1024 px');
      await screenshot(page, 'desktop-1024-dock-home');
      await navigate(tp, '/pc/trade/fast');
      for (const width of [1024, 1366]) {
        await resize(tp, width);
        await expectClearOfDock(tp, page.locator('[data-testid^="fast-settled-order-"]'), `settled order at ${width} px`);
        await expectClearOfDock(tp, page.locator('[data-testid^="fast-result-"]'), `settled order result at ${width} px`);
        await screenshot(page, `desktop-${width}-dock-settled-orders`);
      }
      await navigate(tp, '/pc/userCenter/property');
      for (const width of [1366, 1024]) {
        await resize(tp, width);
        // (the amount cell of each row; later versions of the fund flow name the amount itself)
        await expectClearOfDock(
          tp,
          page.locator('[data-testid^="flow-amount-"], [data-testid^="flow-row-"] td.num-col'),
          `fund-flow amount at ${width} px`,
        );
        await screenshot(page, `desktop-${width}-dock-fund-flow`);
      }

      // the account menu still names the account and opens at 1024 px
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => page.getByTestId('user-menu').getAttribute('aria-label')).toBe(who.account.email);
      await page.getByTestId('user-menu').click();
      await page.getByTestId('user-menu-dropdown').waitFor();
      expect(await page.getByTestId('user-menu-dropdown').innerText()).toContain(who.account.email);
      await screenshot(page, 'desktop-1024-user-menu-open');
      await expectAccessible(page, 'desktop-1024-user-menu-open', { state: 'menu' });
      // Escape closes the menu where the keyboard is in it (Mantine listens on the dropdown): it
      // is put there as a keyboard user's Tab would, not left to the menu's own deferred focus,
      // which a loaded machine may not have run yet (the Escape was then lost, the menu open)
      await page.getByTestId('user-menu-dashboard').focus();
      await page.keyboard.press('Escape');
      await page.getByTestId('user-menu-dropdown').waitFor({ state: 'detached' });

      // the header fits logged in, in every language: its left part is the visitor's navigation
      // and its right part the account's avatar (below 1200 px the account's name is in the menu
      // only), the same in every language; so it fits in every language once it fits in the two
      // whose navigation is the widest. Checked there and in English, with the parts measured:
      // the navigation as wide as the visitor's, the right part as wide in each language
      const widest = Object.entries(visitor)
        .filter(([l]) => l !== 'en-US')
        .sort(([, a], [, b]) => b.left - a.left)
        .slice(0, 2)
        .map(([l]) => l);
      const user = await headerFits(tp, ['en-US', ...widest], 'user');
      for (const [locale, { left, right }] of Object.entries(user)) {
        expect(left, `${locale}: the navigation logged in`).toBeCloseTo(visitor[locale]?.left ?? 0, 0);
        expect(right, `${locale}: the account's part`).toBeCloseTo(user['en-US']?.right ?? 0, 0);
      }
    });
  }, 120_000);
});

describe('mobile', () => {
  it('the phone: every main page uses the full width with its content centred, and no title, tab or button is cut, in English, German and Chinese', async () => {
    const who = await settledTrader();
    const session = await login(env().t, { type: 'email', email: who.account.email }, who.password);
    const offenders: string[] = [];
    for (const locale of ['en-US', 'de-DE', 'zh-CN']) {
      const tp = await openPage(env(), 'mobile');
      await tp.context.addInitScript((l) => localStorage.setItem('wplocale', l), locale);
      try {
        // a visitor: the account screens, the register form counting down to its next code
        await tp.go('/wp/user/register');
        await tp.page.getByTestId('register-tab-email').click();
        await tp.page.getByTestId('register-email').fill(`phone.${locale}.${Date.now()}@example.com`);
        await tp.page.getByTestId('register-send-code').click();
        await tp.page.locator('[data-testid="register-send-code"]:not([data-seconds-left="0"])').waitFor();
        offenders.push(...(await phoneLayoutOffenders(tp, `${locale} register`)));
        await screenshot(tp.page, `phone-${locale}-register-countdown`);
        await signInContext(tp, session);
        await tp.go('/wp/home');
        await tp.reload();
        // German's long words cut the most: every page in German; in English and Chinese the
        // pages where they cut something of their own (a quarter of the test's time saved)
        for (const route of locale === 'de-DE' ? PHONE_PAGES : PHONE_PAGES.filter((r) => SHORT_WORD_PAGES.includes(r))) {
          if (hashPath(tp) !== `#${route}`) {
            const before = await tp.page.title();
            await navigate(tp, route);
            // (the route's chunk may still be on its way when the hash has changed)
            await tp.page.waitForFunction((t) => document.title !== t, before);
            await ready(tp);
          }
          if (route === '/wp/trade') {
            // the contract screen of the trade tab, with its five order tabs
            await tp.page.locator('[data-testid="trade-mode"] label').nth(1).click();
            await tp.page.getByTestId('contract-tab-follow').waitFor();
            await ready(tp);
          }
          offenders.push(...(await phoneLayoutOffenders(tp, `${locale} ${route}`)));
          if (['/wp/quotes/list', '/wp/trade', '/wp/gatheringWay', '/wp/security'].includes(route))
            await screenshot(tp.page, `phone-${locale}-${route.split('/').pop()}`);
        }
        expect(tp.errors).toEqual([]);
      } finally {
        await tp.context.close();
      }
    }
    expect(offenders).toEqual([]);
  }, 120_000);

  it('a visitor: the wordmark reads on login in both themes; logged in: the icons keep clear of change badges, settled results and fund-flow amounts; every chart period in sight', async () => {
    const who = await settledTrader();
    await withVisitor('mobile', null, async (tp) => {
      const { page } = tp;
      // the wordmark on the login page, dark (the default) then light
      await tp.go('/wp/user/login');
      await wordmarksRead(tp, 'mobile', '/wp/user/login', 'dark');
      await themeFromAnotherTab(tp, 'light');
      await wordmarksRead(tp, 'mobile', '/wp/user/login', 'light');
      await themeFromAnotherTab(tp, 'dark');

      // log in: on every screen the content uses the whole width, centred, and the icons float
      // over it; at the end of each page nothing is under them, so the 24-hour change badges
      // (home, quotes), the settled orders and their results, the fund-flow entries can all be
      // read by scrolling down (decision 075)
      await logIn(tp, who, '/wp/home');
      const clear = async (what: string, testIds: string) => {
        await page.locator(testIds).first().waitFor({ timeout: 40_000 });
        expect(await phoneLayoutOffenders(tp, what)).toEqual([]);
      };
      await clear('home', '.change-badge');
      // the page's own header spans the screen
      const header = (await page.getByTestId('wp-header').boundingBox()) as Box;
      expect([header.x, header.width]).toEqual([0, 390]);
      await screenshot(page, 'mobile-dock-home');
      await expectAccessible(page, 'mobile-dock-home');
      await navigate(tp, '/wp/quotes/list');
      await clear('quotes', '.change-badge');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await screenshot(page, 'mobile-dock-quotes-end');
      await expectAccessible(page, 'mobile-dock-quotes');
      await navigate(tp, '/wp/trade');
      await clear('trade', '[data-testid^="fast-result-"]');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await screenshot(page, 'mobile-dock-settled-orders-end');
      await expectAccessible(page, 'mobile-dock-settled-orders');
      await navigate(tp, '/wp/property');
      await clear('fund flow', '[data-testid^="flow-row-"]');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await screenshot(page, 'mobile-dock-fund-flow-end');
      await expectAccessible(page, 'mobile-dock-fund-flow');

      // the chart: every period button in sight, none clipped; minutes and months read
      // differently (in every locale: period-switcher.test.ts)
      await navigate(tp, `/wp/quotes/detail?id=${env().t.app.market.product('BTC/USDT')?.id}`);
      const bar = page.getByTestId('period-switcher');
      await bar.waitFor();
      const barBox = (await bar.boundingBox()) as Box;
      const labels: string[] = [];
      for (const period of ['timeshare', '1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M', '1Q', '1Y']) {
        const button = page.getByTestId(`period-${period}`);
        const b = (await button.boundingBox()) as Box;
        expect(b.x, period).toBeGreaterThanOrEqual(barBox.x - 0.5);
        expect(b.x + b.width, period).toBeLessThanOrEqual(barBox.x + barBox.width + 0.5);
        expect(b.x + b.width, period).toBeLessThanOrEqual(390);
        // not clipped by a scrolling parent either
        expect(
          await button.evaluate(
            (el) =>
              el.scrollWidth <= el.clientWidth + 1 &&
              (el.parentElement as HTMLElement).scrollWidth <= (el.parentElement as HTMLElement).clientWidth + 1,
          ),
        ).toBe(true);
        labels.push((await button.innerText()).trim());
      }
      expect(new Set(labels.map((l) => l.toLowerCase())).size).toBe(labels.length);
      expect(labels).toContain('1 min');
      expect(labels).toContain('Month');
      await page.getByTestId('period-1M').click();
      await screenshot(page, 'mobile-chart-periods-month');
    });
  }, 120_000);
});

/**
 * What a phone page does wrong, measured: the main area's content not centred (its left and
 * right margins differ by more than a pixel); a title, tab, button or label whose text is cut
 * (wider than its box, a title with a hidden third line) or runs off the screen; and, scrolled
 * to its end, any text or control of the page under the customer-service dock, which floats
 * over the page (decision 075). Returns the offenders; the page is left scrolled to the top.
 */
async function phoneLayoutOffenders(tp: TestPage, label: string): Promise<string[]> {
  return tp.page.evaluate((where) => {
    const found: string[] = [];
    const describe = (el: Element) =>
      ((el as HTMLElement).innerText || el.getAttribute('aria-label') || el.tagName).trim().replace(/\s+/g, ' ').slice(0, 40);
    const main = document.querySelector('.wp-main') as HTMLElement | null;
    if (main) {
      const kids = [...main.children].map((c) => c.getBoundingClientRect()).filter((r) => r.width > 0);
      const left = Math.min(...kids.map((r) => r.left));
      const right = window.innerWidth - Math.max(...kids.map((r) => r.right));
      if (Math.abs(left - right) > 1) found.push(`${where}: content off centre (left ${left}, right ${right})`);
    }
    const selector = [
      'h1, h2, h3, h4, .wp-header-title, [role="tab"], .mantine-Tabs-tabLabel, .mantine-SegmentedControl-label',
      '.mantine-Button-label, .wp-tab span, .quote-tab, .mantine-Badge-label, .mantine-Modal-title',
    ].join(',');
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || !el.checkVisibility()) continue;
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
        found.push(`${where}: "${describe(el)}" cut (${el.scrollWidth}×${el.scrollHeight} > ${el.clientWidth}×${el.clientHeight})`);
      else if (r.left < -1 || r.right > window.innerWidth + 1)
        found.push(`${where}: "${describe(el)}" runs off the screen (${r.left}–${r.right})`);
    }
    const dock = document.querySelector('[data-testid="kefu-float"]');
    if (main && dock) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const d = dock.getBoundingClientRect();
      for (const el of main.querySelectorAll('*')) {
        const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        if (!own && !el.matches('a, button, input, select, textarea, [role="tab"], img, svg')) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || !el.checkVisibility()) continue;
        if (r.left < d.right && d.left < r.right && r.top < d.bottom && d.top < r.bottom)
          found.push(`${where}: "${describe(el)}" under the dock at the page's end`);
      }
      window.scrollTo(0, 0);
    }
    return found;
  }, label);
}
