// Every route of spec section 2 renders, logged in, at its viewport, with no console error,
// no raw translation key on screen and not the 404 screen; the spec's redirects land where
// they should. One journey per viewport (issue 30): a logged-in page opens the first route
// and walks the others within the app (as its links do, no document load each), then follows
// the redirects. Screenshots of the key screens are saved under tests/artifacts/screenshots/.
// The walk is in German, a returning visitor's stored language: the route-loaded translation
// namespaces (issue 19 point 8, decision 056) of every screen arrive in it, with no raw key and
// no English catalogue fetched beside the German ones; on desktop the language is then changed
// on the deposit screen, which re-renders in French. (What each route does on a fresh load is
// what the screens' own journeys show; the back office's namespace: namespaces.test.ts.)
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { hashPath, navigate, ready } from '../helpers/B-journey.ts';
import {
  browserEnvForFile,
  expectAccessible,
  openPage,
  type Session,
  screenshot,
  type TestPage,
  type ViewportName,
} from '../helpers/browser.ts';
import { LOCALE_DIR, localeKeys, namespaceKeys } from '../helpers/locale-keys.ts';

const DESKTOP_ROUTES = [
  '/pc/home',
  '/pc/market',
  '/pc/trade/fast',
  '/pc/trade/bibi',
  '/pc/trade/future',
  '/pc/article/message',
  '/pc/article/message/detail?id=MSG',
  '/pc/article/notice/detail?id=NOTICE',
  '/pc/user/login',
  '/pc/user/register',
  '/pc/user/restorePwd',
  '/pc/user/forgetPassword',
  '/pc/userCenter/dashboard',
  '/pc/userCenter/tradeHistory',
  '/pc/userCenter/analytics',
  '/pc/copy',
  '/pc/replay',
  '/pc/classes',
  '/pc/userCenter/property',
  '/pc/userCenter/certify',
  '/pc/userCenter/security',
  '/pc/handle/recharge',
  '/pc/handle/recharge/history',
  '/pc/handle/withdraw',
  '/pc/handle/withdraw/history',
  '/pc/handle/transfer',
  '/pc/handle/transfer/history',
  '/pc/handle/transfer_old',
  '/pc/handle/gatheringWay',
  '/pc/mining',
  '/pc/mining/history',
  '/demo',
];
const MOBILE_ROUTES = [
  '/wp/user/login',
  '/wp/user/register',
  '/wp/user/restorePwd',
  '/wp/user/dashboard',
  '/wp/recharge',
  '/wp/recharge/history',
  '/wp/withdraw',
  '/wp/withdraw/history',
  '/wp/transfer',
  '/wp/transfer/history',
  '/wp/security',
  '/wp/property',
  '/wp/certify',
  '/wp/gatheringWay',
  '/wp/tradeHistory',
  '/wp/analytics',
  '/wp/copy',
  '/wp/replay',
  '/wp/classes',
  '/wp/mining',
  '/wp/mining/history',
  '/wp/home',
  '/wp/quotes/list',
  '/wp/trade',
  '/wp/article/message',
  '/wp/article/message/detail?id=MSG',
  '/wp/notice/detail?id=NOTICE',
  '/demo',
];
// (a redirect is followed within the app, on the page that walked the routes)
const REDIRECTS: Record<ViewportName, [from: string, to: string][]> = {
  desktop: [
    ['/', '/pc/home'],
    ['/pc', '/pc/home'],
    ['/pc/userAction', '/pc/user/login'],
    ['/pc/userCenter', '/pc/userCenter/certify'],
  ],
  mobile: [
    ['/', '/wp/home'],
    ['/wp/user', '/wp/user/dashboard'],
  ],
};
const SCREENSHOTS = new Set([
  '/pc/home',
  '/pc/trade/fast',
  '/pc/user/login',
  '/pc/user/register',
  '/pc/userCenter/dashboard',
  '/pc/userCenter/security',
  '/pc/article/message',
  '/pc/handle/recharge',
  '/wp/home',
  '/wp/user/login',
  '/wp/user/register',
  '/wp/user/dashboard',
  '/wp/recharge',
  '/wp/security',
  '/wp/article/message',
  '/wp/trade',
]);
/** What a screen says in German beyond its keys: its namespace's words, German numbers in sentences. */
const GERMAN: Record<string, { testId?: string; text: RegExp }> = {
  // the deposit screen says "Einzahlung" (the funds namespace, not English)
  '/pc/handle/recharge': { text: /Einzahl/ },
  '/wp/recharge': { text: /Einzahl/ },
  // the fast order's profit is "80,00 %", not "80.00 %"
  '/pc/trade/fast': { testId: 'fast-hint', text: /Gewinn \d+,\d\d %/ },
  '/wp/trade': { testId: 'fast-hint', text: /Gewinn \d+,\d\d %/ },
};

