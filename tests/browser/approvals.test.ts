// Four-eyes approval in the back office (issue 14 point 4), as staff use it on a desktop, one
// journey at one desk: finance proposes a balance adjustment on the Adjustments page and sees it
// waiting, without an approve button; the admin opens it on the Approvals page, reads before →
// after and approves it; then proposes a money-settings change (the withdrawal approval
// threshold), which waits for a second administrator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserEnv, screenshot, startBrowserEnv } from '../helpers/browser.ts';
import { switchStaff } from '../helpers/D-staff.ts';
import { fundedUser, staffToken, walletOf } from '../helpers/funds.ts';
import { overlayShown, staffPage } from '../helpers/staff-browser.ts';

let env: BrowserEnv;
beforeAll(async () => {
  env = await startBrowserEnv();
}, 60_000);
afterAll(() => env.close());

describe('desktop', () => {
  it('finance proposes an adjustment, the admin approves it, the customer’s balance changes; the admin proposes a money setting', async () => {
    const customer = await fundedUser(env.t, await staffToken(env.t), '100');
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
      expect(await row.innerText()).toContain('Credit 25.5 USDT (Real)');
      await tp.settled();
      await screenshot(page, 'desktop-admin-approvals-pending');
      await page.getByTestId('proposal-open').first().click();
      const diff = page.locator('[data-testid="proposal-diff-row"][data-field="available"]');
      await diff.waitFor();
      expect(await diff.innerText()).toMatch(/100\.000000\s+125\.500000/);
      await page.getByTestId('proposal-note').fill('Checked against the bank statement');
      await overlayShown(tp);
      await tp.settled();
      await screenshot(page, 'desktop-admin-approvals-detail');
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
      await page.getByTestId('settings-submit').click();
      // proposed: the form closes with its toast
      await page.getByTestId('settings-form-currency-settings').waitFor({ state: 'detached' });
      await page.getByTestId('toast-success').filter({ hasText: 'Proposal' }).waitFor();
      // still the old value until a second administrator approves
      const usdt = page.locator('[data-testid="money-currency"][data-code="USDT"]');
      expect(await usdt.innerText()).not.toContain('5000');
      await page.getByTestId('admin-nav-approvals').click();
      await page.getByTestId('proposals-status').getByText('Pending').click();
      await page.getByTestId('proposal-open').first().click();
      const threshold = page.locator('[data-testid="proposal-diff-row"][data-field="withdrawApprovalThreshold"]');
      await threshold.waitFor();
      expect(await threshold.getAttribute('data-changed')).toBe('true');
      expect(await threshold.innerText()).toContain('5000.000000');
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
