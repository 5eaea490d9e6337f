// GET /api/fast/order/:id → one of the viewer's fast orders with its settlement proof.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type TradeEnv, useTradeEnv } from '../../../lib/trading/env';
import type { FastOrder } from '../types';
import { fastKeys } from './keys';

export function getFastOrder(id: number, authorization?: string, signal?: AbortSignal): Promise<FastOrder> {
  return http.get<FastOrder>(`/api/fast/order/${id}`, { authorization, signal });
}

export const fastOrderQueryOptions = (env: Pick<TradeEnv, 'scope' | 'authorization'>, id: number | null) =>
  queryOptions({
    queryKey: fastKeys.order(env.scope, id),
    queryFn: ({ signal }) => getFastOrder(id ?? 0, env.authorization, signal),
    staleTime: 0,
  });

export function useFastOrder(id: number | null) {
  const env = useTradeEnv();
  return useQuery({ ...fastOrderQueryOptions(env, id), enabled: env.ready && id !== null });
}
