// The market streams' subscriptions and events (issue 40, docs/decisions/096-binance-streams.md,
// "Market streams"). Each instance of a cluster serves its own sockets from what it already
// hears: the market engine's frames (klines, tickers, the contracts' books and mark prices, the
// spot books' partial depth) and the cluster bus's spot-depth and spot-trades messages (diff
// depth, book tickers, trades). An event is serialized once per stream and the same string goes
// to every socket listening to it (a combined socket's wrapping, once too).
import { unitsOf } from '../../../../shared/money.ts';
import type { Quote } from '../../../../shared/schemas/market.ts';
import type { BusEntry, ClusterBus } from '../../../cluster/bus.ts';
import type { Candle } from '../../../engine/candles.ts';
import type { MarketEngine } from '../../../engine/market-engine.ts';
import type { MarketFrame } from '../../../engine/tick-bus.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { TradeMode as Mode } from '../../../ledger/ledger.ts';
import type { ContractSettings } from '../../contract/settings.ts';
import { type MarketTerms, priceText, qtyText } from '../../spot/terms.ts';
import { framedText, type Outgoing } from '../../realtime/ws-frames.ts';
import { contractsBySymbol, contractTop, fundingRateOf, quantityOfLots } from '../futures/contracts.ts';
import { binanceSymbol, marketsBySymbol } from '../symbols.ts';
import type { ParsedStream, StreamSpec } from './names.ts';
import type { StreamMarket } from './paths.ts';
import * as P from './payloads.ts';
import type { DepthChange, SpotBookReader } from './spot-books.ts';

/** A socket as the streams see it. */
export interface StreamClient {
  /**
   * One event, serialized and framed once for all its sockets (issue 44): `raw()` for a raw
   * socket, `wrapped()` ({"stream":…,"data":…}) for a combined one.
   */
  deliver(raw: () => Outgoing, wrapped: () => Outgoing): void;
}

/** How often @markPrice is sent (@markPrice@1s: every frame). */
const MARK_PRICE_MS = 3000;

interface Stream {
  name: string;
  market: StreamMarket;
  mode: Mode;
  spec: StreamSpec;
  clients: Set<StreamClient>;
  /** a kline stream's last candle sent: sent again as closed when the next one opens */
  lastKline?: { candle: Candle; pricePrecision: number };
  /** a book ticker's last top sent (only changes are sent) */
  lastTop?: string;
  /** a mark price stream's last event time */
  lastSent?: number;
}

/** An empty book's best bid and ask: zeros in the market's spellings (as /api/v3/ticker/bookTicker). */
const emptyTop = (t: MarketTerms): P.Top => ({
  bidPrice: priceText(t, 0n),
  bidQty: qtyText(t, 0n),
  askPrice: priceText(t, 0n),
  askQty: qtyText(t, 0n),
});

/** A message for a websocket channel as it travels on the bus (realtime/hub.ts). */
type PushMessage = { key: string; message: unknown } | { user: number } | { everyUser: unknown };

export interface MarketStreamsDeps {
  market: MarketEngine;
  bus: ClusterBus;
  clock: Clock;
  /** The spot markets' terms (read per use: staff may add or switch off a market). */
  spotMarkets: () => MarketTerms[];
  /** The contract products. */
  contracts: () => ContractSettings[];
  books: SpotBookReader;
  /** The next overnight charge after a time (the futures' next funding time). */
  nextOvernight: (now: number) => number;
}

/** What one frame's events read, worked out once per frame and only when asked. */
class FrameView {
  private spotBySymbol?: Map<string, MarketTerms>;
  private contractBySymbol?: Map<string, ContractSettings>;
  private quoteBySymbol?: Map<string, Quote>;

  constructor(
    readonly frame: MarketFrame,
    private readonly deps: MarketStreamsDeps,
  ) {}

  /** The spot markets by Binance symbol. */
  get spot(): Map<string, MarketTerms> {
    this.spotBySymbol ??= marketsBySymbol(this.deps.spotMarkets());
    return this.spotBySymbol;
  }
  /** The contract products by Binance symbol. */
  get contracts(): Map<string, ContractSettings> {
    this.contractBySymbol ??= contractsBySymbol(this.deps.contracts());
    return this.contractBySymbol;
  }
  /** A product's quote in this frame, by its platform symbol. */
  quote(productSymbol: string) {
    this.quoteBySymbol ??= new Map(this.frame.quotes.map((q) => [q.symbol, q]));
    return this.quoteBySymbol.get(productSymbol);
  }
}

