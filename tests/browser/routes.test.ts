// Every route of spec section 2 renders, logged in, at its viewport, with no console error,
// no raw translation key on screen and not the 404 screen; the spec's redirects land where
// they should. One journey per viewport (issue 30): a logged-in page opens the first route
// and walks the others within the app (as its links do, no document load each), then follows
// the redirects. Screenshots of the key screens are saved under tests/artifacts/screenshots/.
// (What each route does on a fresh load is what the screens' own journeys show.)
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { hashPath, navigate } from '../helpers/B-journey.ts';
import { browserEnvForFile, openPage, type Session, screenshot, type TestPage, type ViewportName } from '../helpers/browser.ts';
import { localeKeys, namespaceKeys } from '../helpers/locale-keys.ts';

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
  '/pc/user/login',
  '/pc/user/register',
  '/pc/userCenter/dashboard',
  '/pc/article/message',
  '/pc/handle/recharge',
  '/wp/home',
  '/wp/user/login',
  '/wp/user/register',
  '/wp/user/dashboard',
  '/wp/article/message',
  '/wp/trade',
]);

// the main catalogue's keys and the route-loaded namespaces' (admin, trade, funds, account, ...)
const RAW_KEYS = [...localeKeys('en-US'), ...namespaceKeys('en-US')].filter((k) => k.includes('.'));

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

/** The route on screen: stayed on it, some text, not the 404 screen, no raw key, no console error (each failure named, the walk goes on). */
async function expectRendered(tp: TestPage, path: string) {
  expect.soft(hashPath(tp), `${path}: stayed on the route`).toBe(`#${path.split('?')[0]}`);
  const text = await tp.page.locator('body').innerText();
  expect.soft(text.trim().length, `${path}: text on screen`).toBeGreaterThan(20);
  expect.soft(await tp.page.locator('[data-testid="not-found"]').count(), `${path}: not the 404 screen`).toBe(0);
  const raw = RAW_KEYS.filter((k) => text.includes(k));
  expect.soft(raw, `raw translation keys on ${path}`).toEqual([]);
  expect.soft(tp.errors, `${path}: console errors`).toEqual([]);
}

describe.each([
  ['desktop', DESKTOP_ROUTES],
  ['mobile', MOBILE_ROUTES],
] as const)('%s', (viewport, routes) => {
  it(`every route renders with no console error, walked within the app (${routes.length} routes), and the redirects land`, async () => {
    // the welcome dialog stays: the home screenshots show it
    const tp = await openPage(env(), viewport, { session, keepDialog: true });
    try {
      await tp.go(withIds(routes[0] as string));
      for (const path of routes) {
        tp.errors.length = 0;
        await navigate(tp, withIds(path));
        await expectRendered(tp, path);
        if (SCREENSHOTS.has(path)) await screenshot(tp.page, `${viewport}${path.replaceAll('/', '_')}`);
      }
      for (const [from, to] of REDIRECTS[viewport]) {
        tp.errors.length = 0;
        await navigate(tp, from);
        await tp.page.waitForFunction((target) => location.hash.startsWith(`#${target}`), to, { timeout: 10_000 });
        expect.soft(tp.errors, `${from} → ${to}: console errors`).toEqual([]);
      }
    } finally {
      await tp.context.close();
    }
  });
});
