// The funds histories as a person reads them, through the one history list component: a
// table on desktop, cards on mobile, for deposits, withdrawals, exchanges and the fund flow,
// each row with its amount at display precision, its status and (rejected) its reason.
import { describe, expect, it } from 'vitest';
import { browserEnvForFile, openPage, screenshot, type TestPage, type ViewportName } from '../helpers/browser.ts';
import { pngImage } from '../helpers/files.ts';
import { api, expectLedgerReconciles, offlineDeposit, readyToWithdraw, staffToken, TRC20, withdrawUsdt } from '../helpers/funds.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

const ROUTES: Record<ViewportName, Record<'recharge' | 'withdraw' | 'exchange' | 'flow', string>> = {
  desktop: {
    recharge: '/pc/handle/recharge/history',
    withdraw: '/pc/handle/withdraw/history',
    exchange: '/pc/handle/transfer/history',
    flow: '/pc/userCenter/property',
  },
  mobile: { recharge: '/wp/recharge/history', withdraw: '/wp/withdraw/history', exchange: '/wp/transfer/history', flow: '/wp/property' },
};

/** A user with an approved and a rejected deposit, a rejected withdrawal and an exchange. */
async function userWithHistory() {
  const e = env();
  const staff = await staffToken(e.t);
  const u = await readyToWithdraw(e.t, staff, '1000');
  const proof = (await u.a.upload(pngImage())).body.data.id;
  const rejected = (await u.a.post('/api/recharge', offlineDeposit(proof, '250.5'))).body.data as { id: number };
  expect((await api(e.t, staff).post(`/api/admin/deposits/${rejected.id}/reject`, { reason: 'Proof unreadable' })).body.code).toBe(0);
  const w = await withdrawUsdt(u, '100');
  expect((await api(e.t, staff).post(`/api/admin/withdrawals/${w.id}/reject`, { reason: 'Address needs review' })).body.code).toBe(0);
  const quote = (await u.a.post('/api/exchange/quote', { from: 'USDT', to: 'BTC', amount: '200' })).body.data as { quoteId: string };
  const exchange = (await u.a.post('/api/exchange', { quoteId: quote.quoteId })).body.data as { id: number; arrival: string };
  return { u, rejected, withdrawal: w, exchange };
}

async function open(tp: TestPage, path: string, rowPrefix: string) {
  await tp.page.goto(`${env().base}/#${path}`);
  await tp.page.locator(`[data-testid^="${rowPrefix}"]`).first().waitFor({ timeout: 15_000 });
}

const rowText = (tp: TestPage, testId: string) => tp.page.getByTestId(testId).innerText();

describe.each(['desktop', 'mobile'] as const)('%s', (viewport) => {
  it('deposits, withdrawals, exchanges and the fund flow: amounts, statuses and reasons', async () => {
    const { u, rejected, withdrawal, exchange } = await userWithHistory();
    const tp = await openPage(env(), viewport, { session: u });
    try {
      const routes = ROUTES[viewport];
      // a table on desktop, cards on mobile
      const layoutIs = async (testId: string) => {
        const tables = await tp.page.getByTestId(testId).locator('table').count();
        expect(tables).toBe(viewport === 'desktop' ? 1 : 0);
      };

      await open(tp, routes.recharge, 'deposit-row-');
      expect(await tp.page.locator('[data-testid^="deposit-row-"]').count()).toBe(2);
      const rejectedRow = await rowText(tp, `deposit-row-${rejected.id}`);
      expect(rejectedRow).toContain('250.50 USDT');
      expect(rejectedRow).toContain('Proof unreadable');
      expect(await tp.page.getByTestId(`deposit-status-${rejected.id}`).getAttribute('data-status')).toBe('rejected');
      await layoutIs('recharge-history');
      await screenshot(tp.page, `${viewport}-history-recharge`);

      await open(tp, routes.withdraw, 'withdrawal-row-');
      const w = await rowText(tp, `withdrawal-row-${withdrawal.id}`);
      expect(w).toContain('100.00 USDT');
      expect(w).toContain(TRC20);
      expect(w).toContain('Address needs review');
      expect(await tp.page.getByTestId(`withdrawal-funds-${withdrawal.id}`).getAttribute('data-state')).toBe('thawed');
      await layoutIs('withdraw-history');
      await screenshot(tp.page, `${viewport}-history-withdraw`);

      await open(tp, routes.exchange, 'exchange-row-');
      const x = await rowText(tp, `exchange-row-${exchange.id}`);
      expect(x).toContain('200.00 USDT');
      // BTC is shown at its 8 stored decimals (under 1, no grouping)
      expect(x).toContain(`${exchange.arrival} BTC`);
      await layoutIs('exchange-history');
      await screenshot(tp.page, `${viewport}-history-exchange`);

      await open(tp, routes.flow, 'flow-row-');
      const flow = tp.page.locator('[data-testid^="flow-row-"]');
      // deposit in, withdrawal freeze and thaw, exchange out and in
      expect(await flow.count()).toBeGreaterThanOrEqual(5);
      expect(await flow.first().getAttribute('data-direction')).toMatch(/^(in|out|freeze|thaw)$/);
      await layoutIs('flow-list');
      await tp.page.getByTestId('flow-list').scrollIntoViewIfNeeded();
      await screenshot(tp.page, `${viewport}-history-flow`);
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  }, 120_000);
});
