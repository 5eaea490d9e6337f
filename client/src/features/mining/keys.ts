// Query keys of the mining feature: everything a customer sees sits under ['mining', <user id>],
// so one invalidation after a subscription or a redemption refreshes products (quota left),
// orders, payouts and totals; the wallet's balances are read again with them.
import type { QueryClient } from '@tanstack/react-query';
import { invalidateWalletAssets } from '../../lib/api/wallet-assets';
import { useSession } from '../../lib/session';

export function useMiningScope(): { scope: readonly unknown[]; enabled: boolean } {
  const { token, user } = useSession();
  return { scope: ['mining', user?.userId ?? token ?? ''], enabled: token !== null };
}

export function invalidateMining(client: QueryClient): Promise<unknown> {
  // (not a redemption quote: the order it priced is redeemed now, and its prompt is closing)
  const refresh = client.invalidateQueries({ queryKey: ['mining'], predicate: (q) => !q.queryKey.includes('redemption') });
  return Promise.all([refresh, invalidateWalletAssets(client)]);
}
