import { describe, expect, it } from 'vitest';
import { pickTradeProduct } from './use-trade-product';

const list = [{ symbol: 'BTC/USDT' }, { symbol: 'ETH/USDT' }, { symbol: 'AAPL' }];

describe('the product the trade page opens on', () => {
  it('is the one the route names', () => {
    expect(pickTradeProduct(list, 'ETH/USDT', 'AAPL')?.symbol).toBe('ETH/USDT');
  });
  it('is the stored one (prdInfo) on the bare route', () => {
    expect(pickTradeProduct(list, null, 'AAPL')?.symbol).toBe('AAPL');
  });
  it('falls back past a symbol that cannot be traded fast, then to the first', () => {
    expect(pickTradeProduct(list, 'NOPE/USD', 'AAPL')?.symbol).toBe('AAPL');
    expect(pickTradeProduct(list, 'NOPE/USD', { not: 'a symbol' })?.symbol).toBe('BTC/USDT');
    expect(pickTradeProduct(list, null, null)?.symbol).toBe('BTC/USDT');
  });
  it('is nothing while there are no products', () => {
    expect(pickTradeProduct([], 'ETH/USDT', 'AAPL')).toBeUndefined();
  });
});
