// The market engine: backfills history on first start, then steps every product once per
// grid slot (a multiple of tickMs from the epoch) with the draws of the market period the slot
// falls in (commit-reveal, docs/decisions/015-market-commit-reveal.md), keeps the current
// candle of every chart period, records every tick before publishing it on the tick bus, and
// after a restart replays the running period and fills the downtime slot by slot, so the whole
// path stays a function of the revealed seeds.
import { bucketStart, formatScaled, PERIODS, type Period } from '../../shared/market.ts';
import type { Quote } from '../../shared/schemas/market.ts';
import type { Sqlite } from '../db/sqlite.ts';
import type { Clock } from '../lib/clock.ts';
import { applyTrade, type Candle, openCandle, rollUp, turnoverOf } from './candles.ts';
import {
  commitmentOf,
  HOUR,
  historyRandom,
  type MarketPeriod,
  periodSeed,
  type ProductStart,
  productPathAt,
  productStart,
  type ScriptedRange,
  stepSlot,
} from './market-period.ts';
import { type MarketScript, ScriptPrices } from './market-script.ts';
import type { Random } from './random.ts';
import { type AssetClass, ProductPath, type SimProduct } from './simulator.ts';
import type { MarketFrame, TickBus } from './tick-bus.ts';
import { type CandleRef, CandleStore, PeriodStore, ProductStore, type ProductRow, ScriptStore, TickStore } from './repository.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

export interface MarketOptions {
  /**
   * The market secret every period's seed derives from (`<dataDir>/market-secret`), or a fixed
   * seed (tests and benchmarks): the same secret gives the same path.
   */
  seed: string;
  /** Interval between live ticks: the grid the ticks fall on (divides a minute). */
  tickMs: number;
  /** Length of a commit-reveal period (a multiple of a minute). */
  periodMs: number;
  /** How long before a period starts its commitment is published. */
  commitAheadMs: number;
  /** Days of 1-minute history (5m, 15m, 30m, 1h, 4h are rolled up from them). */
  minuteHistoryDays: number;
  /** Days of daily history before that (weeks, months, quarters, years roll up from days). */
  dailyHistoryDays: number;
  /** Current candles are written to the database at most this often (they live in memory). */
  persistMs: number;
}

export const DEFAULT_MARKET_OPTIONS: MarketOptions = {
  seed: 'aurora',
  tickMs: 1000,
  periodMs: HOUR,
  commitAheadMs: 24 * HOUR,
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
  quote: Quote;
}

/** A follower's paths never draw (decision 081): only the engine steps the market. */
const NO_DRAWS: Random = {
  next: () => {
    throw new Error('a follower market never draws a tick');
  },
  normal: () => {
    throw new Error('a follower market never draws a tick');
  },
};

/** A follower's prices count as stale after this many ticks (at least 5 s) without a frame. */
export const FOLLOWER_STALE_TICKS = 5;

/** A market frame as it crosses the cluster bus (plain JSON). */
export interface FrameWire {
  seq: number;
  time: number;
  quotes: Quote[];
  candles: Record<string, Record<Period, Candle>>;
}

export function frameWire(frame: MarketFrame): FrameWire {
  return { seq: frame.seq, time: frame.time, quotes: frame.quotes, candles: Object.fromEntries(frame.candles) };
}

/** Gap-fill ticks are recorded every 10 s (orders that expired while the server was down settle on them). */
const GAP_RECORD_MS = 10_000;
/**
 * ...and every tick of the last 15 minutes: an engine taking over after a failover (decision 082)
 * fills seconds, and the orders that expired in them settle on the exact tick of their expiry.
 */
const GAP_RECORD_ALL_MS = 15 * 60_000;

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
function simulateBuckets(path: ProductPath, from: number, to: number, bucketMs: number, subSteps: number): Candle[] {
  const dtSeconds = bucketMs / 1000 / subSteps;
  const precision = path.product.pricePrecision;
  const out: Candle[] = [];
  for (let t = from; t < to; t += bucketMs) {
    const c = openCandle(t, path.ticks);
    for (let i = 0; i < subSteps; i++) {
      const s = path.step(dtSeconds);
      applyTrade(c, s.ticks, s.volume, turnoverOf(s.ticks, s.volume, precision));
    }
    out.push(c);
  }
  return out;
}

