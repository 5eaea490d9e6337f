// Coin-to-coin (spot) trading as a trader does it (issue 16 point 6), at both viewports: a limit
// buy below the market rests in the open orders and in the book, and is cancelled through its
// prompt; a market buy fills and moves both balances, its fills shown per order; the coins bought
// are offered (100 % of the balance) by a limit sell above the market, which rests. One journey per
// viewport (issue 30): desktop logged in with real money on the trade page, mobile as a visitor on
// /demo (guest demo session). The forms' checks (entrust price / quantity / trade amount required,
// insufficient balance) are shown first.
//
// Counterparty: until the house market maker (branch spot-mm) quotes the books, nobody else sells:
// a second user, credited 0.01 BTC in the mode, rests a sell 1 % above the market through the API.
// With a market maker quoting too, the market buy fills against whichever ask is best; nothing
// here depends on whose it is, and the limit buy joins the best bid when there is one (the top of
// the book is always in view).
import { expect, it } from 'vitest';
import { compareDecimal, formatAmount, unitsOf } from '../../shared/money.ts';
import { JOURNEYS } from '../helpers/A-journeys.ts';
import { browserEnvForFile, openTradeScreen, screenshot, type TestPage } from '../helpers/browser.ts';
import { expectLedgerReconciles } from '../helpers/funds.ts';
import { credit, spotTrader } from '../helpers/spot.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

const SYMBOL = 'BTC/USDT';
type Mode = 'real' | 'demo';
interface Market {
  id: number;
  tickSize: string;
  lotStep: string;
  pricePrecision: number;
  qtyPrecision: number;
}

async function btcMarket(): Promise<Market> {
  const res = await env().t.api.get('/api/spot/markets').set('AppKey', 'tradeweb');
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return (res.body.data as (Market & { symbol: string })[]).find((m) => m.symbol === SYMBOL) as Market;
}

/** `price` × percent / 100 on the market's tick grid (rounded down). */
function percentOf(price: string, percent: bigint, m: Market): string {
  const tick = unitsOf(m.tickSize, m.pricePrecision);
  const units = (unitsOf(price, m.pricePrecision) * percent) / 100n;
  return formatAmount((units / tick) * tick, m.pricePrecision);
}

/** The live price the server's market is at now (the last recorded tick). */
async function marketPrice(): Promise<string> {
  const res = await env().t.api.get('/api/product/list').set('AppKey', 'tradeweb');
  return (res.body.data as { symbol: string; price: string }[]).find((p) => p.symbol === SYMBOL)?.price as string;
}

/** A second user's sell of 0.01 BTC resting 1 % above the market in `mode`, so that a market buy fills. */
async function restingSell(mode: Mode) {
  const m = await btcMarket();
  const price = percentOf(await marketPrice(), 101n, m);
  const seller = await spotTrader(env().t);
  // (its coins from a balanced clearing journal of the mode: no one can buy demo BTC before the market maker sells some)
  credit(env().t, seller.userId, 'BTC', unitsOf('0.01', 8), mode);
  const order = await seller.place({ symbol: SYMBOL, side: 'sell', type: 'limit', price, quantity: '0.01', mode });
  expect(order.status).toBe('unfilled');
}

const value = (tp: TestPage, testId: string) => tp.page.getByTestId(testId).getAttribute('data-value');

/** The available balance of a coin as the panel shows it (decimal string), once it is shown. */
async function balance(tp: TestPage, coin: string): Promise<string> {
  const el = tp.page.getByTestId(`spot-balance-${coin}`);
  await el.waitFor({ timeout: 15_000 });
  return (await el.getAttribute('data-value')) as string;
}

/** Confirms the order typed in one side's form and returns the new order's id (from the place response). */
async function place(tp: TestPage, side: 'buy' | 'sell' = 'buy'): Promise<number> {
  const { page } = tp;
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/spot/orders') && r.request().method() === 'POST');
  await page.getByTestId(`spot-${side}-submit`).click();
  const dialog = page.getByTestId(`spot-${side}-confirm`);
  await dialog.waitFor();
  // the confirmation repeats the server's figures
  await page.waitForFunction(
    (t) => /\d/.test(document.querySelector(`[data-testid="${t}"]`)?.getAttribute('data-value') ?? ''),
    `spot-${side}-confirm-freeze`,
  );
  await page.getByTestId(`spot-${side}-confirm-confirm`).click();
  const body = await (await placed).json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  await dialog.waitFor({ state: 'detached', timeout: 10_000 });
  return body.data.id as number;
}

