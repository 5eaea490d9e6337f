// Orders placed by API key (issue 39) are the app's orders, marked as such: a customer's trade
// history (desktop table, mobile cards, the order's drawer with the key and its client order id)
// and fund flow show an "API" badge with the key's label; the back office's spot orders show it
// in the list and the detail. The orders are placed through the Binance-compatible API, signed
// as a bot signs them (the house market maker quotes the books here: the key's market buy fills
// against it).
import { describe, expect, it } from 'vitest';
import { createKey, signed } from '../helpers/binance.ts';
import { browserEnvForFile, expectAccessible, openPage, screenshot, type ViewportName } from '../helpers/browser.ts';
import { expectLedgerReconciles, SECURITY_PASSWORD } from '../helpers/funds.ts';
import { credit, spotTrader } from '../helpers/spot.ts';
import { overlayShown, staffPageAt } from '../helpers/staff-browser.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

const ROUTES: Record<ViewportName, { trades: string; flow: string }> = {
  desktop: { trades: '/pc/userCenter/tradeHistory', flow: '/pc/userCenter/property' },
  mobile: { trades: '/wp/tradeHistory', flow: '/wp/property' },
};

/**
 * A customer whose key bought BTC for 100 USDT at market (from the house market maker's asks),
 * with an order of the app resting far below the book beside it.
 */
async function ordersByKey() {
  const t = env().t;
  const u = await spotTrader(t);
  credit(t, u.userId, 'USDT', 1_000_000_000n);
  expect((await u.a.post('/api/security-password', { password: SECURITY_PASSWORD, confirmPassword: SECURITY_PASSWORD })).body.code).toBe(0);
  const key = await createKey(u.a, { mode: 'real', label: 'Grid bot' });
  const res = await signed(t, key, 'POST', '/order', {
    symbol: 'BTCUSDT',
    side: 'BUY',
    type: 'MARKET',
    quoteOrderQty: '100',
    newClientOrderId: 'grid-7',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(Number(res.body.executedQty)).toBeGreaterThan(0);
  const inApp = await u.place({ side: 'buy', type: 'limit', price: '1000', quantity: '0.01' });
  return { u, byKey: res.body.orderId as number, inApp: inApp.id };
}

describe.each(['desktop', 'mobile'] as const)('%s', (viewport) => {
  it('the trade history and the fund flow mark the order placed by key', async () => {
    const { u, byKey, inApp } = await ordersByKey();
    const tp = await openPage(env(), viewport, { session: { token: u.token, user: { userId: u.userId } } });
    const { page } = tp;
    try {
      await tp.go(ROUTES[viewport].trades);
      const row = page.getByTestId(`trade-row-spot-${byKey}`);
      await row.waitFor({ timeout: 15_000 });
      expect(await row.getByTestId('api-key-badge').getAttribute('data-label')).toBe('Grid bot');
      expect(await page.getByTestId(`trade-row-spot-${inApp}`).getByTestId('api-key-badge').count()).toBe(0);
      await tp.settled();
      await screenshot(page, `${viewport}-api-orders-trade-history`);
      await expectAccessible(page, `${viewport}-api-orders-trade-history`);
      // the order's drawer names the key and the client order id
      await row.click();
      await page.getByTestId('spot-order-api-key').waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('spot-order-api-key').innerText()).toBe('Placed by API key “Grid bot”');
      expect(await page.getByTestId('spot-order-client-id').innerText()).toBe('grid-7');
      await overlayShown(tp);
      await tp.settled();
      await screenshot(page, `${viewport}-api-orders-detail`);
      await expectAccessible(page, `${viewport}-api-orders-detail`, { state: 'dialog' });
      await page.keyboard.press('Escape');

      // the fund flow: the order by key froze USDT, its fills brought BTC
      await tp.go(ROUTES[viewport].flow);
      const marked = page.locator('[data-testid^="flow-row-"]').filter({ has: page.getByTestId('api-key-badge') });
      await marked.first().waitFor({ timeout: 15_000 });
      const types = await marked.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-type')));
      expect(types).toContain('spot_freeze');
      expect(types).toContain('spot_fill');
      for (const text of await marked.allInnerTexts()) expect(text).toContain(`Coin order #${byKey}`);
      expect(await marked.first().innerText()).toMatch(/Coin order (placed|filled|remainder returned)/);
      // the app's order: named, not marked
      expect(await page.getByText(`Coin order #${inApp}`).count()).toBe(1);
      await page.getByTestId('flow-list').scrollIntoViewIfNeeded();
      await tp.settled();
      await screenshot(page, `${viewport}-api-orders-flow`);
      await expectAccessible(page, `${viewport}-api-orders-flow`);
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  }, 120_000);
});

describe('back office', () => {
  it('the spot orders list and an order’s detail show the key that placed it', async () => {
    const { u, byKey, inApp } = await ordersByKey();
    const tp = await staffPageAt(env(), 'admin', '/admin/spot');
    const { page } = tp;
    try {
      await page.getByTestId('spot-tab-orders').click();
      await page.getByTestId('spot-order-table').waitFor();
      await page.getByTestId('spot-order-filter-user').fill(String(u.userId));
      await page.getByTestId('spot-order-filter-apply').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="spot-order-row"]').length === 2);
      const row = (id: number) => page.locator(`[data-testid="spot-order-row"][data-id="${id}"]`);
      expect(await row(byKey).getByTestId('spot-order-api-key').count()).toBe(1);
      expect(await row(inApp).getByTestId('spot-order-api-key').count()).toBe(0);
      await tp.settled();
      await screenshot(page, 'desktop-admin-api-orders');
      await expectAccessible(page, 'desktop-admin-api-orders');
      await row(byKey).click();
      await page.getByTestId('spot-order-placed-by').waitFor();
      expect(await page.getByTestId('spot-order-placed-by').innerText()).toMatch(/^API key “Grid bot” \(#\d+\)$/);
      expect(await page.getByTestId('spot-order-client-id').innerText()).toBe('grid-7');
      await overlayShown(tp);
      await tp.settled();
      await screenshot(page, 'desktop-admin-api-order-detail');
      await expectAccessible(page, 'desktop-admin-api-order-detail');
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  }, 120_000);
});
