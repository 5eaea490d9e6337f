// GET /api/contract/stats?mode= → closed count, wins, win rate, realised P/L, fees, open positions, margin held.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type TradeEnv, useTradeEnv } from '../../../lib/trading/env';
import type { TradeMode } from '../../../lib/trading/mode';
import type { ContractStats } from '../types';
import { contractKeys } from './keys';

export function getContractStats(mode: TradeMode, authorization?: string, signal?: AbortSignal): Promise<ContractStats> {
  return http.get<ContractStats>('/api/contract/stats', { params: { mode }, authorization, signal, silent: true });
}

export const contractStatsQueryOptions = (env: Pick<TradeEnv, 'scope' | 'authorization'>, mode: TradeMode) =>
  queryOptions({
    queryKey: contractKeys.stats(env.scope, mode),
    queryFn: ({ signal }) => getContractStats(mode, env.authorization, signal),
    staleTime: 0,
  });

export function useContractStats(mode: TradeMode) {
  const env = useTradeEnv();
  return useQuery({ ...contractStatsQueryOptions(env, mode), enabled: env.ready });
}