/** The book level at `price` (bids), its quantity or null when the book has no such level. */
async function bidAt(tp: TestPage, price: string): Promise<string | null> {
  return tp.page.evaluate(
    (p) =>
      [...document.querySelectorAll('[data-testid="spot-book-bid"]')]
        .find((el) => el.getAttribute('data-price') === p)
        ?.getAttribute('data-quantity') ?? null,
    price,
  );
}

async function tradeSpot(tp: TestPage & { label: string }, mode: Mode, mobile: boolean) {
  const { page } = tp;
  const m = await btcMarket();
  await page.getByTestId('spot-panel').waitFor({ timeout: 20_000 });
  expect(await page.getByTestId('spot-panel').getAttribute('data-mode')).toBe(mode);
  await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="spot-price"]')?.getAttribute('data-value') ?? ''));
  await page.getByTestId('spot-book-last').waitFor();
  await tp.settled();
  await screenshot(page, `${tp.label}-spot-screen`);
  // the resting sell is on the book
  await page.locator('[data-testid="spot-book-ask"]').first().waitFor({ timeout: 15_000 });

  // the spec's checks: the quantity is required; more than the balance is refused
  await page.getByTestId('spot-buy-price').fill('');
  await page.getByTestId('spot-buy-submit').click();
  await page.locator('[data-testid="spot-form-buy"]').getByText('Please enter the entrust price', { exact: true }).waitFor();
  await page.locator('[data-testid="spot-form-buy"]').getByText('Please enter the quantity', { exact: true }).waitFor();
  await tp.settled();
  await screenshot(page, `${tp.label}-spot-required`);
  // below the market: the best bid when there is one (the top of the book, always in view), else 5 % below
  const below = percentOf((await value(tp, 'spot-price')) as string, 95n, m);
  const bestBid = await page
    .locator('[data-testid="spot-book-bid"]')
    .first()
    .getAttribute('data-price', { timeout: 1000 })
    .catch(() => null);
  const price = bestBid && compareDecimal(bestBid, (await value(tp, 'spot-price')) as string) < 0 ? bestBid : below;
  await page.getByTestId('spot-buy-price').fill(price);
  await page.getByTestId('spot-buy-quantity').fill('100');
  await page.locator('[data-testid="spot-form-buy"]').getByText('Insufficient balance', { exact: true }).waitFor();
  await tp.settled();
  await screenshot(page, `${tp.label}-spot-checks`);
  expect(await page.getByTestId('spot-buy-confirm').count()).toBe(0);

  // a limit buy below the market: it rests (unfilled) in the open orders and in the book
  const bidBefore = await bidAt(tp, price);
  await page.getByTestId('spot-buy-pct-25').click();
  const quantity = await page.getByTestId('spot-buy-quantity').inputValue();
  expect(compareDecimal(quantity, '0')).toBe(1);
  await page.getByTestId('spot-buy-quantity').fill('0.001');
  const limitId = await place(tp);
  await page.getByTestId(`spot-order-${limitId}`).waitFor({ timeout: 10_000 });
  expect(await value(tp, `spot-status-${limitId}`)).toBe('unfilled');
  await expect
    .poll(async () => unitsOf((await bidAt(tp, price)) ?? '0', 8), { timeout: 10_000 })
    .toBe(unitsOf(bidBefore ?? '0', 8) + unitsOf('0.001', 8));
  // the book in view (desktop: beside the chart; mobile: under the forms)
  await page.getByTestId('spot-book').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await tp.settled();
  await screenshot(page, `${tp.label}-spot-resting`);
  // (on a phone the open orders are further down; on desktop they are in the view above)
  if (mobile) {
    await page.getByTestId('spot-orders').scrollIntoViewIfNeeded();
    await tp.settled();
    await screenshot(page, `${tp.label}-spot-open-orders`);
  }

  // cancelled through its prompt: gone from the open orders and the book, cancelled in the history
  await page.getByTestId(`spot-cancel-${limitId}`).click();
  await page.getByTestId('spot-cancel-dialog').waitFor();
  await screenshot(page, `${tp.label}-spot-cancel-prompt`);
  await page.getByTestId('spot-cancel-dialog-confirm').click();
  await page.getByTestId('spot-cancel-dialog').waitFor({ state: 'detached', timeout: 10_000 });
  await page.getByTestId(`spot-order-${limitId}`).waitFor({ state: 'detached', timeout: 10_000 });
  await expect.poll(async () => unitsOf((await bidAt(tp, price)) ?? '0', 8), { timeout: 10_000 }).toBe(unitsOf(bidBefore ?? '0', 8));
  await page.getByTestId('spot-tab-history').click();
  await page.getByTestId(`spot-order-${limitId}`).waitFor({ timeout: 10_000 });
  expect(await value(tp, `spot-status-${limitId}`)).toBe('cancelled');

  // a market buy for 50 USDT fills: both balances move, the history shows its deal price and count
  const btcBefore = await balance(tp, 'BTC');
  const usdtBefore = await balance(tp, 'USDT');
  await page.getByTestId('spot-buy-type-market').click();
  await page.getByTestId('spot-buy-amount').fill('50');
  const marketId = await place(tp);
  await page.getByTestId(`spot-order-${marketId}`).waitFor({ timeout: 10_000 });
  expect(await value(tp, `spot-status-${marketId}`)).toBe('filled');
  expect(compareDecimal((await value(tp, `spot-deal-count-${marketId}`)) as string, '0')).toBe(1);
  expect(await value(tp, `spot-deal-price-${marketId}`)).toMatch(/^\d+(\.\d+)?$/);
  await expect.poll(() => balance(tp, 'BTC').then((b) => compareDecimal(b, btcBefore)), { timeout: 10_000 }).toBe(1);
  await expect.poll(() => balance(tp, 'USDT').then((b) => compareDecimal(b, usdtBefore)), { timeout: 10_000 }).toBe(-1);
  // the trade is in the market's recent trades
  if (mobile) await page.getByTestId('spot-show-trades').click();
  await page.locator('[data-testid="spot-trade"]').first().waitFor({ timeout: 10_000 });
  await page.getByTestId('spot-trades').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await tp.settled();
  await screenshot(page, `${tp.label}-spot-filled`);
  if (mobile) {
    await page.getByTestId('spot-orders').scrollIntoViewIfNeeded();
    await tp.settled();
    await screenshot(page, `${tp.label}-spot-history`);
  }

  // its fills
  await page.getByTestId(`spot-fills-open-${marketId}`).click();
  await page.getByTestId(`spot-order-detail-${marketId}`).waitFor({ timeout: 10_000 });
  expect(await page.locator('[data-testid^="spot-fill-"]').count()).toBeGreaterThan(0);
  await tp.settled();
  await screenshot(page, `${tp.label}-spot-fills`);
  await page.keyboard.press('Escape');
  await page.getByTestId(`spot-order-detail-${marketId}`).waitFor({ state: 'detached' });

  // the bought coins offered 5 % above the market: 100 % of the BTC balance rests as a limit sell
  const bought = await balance(tp, 'BTC');
  if (mobile) await page.getByTestId('spot-side-sell').click();
  await page.getByTestId('spot-sell-price').fill(percentOf((await value(tp, 'spot-price')) as string, 105n, m));
  await page.getByTestId('spot-sell-pct-100').click();
  expect(unitsOf(await page.getByTestId('spot-sell-quantity').inputValue(), m.qtyPrecision)).toBe(unitsOf(bought, m.qtyPrecision));
  const sellId = await place(tp, 'sell');
  await page.getByTestId('spot-tab-open').click();
  await page.getByTestId(`spot-order-${sellId}`).waitFor({ timeout: 10_000 });
  expect(await value(tp, `spot-status-${sellId}`)).toBe('unfilled');
  await expect.poll(() => balance(tp, 'BTC').then((b) => compareDecimal(b, '0')), { timeout: 10_000 }).toBe(0);
  await page.getByTestId('spot-orders').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await tp.settled();
  await screenshot(page, `${tp.label}-spot-sell-resting`);
  expect(tp.errors).toEqual([]);
}

it.each(JOURNEYS)(
  '%s, %s: limit buy rests and is cancelled; market buy fills and moves both balances',
  async (viewport, who) => {
    const mode: Mode = who === 'user' ? 'real' : 'demo';
    await restingSell(mode);
    // the trade tab's third mode: coin-to-coin
    const screen = { kind: 'spot', pcPath: '/pc/trade/bibi', wpTab: 2, search: `?symbol=${encodeURIComponent(SYMBOL)}` };
    const tp = await openTradeScreen(env(), viewport, who, screen);
    try {
      await tradeSpot({ ...tp, label: `${viewport}-${who}` }, mode, viewport === 'mobile');
    } finally {
      await tp.context.close();
    }
  },
  180_000,
);