export class MarketStreams {
  private readonly streams = new Map<string, Stream>();
  /** streams sent on market frames */
  private readonly onFrames = new Set<Stream>();
  /** spot streams sent when a book changes, by `<platform symbol>:<mode>` */
  private readonly onDepth = new Map<string, Set<Stream>>();
  /** spot trade streams, by `<platform symbol>:<mode>` */
  private readonly onTrades = new Map<string, Set<Stream>>();
  /** each contract's book as of the last frame, by Binance symbol (kept whether or not anyone listens: pu follows on) */
  private readonly futuresTops = new Map<string, P.FuturesTop>();

  constructor(private readonly deps: MarketStreamsDeps) {}

  /** Listens to the market's frames and the bus; returns what stops it. */
  start(): () => void {
    const offFrames = this.deps.market.bus.subscribe(this.onFrame);
    const offBus = this.deps.bus.subscribe<PushMessage>('push', this.onPush);
    return () => {
      offFrames();
      offBus();
    };
  }

  /** Whether a stream's symbol is listed on its market (the all-market streams always are). */
  listed(market: StreamMarket, spec: StreamSpec): boolean {
    if (!('symbol' in spec)) return true;
    if (market === 'spot') return marketsBySymbol(this.deps.spotMarkets()).has(spec.symbol);
    return contractsBySymbol(this.deps.contracts()).has(spec.symbol);
  }

  subscribe(client: StreamClient, market: StreamMarket, mode: Mode, s: ParsedStream) {
    const key = `${market}:${mode}:${s.name}`;
    let stream = this.streams.get(key);
    if (!stream) {
      stream = { name: s.name, market, mode, spec: s.spec, clients: new Set() };
      this.streams.set(key, stream);
      for (const index of this.indexesOf(stream)) index.add(stream);
    }
    stream.clients.add(client);
  }

  unsubscribe(client: StreamClient, market: StreamMarket, mode: Mode, name: string) {
    const key = `${market}:${mode}:${name}`;
    const stream = this.streams.get(key);
    if (!stream) return;
    stream.clients.delete(client);
    if (stream.clients.size > 0) return;
    this.streams.delete(key);
    for (const index of this.indexesOf(stream)) index.delete(stream);
    for (const map of [this.onDepth, this.onTrades]) for (const [k, set] of map) if (set.size === 0) map.delete(k);
  }

  /** Streams listened to now (of every market and wallet). */
  get size() {
    return this.streams.size;
  }

  /** The sets a stream belongs to: what makes it send. */
  private indexesOf(s: Stream): Set<Stream>[] {
    const { spec } = s;
    const spotBook = () => {
      const t = marketsBySymbol(this.deps.spotMarkets()).get((spec as { symbol: string }).symbol);
      return t ? `${t.symbol}:${s.mode}` : undefined;
    };
    const at = (map: Map<string, Set<Stream>>, key: string | undefined) => {
      if (key === undefined) return [];
      let set = map.get(key);
      if (!set) {
        set = new Set();
        map.set(key, set);
      }
      return [set];
    };
    if (s.market === 'futures') return spec.kind === 'trade' ? [] : [this.onFrames];
    switch (spec.kind) {
      case 'trade':
        return at(this.onTrades, spotBook());
      case 'bookTicker':
        return at(this.onDepth, spotBook());
      case 'depth':
        if (spec.levels === null) return at(this.onDepth, spotBook());
        // a fast partial book is sent on each change too
        return spec.fast ? [this.onFrames, ...at(this.onDepth, spotBook())] : [this.onFrames];
      default:
        return [this.onFrames];
    }
  }

  /** Sends one event to a stream's sockets: serialized once, wrapped once, each form framed once. */
  private emit(s: Stream, payload: object) {
    const text = JSON.stringify(payload);
    let raw: Outgoing | undefined;
    let wrapped: Outgoing | undefined;
    const asRaw = () => (raw ??= framedText(text));
    const asWrapped = () => (wrapped ??= framedText(`{"stream":${JSON.stringify(s.name)},"data":${text}}`));
    for (const client of s.clients) client.deliver(asRaw, asWrapped);
  }

  // ------------------------------------------------------------ market frames

  readonly onFrame = (frame: MarketFrame) => {
    this.followContracts(frame);
    if (this.onFrames.size === 0) return;
    const view = new FrameView(frame, this.deps);
    for (const s of this.onFrames) {
      if (s.market === 'spot') this.spotFrame(s, view);
      else this.futuresFrame(s, view);
    }
  };

