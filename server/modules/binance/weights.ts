// Request weights as Binance counts them (issue 39): each endpoint has a weight (a depth of 5000
// levels weighs more than a ping); an IP's weights are summed per minute (REQUEST_WEIGHT, 6000 by
// default: API_WEIGHT_PER_MINUTE) and every answer says the sum so far in X-MBX-USED-WEIGHT-1M.
// Over the limit a request is refused with 429 and Retry-After; an IP that keeps sending after
// its 429s (REFUSALS_BEFORE_BAN refused in one minute) is banned for BAN_MS with 418, as Binance
// bans. The counts are the rate limiter's, so a cluster's instances count together (Redis).
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { bnError } from './errors.ts';

const MINUTE = 60_000;
/** Refused requests from one IP within a minute after which it is banned. */
export const REFUSALS_BEFORE_BAN = 20;
/** How long a ban lasts (Binance starts at 2 minutes). */
export const BAN_MS = 2 * MINUTE;

export class RequestWeights {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly now: () => number,
    /** REQUEST_WEIGHT per minute and IP. */
    readonly perMinute: number,
  ) {}

  /**
   * Counts a request's weight for `ip`: the minute's sum (for X-MBX-USED-WEIGHT-1M), or the
   * refusal (429 over the limit, 418 while banned) with the sum to show on it too.
   */
  spend(ip: string, weight: number): { used: number; refusal?: ReturnType<typeof bnError.tooMuchWeight> } {
    const banned = this.limiter.count(`bn:ban:${ip}`);
    if (banned > 0) {
      const used = this.limiter.count(`bn:w:${ip}`);
      return { used, refusal: bnError.banned(this.bannedUntil(ip), this.now()) };
    }
    const { count, retryAfterMs } = this.limiter.increment(`bn:w:${ip}`, MINUTE, weight);
    if (count <= this.perMinute) return { used: count };
    // over the limit: counted, and one more refusal towards a ban
    const refused = this.limiter.increment(`bn:refused:${ip}`, MINUTE);
    if (refused.count >= REFUSALS_BEFORE_BAN) {
      this.limiter.increment(`bn:ban:${ip}`, BAN_MS);
      return { used: count, refusal: bnError.banned(this.bannedUntil(ip), this.now()) };
    }
    return { used: count, refusal: bnError.tooMuchWeight(this.perMinute, Math.max(1, Math.ceil(retryAfterMs / 1000))) };
  }

  private bannedUntil(ip: string): number {
    const d = this.limiter.peek(`bn:ban:${ip}`, { limit: 1, windowMs: BAN_MS });
    return this.now() + d.retryAfterMs;
  }
}
