// Query keys of spot trading: the markets are public, everything else is one trader's, under
// ['spot', <trader scope>] (lib/trading/env.ts: the logged-in user, or the demo page's guest).
import type { QueryClient } from '@tanstack/react-query';
import { tradeKeys } from '../../../lib/api/keys';
import { invalidateWalletAssets } from '../../../lib/api/wallet-assets';
import type { TradeEnv } from '../../../lib/trading/env';
import type { TradeMode } from '../../../lib/trading/mode';
import type { SpotOrderBody } from '../types';

export type SpotOrderList = 'open' | 'history';

export interface SpotOrderQuery {
  status: SpotOrderList;
  mode: TradeMode;
  symbol?: string;
  page?: number;
  pageSize?: number;
}

const all = ['spot'] as const;
const traderAll = (scope: string) => tradeKeys.traderAll('spot', scope);

export const spotKeys = {
  all,
  markets: () => [...all, 'markets'] as const,
  traderAll,
  balances: (scope: string, symbol: string | undefined, mode: TradeMode) => [...traderAll(scope), 'balances', symbol, mode] as const,
  orders: (scope: string, query: SpotOrderQuery) => [...traderAll(scope), 'orders', query] as const,
  order: (scope: string, id: number | null) => [...traderAll(scope), 'order', id] as const,
  preview: (scope: string, body: SpotOrderBody | null) => [...traderAll(scope), 'preview', body] as const,
};

/** After an order is placed or cancelled, or one of the viewer's orders changed: the spot queries (orders, balances) and the wallets. */
export function refreshSpot(client: QueryClient, env: TradeEnv): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: traderAll(env.scope) }),
    client.invalidateQueries({ queryKey: tradeKeys.demoWallet(env.scope) }),
    env.guest ? null : invalidateWalletAssets(client),
  ]);
}
