// Order rate limits as Binance counts them (issue 39): every new order of an account counts in a
// 10-second and a one-day window (Binance's ORDERS limits), whichever key sent it; the counts
// are answered in X-MBX-ORDER-COUNT-10S and X-MBX-ORDER-COUNT-1D, and an order over either limit
// is refused with 429 -1015. A user's demo and real wallets count apart, as Binance's testnet
// and live exchange do. The counts are the rate limiter's (a cluster counts together).
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { TradeMode as Mode } from '../../ledger/ledger.ts';
import { bnTradeError } from './errors.ts';

export interface OrderLimit {
  name: '10S' | '1D';
  windowMs: number;
  limit: number;
  interval: 'SECOND' | 'DAY';
  intervalNum: number;
}

/** The ORDERS rate limits: Binance's 100 per 10 seconds and 200,000 per day unless configured (API_ORDERS_PER_10S, API_ORDERS_PER_DAY). */
export function orderLimits(config: { apiOrdersPer10s: number; apiOrdersPerDay: number }): readonly OrderLimit[] {
  return [
    { name: '10S', windowMs: 10_000, limit: config.apiOrdersPer10s, interval: 'SECOND', intervalNum: 10 },
    { name: '1D', windowMs: 86_400_000, limit: config.apiOrdersPerDay, interval: 'DAY', intervalNum: 1 },
  ];
}

const keyOf = (name: string, userId: number, mode: Mode) => `bn:orders:${name}:${mode}:${userId}`;

export class OrderCounts {
  constructor(
    private readonly limiter: RateLimiter,
    readonly limits: readonly OrderLimit[],
  ) {}

  /**
   * Counts a new order of `userId` in `mode`: the headers to answer with, and the refusal when
   * it is over a limit (counted all the same, as each order sent is).
   */
  count(userId: number, mode: Mode) {
    const headers: Record<string, string> = {};
    let refusal: ReturnType<typeof bnTradeError.tooManyOrders> | undefined;
    for (const l of this.limits) {
      const { count } = this.limiter.increment(keyOf(l.name, userId, mode), l.windowMs);
      headers[`x-mbx-order-count-${l.name.toLowerCase()}`] = String(count);
      if (count > l.limit && !refusal) refusal = bnTradeError.tooManyOrders(l.limit, `${l.intervalNum} ${l.interval}`);
    }
    return { headers, refusal };
  }

  /** The account's counts now (GET /rateLimit/order). */
  current(userId: number, mode: Mode) {
    return this.limits.map((l) => ({
      rateLimitType: 'ORDERS' as const,
      interval: l.interval,
      intervalNum: l.intervalNum,
      limit: l.limit,
      count: this.limiter.count(keyOf(l.name, userId, mode)),
    }));
  }
}
