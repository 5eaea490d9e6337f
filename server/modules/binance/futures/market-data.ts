// The futures API's market data (issue 40, docs/decisions/095-binance-futures-api.md, "Market
// data and account"): ping, time, exchangeInfo, depth, klines, the tickers and premiumIndex on
// the contract products, at Binance's /fapi paths with its weights and field names. Contracts
// have no order book: they fill at the tick in force's bid and ask (decision 033), so the depth
// is that one level a side; prices over time are the product's candles and 24-hour quote, the
// same figures as the spot API's (product-figures.ts).
import { CONTRACT_CURRENCY, CONTRACT_SCALE } from '../../../../shared/contract.ts';
import { formatScaled } from '../../../../shared/market.ts';
import { unitsOf } from '../../../../shared/money.ts';
import * as S from '../../../../shared/schemas/binance-futures.ts';
import type { MarketEngine } from '../../../engine/market-engine.ts';
import type { RecordedTick } from '../../../engine/ticks.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ContractSettings } from '../../contract/settings.ts';
import { type BinanceRoute, binanceRoute as route } from '../api.ts';
import { bnError, bnTradeError } from '../errors.ts';
import { generalRoutes } from '../general.ts';
import { orderRateLimits } from '../market-data.ts';
import type { OrderLimit } from '../order-limits.ts';
import { dayTicker, productKlines } from '../product-figures.ts';
import { binanceSymbol } from '../symbols.ts';
import {
  contractOfSymbol,
  contractTop,
  fundingRateOf,
  futuresAssets,
  QUANTITY_PRECISION,
  quantityOfLots,
  quantityStep,
} from './contracts.ts';
import type { ContractPlatform } from './platform.ts';

/** The futures API's version-1 paths (fapi.binance.com/fapi/v1). */
export const FAPI_V1 = '/fapi/v1';
/** Binance's delivery date of a perpetual (2100-12-25): CCXT reads a market with it as a swap. */
const PERPETUAL_DELIVERY = 4_133_404_800_000;
/** The order types the futures API places (decision 095, "Orders"). */
export const FUTURES_ORDER_TYPES = ['LIMIT', 'MARKET', 'STOP_MARKET', 'TAKE_PROFIT_MARKET'];

export interface FuturesMarketDataDeps {
  contracts: Pick<ContractPlatform, 'settings' | 'overnight'>;
  market: MarketEngine;
  clock: Clock;
  /** REQUEST_WEIGHT per minute (API_WEIGHT_PER_MINUTE), as exchangeInfo states it. */
  weightPerMinute: number;
  /** The order rates the trading endpoints allow (order-limits.ts), as exchangeInfo states them. */
  orderLimits: readonly OrderLimit[];
}

// ---------------------------------------------------------------- weights (Binance's /fapi)

/** A depth weighs by its limit: 5–50: 2, 100: 5, 500 (the default): 10, 1000: 20. */
const depthWeight = (sent: ReadonlyMap<string, string>) => {
  const limit = Number(sent.get('limit') ?? 500);
  return limit <= 50 ? 2 : limit <= 100 ? 5 : limit <= 500 ? 10 : 20;
};
/** Klines weigh by their limit: under 100: 1, under 500: 2, up to 1000 (the default 500 included): 5, more: 10. */
const klinesWeight = (sent: ReadonlyMap<string, string>) => {
  const limit = Number(sent.get('limit') ?? 500);
  return limit < 100 ? 1 : limit < 500 ? 2 : limit <= 1000 ? 5 : 10;
};
/** One symbol's weight, or every symbol's. */
const bySymbol = (one: number, every: number) => (sent: ReadonlyMap<string, string>) => (sent.has('symbol') ? one : every);

// ---------------------------------------------------------------- figures

/** The decimals a step needs ("10.00" → 0, "0.10" → 1). */
const decimalsOf = (text: string) => (text.split('.')[1] ?? '').replace(/0+$/, '').length;

/** A rate (decimal text) as a percentage with 4 decimals, as Binance writes maintMarginPercent ("0.004" → "0.4000"). */
const percentOf = (rate: string) => formatScaled(unitsOf(rate, 6), 4);

