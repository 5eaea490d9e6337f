// The dashboard as a person reads it (issue 17 points 3, 4, 6, 8), on both viewports: the
// credit score (changed by staff with a reason: the history shows it) and the invitation code,
// both copied to the clipboard; the share link opens the register page with the code filled
// in; the real and demo totals apart; the invitee listed. Then cancellation through its confirm
// prompt: refused while money is left, then done for an empty account, which is sent to the
// login page and can no longer log in.
import { describe, expect, it } from 'vitest';
import { nextIp, PASSWORD, registerAndLogin, sendCode, uniqueEmail } from '../helpers/accounts.ts';
import { APP_KEY } from '../helpers/app.ts';
import { browserEnvForFile, fundedPage, openPage, screenshot } from '../helpers/browser.ts';
import { api, expectLedgerReconciles } from '../helpers/funds.ts';
import { secondStaffSession, staffSession } from '../helpers/staff.ts';
import { staffPage } from '../helpers/staff-browser.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

const DASHBOARD = { desktop: '/pc/userCenter/dashboard', mobile: '/wp/user/dashboard' } as const;
const LOGIN = { desktop: '/pc/user/login', mobile: '/wp/user/login' } as const;

describe.each(['desktop', 'mobile'] as const)('%s', (viewport) => {
  it('dashboard shows the credit score with its history and the invitation code, copied and shared', async () => {
    const e = env();
    const { a, tp, userId, user } = await fundedPage(e, viewport, '1000');
    try {
      // staff lower the score with a reason (proposed, then approved by a second staff member)
      const proposed = await api(e.t, await staffSession(e.t, 'compliance')).post('/api/admin/proposals/credit-score', {
        payload: { userId, score: 90 },
        reason: 'Chargeback on a card deposit',
      });
      expect(proposed.body.code, JSON.stringify(proposed.body)).toBe(0);
      const approved = await api(e.t, await secondStaffSession(e.t, 'admin')).post(
        `/api/admin/proposals/${proposed.body.data.id}/approve`,
        {},
      );
      expect(approved.body.code, JSON.stringify(approved.body)).toBe(0);
      // someone registers with the user's code
      const friend = uniqueEmail('friend');
      const code = await sendCode(e.t, { type: 'email', email: friend }, 'register');
      const reg = await e.t.api.post('/api/register').set('AppKey', APP_KEY).set('X-Forwarded-For', nextIp()).send({
        type: 'email',
        email: friend,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        code,
        agreement: true,
        inviteCode: user.inviteCode,
      });
      expect(reg.body.code, JSON.stringify(reg.body)).toBe(0);
      expect((await a.get('/api/user/dashboard')).body.data.invitees).toBe(1);

      await tp.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e.base });
      await tp.go(DASHBOARD[viewport]);
      const card = tp.page.getByTestId('user-summary');
      await card.waitFor();
      await tp.page.getByTestId('user-invitees').filter({ hasText: '1' }).waitFor();
      expect(await tp.page.getByTestId('user-credit-score').textContent()).toBe('90');
      expect(await tp.page.getByTestId('user-invite-code').textContent()).toBe(user.inviteCode);
      expect(await tp.page.getByTestId('user-balance').getAttribute('data-value')).toBe('1000.000000');
      expect(await tp.page.getByTestId('user-demo-balance').getAttribute('data-value')).toMatch(/^\d+\.\d{6}$/);
      expect(await tp.page.getByTestId('user-kyc-tier').textContent()).toBe('Unverified');
      await screenshot(tp.page, `${viewport}-dashboard`);

      // the code and the link copied
      await tp.page.getByTestId('copy-invite-code').click();
      await tp.page.locator('[data-testid="copy-invite-code"][data-copied]').waitFor();
      expect(await tp.page.evaluate(() => navigator.clipboard.readText())).toBe(user.inviteCode);
      await tp.page.getByTestId('copy-invite-link').click();
      await tp.page.locator('[data-testid="copy-invite-link"][data-copied]').waitFor();
      const link = await tp.page.evaluate(() => navigator.clipboard.readText());
      expect(link).toBe(`${e.base}/#/register?inviteCode=${user.inviteCode}`);
      expect(await tp.page.getByTestId('invite-link').textContent()).toBe(link);
      await screenshot(tp.page, `${viewport}-dashboard-copied`);

      // the credit history, with the reason
      await tp.page.getByTestId('credit-history-link').click();
      const history = tp.page.getByTestId('credit-history-row');
      await history.first().waitFor();
      expect(await history.first().textContent()).toContain('Chargeback on a card deposit');
      expect(await history.first().textContent()).toContain('100 → 90');
      await screenshot(tp.page, `${viewport}-dashboard-credit-history`);
      await tp.page.keyboard.press('Escape');

      // the invitee, masked
      const panel = tp.page.getByTestId('invitations-panel');
      await panel.scrollIntoViewIfNeeded();
      await tp.page.getByTestId('invitees-row').first().waitFor();
      expect(await tp.page.getByTestId('invitees-row').first().textContent()).toContain(`${friend.slice(0, 2)}***@example.com`);
      await screenshot(tp.page, `${viewport}-dashboard-invitations`);
      await tp.page.getByTestId('tab-rewards').click();
      await tp.page.getByText('No rewards yet').waitFor({ timeout: 10_000 });

      // a visitor opens the link: the register page of their interface with the code filled in
      const visitor = await openPage(e, viewport);
      try {
        await visitor.page.goto(link);
        const input = visitor.page.getByTestId('register-invite-code');
        await input.waitFor({ timeout: 15_000 });
        expect(visitor.page.url()).toContain(viewport === 'desktop' ? '/pc/user/register' : '/wp/user/register');
        expect(await input.inputValue()).toBe(user.inviteCode);
        await screenshot(visitor.page, `${viewport}-register-from-invite-link`);
      } finally {
        await visitor.context.close();
      }
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  });

  it('cancellation: the confirm prompt refuses while money is left, then cancels an empty account; it cannot log in', async () => {
    const e = env();
    const funded = await fundedPage(e, viewport, '50');
    try {
      await funded.tp.go(DASHBOARD[viewport]);
      await funded.tp.page.getByTestId('cancel-account-open').scrollIntoViewIfNeeded();
      await funded.tp.page.getByTestId('cancel-account-open').click();
      await funded.tp.page.getByTestId('cancel-blocker-real-balance').waitFor();
      expect(await funded.tp.page.getByTestId('cancel-account-confirm').isDisabled()).toBe(true);
      await screenshot(funded.tp.page, `${viewport}-cancel-refused`);
      await funded.tp.page.getByTestId('cancel-account-dismiss').click();
    } finally {
      await funded.tp.context.close();
    }

    const u = await registerAndLogin(e.t);
    const tp = await openPage(e, viewport, { session: u });
    try {
      await tp.go(DASHBOARD[viewport]);
      await tp.page.getByTestId('cancel-account-open').scrollIntoViewIfNeeded();
      await tp.page.getByTestId('cancel-account-open').click();
      await tp.page.getByTestId('cancel-account-warning').waitFor();
      expect(await tp.page.getByTestId('cancel-account-warning').textContent()).toContain('30 days');
      // nothing happens until the password is given and the prompt confirmed
      expect(await tp.page.getByTestId('cancel-account-confirm').isDisabled()).toBe(true);
      await tp.page.getByTestId('cancel-account-password').fill(u.password);
      await screenshot(tp.page, `${viewport}-cancel-prompt`);
      await tp.page.getByTestId('cancel-account-confirm').click();
      await tp.page.waitForURL(new RegExp(`#${LOGIN[viewport]}`), { timeout: 15_000 });
      await tp.settled();
      await screenshot(tp.page, `${viewport}-cancelled-login`);
      expect(await tp.page.evaluate(() => localStorage.getItem('Authorization'))).toBeNull();
      // the old token is dead and the account cannot log in
      expect((await api(e.t, u.token).get('/api/user/info')).body.code).toBe(-99);
      const res = await e.t.api
        .post('/api/login')
        .set('AppKey', APP_KEY)
        .set('X-Forwarded-For', nextIp())
        .send({ ...u.account, password: u.password });
      expect(res.body.code).toBe(6562);
    } finally {
      await tp.context.close();
    }
  });
});

