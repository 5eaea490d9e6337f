// Golden tests of the matching engine (issue 16 acceptance): every trade and the resting book
// are asserted exactly after scripted sequences.
import { describe, expect, it } from 'vitest';
import { type DepthChange, type Fill, type LimitOrder, OrderBook, type PlaceResult, type Side } from './order-book.ts';

const A = 1;
const B = 2;
const C = 3;
const D = 4;

function fill(
  makerId: number,
  takerId: number,
  makerAccount: number,
  takerAccount: number,
  price: number,
  qty: number,
  makerLeft: number,
): Fill {
  return { makerId, takerId, makerAccount, takerAccount, price, qty, makerLeft };
}

function limit(id: number, account: number, side: Side, price: number, qty: number): LimitOrder {
  return { id, account, side, price, qty };
}

function level(side: Side, price: number, qty: number): DepthChange {
  return { side, price, qty };
}

/** A place result: the fields a test leaves out are those of an order that traded nothing. */
function placed(result: Partial<PlaceResult> & Pick<PlaceResult, 'takerId' | 'status'>): PlaceResult {
  return { fills: [], filledQty: 0, leftQty: 0, quoteLeft: 0n, depth: [], ...result };
}

describe('price-time priority with partial fills', () => {
  it('fills a scripted sequence trade by trade at the makers’ prices and leaves the exact book', () => {
    const book = new OrderBook();
    const script: [LimitOrder, PlaceResult][] = [
      [limit(1, A, 'sell', 101, 5), placed({ takerId: 1, status: 'resting', leftQty: 5, depth: [level('sell', 101, 5)] })],
      [limit(2, B, 'sell', 101, 3), placed({ takerId: 2, status: 'resting', leftQty: 3, depth: [level('sell', 101, 8)] })],
      [limit(3, C, 'sell', 102, 4), placed({ takerId: 3, status: 'resting', leftQty: 4, depth: [level('sell', 102, 4)] })],
      [limit(4, A, 'sell', 100, 2), placed({ takerId: 4, status: 'resting', leftQty: 2, depth: [level('sell', 100, 2)] })],
      // the better price first, then the earlier order of the level; trades at the makers' prices
      [
        limit(5, D, 'buy', 101, 6),
        placed({
          takerId: 5,
          status: 'filled',
          fills: [fill(4, 5, A, D, 100, 2, 0), fill(1, 5, A, D, 101, 4, 1)],
          filledQty: 6,
          depth: [level('sell', 100, 0), level('sell', 101, 4)],
        }),
      ],
      // finishes order 1 (its last lot) before order 2, then rests what the limit cannot reach
      [
        limit(6, D, 'buy', 101, 5),
        placed({
          takerId: 6,
          status: 'resting',
          fills: [fill(1, 6, A, D, 101, 1, 0), fill(2, 6, B, D, 101, 3, 0)],
          filledQty: 4,
          leftQty: 1,
          depth: [level('sell', 101, 0), level('buy', 101, 1)],
        }),
      ],
      // a sell limited at 99 trades at the resting bid's 101, then rests at 99
      [
        limit(7, C, 'sell', 99, 3),
        placed({
          takerId: 7,
          status: 'resting',
          fills: [fill(6, 7, D, C, 101, 1, 0)],
          filledQty: 1,
          leftQty: 2,
          depth: [level('buy', 101, 0), level('sell', 99, 2)],
        }),
      ],
      [
        limit(8, B, 'buy', 100, 1),
        placed({ takerId: 8, status: 'filled', fills: [fill(7, 8, C, B, 99, 1, 1)], filledQty: 1, depth: [level('sell', 99, 1)] }),
      ],
    ];
    for (const [order, expected] of script) expect(book.placeLimit(order)).toEqual(expected);

    expect(book.restingOrders()).toEqual([
      { id: 3, account: C, side: 'sell', price: 102, qty: 4 },
      { id: 7, account: C, side: 'sell', price: 99, qty: 1 },
    ]);
    expect(book.snapshot(10)).toEqual({
      bids: [],
      asks: [
        { price: 99, qty: 1 },
        { price: 102, qty: 4 },
      ],
    });
    expect(book.bestAsk()).toBe(99);
    expect(book.bestBid()).toBeUndefined();
  });

  it('keeps time priority inside a level across many orders and levels on both sides', () => {
    const book = new OrderBook();
    book.placeLimit({ id: 1, account: A, side: 'buy', price: 98, qty: 1 });
    book.placeLimit({ id: 2, account: B, side: 'buy', price: 99, qty: 2 });
    book.placeLimit({ id: 3, account: C, side: 'buy', price: 98, qty: 3 });
    book.placeLimit({ id: 4, account: A, side: 'buy', price: 99, qty: 4 });
    book.placeLimit({ id: 5, account: B, side: 'buy', price: 97, qty: 5 });
    expect(book.snapshot(2)).toEqual({
      bids: [
        { price: 99, qty: 6 },
        { price: 98, qty: 4 },
      ],
      asks: [],
    });
    const sweep = book.placeLimit({ id: 6, account: D, side: 'sell', price: 98, qty: 8 });
    expect(sweep.fills).toEqual([
      fill(2, 6, B, D, 99, 2, 0),
      fill(4, 6, A, D, 99, 4, 0),
      fill(1, 6, A, D, 98, 1, 0),
      fill(3, 6, C, D, 98, 1, 2),
    ]);
    expect(sweep.status).toBe('filled');
    expect(book.restingOrders()).toEqual([
      { id: 3, account: C, side: 'buy', price: 98, qty: 2 },
      { id: 5, account: B, side: 'buy', price: 97, qty: 5 },
    ]);
  });
});

