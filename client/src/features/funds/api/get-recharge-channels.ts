// GET /api/recharge/channels (auth) → offline and crypto channels (maintenance flags, each crypto
// currency's networks) and per-currency deposit limits.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { fundsKeys } from './keys';
import type { RechargeChannels } from '../types';

export function getRechargeChannels(signal?: AbortSignal): Promise<RechargeChannels> {
  return http.get<RechargeChannels>('/api/recharge/channels', { signal });
}

export const rechargeChannelsQueryOptions = (owner: Owner) =>
  queryOptions({ queryKey: fundsKeys.rechargeChannels(owner), queryFn: ({ signal }) => getRechargeChannels(signal), staleTime: 60_000 });

export function useRechargeChannels() {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...rechargeChannelsQueryOptions(owner), enabled: signedIn });
}
