// Query keys of the funds feature: everything sits under ['funds', <user id>] so one
// invalidation refreshes balances, lists and statuses after a deposit, withdrawal or exchange.
import type { QueryClient } from '@tanstack/react-query';
import { invalidateWalletAssets } from '../../lib/api/wallet-assets';
import { useSession } from '../../lib/session';

export function useFundsScope(): { scope: readonly unknown[]; enabled: boolean } {
  const { token, user } = useSession();
  return { scope: ['funds', user?.userId ?? token ?? ''], enabled: token !== null };
}

const FUNDS_ROOT = ['funds'] as const;

/** After a deposit, withdrawal, exchange or binding: the funds lists and statuses, and the balances. */
export function invalidateFunds(client: QueryClient): Promise<unknown> {
  return Promise.all([client.invalidateQueries({ queryKey: FUNDS_ROOT }), invalidateWalletAssets(client)]);
}
