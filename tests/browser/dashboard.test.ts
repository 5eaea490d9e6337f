// The dashboard as a person reads it (issue 17 points 3, 4, 6, 8), one journey per viewport on
// one page: the credit score staff changed with a reason (the history shows it) and the
// invitation code, both copied to the clipboard; the real and demo totals apart; the invitee
// listed. Then cancellation through its confirm prompt: refused while money is left; once the
// money has been withdrawn, done (the prompt saying the locked sign-up bonus is forfeited), the user sent to the login page and unable to log in; the
// invitation link copied before opens the register page with the code filled in on the device,
// now a visitor's. On desktop the score change is proposed in the back office (the user detail
// page: no reason, no proposal) and approved by a second staff member; on mobile through the
// API. What moved out of this file: docs/testing/browser-assertions-C.md.
import { expect, it } from 'vitest';
import { nextIp, PASSWORD, sendCode, uniqueEmail } from '../helpers/accounts.ts';
import { APP_KEY } from '../helpers/app.ts';
import { browserEnvForFile, expectAccessible, openPage, screenshot, type ViewportName } from '../helpers/browser.ts';
import { enableBonuses } from '../helpers/bonus.ts';
import { api, expectLedgerReconciles, readyToWithdraw, staffToken, withdrawUsdt } from '../helpers/funds.ts';
import { secondStaffSession, staffSession } from '../helpers/staff.ts';
import { staffPageAt } from '../helpers/staff-browser.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

const DASHBOARD = { desktop: '/pc/userCenter/dashboard', mobile: '/wp/user/dashboard' } as const;
const LOGIN = { desktop: '/pc/user/login', mobile: '/wp/user/login' } as const;
const REGISTER = { desktop: '/pc/user/register', mobile: '/wp/user/register' } as const;

/** A second staff member approves the pending credit-score proposal of the user. */
async function approveCreditProposal(userId: number) {
  const e = env();
  const { id } = e.t.app.ctx.sqlite
    .prepare(`SELECT id FROM "Proposal" WHERE kind = 'credit-score' AND targetId = ? AND status = 'pending'`)
    .get(String(userId)) as { id: number };
  const approved = await api(e.t, await secondStaffSession(e.t, 'admin')).post(`/api/admin/proposals/${id}/approve`, {});
  expect(approved.body.code, JSON.stringify(approved.body)).toBe(0);
}

/** Compliance staff propose the score in the back office: refused without a reason, proposed with one. */
async function proposeInBackOffice(userId: number, score: number, reason: string) {
  const e = env();
  const tp = await staffPageAt(e, 'compliance', `/admin/users/${userId}`);
  try {
    const panel = tp.page.getByTestId('user-credit-panel');
    await panel.waitFor();
    expect(await panel.getByTestId('user-credit-score').textContent()).toBe('100');
    await panel.getByText('No changes yet').waitFor();
    // no reason, no proposal
    await panel.getByTestId('credit-score').fill(String(score));
    await panel.getByTestId('credit-submit').click();
    await panel.getByText('Give a reason').waitFor();
    const proposals = e.t.app.ctx.sqlite.prepare(`SELECT COUNT(*) AS n FROM "Proposal" WHERE kind = 'credit-score' AND targetId = ?`);
    expect(proposals.get(String(userId))).toEqual({ n: 0 });
    await panel.getByTestId('credit-reason').fill(reason);
    await panel.getByTestId('credit-submit').click();
    await tp.page.waitForFunction(() => document.body.innerText.includes('second staff member'));
    await tp.settled();
    await screenshot(tp.page, 'desktop-admin-user-credit');
    const row = e.t.app.ctx.sqlite
      .prepare(`SELECT payload, reason, status FROM "Proposal" WHERE kind = 'credit-score' AND targetId = ?`)
      .get(String(userId));
    expect(row).toEqual({ payload: JSON.stringify({ userId, score }), reason, status: 'pending' });
    expect(tp.errors).toEqual([]);
  } finally {
    await tp.context.close();
  }
}

async function proposeByApi(userId: number, score: number, reason: string) {
  const e = env();
  const proposed = await api(e.t, await staffSession(e.t, 'compliance')).post('/api/admin/proposals/credit-score', {
    payload: { userId, score },
    reason,
  });
  expect(proposed.body.code, JSON.stringify(proposed.body)).toBe(0);
}

const SCORES = {
  desktop: { score: 75, reason: 'Repeated chargebacks' },
  mobile: { score: 90, reason: 'Chargeback on a card deposit' },
} as const;

