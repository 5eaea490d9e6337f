// GET /api/spot/orders?status=open|history&mode=&symbol=&page=&pageSize= → one page of the
// viewer's orders: open (on the book) or history (filled or cancelled). The open list is read
// again every 2 s while it has rows (a guest has no private channel; the users' fallback).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type TradeEnv, useTradeEnv } from '../../../lib/trading/env';
import type { SpotOrderPage } from '../types';
import { type SpotOrderQuery, spotKeys } from './keys';

const POLL_MS = 2_000;

export function getSpotOrders(query: SpotOrderQuery, authorization?: string, signal?: AbortSignal): Promise<SpotOrderPage> {
  return http.get<SpotOrderPage>('/api/spot/orders', { params: { ...query }, authorization, signal, silent: true });
}

export const spotOrdersQueryOptions = (env: Pick<TradeEnv, 'scope' | 'authorization'>, query: SpotOrderQuery) =>
  queryOptions({
    queryKey: spotKeys.orders(env.scope, query),
    queryFn: ({ signal }) => getSpotOrders(query, env.authorization, signal),
    staleTime: 0,
    refetchInterval: (q) => (query.status === 'open' && (q.state.data?.items.length ?? 0) > 0 ? POLL_MS : false),
  });

export function useSpotOrders(query: SpotOrderQuery) {
  const env = useTradeEnv();
  return useQuery({ ...spotOrdersQueryOptions(env, query), enabled: env.ready });
}
