// The Binance-compatible API's market data (issue 39, docs/decisions/093-binance-compatible-api.md):
// the parameters as Binance takes them (strings as sent; the patterns are Binance's legal ranges,
// which its -1100 refusal quotes) and the answers as Binance writes them (decimal strings, times
// in ms, its field names), for the routes and the OpenAPI document.
import { z } from 'zod';

/** A decimal string as Binance writes numbers. */
export const Dec = z.string().regex(/^-?\d+(\.\d+)?$/);
export const Int = z.number().int();

// ---------------------------------------------------------------- parameters

/** A symbol as Binance names it: the two coins run together (BTCUSDT). */
export const BnSymbol = z.string().regex(/^[A-Z0-9_.-]{1,20}$/);
/** A JSON array of symbols: ["BTCUSDT","ETHUSDT"]. */
export const BnSymbols = z.string().regex(/^\[("[A-Z0-9_.-]{1,20}"(,"[A-Z0-9_.-]{1,20}")*)\]$/);
/** A time (epoch ms) or an id. */
export const BnLong = z
  .string()
  .regex(/^\d{1,16}$/)
  .transform(Number);
/** A count from 1 to 1000 (trades, klines). */
const UpTo1000 = z
  .string()
  .regex(/^([1-9]\d{0,2}|1000)$/)
  .transform(Number);

export const BnExchangeInfoQuery = z.strictObject({
  symbol: BnSymbol.optional(),
  symbols: BnSymbols.optional(),
  /** SPOT, or a JSON array of permissions: every symbol here is SPOT. */
  permissions: z
    .string()
    .regex(/^([A-Z0-9_]{1,20}|\[("[A-Z0-9_]{1,20}"(,"[A-Z0-9_]{1,20}")*)?\])$/)
    .optional(),
  showPermissionSets: z.enum(['true', 'false']).optional(),
  symbolStatus: z.enum(['TRADING', 'HALT', 'BREAK']).optional(),
});

export const BnDepthQuery = z.strictObject({
  symbol: BnSymbol,
  /** Default 100; above 5000 the answer is cut to 5000 levels (as Binance). */
  limit: z
    .string()
    .regex(/^[1-9]\d{0,8}$/)
    .transform(Number)
    .optional(),
});

export const BnTradesQuery = z.strictObject({ symbol: BnSymbol, limit: UpTo1000.optional() });

export const BnAggTradesQuery = z.strictObject({
  symbol: BnSymbol,
  fromId: BnLong.optional(),
  startTime: BnLong.optional(),
  endTime: BnLong.optional(),
  limit: UpTo1000.optional(),
});

export const BnKlinesQuery = z.strictObject({
  symbol: BnSymbol,
  /** Checked by the route: an interval the platform's candles do not have is -1120. */
  interval: z.string(),
  startTime: BnLong.optional(),
  endTime: BnLong.optional(),
  /** Only UTC: the candles are UTC buckets. */
  timeZone: z
    .string()
    .regex(/^[+-]?0{1,2}(:00)?$/)
    .optional(),
  limit: UpTo1000.optional(),
});

/** One symbol, a JSON array of them, or neither (every symbol). */
const symbolChoice = { symbol: BnSymbol.optional(), symbols: BnSymbols.optional() };

export const BnTicker24hrQuery = z.strictObject({ ...symbolChoice, type: z.enum(['FULL', 'MINI']).optional() });
export const BnTickerPriceQuery = z.strictObject(symbolChoice);
export const BnAvgPriceQuery = z.strictObject({ symbol: BnSymbol });
export const BnRollingTickerQuery = z.strictObject({
  ...symbolChoice,
  /** 1m…59m, 1h…23h, 1d…7d (default 1d). */
  windowSize: z
    .string()
    .regex(/^([1-9]|[1-5]\d)m$|^([1-9]|1\d|2[0-3])h$|^[1-7]d$/)
    .optional(),
  type: z.enum(['FULL', 'MINI']).optional(),
});

// ---------------------------------------------------------------- answers

const Filter = z.discriminatedUnion('filterType', [
  z.object({ filterType: z.literal('PRICE_FILTER'), minPrice: Dec, maxPrice: Dec, tickSize: Dec }),
  z.object({ filterType: z.literal('LOT_SIZE'), minQty: Dec, maxQty: Dec, stepSize: Dec }),
  z.object({ filterType: z.literal('MARKET_LOT_SIZE'), minQty: Dec, maxQty: Dec, stepSize: Dec }),
  z.object({
    filterType: z.literal('NOTIONAL'),
    minNotional: Dec,
    applyMinToMarket: z.boolean(),
    maxNotional: Dec,
    applyMaxToMarket: z.boolean(),
    avgPriceMins: Int,
  }),
]);

