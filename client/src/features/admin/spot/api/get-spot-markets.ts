// GET /api/admin/spot/markets (spot.read) → every spot market's settings, with a change still
// pending approval.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSpotMarket } from '../../../../../../shared/schemas/admin-spot.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

export function getSpotMarkets(signal?: AbortSignal): Promise<AdminSpotMarket[]> {
  return adminRequest<AdminSpotMarket[]>('GET', '/api/admin/spot/markets', { signal });
}

export const adminSpotMarketsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.spotMarkets(), queryFn: ({ signal }) => getSpotMarkets(signal) });

export function useSpotMarkets() {
  return useQuery(adminSpotMarketsQueryOptions());
}
