// The market streams' events in Binance's shapes and field names (issue 40): decimal strings for
// prices and quantities, times in ms. The figures are the REST endpoints' (figures.ts): a stream
// and the endpoint it mirrors say the same thing at the same moment.
import type { Period } from '../../../../shared/market.ts';
import type { Quote } from '../../../../shared/schemas/market.ts';
import type { Candle } from '../../../engine/candles.ts';
import { dayTicker, klineFigures } from '../product-figures.ts';
import type { BookLevels, DepthChange } from './spot-books.ts';

/** A spot trade as the spot-trades channel carries it (spot/views.ts tradeView): `side` is the taker's. */
export interface TradeView {
  id: number;
  price: string;
  quantity: string;
  side: 'buy' | 'sell';
  time: number;
}

/** The best bid and ask with their quantities ("0" spellings of the market where a side is empty). */
export interface Top {
  bidPrice: string;
  bidQty: string;
  askPrice: string;
  askQty: string;
}

/** One side's levels as Binance's [price, quantity] pairs. */
const pairs = (levels: { price: string; quantity: string }[]) => levels.map((l): [string, string] => [l.price, l.quantity]);

export function tradeEvent(symbol: string, t: TradeView, now: number, aggregate: boolean) {
  // a selling taker met a resting buyer: the buyer made the market
  const m = t.side === 'sell';
  if (aggregate) return { e: 'aggTrade', E: now, s: symbol, a: t.id, p: t.price, q: t.quantity, f: t.id, l: t.id, T: t.time, m, M: true };
  return { e: 'trade', E: now, s: symbol, t: t.id, p: t.price, q: t.quantity, T: t.time, m, M: true };
}

export function klineEvent(
  symbol: string,
  interval: string,
  period: Period,
  c: Candle,
  pricePrecision: number,
  now: number,
  closed: boolean,
) {
  const k = klineFigures(c, period, pricePrecision);
  return {
    e: 'kline',
    E: now,
    s: symbol,
    k: {
      t: k.openTime,
      T: k.closeTime,
      s: symbol,
      i: interval,
      f: -1,
      L: -1,
      o: k.open,
      c: k.close,
      h: k.high,
      l: k.low,
      v: k.volume,
      n: k.trades,
      x: closed,
      q: k.quoteVolume,
      V: k.takerBuyVolume,
      Q: k.takerBuyQuoteVolume,
      B: '0',
    },
  };
}

/** The 24-hour ticker (spot adds the book's best bid and ask and the price before the window). */
export function tickerEvent(symbol: string, q: Quote, pricePrecision: number, lastQty: string, now: number, spot?: Top) {
  const d = dayTicker(symbol, { pricePrecision }, q);
  return {
    e: '24hrTicker',
    E: now,
    s: symbol,
    p: d.priceChange,
    P: d.priceChangePercent,
    w: d.weightedAvgPrice,
    // the window's open is the price just before it (as /api/v3/ticker/24hr's prevClosePrice)
    ...(spot ? { x: q.open } : {}),
    c: d.lastPrice,
    Q: lastQty,
    ...(spot ? { b: spot.bidPrice, B: spot.bidQty, a: spot.askPrice, A: spot.askQty } : {}),
    o: d.openPrice,
    h: d.highPrice,
    l: d.lowPrice,
    v: d.volume,
    q: d.quoteVolume,
    O: d.openTime,
    C: d.closeTime,
    F: d.firstId,
    L: d.lastId,
    n: d.count,
  };
}

export function miniTickerEvent(symbol: string, q: Quote, now: number) {
  return { e: '24hrMiniTicker', E: now, s: symbol, c: q.price, o: q.open, h: q.high, l: q.low, v: q.volume, q: q.turnover };
}

/** Spot's diff depth: one book operation's changed levels, U…u its depth seqs. */
export function spotDepthEvent(symbol: string, c: DepthChange, now: number) {
  return { e: 'depthUpdate', E: now, s: symbol, U: c.firstSeq ?? c.seq, u: c.seq, b: pairs(c.data.bids), a: pairs(c.data.asks) };
}

/** Spot's partial book: the top levels as /api/v3/depth answers them. */
export function partialBook(b: BookLevels) {
  return { lastUpdateId: b.seq, bids: b.bids, asks: b.asks };
}

export function spotBookTicker(symbol: string, seq: number, top: Top) {
  return { u: seq, s: symbol, b: top.bidPrice, B: top.bidQty, a: top.askPrice, A: top.askQty };
}

/**
 * A contract's book as the futures streams show it: the tick's bid and ask (the product's
 * spread), each with the most one order may open; one level a side, restated every frame (u, the
 * frame's seq; pu, the frame before as this instance heard it). The levels the last frame had
 * and this one has not are listed with a zero quantity.
 */
export interface FuturesTop {
  u: number;
  pu: number;
  time: number;
  bid: string;
  ask: string;
  qty: string;
  zero: string;
  gone: { bids: string[]; asks: string[] };
}

/** Futures depth: the diff (with the levels gone) or the partial book (the levels only); both carry U, u and pu. */
export function futuresDepthEvent(symbol: string, f: FuturesTop, partial: boolean) {
  const gone = (prices: string[]) => (partial ? [] : prices.map((p): [string, string] => [p, f.zero]));
  return {
    e: 'depthUpdate',
    E: f.time,
    T: f.time,
    s: symbol,
    U: f.u,
    u: f.u,
    pu: f.pu,
    b: [[f.bid, f.qty], ...gone(f.gone.bids)],
    a: [[f.ask, f.qty], ...gone(f.gone.asks)],
  };
}

export function futuresBookTicker(symbol: string, f: FuturesTop) {
  return { e: 'bookTicker', u: f.u, E: f.time, T: f.time, s: symbol, b: f.bid, B: f.qty, a: f.ask, A: f.qty };
}

/** The mark price: the tick (mark and index alike), the overnight rate for funding, the next overnight charge for the funding time. */
export function markPriceEvent(symbol: string, q: Quote, fundingRate: string, nextOvernight: number, now: number) {
  return { e: 'markPriceUpdate', E: now, s: symbol, p: q.price, i: q.price, P: q.price, r: fundingRate, T: nextOvernight };
}
