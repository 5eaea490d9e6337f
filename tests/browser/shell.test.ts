// The client shell as a person uses it, one journey per viewport (issue 30): the guard, the
// customer-service icons, the site-wide closed switch, the theme and language switches,
// registering, logging out and in, and a session the server no longer accepts. Each journey is
// one page that moves within the app (links, tabs, hash changes) and loads the document again
// only where a reload is the subject. (The service worker's registration and a page chunk that
// fails to load are tests/browser/pwa.test.ts's mobile and desktop journeys.)
import { beforeAll, describe, expect, it } from 'vitest';
import { readCode } from '../helpers/accounts.ts';
import { hashPath, navigate } from '../helpers/B-journey.ts';
import { browserEnvForFile, expectAccessible, openPage, screenshot, type TestPage, type ViewportName } from '../helpers/browser.ts';

const env = browserEnvForFile();

const storage = (tp: TestPage, key: string) => tp.page.evaluate((k) => localStorage.getItem(k), key);

/** A visitor's page of the viewport, the welcome dialog kept away; closed after `fn`. */
async function withVisitor(viewport: ViewportName, fn: (tp: TestPage) => Promise<void>) {
  const tp = await openPage(env(), viewport);
  await tp.context.addInitScript(() => {
    for (let i = 1; i <= 20; i++) sessionStorage.setItem(`noticeDialogShown:${i}`, '1');
  });
  try {
    await fn(tp);
  } finally {
    await tp.context.close();
  }
}

// an external entry as an operator adds it in the admin (the seed has only our own chat, issue 33 point 5)
const TELEGRAM = 'https://t.me/aurora_markets_support';
beforeAll(async () => {
  await env().t.app.ctx.prisma.customerService.create({
    data: { name: 'Telegram', customerLogo: 'customer/telegram.svg', customerUrl: TELEGRAM, levitate: 'Y', isEnable: 'Y', sort: 2 },
  });
});

/**
 * Every floating customer-service icon that is on works (the others are not shown): our own
 * chat opens in the overlay and closes; an external entry is a link to a new tab.
 */
async function customerService(tp: TestPage, viewport: ViewportName) {
  const entries = await env().t.app.ctx.prisma.customerService.findMany();
  const shown = entries.filter((e) => e.levitate === 'Y' && e.isEnable === 'Y');
  const hidden = entries.filter((e) => !(e.levitate === 'Y' && e.isEnable === 'Y'));
  for (const e of hidden) expect(await tp.page.getByTestId(`kefu-float-${e.id}`).count()).toBe(0);
  expect(shown.map((e) => e.customerUrl).sort()).toEqual(['/#/kefu', TELEGRAM]);
  await tp.page.getByTestId('kefu-float').waitFor();
  await screenshot(tp.page, `${viewport}-customer-service-dock`);
  for (const e of shown) {
    const icon = tp.page.getByTestId(`kefu-float-${e.id}`);
    if (e.customerUrl === '/#/kefu') {
      await icon.click();
      const overlay = tp.page.getByTestId('kefu-overlay');
      await overlay.waitFor();
      await tp.page.getByTestId('chat-panel').waitFor();
      expect((await tp.page.getByTestId('kefu-overlay-title').innerText()).toLowerCase()).toContain('online');
      await screenshot(tp.page, `${viewport}-customer-service`);
      await expectAccessible(tp.page, `${viewport}-customer-service`);
      await tp.page.getByTestId('kefu-back').click();
      await overlay.waitFor({ state: 'detached' });
    } else {
      // a link to the address in a new tab, never our overlay nor a page that pretends to chat
      expect(await icon.evaluate((el) => el.tagName)).toBe('A');
      expect(await icon.getAttribute('href')).toBe(e.customerUrl);
      expect(await icon.getAttribute('target')).toBe('_blank');
      expect(await icon.getAttribute('rel')).toContain('noopener');
    }
  }
}

