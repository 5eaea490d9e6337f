// Property test of the matching engine (issue 16 acceptance): random streams of limit orders,
// cancels and market orders from many accounts (one of them a market maker quoting both sides)
// against the reference model in reference-book.ts — the same trades in the same order and the
// same resting book after every step, quantities and budgets conserved, and a restart (restore()
// from the resting orders) anywhere in the stream changing nothing that follows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DepthChange, OrderBook, type PlaceResult, type Side } from './order-book.ts';
import { ReferenceBook } from './reference-book.ts';

type Op =
  | { op: 'limit'; account: number; side: Side; price: number; qty: number }
  | { op: 'cancel'; pick: number }
  | { op: 'market_sell'; account: number; qty: number }
  | { op: 'market_buy'; account: number; quote: bigint }
  | { op: 'restart' };

const MARKET_MAKER = 0;
const account = fc.integer({ min: 0, max: 5 });
const side = fc.constantFrom<Side>('buy', 'sell');
// a narrow band of prices so that orders cross often and levels hold several orders
const price = fc.integer({ min: 95, max: 105 });
const qty = fc.integer({ min: 1, max: 12 });

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant('limit' as const), account, side, price, qty }), weight: 6 },
  // the market maker quotes many small orders on both sides
  {
    arbitrary: fc.record({ op: fc.constant('limit' as const), account: fc.constant(MARKET_MAKER), side, price, qty: fc.constant(1) }),
    weight: 2,
  },
  { arbitrary: fc.record({ op: fc.constant('cancel' as const), pick: fc.nat() }), weight: 3 },
  { arbitrary: fc.record({ op: fc.constant('market_sell' as const), account, qty }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('market_buy' as const), account, quote: fc.bigInt({ min: 1n, max: 3_000n }) }), weight: 1 },
  { arbitrary: fc.constant({ op: 'restart' as const }), weight: 1 },
);

/** The level totals that differ between two books: what the engine's depth changes must say. */
function changedLevels(before: Record<Side, Map<number, number>>, after: ReferenceBook): DepthChange[] {
  const changes: DepthChange[] = [];
  for (const s of ['buy', 'sell'] as const) {
    const old = before[s];
    const now = after.levels(s);
    for (const p of new Set([...old.keys(), ...now.keys()])) {
      if (old.get(p) !== now.get(p)) changes.push({ side: s, price: p, qty: now.get(p) ?? 0 });
    }
  }
  return sortDepth(changes);
}

function sortDepth(depth: DepthChange[]): DepthChange[] {
  return [...depth].sort((a, b) => a.side.localeCompare(b.side) || a.price - b.price);
}

function snapshotOf(reference: ReferenceBook) {
  const levels = (s: Side) =>
    [...reference.levels(s)].sort((a, b) => (s === 'buy' ? b[0] - a[0] : a[0] - b[0])).map(([p, q]) => ({ price: p, qty: q }));
  return { bids: levels('buy'), asks: levels('sell') };
}

function checkConservation(result: PlaceResult, orderQty: number | null, quote: bigint | null): void {
  const filled = result.fills.reduce((sum, f) => sum + f.qty, 0);
  expect(result.filledQty).toBe(filled);
  if (orderQty !== null) expect(filled + result.leftQty).toBe(orderQty);
  if (quote !== null) {
    const spent = result.fills.reduce((sum, f) => sum + BigInt(f.price) * BigInt(f.qty), 0n);
    expect(spent + result.quoteLeft).toBe(quote);
    expect(result.quoteLeft >= 0n).toBe(true);
  }
}

describe('the engine against a reference model', () => {
  it('gives the same trades, statuses and books after every step of random streams', () => {
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 1, maxLength: 150 }), (ops) => {
        let book = new OrderBook();
        const reference = new ReferenceBook();
        const placed: number[] = [];
        let nextId = 1;
        for (const op of ops) {
          const levelsBefore = { buy: reference.levels('buy'), sell: reference.levels('sell') };
          if (op.op === 'restart') {
            const restarted = new OrderBook();
            restarted.restore(book.restingOrders());
            book = restarted;
          } else if (op.op === 'cancel') {
            // any id placed so far: resting, filled, cancelled or a market order
            const id = placed.length ? (placed[op.pick % placed.length] as number) : 0;
            const cancelled = book.cancel(id);
            expect(cancelled?.order).toEqual(reference.cancel(id));
            if (cancelled) expect([cancelled.depth]).toEqual(changedLevels(levelsBefore, reference));
          } else {
            const id = nextId++;
            placed.push(id);
            let result: PlaceResult;
            let expected: ReturnType<ReferenceBook['limit']>;
            if (op.op === 'limit') {
              const order = { id, account: op.account, side: op.side, price: op.price, qty: op.qty };
              result = book.placeLimit(order);
              expected = reference.limit(order);
              checkConservation(result, op.qty, null);
            } else if (op.op === 'market_sell') {
              result = book.placeMarket({ id, account: op.account, side: 'sell', qty: op.qty });
              expected = reference.marketSell(id, op.account, op.qty);
              checkConservation(result, op.qty, null);
            } else {
              // the read-only walk (the confirmation's figures) foretells the placement exactly
              const walk = book.walkMarketBuy(op.account, op.quote);
              result = book.placeMarket({ id, account: op.account, side: 'buy', quote: op.quote });
              expected = reference.marketBuy(id, op.account, op.quote);
              checkConservation(result, null, op.quote);
              expect(walk).toEqual({
                fills: result.fills.map((f) => ({ price: f.price, qty: f.qty })),
                status: result.status,
                quoteLeft: result.quoteLeft,
                stopPrice: result.status === 'filled' ? book.bestAsk() : undefined,
              });
              if (walk.stopPrice !== undefined) expect(walk.quoteLeft < BigInt(walk.stopPrice)).toBe(true);
            }
            expect(result.fills).toEqual(expected.fills);
            expect({ status: result.status, leftQty: result.leftQty, quoteLeft: result.quoteLeft }).toEqual({
              status: expected.status,
              leftQty: expected.leftQty,
              quoteLeft: expected.quoteLeft,
            });
            for (const f of result.fills) expect(f.makerAccount).not.toBe(f.takerAccount);
            expect(sortDepth(result.depth)).toEqual(changedLevels(levelsBefore, reference));
          }
          expect(book.restingOrders()).toEqual(reference.resting());
          expect(book.snapshot(100)).toEqual(snapshotOf(reference));
          const bid = book.bestBid();
          const ask = book.bestAsk();
          if (bid !== undefined && ask !== undefined) expect(bid).toBeLessThan(ask);
        }
      }),
      { numRuns: 500 },
    );
  });
});
