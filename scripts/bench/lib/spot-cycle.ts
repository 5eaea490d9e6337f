// The order bodies of the spot benchmarks' cycle (bench:spot-http through HTTP, bench:spot in
// process): each guest first buys some BTC at market, then repeats a resting limit buy 1 % under
// the house's mid price (cancelled next), a buy 1 % over it and a sell 1 % under it (both cross).
// Both count placed orders only, and stop on any refusal (issue 30).
import type autocannon from 'autocannon';
import type { Answer, BenchRequest, Counter } from './accepted.ts';

export const SPOT_BENCH_SYMBOL = 'BTC/USDT';

/** What a guest buys at market before the cycle, so its sells never wait on its buys. */
export const SEED_BUY = { symbol: SPOT_BENCH_SYMBOL, side: 'buy', type: 'market', amount: '2000', mode: 'demo' } as const;

/** The cycle's three limit orders around the top of `book` (the house must be quoting). */
export function spotCycleOrders(book: { bids: { price: string }[]; asks: { price: string }[] }) {
  if (!book.bids.length || !book.asks.length) throw new Error(`the house is not quoting: ${JSON.stringify(book)}`);
  // (a figure for the bench's prices, not money)
  const mid = (Number(book.bids[0]?.price) + Number(book.asks[0]?.price)) / 2;
  const order = (side: 'buy' | 'sell', f: number, quantity: string) => ({
    symbol: SPOT_BENCH_SYMBOL,
    side,
    type: 'limit',
    price: (mid * f).toFixed(2),
    quantity,
    mode: 'demo',
  });
  return { resting: order('buy', 0.99, '0.0010'), crossBuy: order('buy', 1.01, '0.0001'), crossSell: order('sell', 0.99, '0.0001') };
}

/** A batch answer's results, each its own order (decision 057). */
export function batchResults(answer: Answer): { ok: boolean; order?: { id: number } }[] {
  return (answer.data as { results?: { ok: boolean; order?: { id: number } }[] } | undefined)?.results ?? [];
}

/**
 * Counts a batch answer: each result accepted when `ok` (placements only: a cancel is no
 * placement, it counts only when refused). A refused request refuses all of it.
 */
export function batchCount(placements: boolean): Counter {
  return (answer) => {
    if (answer.code !== 0) return { accepted: 0, refused: 1 };
    const results = batchResults(answer);
    const ok = results.filter((r) => r.ok).length;
    return { accepted: placements ? ok : 0, refused: results.length - ok };
  };
}

/** A single cancel: no placement, counted only when refused. */
export const cancelCount: Counter = (answer) => ({ accepted: 0, refused: answer.code === 0 ? 0 : 1 });

/**
 * The cycle's four requests through the platform's own order route (POST /api/spot/orders, the
 * resting order's cancel): bench:spot-http, and bench:binance-order beside the compatibility API.
 * `headers` gives a connection's (its session's) headers.
 */
export function ownCycleRequests(
  orders: ReturnType<typeof spotCycleOrders>,
  headers: (ctx: { restingId?: number }) => Record<string, string>,
): BenchRequest[] {
  const post = (body: object): BenchRequest => {
    const text = JSON.stringify(body);
    return {
      method: 'POST',
      path: '/api/spot/orders',
      setupRequest: (req: autocannon.Request, ctx: object) => ({ ...req, headers: headers(ctx), body: text }),
    };
  };
  return [
    {
      ...post(orders.resting),
      onAnswer: (a: Answer | undefined, ctx: { restingId?: number }) => {
        ctx.restingId = (a?.data as { id?: number } | undefined)?.id;
      },
    },
    {
      method: 'POST',
      setupRequest: (req: autocannon.Request, ctx: { restingId?: number }) => ({
        ...req,
        path: `/api/spot/orders/${ctx.restingId}/cancel`,
        headers: headers(ctx),
        body: '{}',
      }),
      count: cancelCount,
    },
    post(orders.crossBuy),
    post(orders.crossSell),
  ] as BenchRequest[];
}
