// GET /api/product/candles?symbol=&period=&limit= → { symbol, period, pricePrecision, candles }
// (oldest first; `time` is the bucket start in epoch ms, UTC). History is always fetched
// fresh: the live candle channel continues from it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Period } from '../../../../../shared/market.ts';
import type { CandleList as CandleListSchema, CandleWire } from '../../../../../shared/schemas/market.ts';
import { http } from '../../../lib/http';
import { marketKeys } from './keys';

export type Candle = CandleWire;
export type CandleList = z.infer<typeof CandleListSchema>;

export const CANDLE_LIMIT = 300;

export function getCandles(symbol: string, period: Period, limit = CANDLE_LIMIT, signal?: AbortSignal): Promise<CandleList> {
  return http.get<CandleList>('/api/product/candles', { params: { symbol, period, limit }, signal });
}

export const candlesQueryOptions = (symbol: string, period: Period, limit = CANDLE_LIMIT) =>
  queryOptions({
    queryKey: marketKeys.candles(symbol, period, limit),
    queryFn: ({ signal }) => getCandles(symbol, period, limit, signal),
    staleTime: 0,
    gcTime: 30_000,
  });

export function useCandles(symbol: string, period: Period, limit = CANDLE_LIMIT) {
  return useQuery(candlesQueryOptions(symbol, period, limit));
}
