// GET /api/fast/orders?status=&mode=&page=&pageSize= → one page of the viewer's fast orders.
// Open orders are read again every 2 s while any is open (fallback for the socket push).
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useTradeEnv } from '../../../lib/trading/env';
import { fastKey } from '../context';
import type { FastOrderPage, TradeMode } from '../types';

export interface FastOrderQuery {
  status: 'open' | 'settled';
  mode: TradeMode;
  page?: number;
  pageSize?: number;
}

export function getFastOrders(query: FastOrderQuery, authorization?: string, signal?: AbortSignal): Promise<FastOrderPage> {
  return http.get<FastOrderPage>('/api/fast/orders', { params: { ...query }, authorization, signal, silent: true });
}

export function useFastOrders(query: FastOrderQuery) {
  const env = useTradeEnv();
  return useQuery({
    queryKey: fastKey(env, 'orders', query),
    queryFn: ({ signal }) => getFastOrders(query, env.authorization, signal),
    enabled: env.ready,
    staleTime: 0,
    refetchInterval: (q) => (query.status === 'open' && (q.state.data?.items.length ?? 0) > 0 ? 2_000 : false),
  });
}
