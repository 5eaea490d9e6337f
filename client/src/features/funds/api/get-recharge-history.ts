// GET /api/recharge/history?page=&pageSize= (auth) → your deposits, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { fundsKeys } from './keys';
import type { Deposit, Paged } from '../types';

export function getRechargeHistory(page: number, pageSize: number, signal?: AbortSignal): Promise<Paged<Deposit>> {
  return http.get<Paged<Deposit>>('/api/recharge/history', { params: { page, pageSize }, signal });
}

export const rechargeHistoryQueryOptions = (owner: Owner, page: number, pageSize: number) =>
  queryOptions({
    queryKey: fundsKeys.rechargeHistory(owner, page, pageSize),
    queryFn: ({ signal }) => getRechargeHistory(page, pageSize, signal),
    staleTime: 0,
    // while a request waits for review, its status is checked again every 10 s
    refetchInterval: (query) => (query.state.data?.items.some((i) => i.status === 'reviewing') ? 10_000 : false),
    placeholderData: keepPreviousData,
  });

export function useRechargeHistory(page: number, pageSize: number) {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...rechargeHistoryQueryOptions(owner, page, pageSize), enabled: signedIn });
}
