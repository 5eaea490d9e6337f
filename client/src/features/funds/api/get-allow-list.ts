// GET /api/withdraw/allow-list (auth) → { enabled, offAt, addresses: [{ coin, chain, address, createdAt, usableAt }] }:
// the withdrawal address allow-list (decision 089).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { fundsKeys } from './keys';
import type { AllowList } from '../types';

export function getAllowList(signal?: AbortSignal): Promise<AllowList> {
  return http.get<AllowList>('/api/withdraw/allow-list', { signal });
}

export const allowListQueryOptions = (owner: Owner) =>
  queryOptions({ queryKey: fundsKeys.allowList(owner), queryFn: ({ signal }) => getAllowList(signal), staleTime: 0 });

export function useAllowList() {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...allowListQueryOptions(owner), enabled: signedIn });
}
