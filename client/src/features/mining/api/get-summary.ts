// GET /api/mining/summary → the viewer's totals: principal held, expected and today's interest of
// the orders in progress, interest paid on all orders.
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useMiningScope } from '../keys';
import type { MiningSummary } from '../types';

export function getMiningSummary(signal?: AbortSignal): Promise<MiningSummary> {
  return http.get<MiningSummary>('/api/mining/summary', { signal });
}

export function useMiningSummary() {
  const { scope, enabled } = useMiningScope();
  return useQuery({ queryKey: [...scope, 'summary'], queryFn: ({ signal }) => getMiningSummary(signal), enabled, staleTime: 0 });
}
