// Spot trading acts for whoever the trading environment names (lib/trading/env.ts: the
// logged-in user, or the demo page's guest), like fast and contract trading.
import type { QueryClient } from '@tanstack/react-query';
import { demoWalletKey } from '../../lib/api/demo-wallet';
import { invalidateWalletAssets } from '../../lib/api/wallet-assets';
import type { TradeEnv } from '../../lib/trading/env';

export function spotKey(env: Pick<TradeEnv, 'scope'>, ...rest: unknown[]): unknown[] {
  return ['spot', env.scope, ...rest];
}

/** After an order is placed or cancelled, or one of the viewer's orders changed: the spot queries (orders, balances) and the wallets. */
export function refreshSpot(client: QueryClient, env: TradeEnv): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: spotKey(env) }),
    client.invalidateQueries({ queryKey: demoWalletKey(env) }),
    env.guest ? null : invalidateWalletAssets(client),
  ]);
}
