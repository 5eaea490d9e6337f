// Four-eyes approval in the back office (issue 14 point 4), as staff use it on a desktop:
// finance proposes a balance adjustment on the Adjustments page and sees it waiting, without
// an approve button; the admin opens it on the Approvals page, reads before → after and
// approves it; the customer's balance changes. The admin then proposes a money-settings
// change (the withdrawal approval threshold), which waits for a second administrator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserEnv, fundedPage, screenshot, startBrowserEnv, type TestPage } from '../helpers/browser.ts';
import { overlayShown, staffPage } from '../helpers/staff-browser.ts';

let env: BrowserEnv;
beforeAll(async () => {
  env = await startBrowserEnv();
}, 60_000);
afterAll(() => env.close());

const availableText = (tp: TestPage) => tp.page.getByTestId('asset-available-USDT').innerText();

describe('desktop', () => {
  it('finance proposes an adjustment, the admin approves it, the customer’s balance changes', async () => {
    const customer = await fundedPage(env, 'desktop', '100');
    const finance = await staffPage(env, 'finance');
    let admin: TestPage | undefined;
    try {
      await customer.tp.go('/pc/userCenter/property');
      expect(await availableText(customer.tp)).toContain('100');

      // finance: the adjustment form
      const f = finance.page;
      await f.getByTestId('admin-nav-adjustments').click();
      await f.getByTestId('adjustment-form').waitFor();
      await f.getByTestId('adjustment-submit').click();
      await f.getByText("Enter the user's id").waitFor(); // checked before anything is sent
      await f.getByTestId('adjustment-user').fill(String(customer.userId));
      await f.getByTestId('adjustment-amount').fill('25.5');
      await f.getByTestId('adjustment-reason').fill('Ticket 4711: deposit credited short');
      await finance.settled();
      await screenshot(f, 'desktop-admin-adjustment-form');
      await f.getByTestId('adjustment-submit').click();
      await f.getByTestId('adjustment-proposed').waitFor();
      await finance.settled();
      await screenshot(f, 'desktop-admin-adjustment-proposed');

      // finance sees its own proposal waiting, with no approve button
      await f.getByTestId('admin-nav-approvals').click();
      await f.getByTestId('proposal-row').first().waitFor();
      await f.getByTestId('proposal-open').first().click();
      await f.getByTestId('proposal-waiting').waitFor();
      await overlayShown(finance);
      expect(await f.getByTestId('proposal-approve').count()).toBe(0);
      expect(await f.getByTestId('proposal-cancel').count()).toBe(1);
      await finance.settled();
      await screenshot(f, 'desktop-admin-approvals-own');

      // the admin: the pending list, the detail with before → after, approve
      admin = await staffPage(env, 'admin');
      const a = admin.page;
      await a.getByTestId('admin-nav-approvals').click();
      const row = a.getByTestId('proposal-row').first();
      await row.waitFor();
      expect(await row.innerText()).toContain('Credit 25.5 USDT (Real)');
      await admin.settled();
      await screenshot(a, 'desktop-admin-approvals-pending');
      await a.getByTestId('proposal-open').first().click();
      const diff = a.locator('[data-testid="proposal-diff-row"][data-field="available"]');
      await diff.waitFor();
      expect(await diff.innerText()).toMatch(/100\.000000\s+125\.500000/);
      await a.getByTestId('proposal-note').fill('Checked against the bank statement');
      await overlayShown(admin);
      await admin.settled();
      await screenshot(a, 'desktop-admin-approvals-detail');
      await a.getByTestId('proposal-approve').click();
      await a.getByTestId('toast-success').waitFor();
      await a.getByTestId('proposals-empty').waitFor();
      // decided: approved, by the admin, with the note
      await a.getByTestId('proposals-status').getByText('Decided').click();
      await a.locator('[data-testid="proposal-row"][data-status="approved"]').first().waitFor();
      await admin.settled();
      await screenshot(a, 'desktop-admin-approvals-decided');

      // the customer's balance
      await customer.tp.page.reload();
      await customer.tp.page.waitForFunction(() =>
        document.querySelector('[data-testid="asset-available-USDT"]')?.textContent?.includes('125.5'),
      );
      // the fund flow names the movement
      await customer.tp.page.getByRole('cell', { name: 'Balance adjustment' }).waitFor();
      await customer.tp.settled();
      await screenshot(customer.tp.page, 'desktop-property-after-adjustment');
      expect(finance.errors).toEqual([]);
      expect(admin.errors).toEqual([]);
      expect(customer.tp.errors).toEqual([]);
    } finally {
      await customer.tp.context.close();
      await finance.context.close();
      await admin?.context.close();
    }
  }, 120_000);

  it('a money setting is changed by proposal: the admin proposes a withdrawal threshold, nothing changes yet', async () => {
    await env.advance(30_000); // a fresh authenticator step for the admin
    const admin = await staffPage(env, 'admin');
    try {
      const { page } = admin;
      await page.getByTestId('admin-nav-money').click();
      await page.getByTestId('money-currencies').waitFor();
      await page.getByTestId('money-products').waitFor();
      await admin.settled();
      await screenshot(page, 'desktop-admin-money');
      await page.getByTestId('edit-currency-USDT').click();
      await page.getByTestId('settings-withdrawApprovalThreshold').fill('5000');
      await page.getByTestId('settings-reason').fill('Large payouts need a second pair of eyes');
      await overlayShown(admin);
      await admin.settled();
      await screenshot(page, 'desktop-admin-money-edit');
      await page.getByTestId('settings-submit').click();
      await page.getByTestId('toast-success').waitFor();
      // still the old value until a second administrator approves
      const usdt = page.locator('[data-testid="money-currency"][data-code="USDT"]');
      expect(await usdt.innerText()).not.toContain('5000');
      await page.getByTestId('admin-nav-approvals').click();
      await page.getByTestId('proposal-open').first().click();
      const threshold = page.locator('[data-testid="proposal-diff-row"][data-field="withdrawApprovalThreshold"]');
      await threshold.waitFor();
      expect(await threshold.getAttribute('data-changed')).toBe('true');
      expect(await threshold.innerText()).toContain('5000.000000');
      await page.getByTestId('proposal-waiting').waitFor();
      await overlayShown(admin);
      await admin.settled();
      await screenshot(page, 'desktop-admin-money-proposal');
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.context.close();
    }
  }, 120_000);
});
