// Contract trading's back office (issue 15, decision 036) as staff use it on a desktop, one
// journey at one desk: an administrator reads every product's contract settings and proposes a
// change in the drawer (the server refuses a bad value with its message; the drawer shows
// before → as typed); the table names the pending change and nothing applies until a second
// administrator approves it on the Approvals page; finance then reads the same table without a
// way to change it, and every customer's positions: filtered, a detail with the events, their
// ticks and the close reason, and nothing to act on. (Support's read-only table is the same
// rule as finance's: docs/testing/browser-assertions-D.md.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserEnv, expectAccessible, screenshot, startBrowserEnv, type TestPage } from '../helpers/browser.ts';
import { switchStaff } from '../helpers/D-staff.ts';
import { fundedUser, staffToken } from '../helpers/funds.ts';
import { addSecondStaff } from '../helpers/staff.ts';
import { overlayShown, staffPage } from '../helpers/staff-browser.ts';

let env: BrowserEnv;
beforeAll(async () => {
  env = await startBrowserEnv();
}, 60_000);
afterAll(() => env.close());

const row = (tp: TestPage, symbol: string) => tp.page.locator(`[data-testid="contract-setting"][data-symbol="${symbol}"]`);
const cell = (tp: TestPage, symbol: string, field: string) => row(tp, symbol).locator(`[data-field="${field}"]`);

