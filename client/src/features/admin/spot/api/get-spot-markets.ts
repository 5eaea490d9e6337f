// GET /api/admin/spot/markets (spot.read) → every spot market's settings, with a change still
// pending approval.
import { useQuery } from '@tanstack/react-query';
import type { AdminSpotMarket } from '../../../../../../shared/schemas/admin-spot.ts';
import { adminRequest } from '../../api/admin-request';
import { SPOT_MARKETS_KEY } from './keys';

export function getSpotMarkets(signal?: AbortSignal): Promise<AdminSpotMarket[]> {
  return adminRequest<AdminSpotMarket[]>('GET', '/api/admin/spot/markets', { signal });
}

export function useSpotMarkets() {
  return useQuery({ queryKey: SPOT_MARKETS_KEY, queryFn: ({ signal }) => getSpotMarkets(signal) });
}
