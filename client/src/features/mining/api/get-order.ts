// GET /api/mining/orders/{id} → one of the viewer's orders with its daily payouts (rate, amount, journal).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { miningKeys } from './keys';
import type { MiningOrderDetail } from '../types';

export function getMiningOrder(id: number, signal?: AbortSignal): Promise<MiningOrderDetail> {
  return http.get<MiningOrderDetail>(`/api/mining/orders/${id}`, { signal });
}

export const miningOrderQueryOptions = (owner: Owner, id: number | null) =>
  queryOptions({ queryKey: miningKeys.order(owner, id), queryFn: ({ signal }) => getMiningOrder(id as number, signal), staleTime: 0 });

export function useMiningOrder(id: number | null) {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...miningOrderQueryOptions(owner, id), enabled: signedIn && id !== null });
}
