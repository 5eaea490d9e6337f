// GET /api/withdraw/history?page=&pageSize= (auth) → your withdrawals, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { fundsKeys } from './keys';
import type { Paged, Withdrawal } from '../types';

export function getWithdrawHistory(page: number, pageSize: number, signal?: AbortSignal): Promise<Paged<Withdrawal>> {
  return http.get<Paged<Withdrawal>>('/api/withdraw/history', { params: { page, pageSize }, signal });
}

export const withdrawHistoryQueryOptions = (owner: Owner, page: number, pageSize: number) =>
  queryOptions({
    queryKey: fundsKeys.withdrawHistory(owner, page, pageSize),
    queryFn: ({ signal }) => getWithdrawHistory(page, pageSize, signal),
    staleTime: 0,
    // while a request waits for review, its status is checked again every 10 s
    refetchInterval: (query) => (query.state.data?.items.some((i) => i.status === 'processing') ? 10_000 : false),
    placeholderData: keepPreviousData,
  });

export function useWithdrawHistory(page: number, pageSize: number) {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...withdrawHistoryQueryOptions(owner, page, pageSize), enabled: signedIn });
}
