// GET /api/contract/settings?productId= → the product's contract setting (public).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { ContractSetting } from '../types';
import { contractKeys } from './keys';

export function getContractSettings(productId: number, signal?: AbortSignal): Promise<ContractSetting[]> {
  return http.get<ContractSetting[]>('/api/contract/settings', { params: { productId }, signal, silent: true });
}

export const contractSettingsQueryOptions = (productId: number | undefined) =>
  queryOptions({
    queryKey: contractKeys.settings(productId),
    queryFn: ({ signal }) => getContractSettings(productId ?? 0, signal),
    staleTime: 60_000,
  });

/** The chosen product's setting; undefined while loading or when the product has none. */
export function useContractSetting(productId: number | undefined) {
  return useQuery({
    ...contractSettingsQueryOptions(productId),
    select: (list) => list.find((s) => s.productId === productId && s.enabled) ?? null,
    enabled: productId !== undefined,
  });
}
