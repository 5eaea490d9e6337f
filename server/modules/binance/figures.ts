// The market figures the Binance-compatible REST endpoints and the websocket streams both report
// (issues 39, 40), written once: a product's candle as a kline, its 24-hour quote as a rolling
// window's statistics. The simulated market has no single trades behind them: no trade ids, no
// trade count, no taker volumes.
import { formatScaled, nextBucketStart, type Period } from '../../../shared/market.ts';
import { unitsOf } from '../../../shared/money.ts';
import type { Quote } from '../../../shared/schemas/market.ts';
import type { Candle } from '../../engine/candles.ts';

const DAY = 24 * 60 * 60_000;

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

/** A candle as Binance reports a kline (prices at the product's precision, volumes in hundredths). */
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

/** A window's prices and volumes (decimal strings) and its bounds. */
export interface WindowFigures {
  open: string;
  high: string;
  low: string;
  last: string;
  volume: string;
  turnover: string;
  openTime: number;
  closeTime: number;
}

/** The 24-hour window of a product's live quote (the spot page's figures). */
export function dayWindow(q: Quote): WindowFigures {
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

/** The average of `turnover` over `volume` (both in hundredths) at `decimals`, rounded half up; 0 without volume. */
export function averagePrice(turnover: bigint, volume: bigint, decimals: number): string {
  if (volume <= 0n) return formatScaled(0, decimals);
  const scaled = turnover * 10n ** BigInt(decimals);
  return formatScaled((scaled * 2n + volume) / (2n * volume), decimals);
}

/** A window's statistics in Binance's names: no single trades behind them (no ids, no count). */
export function windowStats(symbol: string, w: WindowFigures) {
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
export function windowChanges(pricePrecision: number, w: Pick<WindowFigures, 'open' | 'last' | 'volume' | 'turnover'>) {
  const open = unitsOf(w.open, pricePrecision);
  const change = unitsOf(w.last, pricePrecision) - open;
  const abs = change < 0n ? -change : change;
  // hundredths of a percent, half away from zero
  const bp = open === 0n ? 0n : ((abs * 20_000n + open) / (2n * open)) * (change < 0n ? -1n : 1n);
  return {
    priceChange: formatScaled(change, pricePrecision),
    priceChangePercent: formatScaled(bp, 2),
    weightedAvgPrice: averagePrice(unitsOf(w.turnover, 2), unitsOf(w.volume, 2), pricePrecision),
  };
}

/**
 * The full 24-hour statistics of a product's quote: the window's, with the quote's own change
 * figures exactly as the spot page shows them; the window's open is the price just before it
 * (the simulated market closes as it opens).
 */
export function dayTicker(symbol: string, q: Quote, pricePrecision: number) {
  const window = dayWindow(q);
  return {
    ...windowStats(symbol, window),
    ...windowChanges(pricePrecision, window),
    priceChange: q.change,
    priceChangePercent: q.changePercent,
    prevClosePrice: q.open,
  };
}
