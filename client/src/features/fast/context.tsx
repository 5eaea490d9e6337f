// The fast-trading query keys under the trading environment (lib/trading/env.ts).
import type { QueryClient } from '@tanstack/react-query';
import { invalidateWalletAssets } from '../../lib/api/wallet-assets';
import type { TradeEnv } from '../../lib/trading/env';

export function fastKey(env: Pick<TradeEnv, 'scope'>, ...rest: unknown[]): unknown[] {
  return ['fast', env.scope, ...rest];
}

/**
 * After an order is placed or settled, or the demo wallet reset: the fast queries (the demo
 * wallet among them, lib/api/demo-wallet.ts), and the wallet balances a real-money order moves
 * (a guest has none).
 */
export function refreshFast(client: QueryClient, env: TradeEnv): Promise<unknown> {
  return Promise.all([client.invalidateQueries({ queryKey: fastKey(env) }), env.guest ? null : invalidateWalletAssets(client)]);
}
