import { describe, expect, it } from 'vitest';
import { applyDepth, depthCurve, depthRows, spread } from './depth';

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
  it('draws the depth curve: exact running totals from the best price outwards, numbers only to plot', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point: the totals are summed in units
    const curve = depthCurve(
      {
        bids: [
          { price: '100.00', quantity: '0.1' },
          { price: '99.50', quantity: '0.2' },
          { price: '99.00', quantity: '0.7' },
        ],
        asks: [
          { price: '100.25', quantity: '0.0001' },
          { price: '101.00', quantity: '1.9999' },
        ],
      },
      2,
      4,
    );
    expect(curve.bids.map((p) => [p.price, p.total, p.y])).toEqual([
      ['99.00', '1.0000', 1],
      ['99.50', '0.3000', 0.3],
      ['100.00', '0.1000', 0.1],
    ]);
    expect(curve.asks.map((p) => [p.price, p.quantity, p.total, p.x, p.y])).toEqual([
      ['100.25', '0.0001', '0.0001', 100.25, 0.0001],
      ['101.00', '1.9999', '2.0000', 101, 2],
    ]);
    expect(curve.bids.every((p) => p.side === 'bids') && curve.asks.every((p) => p.side === 'asks')).toBe(true);
    // the middle of 100.00 and 100.25 needs a third decimal; of 100.00 and 100.50 it does not
    expect(curve.mid).toBe('100.125');
    expect(depthCurve(book, 2, 4).mid).toBe('100.25');
    expect(depthCurve({ bids: book.bids, asks: [] }, 2, 4)).toMatchObject({ asks: [], mid: null });
  });
});
