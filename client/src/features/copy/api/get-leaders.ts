// GET /api/copy/leaders?mode=&page=&pageSize= → the traders who let others copy them in that
// mode, each with their record (analytics figures) and my active subscription to them, if any.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type TradeEnv, useTradeEnv } from '../../../lib/trading/env';
import type { TradeMode } from '../../../lib/trading/mode';
import type { CopyLeaderPage } from '../types';
import { copyKeys } from './keys';

export const LEADERS_PAGE_SIZE = 20;

export function getLeaders(mode: TradeMode, page: number, authorization?: string, signal?: AbortSignal): Promise<CopyLeaderPage> {
  return http.get<CopyLeaderPage>('/api/copy/leaders', { params: { mode, page, pageSize: LEADERS_PAGE_SIZE }, authorization, signal });
}

export const leadersQueryOptions = (env: Pick<TradeEnv, 'scope' | 'authorization'>, mode: TradeMode, page: number) =>
  queryOptions({
    queryKey: copyKeys.leaders(env.scope, mode, page),
    queryFn: ({ signal }) => getLeaders(mode, page, env.authorization, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useLeaders(mode: TradeMode, page: number) {
  const env = useTradeEnv();
  return useQuery({ ...leadersQueryOptions(env, mode, page), enabled: env.ready });
}