/**
 * How far the backfilled history may stray from today's price, in log terms per unit of the
 * product's annual volatility: BTC (60%) stays within ÷2.5…×2.5 of today, EUR/USD (7%) within
 * ±11%. A free random walk scaled to end at today's price wandered to 10-40 times it over
 * five years (BTC near 600,000 in 2021).
 */
export const HISTORY_BAND_PER_VOLATILITY = 1.5;
/**
 * The history's pull towards today's price (per year): with it the path's spread settles at
 * about 0.6 volatility, so the band's soft edge is seldom reached and the chart keeps moving.
 */
const HISTORY_REVERSION_PER_YEAR = 1.4;

/** The factor the history stays within around today's price (each way). */
export function historyBand(product: Pick<SimProduct, 'volatility'>): number {
  return Math.exp(HISTORY_BAND_PER_VOLATILITY * product.volatility);
}

/**
 * The history backfilled at first start: daily candles from `dayFrom`, 1-minute candles from
 * `minuteFrom` to `to`, drawn from `random`, ending at the product's seeded price and staying
 * within its band.
 */
export function backfillHistory(
  product: SimProduct,
  random: Random,
  minuteFrom: number,
  dayFrom: number,
  to: number,
): Record<Period, Candle[]> {
  const path = new ProductPath(product, random, product.baseTicks, HISTORY_REVERSION_PER_YEAR / 365);
  return simulateHistory(path, minuteFrom, dayFrom, to, product.baseTicks);
}

/**
 * Simulates [dayFrom, to): daily candles until `minuteFrom`, 1-minute candles after, and
 * every other period rolled up from them (history backfill). With `endTicks`, the whole
 * path is scaled so that it ends at that price (the seeded price of today) and pressed into
 * the product's band around it (a monotone map, so candles stay candles and stay continuous);
 * the live path continues from there.
 */
