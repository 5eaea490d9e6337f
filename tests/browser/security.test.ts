// The security centre as a person uses it (issue 17.2): turn on two-factor by scanning the QR
// code (the test decodes the QR code from a screenshot of it, as a phone's camera would, and
// reads the secret from the otpauth:// URI it holds), keep the recovery codes, set an
// anti-phishing code; log out and log in again with the authenticator's code; see this
// device in the session list and the login in the history; withdraw with a code. Codes are
// computed at the server's (manual) clock time. One journey on one page per viewport (the page
// starts signed in; the logout and the new login happen on it, never reloading it). What moved
// out of this file: docs/testing/browser-assertions-C.md.
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../server/lib/totp.ts';
import { PASSWORD } from '../helpers/accounts.ts';
import { browserEnvForFile, expectAccessible, fundedPage, logOut, screenshot, type TestPage } from '../helpers/browser.ts';
import { expectLedgerReconciles } from '../helpers/funds.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

/** What the QR code on the page says: its screenshot decoded as a camera's image would be. */
async function scanQr(tp: TestPage, testId: string): Promise<string> {
  const png = await tp.page.getByTestId(testId).screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const decoded = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  if (!decoded) throw new Error('no QR code could be read from the screenshot');
  return decoded.data;
}

const ROUTES = {
  desktop: { prefix: '/pc', security: '/pc/userCenter/security', withdraw: '/pc/handle/withdraw' },
  mobile: { prefix: '/wp', security: '/wp/security', withdraw: '/wp/withdraw' },
} as const;

