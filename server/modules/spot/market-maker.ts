// The house market maker (issue 16 point 4, docs/decisions/039-spot-market-maker.md): after
// every market tick it replaces the house's quotes of every enabled spot book (both modes)
// with N levels a side around the simulator's price, through the spot service's house API
// (decision 038). It only quotes: it never trades with itself and never prints a trade to move
// the chart (candles come from the simulator). Prices are integer ticks and sizes integer
// lots (counts); money is BigInt minor units and moves only through the spot service.
import { formatScaled } from '../../../shared/market.ts';
import type { Mode } from '../../ledger/ledger.ts';
import type { DepthSnapshot } from './engine/order-book.ts';
import type { HouseLevel, HouseQuoteResult } from './execution.ts';
import type { MarketTerms } from './terms.ts';

/** The market terms quoting needs. */
export type QuoteTerms = Pick<
  MarketTerms,
  'id' | 'symbol' | 'base' | 'quote' | 'enabled' | 'pricePrecision' | 'tickScaled' | 'unit' | 'lotBase' | 'minNotionalUnits' | 'quoteScale'
>;

/** The slice of the spot service the market maker uses (decision 038, "House market maker"). */
export interface HouseApi {
  marketOf(symbol: string): QuoteTerms;
  replaceHouseQuotes(marketId: number, mode: Mode, levels: HouseLevel[]): HouseQuoteResult;
  fundHouse(currency: string, mode: Mode, amount: bigint, key: string): number;
  houseBalance(currency: string, mode: Mode): { available: bigint; held: bigint };
  bookTicks(marketId: number, mode: Mode, depth: number): DepthSnapshot;
  /** The book's depth sequence: it moves on every operation that changes the book. */
  bookSeq(marketId: number, mode: Mode): number;
}

export interface MarketMakerConfig {
  enabled: boolean;
  /** levels a side */
  levels: number;
  /** distance of the first level from the tick and between levels, in basis points */
  spacingBps: number;
}

export const DEFAULT_MARKET_MAKER: MarketMakerConfig = { enabled: true, levels: 10, spacingBps: 5 };

/**
 * Level i (from 0) is worth about (i + 1) × this many minimum order values: with the seeded
 * 5 USDT, 500 USDT at the touch growing to 5,000 at the tenth level (27,500 a side).
 */
export const LEVEL_VALUE_IN_MIN_NOTIONALS = 100n;

/**
 * What the house is funded with per market and mode, in whole quote coins a side: this much
 * quote, and base worth this much at the product's seeded price. About 18 full sides of ten
 * levels at the seeded price, 7 after the price falls to 1/2.5 of it (the simulator's band).
 */
export const HOUSE_FUND_QUOTE_PER_SIDE = 500_000n;

const BPS = 10_000n;

/** A decimal price as an exact fraction of market ticks: ticks = num / den. */
export function priceInTicks(terms: Pick<QuoteTerms, 'pricePrecision' | 'tickScaled'>, price: string): { num: bigint; den: bigint } {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(price);
  if (!m) throw new Error(`not a price: ${price}`);
  const frac = m[2] ?? '';
  // price = digits / 10^frac; a tick = tickScaled / 10^pricePrecision
  return { num: BigInt(m[1] + frac) * 10n ** BigInt(terms.pricePrecision), den: 10n ** BigInt(frac.length) * terms.tickScaled };
}

const floorDiv = (a: bigint, b: bigint) => a / b;
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/**
 * The house's levels around `price` (the simulator's tick, decimal text), nearest first and
 * alternating bid, ask: if the house cannot fund them all, the service skips the outer ones.
 * Level i sits (i + 1) × spacing bps from the price, rounded away from it to a tick and at
 * least one tick beyond the level before, so best bid < price < best ask strictly; its size is
 * whole lots worth at least the market's minimum order value and grows with the distance.
 */