export function simulateHistory(
  path: ProductPath,
  minuteFrom: number,
  dayFrom: number,
  to: number,
  endTicks?: number,
): Record<Period, Candle[]> {
  let days = simulateBuckets(path, dayFrom, minuteFrom, DAY, 24);
  let minutes = simulateBuckets(path, minuteFrom, to, MINUTE, 6);
  if (endTicks !== undefined) {
    const factor = endTicks / path.ticks;
    // log distance from today's price, pressed smoothly into ±limit (near today it is unchanged)
    const limit = Math.log(historyBand(path.product));
    const toBand = (ticks: number) =>
      Math.max(1, Math.round(endTicks * Math.exp(limit * Math.tanh(Math.log((ticks * factor) / endTicks) / limit))));
    const scale = (c: Candle): Candle => {
      const close = toBand(c.close);
      return {
        openTime: c.openTime,
        open: toBand(c.open),
        high: toBand(c.high),
        low: toBand(c.low),
        close,
        volume: c.volume,
        turnover: Math.round((c.turnover * close) / Math.max(1, c.close)),
      };
    };
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
  return rollUpMinutes(minutes, days);
}

/**
 * Periods added after databases already held history (1h and 4h, issue 37), each with the
 * stored period it is rolled up from on start when it has no candle yet (its buckets are whole
 * buckets of the source, all aligned to the epoch, so the roll-up is exact).
 */
export const DERIVED_PERIODS: readonly (readonly [Period, Period])[] = [
  ['1h', '30m'],
  ['4h', '1h'],
];

/** Every chart period from 1-minute candles (ascending), after daily candles of earlier days. */
function rollUpMinutes(minutes: Candle[], days: Candle[] = []): Record<Period, Candle[]> {
  const daily = [...days, ...rollUp(minutes, '1d')];
  const halfHours = rollUp(minutes, '30m');
  const hours = rollUp(halfHours, '1h');
  return {
    '1m': minutes,
    '5m': rollUp(minutes, '5m'),
    '15m': rollUp(minutes, '15m'),
    '30m': halfHours,
    '1h': hours,
    '4h': rollUp(hours, '4h'),
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
  readonly periods: PeriodStore;
  private readonly productStore: ProductStore;
  private states: ProductState[] = [];
  private bySymbol = new Map<string, ProductState>();
  private byId = new Map<number, ProductState>();
  private seq = 0;
  private timer: NodeJS.Timeout | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;
  /**
   * Candles changed since the last write, in the order first changed, by the candle object: a
   * (product, period, openTime) has one object in memory while it is current, and nothing
   * changes it between a tick's end (where every current candle is marked) and the write, so
   * the write reads the live object rather than a copy made at every change.
   */
  private dirty = new Map<Candle, CandleRef>();
  private lastPersist = 0;
  /** The market period the last stepped slot belongs to, with its seed. */
  private period!: { row: MarketPeriod; seed: Buffer };
  /** Time of the last grid slot stepped. */
  private lastSlot = 0;
  private lastFrame: MarketFrame | undefined;
  /** Called now and then during init (see init). */
  private progress: () => void = () => {};
  /** A gateway's copy of the engine's market (initFollower): nothing to write, nothing to draw. */
  private following = false;
  private readonly persistSlot;
  private readonly scriptStore: ScriptStore;
  /** Every script of the market (decision 100), by product id, oldest first. */
  private scriptsByProduct = new Map<number, ScriptPrices[]>();
  private readonly writeScript;

  /**
   * `scripting`: whether scripts may be set (a sandbox's market only, decision 100). Scripts
   * stored are always replayed, so a path stays what was recorded.
   */
  constructor(
    db: Sqlite,
    private readonly clock: Clock,
    readonly bus: TickBus,
    readonly options: MarketOptions = DEFAULT_MARKET_OPTIONS,
    private readonly scripting = false,
  ) {
    if (60_000 % options.tickMs !== 0) throw new Error('the market tick interval must divide a minute');
    if (options.periodMs % 60_000 !== 0) throw new Error('a market period must be whole minutes');
    this.store = new CandleStore(db);
    this.ticks = new TickStore(db);
    this.periods = new PeriodStore(db);
    this.productStore = new ProductStore(db);
    this.scriptStore = new ScriptStore(db);
    // a new script ends the product's running one at the slot before its first
    this.writeScript = db.transaction((script: Omit<MarketScript, 'id' | 'endedAt'>, running: MarketScript | undefined) => {
      if (running) this.scriptStore.end(running.id, script.startSlot - this.options.tickMs, script.createdAt);
      return this.scriptStore.insert(script);
    });
    // candles and the resume point are written together, so a restart resumes where they end
    this.persistSlot = db.transaction((refs: CandleRef[], start: number, slot: number) => {
      this.store.writeRefs(refs);
      this.periods.setLastSlot(start, slot);
    });
  }

  /**
   * Loads products, publishes the commitments of the coming periods, backfills history on
   * first start, replays the running period up to the last persisted slot and fills the
   * downtime up to now.
   */
  init(progress: () => void = () => {}) {
    // (called between products and every hour of a gap: an instance taking the engine over
    // renews its lease meanwhile — a first start's backfill takes many seconds; decision 082)
    this.progress = progress;
    this.reset();
    this.following = false;
    this.loadScripts();
    const now = this.clock.now();
    const rows = this.productStore.enabled();
    const currentMinute = bucketStart('1m', now);
    this.commitAhead(now);
    const running = this.periods.running();
    if (running?.lastSlot != null) {
      this.period = { row: running, seed: this.seedOf(running) };
      this.lastSlot = running.lastSlot;
    } else {
      // the live market's first moment (a new database, or one from before commit-reveal)
      const tickMs = this.options.tickMs;
      this.lastSlot = Math.floor(now / tickMs) * tickMs;
      const row = this.periods.containing(this.lastSlot + tickMs) ?? this.commit(this.lastSlot + tickMs, now);
      row.products = [];
      this.period = { row, seed: this.seedOf(row) };
    }
    const { row: period, seed } = this.period;
    const joined: ProductStart[] = [];
    for (const row of rows) {
      this.progress();
      const product = toSimProduct(row);
      // (before the gap is filled: the gap's candles merge into the last stored ones)
      this.backfillDerived(product.id);
      let start = period.products.find((p) => p.symbol === product.symbol);
      let replayTo = this.lastSlot;
      if (!start) {
        // a product new to the running period joins it at the next slot, from its last price
        let startTicks = this.store.latest(product.id, '1m')?.close;
        if (startTicks === undefined) {
          const minuteFrom = bucketStart('1d', now - this.options.minuteHistoryDays * DAY);
          const dayFrom = minuteFrom - this.options.dailyHistoryDays * DAY;
          this.persistHistory(
            product.id,
            backfillHistory(product, historyRandom(this.options.seed, product.symbol), minuteFrom, dayFrom, currentMinute),
          );
          startTicks = product.baseTicks;
        }
        start = productStart(product, this.lastSlot + period.tickMs, startTicks);
        // (a join at the period's end is replaced by the next period's start)
        if (start.firstSlot < period.end) joined.push(start);
        replayTo = start.firstSlot - period.tickMs;
      }
      // replay the running period up to the last persisted slot: the same draws give the same path
      const path = productPathAt(seed, start);
      for (let slot = start.firstSlot; slot <= replayTo; slot += period.tickMs) this.stepAt(product.id, path, slot, period.tickMs / 1000);
      const state: ProductState = {
        product,
        path,
        current: {} as Record<Period, Candle>,
        window: [],
        windowSums: { volume: 0, turnover: 0, high: 0, low: 0 },
        quote: undefined as unknown as Quote,
      };
      this.states.push(state);
      this.bySymbol.set(product.symbol, state);
      this.byId.set(product.id, state);
    }
    if (joined.length) {
      period.products = [...period.products, ...joined];
      this.periods.setProducts(period.start, period.products);
    }
    this.fillGap(now);
    for (const s of this.states) {
      this.progress();
      this.loadCandles(s, now);
    }
    // frames are numbered on from the grid slot's index, so a restarted engine never reuses a
    // number a client may hold (resuming from it would skip or repeat frames: decision 081)
    this.seq = Math.floor(this.lastSlot / this.options.tickMs);
    // the resume point, written before the first live tick
    this.flush(now);
  }

  /**
   * A gateway's market (decision 081): the products and their current candles as the database
   * has them, then kept by the engine's frames (`follow`). It never draws a tick and never
   * writes: the engine instance alone runs the market.
   */
  initFollower() {
    this.reset();
    this.following = true;
    const now = this.clock.now();
    this.lastSlot = Math.floor(now / this.options.tickMs) * this.options.tickMs;
    for (const row of this.productStore.enabled()) {
      const product = toSimProduct(row);
      const ticks = this.store.latest(product.id, '1m')?.close ?? product.baseTicks;
      const state: ProductState = {
        product,
        path: new ProductPath(product, NO_DRAWS, ticks),
        current: {} as Record<Period, Candle>,
        window: [],
        windowSums: { volume: 0, turnover: 0, high: 0, low: 0 },
        quote: undefined as unknown as Quote,
      };
      this.states.push(state);
      this.bySymbol.set(product.symbol, state);
      this.byId.set(product.id, state);
      this.loadCandles(state, now);
    }
  }

  /** Forgets the products and candles held (an instance that changes role builds them anew: decision 082). */
  private reset() {
    this.states = [];
    this.bySymbol.clear();
    this.byId.clear();
    this.dirty.clear();
    this.lastFrame = undefined;
  }

  /** Whether this market follows another instance's frames (a gateway, or a candidate not leading). */
  get isFollowing(): boolean {
    return this.following;
  }

  /** A follower takes the engine's frame as its own and publishes it to its subscribers. */
  follow(wire: FrameWire) {
    for (const quote of wire.quotes) {
      const s = this.bySymbol.get(quote.symbol);
      if (s) s.quote = quote;
    }
    const candles = new Map<string, Record<Period, Candle>>();
    for (const [symbol, current] of Object.entries(wire.candles)) {
      const s = this.bySymbol.get(symbol);
      // (a product the engine has and this instance does not yet: known after its restart)
      if (!s) continue;
      s.current = current;
      candles.set(symbol, current);
    }
    this.seq = wire.seq;
    this.lastSlot = wire.time;
    const frame: MarketFrame = { seq: wire.seq, time: wire.time, quotes: wire.quotes, candles };
    this.lastFrame = frame;
    this.bus.publish(frame);
  }

  /** The seed of a period, after checking it against the commitment published for it. */
  private seedOf(row: MarketPeriod): Buffer {
    const seed = periodSeed(this.options.seed, row.start);
    if (commitmentOf(seed) !== row.commitment) {
      throw new Error(
        `The market secret does not match the commitment published for the period starting ${new Date(row.start).toISOString()}: ` +
          "restore the data folder's market-secret (or the MARKET_SEED this database was started with).",
      );
    }
    return seed;
  }

  /** Publishes the commitment of the period starting at `start`. */
  private commit(start: number, now: number): MarketPeriod {
    this.periods.insert(start, start + this.options.periodMs, this.options.tickMs, commitmentOf(periodSeed(this.options.seed, start)), now);
    return this.periods.byStart(start) as MarketPeriod;
  }

  /**
   * Commitments of every period that starts within `commitAheadMs`, each after the last. Run at
   * start and at every period roll, so each period's commitment is out the full `commitAheadMs`
   * before its first tick (decision 015), not only when half of that remained.
   */
  private commitAhead(now: number) {
    const last = this.periods.last();
    if (last && last.start > now + this.options.commitAheadMs) return;
    if (last) this.seedOf(last);
    let start = last ? last.end : Math.floor(now / this.options.periodMs) * this.options.periodMs;
    for (; start <= now + this.options.commitAheadMs; start += this.options.periodMs) this.commit(start, now);
  }

  /** The slot `slot` starts the next period: every product continues from its last price with that period's draws. */
  private enterPeriod(slot: number) {
    const row = this.periods.byStart(slot) ?? this.commit(slot, this.clock.now());
    const seed = this.seedOf(row);
    row.products = this.states.map((s) => productStart(s.product, slot, s.path.ticks));
    this.states.forEach((s, i) => {
      s.path = productPathAt(seed, row.products[i] as ProductStart);
    });
    this.periods.setProducts(row.start, row.products);
    this.period = { row, seed };
    this.commitAhead(this.clock.now());
  }

  /** The next grid slot, entering its period when it starts one. */
  private nextSlot(): number {
    const slot = this.lastSlot + this.period.row.tickMs;
    if (slot >= this.period.row.end) this.enterPeriod(slot);
    return slot;
  }

  /**
   * Steps every slot from the last persisted one up to `now` (the server was down): minute
   * candles merged into what is stored and rolled up, a tick recorded every 10 s of the last
   * day so orders that expired meanwhile settle on a price of their expiry time.
   */
  private fillGap(now: number) {
    // per product (in the order of this.states): its minute candles and the one being built
    const minutes: Candle[][] = this.states.map(() => []);
    const open: (Candle | undefined)[] = this.states.map(() => undefined);
    const recorded: [number, number, number][] = [];
    while (this.lastSlot + this.period.row.tickMs <= now) {
      const slot = this.nextSlot();
      const dt = this.period.row.tickMs / 1000;
      const minute = bucketStart('1m', slot);
      const record = slot > now - DAY && (slot % GAP_RECORD_MS === 0 || slot > now - GAP_RECORD_ALL_MS);
      for (let i = 0; i < this.states.length; i++) {
        const s = this.states[i] as ProductState;
        const before = s.path.ticks;
        const step = this.stepAt(s.product.id, s.path, slot, dt);
        let c = open[i];
        if (c?.openTime !== minute) {
          c = openCandle(minute, before);
          (minutes[i] as Candle[]).push(c);
          open[i] = c;
        }
        applyTrade(c, step.ticks, step.volume, turnoverOf(step.ticks, step.volume, s.product.pricePrecision));
        // (a scripted tick always: the verifier resumes the seeded walk from it)
        if (record || this.scriptAt(s.product.id, slot)) recorded.push([s.product.id, slot, step.ticks]);
      }
      this.lastSlot = slot;
      if (slot % HOUR === 0) this.progress();
    }
    this.states.forEach((s, i) => {
      const ones = minutes[i] as Candle[];
      this.progress();
      if (ones.length) this.persistHistory(s.product.id, rollUpMinutes(ones), true);
    });
    this.ticks.record(recorded);
  }

  /**
   * A period added after this database was created has no candles: they are rolled up from the
   * stored candles of its source period (open of the first, close of the last, highest high,
   * lowest low, summed volume and turnover), once, before the engine's first tick with it.
   */
  private backfillDerived(productId: number) {
    for (const [period, source] of DERIVED_PERIODS) {
      if (this.store.latest(productId, period)) continue;
      const finer = this.store.since(productId, source, 0);
      if (finer.length) this.store.writeMany(rollUp(finer, period).map((candle) => ({ productId, period, candle })));
    }
  }

  private persistHistory(productId: number, history: Record<Period, Candle[]>, merge = false) {
    // (references to the candles, not copies: they are written as they are)
    const refs: CandleRef[] = [];
    for (const period of PERIODS) {
      for (const c of history[period]) {
        // a resumed backfill starts inside buckets that already hold candles: merge them
        const existing = merge && c === history[period][0] ? this.store.latest(productId, period) : undefined;
        if (existing && existing.openTime === c.openTime) {
          const merged: Candle = {
            openTime: c.openTime,
            open: existing.open,
            high: Math.max(existing.high, c.high),
            low: Math.min(existing.low, c.low),
            close: c.close,
            volume: existing.volume + c.volume,
            turnover: existing.turnover + c.turnover,
          };
          refs.push({ productId, period, candle: merged });
        } else refs.push({ productId, period, candle: c });
      }
    }
    this.store.writeMany(refs);
  }

  /** The current candle of every chart period and the 24-hour window, from what is stored. */
  private loadCandles(s: ProductState, now: number) {
    const ticks = s.path.ticks;
    for (const period of PERIODS) {
      const start = bucketStart(period, now);
      const latest = this.store.latest(s.product.id, period);
      s.current[period] = latest && latest.openTime === start ? { ...latest } : openCandle(start, ticks);
    }
    s.window = this.store.since(s.product.id, '1m', bucketStart('1m', now) - DAY).filter((c) => c.openTime < s.current['1m'].openTime);
    this.recomputeWindow(s);
    s.quote = this.makeQuote(s, this.lastSlot);
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

  /**
   * Steps every grid slot up to `now` (one, unless the event loop was held up), records the
   * ticks, then publishes one frame with the latest. A call within the same slot publishes nothing.
   * `quiet` (a sandbox's test clock stepping slot by slot, decision 099): the ticks are recorded
   * and the frame built, but it is neither published nor are candles written: publishLast() and
   * flush() do that when the clock has moved on far enough for someone to look.
   */
  tick(now: number = this.clock.now(), { quiet = false }: { quiet?: boolean } = {}): MarketFrame {
    if (this.lastSlot + this.period.row.tickMs > now) return this.lastFrame ?? this.frameOf(this.seq);
    const recorded: [number, number, number][] = [];
    const starts: number[] = [];
    while (this.lastSlot + this.period.row.tickMs <= now) {
      const slot = this.nextSlot();
      const dt = this.period.row.tickMs / 1000;
      // the slot's bucket of every period, once for all products (weeks and longer use Dates)
      for (let i = 0; i < PERIODS.length; i++) starts[i] = bucketStart(PERIODS[i] as Period, slot);
      for (const s of this.states) {
        const step = this.stepAt(s.product.id, s.path, slot, dt);
        recorded.push([s.product.id, slot, step.ticks]);
        const turnover = turnoverOf(step.ticks, step.volume, s.product.pricePrecision);
        for (let i = 0; i < PERIODS.length; i++) {
          const period = PERIODS[i] as Period;
          let c = s.current[period];
          const start = starts[i] as number;
          if (start !== c.openTime) {
            // the finished candle is written now, whatever the persist interval
            this.markDirty(s.product.id, period, c);
            if (period === '1m') this.rollWindow(s, c, slot);
            c = openCandle(start, c.close);
            s.current[period] = c;
          }
          applyTrade(c, step.ticks, step.volume, turnover);
        }
      }
      this.lastSlot = slot;
    }
    for (const s of this.states) {
      for (const period of PERIODS) this.markDirty(s.product.id, period, s.current[period]);
      s.quote = this.makeQuote(s, this.lastSlot);
    }
    const frame = this.frameOf(++this.seq);
    this.lastFrame = frame;
    // recorded before anyone sees them: settlement reads only recorded ticks
    this.ticks.record(recorded);
    if (quiet) return frame;
    // subscribers next: persisting candles is off the delivery path
    this.bus.publish(frame);
    if (now - this.lastPersist >= this.options.persistMs) this.flush(now);
    return frame;
  }

  /** Publishes the last frame built (after quiet ticks), as tick() does. */
  publishLast() {
    if (this.lastFrame) this.bus.publish(this.lastFrame);
  }

  private frameOf(seq: number): MarketFrame {
    const frame: MarketFrame = { seq, time: this.lastSlot, quotes: [], candles: new Map() };
    for (const s of this.states) {
      frame.quotes.push(s.quote);
      frame.candles.set(s.product.symbol, s.current);
    }
    return frame;
  }

  private markDirty(productId: number, period: Period, c: Candle) {
    if (!this.dirty.has(c)) this.dirty.set(c, { productId, period, candle: c });
  }

  /** Writes every candle changed since the last write and the resume point, in one transaction. */
  flush(now: number = this.clock.now()) {
    if (this.following) return;
    this.lastPersist = now;
    this.persistSlot.immediate([...this.dirty.values()], this.period.row.start, this.lastSlot);
    this.dirty.clear();
  }

  private rollWindow(s: ProductState, completed: Candle, now: number) {
    s.window.push(completed);
    const cutoff = bucketStart('1m', now) - DAY;
    while (s.window.length && (s.window[0] as Candle).openTime < cutoff) s.window.shift();
    this.recomputeWindow(s);
  }

  start(onError: (e: unknown) => void = (e) => console.error(e)) {
    if (this.timer || this.following) return;
    // wake just after each grid slot (a fixed interval drifts, and would then step two slots
    // in one frame and none in the next)
    const schedule = () => {
      const wait = this.lastSlot + this.period.row.tickMs - this.clock.now();
      this.timer = setTimeout(
        () => {
          try {
            this.tick();
          } catch (e) {
            // (a write refused — the database away, the engine's lease gone — ends no timer)
            onError(e);
          }
          if (this.timer) schedule();
        },
        Math.min(Math.max(wait, 0) + 2, this.options.tickMs),
      );
    };
    schedule();
    // keep a day of recorded ticks (orders last minutes; each settled order keeps its own
    // entry and exit ticks as the proof)
    this.pruneTimer = setInterval(() => this.ticks.pruneBefore(this.clock.now() - DAY), 10 * MINUTE);
    this.pruneTimer.unref();
  }

  stop() {
    clearTimeout(this.timer);
    clearInterval(this.pruneTimer);
    this.timer = undefined;
    this.flush();
  }

  get currentSeq() {
    return this.seq;
  }

  /**
   * Whether the prices are current: always on the engine; a follower whose frames stopped
   * (Redis down, the engine gone) for longer than FOLLOWER_STALE_TICKS ticks is not, and
   * nothing may be priced on it then (an exchange at a stale rate gives money away).
   */
  pricesLive(now: number = this.clock.now()): boolean {
    return !this.following || now - this.lastSlot <= Math.max(FOLLOWER_STALE_TICKS * this.options.tickMs, 5000);
  }

  /** Time of the last tick drawn. */
  get lastTickTime() {
    return this.lastSlot;
  }

  // ---------------------------------------------------------------- scripts (decision 100)

  private loadScripts() {
    this.scriptsByProduct.clear();
    for (const script of this.scriptStore.all()) this.addScript(script);
  }

  private addScript(script: MarketScript) {
    const list = this.scriptsByProduct.get(script.productId) ?? [];
    list.push(new ScriptPrices(script, this.options.seed, this.options.tickMs));
    this.scriptsByProduct.set(script.productId, list);
  }

  /** The script that sets the product's price at `slot`, if any (the newest: replaced ones end before it). */
  private scriptAt(productId: number, slot: number): ScriptPrices | undefined {
    const list = this.scriptsByProduct.get(productId);
    if (list === undefined) return undefined;
    for (let i = list.length - 1; i >= 0; i--) if ((list[i] as ScriptPrices).covers(slot)) return list[i];
    return undefined;
  }

  /** One product's step at `slot`: live, in a gap fill and in the replay alike. */
  private stepAt(productId: number, path: ProductPath, slot: number, dtSeconds: number) {
    return stepSlot(path, dtSeconds, this.scriptAt(productId, slot)?.at(slot));
  }

  /** The product's script with slots still to come. */
  runningScript(productId: number): MarketScript | undefined {
    const list = this.scriptsByProduct.get(productId) ?? [];
    return list.findLast((p) => p.script.endSlot > this.lastSlot)?.script;
  }

  /** The first slot a script set now takes, and the price it starts from. */
  scriptStart(productId: number): { firstSlot: number; ticks: number } | undefined {
    const s = this.byId.get(productId);
    return s && { firstSlot: this.lastSlot + this.options.tickMs, ticks: s.path.ticks };
  }

  /**
   * Sets a product's price from the next slot to `endSlot` (a sandbox only: refused unless the
   * engine was built with scripting). It replaces the product's running script.
   */
  setScript(script: Omit<MarketScript, 'id' | 'endedAt' | 'startSlot' | 'createdAt'>): MarketScript {
    if (!this.scripting || this.following) throw new Error('scripted markets exist in a sandbox only (decision 100)');
    const startSlot = this.lastSlot + this.options.tickMs;
    const running = this.runningScript(script.productId);
    const stored = this.writeScript.immediate(
      { ...script, startSlot, endSlot: Math.max(startSlot, script.endSlot), createdAt: this.clock.now() },
      running,
    );
    if (running) running.endSlot = startSlot - this.options.tickMs;
    this.addScript(stored);
    return stored;
  }

  /** Ends the product's running script after the last slot drawn: the seeded walk resumes from its price. */
  endScript(productId: number): MarketScript | undefined {
    if (!this.scripting) throw new Error('scripted markets exist in a sandbox only (decision 100)');
    const running = this.runningScript(productId);
    if (!running) return undefined;
    const now = this.clock.now();
    this.scriptStore.end(running.id, this.lastSlot, now);
    running.endSlot = this.lastSlot;
    running.endedAt = now;
    return running;
  }

  /** Every script, newest first. */
  scripts(limit: number): MarketScript[] {
    return [...this.scriptsByProduct.values()]
      .flatMap((list) => list.map((p) => p.script))
      .sort((a, b) => b.id - a.id)
      .slice(0, limit);
  }

  /** The scripted slots of a period drawn so far, per product (no commitment covers them). */
  scriptedIn(period: Pick<MarketPeriod, 'start' | 'end'>): ScriptedRange[] {
    const out: ScriptedRange[] = [];
    for (const list of this.scriptsByProduct.values()) {
      for (const { script } of list) {
        const from = Math.max(script.startSlot, period.start);
        const to = Math.min(script.endSlot, period.end - this.options.tickMs, this.lastSlot);
        if (from <= to) out.push({ symbol: script.symbol, from, to });
      }
    }
    return out.sort((a, b) => a.from - b.from);
  }

  /** Whether every tick of `period` has been drawn: then its seed may be revealed. */
  isClosed(period: MarketPeriod): boolean {
    return period.end - period.tickMs <= this.lastSlot;
  }

  /** The seed of a closed period (hex), or null while any of its ticks is still to come. */
  revealedSeed(period: MarketPeriod): string | null {
    return this.isClosed(period) ? this.seedOf(period).toString('hex') : null;
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
