// The client shell as a person uses it: the guard, registering and logging in and out, a
// session the server no longer accepts, the language and theme switches, customer service.
import { describe, expect, it } from 'vitest';
import { readCode } from '../helpers/accounts.ts';
import { browserEnvForFile, logOut, screenshot, withPage as withPageOf, type TestPage, type ViewportName } from '../helpers/browser.ts';

const env = browserEnvForFile();

const hashOf = (tp: TestPage) => new URL(tp.page.url()).hash;
const storage = (tp: TestPage, key: string) => tp.page.evaluate((k) => localStorage.getItem(k), key);

const withPage = (viewport: ViewportName, fn: (tp: TestPage) => Promise<void>, options: { serviceWorkers?: 'allow' } = {}) =>
  withPageOf(env(), viewport, fn, options);

describe('guard', () => {
  it('a mobile visitor on a desktop route goes to / and then the mobile home', async () => {
    await withPage('mobile', async (tp) => {
      await tp.go('/pc/home');
      await tp.page.waitForFunction(() => location.hash.startsWith('#/wp/home'));
      expect(hashOf(tp)).toBe('#/wp/home');
    });
  });

  it('a desktop visitor on a mobile route goes to the desktop home', async () => {
    await withPage('desktop', async (tp) => {
      await tp.go('/wp/quotes/list');
      await tp.page.waitForFunction(() => location.hash.startsWith('#/pc/home'));
    });
  });

  it('a guest on a mobile page that needs login goes to login', async () => {
    await withPage('mobile', async (tp) => {
      await tp.go('/wp/user/dashboard');
      await tp.page.waitForFunction(() => location.hash.startsWith('#/wp/user/login'));
      await tp.page.getByTestId('login-form').waitFor();
    });
  });

  it('guest-open mobile pages stay open', async () => {
    await withPage('mobile', async (tp) => {
      for (const path of ['/wp/home', '/wp/article/message', '/wp/user/register', '/demo']) {
        await tp.go(path);
        expect(hashOf(tp).split('?')[0]).toBe(`#${path}`);
      }
    });
  });

  it('isClose=Y sends every route to the 404 screen', async () => {
    const prisma = env().t.app.ctx.prisma;
    await prisma.configItem.update({ where: { identify: 'isClose' }, data: { configValue: 'Y' } });
    try {
      for (const [viewport, path] of [
        ['desktop', '/pc/home'],
        ['mobile', '/wp/home'],
      ] as const) {
        await withPage(viewport, async (tp) => {
          await tp.go(path);
          await tp.page.getByTestId('not-found').waitFor();
          expect(hashOf(tp)).toContain('404');
        });
      }
    } finally {
      await prisma.configItem.update({ where: { identify: 'isClose' }, data: { configValue: 'N' } });
    }
  });
});

describe.each(['desktop', 'mobile'] as const)('account journey on %s', (viewport) => {
  const prefix = viewport === 'desktop' ? '/pc' : '/wp';
  it('register → logged in with token and userInfo stored → logout → login', async () => {
    await withPage(viewport, async (tp) => {
      const email = `journey-${viewport}-${Date.now()}@example.com`;
      await tp.go(`${prefix}/user/register`);
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
      await tp.page.getByTestId('register-submit').click();
      await tp.page.waitForFunction(() => Boolean(localStorage.getItem('Authorization')), null, { timeout: 10_000 });
      const user = JSON.parse((await storage(tp, 'userInfo')) ?? '{}');
      expect(user).toMatchObject({ email, userId: expect.any(Number) });

      await logOut(tp, viewport);
      expect(await storage(tp, 'userInfo')).toBeNull();

      // log in again with the form
      await tp.go(`${prefix}/user/login`);
      await tp.page.getByTestId('login-tab-email').click();
      await tp.page.getByTestId('login-email').fill(email);
      await tp.page.getByTestId('login-password').fill('journey-pass1');
      await tp.page.getByTestId('login-submit').click();
      await tp.page.waitForFunction(() => Boolean(localStorage.getItem('Authorization')), null, { timeout: 10_000 });
      expect(JSON.parse((await storage(tp, 'userInfo')) ?? '{}').userId).toBe(user.userId);
      await screenshot(tp.page, `${viewport}-after-login`);
    });
  });

  it('a -99 from the server clears storage and lands on login', async () => {
    await withPage(viewport, async (tp) => {
      await tp.go(`${prefix}/user/login`);
      await tp.page.evaluate(() => {
        localStorage.setItem('Authorization', 'revoked-or-forged');
        localStorage.setItem('userInfo', JSON.stringify({ userId: 1, account: 'x' }));
      });
      // the message centre sends the token; the server answers -99 (mobile: the news tab's messages)
      await tp.go(viewport === 'desktop' ? '/pc/article/message' : '/wp/article/message?tab=messages');
      await tp.page.waitForFunction((p) => location.hash.startsWith(`#${p}/user/login`), prefix, { timeout: 10_000 });
      expect(await storage(tp, 'Authorization')).toBeNull();
      expect(await storage(tp, 'userInfo')).toBeNull();
    });
  });
});

