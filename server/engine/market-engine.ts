// The market engine: backfills history on first start (and after downtime), then steps
// every product once per tick, keeps the current candle of every period, persists the
// candles each tick in one transaction and publishes one frame on the tick bus.
import { bucketStart, formatScaled, PERIODS, type Period } from '../../shared/market.ts';
import type { Quote } from '../../shared/schemas/market.ts';
import type { Sqlite } from '../db/sqlite.ts';
import type { Clock } from '../lib/clock.ts';
import { applyTrade, type Candle, CandleStore, openCandle, rollUp, turnoverOf } from './candles.ts';
import { type AssetClass, ProductPath, type SimProduct } from './simulator.ts';
import type { MarketFrame, TickBus } from './tick-bus.ts';
import { TickStore } from './ticks.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

export interface MarketOptions {
  /** Seed of the price paths: the same seed gives the same path. */
  seed: string;
  /** Interval between live ticks. */
  tickMs: number;
  /** Days of 1-minute history (5m, 15m, 30m are rolled up from them). */
  minuteHistoryDays: number;
  /** Days of daily history before that (weeks, months, quarters, years roll up from days). */
  dailyHistoryDays: number;
  /** Current candles are written to the database at most this often (they live in memory). */
  persistMs: number;
}

export const DEFAULT_MARKET_OPTIONS: MarketOptions = {
  seed: 'aurora',
  tickMs: 1000,
  minuteHistoryDays: 7,
  dailyHistoryDays: 5 * 365,
  persistMs: 1000,
};

export interface MarketProduct extends SimProduct {
  name: string;
  baseAsset: string;
  quoteAsset: string;
  tickSize: string;
  tradeModes: ('fast' | 'contract' | 'spot')[];
}

interface ProductState {
  product: MarketProduct;
  path: ProductPath;
  current: Record<Period, Candle>;
  /** Completed 1-minute candles of the last 24 hours, oldest first. */
  window: Candle[];
  windowSums: { volume: number; turnover: number; high: number; low: number };
  lastStepAt: number;
  quote: Quote;
}

interface ProductRow {
  id: number;
  symbol: string;
  name: string;
  category: string;
  baseAsset: string;
  quoteAsset: string;
  pricePrecision: number;
  tickSize: string;
  basePrice: string;
  volatility: string;
  baseVolume: string;
  tradeModes: string;
}

function toSimProduct(r: ProductRow): MarketProduct {
  const [whole = '0', frac = ''] = r.basePrice.split('.');
  const baseTicks = Number(whole + frac.padEnd(r.pricePrecision, '0').slice(0, r.pricePrecision));
  return {
    id: r.id,
    symbol: r.symbol,
    name: r.name,
    category: r.category as AssetClass,
    baseAsset: r.baseAsset,
    quoteAsset: r.quoteAsset,
    pricePrecision: r.pricePrecision,
    tickSize: r.tickSize,
    baseTicks,
    volatility: Number(r.volatility),
    baseVolume: Number(r.baseVolume),
    tradeModes: r.tradeModes.split(',').filter(Boolean) as MarketProduct['tradeModes'],
  };
}

/** Candles of `bucketMs` over [from, to), each built from `subSteps` simulator steps. */
function simulateBuckets(
  path: ProductPath,
  from: number,
  to: number,
  bucketMs: number,
  subSteps: number,
  onStep?: (time: number, ticks: number) => void,
): Candle[] {
  const dtSeconds = bucketMs / 1000 / subSteps;
  const precision = path.product.pricePrecision;
  const out: Candle[] = [];
  for (let t = from; t < to; t += bucketMs) {
    const c = openCandle(t, path.ticks);
    for (let i = 0; i < subSteps; i++) {
      const s = path.step(dtSeconds);
      applyTrade(c, s.ticks, s.volume, turnoverOf(s.ticks, s.volume, precision));
      onStep?.(t + (i + 1) * dtSeconds * 1000, s.ticks);
    }
    out.push(c);
  }
  return out;
}

