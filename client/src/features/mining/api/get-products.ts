// GET /api/mining/products → every mining product: period, daily rate range and default rate,
// single limit, per-user cap, total quota and what is left of it, interest start, payout time.
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useMiningScope } from '../keys';
import type { MiningProductView } from '../types';

export function getMiningProducts(signal?: AbortSignal): Promise<MiningProductView[]> {
  return http.get<MiningProductView[]>('/api/mining/products', { signal });
}

export function useMiningProducts() {
  const { scope } = useMiningScope();
  return useQuery({ queryKey: [...scope, 'products'], queryFn: ({ signal }) => getMiningProducts(signal), staleTime: 0 });
}