/** isClose=Y: the next route change shows the 404 screen; N again: the site opens. */
async function siteClosed(tp: TestPage, route: string, home: string) {
  const prisma = env().t.app.ctx.prisma;
  await prisma.configItem.update({ where: { identify: 'isClose' }, data: { configValue: 'Y' } });
  try {
    await navigate(tp, route);
    await tp.page.getByTestId('not-found').waitFor();
    expect(hashPath(tp)).toContain('404');
  } finally {
    await prisma.configItem.update({ where: { identify: 'isClose' }, data: { configValue: 'N' } });
  }
  await navigate(tp, home);
  expect(hashPath(tp)).toBe(`#${home}`);
  // (the route change asks whether the site is closed again: the 404 screen goes once that is answered)
  await tp.page.getByTestId('not-found').waitFor({ state: 'detached' });
  expect(await tp.page.getByTestId('not-found').count()).toBe(0);
}

/** Fills and sends the register form shown (by e-mail, with the code from the outbox); returns the stored user. */
async function register(tp: TestPage, viewport: ViewportName) {
  const email = `journey-${viewport}-${Date.now()}@example.com`;
  await tp.page.getByTestId('register-tab-email').click();
  await tp.page.getByTestId('register-email').fill(email);
  // the code is in the outbox once the send request has been answered
  const sent = tp.page.waitForResponse((r) => r.url().includes('/api/verify-code/send') && r.request().method() === 'POST');
  await tp.page.getByTestId('register-send-code').click();
  expect((await (await sent).json()).code).toBe(0);
  const code = await readCode(env().t, { type: 'email', email });
  await tp.page.getByTestId('register-code').fill(code);
  await tp.page.getByTestId('register-password').fill('journey-pass1');
  await tp.page.getByTestId('register-confirm-password').fill('journey-pass1');
  await tp.page.getByTestId('register-agreement').check();
  await screenshot(tp.page, `${viewport}-register-filled`);
  await expectAccessible(tp.page, `${viewport}-register-filled`);
  await tp.page.getByTestId('register-submit').click();
  await tp.page.waitForFunction(() => Boolean(localStorage.getItem('Authorization')), null, { timeout: 10_000 });
  const user = JSON.parse((await storage(tp, 'userInfo')) ?? '{}');
  expect(user).toMatchObject({ email, userId: expect.any(Number) });
  return user as { email: string; userId: number };
}

/** Fills and sends the login form shown; the same user is stored again. */
async function logIn(tp: TestPage, user: { email: string; userId: number }) {
  await tp.page.getByTestId('login-tab-email').click();
  await tp.page.getByTestId('login-email').fill(user.email);
  await tp.page.getByTestId('login-password').fill('journey-pass1');
  await tp.page.getByTestId('login-submit').click();
  await tp.page.waitForFunction(() => Boolean(localStorage.getItem('Authorization')), null, { timeout: 10_000 });
  expect(JSON.parse((await storage(tp, 'userInfo')) ?? '{}').userId).toBe(user.userId);
}

/**
 * The server ends the user's sessions (as a freeze or a password change does); the next request
 * (the message centre's) is answered -99: the stored session is cleared and the login screen shown.
 */
async function sessionEnded(tp: TestPage, userId: number, messages: string, login: string) {
  env().t.app.tokens.revokeUserSessions(userId, 'test: the session is no longer accepted');
  await tp.page.evaluate((r) => {
    location.hash = r;
  }, messages);
  await tp.page.waitForFunction((p) => location.hash.startsWith(`#${p}`), login, { timeout: 10_000 });
  expect(await storage(tp, 'Authorization')).toBeNull();
  expect(await storage(tp, 'userInfo')).toBeNull();
}

