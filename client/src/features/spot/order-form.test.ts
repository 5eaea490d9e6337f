import { describe, expect, it } from 'vitest';
import { type MarketRules, maxFeeRate, orderCost, orderProblems, percentSize, type TypedOrder, tradeAmount } from './order-form';

const btc: MarketRules = {
  tickSize: '0.01',
  lotStep: '0.0001',
  minNotional: '5',
  makerFee: '0.001',
  takerFee: '0.001',
  pricePrecision: 2,
  qtyPrecision: 4,
  quotePrecision: 6,
};
const order = (o: Partial<TypedOrder>): TypedOrder => ({ side: 'buy', type: 'limit', price: '', quantity: '', amount: '', ...o });

describe('a limit order', () => {
  it('is worth price × quantity at the quote decimals', () => {
    expect(tradeAmount('60000.5', '0.0123', btc)).toBe('738.006150');
    expect(tradeAmount('', '0.0123', btc)).toBeNull();
  });
  it("buys freeze the trade amount and the most fee, rounded down like each fill's fee", () => {
    expect(orderCost(order({ price: '60000', quantity: '0.0123' }), btc)).toEqual({
      maxFee: '0.738000',
      freeze: '738.738000',
      freezeIn: 'quote',
    });
    expect(orderCost(order({ price: '0.01', quantity: '0.0001' }), btc).maxFee).toBe('0.000000');
  });
  it('sells freeze the base coin', () => {
    expect(orderCost(order({ side: 'sell', price: '60000', quantity: '0.5' }), btc)).toEqual({
      maxFee: '30.000000',
      freeze: '0.5000',
      freezeIn: 'base',
    });
  });
});

describe('a market buy', () => {
  it('spends its amount, the fee a share of it', () => {
    // the coins get 1001 / 1.001 = 1000, so at most 1 goes to fees
    expect(orderCost(order({ type: 'market', amount: '1001' }), btc)).toEqual({ maxFee: '1.000000', freeze: '1001', freezeIn: 'quote' });
  });
});

describe('the fee rate', () => {
  it('is the higher of maker and taker', () => {
    expect(maxFeeRate({ makerFee: '0.0008', takerFee: '0.001' })).toBe('0.001');
    expect(maxFeeRate({ makerFee: '0.002', takerFee: '0.001' })).toBe('0.002');
  });
});

describe('the percentage buttons', () => {
  it('give a market buy a share of the quote balance', () => {
    expect(percentSize(order({ type: 'market' }), 25n, '1000.000001', btc)).toBe('250');
    expect(percentSize(order({ type: 'market' }), 100n, '0', btc)).toBeNull();
  });
  it('give a limit buy the quantity the share pays for with its fee, on the lot step', () => {
    // 1000 / (50000 × 1.001) = 0.019980… → 0.0199
    expect(percentSize(order({ price: '50000' }), 100n, '1000', btc)).toBe('0.0199');
    const qty = percentSize(order({ price: '50000' }), 100n, '1000', btc) as string;
    expect(orderProblems(order({ price: '50000', quantity: qty }), btc, '1000')).toEqual({});
    expect(percentSize(order({ price: '' }), 50n, '1000', btc)).toBeNull();
  });
  it('give a sell a share of the base balance on the lot step', () => {
    expect(percentSize(order({ side: 'sell' }), 50n, '0.12345678', btc)).toBe('0.0617');
    expect(percentSize(order({ side: 'sell', type: 'market' }), 100n, '0.00001', btc)).toBeNull();
  });
});

describe('the checks', () => {
  it('require the entrust price and the size', () => {
    expect(orderProblems(order({}), btc, '1000')).toEqual({ price: 'priceRequired', size: 'quantityRequired' });
    expect(orderProblems(order({ type: 'market' }), btc, '1000')).toEqual({ size: 'amountRequired' });
    expect(orderProblems(order({ side: 'sell', type: 'market', quantity: '0' }), btc, '1')).toEqual({ size: 'quantityRequired' });
  });
  it('hold prices and quantities to their steps and the minimum value', () => {
    const coarse = { ...btc, tickSize: '0.50' };
    expect(orderProblems(order({ price: '100.25', quantity: '1' }), coarse, '1000').price).toBe('priceStep');
    expect(orderProblems(order({ price: '100', quantity: '0.01' }), btc, '1000').size).toBe('minNotional');
    expect(orderProblems(order({ type: 'market', amount: '4.99' }), btc, '1000').size).toBe('minNotional');
  });
  it('refuse more than the available balance', () => {
    expect(orderProblems(order({ price: '60000', quantity: '1' }), btc, '1000').size).toBe('insufficient');
    expect(orderProblems(order({ type: 'market', amount: '1000.01' }), btc, '1000').size).toBe('insufficient');
    expect(orderProblems(order({ side: 'sell', type: 'market', quantity: '0.2' }), btc, '0.1').size).toBe('insufficient');
    expect(orderProblems(order({ side: 'sell', type: 'market', quantity: '0.1' }), btc, '0.1')).toEqual({});
  });
});
