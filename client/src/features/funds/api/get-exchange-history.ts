// GET /api/exchange/history?page=&pageSize= (auth) → your exchanges, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { fundsKeys } from './keys';
import type { Exchange, Paged } from '../types';

export function getExchangeHistory(page: number, pageSize: number, signal?: AbortSignal): Promise<Paged<Exchange>> {
  return http.get<Paged<Exchange>>('/api/exchange/history', { params: { page, pageSize }, signal });
}

export const exchangeHistoryQueryOptions = (owner: Owner, page: number, pageSize: number) =>
  queryOptions({
    queryKey: fundsKeys.exchangeHistory(owner, page, pageSize),
    queryFn: ({ signal }) => getExchangeHistory(page, pageSize, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useExchangeHistory(page: number, pageSize: number) {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...exchangeHistoryQueryOptions(owner, page, pageSize), enabled: signedIn });
}
