// GET /api/contract/positions/:id → the position with its events (fills, closes, fees, each with its tick).
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useTradeEnv } from '../../../lib/trading/env';
import { contractKey } from '../context';
import type { ContractPositionDetail } from '../types';

export function getPosition(id: number, authorization?: string, signal?: AbortSignal): Promise<ContractPositionDetail> {
  return http.get<ContractPositionDetail>(`/api/contract/positions/${id}`, { authorization, signal });
}

export function usePosition(id: number | null) {
  const env = useTradeEnv();
  return useQuery({
    queryKey: contractKey(env, 'position', id),
    queryFn: ({ signal }) => getPosition(id ?? 0, env.authorization, signal),
    enabled: env.ready && id !== null,
    staleTime: 0,
  });
}
