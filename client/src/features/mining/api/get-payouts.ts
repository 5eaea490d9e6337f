// GET /api/mining/payouts?orderId=&page=&pageSize= → the viewer's daily payouts, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useMiningScope } from '../keys';
import type { MiningPayoutPage } from '../types';

export function getMiningPayouts(filter: { page: number; pageSize: number }, signal?: AbortSignal): Promise<MiningPayoutPage> {
  return http.get<MiningPayoutPage>('/api/mining/payouts', { params: { ...filter }, signal });
}

export function useMiningPayouts(filter: { page: number; pageSize: number }) {
  const { scope, enabled } = useMiningScope();
  return useQuery({
    queryKey: [...scope, 'payouts', filter],
    queryFn: ({ signal }) => getMiningPayouts(filter, signal),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
