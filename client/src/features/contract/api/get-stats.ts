// GET /api/contract/stats?mode= → closed count, wins, win rate, realised P/L, fees, open positions, margin held.
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useTradeEnv } from '../../../lib/trading/env';
import type { TradeMode } from '../../../lib/trading/mode';
import { contractKey } from '../context';
import type { ContractStats } from '../types';

export function getContractStats(mode: TradeMode, authorization?: string, signal?: AbortSignal): Promise<ContractStats> {
  return http.get<ContractStats>('/api/contract/stats', { params: { mode }, authorization, signal, silent: true });
}

export function useContractStats(mode: TradeMode) {
  const env = useTradeEnv();
  return useQuery({
    queryKey: contractKey(env, 'stats', mode),
    queryFn: ({ signal }) => getContractStats(mode, env.authorization, signal),
    enabled: env.ready,
    staleTime: 0,
  });
}
