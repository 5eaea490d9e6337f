// Settlement pushes on the private user channel ({kind:'fast-settled', order}) carry the
// settled order's view: it is written into the cached order lists (out of the open ones, to
// the head of the first settled page) and only what settling changed besides them — the
// statistics, the demo wallet and the shared wallet balances — is read again. The 2 s poll of open orders is the fallback.
// Settlements missed over a reconnect that could not be resumed: every fast query is read again.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { invalidateWalletAssets } from '../../../lib/api/wallet-assets';
import type { FastOrderQuery } from '../api/keys';
import { useUserMessages } from '../../../lib/trading/use-user-messages';
import { fastKeys, refreshFast } from '../api/keys';
import { tradeKeys } from '../../../lib/api/keys';
import type { FastOrder, FastOrderPage } from '../types';

function settledOrder(data: unknown): FastOrder | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { kind, order } = data as { kind?: unknown; order?: { id?: unknown; mode?: unknown } };
  if (kind !== 'fast-settled' || typeof order !== 'object' || order === null) return undefined;
  return typeof order.id === 'number' && typeof order.mode === 'string' ? (order as FastOrder) : undefined;
}

/**
 * Writes a settled order into the cached order lists of the trader `scope` and refreshes the
 * statistics, the demo wallet and (for a user, not a guest) the shared wallet balances.
 */
export function applySettledOrder(client: QueryClient, scope: string, order: FastOrder, wallet = true): void {
  for (const [key, page] of client.getQueriesData<FastOrderPage>({ queryKey: fastKeys.ordersAll(scope) })) {
    const query = key[key.length - 1] as FastOrderQuery;
    if (!page || query.mode !== order.mode) continue;
    const listed = page.items.some((o) => o.id === order.id);
    if (query.status === 'open') {
      if (listed)
        client.setQueryData<FastOrderPage>(key, { ...page, items: page.items.filter((o) => o.id !== order.id), total: page.total - 1 });
    } else if ((query.page ?? 1) > 1) {
      // a later page shifts by one: read it again when it is shown
      void client.invalidateQueries({ queryKey: key, exact: true });
    } else if (!listed) {
      client.setQueryData<FastOrderPage>(key, { ...page, items: [order, ...page.items].slice(0, page.pageSize), total: page.total + 1 });
    }
  }
  void client.invalidateQueries({ queryKey: fastKeys.statsAll(scope) });
  void client.invalidateQueries({ queryKey: tradeKeys.demoWallet(scope) });
  if (wallet) void invalidateWalletAssets(client);
}

export function useFastSettlement(): void {
  const client = useQueryClient();
  useUserMessages(
    (data, env) => {
      const order = settledOrder(data);
      if (order) applySettledOrder(client, env.scope, order, !env.guest);
    },
    (env) => void refreshFast(client, env),
  );
}