describe('desktop', () => {
  it('an administrator proposes a setting change, a second one approves it; finance reads settings and positions only', async () => {
    // a customer's positions: one closed by the customer, one open, one in demo mode
    const u = await fundedUser(env.t, await staffToken(env.t), '1000');
    const eth = env.t.app.market.product('ETH/USDT')?.id as number;
    const open = async (body: object) => {
      const res = await u.a.post('/api/contract/open', {
        productId: eth,
        lots: '1',
        leverage: 10,
        orderType: 'market',
        mode: 'real',
        ...body,
      });
      expect(res.body.code, JSON.stringify(res.body)).toBe(0);
      return res.body.data.id as number;
    };
    const closed = await open({ side: 'long' });
    await env.advance(2000);
    expect((await u.a.post(`/api/contract/positions/${closed}/close`, {})).body.code).toBe(0);
    const holding = await open({ side: 'short', lots: '0.5', leverage: 20 });
    await open({ side: 'long', lots: '2', leverage: 5, mode: 'demo' });

    const tp = await staffPage(env, 'admin', addSecondStaff(env.t, 'admin'));
    const { page } = tp;
    try {
      await page.getByTestId('admin-nav-contract').click();
      await page.getByTestId('contract-settings').waitFor();
      expect(await row(tp, 'BTC/USDT').innerText()).toContain('USDT');
      expect(await cell(tp, 'BTC/USDT', 'maintenanceRate').innerText()).toBe('0.004');
      expect(await cell(tp, 'BTC/USDT', 'leverages').innerText()).toBe('1× 2× 5× 10× 20× 50× 100×');
      await tp.settled();
      await screenshot(page, 'desktop-admin-contract-settings');
      await expectAccessible(page, 'desktop-admin-contract-settings');

      // the drawer: every field, before → as typed
      const btcId = await row(tp, 'BTC/USDT').locator('button').getAttribute('data-testid');
      await page.getByTestId(btcId as string).click();
      await page.getByTestId('settings-form-contract-setting').waitFor();
      await page.getByTestId('settings-reason').fill('Volatility is up: less leverage, more maintenance margin');
      // a leverage the platform does not allow: refused by the server with its message, nothing proposed
      await page.getByTestId('settings-leverages').fill('1, 2, 5, 2000');
      await page.getByTestId('settings-submit').click();
      await page.getByTestId('toast-error').getByText('Leverage choices: at least one, whole numbers from 1 to 1000').waitFor();
      await page.getByTestId('settings-leverages').fill('1, 2, 5, 10, 20, 50');
      await page.getByTestId('settings-maintenanceRate').fill('0.005');
      const changed = page.locator('[data-testid="proposal-diff-row"][data-changed="true"]');
      expect(await changed.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-field')))).toEqual(['leverages', 'maintenanceRate']);
      await overlayShown(tp);
      await tp.settled();
      await screenshot(page, 'desktop-admin-contract-propose');
      await expectAccessible(page, 'desktop-admin-contract-propose', { state: 'dialog' });
      await page.getByTestId('settings-submit').click();
      await page.getByTestId('toast-success').waitFor();
      // waiting for a second administrator: the old values stand, the row names the proposal
      await row(tp, 'BTC/USDT').getByTestId('contract-setting-pending').waitFor();
      await page.locator('.mantine-Drawer-content').waitFor({ state: 'detached' });
      expect(await cell(tp, 'BTC/USDT', 'maintenanceRate').innerText()).toBe('0.004');
      await tp.settled();
      await screenshot(page, 'desktop-admin-contract-pending');
      // (the refused proposal's 400 is the one console line)
      expect(tp.errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
      tp.errors.length = 0;

      // the second administrator approves it on the Approvals page, reading before → after
      await switchStaff(env, tp, 'admin');
      await page.getByTestId('admin-nav-approvals').click();
      await page.getByTestId('proposal-open').first().click();
      const mmr = page.locator('[data-testid="proposal-diff-row"][data-field="maintenanceRate"]');
      await mmr.waitFor();
      expect(await mmr.innerText()).toMatch(/0\.4 %\s+0\.5 %/);
      expect(await page.locator('[data-testid="proposal-diff-row"][data-field="leverages"]').innerText()).toMatch(
        /1, 2, 5, 10, 20, 50, 100\s+1, 2, 5, 10, 20, 50/,
      );
      await overlayShown(tp);
      await tp.settled();
      await screenshot(page, 'desktop-admin-contract-approval');
      await page.getByTestId('proposal-approve').click();
      await page.getByTestId('toast-success').waitFor();
      await page.getByTestId('admin-nav-contract').click();
      await page.getByTestId('contract-settings').waitFor();
      expect(await cell(tp, 'BTC/USDT', 'maintenanceRate').innerText()).toBe('0.005');
      expect(await cell(tp, 'BTC/USDT', 'leverages').innerText()).toBe('1× 2× 5× 10× 20× 50×');
      expect(await row(tp, 'BTC/USDT').getByTestId('contract-setting-pending').count()).toBe(0);

      // finance reads the table, with no way to propose
      await switchStaff(env, tp, 'finance');
      await page.getByTestId('admin-nav-contract').click();
      await page.getByTestId('contract-settings').waitFor();
      expect(await cell(tp, 'BTC/USDT', 'maintenanceRate').innerText()).toBe('0.005');
      expect(await page.locator('[data-testid^="contract-propose-"]').count()).toBe(0);
      await tp.settled();
      await screenshot(page, 'desktop-admin-contract-read-only');

      // and every customer's positions: filtered by customer and mode, newest first
      await page.getByTestId('contract-tab-positions').click();
      await page.getByTestId('position-table').waitFor();
      await page.getByTestId('position-filter-user').fill(String(u.userId));
      await page.getByTestId('position-filter-mode').selectOption('real');
      await page.getByTestId('position-filter-apply').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="position-row"]').length === 2);
      expect(await page.getByTestId('position-row').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-id'))))).toEqual([
        holding,
        closed,
      ]);
      await tp.settled();
      await screenshot(page, 'desktop-admin-contract-positions');
      await expectAccessible(page, 'desktop-admin-contract-positions');

      await page.locator(`[data-testid="position-row"][data-id="${closed}"]`).click();
      const close = page.locator('[data-testid="position-event"][data-kind="close"]');
      await close.waitFor();
      expect(await close.innerText()).toContain('By the customer');
      expect(await page.getByTestId('position-closeReason').innerText()).toBe('By the customer');
      // read only: the drawer has no button but its own close
      expect(await page.locator('.mantine-Drawer-content button').count()).toBe(1);
      await overlayShown(tp);
      await tp.settled();
      await screenshot(page, 'desktop-admin-contract-position-detail');
      await expectAccessible(page, 'desktop-admin-contract-position-detail');
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  }, 180_000);
});
