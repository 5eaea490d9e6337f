// A withdrawal confirmed as exchanges do (issue 38 point 4, decision 089), at both viewports: the
// form, then its summary (a dialog on the desktop, a sheet on the phone: amount, fee and rate,
// what arrives and when, the network and the full address), the withdrawal password and a code
// sent to the e-mail (read from the server's outbox), confirmed: the submitted notice. The summary
// in a second language (German on the desktop, Chinese on the phone), after the address
// allow-list on the security page: turned on, each address says from when it may be withdrawn
// to; turned off with the password and a code, it says when it goes off.
import { describe, expect, it } from 'vitest';
import { browserEnvForFile, expectAccessible, expectCjkRenders, fundedPage, screenshot, type TestPage } from '../helpers/browser.ts';
import { readCode } from '../helpers/accounts.ts';
import { advancePage } from '../helpers/D-clock.ts';
import { expectLedgerReconciles, SECURITY_PASSWORD, TRC20 } from '../helpers/funds.ts';
import { confirmWithdrawalOnPage } from '../helpers/withdraw-page.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

const text = (tp: TestPage, id: string) => tp.page.getByTestId(id).innerText();

/** Closes the toasts on screen (one may close by itself meanwhile) and waits until they are gone. */
async function closeToasts(tp: TestPage) {
  const close = tp.page.locator('.mantine-Notification-closeButton').first();
  while ((await close.count()) > 0) await close.click({ timeout: 2000 }).catch(() => undefined);
  await tp.page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached' });
}

/** The form filled with a crypto withdrawal of `amount` USDT, its preview shown, then its summary opened. */
async function openSummary(tp: TestPage, amount: string, arrival: string) {
  await tp.page.getByTestId('withdraw-method-crypto').click();
  await tp.page.getByTestId('withdraw-amount').fill(amount);
  // (the form asks for the preview once the amount has stood still for 400 ms)
  await advancePage(env(), tp, 500, { tick: false });
  await tp.page.waitForFunction(
    (a) => document.querySelector('[data-testid="withdraw-arrival"]')?.getAttribute('data-value') === a,
    arrival,
    {
      timeout: 10_000,
    },
  );
  await tp.page.getByTestId('withdraw-submit').click();
  await tp.page.getByTestId('withdraw-confirm').waitFor();
  await tp.settled();
}

