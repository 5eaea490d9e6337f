// Contract trading's back office (issue 15, decision 036) as staff use it on a desktop: an
// administrator reads every product's contract settings and proposes a change in the drawer
// (the server refuses a bad value with its message; the drawer shows before → as typed); the
// table names the pending change and nothing applies until a second administrator approves it
// on the Approvals page; support reads the same table without a way to change it. Finance reads
// every customer's positions: filtered, paged, a detail with the events, their ticks and the
// close reason, and nothing to act on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserEnv, screenshot, startBrowserEnv, type TestPage } from '../helpers/browser.ts';
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
  it('an administrator proposes a contract setting change, a second one approves it; support only reads', async () => {
    const proposer = await staffPage(env, 'admin', addSecondStaff(env.t, 'admin'));
    let approver: TestPage | undefined;
    let support: TestPage | undefined;
    try {
      const p = proposer.page;
      await p.getByTestId('admin-nav-contract').click();
      await p.getByTestId('contract-settings').waitFor();
      expect(await row(proposer, 'BTC/USDT').innerText()).toContain('USDT');
      expect(await cell(proposer, 'BTC/USDT', 'maintenanceRate').innerText()).toBe('0.004');
      expect(await cell(proposer, 'BTC/USDT', 'leverages').innerText()).toBe('1× 2× 5× 10× 20× 50× 100×');
      await proposer.settled();
      await screenshot(p, 'desktop-admin-contract-settings');

      // the drawer: every field, before → as typed
      const btcId = await row(proposer, 'BTC/USDT').locator('button').getAttribute('data-testid');
      await p.getByTestId(btcId as string).click();
      await p.getByTestId('settings-form-contract-setting').waitFor();
      await p.getByTestId('settings-reason').fill('Volatility is up: less leverage, more maintenance margin');
      // a leverage the platform does not allow: refused by the server with its message, nothing proposed
      await p.getByTestId('settings-leverages').fill('1, 2, 5, 2000');
      await p.getByTestId('settings-submit').click();
      await p.getByTestId('toast-error').getByText('Leverage choices: at least one, whole numbers from 1 to 1000').waitFor();
      await p.getByTestId('settings-leverages').fill('1, 2, 5, 10, 20, 50');
      await p.getByTestId('settings-maintenanceRate').fill('0.005');
      const changed = p.locator('[data-testid="proposal-diff-row"][data-changed="true"]');
      expect(await changed.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-field')))).toEqual(['leverages', 'maintenanceRate']);
      await overlayShown(proposer);
      await proposer.settled();
      await screenshot(p, 'desktop-admin-contract-propose');
      await p.getByTestId('settings-submit').click();
      await p.getByTestId('toast-success').waitFor();
      // waiting for a second administrator: the old values stand, the row names the proposal
      await row(proposer, 'BTC/USDT').getByTestId('contract-setting-pending').waitFor();
      await p.locator('.mantine-Drawer-content').waitFor({ state: 'detached' });
      expect(await cell(proposer, 'BTC/USDT', 'maintenanceRate').innerText()).toBe('0.004');
      await proposer.settled();
      await screenshot(p, 'desktop-admin-contract-pending');

      // the second administrator approves it on the Approvals page, reading before → after
      approver = await staffPage(env, 'admin');
      const a = approver.page;
      await a.getByTestId('admin-nav-approvals').click();
      await a.getByTestId('proposal-open').first().click();
      const mmr = a.locator('[data-testid="proposal-diff-row"][data-field="maintenanceRate"]');
      await mmr.waitFor();
      expect(await mmr.innerText()).toMatch(/0\.004\s+0\.005/);
      expect(await a.locator('[data-testid="proposal-diff-row"][data-field="leverages"]').innerText()).toMatch(
        /1, 2, 5, 10, 20, 50, 100\s+1, 2, 5, 10, 20, 50/,
      );
      await overlayShown(approver);
      await approver.settled();
      await screenshot(a, 'desktop-admin-contract-approval');
      await a.getByTestId('proposal-approve').click();
      await a.getByTestId('toast-success').waitFor();
      await a.getByTestId('admin-nav-contract').click();
      await a.getByTestId('contract-settings').waitFor();
      expect(await cell(approver, 'BTC/USDT', 'maintenanceRate').innerText()).toBe('0.005');
      expect(await cell(approver, 'BTC/USDT', 'leverages').innerText()).toBe('1× 2× 5× 10× 20× 50×');
      expect(await row(approver, 'BTC/USDT').getByTestId('contract-setting-pending').count()).toBe(0);

      // support reads the table, with no way to propose
      support = await staffPage(env, 'support');
      await support.page.getByTestId('admin-nav-contract').click();
      await support.page.getByTestId('contract-settings').waitFor();
      expect(await cell(support, 'BTC/USDT', 'maintenanceRate').innerText()).toBe('0.005');
      expect(await support.page.locator('[data-testid^="contract-propose-"]').count()).toBe(0);
      await support.settled();
      await screenshot(support.page, 'desktop-admin-contract-support');
      // (the refused proposal's 400 is the one console line)
      expect(proposer.errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
      expect(approver.errors).toEqual([]);
      expect(support.errors).toEqual([]);
    } finally {
      await proposer.context.close();
      await approver?.context.close();
      await support?.context.close();
    }
  }, 180_000);

  it('finance reads every customer’s positions: filtered by customer, a detail with its events and close reason, read only', async () => {
    await env.advance(60_000); // fresh authenticator steps (the API login takes the window's first)
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

    const tp = await staffPage(env, 'finance');
    try {
      const { page } = tp;
      await page.getByTestId('admin-nav-contract').click();
      await page.getByTestId('contract-tab-positions').click();
      await page.getByTestId('position-table').waitFor();
      // finance reads settings but may not propose
      expect(await page.locator('[data-testid^="contract-propose-"]').count()).toBe(0);
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
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  }, 120_000);
});
