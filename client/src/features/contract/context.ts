// Contract trading acts for whoever the trading environment names (lib/trading/env.ts: the
// logged-in user, or the demo page's guest): one environment for fast and contract trading.
import type { QueryClient } from '@tanstack/react-query';
import { invalidateWalletAssets } from '../../lib/api/wallet-assets';
import { demoWalletKey } from '../../lib/api/demo-wallet';
import type { TradeEnv } from '../../lib/trading/env';

export function contractKey(env: Pick<TradeEnv, 'scope'>, ...rest: unknown[]): unknown[] {
  return ['contract', env.scope, ...rest];
}

/** The balances contract trading moves: the demo wallet (shared with fast trading) and, for a user, the wallet. */
export function refreshBalances(client: QueryClient, env: TradeEnv): Promise<unknown> {
  return Promise.all([client.invalidateQueries({ queryKey: demoWalletKey(env) }), env.guest ? null : invalidateWalletAssets(client)]);
}

/** After an order or an action on a position: the contract queries and the balances. */
export function refreshContract(client: QueryClient, env: TradeEnv): Promise<unknown> {
  return Promise.all([client.invalidateQueries({ queryKey: contractKey(env) }), refreshBalances(client, env)]);
}
