// Four-eyes approval in the back office (issue 14 point 4), as staff use it on a desktop, one
// journey at one desk: finance proposes a balance adjustment on the Adjustments page and sees it
// waiting, without an approve button; the admin opens it on the Approvals page, reads whom it is
// about (the customer by name, contact and tier) and before → after at display precision, and
// approves it; then proposes a money-settings change (the withdrawal approval threshold), which
// waits for a second administrator. On a phone (issue 32): the admin reads a large withdrawal's
// proposal: the customer, the address it is paid to, states in words, the frozen balance going.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskDocumentNumber, normaliseDocumentNumber } from '../../shared/kyc.ts';
import { type BrowserEnv, expectAccessible, screenshot, startBrowserEnv, VIEWPORTS } from '../helpers/browser.ts';
import { switchStaff } from '../helpers/D-staff.ts';
import { api, fundedUser, readyToWithdraw, staffToken, TRC20, walletOf, withdrawUsdt } from '../helpers/funds.ts';
import { certify } from '../helpers/kyc.ts';
import { secondStaffSession, staffSession, staffUsername } from '../helpers/staff.ts';
import { overlayShown, staffPage } from '../helpers/staff-browser.ts';

let env: BrowserEnv;
beforeAll(async () => {
  env = await startBrowserEnv();
}, 60_000);
afterAll(() => env.close());

