// The Binance-compatible USDⓈ-M futures API's market data and account (issue 40,
// docs/decisions/095-binance-futures-api.md): the parameters as Binance's /fapi takes them
// (strings as sent) and the answers as it writes them (decimal strings, times in ms, its field
// names), for the routes and the OpenAPI document. The order endpoints' are in binance-futures-orders.ts.
import { z } from 'zod';
import { BnKline, BnLong, BnRateLimit, BnSymbol, Dec, Int, Level, statsFields } from './binance-market.ts';

// ---------------------------------------------------------------- parameters

export const FBnNoParams = z.strictObject({});
/** An endpoint of one symbol or, without it, every symbol. */
export const FBnSymbolQuery = z.strictObject({ symbol: BnSymbol.optional() });
export const FBnOneSymbol = z.strictObject({ symbol: BnSymbol });

/** Binance's futures depth limits (default 500). */
export const FBnDepthQuery = z.strictObject({ symbol: BnSymbol, limit: z.enum(['5', '10', '20', '50', '100', '500', '1000']).optional() });

export const FBnKlinesQuery = z.strictObject({
  symbol: BnSymbol,
  /** Checked by the route: an interval the platform's candles do not have is -1120. */
  interval: z.string(),
  startTime: BnLong.optional(),
  endTime: BnLong.optional(),
  /** 1 to 1500 (default 500). */
  limit: z
    .string()
    .regex(/^([1-9]\d{0,2}|1[0-4]\d\d|1500)$/)
    .transform(Number)
    .optional(),
});

/** A whole leverage: the route answers -4028 for one the product does not offer. */
export const FBnLeverageBody = z.strictObject({
  symbol: BnSymbol,
  leverage: z
    .string()
    .regex(/^[1-9]\d{0,2}$/)
    .transform(Number),
});
export const FBnMarginTypeBody = z.strictObject({ symbol: BnSymbol, marginType: z.enum(['ISOLATED', 'CROSSED']) });
export const FBnDualSideBody = z.strictObject({ dualSidePosition: z.enum(['true', 'false']) });

// ---------------------------------------------------------------- market data answers

const FilterFields = { minQty: Dec, maxQty: Dec, stepSize: Dec };
export const FBnSymbolInfo = z
  .object({
    symbol: z.string(),
    pair: z.string(),
    contractType: z.literal('PERPETUAL'),
    /** Binance's date of a perpetual (4133404800000: 2100-12-25). */
    deliveryDate: Int,
    status: z.enum(['TRADING', 'BREAK']),
    maintMarginPercent: Dec,
    requiredMarginPercent: Dec,
    baseAsset: z.string(),
    quoteAsset: z.string(),
    marginAsset: z.string(),
    pricePrecision: Int,
    quantityPrecision: Int,
    baseAssetPrecision: Int,
    quotePrecision: Int,
    filters: z.array(
      z.discriminatedUnion('filterType', [
        z.object({ filterType: z.literal('PRICE_FILTER'), minPrice: Dec, maxPrice: Dec, tickSize: Dec }),
        z.object({ filterType: z.literal('LOT_SIZE'), ...FilterFields }),
        z.object({ filterType: z.literal('MARKET_LOT_SIZE'), ...FilterFields }),
      ]),
    ),
    orderTypes: z.array(z.string()),
    timeInForce: z.array(z.string()),
  })
  .meta({ id: 'BinanceFuturesSymbolInfo' });

export const FBnExchangeInfo = z
  .object({
    timezone: z.literal('UTC'),
    serverTime: Int,
    futuresType: z.literal('U_MARGINED'),
    rateLimits: z.array(BnRateLimit),
    exchangeFilters: z.array(z.object({ filterType: z.string() })),
    assets: z.array(z.object({ asset: z.string(), marginAvailable: z.boolean() })),
    symbols: z.array(FBnSymbolInfo),
  })
  .meta({ id: 'BinanceFuturesExchangeInfo' });

export const FBnDepth = z
  .object({
    lastUpdateId: Int.meta({ description: "the market engine's frame sequence (the depth stream's u)" }),
    E: Int.meta({ description: 'time of the tick in force (ms)' }),
    T: Int,
    bids: z.array(Level),
    asks: z.array(Level),
  })
  .meta({ id: 'BinanceFuturesDepth' });

export const FBnKlineList = z.array(BnKline);

export const FBnTicker24hr = z
  .object({ symbol: z.string(), priceChange: Dec, priceChangePercent: Dec, weightedAvgPrice: Dec, lastQty: Dec, ...statsFields })
  .meta({ id: 'BinanceFuturesTicker24hr' });

export const FBnTickerPrice = z.object({ symbol: z.string(), price: Dec, time: Int }).meta({ id: 'BinanceFuturesTickerPrice' });

export const FBnBookTicker = z
  .object({ lastUpdateId: Int, symbol: z.string(), bidPrice: Dec, bidQty: Dec, askPrice: Dec, askQty: Dec, time: Int })
  .meta({ id: 'BinanceFuturesBookTicker' });

export const FBnPremiumIndex = z
  .object({
    symbol: z.string(),
    markPrice: Dec,
    indexPrice: Dec,
    estimatedSettlePrice: Dec,
    lastFundingRate: Dec.meta({ description: "the product's overnight rate, charged to longs and shorts alike at the overnight time" }),
    interestRate: Dec,
    nextFundingTime: Int.meta({ description: 'the next overnight charge (CONTRACT_OVERNIGHT_TIME, UTC)' }),
    time: Int,
  })
  .meta({ id: 'BinanceFuturesPremiumIndex' });