/**
 * Simulates [dayFrom, to): daily candles until `minuteFrom`, 1-minute candles after, and
 * every other period rolled up from them (history backfill). With `endTicks`, the whole
 * path is scaled so that it ends at that price (the seeded price of today), and the live
 * path continues from there.
 */
export function simulateHistory(
  path: ProductPath,
  minuteFrom: number,
  dayFrom: number,
  to: number,
  endTicks?: number,
  /** Called for every 10-second step of the minute history (recorded ticks of a gap fill). */
  onMinuteStep?: (time: number, ticks: number) => void,
): Record<Period, Candle[]> {
  let days = simulateBuckets(path, dayFrom, minuteFrom, DAY, 24);
  let minutes = simulateBuckets(path, minuteFrom, to, MINUTE, 6, onMinuteStep);
  if (endTicks !== undefined) {
    const factor = endTicks / path.ticks;
    const scale = (c: Candle): Candle => ({
      openTime: c.openTime,
      open: Math.max(1, Math.round(c.open * factor)),
      high: Math.max(1, Math.round(c.high * factor)),
      low: Math.max(1, Math.round(c.low * factor)),
      close: Math.max(1, Math.round(c.close * factor)),
      volume: c.volume,
      turnover: Math.round(c.turnover * factor),
    });
    days = days.map(scale);
    minutes = minutes.map(scale);
    path.reset(endTicks);
    const last = minutes.at(-1) ?? days.at(-1);
    if (last) {
      // the scaled close may be off by a rounding unit
      last.close = endTicks;
      last.high = Math.max(last.high, endTicks);
      last.low = Math.min(last.low, endTicks);
    }
  }
  const daily = [...days, ...rollUp(minutes, '1d')];
  return {
    '1m': minutes,
    '5m': rollUp(minutes, '5m'),
    '15m': rollUp(minutes, '15m'),
    '30m': rollUp(minutes, '30m'),
    '1d': daily,
    '1w': rollUp(daily, '1w'),
    '1M': rollUp(daily, '1M'),
    '1Q': rollUp(daily, '1Q'),
    '1Y': rollUp(daily, '1Y'),
  };
}

export class MarketEngine {
  readonly store: CandleStore;
  readonly ticks: TickStore;
  private states: ProductState[] = [];
  private bySymbol = new Map<string, ProductState>();
  private byId = new Map<number, ProductState>();
  private seq = 0;
  private timer: NodeJS.Timeout | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;
  /** Candles changed since the last write, by "productId:period". */
  private dirty = new Map<string, Candle & { productId: number; period: Period }>();
  private lastPersist = 0;

  constructor(
    private readonly db: Sqlite,
    private readonly clock: Clock,
    readonly bus: TickBus,
    readonly options: MarketOptions = DEFAULT_MARKET_OPTIONS,
  ) {
    this.store = new CandleStore(db);
    this.ticks = new TickStore(db);
  }

  /** Loads products, backfills what is missing up to now, and prepares live state. */
  init() {
    const now = this.clock.now();
    const rows = this.db
      .prepare<[], ProductRow>(
        'SELECT id, symbol, name, category, baseAsset, quoteAsset, pricePrecision, tickSize, basePrice, volatility, baseVolume, tradeModes FROM "Product" WHERE enabled = 1 ORDER BY sort, id',
      )
      .all();
    const currentMinute = bucketStart('1m', now);
    for (const row of rows) {
      const product = toSimProduct(row);
      const last = this.store.latest(product.id, '1m');
      let path: ProductPath;
      if (!last) {
        // first start: daily history, then minutes up to the current minute
        const minuteFrom = bucketStart('1d', now - this.options.minuteHistoryDays * DAY);
        const dayFrom = minuteFrom - this.options.dailyHistoryDays * DAY;
        path = new ProductPath(product, this.options.seed);
        this.persistHistory(product.id, simulateHistory(path, minuteFrom, dayFrom, currentMinute, product.baseTicks));
      } else {
        // resume from the last close; fill the downtime with 1-minute history
        path = new ProductPath(product, `${this.options.seed}@${last.openTime}`, last.close);
        const from = last.openTime + MINUTE;
        if (from < currentMinute) {
          // the downtime's simulated steps become recorded ticks, so orders that expired
          // meanwhile settle on a price of their expiry time
          const recorded: [number, number, number][] = [];
          const history = simulateHistory(path, from, from, currentMinute, undefined, (time, ticks) => recorded.push([product.id, time, ticks]));
          this.persistHistory(product.id, history, true);
          this.ticks.record(recorded);
        }
      }
      const state = this.loadState(product, path, now);
      this.states.push(state);
      this.bySymbol.set(product.symbol, state);
      this.byId.set(product.id, state);
    }
  }