/** The initial margin at the product's highest leverage, in percent (100 → "1.0000"). */
function requiredMarginPercent(s: ContractSettings): string {
  const highest = BigInt(Math.max(...s.leverages));
  return formatScaled((2n * 1_000_000n + highest) / (2n * highest), 4);
}

export function futuresMarketDataRoutes(deps: FuturesMarketDataDeps): BinanceRoute[] {
  const { market, clock } = deps;
  const { settings } = deps.contracts;
  const all = () => settings.all();

  /** The tick in force of a product: what its positions open and are valued at. */
  function tickOf(s: ContractSettings): RecordedTick {
    const tick = market.ticks.inForce(s.productId, clock.now());
    if (!tick) throw bnTradeError.marketClosed();
    return tick;
  }
  const productOf = (s: ContractSettings) => {
    const p = market.product(s.productId);
    if (!p) throw bnError.badSymbol();
    return p;
  };
  const quoteOf = (s: ContractSettings) => {
    const q = market.quote(s.productId);
    if (!q) throw bnError.badSymbol();
    return q;
  };
  /** One symbol's answer, or every product's. */
  const each = <T>(symbol: string | undefined, f: (s: ContractSettings) => T): T | T[] =>
    symbol === undefined ? all().map(f) : f(contractOfSymbol(all(), symbol));

  /** The tick's bid and ask with the most one order may open (a contract has no book beyond them). */
  function top(s: ContractSettings) {
    const tick = tickOf(s);
    return { tick, ...contractTop(s, BigInt(tick.ticks)) };
  }

  function symbolInfo(s: ContractSettings) {
    const p = productOf(s);
    const step = quantityStep(s);
    const lots = { minQty: quantityOfLots(s, s.minLots), maxQty: quantityOfLots(s, s.maxLots), stepSize: step };
    const symbol = binanceSymbol(s.symbol);
    return {
      symbol,
      pair: symbol,
      contractType: 'PERPETUAL' as const,
      deliveryDate: PERPETUAL_DELIVERY,
      status: s.enabled ? ('TRADING' as const) : ('BREAK' as const),
      maintMarginPercent: percentOf(s.maintenanceRate),
      requiredMarginPercent: requiredMarginPercent(s),
      ...futuresAssets(p),
      marginAsset: CONTRACT_CURRENCY,
      pricePrecision: s.pricePrecision,
      quantityPrecision: decimalsOf(step),
      baseAssetPrecision: QUANTITY_PRECISION,
      quotePrecision: CONTRACT_SCALE,
      filters: [
        {
          filterType: 'PRICE_FILTER' as const,
          minPrice: formatScaled(1n, s.pricePrecision),
          // the most ticks a price may count (a safe integer, as the spot API's)
          maxPrice: formatScaled(BigInt(Number.MAX_SAFE_INTEGER), s.pricePrecision),
          tickSize: formatScaled(1n, s.pricePrecision),
        },
        { filterType: 'LOT_SIZE' as const, ...lots },
        { filterType: 'MARKET_LOT_SIZE' as const, ...lots },
      ],
      orderTypes: FUTURES_ORDER_TYPES,
      timeInForce: ['GTC'],
    };
  }

  return [
    ...generalRoutes(clock, FAPI_V1),
    route({
      method: 'GET',
      path: `${FAPI_V1}/exchangeInfo`,
      absolute: true,
      weight: 1,
      security: 'NONE',
      params: S.FBnNoParams,
      summary:
        'Futures trading rules: every contract product as a USDT-margined perpetual with its precisions and filters (PRICE_FILTER, LOT_SIZE, MARKET_LOT_SIZE), the rate limits',
      response: S.FBnExchangeInfo,
      handler: () => ({
        timezone: 'UTC' as const,
        serverTime: clock.now(),
        futuresType: 'U_MARGINED' as const,
        rateLimits: [
          { rateLimitType: 'REQUEST_WEIGHT' as const, interval: 'MINUTE' as const, intervalNum: 1, limit: deps.weightPerMinute },
          ...orderRateLimits(deps.orderLimits),
        ],
        exchangeFilters: [],
        assets: [{ asset: CONTRACT_CURRENCY, marginAvailable: true }],
        symbols: all().map(symbolInfo),
      }),
    }),
    route({
      method: 'GET',
      path: `${FAPI_V1}/depth`,
      absolute: true,
      weight: depthWeight,
      security: 'NONE',
      params: S.FBnDepthQuery,
      summary:
        'The price a contract fills at: one level a side, the tick in force’s bid and ask with the most one order may open; lastUpdateId is the market’s frame sequence',
      response: S.FBnDepth,
      handler: ({ params }) => {
        const { tick, bidPrice, bidQty, askPrice, askQty } = top(contractOfSymbol(all(), params.symbol));
        return { lastUpdateId: market.currentSeq, E: tick.time, T: tick.time, bids: [[bidPrice, bidQty]], asks: [[askPrice, askQty]] };
      },
    }),
    route({
      method: 'GET',
      path: `${FAPI_V1}/klines`,
      absolute: true,
      weight: klinesWeight,
      security: 'NONE',
      params: S.FBnKlinesQuery,
      summary: 'Candles of the contract’s product, oldest first (1m 5m 15m 30m 1h 4h 1d 1w 1M; default 500, at most 1500)',
      response: S.FBnKlineList,
      handler: ({ params }) => productKlines(market, productOf(contractOfSymbol(all(), params.symbol)), params, clock.now()),
    }),
    route({
      method: 'GET',
      path: `${FAPI_V1}/ticker/24hr`,
      absolute: true,
      weight: bySymbol(1, 40),
      security: 'NONE',
      params: S.FBnSymbolQuery,
      summary: '24-hour statistics of the product (its page’s figures): one symbol, or every one',
      response: S.oneOrEvery(S.FBnTicker24hr),
      handler: ({ params }) =>
        each(params.symbol, (s) => ({
          ...dayTicker(binanceSymbol(s.symbol), productOf(s), quoteOf(s)),
          // no single trades behind the simulated market's figures
          lastQty: formatScaled(0n, QUANTITY_PRECISION),
        })),
    }),
    route({
      method: 'GET',
      path: `${FAPI_V1}/ticker/price`,
      absolute: true,
      weight: bySymbol(1, 2),
      security: 'NONE',
      params: S.FBnSymbolQuery,
      summary: 'Latest price of the product: one symbol, or every one',
      response: S.oneOrEvery(S.FBnTickerPrice),
      handler: ({ params }) =>
        each(params.symbol, (s) => {
          const q = quoteOf(s);
          return { symbol: binanceSymbol(s.symbol), price: q.price, time: q.time };
        }),
    }),
    route({
      method: 'GET',
      path: `${FAPI_V1}/ticker/bookTicker`,
      absolute: true,
      weight: bySymbol(2, 5),
      security: 'NONE',
      params: S.FBnSymbolQuery,
      summary: 'The tick in force’s bid and ask with the most one order may open: one symbol, or every one',
      response: S.oneOrEvery(S.FBnBookTicker),
      handler: ({ params }) =>
        each(params.symbol, (s) => {
          const { tick, ...prices } = top(s);
          return { lastUpdateId: market.currentSeq, symbol: binanceSymbol(s.symbol), ...prices, time: tick.time };
        }),
    }),
    route({
      method: 'GET',
      path: `${FAPI_V1}/premiumIndex`,
      absolute: true,
      weight: bySymbol(1, 10),
      security: 'NONE',
      params: S.FBnSymbolQuery,
      summary:
        'Mark and index price (the tick in force) and, as the funding rate, the product’s overnight rate with the next overnight charge time: one symbol, or every one',
      response: S.oneOrEvery(S.FBnPremiumIndex),
      handler: ({ params }) =>
        each(params.symbol, (s) => {
          const tick = tickOf(s);
          const mark = formatScaled(BigInt(tick.ticks), s.pricePrecision);
          return {
            symbol: binanceSymbol(s.symbol),
            markPrice: mark,
            indexPrice: mark,
            estimatedSettlePrice: mark,
            lastFundingRate: fundingRateOf(s),
            interestRate: formatScaled(0n, 8),
            nextFundingTime: deps.contracts.overnight.nextMoment(clock.now()),
            time: tick.time,
          };
        }),
    }),
  ];
}
