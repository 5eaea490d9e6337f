// GET /api/contract/traders → the traders who opted in to being followed, with their holding positions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type TradeEnv, useTradeEnv } from '../../../lib/trading/env';
import type { ContractTrader } from '../types';
import { contractKeys } from './keys';

export function getTraders(authorization?: string, signal?: AbortSignal): Promise<ContractTrader[]> {
  return http.get<ContractTrader[]>('/api/contract/traders', { authorization, signal, silent: true });
}

export const tradersQueryOptions = (env: Pick<TradeEnv, 'scope' | 'authorization'>) =>
  queryOptions({
    queryKey: contractKeys.traders(env.scope),
    queryFn: ({ signal }) => getTraders(env.authorization, signal),
    staleTime: 10_000,
  });

export function useTraders(enabled: boolean) {
  const env = useTradeEnv();
  return useQuery({ ...tradersQueryOptions(env), enabled: env.ready && enabled });
}
