// GET /api/user/dashboard (auth) → totals in USDT (real and demo apart), credit score,
// invitation code, invitee count and reward totals.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import type { DashboardData } from '../types';
import { accountKeys } from './keys';

export function getDashboard(signal?: AbortSignal): Promise<DashboardData> {
  return http.get<DashboardData>('/api/user/dashboard', { signal });
}

export const dashboardQueryOptions = (owner: Owner) =>
  queryOptions({ queryKey: accountKeys.dashboard(owner), queryFn: ({ signal }) => getDashboard(signal), staleTime: 0 });

export function useDashboard() {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...dashboardQueryOptions(owner), enabled: signedIn });
}
