// The market data endpoints (issue 39): exchangeInfo, depth, trades, aggTrades, klines and the
// tickers, on the platform's spot markets (the base's books: real or demo). Binance's paths,
// parameters, weights and field names; the figures are the platform's own: the spot books and
// trades, and for prices over time the market's product (its candles and 24-hour quote, what the
// spot page shows). Mapping choices: docs/decisions/093-binance-compatible-api.md, "Market data".
import { bucketStart, formatScaled } from '../../../shared/market.ts';
import { MAX_UNITS } from '../../../shared/money.ts';
import * as S from '../../../shared/schemas/binance-market.ts';
import type { MarketEngine, MarketProduct } from '../../engine/market-engine.ts';
import type { Clock } from '../../lib/clock.ts';
import type { TradeMode as Mode } from '../../ledger/ledger.ts';
import type { TradeRow } from '../spot/repository.ts';
import type { SpotService } from '../spot/service.ts';
import { type MarketTerms, priceText, qtyText, quoteText } from '../spot/terms.ts';
import { type BinanceRoute, binanceRoute as route } from './api.ts';
import { bnError } from './errors.ts';
import type { OrderLimit } from './order-limits.ts';
import { averagePrice, dayTicker, dayWindow, type PriceWindow, productKlines, windowChanges, windowStats } from './product-figures.ts';
import { binanceSymbol, marketOfSymbol } from './symbols.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface MarketDataDeps {
  spot: SpotService;
  market: MarketEngine;
  clock: Clock;
  /** REQUEST_WEIGHT per minute (API_WEIGHT_PER_MINUTE), as exchangeInfo states it. */
  weightPerMinute: number;
  /** The order rates the trading endpoints allow (order-limits.ts), as exchangeInfo states them. */
  orderLimits: readonly OrderLimit[];
}

/** exchangeInfo's ORDERS entries of the order limits. */
export const orderRateLimits = (limits: readonly OrderLimit[]) =>
  limits.map((l) => ({ rateLimitType: 'ORDERS' as const, interval: l.interval, intervalNum: l.intervalNum, limit: l.limit }));

/** Minutes averaged by avgPrice (and NOTIONAL's avgPriceMins). */
const AVG_PRICE_MINS = 5;

// ---------------------------------------------------------------- weights (Binance's)

/** How many symbols a call names: 1 for `symbol`, the array's length for `symbols`, null for every symbol. */
function namedSymbols(sent: ReadonlyMap<string, string>): number | null {
  if (sent.has('symbol')) return 1;
  const raw = sent.get('symbols');
  if (raw === undefined) return null;
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) ? Math.max(1, list.length) : 1;
  } catch {
    return 1;
  }
}

/** A depth weighs by its levels: 1–100: 5, 101–500: 25, 501–1000: 50, more: 250. */
export function depthWeight(sent: ReadonlyMap<string, string>): number {
  const limit = Number(sent.get('limit') ?? 100);
  if (!Number.isInteger(limit) || limit <= 100) return 5;
  return limit <= 500 ? 25 : limit <= 1000 ? 50 : 250;
}

/** ticker/24hr: 2 for up to 20 symbols, 40 up to 100, 80 beyond or for every symbol. */
const ticker24hrWeight = (sent: ReadonlyMap<string, string>) => {
  const n = namedSymbols(sent);
  return n === null || n > 100 ? 80 : n > 20 ? 40 : 2;
};
/** ticker/price and ticker/bookTicker: 2 for one symbol, 4 for several or every one. */
const oneOrFour = (sent: ReadonlyMap<string, string>) => (sent.has('symbol') ? 2 : 4);
/** ticker (a rolling window): 4 per symbol, at most 200. */
const rollingWeight = (sent: ReadonlyMap<string, string>) => Math.min(200, 4 * (namedSymbols(sent) ?? 1));

// ---------------------------------------------------------------- figures

const levelPair = (l: { price: string; quantity: string }): [string, string] => [l.price, l.quantity];