describe('market orders', () => {
  function asks() {
    const book = new OrderBook();
    book.placeLimit({ id: 1, account: A, side: 'sell', price: 100, qty: 2 });
    book.placeLimit({ id: 2, account: B, side: 'sell', price: 101, qty: 3 });
    book.placeLimit({ id: 3, account: C, side: 'sell', price: 103, qty: 5 });
    return book;
  }

  it('a market buy by quote amount sweeps levels and returns the budget below one lot at the next price', () => {
    const book = asks();
    // 2×100 + 3×101 = 503; 256 left buys ⌊256/103⌋ = 2 lots at 103; 50 < 103 is dust
    const result = book.placeMarket({ id: 9, account: D, side: 'buy', quote: 759n });
    expect(result).toEqual(
      placed({
        takerId: 9,
        status: 'filled',
        fills: [fill(1, 9, A, D, 100, 2, 0), fill(2, 9, B, D, 101, 3, 0), fill(3, 9, C, D, 103, 2, 3)],
        filledQty: 7,
        quoteLeft: 50n,
        depth: [
          { side: 'sell', price: 100, qty: 0 },
          { side: 'sell', price: 101, qty: 0 },
          { side: 'sell', price: 103, qty: 3 },
        ],
      }),
    );
    expect(book.restingOrders()).toEqual([{ id: 3, account: C, side: 'sell', price: 103, qty: 3 }]);
    expect(book.get(9)).toBeUndefined(); // market orders never rest
  });

  it('a market buy larger than the book empties it and returns the rest as a market remainder', () => {
    const book = asks();
    const result = book.placeMarket({ id: 9, account: D, side: 'buy', quote: 10_000n });
    expect(result.status).toBe('market_remainder');
    expect(result.filledQty).toBe(10);
    expect(result.quoteLeft).toBe(10_000n - (200n + 303n + 515n));
    expect(book.snapshot(5)).toEqual({ bids: [], asks: [] });
  });

  it('a market sell by quantity sweeps the bids and gives back what the book could not take', () => {
    const book = new OrderBook();
    book.placeLimit({ id: 1, account: A, side: 'buy', price: 99, qty: 2 });
    book.placeLimit({ id: 2, account: B, side: 'buy', price: 98, qty: 3 });
    expect(book.placeMarket({ id: 3, account: C, side: 'sell', qty: 7 })).toEqual(
      placed({
        takerId: 3,
        status: 'market_remainder',
        fills: [fill(1, 3, A, C, 99, 2, 0), fill(2, 3, B, C, 98, 3, 0)],
        filledQty: 5,
        leftQty: 2,
        depth: [
          { side: 'buy', price: 99, qty: 0 },
          { side: 'buy', price: 98, qty: 0 },
        ],
      }),
    );
    book.placeLimit({ id: 4, account: A, side: 'buy', price: 97, qty: 4 });
    expect(book.placeMarket({ id: 5, account: C, side: 'sell', qty: 3 })).toMatchObject({
      status: 'filled',
      fills: [fill(4, 5, A, C, 97, 3, 1)],
      leftQty: 0,
    });
  });
});