describe('back office', () => {
  it('the user detail page shows the credit score with its history and proposes a change with a reason', async () => {
    const e = env();
    const u = await registerAndLogin(e.t);
    const tp = await staffPage(e, 'compliance');
    try {
      await tp.go(`/admin/users/${u.userId}`);
      const panel = tp.page.getByTestId('user-credit-panel');
      await panel.waitFor();
      expect(await panel.getByTestId('user-credit-score').textContent()).toBe('100');
      await panel.getByText('No changes yet').waitFor();
      // no reason, no proposal
      await panel.getByTestId('credit-score').fill('75');
      await panel.getByTestId('credit-submit').click();
      await panel.getByText('Give a reason').waitFor();
      const proposals = e.t.app.ctx.sqlite.prepare(`SELECT COUNT(*) AS n FROM "Proposal" WHERE kind = 'credit-score' AND targetId = ?`);
      expect(proposals.get(String(u.userId))).toEqual({ n: 0 });
      await panel.getByTestId('credit-reason').fill('Repeated chargebacks');
      await panel.getByTestId('credit-submit').click();
      await tp.page.waitForFunction(() => document.body.innerText.includes('second staff member'));
      await tp.settled();
      await screenshot(tp.page, 'desktop-admin-user-credit');
      const row = e.t.app.ctx.sqlite
        .prepare(`SELECT payload, reason, status FROM "Proposal" WHERE kind = 'credit-score' AND targetId = ?`)
        .get(String(u.userId));
      expect(row).toEqual({ payload: JSON.stringify({ userId: u.userId, score: 75 }), reason: 'Repeated chargebacks', status: 'pending' });
    } finally {
      await tp.context.close();
    }
  });
});
