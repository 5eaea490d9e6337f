// Query keys of the funds feature: everything sits under ['funds', <user id>] so one
// invalidation refreshes balances, lists and statuses after a deposit, withdrawal or exchange.
import { useSession } from '../../lib/session';

export function useFundsScope(): { scope: readonly unknown[]; enabled: boolean } {
  const { token, user } = useSession();
  return { scope: ['funds', user?.userId ?? token ?? ''], enabled: token !== null };
}

export const FUNDS_ROOT = ['funds'] as const;
