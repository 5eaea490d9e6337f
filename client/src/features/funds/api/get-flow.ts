// GET /api/wallet/flow?currency=&type=&page=&pageSize= (auth) → the fund flow, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useFundsScope } from '../keys';
import type { FlowEntry, Paged } from '../types';

export interface FlowFilter {
  currency?: string;
  type?: string;
  page: number;
  pageSize: number;
}

export function getFlow(filter: FlowFilter, signal?: AbortSignal): Promise<Paged<FlowEntry>> {
  return http.get<Paged<FlowEntry>>('/api/wallet/flow', { params: { ...filter }, signal });
}

export function useFlow(filter: FlowFilter) {
  const { scope, enabled } = useFundsScope();
  return useQuery({
    queryKey: [...scope, 'flow', filter],
    queryFn: ({ signal }) => getFlow(filter, signal),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
