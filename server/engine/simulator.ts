// The price simulator: one stochastic model per asset class, stepped in time. Prices are
// kept as log-prices internally and emitted as whole ticks (integers), so what leaves the
// simulator is exact. Same random draws + same step times = same path.
import type { Random } from './random.ts';

export type AssetClass = 'crypto' | 'forex' | 'stock' | 'commodity';

export interface SimProduct {
  id: number;
  symbol: string;
  category: AssetClass;
  pricePrecision: number;
  /** Starting price in ticks (basePrice / tickSize). */
  baseTicks: number;
  /** Annualised volatility, e.g. 0.6. */
  volatility: number;
  /** Mean traded quantity per minute. */
  baseVolume: number;
}

export interface Step {
  /** Price in ticks after the step. */
  ticks: number;
  /** Quantity traded during the step, in hundredths of the base asset. */
  volume: number;
}

const YEAR_SECONDS = 365 * 86_400;

/** Model parameters per asset class. */
const MODELS: Record<AssetClass, { reversionPerDay: number; driftPerYear: number; jumpsPerDay: number; jumpSize: number }> = {
  // crypto: a random walk with occasional jumps
  crypto: { reversionPerDay: 0, driftPerYear: 0, jumpsPerDay: 4, jumpSize: 0.006 },
  // forex: mean reversion towards the anchor rate
  forex: { reversionPerDay: 1 / 10, driftPerYear: 0, jumpsPerDay: 0, jumpSize: 0 },
  // stocks: geometric Brownian motion with a small positive drift
  stock: { reversionPerDay: 0, driftPerYear: 0.06, jumpsPerDay: 0.5, jumpSize: 0.004 },
  // commodities: slow mean reversion with rare jumps
  commodity: { reversionPerDay: 1 / 60, driftPerYear: 0, jumpsPerDay: 0.5, jumpSize: 0.005 },
};

/** What one step of `dtSeconds` multiplies or adds, the same for every step of that length. */
interface StepTerms {
  dtSeconds: number;
  sd: number;
  /** max(sd, 1e-12): the move in units of the step's standard deviation */
  sdFloor: number;
  drift: number;
  reversion: number;
  jumpChance: number;
  volumeMean: number;
}

export class ProductPath {
  private logPrice: number;
  /** The whole-tick price of `logPrice`, kept beside it (read once or twice a step). */
  private tickPrice: number;
  private readonly anchor: number;
  private readonly model: (typeof MODELS)[AssetClass];
  /** The terms of the last step length (a path steps by one length: its grid, or a bucket). */
  private terms: StepTerms | undefined;

  /**
   * `minReversionPerDay`: pull towards the anchor at least this strongly (the backfilled
   * history uses it to stay near today's price; live paths keep their class's model).
   */
  constructor(
    readonly product: SimProduct,
    private rng: Random,
    startTicks: number = product.baseTicks,
    minReversionPerDay = 0,
  ) {
    this.logPrice = Math.log(Math.max(1, startTicks));
    this.tickPrice = ticksOf(this.logPrice);
    this.anchor = Math.log(product.baseTicks);
    const model = MODELS[product.category];
    this.model = minReversionPerDay > model.reversionPerDay ? { ...model, reversionPerDay: minReversionPerDay } : model;
  }

  /**
   * Moves the current price to `ticks` (the whole tick, not the exact log-price, so a path
   * can be recomputed from public prices), optionally with new draws: a market period starts so.
   */
  reset(ticks: number, rng?: Random) {
    this.logPrice = Math.log(Math.max(1, ticks));
    this.tickPrice = ticksOf(this.logPrice);
    if (rng) this.rng = rng;
  }

  get ticks(): number {
    return this.tickPrice;
  }

  /**
   * The constant factors of a step of `dtSeconds`, each computed as the step's formula did
   * inline (same operands, same order), so the sums below give the same doubles.
   */
  private termsOf(dtSeconds: number): StepTerms {
    const t = this.terms;
    if (t !== undefined && t.dtSeconds === dtSeconds) return t;
    const { volatility, baseVolume } = this.product;
    const m = this.model;
    const years = dtSeconds / YEAR_SECONDS;
    const sd = volatility * Math.sqrt(years);
    this.terms = {
      dtSeconds,
      sd,
      sdFloor: Math.max(sd, 1e-12),
      drift: (m.driftPerYear - 0.5 * volatility * volatility) * years,
      reversion: (m.reversionPerDay * dtSeconds) / 86_400,
      jumpChance: (m.jumpsPerDay * dtSeconds) / 86_400,
      volumeMean: baseVolume * (dtSeconds / 60),
    };
    return this.terms;
  }

  /** Advances the price by `dtSeconds` and returns the new price and the traded volume. */
  step(dtSeconds: number): Step {
    const m = this.model;
    const k = this.termsOf(dtSeconds);
    let dx = k.drift + k.sd * this.rng.normal();
    if (m.reversionPerDay > 0) dx += k.reversion * (this.anchor - this.logPrice);
    if (m.jumpsPerDay > 0 && this.rng.next() < k.jumpChance) dx += m.jumpSize * this.rng.normal();
    this.logPrice += dx;
    this.tickPrice = ticksOf(this.logPrice);
    // volume: log-normal around the per-minute mean, busier when the price moves more
    const moveFactor = 1 + Math.min(4, Math.abs(dx) / k.sdFloor);
    const volume = k.volumeMean * Math.exp(0.5 * this.rng.normal() - 0.125) * (moveFactor / 2);
    return { ticks: this.tickPrice, volume: Math.max(0, Math.round(volume * 100)) };
  }
}

/** The whole-tick price of a log-price (at least one tick). */
function ticksOf(logPrice: number): number {
  return Math.max(1, Math.round(Math.exp(logPrice)));
}