describe.each([
  ['desktop', { withdraw: '/pc/handle/withdraw', security: '/pc/userCenter/security' }, 'de-DE', 'Auszahlung bestätigen'],
  ['mobile', { withdraw: '/wp/withdraw', security: '/wp/security' }, 'zh-CN', '确认提现'],
] as const)('%s', (viewport, routes, locale, localTitle) => {
  it('the summary, the password and the e-mailed code confirm a withdrawal; the allow-list shows when each address is usable', async () => {
    const e = env();
    const { tp, ...u } = await fundedPage(e, viewport, '500', { readyToWithdraw: true });
    try {
      await tp.go(routes.withdraw);
      await openSummary(tp, '200', '198.000000');
      expect(await text(tp, 'withdraw-confirm-amount')).toBe('200.00 USDT');
      expect(await text(tp, 'withdraw-confirm-fee')).toBe('2.00 USDT');
      expect(await text(tp, 'withdraw-confirm-arrival')).toBe('198.00 USDT');
      expect(await text(tp, 'withdraw-confirm-arrival-time')).toBe('Usually within an hour after review');
      expect(await text(tp, 'withdraw-confirm-network')).toBe('TRC20');
      expect(await text(tp, 'withdraw-confirm-address')).toBe(TRC20);
      // a sheet across the phone's width, a dialog in the middle of the desktop
      const box = await tp.page.getByTestId('withdraw-confirm').boundingBox();
      if (viewport === 'mobile') expect(box?.width).toBeGreaterThan(330);
      else expect(box?.width).toBeLessThan(800);
      await screenshot(tp.page, `${viewport}-withdraw-confirm-summary`);
      await expectAccessible(tp.page, `${viewport}-withdraw-confirm-summary`, { state: 'summary' });

      // the withdrawal password, a code sent to the e-mail (masked where it went) and read from the outbox: the submitted notice
      await tp.page.getByTestId('withdraw-verification-code-send').click();
      const sent = tp.page.locator('[data-testid="withdraw-verification-code-sent"][data-sent="email"]');
      await sent.waitFor();
      expect(await sent.innerText()).toMatch(/^Code sent to u\*\*\*@example\.com, valid for 10 minutes\.$/);
      expect(Number(await tp.page.getByTestId('withdraw-verification-code-send').getAttribute('data-seconds-left'))).toBeGreaterThan(50);
      await screenshot(tp.page, `${viewport}-withdraw-confirm-code-sent`);
      await confirmWithdrawalOnPage(tp, e.t, u.account, SECURITY_PASSWORD, { sent: true });
      const history = (await u.a.get('/api/withdraw/history')).body.data.items as { amount: string; status: string }[];
      expect(history.map((w) => [w.amount, w.status])).toEqual([['200.000000', 'processing']]);
      // (recorded as confirmed with the code sent to the e-mail)
      const confirmedWith = e.t.app.ctx.sqlite.prepare('SELECT confirmedWith FROM "Withdrawal" WHERE userId = ?').all(u.userId);
      expect(confirmedWith).toEqual([{ confirmedWith: 'email' }]);
      await screenshot(tp.page, `${viewport}-withdraw-confirmed`);

      // the address allow-list on the security page: on, each address usable 24 hours after it was bound
      await tp.go(routes.security);
      const panel = tp.page.getByTestId('allow-list-panel');
      await panel.scrollIntoViewIfNeeded();
      expect(await tp.page.getByTestId('allow-list-state').getAttribute('data-state')).toBe('off');
      await tp.page.getByTestId('allow-list-switch').click();
      await tp.page.locator('[data-testid="allow-list-state"][data-state="on"]').waitFor();
      const usable = tp.page.getByTestId('allow-list-usable-USDT-TRC20');
      expect(await usable.getAttribute('data-usable')).toBe('false');
      expect(await usable.innerText()).toMatch(/^Usable from /);
      expect((await u.a.get('/api/withdraw/allow-list')).body.data.enabled).toBe(true);
      await closeToasts(tp);
      await panel.scrollIntoViewIfNeeded();
      await screenshot(tp.page, `${viewport}-allow-list-on`);
      await expectAccessible(tp.page, `${viewport}-allow-list-on`, { state: 'allow-list on' });
      // off: with the withdrawal password and a code sent for it, 24 hours later (until then on, with a way to keep it on)
      await tp.page.getByTestId('allow-list-switch').click();
      await tp.page.getByTestId('allow-list-security-password').fill(SECURITY_PASSWORD);
      await tp.page.getByTestId('allow-list-code-send').click();
      await tp.page.locator('[data-testid="allow-list-code-sent"][data-sent="email"]').waitFor();
      await tp.page.getByTestId('allow-list-code').fill(await readCode(e.t, u.account));
      await closeToasts(tp);
      await screenshot(tp.page, `${viewport}-allow-list-off-form`);
      await tp.page.getByTestId('allow-list-off-submit').click();
      await tp.page.getByTestId('allow-list-turning-off').waitFor();
      expect(await tp.page.getByTestId('allow-list-state').getAttribute('data-state')).toBe('turning-off');
      expect((await u.a.get('/api/withdraw/allow-list')).body.data.offAt).toBe(new Date(e.now() + 24 * 3_600_000).toISOString());
      await closeToasts(tp);
      await screenshot(tp.page, `${viewport}-allow-list-turning-off`);

      // the summary in a second language
      await tp.go(routes.withdraw);
      await tp.page.evaluate((l) => localStorage.setItem('wplocale', l), locale);
      await tp.reload();
      await openSummary(tp, '100', '99.000000');
      expect(await tp.page.getByRole('dialog').getByText(localTitle).count()).toBeGreaterThan(0);
      if (locale === 'zh-CN') await expectCjkRenders(tp.page);
      await screenshot(tp.page, `${viewport}-withdraw-confirm-summary-${locale}`);
    } finally {
      await tp.context.close();
    }
  });
});