describe('desktop', () => {
  it('finance proposes an adjustment, the admin approves it, the customer’s balance changes; the admin proposes a money setting', async () => {
    const staff = await staffToken(env.t);
    const customer = await fundedUser(env.t, staff, '100');
    await certify(env.t, staff, customer, 'junior', 'GH-1906-12');
    const email = customer.account.type === 'email' ? customer.account.email : '';
    const tp = await staffPage(env, 'finance');
    const { page } = tp;
    try {
      // finance: the adjustment form
      await page.getByTestId('admin-nav-adjustments').click();
      await page.getByTestId('adjustment-form').waitFor();
      await page.getByTestId('adjustment-submit').click();
      await page.getByText("Enter the user's id").waitFor(); // checked before anything is sent
      await page.getByTestId('adjustment-user').fill(String(customer.userId));
      await page.getByTestId('adjustment-amount').fill('25.5');
      await page.getByTestId('adjustment-reason').fill('Ticket 4711: deposit credited short');
      await tp.settled();
      await screenshot(page, 'desktop-admin-adjustment-form');
      await expectAccessible(page, 'desktop-admin-adjustment-form');
      await page.getByTestId('adjustment-submit').click();
      await page.getByTestId('adjustment-proposed').waitFor();
      await tp.settled();
      await screenshot(page, 'desktop-admin-adjustment-proposed');

      // finance sees its own proposal waiting, with no approve button
      await page.getByTestId('admin-nav-approvals').click();
      await page.getByTestId('proposal-row').first().waitFor();
      await page.getByTestId('proposal-open').first().click();
      await page.getByTestId('proposal-waiting').waitFor();
      await overlayShown(tp);
      expect(await page.getByTestId('proposal-approve').count()).toBe(0);
      expect(await page.getByTestId('proposal-cancel').count()).toBe(1);
      await tp.settled();
      await screenshot(page, 'desktop-admin-approvals-own');
      expect(tp.errors).toEqual([]);

      // the admin: the pending list, the detail with before → after, approve
      await switchStaff(env, tp, 'admin');
      await page.getByTestId('admin-nav-approvals').click();
      const row = page.getByTestId('proposal-row').first();
      await row.waitFor();
      // what and whom: the amount at USDT's display precision, the customer by name and e-mail
      expect(await row.innerText()).toContain(`Credit 25.50 USDT (Real) · Ada Lovelace · ${email}`);
      await tp.settled();
      await screenshot(page, 'desktop-admin-approvals-pending');
      await page.getByTestId('proposal-open').first().click();
      const diff = page.locator('[data-testid="proposal-diff-row"][data-field="available"]');
      await diff.waitFor();
      expect(await diff.innerText()).toMatch(/100\.00 USDT\s+125\.50 USDT/);
      expect(await page.getByTestId('customer-name').innerText()).toBe('Ada Lovelace');
      expect(await page.getByTestId('customer-contact').innerText()).toBe(`${email} · #${customer.userId}`);
      expect(await page.getByTestId('customer-tier').textContent()).toBe('Junior certified');
      await page.getByTestId('proposal-note').fill('Checked against the bank statement');
      await overlayShown(tp);
      await tp.settled();
      await screenshot(page, 'desktop-admin-approvals-detail');
      await expectAccessible(page, 'desktop-admin-approvals-detail');
      await page.getByTestId('proposal-approve').click();
      await page.getByTestId('toast-success').waitFor();
      await page.getByTestId('proposals-empty').waitFor();
      // decided: approved, by the admin, with the note
      await page.getByTestId('proposals-status').getByText('Decided').click();
      await page.locator('[data-testid="proposal-row"][data-status="approved"]').first().waitFor();
      await tp.settled();
      await screenshot(page, 'desktop-admin-approvals-decided');
      // the customer's balance is credited (their fund flow names it "Balance adjustment": docs/testing/browser-assertions-D.md)
      expect((await walletOf(env.t, customer.token)).available).toBe('125.500000');

      // a money setting is changed by proposal too: the withdrawal threshold, nothing changes yet
      await page.getByTestId('admin-nav-money').click();
      await page.getByTestId('money-currencies').waitFor();
      await page.getByTestId('money-products').waitFor();
      await tp.settled();
      await screenshot(page, 'desktop-admin-money');
      await page.getByTestId('edit-currency-USDT').click();
      await page.getByTestId('settings-withdrawApprovalThreshold').fill('5000');
      await page.getByTestId('settings-reason').fill('Large payouts need a second pair of eyes');
      await overlayShown(tp);
      await tp.settled();
      await screenshot(page, 'desktop-admin-money-edit');
      await expectAccessible(page, 'desktop-admin-money-edit', { state: 'dialog' });
      await page.getByTestId('settings-submit').click();
      // proposed: the form closes with its toast
      await page.getByTestId('settings-form-currency-settings').waitFor({ state: 'detached' });
      await page.getByTestId('toast-success').filter({ hasText: 'Proposal' }).waitFor();
      // still the old value until a second administrator approves
      const usdt = page.locator('[data-testid="money-currency"][data-code="USDT"]');
      expect(await usdt.innerText()).not.toContain('5000');
      // amounts as amounts: "10.00 USDT", a rate as a percentage, no threshold reads "None"
      expect(await usdt.innerText()).toMatch(/\d\.\d\d USDT/);
      expect(await usdt.getByTestId('money-threshold').innerText()).toBe('None');
      await page.getByTestId('admin-nav-approvals').click();
      await page.getByTestId('proposals-status').getByText('Pending').click();
      await page.getByTestId('proposal-open').first().click();
      const threshold = page.locator('[data-testid="proposal-diff-row"][data-field="withdrawApprovalThreshold"]');
      await threshold.waitFor();
      expect(await threshold.getAttribute('data-changed')).toBe('true');
      expect(await threshold.innerText()).toMatch(/None\s+5,000\.00 USDT/);
      await page.getByTestId('proposal-waiting').waitFor();
      await overlayShown(tp);
      await tp.settled();
      await screenshot(page, 'desktop-admin-money-proposal');
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  }, 180_000);
});

describe('mobile', () => {
  it('the admin reads a large withdrawal’s proposal on a phone: the customer, where it is paid, states and balances in words', async () => {
    // a threshold of 500 (proposed by a second admin, approved by the first), a certified customer's 600 above it
    const admin = await staffSession(env.t, 'admin');
    const admin2 = await secondStaffSession(env.t, 'admin');
    const settings = (await api(env.t, admin).get('/api/admin/money-settings')).body.data.currencies.find(
      (c: { code: string }) => c.code === 'USDT',
    );
    const { code, scale: _scale, ...limits } = settings;
    const proposed = await api(env.t, admin2).post('/api/admin/proposals/currency-settings', {
      payload: { ...limits, currency: code, withdrawApprovalThreshold: '500' },
      reason: 'Second pair of eyes above 500',
    });
    expect((await api(env.t, admin).post(`/api/admin/proposals/${proposed.body.data.id}/approve`, {})).body.code).toBe(0);
    const u = await readyToWithdraw(env.t, admin, '2000');
    const kycId = await certify(env.t, admin, u, 'junior', 'LW-600-0070');
    const w = await withdrawUsdt(u, '600');
    const finance = await staffSession(env.t, 'finance');
    const proposalId = (await api(env.t, finance).post(`/api/admin/withdrawals/${w.id}/approve`)).body.data.proposalId as number;
    expect(proposalId).toBeGreaterThan(0);

    const tp = await staffPage(env, 'admin', staffUsername('admin'), 'mobile');
    const { page } = tp;
    try {
      await tp.go('/admin/approvals');
      const row = page.locator(`[data-testid="proposal-row"][data-id="${proposalId}"]`);
      await row.waitFor();
      expect(await row.innerText()).toContain('Ada Lovelace');
      await row.getByTestId('proposal-open').click();
      await page.getByTestId('proposal-subject').waitFor();
      await overlayShown(tp);
      expect(await page.getByTestId('customer-name').innerText()).toBe('Ada Lovelace');
      expect(await page.getByTestId('customer-tier').getAttribute('data-tier')).toBe('junior');
      expect(await page.getByTestId('proposal-pay-to').innerText()).toBe(TRC20);
      const field = (name: string) => page.locator(`[data-testid="proposal-diff-row"][data-field="${name}"]`).innerText();
      expect(await field('status')).toMatch(/Waiting\s+Paid/);
      expect(await field('frozen')).toMatch(/600\.00 USDT\s+0\.00 USDT/);
      expect(await field('amount')).toMatch(/600\.00 USDT\s+600\.00 USDT/);
      // no raw state nor minor-unit amount in whom and what (the reason is the queue's own text)
      for (const part of ['proposal-summary', 'proposal-subject', 'proposal-diff'])
        expect(await page.getByTestId(part).innerText(), part).not.toMatch(/processing|passed|\d\.\d{6}/);
      await tp.settled();
      await screenshot(page, 'mobile-admin-approvals-withdrawal');
      await expectAccessible(page, 'mobile-admin-approvals-withdrawal');
      // nothing wider than the phone but the proposals table, which scrolls in its own box
      // (against the phone's own width: a phone widens innerWidth to content that overflows)
      const fits = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      await fits();

      // the money settings on the phone (decision 070): amounts with their currency at display
      // precision, the fee rate as a percentage, the threshold approved above
      await page.keyboard.press('Escape');
      await page.getByTestId('proposal-subject').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByTestId('admin-nav-money').click();
      const usdt = page.locator('[data-testid="money-currency"][data-code="USDT"]');
      await usdt.waitFor();
      expect(await usdt.innerText()).toMatch(/^USDT\s+[\d,]+\.\d\d USDT\s/);
      expect(await usdt.innerText()).toMatch(/\s\d+(\.\d+)? %\s/);
      expect(await usdt.getByTestId('money-threshold').innerText()).toBe('500.00 USDT');
      await tp.settled();
      await screenshot(page, 'mobile-admin-money');
      await expectAccessible(page, 'mobile-admin-money');
      await fits();

      // the customer's document number, masked, revealed in full (decision 070; the admin holds
      // compliance's certification.document too)
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByTestId('admin-nav-kyc').click();
      await page.getByTestId('queue-filter-status').selectOption('authenticated');
      await page.getByTestId('queue-filter-user').fill(String(u.userId));
      await page.getByTestId('queue-filter-apply').click();
      await page.locator(`[data-testid="queue-row"][data-id="${kycId}"]`).click();
      await page.getByTestId('kyc-detail').waitFor();
      await overlayShown(tp);
      const number = page.getByTestId('kyc-detail-doc-number');
      const doc = normaliseDocumentNumber('LW-600-0070'); // as stored: LW6000070
      expect(await number.textContent()).toBe(maskDocumentNumber(doc));
      await page.getByTestId('kyc-detail-doc-reveal').click();
      await page.getByTestId('kyc-detail-doc-reveal').waitFor({ state: 'detached' });
      expect(await number.textContent()).toBe(doc);
      await tp.settled();
      await screenshot(page, 'mobile-admin-kyc-revealed');
      await fits();
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  }, 120_000);
});
