// GET /api/contract/positions/:id → the position with its events (fills, closes, fees, each with its tick).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type TradeEnv, useTradeEnv } from '../../../lib/trading/env';
import type { ContractPositionDetail } from '../types';
import { contractKeys } from './keys';

export function getPosition(id: number, authorization?: string, signal?: AbortSignal): Promise<ContractPositionDetail> {
  return http.get<ContractPositionDetail>(`/api/contract/positions/${id}`, { authorization, signal });
}

export const positionQueryOptions = (env: Pick<TradeEnv, 'scope' | 'authorization'>, id: number | null) =>
  queryOptions({
    queryKey: contractKeys.position(env.scope, id),
    queryFn: ({ signal }) => getPosition(id ?? 0, env.authorization, signal),
    staleTime: 0,
  });

export function usePosition(id: number | null) {
  const env = useTradeEnv();
  return useQuery({ ...positionQueryOptions(env, id), enabled: env.ready && id !== null });
}
