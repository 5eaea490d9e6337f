// parseContractOrder, parseLots, parsePrice: a zod-valid body becomes lots (hundredths) and
// ticks on its product's settings, or the error an order alone gets (decision 033).
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { type ContractOrderBody, parseContractOrder, parseLots, parsePrice } from './order.ts';
import type { ContractSettings } from './settings.ts';

// ETH-like product: 2 decimals, lots 0.01 to 100.00 in steps of 0.01
const ETH: ContractSettings = {
  productId: 2,
  symbol: 'ETH/USDT',
  pricePrecision: 2,
  contractSize: 1n,
  feeRate: '0.0005',
  maintenanceRate: '0.004',
  lotStep: 1n,
  minLots: 1n,
  maxLots: 10_000n,
  leverages: [1, 5, 10, 20],
  spreadTicks: 5n,
  overnightRate: '0.0001',
  enabled: true,
};

const order = (body: Partial<ContractOrderBody>): ContractOrderBody => ({
  productId: 2,
  side: 'long',
  lots: '1',
  leverage: 10,
  orderType: 'market',
  mode: 'real',
  ...body,
});

/** The refusal of a call: its error name and parameters. */
function refusal(call: () => unknown) {
  try {
    call();
  } catch (e) {
    if (e instanceof AppError) return { error: e.errorName, params: e.params };
    throw e;
  }
  throw new Error('accepted');
}
const refused = (body: Partial<ContractOrderBody>) => refusal(() => parseContractOrder(ETH, order(body)));

describe('parseContractOrder', () => {
  it('a market order: lots in hundredths, no prices', () => {
    expect(parseContractOrder(ETH, order({ lots: '2.5', side: 'short', mode: 'demo' }))).toEqual({
      settings: ETH,
      side: 'short',
      lots: 250n,
      leverage: 10,
      orderType: 'market',
      limitTicks: null,
      stopLossTicks: null,
      takeProfitTicks: null,
      mode: 'demo',
    });
  });

  it('a limit order with its stops, in ticks (a market order ignores a limit price)', () => {
    const o = parseContractOrder(ETH, order({ orderType: 'limit', limitPrice: '2990.5', stopLoss: '2900', takeProfit: '3100.25' }));
    expect(o).toMatchObject({ orderType: 'limit', limitTicks: 299_050n, stopLossTicks: 290_000n, takeProfitTicks: 310_025n });
    expect(parseContractOrder(ETH, order({ limitPrice: '1' })).limitTicks).toBeNull();
  });

  it('refuses, in order: lots, leverage, a missing limit price, the limit price, the stop-loss, the take-profit', () => {
    const lotsInvalid = { error: 'CONTRACT_LOTS_INVALID', params: { min: '0.01', max: '100.00', step: '0.01' } };
    expect(refused({ lots: '0.001', leverage: 3 })).toEqual(lotsInvalid);
    expect(refused({ lots: '100.01' })).toEqual(lotsInvalid);
    expect(refused({ lots: 'x' })).toEqual(lotsInvalid);
    expect(refused({ leverage: 3, orderType: 'limit' })).toEqual({
      error: 'CONTRACT_LEVERAGE_INVALID',
      params: { choices: '1, 5, 10, 20' },
    });
    expect(refused({ orderType: 'limit', stopLoss: 'x' })).toEqual({ error: 'PRICE_REQUIRED', params: undefined });
    const priceInvalid = { error: 'CONTRACT_PRICE_INVALID', params: { decimals: 2 } };
    expect(refused({ orderType: 'limit', limitPrice: '2990.001', stopLoss: 'x' })).toEqual(priceInvalid);
    expect(refused({ stopLoss: 'abc' })).toEqual(priceInvalid);
    expect(refused({ takeProfit: '0' })).toEqual(priceInvalid);
  });
});

describe('parseLots and parsePrice (actions on a position)', () => {
  it('lots on a step within the limits given; a price at the precision given, none when untyped', () => {
    const coarse = { minLots: 10n, maxLots: 500n, lotStep: 10n };
    expect(parseLots('0.3', coarse)).toBe(30n);
    expect(refusal(() => parseLots('0.35', coarse))).toEqual({
      error: 'CONTRACT_LOTS_INVALID',
      params: { min: '0.10', max: '5.00', step: '0.10' },
    });
    expect(parsePrice('0.12345', 5)).toBe(12_345n);
    expect(parsePrice(undefined, 2)).toBeNull();
    expect(refusal(() => parsePrice('1.5e3', 2))).toEqual({ error: 'CONTRACT_PRICE_INVALID', params: { decimals: 2 } });
  });
});
