import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, orderBody, spotFields } from './order-form';

describe('practice order bodies', () => {
  it('a fast order waits for a duration, then sends direction, amount and duration', () => {
    expect(orderBody('fast', 1, EMPTY_DRAFT)).toBeNull();
    const draft = { ...EMPTY_DRAFT, fast: { direction: 'down' as const, amount: ' 25 ', durationSec: 60 } };
    expect(orderBody('fast', 1, draft)).toEqual({ product: 'fast', productId: 1, direction: 'down', amount: '25', durationSec: 60 });
  });

  it('a contract order sends its stops only when typed', () => {
    const draft = { ...EMPTY_DRAFT, contract: { side: 'short' as const, lots: '0.02', leverage: 20, stopLoss: '', takeProfit: '61000' } };
    expect(orderBody('contract', 2, draft)).toEqual({
      product: 'contract',
      productId: 2,
      side: 'short',
      lots: '0.02',
      leverage: 20,
      takeProfit: '61000',
    });
  });

  it('a spot order sends the quantity its side and type take', () => {
    expect(spotFields('buy', 'market')).toEqual(['amount']);
    expect(spotFields('sell', 'market')).toEqual(['quantity']);
    expect(spotFields('buy', 'limit')).toEqual(['price', 'quantity']);
    const draft = { ...EMPTY_DRAFT, spot: { side: 'buy' as const, type: 'limit' as const, price: '100', quantity: '2', amount: '999' } };
    expect(orderBody('spot', 3, draft)).toEqual({ product: 'spot', productId: 3, side: 'buy', type: 'limit', price: '100', quantity: '2' });
    const market = { ...EMPTY_DRAFT, spot: { ...draft.spot, type: 'market' as const } };
    expect(orderBody('spot', 3, market)).toEqual({ product: 'spot', productId: 3, side: 'buy', type: 'market', amount: '999' });
  });
});