export function quoteLevels(terms: QuoteTerms, price: string, config: Pick<MarketMakerConfig, 'levels' | 'spacingBps'>): HouseLevel[] {
  const { num, den } = priceInTicks(terms, price);
  if (num === 0n) return [];
  const spacing = BigInt(config.spacingBps);
  // the nearest ticks strictly below and above the price
  let bid = ceilDiv(num, den) - 1n;
  let ask = floorDiv(num, den) + 1n;
  const out: HouseLevel[] = [];
  const stepValue = terms.minNotionalUnits * LEVEL_VALUE_IN_MIN_NOTIONALS;
  const lotsFor = (ticks: bigint, i: number) => {
    let value = stepValue * BigInt(i + 1);
    if (value < terms.minNotionalUnits) value = terms.minNotionalUnits;
    const lotValue = ticks * terms.unit;
    const lots = lotValue > 0n ? ceilDiv(value, lotValue) : 0n;
    return lots < 1n ? 1n : lots;
  };
  for (let i = 0; i < config.levels; i++) {
    const d = spacing * BigInt(i + 1);
    const b = floorDiv(num * (BPS - d), den * BPS);
    const a = ceilDiv(num * (BPS + d), den * BPS);
    bid = i === 0 ? (b < bid ? b : bid) : b < bid - 1n ? b : bid - 1n;
    ask = i === 0 ? (a > ask ? a : ask) : a > ask + 1n ? a : ask + 1n;
    if (bid >= 1n) out.push({ side: 'buy', priceTicks: Number(bid), lots: Number(lotsFor(bid, i)) });
    out.push({ side: 'sell', priceTicks: Number(ask), lots: Number(lotsFor(ask, i)) });
  }
  return out.filter((l) => Number.isSafeInteger(l.priceTicks) && Number.isSafeInteger(l.lots));
}

/**
 * The house's touch around `price`: its nearest bid and ask, as quoteLevels draws them (the
 * spread a practice wallet's orders fill at, decision 106). bid is null when the price is
 * within one spacing of zero (no bid ≥ 1 tick).
 */
export function houseTouch(terms: QuoteTerms, price: string, spacingBps: number): { bid: bigint | null; ask: bigint } | undefined {
  const levels = quoteLevels(terms, price, { levels: 1, spacingBps });
  const ask = levels.find((l) => l.side === 'sell');
  if (!ask) return undefined;
  const bid = levels.find((l) => l.side === 'buy');
  return { bid: bid ? BigInt(bid.priceTicks) : null, ask: BigInt(ask.priceTicks) };
}

/**
 * What the house is given per market and mode (decision 039): quote coin minor units, and base
 * minor units worth the same at the product's seeded price. Fixed figures, so the funding
 * journal's content is the same at every start and its key posts it once.
 */
export function houseFunding(
  terms: Pick<QuoteTerms, 'pricePrecision' | 'tickScaled' | 'unit' | 'lotBase' | 'quoteScale'>,
  seedPrice: string,
): { quote: bigint; base: bigint } {
  const quote = HOUSE_FUND_QUOTE_PER_SIDE * 10n ** BigInt(terms.quoteScale);
  const { num, den } = priceInTicks(terms, seedPrice);
  // lots = quote / (price × unit), rounded down
  const lots = num === 0n ? 0n : (quote * den) / (num * terms.unit);
  return { quote, base: lots * terms.lotBase };
}

interface Pending {
  symbol: string;
  mode: Mode;
  price: string;
}

export interface MarketMakerStats {
  /** ticks quoted */
  rounds: number;
  /** books re-quoted */
  books: number;
  /** books left as they were: the price within half a spacing of the quotes' and nobody touched the book */
  unchanged: number;
  /** levels the house could not fund (or that were off the engine's limits) */
  skipped: number;
  /** fills of users' resting orders that house levels crossed */
  trades: number;
  /** busy time of the last tick's round (the sum of its books), ms */
  lastRoundMs: number;
  /** the longest single book (one synchronous transaction: the longest the event loop is held), ms */
  maxBookMs: number;
}

export interface MarketMakerDeps {
  spot: HouseApi;
  /** the spot products' symbols and seeded prices, and the latest prices */
  market: {
    products(): { symbol: string; baseTicks: number; pricePrecision: number; tradeModes: readonly string[] }[];
    quotes(): { symbol: string; price: string }[];
  };
  modes: readonly Mode[];
  config: MarketMakerConfig;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  now?: () => number;
}

const SKIP_WARN_EVERY_MS = 60_000;

