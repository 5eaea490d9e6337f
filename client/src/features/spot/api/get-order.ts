// GET /api/spot/orders/:id → one order with its fills (deal price, count, amount, fee, maker or taker).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type TradeEnv, useTradeEnv } from '../../../lib/trading/env';
import type { SpotOrderDetail } from '../types';
import { spotKeys } from './keys';

export function getSpotOrder(id: number, authorization?: string, signal?: AbortSignal): Promise<SpotOrderDetail> {
  return http.get<SpotOrderDetail>(`/api/spot/orders/${id}`, { authorization, signal });
}

export const spotOrderQueryOptions = (env: Pick<TradeEnv, 'scope' | 'authorization'>, id: number | null) =>
  queryOptions({
    queryKey: spotKeys.order(env.scope, id),
    queryFn: ({ signal }) => getSpotOrder(id as number, env.authorization, signal),
    staleTime: 0,
  });

export function useSpotOrder(id: number | null) {
  const env = useTradeEnv();
  return useQuery({ ...spotOrderQueryOptions(env, id), enabled: env.ready && id !== null });
}
