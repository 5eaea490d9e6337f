// GET /api/user/dashboard (auth) → totals in USDT (real and demo apart), credit score,
// invitation code, invitee count and reward totals.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { BALANCE_QUERY, useLiveBalances } from '../../../lib/api/live-balances';
import type { DashboardData } from '../types';
import { accountKeys } from './keys';

export function getDashboard(signal?: AbortSignal): Promise<DashboardData> {
  return http.get<DashboardData>('/api/user/dashboard', { signal });
}

export const dashboardQueryOptions = (owner: Owner) =>
  queryOptions({
    queryKey: accountKeys.dashboard(owner),
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 0,
    meta: BALANCE_QUERY,
  });

export function useDashboard() {
  const { owner, signedIn } = useOwner();
  // (its totals are balances: live as they are)
  useLiveBalances(signedIn);
  return useQuery({ ...dashboardQueryOptions(owner), enabled: signedIn });
}