describe('self-trade prevention', () => {
  it('cancels the taker’s remainder at its own resting order; the maker and the orders behind it stay', () => {
    const book = new OrderBook();
    book.placeLimit({ id: 1, account: B, side: 'sell', price: 100, qty: 2 });
    book.placeLimit({ id: 2, account: A, side: 'sell', price: 100, qty: 5 });
    book.placeLimit({ id: 3, account: C, side: 'sell', price: 100, qty: 1 });
    expect(book.placeLimit({ id: 4, account: A, side: 'buy', price: 100, qty: 4 })).toEqual(
      placed({
        takerId: 4,
        status: 'stp_cancelled',
        fills: [fill(1, 4, B, A, 100, 2, 0)],
        filledQty: 2,
        leftQty: 2,
        depth: [{ side: 'sell', price: 100, qty: 6 }],
      }),
    );
    expect(book.get(4)).toBeUndefined(); // the taker does not rest
    expect(book.restingOrders()).toEqual([
      { id: 2, account: A, side: 'sell', price: 100, qty: 5 },
      { id: 3, account: C, side: 'sell', price: 100, qty: 1 },
    ]);
  });

  it('applies to market orders: nothing trades, the whole budget or quantity is given back', () => {
    const book = new OrderBook();
    book.placeLimit({ id: 1, account: A, side: 'sell', price: 100, qty: 2 });
    book.placeLimit({ id: 2, account: A, side: 'buy', price: 90, qty: 2 });
    expect(book.placeMarket({ id: 3, account: A, side: 'buy', quote: 1_000n })).toMatchObject({
      status: 'stp_cancelled',
      fills: [],
      depth: [],
      quoteLeft: 1_000n,
    });
    expect(book.placeMarket({ id: 4, account: A, side: 'sell', qty: 2 })).toMatchObject({ status: 'stp_cancelled', fills: [], leftQty: 2 });
    expect(book.size).toBe(2);
  });
});

describe('cancel', () => {
  it('returns exactly the original quantity minus what was filled, and empties the level', () => {
    const book = new OrderBook();
    book.placeLimit({ id: 1, account: A, side: 'sell', price: 100, qty: 10 });
    book.placeLimit({ id: 2, account: B, side: 'buy', price: 100, qty: 3 });
    book.placeLimit({ id: 3, account: C, side: 'buy', price: 100, qty: 4 });
    expect(book.cancel(1)).toEqual({
      order: { id: 1, account: A, side: 'sell', price: 100, qty: 10 - 3 - 4 },
      depth: { side: 'sell', price: 100, qty: 0 },
    });
    expect(book.cancel(1)).toBeUndefined();
    expect(book.cancel(2)).toBeUndefined(); // filled orders are not in the book
    expect(book.snapshot(5)).toEqual({ bids: [], asks: [] });
  });

  it('unlinks an order from the middle of a level and keeps the others in time order', () => {
    const book = new OrderBook();
    for (const id of [1, 2, 3]) book.placeLimit({ id, account: id, side: 'buy', price: 50, qty: id });
    expect(book.cancel(2)?.depth).toEqual({ side: 'buy', price: 50, qty: 4 });
    const sweep = book.placeMarket({ id: 4, account: D, side: 'sell', qty: 4 });
    expect(sweep.fills.map((f) => [f.makerId, f.qty])).toEqual([
      [1, 1],
      [3, 3],
    ]);
  });
});