  private persistHistory(productId: number, history: Record<Period, Candle[]>, merge = false) {
    const rows: (Candle & { productId: number; period: Period })[] = [];
    for (const period of PERIODS) {
      for (const c of history[period]) {
        // a resumed backfill starts inside buckets that already hold candles: merge them
        const existing = merge && c === history[period][0] ? this.store.latest(productId, period) : undefined;
        if (existing && existing.openTime === c.openTime) {
          rows.push({
            productId,
            period,
            openTime: c.openTime,
            open: existing.open,
            high: Math.max(existing.high, c.high),
            low: Math.min(existing.low, c.low),
            close: c.close,
            volume: existing.volume + c.volume,
            turnover: existing.turnover + c.turnover,
          });
        } else rows.push({ ...c, productId, period });
      }
    }
    this.store.writeMany(rows);
  }

  private loadState(product: MarketProduct, path: ProductPath, now: number): ProductState {
    const ticks = path.ticks;
    const current = {} as Record<Period, Candle>;
    for (const period of PERIODS) {
      const start = bucketStart(period, now);
      const latest = this.store.latest(product.id, period);
      current[period] = latest && latest.openTime === start ? { ...latest } : openCandle(start, ticks);
    }
    const window = this.store.since(product.id, '1m', bucketStart('1m', now) - DAY).filter((c) => c.openTime < current['1m'].openTime);
    const state: ProductState = {
      product,
      path,
      current,
      window,
      windowSums: { volume: 0, turnover: 0, high: 0, low: 0 },
      lastStepAt: now,
      quote: undefined as unknown as Quote,
    };
    this.recomputeWindow(state);
    state.quote = this.makeQuote(state, now);
    return state;
  }

  private recomputeWindow(s: ProductState) {
    let volume = 0;
    let turnover = 0;
    let high = 0;
    let low = Number.MAX_SAFE_INTEGER;
    for (const c of s.window) {
      volume += c.volume;
      turnover += c.turnover;
      if (c.high > high) high = c.high;
      if (c.low < low) low = c.low;
    }
    s.windowSums = { volume, turnover, high, low };
  }

  private makeQuote(s: ProductState, time: number): Quote {
    const p = s.product;
    const cur = s.current['1m'];
    const price = cur.close;
    const open = s.window[0]?.open ?? cur.open;
    const high = Math.max(s.windowSums.high, cur.high);
    const low = Math.min(s.windowSums.low, cur.low);
    const change = price - open;
    // change % with two decimals, rounded half away from zero, in integer arithmetic
    const bp = open === 0 ? 0 : Math.round((Math.abs(change) * 10000) / open) * Math.sign(change);
    return {
      id: p.id,
      symbol: p.symbol,
      price: formatScaled(price, p.pricePrecision),
      open: formatScaled(open, p.pricePrecision),
      high: formatScaled(high, p.pricePrecision),
      low: formatScaled(low, p.pricePrecision),
      change: formatScaled(change, p.pricePrecision),
      changePercent: formatScaled(bp, 2),
      volume: formatScaled(s.windowSums.volume + cur.volume, 2),
      turnover: formatScaled(s.windowSums.turnover + cur.turnover, 2),
      time,
    };
  }

