// GET /api/fast/order/:id → one of the viewer's fast orders with its settlement proof.
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useTradeEnv } from '../../../lib/trading/env';
import { fastKey } from '../context';
import type { FastOrder } from '../types';

export function getFastOrder(id: number, authorization?: string, signal?: AbortSignal): Promise<FastOrder> {
  return http.get<FastOrder>(`/api/fast/order/${id}`, { authorization, signal });
}

export function useFastOrder(id: number | null) {
  const env = useTradeEnv();
  return useQuery({
    queryKey: fastKey(env, 'order', id),
    queryFn: ({ signal }) => getFastOrder(id ?? 0, env.authorization, signal),
    enabled: env.ready && id !== null,
    staleTime: 0,
  });
}
