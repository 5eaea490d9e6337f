// The market data endpoints (issue 39): exchangeInfo, depth, trades, aggTrades, klines and the
// tickers, on the platform's spot markets (the base's books: real or demo).
import type { BinanceRoute } from './api.ts';

export function marketDataRoutes(_deps: Record<string, never>): BinanceRoute[] {
  return [];
}
