// GET /api/mining/payouts?orderId=&page=&pageSize= → the viewer's daily payouts, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { miningKeys } from './keys';
import type { MiningPayoutPage } from '../types';

export function getMiningPayouts(filter: { page: number; pageSize: number }, signal?: AbortSignal): Promise<MiningPayoutPage> {
  return http.get<MiningPayoutPage>('/api/mining/payouts', { params: { ...filter }, signal });
}

export const miningPayoutsQueryOptions = (owner: Owner, filter: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: miningKeys.payouts(owner, filter),
    queryFn: ({ signal }) => getMiningPayouts(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useMiningPayouts(filter: { page: number; pageSize: number }) {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...miningPayoutsQueryOptions(owner, filter), enabled: signedIn });
}
