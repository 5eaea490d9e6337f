// GET /api/exchange/history?page=&pageSize= (auth) → your exchanges, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useFundsScope } from '../keys';
import type { Exchange, Paged } from '../types';

export function getExchangeHistory(page: number, pageSize: number, signal?: AbortSignal): Promise<Paged<Exchange>> {
  return http.get<Paged<Exchange>>('/api/exchange/history', { params: { page, pageSize }, signal });
}

export function useExchangeHistory(page: number, pageSize: number) {
  const { scope, enabled } = useFundsScope();
  return useQuery({
    queryKey: [...scope, 'exchange-history', page, pageSize],
    queryFn: ({ signal }) => getExchangeHistory(page, pageSize, signal),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