export const BnSymbolInfo = z
  .object({
    symbol: z.string(),
    status: z.enum(['TRADING', 'BREAK']),
    baseAsset: z.string(),
    baseAssetPrecision: Int,
    quoteAsset: z.string(),
    quotePrecision: Int,
    quoteAssetPrecision: Int,
    baseCommissionPrecision: Int,
    quoteCommissionPrecision: Int,
    orderTypes: z.array(z.string()),
    icebergAllowed: z.boolean(),
    ocoAllowed: z.boolean(),
    otoAllowed: z.boolean(),
    quoteOrderQtyMarketAllowed: z.boolean(),
    allowTrailingStop: z.boolean(),
    cancelReplaceAllowed: z.boolean(),
    amendAllowed: z.boolean(),
    isSpotTradingAllowed: z.boolean(),
    isMarginTradingAllowed: z.boolean(),
    filters: z.array(Filter),
    permissions: z.array(z.string()),
    permissionSets: z.array(z.array(z.string())),
    defaultSelfTradePreventionMode: z.string(),
    allowedSelfTradePreventionModes: z.array(z.string()),
  })
  .meta({ id: 'BinanceSymbolInfo' });

/** A rate limit as exchangeInfo states it (the spot and the futures API's). */
export const BnRateLimit = z.object({
  rateLimitType: z.enum(['REQUEST_WEIGHT', 'ORDERS']),
  interval: z.enum(['SECOND', 'MINUTE', 'DAY']),
  intervalNum: Int,
  limit: Int,
});

export const BnExchangeInfo = z
  .object({
    timezone: z.literal('UTC'),
    serverTime: Int,
    rateLimits: z.array(BnRateLimit),
    exchangeFilters: z.array(z.object({ filterType: z.string() })),
    symbols: z.array(BnSymbolInfo),
  })
  .meta({ id: 'BinanceExchangeInfo' });

/** Price and quantity of a level. */
export const Level = z.tuple([Dec, Dec]);
export const BnDepth = z.object({ lastUpdateId: Int, bids: z.array(Level), asks: z.array(Level) }).meta({ id: 'BinanceDepth' });

export const BnTrade = z
  .object({ id: Int, price: Dec, qty: Dec, quoteQty: Dec, time: Int, isBuyerMaker: z.boolean(), isBestMatch: z.boolean() })
  .meta({ id: 'BinanceTrade' });
export const BnTradeList = z.array(BnTrade);

export const BnAggTrade = z
  .object({
    a: Int.meta({ description: 'aggregate trade id (here: the trade id, each trade its own aggregate)' }),
    p: Dec,
    q: Dec,
    f: Int.meta({ description: 'first trade id' }),
    l: Int.meta({ description: 'last trade id' }),
    T: Int.meta({ description: 'time (ms)' }),
    m: z.boolean().meta({ description: 'was the buyer the maker' }),
    M: z.boolean(),
  })
  .meta({ id: 'BinanceAggTrade' });
export const BnAggTradeList = z.array(BnAggTrade);

/** [openTime, open, high, low, close, volume, closeTime, quoteAssetVolume, numberOfTrades, takerBuyBaseVolume, takerBuyQuoteVolume, ignore] */
export const BnKline = z.tuple([Int, Dec, Dec, Dec, Dec, Dec, Int, Dec, Int, Dec, Dec, z.string()]).meta({ id: 'BinanceKline' });
export const BnKlineList = z.array(BnKline);

/** A window's figures (the spot and the futures tickers'). */
export const statsFields = {
  openPrice: Dec,
  highPrice: Dec,
  lowPrice: Dec,
  lastPrice: Dec,
  volume: Dec,
  quoteVolume: Dec,
  openTime: Int,
  closeTime: Int,
  firstId: Int,
  lastId: Int,
  count: Int,
};
export const BnTicker24hr = z
  .object({
    symbol: z.string(),
    priceChange: Dec,
    priceChangePercent: Dec,
    weightedAvgPrice: Dec,
    prevClosePrice: Dec,
    lastQty: Dec,
    bidPrice: Dec,
    bidQty: Dec,
    askPrice: Dec,
    askQty: Dec,
    ...statsFields,
  })
  .meta({ id: 'BinanceTicker24hr' });
export const BnTickerMini = z.object({ symbol: z.string(), ...statsFields }).meta({ id: 'BinanceTickerMini' });
export const BnRollingTicker = z
  .object({ symbol: z.string(), priceChange: Dec, priceChangePercent: Dec, weightedAvgPrice: Dec, ...statsFields })
  .meta({ id: 'BinanceRollingTicker' });

/** One symbol's answer (`symbol` sent) or a list (`symbols` or neither). */
const oneOrList = <T extends z.ZodType>(item: T) => z.union([item, z.array(item)]);
export const BnTicker24hrAnswer = oneOrList(z.union([BnTicker24hr, BnTickerMini]));
export const BnRollingTickerAnswer = oneOrList(z.union([BnRollingTicker, BnTickerMini]));

export const BnTickerPrice = z.object({ symbol: z.string(), price: Dec }).meta({ id: 'BinanceTickerPrice' });
export const BnTickerPriceAnswer = oneOrList(BnTickerPrice);

export const BnBookTicker = z
  .object({ symbol: z.string(), bidPrice: Dec, bidQty: Dec, askPrice: Dec, askQty: Dec })
  .meta({ id: 'BinanceBookTicker' });
export const BnBookTickerAnswer = oneOrList(BnBookTicker);

export const BnAvgPrice = z.object({ mins: Int, price: Dec, closeTime: Int }).meta({ id: 'BinanceAvgPrice' });
