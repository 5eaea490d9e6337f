// Spot trading's back office (issue 16, decision 041) as staff use it on a desktop, one journey
// at one desk: an administrator reads every market's settings and proposes a fee change in the
// drawer (the server refuses a bad value with its message; the drawer shows before → as typed);
// the table names the pending change and nothing applies until a second administrator approves
// it on the Approvals page; finance then reads the same table without a way to change it, and
// every customer's spot orders: filtered, a detail with its fills and their journal ids, nothing
// to act on. (Support's read-only table is the same rule as finance's:
// docs/testing/browser-assertions-D.md.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserEnv, expectAccessible, screenshot, startBrowserEnv, type TestPage } from '../helpers/browser.ts';
import { advancePage } from '../helpers/D-clock.ts';
import { switchStaff } from '../helpers/D-staff.ts';
import { staffToken } from '../helpers/funds.ts';
import { spotTraders } from '../helpers/spot-admin.ts';
import { addSecondStaff } from '../helpers/staff.ts';
import { overlayShown, staffPage } from '../helpers/staff-browser.ts';

let env: BrowserEnv;
beforeAll(async () => {
  env = await startBrowserEnv();
}, 60_000);
afterAll(() => env.close());

const row = (tp: TestPage, symbol: string) => tp.page.locator(`[data-testid="spot-market"][data-symbol="${symbol}"]`);
const cell = (tp: TestPage, symbol: string, field: string) => row(tp, symbol).locator(`[data-field="${field}"]`);

describe('desktop', () => {
  it('an administrator proposes a market change, a second one approves it; finance reads markets and orders only', async () => {
    // two customers' orders on ETH/USDT: a filled buy and a resting one of the buyer (at the fees before the change)
    const { buyer, filled, resting } = await spotTraders(env.t, await staffToken(env.t));
    const tp = await staffPage(env, 'admin', addSecondStaff(env.t, 'admin'));
    const { page } = tp;
    try {
      await page.getByTestId('admin-nav-spot').click();
      await page.getByTestId('spot-markets').waitFor();
      expect(await cell(tp, 'ETH/USDT', 'takerFee').innerText()).toBe('0.001');
      expect(await cell(tp, 'ETH/USDT', 'minNotional').innerText()).toMatch(/^5\s+USDT$/);
      await tp.settled();
      await screenshot(page, 'desktop-admin-spot-markets');
      await expectAccessible(page, 'desktop-admin-spot-markets');

      const ethId = await row(tp, 'ETH/USDT').locator('button').getAttribute('data-testid');
      await page.getByTestId(ethId as string).click();
      await page.getByTestId('settings-form-spot-market').waitFor();
      await page.getByTestId('settings-reason').fill('Fee tier review: takers pay 0.15 %');
      // a fee of 15 %: refused by the server with its message, nothing proposed
      await page.getByTestId('settings-takerFee').fill('0.15');
      await page.getByTestId('settings-submit').click();
      await page
        .getByTestId('toast-error')
        .getByText('Maker and taker fee rates are decimals from 0 to below 0.1', { exact: false })
        .waitFor();
      // (read, then gone by itself a moment later: the screenshot below shows the drawer, not the toast over it)
      await advancePage(env, tp, 2_000, { tick: false });
      await page.getByTestId('toast-error').waitFor({ state: 'detached' });
      await page.getByTestId('settings-takerFee').fill('0.0015');
      await page.getByTestId('settings-minNotional').fill('10');
      const changed = page.locator('[data-testid="proposal-diff-row"][data-changed="true"]');
      expect(await changed.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-field')))).toEqual(['minNotional', 'takerFee']);
      await overlayShown(tp);
      await tp.settled();
      await screenshot(page, 'desktop-admin-spot-propose');
      await expectAccessible(page, 'desktop-admin-spot-propose', { state: 'dialog' });
      await page.getByTestId('settings-submit').click();
      await page.getByTestId('toast-success').waitFor();
      await row(tp, 'ETH/USDT').getByTestId('spot-market-pending').waitFor();
      await page.locator('.mantine-Drawer-content').waitFor({ state: 'detached' });
      expect(await cell(tp, 'ETH/USDT', 'takerFee').innerText()).toBe('0.001');
      // (the refused proposal's 400 is the one console line)
      expect(tp.errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
      tp.errors.length = 0;

      // the second administrator approves it on the Approvals page
      await switchStaff(env, tp, 'admin');
      await page.getByTestId('admin-nav-approvals').click();
      await page.getByTestId('proposal-open').first().click();
      const fee = page.locator('[data-testid="proposal-diff-row"][data-field="takerFee"]');
      await fee.waitFor();
      expect(await fee.innerText()).toMatch(/0\.1 %\s+0\.15 %/);
      await overlayShown(tp);
      await tp.settled();
      await screenshot(page, 'desktop-admin-spot-approval');
      await page.getByTestId('proposal-approve').click();
      await page.getByTestId('toast-success').waitFor();
      await page.getByTestId('admin-nav-spot').click();
      await page.getByTestId('spot-markets').waitFor();
      expect(await cell(tp, 'ETH/USDT', 'takerFee').innerText()).toBe('0.0015');
      expect(await row(tp, 'ETH/USDT').getByTestId('spot-market-pending').count()).toBe(0);

      // finance reads the markets, with no way to propose, and every customer's orders
      await switchStaff(env, tp, 'finance');
      await page.getByTestId('admin-nav-spot').click();
      await page.getByTestId('spot-markets').waitFor();
      expect(await cell(tp, 'ETH/USDT', 'takerFee').innerText()).toBe('0.0015');
      expect(await page.locator('[data-testid^="spot-propose-"]').count()).toBe(0);
      await page.getByTestId('spot-tab-orders').click();
      await page.getByTestId('spot-order-table').waitFor();
      await page.getByTestId('spot-order-filter-user').fill(String(buyer.userId));
      await page.getByTestId('spot-order-filter-apply').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="spot-order-row"]').length === 2);
      expect(await page.getByTestId('spot-order-row').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-id'))))).toEqual([
        resting,
        filled,
      ]);
      await tp.settled();
      await screenshot(page, 'desktop-admin-spot-orders');
      await expectAccessible(page, 'desktop-admin-spot-orders');

      await page.locator(`[data-testid="spot-order-row"][data-id="${filled}"]`).click();
      const fill = page.getByTestId('spot-order-fill');
      await fill.first().waitFor();
      expect(await page.getByTestId('spot-order-fill-journal').first().innerText()).toMatch(/^\d+$/);
      // read only: the drawer has no button but its own close
      expect(await page.locator('.mantine-Drawer-content button').count()).toBe(1);
      await overlayShown(tp);
      await tp.settled();
      await screenshot(page, 'desktop-admin-spot-order-detail');
      await expectAccessible(page, 'desktop-admin-spot-order-detail');
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  }, 180_000);
});