export function marketDataRoutes(deps: MarketDataDeps): BinanceRoute[] {
  const { spot, market, clock } = deps;
  /** Every market's terms, in id order (read per call: staff may add or switch off a market). */
  const allTerms = () => spot.markets().map((m) => spot.marketOf(m.symbol));

  /** The product whose prices the market trades at (its candles and 24-hour quote). */
  const productOf = (t: MarketTerms): MarketProduct => {
    const p = market.product(t.productId);
    if (!p) throw bnError.badSymbol();
    return p;
  };
  const quoteOf = (t: MarketTerms) => {
    const q = market.quote(t.productId);
    if (!q) throw bnError.badSymbol();
    return q;
  };

  /** The markets a ticker call names: one (`symbol`), a list (`symbols`) or every one. */
  function chosen(params: { symbol?: string; symbols?: string }): { one: MarketTerms } | { list: MarketTerms[] } {
    if (params.symbol !== undefined && params.symbols !== undefined) throw bnError.badCombination("Send 'symbol' or 'symbols', not both.");
    const all = allTerms();
    if (params.symbol !== undefined) return { one: marketOfSymbol(all, params.symbol) };
    if (params.symbols === undefined) return { list: all };
    const names = [...new Set(JSON.parse(params.symbols) as string[])];
    return { list: names.map((s) => marketOfSymbol(all, s)) };
  }
  const each = <T>(choice: { one: MarketTerms } | { list: MarketTerms[] }, f: (t: MarketTerms) => T): T | T[] =>
    'one' in choice ? f(choice.one) : choice.list.map(f);

  /** The book's best bid and ask (0 where a side is empty, as Binance). */
  function top(t: MarketTerms, mode: Mode) {
    const book = spot.bookTicks(t.id, mode, 1);
    const bid = book.bids[0];
    const ask = book.asks[0];
    return {
      bidPrice: priceText(t, BigInt(bid?.price ?? 0)),
      bidQty: qtyText(t, BigInt(bid?.qty ?? 0)),
      askPrice: priceText(t, BigInt(ask?.price ?? 0)),
      askQty: qtyText(t, BigInt(ask?.qty ?? 0)),
    };
  }

  function ticker24hr(t: MarketTerms, mode: Mode, full: boolean) {
    const q = quoteOf(t);
    if (!full) return windowStats(binanceSymbol(t.symbol), dayWindow(q));
    return {
      ...dayTicker(binanceSymbol(t.symbol), productOf(t), q),
      // the window's open is the price just before it: the simulated market closes as it opens
      prevClosePrice: q.open,
      lastQty: qtyText(t, 0n),
      ...top(t, mode),
    };
  }

  /** A rolling window's statistics from the product's minute candles (at most 7 days: the minute history kept). */
  function rollingTicker(t: MarketTerms, windowMs: number, full: boolean) {
    const p = productOf(t);
    const q = quoteOf(t);
    const pp = p.pricePrecision;
    const from = bucketStart('1m', q.time - windowMs);
    const candles = market.candles(p.symbol, '1m', from, q.time, windowMs / MINUTE + 1);
    const first = candles[0];
    let high = first?.high ?? 0;
    let low = first?.low ?? 0;
    let volume = 0;
    let turnover = 0;
    for (const c of candles) {
      if (c.high > high) high = c.high;
      if (c.low < low) low = c.low;
      volume += c.volume;
      turnover += c.turnover;
    }
    const window: PriceWindow = {
      open: first ? formatScaled(first.open, pp) : q.price,
      high: first ? formatScaled(high, pp) : q.price,
      low: first ? formatScaled(low, pp) : q.price,
      last: q.price,
      volume: formatScaled(volume, 2),
      turnover: formatScaled(turnover, 2),
      openTime: q.time - windowMs,
      closeTime: q.time,
    };
    const base = windowStats(binanceSymbol(t.symbol), window);
    return full ? { ...base, ...windowChanges(pp, window) } : base;
  }

  function klines(params: { symbol: string; interval: string; startTime?: number; endTime?: number; limit?: number }) {
    const t = marketOfSymbol(allTerms(), params.symbol);
    return productKlines(market, productOf(t), params, clock.now());
  }

  /** Largest price, quantity and order value the platform parses (order.ts: at most MAX_UNITS minor units, a safe count of ticks and lots). */
  function maxima(t: MarketTerms) {
    const safe = BigInt(Number.MAX_SAFE_INTEGER);
    const min = (a: bigint, b: bigint) => (a < b ? a : b);
    return {
      maxPrice: priceText(t, min(safe, MAX_UNITS / t.tickScaled)),
      maxQty: qtyText(t, min(safe, MAX_UNITS / t.lotBase)),
      maxNotional: quoteText(t, MAX_UNITS),
    };
  }

  function symbolInfo(t: MarketTerms, permissionSets: boolean) {
    const { maxPrice, maxQty, maxNotional } = maxima(t);
    const tick = priceText(t, 1n);
    const lot = qtyText(t, 1n);
    return {
      symbol: binanceSymbol(t.symbol),
      status: t.enabled ? ('TRADING' as const) : ('BREAK' as const),
      baseAsset: t.base,
      baseAssetPrecision: t.baseScale,
      quoteAsset: t.quote,
      quotePrecision: t.quoteScale,
      quoteAssetPrecision: t.quoteScale,
      // fees are paid in the quote coin's minor units
      baseCommissionPrecision: t.baseScale,
      quoteCommissionPrecision: t.quoteScale,
      orderTypes: ['LIMIT', 'MARKET'],
      icebergAllowed: false,
      ocoAllowed: false,
      otoAllowed: false,
      quoteOrderQtyMarketAllowed: true,
      allowTrailingStop: false,
      cancelReplaceAllowed: false,
      amendAllowed: false,
      isSpotTradingAllowed: true,
      isMarginTradingAllowed: false,
      filters: [
        { filterType: 'PRICE_FILTER' as const, minPrice: tick, maxPrice, tickSize: tick },
        { filterType: 'LOT_SIZE' as const, minQty: lot, maxQty, stepSize: lot },
        // a market sell's quantity is rounded down to the lot step like a limit order's
        { filterType: 'MARKET_LOT_SIZE' as const, minQty: lot, maxQty, stepSize: lot },
        {
          filterType: 'NOTIONAL' as const,
          minNotional: t.minNotional,
          applyMinToMarket: true,
          maxNotional,
          applyMaxToMarket: false,
          avgPriceMins: AVG_PRICE_MINS,
        },
      ],
      permissions: [],
      permissionSets: permissionSets ? [['SPOT']] : [],
      // an order that meets a resting order of its own account is cancelled there (the taker expires)
      defaultSelfTradePreventionMode: 'EXPIRE_TAKER',
      allowedSelfTradePreventionModes: ['EXPIRE_TAKER'],
    };
  }

  const tradeView = (t: MarketTerms, r: TradeRow) => ({
    id: r.id,
    price: priceText(t, r.priceTicks),
    qty: qtyText(t, r.lots),
    quoteQty: quoteText(t, r.value),
    time: r.at,
    // `side` is the taker's: a selling taker met a resting buyer
    isBuyerMaker: r.side === 'sell',
    isBestMatch: true,
  });

  return [
    route({
      method: 'GET',
      path: '/exchangeInfo',
      weight: 20,
      security: 'NONE',
      params: S.BnExchangeInfoQuery,
      summary:
        'Trading rules: the rate limits and every spot market with its precisions and filters (PRICE_FILTER, LOT_SIZE, MARKET_LOT_SIZE, NOTIONAL)',
      response: S.BnExchangeInfo,
      handler: ({ params }) => {
        const named = [params.symbol, params.symbols, params.symbolStatus].filter((x) => x !== undefined).length;
        if (named > 1) throw bnError.badCombination("Send at most one of 'symbol', 'symbols' and 'symbolStatus'.");
        const choice = chosen(params);
        let markets = 'one' in choice ? [choice.one] : choice.list;
        if (params.symbolStatus !== undefined) {
          markets = markets.filter((t) => (t.enabled ? 'TRADING' : 'BREAK') === params.symbolStatus);
        }
        if (params.permissions !== undefined) {
          const wanted = params.permissions.startsWith('[') ? (JSON.parse(params.permissions) as string[]) : [params.permissions];
          // every market here is a spot market
          if (!wanted.includes('SPOT')) markets = [];
        }
        return {
          timezone: 'UTC' as const,
          serverTime: clock.now(),
          rateLimits: [
            { rateLimitType: 'REQUEST_WEIGHT' as const, interval: 'MINUTE' as const, intervalNum: 1, limit: deps.weightPerMinute },
            ...orderRateLimits(deps.orderLimits),
          ],
          exchangeFilters: [],
          symbols: markets.map((t) => symbolInfo(t, params.showPermissionSets !== 'false')),
        };
      },
    }),
    route({
      method: 'GET',
      path: '/depth',
      weight: depthWeight,
      security: 'NONE',
      params: S.BnDepthQuery,
      summary: 'The order book: limit levels a side (default 100, at most 5000); lastUpdateId is the book’s update sequence',
      response: S.BnDepth,
      handler: ({ params, mode }) => {
        const t = marketOfSymbol(allTerms(), params.symbol);
        const book = spot.book(t.symbol, mode, Math.min(params.limit ?? 100, 5000));
        return { lastUpdateId: book.seq, bids: book.bids.map(levelPair), asks: book.asks.map(levelPair) };
      },
    }),
    route({
      method: 'GET',
      path: '/trades',
      weight: 25,
      security: 'NONE',
      params: S.BnTradesQuery,
      summary: 'Recent trades, oldest first (default 500, at most 1000)',
      response: S.BnTradeList,
      handler: ({ params, mode }) => {
        const t = marketOfSymbol(allTerms(), params.symbol);
        return spot.tradeRows(t.id, mode, { limit: params.limit ?? 500 }).map((r) => tradeView(t, r));
      },
    }),
    route({
      method: 'GET',
      path: '/aggTrades',
      weight: 4,
      security: 'NONE',
      params: S.BnAggTradesQuery,
      summary:
        'Trades in id order from fromId or startTime (inclusive), else the most recent up to endTime; each trade is its own aggregate (a = f = l = the trade id)',
      response: S.BnAggTradeList,
      handler: ({ params, mode }) => {
        const t = marketOfSymbol(allTerms(), params.symbol);
        const { fromId, startTime, endTime } = params;
        return spot.tradeRows(t.id, mode, { fromId, startTime, endTime, limit: params.limit ?? 500 }).map((r) => ({
          a: r.id,
          p: priceText(t, r.priceTicks),
          q: qtyText(t, r.lots),
          f: r.id,
          l: r.id,
          T: r.at,
          m: r.side === 'sell',
          M: true,
        }));
      },
    }),
    ...(['/klines', '/uiKlines'] as const).map((path) =>
      route({
        method: 'GET',
        path,
        weight: 2,
        security: 'NONE',
        params: S.BnKlinesQuery,
        summary: `Candles of the market’s product, oldest first (1m 5m 15m 30m 1h 4h 1d 1w 1M; UTC; default 500, at most 1000)${path === '/uiKlines' ? ': the same as /klines' : ''}`,
        response: S.BnKlineList,
        handler: ({ params }) => klines(params),
      }),
    ),
    route({
      method: 'GET',
      path: '/ticker/24hr',
      weight: ticker24hrWeight,
      security: 'NONE',
      params: S.BnTicker24hrQuery,
      summary: '24-hour statistics (the spot page’s figures) with the book’s best bid and ask: one symbol, a list, or every one',
      response: S.BnTicker24hrAnswer,
      handler: ({ params, mode }) => each(chosen(params), (t) => ticker24hr(t, mode, params.type !== 'MINI')),
    }),
    route({
      method: 'GET',
      path: '/ticker',
      weight: rollingWeight,
      security: 'NONE',
      params: S.BnRollingTickerQuery,
      summary: 'Statistics of a rolling window (windowSize 1m…59m, 1h…23h, 1d…7d; default 1d) of one symbol or a list',
      response: S.BnRollingTickerAnswer,
      handler: ({ params }) => {
        if (params.symbol === undefined && params.symbols === undefined) throw bnError.mandatory('symbol');
        const size = params.windowSize ?? '1d';
        const unit = size.endsWith('m') ? MINUTE : size.endsWith('h') ? HOUR : DAY;
        const windowMs = Number.parseInt(size, 10) * unit;
        return each(chosen(params), (t) => rollingTicker(t, windowMs, params.type !== 'MINI'));
      },
    }),
    route({
      method: 'GET',
      path: '/ticker/price',
      weight: oneOrFour,
      security: 'NONE',
      params: S.BnTickerPriceQuery,
      summary: 'Latest price (the spot page’s): one symbol, a list, or every one',
      response: S.BnTickerPriceAnswer,
      handler: ({ params }) => each(chosen(params), (t) => ({ symbol: binanceSymbol(t.symbol), price: quoteOf(t).price })),
    }),
    route({
      method: 'GET',
      path: '/ticker/bookTicker',
      weight: oneOrFour,
      security: 'NONE',
      params: S.BnTickerPriceQuery,
      summary: 'Best bid and ask of the book with their quantities: one symbol, a list, or every one',
      response: S.BnBookTickerAnswer,
      handler: ({ params, mode }) => each(chosen(params), (t) => ({ symbol: binanceSymbol(t.symbol), ...top(t, mode) })),
    }),
    route({
      method: 'GET',
      path: '/avgPrice',
      weight: 2,
      security: 'NONE',
      params: S.BnAvgPriceQuery,
      summary: `Average price of the last ${AVG_PRICE_MINS} minutes (volume-weighted, from the product’s minute candles)`,
      response: S.BnAvgPrice,
      handler: ({ params }) => {
        const t = marketOfSymbol(allTerms(), params.symbol);
        const p = productOf(t);
        const q = quoteOf(t);
        const from = bucketStart('1m', q.time) - (AVG_PRICE_MINS - 1) * MINUTE;
        let volume = 0n;
        let turnover = 0n;
        for (const c of market.candles(p.symbol, '1m', from, q.time, AVG_PRICE_MINS)) {
          volume += BigInt(c.volume);
          turnover += BigInt(c.turnover);
        }
        const price = volume > 0n ? averagePrice(turnover, volume, p.pricePrecision) : q.price;
        return { mins: AVG_PRICE_MINS, price, closeTime: q.time };
      },
    }),
  ];
}
