// The trading module: the registry the trading products (fast, contract, spot, mining) register
// themselves in, and the wallet, cancellation, trade history, referral job and overview read.
import type { AppModule } from '../../lib/app-module.ts';
import { TradingProducts } from './products.ts';

export function tradingModule() {
  return { name: 'trading', trading: new TradingProducts() } satisfies AppModule & Record<string, unknown>;
}