describe('dust', () => {
  it('a market buy whose budget cannot buy one lot is done at once and returns all of it', () => {
    const book = new OrderBook();
    book.placeLimit({ id: 1, account: A, side: 'sell', price: 100, qty: 2 });
    expect(book.placeMarket({ id: 2, account: B, side: 'buy', quote: 99n })).toEqual(
      placed({
        takerId: 2,
        status: 'filled',
        quoteLeft: 99n,
      }),
    );
    expect(book.restingOrders()).toEqual([{ id: 1, account: A, side: 'sell', price: 100, qty: 2 }]);
  });

  it('stops inside a level when the rest of the budget is below one lot there', () => {
    const book = new OrderBook();
    book.placeLimit({ id: 1, account: A, side: 'sell', price: 30, qty: 1 });
    book.placeLimit({ id: 2, account: B, side: 'sell', price: 30, qty: 5 });
    const result = book.placeMarket({ id: 3, account: C, side: 'buy', quote: 119n });
    expect(result.fills).toEqual([fill(1, 3, A, C, 30, 1, 0), fill(2, 3, B, C, 30, 2, 3)]);
    expect(result).toMatchObject({ status: 'filled', quoteLeft: 29n, depth: [{ side: 'sell', price: 30, qty: 3 }] });
  });
  it('a budget below one lot at its own resting order is dust, not a self-trade', () => {
    const book = new OrderBook();
    book.placeLimit({ id: 1, account: A, side: 'sell', price: 100, qty: 2 });
    expect(book.placeMarket({ id: 2, account: A, side: 'buy', quote: 99n })).toMatchObject({ status: 'filled', fills: [], quoteLeft: 99n });
  });
});

describe('input the engine refuses (changing nothing)', () => {
  it('fractions, non-positive values, duplicate ids and a market buy without a bigint budget', () => {
    const book = new OrderBook();
    book.placeLimit({ id: 1, account: A, side: 'sell', price: 100, qty: 2 });
    expect(() => book.placeLimit({ id: 2, account: B, side: 'buy', price: 100, qty: 1.5 })).toThrow(RangeError);
    expect(() => book.placeLimit({ id: 2, account: B, side: 'buy', price: 100.5, qty: 1 })).toThrow(RangeError);
    expect(() => book.placeLimit({ id: 2, account: B, side: 'buy', price: 0, qty: 1 })).toThrow(RangeError);
    expect(() => book.placeLimit({ id: 1, account: B, side: 'buy', price: 100, qty: 1 })).toThrow(RangeError);
    expect(() => book.placeMarket({ id: 2, account: B, side: 'sell', qty: -1 })).toThrow(RangeError);
    expect(() => book.placeMarket({ id: 2, account: B, side: 'buy', quote: 0n })).toThrow(RangeError);
    expect(() => book.placeLimit({ id: 2, account: B, side: 'sell', price: 100, qty: Number.MAX_SAFE_INTEGER })).toThrow(RangeError);
    expect(book.restingOrders()).toEqual([{ id: 1, account: A, side: 'sell', price: 100, qty: 2 }]);
  });
});

describe('restart', () => {
  it('restore() from the resting orders rebuilds the same book, which matches the same way', () => {
    const book = new OrderBook();
    book.placeLimit({ id: 1, account: A, side: 'sell', price: 101, qty: 5 });
    book.placeLimit({ id: 2, account: B, side: 'buy', price: 99, qty: 4 });
    book.placeLimit({ id: 3, account: C, side: 'sell', price: 101, qty: 2 });
    book.placeLimit({ id: 4, account: D, side: 'buy', price: 101, qty: 3 }); // partly fills order 1
    book.placeLimit({ id: 5, account: A, side: 'buy', price: 99, qty: 1 });

    const restarted = new OrderBook();
    restarted.restore(book.restingOrders());
    expect(restarted.restingOrders()).toEqual(book.restingOrders());
    expect(restarted.snapshot(10)).toEqual(book.snapshot(10));

    const next = [
      () => ({ id: 6, account: D, side: 'buy' as const, price: 102, qty: 4 }),
      () => ({ id: 7, account: C, side: 'sell' as const, price: 98, qty: 6 }),
    ];
    for (const order of next) expect(restarted.placeLimit(order())).toEqual(book.placeLimit(order()));
    expect(restarted.restingOrders()).toEqual(book.restingOrders());
  });

  it('refuses a crossed book and a non-empty book', () => {
    expect(() =>
      new OrderBook().restore([
        { id: 1, account: A, side: 'buy', price: 100, qty: 1 },
        { id: 2, account: B, side: 'sell', price: 100, qty: 1 },
      ]),
    ).toThrow(/crossed/);
    const book = new OrderBook();
    book.placeLimit({ id: 1, account: A, side: 'buy', price: 100, qty: 1 });
    expect(() => book.restore([])).toThrow(/empty/);
  });
});
