// Mining financing's back office (issue 18, decision 049) as staff use it on a desktop: an
// administrator reads every product's settings and proposes a change in the drawer (before → as
// typed); the table names the pending change and nothing applies until a second administrator
// approves it; the orders tab lists a customer's order, read only, with its daily payouts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../shared/mining.ts';
import { type BrowserEnv, screenshot, startBrowserEnv, type TestPage } from '../helpers/browser.ts';
import { expectLedgerReconciles, fundedUser, staffToken } from '../helpers/funds.ts';
import { subscribe } from '../helpers/mining.ts';
import { addSecondStaff } from '../helpers/staff.ts';
import { overlayShown, staffPage } from '../helpers/staff-browser.ts';

let env: BrowserEnv;
beforeAll(async () => {
  env = await startBrowserEnv();
}, 60_000);
afterAll(async () => {
  expectLedgerReconciles(env.t);
  await env.close();
});

const cell = (tp: TestPage, id: number, field: string) =>
  tp.page.locator(`[data-testid="mining-product"][data-id="${id}"] [data-field="${field}"]`);

describe('desktop', () => {
  it('an administrator proposes a product change, a second one approves it; the orders are read only', async () => {
    // a customer's order, with its first day paid
    const customer = await fundedUser(env.t, await staffToken(env.t), '1000');
    const order = await subscribe(env.t, customer.token, 1, '500');
    expect(order.code, JSON.stringify(order)).toBe(0);
    const d0 = Math.floor(env.now() / DAY_MS) * DAY_MS;
    env.t.clock.set(d0 + 2 * DAY_MS + 1000);
    await env.advance(1000, { tick: false });

    const proposer = await staffPage(env, 'admin', addSecondStaff(env.t, 'admin'));
    let approver: TestPage | undefined;
    try {
      const p = proposer.page;
      await p.getByTestId('admin-nav-mining').click();
      await p.getByTestId('mining-products').waitFor();
      expect(await cell(proposer, 1, 'defaultRate').innerText()).toBe('0.004');
      expect(await p.getByTestId('mining-product-1-held').innerText()).toMatch(/^500 USDT in 1 orders$/);
      await proposer.settled();
      await screenshot(p, 'desktop-admin-mining-products');

      await p.getByTestId('mining-propose-1').click();
      await p.getByTestId('settings-form-mining-product').waitFor();
      await p.getByTestId('settings-reason').fill('Rate review: 0.35 % to 0.55 %');
      await p.getByTestId('settings-minRate').fill('0.0035');
      await p.getByTestId('settings-maxRate').fill('0.0055');
      await overlayShown(proposer);
      await proposer.settled();
      await screenshot(p, 'desktop-admin-mining-propose');
      await p.getByTestId('settings-submit').click();
      await p.getByTestId('toast-success').waitFor();
      await p.locator('[data-testid="mining-product"][data-id="1"]').getByTestId('mining-product-pending').waitFor();
      expect(await cell(proposer, 1, 'minRate').innerText()).toBe('0.003');

      approver = await staffPage(env, 'admin');
      const a = approver.page;
      await a.getByTestId('admin-nav-approvals').click();
      await a.getByTestId('proposal-open').first().click();
      const rate = a.locator('[data-testid="proposal-diff-row"][data-field="minRate"]');
      await rate.waitFor();
      expect(await rate.innerText()).toMatch(/0\.003\s+0\.0035/);
      await a.getByTestId('proposal-approve').click();
      await a.getByTestId('toast-success').waitFor();
      await a.getByTestId('admin-nav-mining').click();
      await a.getByTestId('mining-products').waitFor();
      expect(await cell(approver, 1, 'minRate').innerText()).toBe('0.0035');

      // the orders: the customer's one, its payout in the detail, nothing to act on
      await a.getByTestId('mining-tab-orders').click();
      await a.getByTestId(`mining-order-open-${order.data.id}`).click();
      const detail = a.getByTestId('mining-order-detail');
      await detail.waitFor();
      expect(await a.getByTestId('mining-order-payouts').locator('tr').count()).toBe(1);
      expect(await detail.locator('button').count()).toBe(0);
      await approver.settled();
      await screenshot(a, 'desktop-admin-mining-order');
      expect(proposer.errors).toEqual([]);
      expect(approver.errors).toEqual([]);
    } finally {
      await proposer.context.close();
      await approver?.context.close();
    }
  }, 120_000);
});
