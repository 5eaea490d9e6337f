// GET /api/wallet/assets (login) → { totalUsdt, rows: [{ currency, scale, available, frozen, position, total, valueUsdt }] }
// One resource read by the funds screens (balances, forms, dashboards) and the fast-trading
// screens (the real USDT balance): one query key, one cache entry, one refresh rule. Never
// served from cache; while some balance is frozen (a withdrawal under review) or in positions
// (open fast orders) it is read again every 5 s, so a review or a settlement shows up without
// leaving the page. A balance push on the user channel reads it again at once (issue 37:
// live-balances.ts).
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { signOf } from '../../../../shared/money.ts';
import type { Assets as AssetsSchema } from '../../../../shared/schemas/funds.ts';
import { http } from '../http';
import { type Owner, useOwner, walletKeys } from './keys';
import { BALANCE_QUERY, useLiveBalances } from './live-balances';

export type Assets = z.infer<typeof AssetsSchema>;

export function getWalletAssets(signal?: AbortSignal): Promise<Assets> {
  return http.get<Assets>('/api/wallet/assets', { signal });
}

const held = (assets: Assets | undefined) => assets?.rows.some((r) => signOf(r.frozen) !== 0 || signOf(r.position) !== 0) ?? false;

export const walletAssetsQueryOptions = (owner: Owner) =>
  queryOptions({
    queryKey: walletKeys.assets(owner),
    queryFn: ({ signal }) => getWalletAssets(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (held(query.state.data) ? 5_000 : false),
    meta: BALANCE_QUERY,
  });

/**
 * The logged-in user's assets; `select` picks what a screen needs (re-rendering only when it
 * changes); `enabled` narrows when the call is made (never without a login).
 */
export function useWalletAssets<T = Assets>({ select, enabled = true }: { select?: (assets: Assets) => T; enabled?: boolean } = {}) {
  const { owner, signedIn } = useOwner();
  useLiveBalances(enabled && signedIn);
  return useQuery({ ...walletAssetsQueryOptions(owner), select, enabled: enabled && signedIn });
}

/** After anything that moves money: a deposit, withdrawal, exchange or fast order. */
export function invalidateWalletAssets(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: walletKeys.all });
}
