// GET /api/bonus (auth) → the caller's bonuses (amount, locked, turnover progress, expiry, state)
// and the locked total: the part of the USDT balance that cannot be withdrawn (decision 048).
import { useQuery } from '@tanstack/react-query';
import type { BonusSummary } from '../../../../../shared/schemas/bonus.ts';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';

export function getBonuses(signal?: AbortSignal): Promise<BonusSummary> {
  return http.get<BonusSummary>('/api/bonus', { signal });
}

export function useBonuses() {
  const { token, user } = useSession();
  return useQuery({
    queryKey: ['bonus', user?.userId ?? token ?? ''],
    queryFn: ({ signal }) => getBonuses(signal),
    enabled: token !== null,
    staleTime: 0,
  });
}
