// Every route of spec section 2 renders, logged in, at its viewport, with no console error
// and no raw translation key on screen. Screenshots of the key screens are saved under
// tests/artifacts/screenshots/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
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
const REDIRECTS: [ViewportName, string, string][] = [
  ['desktop', '/', '/pc/home'],
  ['desktop', '/pc', '/pc/home'],
  ['desktop', '/pc/userAction', '/pc/user/login'],
  ['desktop', '/pc/userCenter', '/pc/userCenter/certify'],
  ['mobile', '/', '/wp/home'],
  ['mobile', '/wp/user', '/wp/user/dashboard'],
];
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

async function visit(tp: TestPage, path: string) {
  await tp.go(path.replace('MSG', ids.MSG).replace('NOTICE', ids.NOTICE));
  // the route's data has arrived and is on screen
  await tp.settled();
}

function expectNoRawKeys(text: string, where: string) {
  const raw = RAW_KEYS.filter((k) => text.includes(k));
  expect(raw, `raw translation keys on ${where}`).toEqual([]);
}

describe.each([
  ['desktop', DESKTOP_ROUTES],
  ['mobile', MOBILE_ROUTES],
] as const)('%s routes', (viewport, routes) => {
  let tp: TestPage;
  beforeAll(async () => {
    // the welcome dialog stays: the home screenshots show it
    tp = await openPage(env(), viewport, { session, keepDialog: true });
  });
  afterAll(() => tp.context.close());

  it.each(routes)('%s renders with no console error', async (path) => {
    tp.errors.length = 0;
    await visit(tp, path);
    const hash = new URL(tp.page.url()).hash.split('?')[0];
    expect(hash, 'stayed on the route').toBe(`#${path.split('?')[0]}`);
    const text = await tp.page.locator('body').innerText();
    expect(text.trim().length).toBeGreaterThan(20);
    expect(await tp.page.locator('[data-testid="not-found"]').count(), 'not the 404 screen').toBe(0);
    expectNoRawKeys(text, path);
    if (SCREENSHOTS.has(path)) await screenshot(tp.page, `${viewport}${path.replaceAll('/', '_')}`);
    expect(tp.errors).toEqual([]);
  });
});

describe('redirects', () => {
  it.each(REDIRECTS)('%s %s → %s', async (viewport, from, to) => {
    const tp = await openPage(env(), viewport, { session, keepDialog: true });
    try {
      await visit(tp, from);
      await tp.page.waitForFunction((target) => location.hash.startsWith(`#${target}`), to, { timeout: 10_000 });
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  });
});