  /** Each contract's one level a side at this frame's tick, and the levels it replaces. */
  private followContracts(frame: MarketFrame) {
    const quotes = new Map(frame.quotes.map((q) => [q.symbol, q]));
    for (const c of this.deps.contracts()) {
      const q = quotes.get(c.symbol);
      if (!q) continue;
      const symbol = binanceSymbol(c.symbol);
      const { bidPrice, askPrice, bidQty } = contractTop(c, unitsOf(q.price, c.pricePrecision));
      const prev = this.futuresTops.get(symbol);
      const top: P.FuturesTop = {
        u: frame.seq,
        pu: prev?.u ?? frame.seq - 1,
        time: frame.time,
        bid: bidPrice,
        ask: askPrice,
        qty: bidQty,
        zero: quantityOfLots(c, 0n),
        gone: { bids: [], asks: [] },
      };
      if (prev && prev.bid !== top.bid) top.gone.bids.push(prev.bid);
      if (prev && prev.ask !== top.ask) top.gone.asks.push(prev.ask);
      this.futuresTops.set(symbol, top);
    }
  }

  /** A kline stream's events of a frame: the previous candle closed when a new one opened, then the current one. */
  private klineFrame(s: Stream & { spec: { kind: 'kline' } }, candle: Candle | undefined, pricePrecision: number, now: number) {
    if (!candle) return;
    const last = s.lastKline;
    if (last && last.candle.openTime !== candle.openTime) {
      this.emit(s, P.klineEvent(s.spec.symbol, s.spec.interval, s.spec.period, last.candle, last.pricePrecision, now, true));
    }
    s.lastKline = { candle: { ...candle }, pricePrecision };
    this.emit(s, P.klineEvent(s.spec.symbol, s.spec.interval, s.spec.period, candle, pricePrecision, now, false));
  }

  private spotFrame(s: Stream, view: FrameView) {
    const { spec } = s;
    const now = view.frame.time;
    if (spec.kind === 'allTickers') {
      const events = [...view.spot.values()].flatMap((t) => {
        const e = this.spotTicker(t, s.mode, spec.mini, view, now);
        return e ? [e] : [];
      });
      if (events.length > 0) this.emit(s, events);
      return;
    }
    const t = 'symbol' in spec ? view.spot.get(spec.symbol) : undefined;
    if (!t) return;
    const product = this.deps.market.product(t.productId);
    if (!product) return;
    if (spec.kind === 'kline') {
      this.klineFrame(
        s as Stream & { spec: typeof spec },
        view.frame.candles.get(product.symbol)?.[spec.period],
        product.pricePrecision,
        now,
      );
    } else if (spec.kind === 'ticker') {
      const e = this.spotTicker(t, s.mode, spec.mini, view, now);
      if (e) this.emit(s, e);
    } else if (spec.kind === 'depth' && spec.levels !== null) {
      const book = this.deps.books.levels(t.symbol, s.mode, spec.levels);
      if (book) this.emit(s, P.partialBook(book));
    }
  }

  private spotTicker(t: MarketTerms, mode: Mode, mini: boolean, view: FrameView, now: number) {
    const product = this.deps.market.product(t.productId);
    const q = product && view.quote(product.symbol);
    if (!product || !q) return undefined;
    const symbol = binanceSymbol(t.symbol);
    if (mini) return P.miniTickerEvent(symbol, q, now);
    // (a following instance's copy of the book not loaded yet: zeros, as for an empty book)
    return P.tickerEvent(symbol, q, product.pricePrecision, qtyText(t, 0n), now, this.spotTop(t, mode) ?? emptyTop(t));
  }

  /** A spot book's best bid and ask (zeros where a side is empty), and its seq; undefined while not known here. */
  private spotTop(t: MarketTerms, mode: Mode): (P.Top & { seq: number }) | undefined {
    const book = this.deps.books.levels(t.symbol, mode, 1);
    if (!book) return undefined;
    const [bid, ask, zero] = [book.bids[0], book.asks[0], emptyTop(t)];
    return {
      seq: book.seq,
      bidPrice: bid?.[0] ?? zero.bidPrice,
      bidQty: bid?.[1] ?? zero.bidQty,
      askPrice: ask?.[0] ?? zero.askPrice,
      askQty: ask?.[1] ?? zero.askQty,
    };
  }