// the main catalogue's keys and the route-loaded namespaces' (admin, trade, funds, account, ...)
const RAW_KEYS = [...localeKeys('en-US'), ...namespaceKeys('en-US')].filter((k) => k.includes('.'));
/** A raw key of a namespace's section, known or not (`funds.recharge.title`, `funds.typo`). */
const MOVED = fs
  .readdirSync(LOCALE_DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .flatMap((e) => Object.keys(JSON.parse(fs.readFileSync(path.join(LOCALE_DIR, e.name, 'en-US.json'), 'utf8'))));
const RAW_NAMESPACE_KEY = new RegExp(`\\b(${MOVED.join('|')})\\.[a-zA-Z]+`);

const env = browserEnvForFile();
let session: Session;
let ids: { MSG: string; NOTICE: string };
beforeAll(async () => {
  session = await registerAndLogin(env().t);
  const messages = await env().t.app.ctx.prisma.message.findFirstOrThrow();
  const notice = await env().t.app.ctx.prisma.notice.findFirstOrThrow();
  ids = { MSG: String(messages.id), NOTICE: String(notice.id) };
});

const withIds = (path: string) => path.replace('MSG', ids.MSG).replace('NOTICE', ids.NOTICE);

/**
 * The route on screen: stayed on it, some text, not the 404 screen, in `locale`, no raw key,
 * no console error (each failure named, the walk goes on). Returns the text.
 */
async function expectRendered(tp: TestPage, path: string, locale: string) {
  expect.soft(hashPath(tp), `${path}: stayed on the route`).toBe(`#${path.split('?')[0]}`);
  const text = await tp.page.locator('body').innerText();
  expect.soft(text.trim().length, `${path}: text on screen`).toBeGreaterThan(20);
  expect.soft(await tp.page.locator('[data-testid="not-found"]').count(), `${path}: not the 404 screen`).toBe(0);
  expect.soft(await tp.page.locator('html').getAttribute('lang'), `${path}: language`).toBe(locale);
  const raw = RAW_KEYS.filter((k) => text.includes(k));
  expect.soft(raw, `raw translation keys on ${path}`).toEqual([]);
  expect.soft(text.match(RAW_NAMESPACE_KEY)?.[0] ?? null, `raw namespace key on ${path}`).toBeNull();
  expect.soft(tp.errors, `${path}: console errors`).toEqual([]);
  return text;
}

describe.each([
  ['desktop', DESKTOP_ROUTES],
  ['mobile', MOBILE_ROUTES],
] as const)('%s', (viewport, routes) => {
  it(`every route renders in German with no console error, walked within the app (${routes.length} routes), and the redirects land${viewport === 'desktop' ? '; the deposit screen changes to French' : ''}`, async () => {
    // the welcome dialog stays: the home screenshots show it
    const tp = await openPage(env(), viewport, { session, keepDialog: true });
    await tp.context.addInitScript(() => localStorage.setItem('wplocale', 'de-DE'));
    // every catalogue file the pages fetch (a locale's chunks are named after it)
    const catalogues: string[] = [];
    tp.page.on('request', (r) => {
      const file = new URL(r.url()).pathname.match(/\/assets\/([a-z]{2}-[A-Z]{2})-[\w-]+\.js$/)?.[1];
      if (file) catalogues.push(file);
    });
    try {
      await tp.go(withIds(routes[0] as string));
      for (const path of routes) {
        tp.errors.length = 0;
        await navigate(tp, withIds(path));
        const text = await expectRendered(tp, path, 'de-DE');
        const german = GERMAN[path];
        if (german?.testId) await expect.poll(() => tp.page.getByTestId(german.testId as string).textContent()).toMatch(german.text);
        else if (german) expect.soft(text, `${path}: German`).toMatch(german.text);
        if (SCREENSHOTS.has(path)) {
          await screenshot(tp.page, `${viewport}${path.replaceAll('/', '_')}`);
          // (the other routes are checked where their journeys pass: an axe run costs about a second)
          await expectAccessible(tp, path);
        }
      }
      // only German catalogues: every locale holds every key, so the English ones are not fetched beside them
      expect(catalogues.length).toBeGreaterThan(0);
      expect([...new Set(catalogues)]).toEqual(['de-DE']);
      for (const [from, to] of REDIRECTS[viewport]) {
        tp.errors.length = 0;
        await navigate(tp, from);
        await tp.page.waitForFunction((target) => location.hash.startsWith(`#${target}`), to, { timeout: 10_000 });
        expect.soft(tp.errors, `${from} → ${to}: console errors`).toEqual([]);
      }
      if (viewport === 'desktop') {
        // the header's language menu on the deposit screen: it re-renders in French
        await navigate(tp, '/pc/handle/recharge');
        const german = await tp.page.locator('body').innerText();
        await tp.page.getByTestId('language-menu').click();
        await tp.page.getByTestId('language-option-fr-FR').click();
        await tp.page.waitForFunction(() => document.documentElement.lang === 'fr-FR');
        await ready(tp);
        const french = await expectRendered(tp, '/pc/handle/recharge', 'fr-FR');
        expect(french).not.toBe(german);
        expect(french).toMatch(/[Dd]épôt/);
        await screenshot(tp.page, 'desktop-namespace-funds-after-change-fr-FR');
      }
    } finally {
      await tp.context.close();
    }
  });
});
