// GET /api/fast/stats?mode= → count, wins, win rate and total profit of one mode.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type TradeEnv, useTradeEnv } from '../../../lib/trading/env';
import type { FastStats, TradeMode } from '../types';
import { fastKeys } from './keys';

export function getFastStats(mode: TradeMode, authorization?: string, signal?: AbortSignal): Promise<FastStats> {
  return http.get<FastStats>('/api/fast/stats', { params: { mode }, authorization, signal, silent: true });
}

export const fastStatsQueryOptions = (env: Pick<TradeEnv, 'scope' | 'authorization'>, mode: TradeMode) =>
  queryOptions({
    queryKey: fastKeys.stats(env.scope, mode),
    queryFn: ({ signal }) => getFastStats(mode, env.authorization, signal),
    staleTime: 0,
  });

export function useFastStats(mode: TradeMode) {
  const env = useTradeEnv();
  return useQuery({ ...fastStatsQueryOptions(env, mode), enabled: env.ready });
}