/** One symbol's answer (`symbol` sent) or every symbol's. */
export const oneOrEvery = <T extends z.ZodType>(item: T) => z.union([item, z.array(item)]);

// ---------------------------------------------------------------- account answers

export const FBnLeverage = z.object({ leverage: Int, maxNotionalValue: Dec, symbol: z.string() }).meta({ id: 'BinanceFuturesLeverage' });
/** Binance's answer of a change that took: {"code":200,"msg":"success"}. */
export const FBnSuccess = z.object({ code: z.literal(200), msg: z.literal('success') });
export const FBnDualSide = z.object({ dualSidePosition: z.boolean() });

export const FBnLeverageBracket = z
  .object({
    symbol: z.string(),
    notionalCoef: z.number(),
    brackets: z.array(
      z.object({
        bracket: Int,
        initialLeverage: Int,
        notionalCap: z.number(),
        notionalFloor: z.number(),
        maintMarginRatio: z.number(),
        cum: z.number(),
      }),
    ),
  })
  .meta({ id: 'BinanceFuturesLeverageBracket' });

const walletFields = {
  walletBalance: Dec,
  unrealizedProfit: Dec,
  marginBalance: Dec,
  maintMargin: Dec,
  initialMargin: Dec,
  positionInitialMargin: Dec,
  openOrderInitialMargin: Dec,
  crossWalletBalance: Dec,
  crossUnPnl: Dec,
  availableBalance: Dec,
  maxWithdrawAmount: Dec,
};
const FBnAsset = z.object({ asset: z.string(), ...walletFields, marginAvailable: z.boolean(), updateTime: Int });
const totals = {
  totalInitialMargin: Dec,
  totalMaintMargin: Dec,
  totalWalletBalance: Dec,
  totalUnrealizedProfit: Dec,
  totalMarginBalance: Dec,
  totalPositionInitialMargin: Dec,
  totalOpenOrderInitialMargin: Dec,
  totalCrossWalletBalance: Dec,
  totalCrossUnPnl: Dec,
  availableBalance: Dec,
  maxWithdrawAmount: Dec,
};

/** A symbol's net position on one side (positionSide BOTH, one-way): v3's fields of it in the account and positionRisk. */
const positionFields = {
  symbol: z.string(),
  positionSide: z.literal('BOTH'),
  positionAmt: Dec,
  isolatedMargin: Dec,
  notional: Dec,
  isolatedWallet: Dec,
  initialMargin: Dec,
  maintMargin: Dec,
  updateTime: Int,
};
export const FBnAccountV3 = z
  .object({
    ...totals,
    assets: z.array(FBnAsset),
    positions: z.array(z.object({ ...positionFields, unrealizedProfit: Dec })),
  })
  .meta({ id: 'BinanceFuturesAccountV3' });

export const FBnAccountV2 = z
  .object({
    feeTier: Int,
    canTrade: z.boolean(),
    canDeposit: z.boolean(),
    canWithdraw: z.boolean(),
    updateTime: Int,
    multiAssetsMargin: z.boolean(),
    ...totals,
    assets: z.array(FBnAsset),
    positions: z.array(
      z.object({
        symbol: z.string(),
        initialMargin: Dec,
        maintMargin: Dec,
        unrealizedProfit: Dec,
        positionInitialMargin: Dec,
        openOrderInitialMargin: Dec,
        leverage: Dec,
        isolated: z.boolean(),
        entryPrice: Dec,
        maxNotional: Dec,
        bidNotional: Dec,
        askNotional: Dec,
        positionSide: z.literal('BOTH'),
        positionAmt: Dec,
        updateTime: Int,
      }),
    ),
  })
  .meta({ id: 'BinanceFuturesAccountV2' });

export const FBnBalanceList = z.array(
  z
    .object({
      accountAlias: z.string(),
      asset: z.string(),
      balance: Dec,
      crossWalletBalance: Dec,
      crossUnPnl: Dec,
      availableBalance: Dec,
      maxWithdrawAmount: Dec,
      marginAvailable: z.boolean(),
      updateTime: Int,
    })
    .meta({ id: 'BinanceFuturesBalance' }),
);

export const FBnPositionRiskV2 = z
  .array(
    z.object({
      symbol: z.string(),
      positionAmt: Dec,
      entryPrice: Dec,
      markPrice: Dec,
      unRealizedProfit: Dec,
      liquidationPrice: Dec,
      leverage: Dec,
      maxNotionalValue: Dec,
      marginType: z.literal('isolated'),
      isolatedMargin: Dec,
      isAutoAddMargin: z.literal('false'),
      positionSide: z.literal('BOTH'),
      notional: Dec,
      isolatedWallet: Dec,
      updateTime: Int,
    }),
  )
  .meta({ id: 'BinanceFuturesPositionRiskV2' });

export const FBnPositionRiskV3 = z
  .array(
    z.object({
      ...positionFields,
      entryPrice: Dec,
      markPrice: Dec,
      unRealizedProfit: Dec,
      liquidationPrice: Dec,
      positionInitialMargin: Dec,
      openOrderInitialMargin: Dec,
      bidNotional: Dec,
      askNotional: Dec,
      marginAsset: z.string(),
    }),
  )
  .meta({ id: 'BinanceFuturesPositionRiskV3' });