/**
 * The job: `start()` funds the house (once, by key) and quotes every book from the latest
 * prices; `onFrame()` queues every book with its tick's price and re-quotes them one book per
 * `setImmediate`, so requests run between books; a tick that arrives while books are still
 * queued replaces their price (only the latest tick is quoted).
 */
export class SpotMarketMaker {
  private readonly pending = new Map<string, Pending>();
  private draining = false;
  private roundMs = 0;
  private waiters: (() => void)[] = [];
  private stopped = false;
  private readonly lastSkipWarn = new Map<string, number>();
  /**
   * Per book the house quoted in: the price its levels were drawn around, its best bid and ask,
   * and the book's seq right after, to leave a book alone while the price stays near and nobody
   * touched it (the seq has not moved), and to withdraw from when its market is disabled
   */
  private readonly quoted = new Map<string, { anchor: { num: bigint; den: bigint }; bid: bigint; ask: bigint; seq: number }>();
  readonly stats: MarketMakerStats = { rounds: 0, books: 0, unchanged: 0, skipped: 0, trades: 0, lastRoundMs: 0, maxBookMs: 0 };
  private readonly now: () => number;

  constructor(private readonly deps: MarketMakerDeps) {
    this.now = deps.now ?? (() => performance.now());
  }

  get enabled(): boolean {
    return this.deps.config.enabled;
  }

  private spotSymbols(): string[] {
    return this.deps.market
      .products()
      .filter((p) => p.tradeModes.includes('spot'))
      .map((p) => p.symbol);
  }

  private terms(symbol: string): QuoteTerms | undefined {
    try {
      return this.deps.spot.marketOf(symbol);
    } catch {
      return undefined; // a product without a spot market
    }
  }

  /** Funds every enabled market's house coins in each mode: fixed amounts under fixed keys, so once ever. */
  fund() {
    for (const p of this.deps.market.products()) {
      if (!p.tradeModes.includes('spot')) continue;
      const t = this.terms(p.symbol);
      if (!t?.enabled) continue;
      const amounts = houseFunding(t, formatScaled(p.baseTicks, p.pricePrecision));
      for (const mode of this.deps.modes) {
        for (const [side, currency, amount] of [
          ['quote', t.quote, amounts.quote],
          ['base', t.base, amounts.base],
        ] as const) {
          if (amount <= 0n) continue;
          try {
            this.deps.spot.fundHouse(currency, mode, amount, `market-maker:${t.symbol}:${mode}:${side}`);
          } catch (err) {
            // KEY_REUSED: funded before with other figures (a product's seeded price edited since); never twice
            this.deps.log.warn({ err, symbol: t.symbol, mode, side }, 'house funding not posted');
          }
        }
      }
    }
  }

  /**
   * Funds the house and quotes every book at the latest prices (a restarted server's books hold
   * the old quotes): at once, or (`queued`) one book per setImmediate as after a tick.
   */
  start({ queued = false }: { queued?: boolean } = {}) {
    this.stopped = false;
    this.fund();
    if (queued) return this.onFrame({ quotes: this.deps.market.quotes() });
    const prices = new Map(this.deps.market.quotes().map((q) => [q.symbol, q.price]));
    for (const symbol of this.spotSymbols()) {
      const price = prices.get(symbol);
      if (price === undefined) continue;
      for (const mode of this.deps.modes) this.quoteBook({ symbol, mode, price });
    }
  }

  /** Takes the house's quotes out of every book (the maker switched off with quotes still resting). */
  withdrawAll() {
    for (const symbol of this.spotSymbols()) {
      const t = this.terms(symbol);
      if (!t) continue;
      for (const mode of this.deps.modes) {
        const held = this.deps.spot.houseBalance(t.quote, mode).held + this.deps.spot.houseBalance(t.base, mode).held;
        if (held > 0n) this.deps.spot.replaceHouseQuotes(t.id, mode, []);
      }
    }
  }

  /** Queues every spot book with the tick's price; they are re-quoted one per setImmediate. */
  onFrame(frame: { quotes: readonly { symbol: string; price: string }[] }) {
    if (this.stopped) return;
    const spot = new Set(this.spotSymbols());
    for (const q of frame.quotes) {
      if (!spot.has(q.symbol)) continue;
      for (const mode of this.deps.modes) this.pending.set(`${q.symbol}:${mode}`, { symbol: q.symbol, mode, price: q.price });
    }
    if (!this.draining && this.pending.size > 0) {
      this.draining = true;
      this.roundMs = 0;
      setImmediate(() => this.drainOne());
    }
  }