  /** One tick at `now`: every product steps once; one frame is published. */
  tick(now: number = this.clock.now()): MarketFrame {
    const frame: MarketFrame = { seq: ++this.seq, time: now, quotes: [], candles: new Map() };
    const recorded: [number, number, number][] = [];
    for (const s of this.states) {
      const dt = Math.max(0.001, (now - s.lastStepAt) / 1000);
      s.lastStepAt = now;
      const step = s.path.step(dt);
      recorded.push([s.product.id, now, step.ticks]);
      const turnover = turnoverOf(step.ticks, step.volume, s.product.pricePrecision);
      for (const period of PERIODS) {
        let c = s.current[period];
        const start = bucketStart(period, now);
        if (start !== c.openTime) {
          // the finished candle is written now, whatever the persist interval
          this.markDirty(s.product.id, period, c);
          if (period === '1m') this.rollWindow(s, c, now);
          c = openCandle(start, c.close);
          s.current[period] = c;
        }
        applyTrade(c, step.ticks, step.volume, turnover);
        this.markDirty(s.product.id, period, c);
      }
      s.quote = this.makeQuote(s, now);
      frame.quotes.push(s.quote);
      frame.candles.set(s.product.symbol, s.current);
    }
    // recorded before anyone sees them: settlement reads only recorded ticks
    this.ticks.record(recorded);
    // subscribers next: persisting candles is off the delivery path
    this.bus.publish(frame);
    if (now - this.lastPersist >= this.options.persistMs) this.flush(now);
    return frame;
  }

  private markDirty(productId: number, period: Period, c: Candle) {
    this.dirty.set(`${productId}:${period}:${c.openTime}`, { ...c, productId, period });
  }

  /** Writes every candle changed since the last write, in one transaction. */
  flush(now: number = this.clock.now()) {
    this.lastPersist = now;
    if (this.dirty.size === 0) return;
    this.store.writeMany([...this.dirty.values()]);
    this.dirty.clear();
  }

  private rollWindow(s: ProductState, completed: Candle, now: number) {
    s.window.push(completed);
    const cutoff = bucketStart('1m', now) - DAY;
    while (s.window.length && (s.window[0] as Candle).openTime < cutoff) s.window.shift();
    this.recomputeWindow(s);
  }

  start() {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.options.tickMs);
    // keep a day of recorded ticks (orders last minutes; each settled order keeps its own
    // entry and exit ticks as the proof)
    this.pruneTimer = setInterval(() => this.ticks.pruneBefore(this.clock.now() - DAY), 10 * MINUTE);
    this.pruneTimer.unref();
  }

  stop() {
    clearInterval(this.timer);
    clearInterval(this.pruneTimer);
    this.timer = undefined;
    this.flush();
  }

  get currentSeq() {
    return this.seq;
  }

  products(): MarketProduct[] {
    return this.states.map((s) => s.product);
  }

  product(symbolOrId: string | number): MarketProduct | undefined {
    return (typeof symbolOrId === 'number' ? this.byId.get(symbolOrId) : this.bySymbol.get(symbolOrId))?.product;
  }

  quotes(): Quote[] {
    return this.states.map((s) => s.quote);
  }

  quote(symbolOrId: string | number): Quote | undefined {
    return (typeof symbolOrId === 'number' ? this.byId.get(symbolOrId) : this.bySymbol.get(symbolOrId))?.quote;
  }

  currentCandle(symbol: string, period: Period): Candle | undefined {
    return this.bySymbol.get(symbol)?.current[period];
  }

  /**
   * Candles (oldest first) with openTime in [from, to], at most `limit`, the newest ones.
   * The current candle comes from memory, so it is as fresh as the last tick.
   */
  candles(symbol: string, period: Period, from: number, to: number, limit: number): Candle[] {
    const s = this.bySymbol.get(symbol);
    if (!s) return [];
    const stored = this.store.range(s.product.id, period, from, to, limit);
    const current = s.current[period];
    if (current.openTime < from || current.openTime > to) return stored;
    if (stored.at(-1)?.openTime === current.openTime) stored[stored.length - 1] = { ...current };
    else if (!stored.length || (stored.at(-1) as Candle).openTime < current.openTime) {
      stored.push({ ...current });
      if (stored.length > limit) stored.shift();
    }
    return stored;
  }
}
