// Query keys of fast trading: the options are public, everything else is one trader's, under
// ['fast', <trader scope>] (lib/trading/env.ts), the demo wallet among them (lib/api/keys.ts).
import type { QueryClient } from '@tanstack/react-query';
import { tradeKeys } from '../../../lib/api/keys';
import { invalidateWalletAssets } from '../../../lib/api/wallet-assets';
import type { TradeEnv } from '../../../lib/trading/env';
import type { TradeMode } from '../types';

export interface FastOrderQuery {
  status: 'open' | 'settled';
  mode: TradeMode;
  page?: number;
  pageSize?: number;
}

const all = ['fast'] as const;
const traderAll = (scope: string) => tradeKeys.traderAll('fast', scope);
const ordersAll = (scope: string) => [...traderAll(scope), 'orders'] as const;
const statsAll = (scope: string) => [...traderAll(scope), 'stats'] as const;

export const fastKeys = {
  all,
  options: (productId: number | undefined) => [...all, 'options', productId] as const,
  traderAll,
  ordersAll,
  orders: (scope: string, query: FastOrderQuery) => [...ordersAll(scope), query] as const,
  order: (scope: string, id: number | null) => [...traderAll(scope), 'order', id] as const,
  statsAll,
  stats: (scope: string, mode: TradeMode) => [...statsAll(scope), mode] as const,
};

/**
 * After an order is placed or settled, or the demo wallet reset: the fast queries (the demo
 * wallet among them), and the wallet balances a real-money order moves (a guest has none).
 */
export function refreshFast(client: QueryClient, env: TradeEnv): Promise<unknown> {
  return Promise.all([client.invalidateQueries({ queryKey: traderAll(env.scope) }), env.guest ? null : invalidateWalletAssets(client)]);
}
