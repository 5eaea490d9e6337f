// GET /api/mining/products/{id}?amount= → the product with what the amount would earn per day and
// over the period (at the lowest, default and highest rate) and what the viewer may still subscribe.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { miningKeys } from './keys';
import type { MiningProductDetail } from '../types';

export function getMiningProduct(id: number, amount: string, signal?: AbortSignal): Promise<MiningProductDetail> {
  return http.get<MiningProductDetail>(`/api/mining/products/${id}`, { params: { amount: amount || undefined }, signal, silent: true });
}

export const miningProductQueryOptions = (owner: Owner, id: number | null, amount: string) =>
  queryOptions({
    queryKey: miningKeys.product(owner, id, amount),
    queryFn: ({ signal }) => getMiningProduct(id as number, amount, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useMiningProduct(id: number | null, amount: string) {
  const { owner } = useOwner();
  return useQuery({ ...miningProductQueryOptions(owner, id, amount), enabled: id !== null });
}
