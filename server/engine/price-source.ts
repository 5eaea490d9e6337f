// Where a trading product reads its prices (decision 105): the live market's recorded ticks, or
// a replay's path recomputed from a revealed period's seed. The products take a source per order
// instead of reading `market.ticks`, so a replayed order has the same rules, fees and settlement.
import type { MarketEngine } from './market-engine.ts';
import { recomputeProduct, type MarketPeriod } from './market-period.ts';
import type { RecordedTick } from './ticks.ts';

export interface PriceSource {
  /** The tick in force at `time`: the last at or before it (undefined before the first). */
  inForce(productId: number, time: number): RecordedTick | undefined;
  /** Ticks with time in [from, to), oldest first. */
  between(productId: number, from: number, to: number): RecordedTick[];
}

/** The live market: its recorded ticks. */
export const liveSource = (market: MarketEngine): PriceSource => market.ticks;

/** One product's recomputed path in a period: tick times and prices (ticks), in time order. */
export interface RecomputedPath {
  times: Float64Array;
  ticks: Float64Array;
}

/** The index of the last time ≤ t, or -1. */
function lastAtOrBefore(times: Float64Array, t: number): number {
  let lo = 0;
  let hi = times.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((times[mid] as number) <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/**
 * Revealed periods' paths, recomputed with the engine's own code (`recomputeProduct`) and kept
 * for the most recently used (period, product) pairs: concurrent replays of one period share them.
 * Never a period still running (its seed is not revealed) nor a scripted one (not the seed's).
 */
export class ReplayPaths {
  private readonly cache = new Map<string, RecomputedPath>();

  constructor(
    private readonly market: MarketEngine,
    private readonly max = 64,
  ) {}

  /** The period starting at `start` if its seed is revealed and no script covers it, else undefined. */
  revealed(start: number): MarketPeriod | undefined {
    const p = this.market.periods.byStart(start);
    if (!p || this.market.revealedSeed(p) === null) return undefined;
    if (this.market.scriptedIn(p).length > 0) return undefined;
    return p;
  }

  /** The recomputed path of `productId` in the revealed period `start` (undefined when not replayable). */
  path(start: number, productId: number): RecomputedPath | undefined {
    const key = `${start}:${productId}`;
    const hit = this.cache.get(key);
    if (hit) {
      // most recently used last
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const period = this.revealed(start);
    const product = period?.products.find((p) => p.id === productId);
    if (!period || !product) return undefined;
    const seed = Buffer.from(this.market.revealedSeed(period) as string, 'hex');
    const steps = recomputeProduct(period, seed, product);
    const path: RecomputedPath = { times: new Float64Array(steps.length), ticks: new Float64Array(steps.length) };
    steps.forEach(([time, ticks], i) => {
      path.times[i] = time;
      path.ticks[i] = ticks;
    });
    this.cache.set(key, path);
    if (this.cache.size > this.max) this.cache.delete(this.cache.keys().next().value as string);
    return path;
  }

  /** A price source over the period's recomputed paths (every product of the period). */
  source(start: number): PriceSource {
    return {
      inForce: (productId, time) => {
        const path = this.path(start, productId);
        if (!path) return undefined;
        const i = lastAtOrBefore(path.times, time);
        return i < 0 ? undefined : { time: path.times[i] as number, ticks: path.ticks[i] as number };
      },
      between: (productId, from, to) => {
        const path = this.path(start, productId);
        if (!path) return [];
        const out: RecordedTick[] = [];
        for (let i = lastAtOrBefore(path.times, from - 1) + 1; i < path.times.length && (path.times[i] as number) < to; i++) {
          out.push({ time: path.times[i] as number, ticks: path.ticks[i] as number });
        }
        return out;
      },
    };
  }
}
