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

export class ProductPath {
  private logPrice: number;
  private readonly anchor: number;
  private readonly model: (typeof MODELS)[AssetClass];

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
    if (rng) this.rng = rng;
  }

  get ticks(): number {
    return Math.max(1, Math.round(Math.exp(this.logPrice)));
  }

  /** Advances the price by `dtSeconds` and returns the new price and the traded volume. */
  step(dtSeconds: number): Step {
    const { volatility, baseVolume } = this.product;
    const m = this.model;
    const years = dtSeconds / YEAR_SECONDS;
    const sd = volatility * Math.sqrt(years);
    let dx = (m.driftPerYear - 0.5 * volatility * volatility) * years + sd * this.rng.normal();
    if (m.reversionPerDay > 0) dx += ((m.reversionPerDay * dtSeconds) / 86_400) * (this.anchor - this.logPrice);
    if (m.jumpsPerDay > 0 && this.rng.next() < (m.jumpsPerDay * dtSeconds) / 86_400) dx += m.jumpSize * this.rng.normal();
    this.logPrice += dx;
    // volume: log-normal around the per-minute mean, busier when the price moves more
    const moveFactor = 1 + Math.min(4, Math.abs(dx) / Math.max(sd, 1e-12));
    const volume = baseVolume * (dtSeconds / 60) * Math.exp(0.5 * this.rng.normal() - 0.125) * (moveFactor / 2);
    return { ticks: this.ticks, volume: Math.max(0, Math.round(volume * 100)) };
  }
}