  private drainOne() {
    const next = this.pending.entries().next();
    if (next.done || this.stopped) {
      this.pending.clear();
      this.draining = false;
      this.stats.rounds++;
      this.stats.lastRoundMs = this.roundMs;
      for (const w of this.waiters.splice(0)) w();
      return;
    }
    const [key, job] = next.value;
    this.pending.delete(key);
    this.quoteBook(job);
    setImmediate(() => this.drainOne());
  }

  /** Resolves when every queued book has been re-quoted (tests wait on it after a tick). */
  idle(): Promise<void> {
    if (!this.draining) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Replaces one book's quotes now (one synchronous transaction). */
  quoteBook({ symbol, mode, price }: Pending): HouseQuoteResult | undefined {
    const t = this.terms(symbol);
    if (!t) return undefined;
    const key = `${t.id}:${mode}`;
    const started = this.now();
    try {
      if (!t.enabled) {
        // a market staff disabled: withdraw once
        if (!this.quoted.delete(key)) return undefined;
        return this.deps.spot.replaceHouseQuotes(t.id, mode, []);
      }
      const p = priceInTicks(t, price);
      const last = this.quoted.get(key);
      if (last && last.seq === this.deps.spot.bookSeq(t.id, mode) && this.stillQuoted(last, p)) {
        this.stats.unchanged++;
        return { placed: [], skipped: 0, trades: 0 };
      }
      const levels = quoteLevels(t, price, this.deps.config);
      const result = this.deps.spot.replaceHouseQuotes(t.id, mode, levels);
      const book = this.deps.spot.bookTicks(t.id, mode, 1);
      this.quoted.set(key, {
        anchor: p,
        bid: BigInt(book.bids[0]?.price ?? 0),
        ask: BigInt(book.asks[0]?.price ?? 0),
        seq: this.deps.spot.bookSeq(t.id, mode),
      });
      this.stats.books++;
      this.stats.skipped += result.skipped;
      this.stats.trades += result.trades;
      if (result.skipped > 0) this.warnSkipped(t, mode, result.skipped);
      return result;
    } catch (err) {
      this.deps.log.error({ err, symbol, mode }, 'house quotes failed');
      return undefined;
    } finally {
      const ms = this.now() - started;
      this.roundMs += ms;
      if (ms > this.stats.maxBookMs) this.stats.maxBookMs = ms;
    }
  }

  /**
   * The quotes in place still bracket `p` strictly and `p` is within half a spacing of the price
   * they were drawn around: replacing them would cancel and re-place 20 orders (40 journals) to
   * move them by less than half a level.
   */
  private stillQuoted(last: { anchor: { num: bigint; den: bigint }; bid: bigint; ask: bigint }, p: { num: bigint; den: bigint }) {
    if (last.bid <= 0n || last.ask <= 0n || !(last.bid * p.den < p.num && last.ask * p.den > p.num)) return false;
    // |p − anchor| / anchor < spacing / 2 bps, cross-multiplied
    const a = last.anchor;
    const diff = p.num * a.den - a.num * p.den;
    const moved = (diff < 0n ? -diff : diff) * 2n * BPS;
    return moved < BigInt(this.deps.config.spacingBps) * a.num * p.den;
  }

  /** Levels the house cannot fund are skipped by the service; say so at most once a minute per book. */
  private warnSkipped(t: QuoteTerms, mode: Mode, skipped: number) {
    const key = `${t.symbol}:${mode}`;
    const at = this.now();
    if (at - (this.lastSkipWarn.get(key) ?? 0) < SKIP_WARN_EVERY_MS) return;
    this.lastSkipWarn.set(key, at);
    this.deps.log.warn(
      {
        symbol: t.symbol,
        mode,
        skipped,
        quote: this.deps.spot.houseBalance(t.quote, mode).available.toString(),
        base: this.deps.spot.houseBalance(t.base, mode).available.toString(),
      },
      'house market maker skipped levels it cannot fund',
    );
  }

  stop() {
    this.stopped = true;
    this.pending.clear();
  }
}