it.each(['desktop', 'mobile'] as const)(
  '%s: the dashboard shows the credit score with its history and the invitation code, copied; cancellation refused with money left, then done; the invitation link opens the register page',
  async (viewport: ViewportName) => {
    const e = env();
    const u = await readyToWithdraw(e.t, await staffToken(e.t), '1000');
    const { score, reason } = SCORES[viewport];
    // staff lower the score with a reason (proposed, then approved by a second staff member)
    if (viewport === 'desktop') await proposeInBackOffice(u.userId, score, reason);
    else await proposeByApi(u.userId, score, reason);
    await approveCreditProposal(u.userId);
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
      inviteCode: u.user.inviteCode,
    });
    expect(reg.body.code, JSON.stringify(reg.body)).toBe(0);

    const tp = await openPage(e, viewport, { session: u });
    const { page } = tp;
    try {
      await tp.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e.base });
      await tp.go(DASHBOARD[viewport]);
      await page.getByTestId('user-summary').waitFor();
      await page.getByTestId('user-invitees').filter({ hasText: '1' }).waitFor();
      expect(await page.getByTestId('user-credit-score').textContent()).toBe(String(score));
      expect(await page.getByTestId('user-invite-code').textContent()).toBe(u.user.inviteCode);
      expect(await page.getByTestId('user-balance').getAttribute('data-value')).toBe('1000.000000');
      expect(await page.getByTestId('user-demo-balance').getAttribute('data-value')).toMatch(/^\d+\.\d{6}$/);
      expect(await page.getByTestId('user-kyc-tier').textContent()).toBe('Unverified');
      await screenshot(page, `${viewport}-dashboard`);
      await expectAccessible(page, `${viewport}-dashboard`);

      // the code and the link copied
      await page.getByTestId('copy-invite-code').click();
      await page.locator('[data-testid="copy-invite-code"][data-copied]').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(u.user.inviteCode);
      await page.getByTestId('copy-invite-link').click();
      await page.locator('[data-testid="copy-invite-link"][data-copied]').waitFor();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toBe(`${e.base}/#/register?inviteCode=${u.user.inviteCode}`);
      expect(await page.getByTestId('invite-link').textContent()).toBe(link);
      await screenshot(page, `${viewport}-dashboard-copied`);

      // the credit history, with the reason
      await page.getByTestId('credit-history-link').click();
      const history = page.getByTestId('credit-history-row');
      await history.first().waitFor();
      expect(await history.first().textContent()).toContain(reason);
      expect(await history.first().textContent()).toContain(`100 → ${score}`);
      await screenshot(page, `${viewport}-dashboard-credit-history`);
      await expectAccessible(page, `${viewport}-dashboard-credit-history`);
      await page.keyboard.press('Escape');

      // the invitee, masked
      await page.getByTestId('invitations-panel').scrollIntoViewIfNeeded();
      await page.getByTestId('invitees-row').first().waitFor();
      expect(await page.getByTestId('invitees-row').first().textContent()).toContain(`${friend.slice(0, 2)}***@example.com`);
      await screenshot(page, `${viewport}-dashboard-invitations`);
      await expectAccessible(page, `${viewport}-dashboard-invitations`);
      await page.getByTestId('tab-rewards').click();
      await page.getByText('No rewards yet').waitFor({ timeout: 10_000 });

      // cancellation: refused while money is left. (The "copied" toasts, 1.5 s each, are gone by
      // then for a person: the page's own clock runs their timers out at once; no real time is
      // waited and the server's clock is not involved.)
      await page.clock.runFor(2_000);
      await page.locator('[data-testid="toast-success"]').waitFor({ state: 'detached' });
      await page.getByTestId('cancel-account-open').scrollIntoViewIfNeeded();
      await page.getByTestId('cancel-account-open').click();
      await page.getByTestId('cancel-blocker-real-balance').waitFor();
      expect(await page.getByTestId('cancel-account-confirm').isDisabled()).toBe(true);
      await screenshot(page, `${viewport}-cancel-refused`);
      await page.getByTestId('cancel-account-dismiss').click();
      await page.getByTestId('cancel-account-confirm').waitFor({ state: 'detached' });

      // a sign-up bonus of 10 USDT, still locked (it cannot be withdrawn: decision 071)
      enableBonuses(e.t);
      try {
        expect(e.t.app.services.bonuses.grant(u.userId, 'signUp')).not.toBeNull();
      } finally {
        enableBonuses(e.t, { enabled: false });
      }
      // the money withdrawn (and paid out by staff), the prompt asks again: allowed now, the
      // locked bonus forfeited
      const paid = await withdrawUsdt(u, '1000');
      expect((await api(e.t, await staffToken(e.t)).post(`/api/admin/withdrawals/${paid.id}/approve`)).body.code).toBe(0);
      await page.getByTestId('cancel-account-open').click();
      await page.getByTestId('cancel-account-warning').waitFor();
      expect(await page.getByTestId('cancel-account-warning').textContent()).toContain('30 days');
      expect(await page.getByTestId('cancel-account-bonus').textContent()).toMatch(
        /^Bonus money still locked will be forfeited .*: 10\.00 USDT$/,
      );
      // nothing happens until the password is given and the prompt confirmed
      expect(await page.getByTestId('cancel-account-confirm').isDisabled()).toBe(true);
      await page.getByTestId('cancel-account-password').fill(u.password);
      await screenshot(page, `${viewport}-cancel-prompt`);
      await expectAccessible(page, `${viewport}-cancel-prompt`, { state: 'dialog' });
      await page.getByTestId('cancel-account-confirm').click();
      await page.waitForURL(new RegExp(`#${LOGIN[viewport]}`), { timeout: 15_000 });
      await tp.settled();
      await screenshot(page, `${viewport}-cancelled-login`);
      expect(await page.evaluate(() => localStorage.getItem('Authorization'))).toBeNull();
      // the old token is dead and the account cannot log in
      expect((await api(e.t, u.token).get('/api/user/info')).body.code).toBe(-99);
      const res = await e.t.api
        .post('/api/login')
        .set('AppKey', APP_KEY)
        .set('X-Forwarded-For', nextIp())
        .send({ ...u.account, password: u.password });
      expect(res.body.code).toBe(6562);

      // the invitation link copied before, opened on this device (a visitor's now): the register
      // page of its interface with the code filled in
      await page.goto(link);
      const input = page.getByTestId('register-invite-code');
      await input.waitFor({ timeout: 15_000 });
      expect(page.url()).toContain(REGISTER[viewport]);
      expect(await input.inputValue()).toBe(u.user.inviteCode);
      await tp.settled();
      await screenshot(page, `${viewport}-register-from-invite-link`);
      await expectAccessible(page, `${viewport}-register-from-invite-link`);
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  },
);
