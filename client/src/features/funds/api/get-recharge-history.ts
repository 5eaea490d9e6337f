// GET /api/recharge/history?page=&pageSize= (auth) → your deposits, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useFundsScope } from '../keys';
import type { Deposit, Paged } from '../types';

export function getRechargeHistory(page: number, pageSize: number, signal?: AbortSignal): Promise<Paged<Deposit>> {
  return http.get<Paged<Deposit>>('/api/recharge/history', { params: { page, pageSize }, signal });
}

export function useRechargeHistory(page: number, pageSize: number) {
  const { scope, enabled } = useFundsScope();
  return useQuery({
    queryKey: [...scope, 'recharge-history', page, pageSize],
    queryFn: ({ signal }) => getRechargeHistory(page, pageSize, signal),
    enabled,
    staleTime: 0,
    // while a request waits for review, its status is checked again every 10 s
    refetchInterval: (query) => (query.state.data?.items.some((i) => i.status === 'reviewing') ? 10_000 : false),
    placeholderData: keepPreviousData,
  });
}