describe.each(['desktop', 'mobile'] as const)('%s', (viewport) => {
  const routes = ROUTES[viewport];

  it('turns on two-factor by scanning the QR code, then logs in with a code and withdraws with one', async () => {
    const e = env();
    const u = await fundedPage(e, viewport, '1000', { readyToWithdraw: true });
    const { tp } = u;
    const email = u.account.type === 'email' ? u.account.email : '';
    try {
      await tp.go(routes.security);
      await tp.page.getByTestId('two-factor-status').waitFor();
      expect(await tp.page.getByTestId('two-factor-status').textContent()).toBe('Off');
      await screenshot(tp.page, `${viewport}-security-centre`);
      await expectAccessible(tp.page, `${viewport}-security-centre`);

      // turn on: scan the QR code
      await tp.page.getByTestId('two-factor-enable').click();
      await tp.page.getByTestId('two-factor-qr').waitFor();
      await tp.page.getByTestId('two-factor-setup').scrollIntoViewIfNeeded();
      await tp.settled();
      await screenshot(tp.page, `${viewport}-security-two-factor-scan`);
      await expectAccessible(tp.page, `${viewport}-security-two-factor-scan`, { state: 'dialog' });
      const uri = new URL(await scanQr(tp, 'two-factor-qr'));
      expect(uri.protocol).toBe('otpauth:');
      expect(decodeURIComponent(uri.pathname)).toContain(email);
      const secret = uri.searchParams.get('secret') ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      // the key shown for typing by hand is the same secret
      expect((await tp.page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '')).toBe(secret);

      // the authenticator's code turns it on (a malformed code's refusal: client/src/components/second-factor-code.test.ts)
      await tp.page.getByTestId('two-factor-setup-code').fill(totpCode(secret, e.now()));
      await tp.page.getByTestId('two-factor-confirm').click();
      await tp.page.getByTestId('recovery-codes').waitFor();
      const codes = await tp.page.getByTestId('recovery-code').allInnerTexts();
      expect(codes).toHaveLength(10);
      await tp.page.getByTestId('recovery-codes').scrollIntoViewIfNeeded();
      await screenshot(tp.page, `${viewport}-security-recovery-codes`);
      await expectAccessible(tp.page, `${viewport}-security-recovery-codes`, { state: 'codes' });
      await tp.page.getByTestId('recovery-done').click();
      await tp.page.getByTestId('two-factor-on').waitFor();
      expect(await tp.page.getByTestId('two-factor-status').textContent()).toBe('On');
      expect(await tp.page.getByTestId('recovery-left').innerText()).toContain('10');

      // an anti-phishing code
      await tp.page.getByTestId('anti-phishing-input').fill('Blue42Fox');
      await tp.page.getByTestId('anti-phishing-save').click();
      await tp.page.getByTestId('anti-phishing-current').waitFor();
      expect(await tp.page.getByTestId('anti-phishing-current').innerText()).toBe('Blue42Fox');
      await tp.page.getByTestId('two-factor-panel').scrollIntoViewIfNeeded();
      await screenshot(tp.page, `${viewport}-security-two-factor-on`);

      // log out on the same page (desktop: the header's user menu right here; mobile: the "my"
      // tab's button and its confirmation), then log in again, asked to on the way back to the
      // security centre: the password, then the authenticator's next code
      if (viewport === 'desktop') {
        await tp.page.getByTestId('user-menu').click();
        await tp.page.getByTestId('logout-button').click();
        await tp.page.waitForFunction(() => !localStorage.getItem('Authorization'));
      } else {
        await logOut(tp, viewport);
      }
      await tp.go(`${routes.prefix}/user/login?redirect=${encodeURIComponent(routes.security)}`);
      await tp.page.getByTestId('login-tab-email').click();
      await tp.page.getByTestId('login-email').fill(email);
      await tp.page.getByTestId('login-password').fill(PASSWORD);
      await tp.page.getByTestId('login-submit').click();
      await tp.page.getByTestId('login-two-factor-form').waitFor();
      expect(await tp.page.evaluate(() => localStorage.getItem('Authorization'))).toBeNull();
      await screenshot(tp.page, `${viewport}-login-two-factor`);
      await expectAccessible(tp.page, `${viewport}-login-two-factor`);
      await e.advance(30_000, { tick: false });
      await tp.page.getByTestId('login-two-factor-code').fill(totpCode(secret, e.now()));
      // the session list is held on its way back: nothing the previous login fetched may show
      // meanwhile (the cache once kept it, and its "current" session was the old one)
      let release = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      const sessionList = (url: URL) => url.pathname === '/api/user/sessions';
      await tp.page.route(sessionList, async (route) => {
        await held;
        // (a request the page gave up on meanwhile is already answered)
        await route.continue().catch(() => undefined);
      });
      await tp.page.getByTestId('login-two-factor-submit').click();
      await tp.page.waitForFunction(() => Boolean(localStorage.getItem('Authorization')), null, { timeout: 10_000 });
      expect(JSON.parse((await tp.page.evaluate(() => localStorage.getItem('userInfo'))) ?? '{}').userId).toBe(u.userId);

      // back on the security centre: this device in the session list, the login in the history
      await tp.page.waitForURL(new RegExp(`#${routes.security}$`));
      await tp.page.getByTestId('sessions-panel').waitFor();
      await tp.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const early = await tp.page.getByTestId('session-row').allInnerTexts();
      expect(early, 'session rows shown before the list came').toEqual([]);
      const answered = tp.page.waitForResponse((r) => sessionList(new URL(r.url())));
      release();
      await answered;
      await tp.page.unroute(sessionList);
      await tp.page.locator('[data-testid="session-row"][data-current]').waitFor();
      const device = await tp.page.locator('[data-testid="session-row"][data-current] [data-testid="session-device"]').innerText();
      expect(device).toMatch(viewport === 'mobile' ? /^Safari 17 · iOS 17$/ : /^Chrome \d+ · Linux$/);
      const results = await tp.page.getByTestId('login-event-result').allTextContents();
      expect(results.slice(0, 2)).toEqual(['Logged in', 'Awaiting code']);
      await tp.page.getByTestId('sessions-panel').scrollIntoViewIfNeeded();
      await screenshot(tp.page, `${viewport}-security-sessions`);
      await expectAccessible(tp.page, `${viewport}-security-sessions`);
      await tp.page.getByTestId('login-history-panel').scrollIntoViewIfNeeded();
      await screenshot(tp.page, `${viewport}-security-login-history`);

      // a withdrawal asks for the code too
      await tp.go(routes.withdraw);
      await tp.page.getByTestId('withdraw-method-crypto').click();
      await tp.page.getByTestId('withdraw-two-factor-code').waitFor();
      await tp.page.getByTestId('withdraw-amount').fill('20');
      await tp.page.getByTestId('withdraw-security-password').fill('135790');
      await e.advance(30_000, { tick: false });
      await tp.page.getByTestId('withdraw-two-factor-code').fill(totpCode(secret, e.now()));
      await tp.page.getByTestId('withdraw-two-factor-code').scrollIntoViewIfNeeded();
      await screenshot(tp.page, `${viewport}-withdraw-two-factor`);
      await expectAccessible(tp.page, `${viewport}-withdraw-two-factor`);
      await tp.page.getByTestId('withdraw-submit').click();
      await tp.page.getByTestId('withdraw-success').waitFor({ timeout: 10_000 });

      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  });
});
