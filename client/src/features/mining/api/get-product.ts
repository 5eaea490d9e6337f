// GET /api/mining/products/{id}?amount= → the product with what the amount would earn per day and
// over the period (at the lowest, default and highest rate) and what the viewer may still subscribe.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useMiningScope } from '../keys';
import type { MiningProductDetail } from '../types';

export function getMiningProduct(id: number, amount: string, signal?: AbortSignal): Promise<MiningProductDetail> {
  return http.get<MiningProductDetail>(`/api/mining/products/${id}`, { params: { amount: amount || undefined }, signal, silent: true });
}

export function useMiningProduct(id: number | null, amount: string) {
  const { scope } = useMiningScope();
  return useQuery({
    queryKey: [...scope, 'product', id, amount],
    queryFn: ({ signal }) => getMiningProduct(id as number, amount, signal),
    enabled: id !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
