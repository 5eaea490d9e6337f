// GET /api/bonus (auth) → the caller's bonuses (amount, locked, turnover progress, expiry, state)
// and the locked total: the part of the USDT balance that cannot be withdrawn (decision 048).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BonusSummary } from '../../../../../shared/schemas/bonus.ts';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { bonusKeys } from './keys';

export function getBonuses(signal?: AbortSignal): Promise<BonusSummary> {
  return http.get<BonusSummary>('/api/bonus', { signal });
}

export const bonusesQueryOptions = (owner: Owner) =>
  queryOptions({ queryKey: bonusKeys.summary(owner), queryFn: ({ signal }) => getBonuses(signal), staleTime: 0 });

export function useBonuses() {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...bonusesQueryOptions(owner), enabled: signedIn });
}
