// GET /api/product/candles?symbol=&period=1m&limit=60 → the last hour's one-minute closes: what a
// class's chart starts from before the live quotes arrive (a class trades the live market).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CandleList } from '../../../../../shared/schemas/market.ts';
import { http } from '../../../lib/http';

export const RECENT_MINUTES = 60;

export function getRecentCloses(symbol: string, signal?: AbortSignal): Promise<z.infer<typeof CandleList>> {
  return http.get('/api/product/candles', { params: { symbol, period: '1m', limit: RECENT_MINUTES }, signal });
}

export const recentClosesQueryOptions = (symbol: string) =>
  queryOptions({
    queryKey: ['classes', 'recent-closes', symbol] as const,
    queryFn: ({ signal }) => getRecentCloses(symbol, signal),
    staleTime: 60_000,
  });

export function useRecentCloses(symbol: string | undefined) {
  return useQuery({ ...recentClosesQueryOptions(symbol ?? ''), enabled: symbol !== undefined });
}
