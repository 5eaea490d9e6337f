// Query keys of contract trading: the settings are public, everything else is one trader's,
// under ['contract', <trader scope>] (lib/trading/env.ts: the logged-in user, or the demo page's guest).
import type { QueryClient } from '@tanstack/react-query';
import { tradeKeys } from '../../../lib/api/keys';
import { invalidateWalletAssets } from '../../../lib/api/wallet-assets';
import type { TradeEnv } from '../../../lib/trading/env';
import type { TradeMode } from '../../../lib/trading/mode';
import type { ContractPreviewBody, PositionStatus } from '../types';

export interface PositionQuery {
  status: PositionStatus;
  mode: TradeMode;
  page?: number;
  pageSize?: number;
}

const all = ['contract'] as const;
const traderAll = (scope: string) => tradeKeys.traderAll('contract', scope);
const positionsAll = (scope: string) => [...traderAll(scope), 'positions'] as const;
const statsAll = (scope: string) => [...traderAll(scope), 'stats'] as const;

export const contractKeys = {
  all,
  settings: (productId: number | undefined) => [...all, 'settings', productId] as const,
  traderAll,
  positionsAll,
  positions: (scope: string, query: PositionQuery) => [...positionsAll(scope), query] as const,
  position: (scope: string, id: number | null) => [...traderAll(scope), 'position', id] as const,
  statsAll,
  stats: (scope: string, mode: TradeMode) => [...statsAll(scope), mode] as const,
  traders: (scope: string) => [...traderAll(scope), 'traders'] as const,
  preview: (scope: string, body: ContractPreviewBody | null) => [...traderAll(scope), 'preview', body] as const,
};

/** The balances contract trading moves: the demo wallet (shared with fast trading) and, for a user, the wallet. */
export function refreshBalances(client: QueryClient, env: TradeEnv): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: tradeKeys.demoWallet(env.scope) }),
    env.guest ? null : invalidateWalletAssets(client),
  ]);
}

/** After an order or an action on a position: the contract queries and the balances. */
export function refreshContract(client: QueryClient, env: TradeEnv): Promise<unknown> {
  return Promise.all([client.invalidateQueries({ queryKey: traderAll(env.scope) }), refreshBalances(client, env)]);
}
