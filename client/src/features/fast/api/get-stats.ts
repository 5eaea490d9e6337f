// GET /api/fast/stats?mode= → count, wins, win rate and total profit of one mode.
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useTradeEnv } from '../../../lib/trading/env';
import { fastKey } from '../context';
import type { FastStats, TradeMode } from '../types';

export function getFastStats(mode: TradeMode, authorization?: string, signal?: AbortSignal): Promise<FastStats> {
  return http.get<FastStats>('/api/fast/stats', { params: { mode }, authorization, signal, silent: true });
}

export function useFastStats(mode: TradeMode) {
  const env = useTradeEnv();
  return useQuery({
    queryKey: fastKey(env, 'stats', mode),
    queryFn: ({ signal }) => getFastStats(mode, env.authorization, signal),
    enabled: env.ready,
    staleTime: 0,
  });
}