describe('preferences', () => {
  it('the language switch changes the text and survives a reload', async () => {
    await withPage('desktop', async (tp) => {
      await tp.go('/pc/home');
      const before = await tp.page.getByTestId('header-login').innerText();
      await tp.page.getByTestId('language-menu').click();
      await tp.page.getByTestId('language-option-fr-FR').click();
      await tp.page.waitForFunction((b) => document.querySelector('[data-testid="header-login"]')?.textContent !== b, before);
      const french = await tp.page.getByTestId('header-login').innerText();
      expect(french).not.toBe(before);
      expect(await storage(tp, 'wplocale')).toBe('fr-FR');
      await tp.reload();
      await tp.page.getByTestId('header-login').waitFor();
      expect(await tp.page.getByTestId('header-login').innerText()).toBe(french);
      await screenshot(tp.page, 'desktop-home-fr-FR');
    });
  });

  it('the language page works on mobile too', async () => {
    await withPage('mobile', async (tp) => {
      await tp.go('/wp/language');
      await tp.page.getByTestId('language-option-ja-JP').click();
      await tp.page.waitForFunction(() => localStorage.getItem('wplocale') === 'ja-JP');
      await tp.go('/wp/home');
      expect(await tp.page.locator('html').getAttribute('lang')).toMatch(/^ja/);
      await screenshot(tp.page, 'mobile-home-ja-JP');
    });
  });

  it('the theme switch survives a reload', async () => {
    await withPage('desktop', async (tp) => {
      await tp.go('/pc/home');
      const scheme = () => tp.page.locator('html').getAttribute('data-mantine-color-scheme');
      expect(await scheme()).toBe('dark');
      await tp.page.getByTestId('theme-switch').click();
      await tp.page.waitForFunction(() => document.documentElement.getAttribute('data-mantine-color-scheme') === 'light');
      expect(await storage(tp, 'appTheme')).toBe('light');
      await tp.reload();
      expect(await scheme()).toBe('light');
      await screenshot(tp.page, 'desktop-home-light');
    });
  });
});

describe('customer service', () => {
  it.each(['desktop', 'mobile'] as const)('the floating icon opens the chat overlay on %s', async (viewport) => {
    await withPage(viewport, async (tp) => {
      await tp.go(viewport === 'desktop' ? '/pc/home' : '/wp/home');
      const entries = await env().t.app.ctx.prisma.customerService.findMany();
      const shown = entries.filter((e) => e.levitate === 'Y' && e.isEnable === 'Y');
      const hidden = entries.filter((e) => !(e.levitate === 'Y' && e.isEnable === 'Y'));
      for (const e of hidden) expect(await tp.page.getByTestId(`kefu-float-${e.id}`).count()).toBe(0);
      // (an external chat page, in a frame: our own chat, /#/kefu, is tests/browser/chat.test.ts)
      const first = shown.find((e) => e.customerUrl !== '/#/kefu');
      if (!first) throw new Error('no floating external customer-service entry seeded');
      await tp.page.getByTestId(`kefu-float-${first.id}`).click();
      const overlay = tp.page.getByTestId('kefu-overlay');
      await overlay.waitFor();
      expect(await tp.page.getByTestId('kefu-iframe').getAttribute('src')).toContain(first.customerUrl);
      expect((await tp.page.getByTestId('kefu-overlay-title').innerText()).toLowerCase()).toContain('online');
      const frame = tp.page.frameLocator('[data-testid="kefu-iframe"]');
      await frame.locator('body').waitFor();
      expect(await frame.locator('body').innerText()).toMatch(/customer service/i);
      await screenshot(tp.page, `${viewport}-customer-service`);
      await tp.page.getByTestId('kefu-back').click();
      await overlay.waitFor({ state: 'detached' });
    });
  });
});

describe('resilience', () => {
  it('registers the service worker', async () => {
    await withPage(
      'desktop',
      async (tp) => {
        await tp.go('/pc/home');
        const scope = await tp.page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return registration.scope;
        });
        expect(scope).toContain(env().base);
      },
      { serviceWorkers: 'allow' },
    );
  });

  it('a page chunk that fails to load offers a reload instead of a blank screen', async () => {
    await withPage('desktop', async (tp) => {
      await tp.go('/pc/home');
      // from now on every script request fails, as on a broken connection or after a deploy
      await tp.page.route('**/assets/*.js', (route) => route.abort());
      await tp.page.evaluate(() => {
        location.hash = '#/pc/mining';
      });
      await tp.page.getByTestId('reload-button').waitFor({ timeout: 15_000 });
      await screenshot(tp.page, 'desktop-chunk-failed');
      await tp.page.unroute('**/assets/*.js');
      const reloaded = tp.page.waitForEvent('load');
      await tp.page.getByTestId('reload-button').click();
      await reloaded;
      await tp.page.waitForFunction(() => !document.querySelector('[data-testid="reload-button"]'), null, { timeout: 15_000 });
      expect(new URL(tp.page.url()).hash).toBe('#/pc/mining');
    });
  });
});
