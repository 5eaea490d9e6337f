// parseSpotOrder: a zod-valid body becomes ticks, lots and quote minor units on its market's
// terms, or the error an order alone gets (docs/decisions/038-spot-trading.md, "Units").
import { describe, expect, it } from 'vitest';
import type { SpotOrderBody } from '../../../shared/schemas/spot.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseSpotOrder } from './order.ts';
import type { MarketRow } from './repository.ts';
import { termsOf } from './terms.ts';

const scales: Record<string, number> = { USDT: 6, BTC: 8, XRP: 6 };
const market = (row: Partial<MarketRow>) =>
  termsOf(
    {
      id: 1,
      productId: 1,
      symbol: 'BTC/USDT',
      base: 'BTC',
      quote: 'USDT',
      tickSize: '0.01',
      lotStep: '0.0001',
      minNotional: '5',
      makerFeeRate: '0.001',
      takerFeeRate: '0.001',
      enabled: 1,
      updatedAt: 0,
      ...row,
    },
    (c) => scales[c] as number,
  );
// as seeded: one tick × one lot = 1 µUSDT, a lot = 10,000 satoshi
const BTC = market({});
// a tick of 0.05 (5 hundredths), so a price can be off the tick size
const XRP = market({ id: 5, symbol: 'XRP/USDT', base: 'XRP', tickSize: '0.05', lotStep: '0.1' });

const order = (body: Partial<SpotOrderBody>): SpotOrderBody => ({ symbol: 'BTC/USDT', side: 'buy', type: 'limit', mode: 'real', ...body });

/** The refusal of a body: its error name and parameters. */
function refusal(body: Partial<SpotOrderBody>, terms = BTC) {
  try {
    parseSpotOrder(terms, order(body));
  } catch (e) {
    if (e instanceof AppError) return { error: e.errorName, params: e.params };
    throw e;
  }
  throw new Error('the order was accepted');
}

describe('parseSpotOrder: accepted orders', () => {
  it('a limit buy: ticks and lots, freezing price × quantity plus the larger fee', () => {
    const o = parseSpotOrder(BTC, order({ price: '64250.50', quantity: '0.1' }));
    // 64,250.50 × 0.1 = 6,425.05 USDT, fee 0.1 % = 6.42505
    expect(o).toMatchObject({ terms: BTC, side: 'buy', type: 'limit', priceTicks: 6_425_050, lots: 1000, quoteAmount: null, budget: null });
    expect(o.freeze).toBe(6_425_050_000n + 6_425_050n);
    expect(o.sent).toEqual({ price: '64250.50', quantity: '0.1', amount: undefined });
  });

  it('a limit sell freezes its quantity in the base coin; exactly the minimum value passes', () => {
    const o = parseSpotOrder(BTC, order({ side: 'sell', price: '50000', quantity: '0.0001', mode: 'demo' }));
    expect(o).toMatchObject({ mode: 'demo', side: 'sell', priceTicks: 5_000_000, lots: 1, freeze: 10_000n });
  });

  it('a market sell: its quantity rounded down to the lot step, frozen in the base coin', () => {
    const o = parseSpotOrder(BTC, order({ side: 'sell', type: 'market', quantity: '0.12345' }));
    expect(o).toMatchObject({ type: 'market', priceTicks: null, lots: 1234, quoteAmount: null, budget: null, freeze: 12_340_000n });
  });

  it('a market buy: its amount frozen whole, the budget what it buys with the taker fee on top', () => {
    const o = parseSpotOrder(BTC, order({ type: 'market', amount: '100' }));
    // ⌊100,000,000 / 1.001⌋ notional units
    expect(o).toMatchObject({ lots: null, priceTicks: null, quoteAmount: 100_000_000n, budget: 99_900_099n, freeze: 100_000_000n });
    expect(o.sent).toEqual({ price: undefined, quantity: undefined, amount: '100' });
  });
});

describe('parseSpotOrder: refusals', () => {
  it("a field of another order type, before anything missing (the market buy's amount on a limit order)", () => {
    expect(refusal({ amount: '10' })).toEqual({ error: 'SPOT_ORDER_FIELDS', params: undefined });
    expect(refusal({ type: 'market', amount: '10', quantity: '1' })).toMatchObject({ error: 'SPOT_ORDER_FIELDS' });
    expect(refusal({ type: 'market', side: 'sell', price: '1', quantity: '1' })).toMatchObject({ error: 'SPOT_ORDER_FIELDS' });
  });

  it('a missing price, quantity or amount, the price first', () => {
    expect(refusal({})).toMatchObject({ error: 'SPOT_PRICE_REQUIRED' });
    expect(refusal({ price: '1' })).toMatchObject({ error: 'SPOT_QUANTITY_REQUIRED' });
    expect(refusal({ type: 'market', side: 'sell' })).toMatchObject({ error: 'SPOT_QUANTITY_REQUIRED' });
    expect(refusal({ type: 'market' })).toMatchObject({ error: 'SPOT_AMOUNT_REQUIRED' });
  });

  it('a quantity under one lot, malformed or too precise for the coin; it wins over a bad price', () => {
    for (const quantity of ['0.00009', '0', '1e3', '-1', '0.000000001']) {
      expect(refusal({ price: '100', quantity })).toEqual({ error: 'SPOT_QUANTITY_INVALID', params: { step: '0.0001' } });
    }
    expect(refusal({ price: 'x', quantity: '0' })).toMatchObject({ error: 'SPOT_QUANTITY_INVALID' });
  });

  it('a price that is not a positive multiple of the tick size', () => {
    for (const price of ['0', '1.001', 'abc', '99999999999999999999']) {
      expect(refusal({ price, quantity: '1' })).toEqual({ error: 'SPOT_PRICE_INVALID', params: { step: '0.01' } });
    }
    expect(refusal({ symbol: 'XRP/USDT', price: '1.02', quantity: '100' }, XRP)).toEqual({
      error: 'SPOT_PRICE_INVALID',
      params: { step: '0.05' },
    });
    expect(parseSpotOrder(XRP, order({ price: '1.05', quantity: '100' }))).toMatchObject({ priceTicks: 21, lots: 1000 });
  });

  it("a market buy's amount malformed or finer than the quote coin", () => {
    for (const amount of ['0', '1.0000001', '1,5']) {
      expect(refusal({ type: 'market', amount })).toEqual({ error: 'SPOT_AMOUNT_INVALID', params: { decimals: 6 } });
    }
  });

  it('under the minimum order value: a limit at its price, a market buy at its amount', () => {
    const tooSmall = { error: 'SPOT_NOTIONAL_TOO_SMALL', params: { min: '5', currency: 'USDT' } };
    expect(refusal({ price: '49999.99', quantity: '0.0001' })).toEqual(tooSmall);
    expect(refusal({ type: 'market', amount: '4.999999' })).toEqual(tooSmall);
  });
});