  private futuresFrame(s: Stream, view: FrameView) {
    const { spec } = s;
    const now = view.frame.time;
    if (spec.kind === 'allTickers' || spec.kind === 'allMarkPrices') {
      const events = [...view.contracts.values()].flatMap((c): object[] => {
        const q = view.quote(c.symbol);
        if (!q) return [];
        const symbol = binanceSymbol(c.symbol);
        if (spec.kind === 'allMarkPrices') return [P.markPriceEvent(symbol, q, fundingRateOf(c), this.deps.nextOvernight(now), now)];
        return [spec.mini ? P.miniTickerEvent(symbol, q, now) : P.tickerEvent(symbol, q, c.pricePrecision, quantityOfLots(c, 0n), now)];
      });
      if (events.length > 0 && (spec.kind === 'allTickers' || this.markPriceDue(s, spec.everySecond, now))) this.emit(s, events);
      return;
    }
    if (spec.kind === 'allBookTickers') {
      for (const [symbol, top] of this.futuresTops) this.emit(s, P.futuresBookTicker(symbol, top));
      return;
    }
    const c = 'symbol' in spec ? view.contracts.get(spec.symbol) : undefined;
    const q = c && view.quote(c.symbol);
    if (!c || !q) return;
    const top = this.futuresTops.get(spec.symbol);
    switch (spec.kind) {
      case 'kline':
        return this.klineFrame(s as Stream & { spec: typeof spec }, view.frame.candles.get(c.symbol)?.[spec.period], c.pricePrecision, now);
      case 'ticker':
        return this.emit(
          s,
          spec.mini ? P.miniTickerEvent(spec.symbol, q, now) : P.tickerEvent(spec.symbol, q, c.pricePrecision, quantityOfLots(c, 0n), now),
        );
      case 'depth':
        return top && this.emit(s, P.futuresDepthEvent(spec.symbol, top, spec.levels !== null));
      case 'bookTicker':
        return top && this.emit(s, P.futuresBookTicker(spec.symbol, top));
      case 'markPrice':
        if (this.markPriceDue(s, spec.everySecond, now)) {
          this.emit(s, P.markPriceEvent(spec.symbol, q, fundingRateOf(c), this.deps.nextOvernight(now), now));
        }
        return;
    }
  }

  /** Whether a mark price stream sends at `now`: @1s every frame, else every 3 seconds. */
  private markPriceDue(s: Stream, everySecond: boolean, now: number): boolean {
    if (!everySecond && s.lastSent !== undefined && now - s.lastSent < MARK_PRICE_MS) return false;
    s.lastSent = now;
    return true;
  }

  // ------------------------------------------------------------ the spot books' messages on the bus

  readonly onPush = (entry: BusEntry<PushMessage>) => {
    const m = entry.data;
    if (!('key' in m)) return;
    if (m.key.startsWith('spot-depth:')) this.depthChanged(m.message as DepthChange);
    else if (m.key.startsWith('spot-trades:')) this.traded(m.message as { symbol: string; mode: Mode; data: P.TradeView[] });
  };

  private depthChanged(change: DepthChange) {
    this.deps.books.heard(change);
    const streams = this.onDepth.get(`${change.symbol}:${change.mode}`);
    if (!streams) return;
    const symbol = binanceSymbol(change.symbol);
    const now = this.deps.clock.now();
    let terms: MarketTerms | undefined;
    for (const s of streams) {
      const { spec } = s;
      if (spec.kind === 'depth' && spec.levels === null) {
        this.emit(s, P.spotDepthEvent(symbol, change, now));
        continue;
      }
      terms ??= marketsBySymbol(this.deps.spotMarkets()).get(symbol);
      if (!terms) return;
      if (spec.kind === 'depth' && spec.levels !== null) {
        const book = this.deps.books.levels(change.symbol, change.mode, spec.levels);
        if (book) this.emit(s, P.partialBook(book));
      } else if (spec.kind === 'bookTicker') {
        const known = this.spotTop(terms, s.mode);
        if (!known) continue;
        const { seq, ...top } = known;
        const said = JSON.stringify(top);
        if (said === s.lastTop) continue;
        s.lastTop = said;
        this.emit(s, P.spotBookTicker(symbol, seq, top));
      }
    }
  }

  private traded(m: { symbol: string; mode: Mode; data: P.TradeView[] }) {
    const streams = this.onTrades.get(`${m.symbol}:${m.mode}`);
    if (!streams) return;
    const symbol = binanceSymbol(m.symbol);
    const now = this.deps.clock.now();
    for (const s of streams) {
      const aggregate = s.spec.kind === 'trade' && s.spec.aggregate;
      for (const t of m.data) this.emit(s, P.tradeEvent(symbol, t, now, aggregate));
    }
  }
}
