// GET /api/user/dashboard (auth) → totals in USDT (real and demo apart), credit score,
// invitation code, invitee count and reward totals.
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { ACCOUNT_KEY, type DashboardData } from '../types';

export function getDashboard(signal?: AbortSignal): Promise<DashboardData> {
  return http.get<DashboardData>('/api/user/dashboard', { signal });
}

export function useDashboard() {
  const { token, user } = useSession();
  return useQuery({
    queryKey: [...ACCOUNT_KEY, 'dashboard', user?.userId ?? token],
    queryFn: ({ signal }) => getDashboard(signal),
    enabled: token !== null,
    staleTime: 0,
  });
}
