// A product's prices over time as Binance's market data writes them (issues 39 and 40): its
// candles as klines and its 24-hour quote as a ticker's window. The spot API (market-data.ts)
// and the futures API (futures/market-data.ts) answer the same figures of a market's product:
// one place computes them (docs/decisions/093-binance-compatible-api.md, "Market data").
import { bucketStart, formatScaled, nextBucketStart, type Period } from '../../../shared/market.ts';
import { unitsOf } from '../../../shared/money.ts';
import type { Quote } from '../../../shared/schemas/market.ts';
import type { Candle } from '../../engine/candles.ts';
import type { MarketEngine, MarketProduct } from '../../engine/market-engine.ts';
import { bnError } from './errors.ts';

const DAY = 86_400_000;

/** Binance's intervals the platform's candles have (its 1Q and 1Y are not Binance's; 1s 3m 2h 6h 8h 12h 3d are not the platform's). */
export const INTERVALS: Readonly<Record<string, Period>> = {
  '1m': '1m',
  '5m': '5m',
  '15m': '15m',
  '30m': '30m',
  '1h': '1h',
  '4h': '4h',
  '1d': '1d',
  '1w': '1w',
  '1M': '1M',
};

/** The average of `turnover` over `volume` (both in hundredths) at `decimals`, rounded half up; 0 without volume. */
export function averagePrice(turnover: bigint, volume: bigint, decimals: number): string {
  if (volume <= 0n) return formatScaled(0, decimals);
  const scaled = turnover * 10n ** BigInt(decimals);
  return formatScaled((scaled * 2n + volume) / (2n * volume), decimals);
}

export interface KlinesParams {
  interval: string;
  startTime?: number;
  endTime?: number;
  limit?: number;
}

/** A product's candles as Binance's klines, oldest first (unknown interval: -1120). */
export function productKlines(market: MarketEngine, p: MarketProduct, params: KlinesParams, now: number) {
  const period = INTERVALS[params.interval];
  if (period === undefined) throw bnError.badInterval();
  const limit = params.limit ?? 500;
  let to = params.endTime ?? now;
  const from = params.startTime ?? 0;
  if (params.startTime !== undefined) {
    // Binance counts `limit` klines on from startTime; the engine gives the newest `limit` of a
    // range: the range ends at the limit-th bucket that opens at or after startTime
    let open = bucketStart(period, from);
    if (open < from) open = nextBucketStart(period, open);
    for (let i = 1; i < limit && open <= to; i++) open = nextBucketStart(period, open);
    to = Math.min(to, open);
  }
  if (from > to) return [];
  return market.candles(p.symbol, period, from, to, limit).map((c: Candle) => {
    const k = klineFigures(c, period, p.pricePrecision);
    return [
      k.openTime,
      k.open,
      k.high,
      k.low,
      k.close,
      k.volume,
      k.closeTime,
      k.quoteVolume,
      k.trades,
      k.takerBuyVolume,
      k.takerBuyQuoteVolume,
      '0',
    ];
  });
}

/** One candle's kline figures (the klines endpoints' rows and the kline streams' events). */
export function klineFigures(c: Candle, period: Period, pricePrecision: number) {
  return {
    openTime: c.openTime,
    open: formatScaled(c.open, pricePrecision),
    high: formatScaled(c.high, pricePrecision),
    low: formatScaled(c.low, pricePrecision),
    close: formatScaled(c.close, pricePrecision),
    volume: formatScaled(c.volume, 2),
    closeTime: nextBucketStart(period, c.openTime) - 1,
    quoteVolume: formatScaled(c.turnover, 2),
    // the candles carry no trade count and no taker side
    trades: 0,
    takerBuyVolume: formatScaled(0, 2),
    takerBuyQuoteVolume: formatScaled(0, 2),
  };
}

/** A window of prices and volumes (base and quote, in hundredths) from its open to its close. */
export interface PriceWindow {
  open: string;
  high: string;
  low: string;
  last: string;
  volume: string;
  turnover: string;
  openTime: number;
  closeTime: number;
}

/** The 24 hours a product's quote covers (the spot page's figures). */
export function dayWindow(q: Quote): PriceWindow {
  return {
    open: q.open,
    high: q.high,
    low: q.low,
    last: q.price,
    volume: q.volume,
    turnover: q.turnover,
    openTime: q.time - DAY,
    closeTime: q.time,
  };
}

/**
 * A window's statistics under a Binance symbol, from the product's figures: the simulated
 * market has no single trades, so no ids and no count.
 */
export function windowStats(symbol: string, w: PriceWindow) {
  return {
    symbol,
    openPrice: w.open,
    highPrice: w.high,
    lowPrice: w.low,
    lastPrice: w.last,
    volume: w.volume,
    quoteVolume: w.turnover,
    openTime: w.openTime,
    closeTime: w.closeTime,
    firstId: -1,
    lastId: -1,
    count: 0,
  };
}

/** A window's change, its percentage (rounded as the platform's quote rounds it) and its volume-weighted average. */
export function windowChanges(pp: number, w: Pick<PriceWindow, 'open' | 'last' | 'volume' | 'turnover'>) {
  const open = unitsOf(w.open, pp);
  const change = unitsOf(w.last, pp) - open;
  const abs = change < 0n ? -change : change;
  // hundredths of a percent, half away from zero
  const bp = open === 0n ? 0n : ((abs * 20_000n + open) / (2n * open)) * (change < 0n ? -1n : 1n);
  return {
    priceChange: formatScaled(change, pp),
    priceChangePercent: formatScaled(bp, 2),
    weightedAvgPrice: averagePrice(unitsOf(w.turnover, 2), unitsOf(w.volume, 2), pp),
  };
}

/** A 24-hour ticker's statistics with the quote's own change figures, exactly as the product's page shows them. */
export function dayTicker(symbol: string, p: Pick<MarketProduct, 'pricePrecision'>, q: Quote) {
  const window = dayWindow(q);
  return {
    ...windowStats(symbol, window),
    ...windowChanges(p.pricePrecision, window),
    priceChange: q.change,
    priceChangePercent: q.changePercent,
  };
}
