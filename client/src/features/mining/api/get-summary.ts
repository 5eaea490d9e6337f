// GET /api/mining/summary → the viewer's totals: principal held, expected and today's interest of
// the orders in progress, interest paid on all orders.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { miningKeys } from './keys';
import type { MiningSummary } from '../types';

export function getMiningSummary(signal?: AbortSignal): Promise<MiningSummary> {
  return http.get<MiningSummary>('/api/mining/summary', { signal });
}

export const miningSummaryQueryOptions = (owner: Owner) =>
  queryOptions({ queryKey: miningKeys.summary(owner), queryFn: ({ signal }) => getMiningSummary(signal), staleTime: 0 });

export function useMiningSummary() {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...miningSummaryQueryOptions(owner), enabled: signedIn });
}
