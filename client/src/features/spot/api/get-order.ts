// GET /api/spot/orders/:id → one order with its fills (deal price, count, amount, fee, maker or taker).
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useTradeEnv } from '../../../lib/trading/env';
import { spotKey } from '../context';
import type { SpotOrderDetail } from '../types';

export function getSpotOrder(id: number, authorization?: string, signal?: AbortSignal): Promise<SpotOrderDetail> {
  return http.get<SpotOrderDetail>(`/api/spot/orders/${id}`, { authorization, signal });
}

export function useSpotOrder(id: number | null) {
  const env = useTradeEnv();
  return useQuery({
    queryKey: spotKey(env, 'order', id),
    queryFn: ({ signal }) => getSpotOrder(id as number, env.authorization, signal),
    enabled: env.ready && id !== null,
    staleTime: 0,
  });
}