describe('desktop', () => {
  it('a visitor: guard, customer service, site closed, theme and language kept over a reload; then register, log out, log in, session ended', async () => {
    await withVisitor('desktop', async (tp) => {
      const { page } = tp;
      // the guard: a desktop visitor on a mobile route goes to the desktop home
      await tp.go('/wp/quotes/list');
      await page.waitForFunction(() => location.hash.startsWith('#/pc/home'));
      await customerService(tp, 'desktop');
      await siteClosed(tp, '/pc/market', '/pc/home');

      // the theme switch (dark by default) and the language menu; both are kept over a reload
      const scheme = () => page.locator('html').getAttribute('data-mantine-color-scheme');
      expect(await scheme()).toBe('dark');
      await page.getByTestId('theme-switch').click();
      await page.waitForFunction(() => document.documentElement.getAttribute('data-mantine-color-scheme') === 'light');
      expect(await storage(tp, 'appTheme')).toBe('light');
      await screenshot(page, 'desktop-home-light');
      await expectAccessible(page, 'desktop-home-light');
      const before = await page.getByTestId('header-login').innerText();
      await page.getByTestId('language-menu').click();
      await page.getByTestId('language-option-fr-FR').click();
      await page.waitForFunction((b) => document.querySelector('[data-testid="header-login"]')?.textContent !== b, before);
      const french = await page.getByTestId('header-login').innerText();
      expect(french).not.toBe(before);
      expect(await storage(tp, 'wplocale')).toBe('fr-FR');
      await tp.reload();
      await page.getByTestId('header-login').waitFor();
      expect(await page.getByTestId('header-login').innerText()).toBe(french);
      expect(await scheme()).toBe('light');
      await screenshot(page, 'desktop-home-fr-FR');

      // register from the header's link: logged in, token and user stored
      await page.getByTestId('header-register').click();
      await page.getByTestId('register-tab-email').waitFor();
      const user = await register(tp, 'desktop');
      // log out with the user menu: the stored user goes
      await page.getByTestId('user-menu').click();
      await page.getByTestId('logout-button').click();
      await page.waitForFunction(() => !localStorage.getItem('Authorization'));
      expect(await storage(tp, 'userInfo')).toBeNull();
      // log in again from the header's link
      await page.getByTestId('header-login').click();
      await logIn(tp, user);
      await screenshot(page, 'desktop-after-login');
      await expectAccessible(page, 'desktop-after-login');

      await sessionEnded(tp, user.userId, '/pc/article/message', '/pc/user/login');
    });
  });
});

describe('mobile', () => {
  it('a visitor: guard, guest-open pages, customer service, site closed; register, log out, log in, session ended; the language page', async () => {
    await withVisitor('mobile', async (tp) => {
      const { page } = tp;
      // the guard: a mobile visitor on a desktop route goes to / and then the mobile home
      await tp.go('/pc/home');
      await page.waitForFunction(() => location.hash.startsWith('#/wp/home'));
      expect(hashPath(tp)).toBe('#/wp/home');
      // guest-open pages stay open (the home page above); one that needs login goes to login
      for (const path of ['/wp/article/message', '/wp/user/register', '/demo']) {
        await navigate(tp, path);
        expect(hashPath(tp), path).toBe(`#${path}`);
      }
      await navigate(tp, '/wp/user/dashboard');
      await page.waitForFunction(() => location.hash.startsWith('#/wp/user/login'));
      await page.getByTestId('login-form').waitFor();

      await navigate(tp, '/wp/home');
      await customerService(tp, 'mobile');
      await siteClosed(tp, '/wp/article/message', '/wp/home');

      // register (the login page's link), log out from the dashboard (the "my" tab), log in
      await navigate(tp, '/wp/user/login');
      await page.getByTestId('link-register').click();
      await page.getByTestId('register-tab-email').waitFor();
      const user = await register(tp, 'mobile');
      await page.getByTestId('tab-my').click();
      await page.getByTestId('logout-button').click();
      await page.getByTestId('logout-confirm').click();
      await page.waitForFunction(() => !localStorage.getItem('Authorization'));
      expect(await storage(tp, 'userInfo')).toBeNull();
      await page.getByTestId('login-form').waitFor();
      await logIn(tp, user);
      await screenshot(page, 'mobile-after-login');
      await expectAccessible(page, 'mobile-after-login');

      // (the news tab's messages send the token)
      await sessionEnded(tp, user.userId, '/wp/article/message?tab=messages', '/wp/user/login');

      // the language page: Japanese, kept, the home page in it
      await navigate(tp, '/wp/language');
      await page.getByTestId('language-option-ja-JP').click();
      await page.waitForFunction(() => localStorage.getItem('wplocale') === 'ja-JP');
      await navigate(tp, '/wp/home');
      expect(await page.locator('html').getAttribute('lang')).toMatch(/^ja/);
      await screenshot(page, 'mobile-home-ja-JP');
    });
  });
});
