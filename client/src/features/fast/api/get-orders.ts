// GET /api/fast/orders?status=&mode=&page=&pageSize= → one page of the viewer's fast orders.
// Open orders are read again every 2 s while any is open (fallback for the socket push).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type TradeEnv, useTradeEnv } from '../../../lib/trading/env';
import type { FastOrderPage } from '../types';
import { type FastOrderQuery, fastKeys } from './keys';

/** The open list shows up to this many at once (the chart's lines read the same page). */
export const OPEN_ORDERS_PAGE_SIZE = 50;

export function getFastOrders(query: FastOrderQuery, authorization?: string, signal?: AbortSignal): Promise<FastOrderPage> {
  return http.get<FastOrderPage>('/api/fast/orders', { params: { ...query }, authorization, signal, silent: true });
}

export const fastOrdersQueryOptions = (env: Pick<TradeEnv, 'scope' | 'authorization'>, query: FastOrderQuery) =>
  queryOptions({
    queryKey: fastKeys.orders(env.scope, query),
    queryFn: ({ signal }) => getFastOrders(query, env.authorization, signal),
    staleTime: 0,
    refetchInterval: (q) => (query.status === 'open' && (q.state.data?.items.length ?? 0) > 0 ? 2_000 : false),
  });

export function useFastOrders(query: FastOrderQuery) {
  const env = useTradeEnv();
  return useQuery({ ...fastOrdersQueryOptions(env, query), enabled: env.ready });
}
