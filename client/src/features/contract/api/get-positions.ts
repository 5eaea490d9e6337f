// GET /api/contract/positions?status=&mode=&page=&pageSize= → one page of the viewer's positions.
// Holding and locked lists are read again every 2 s while they have rows: live figures for a
// guest (no private socket) and the fallback for the user channel's pushes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type TradeEnv, useTradeEnv } from '../../../lib/trading/env';
import type { ContractPositionPage, PositionStatus } from '../types';
import { contractKeys, type PositionQuery } from './keys';

export const LIVE_STATUSES: readonly PositionStatus[] = ['holding', 'locked', 'pending'];
const POLL_MS = 2_000;
/** The open lists (holding, pending, locked) show up to this many at once; the tabs' counts and the statistics read the same first page. */
export const OPEN_PAGE_SIZE = 50;

export function getPositions(query: PositionQuery, authorization?: string, signal?: AbortSignal): Promise<ContractPositionPage> {
  return http.get<ContractPositionPage>('/api/contract/positions', { params: { ...query }, authorization, signal, silent: true });
}

export const positionsQueryOptions = (env: Pick<TradeEnv, 'scope' | 'authorization'>, query: PositionQuery) =>
  queryOptions({
    queryKey: contractKeys.positions(env.scope, query),
    queryFn: ({ signal }) => getPositions(query, env.authorization, signal),
    staleTime: 0,
    refetchInterval: (q) => (LIVE_STATUSES.includes(query.status) && (q.state.data?.items.length ?? 0) > 0 ? POLL_MS : false),
  });

export function usePositions(query: PositionQuery) {
  const env = useTradeEnv();
  return useQuery({ ...positionsQueryOptions(env, query), enabled: env.ready });
}
