import { describe, expect, it } from 'vitest';
import { applyDepth, depthRows, spread } from './depth';

const book = {
  bids: [
    { price: '100.00', quantity: '1.0' },
    { price: '99.50', quantity: '2.0' },
  ],
  asks: [
    { price: '100.50', quantity: '0.5' },
    { price: '101.00', quantity: '1.5' },
  ],
};

describe('the order book', () => {
  it('takes level changes: new totals, removals, new levels in price order', () => {
    const next = applyDepth(book, {
      bids: [
        { price: '99.75', quantity: '3' },
        { price: '100', quantity: '0' },
      ],
      asks: [{ price: '100.50', quantity: '0.25' }],
    });
    expect(next.bids.map((l) => l.price)).toEqual(['99.75', '99.50']);
    expect(next.asks).toEqual([
      { price: '100.50', quantity: '0.25' },
      { price: '101.00', quantity: '1.5' },
    ]);
  });
  it('sums each side from the best level; bars against the deeper side', () => {
    const rows = depthRows(book, 10, 4);
    expect(rows.bids.map((r) => [r.total, r.share])).toEqual([
      ['1.0000', 33.3],
      ['3.0000', 100],
    ]);
    expect(rows.asks.map((r) => [r.total, r.share])).toEqual([
      ['0.5000', 16.6],
      ['2.0000', 66.6],
    ]);
    expect(depthRows(book, 1, 4).bids).toHaveLength(1);
  });
  it('measures the spread', () => {
    expect(spread(book, 2)).toBe('0.50');
    expect(spread({ bids: [], asks: book.asks }, 2)).toBeNull();
  });
});
