// GET /api/spot/markets → every spot market with its steps, minimum order value and fee rates.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { SpotMarket } from '../types';
import { spotKeys } from './keys';

export function getSpotMarkets(signal?: AbortSignal): Promise<SpotMarket[]> {
  return http.get<SpotMarket[]>('/api/spot/markets', { signal });
}

export const spotMarketsQueryOptions = () =>
  queryOptions({ queryKey: spotKeys.markets(), queryFn: ({ signal }) => getSpotMarkets(signal), staleTime: 60_000 });

export function useSpotMarkets() {
  return useQuery(spotMarketsQueryOptions());
}
