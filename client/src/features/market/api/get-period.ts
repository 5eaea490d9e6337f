// GET /api/market/period/{start} → one market period: its commitment, and its seed once closed
// (public, decision 015). An unknown start answers code 404.
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MarketPeriodDetail } from '../../../../../shared/schemas/market.ts';
import { http } from '../../../lib/http';
import { marketKeys } from './keys';

export type MarketPeriod = z.infer<typeof MarketPeriodDetail>;

export function getMarketPeriod(start: number, signal?: AbortSignal): Promise<MarketPeriod> {
  return http.get<MarketPeriod>(`/api/market/period/${start}`, { signal });
}

export function useMarketPeriod(start: number | null) {
  return useQuery({
    queryKey: marketKeys.period(start),
    queryFn: ({ signal }) => getMarketPeriod(start ?? 0, signal),
    enabled: start !== null,
    // a closed period never changes; until its seed is out it is read again now and then
    staleTime: 0,
    refetchInterval: (q) => (q.state.data && q.state.data.seed === null ? 5000 : false),
  });
}
