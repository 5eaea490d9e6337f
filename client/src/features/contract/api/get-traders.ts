// GET /api/contract/traders → the traders who opted in to being followed, with their holding positions.
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useTradeEnv } from '../../../lib/trading/env';
import { contractKey } from '../context';
import type { ContractTrader } from '../types';

export function getTraders(authorization?: string, signal?: AbortSignal): Promise<ContractTrader[]> {
  return http.get<ContractTrader[]>('/api/contract/traders', { authorization, signal, silent: true });
}

export function useTraders(enabled: boolean) {
  const env = useTradeEnv();
  return useQuery({
    queryKey: contractKey(env, 'traders'),
    queryFn: ({ signal }) => getTraders(env.authorization, signal),
    enabled: env.ready && enabled,
    staleTime: 10_000,
  });
}
