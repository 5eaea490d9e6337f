// GET /api/copy/leaders/{id}?mode= → one leader and their whole analytics report of that mode (all time, USDT).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type TradeEnv, useTradeEnv } from '../../../lib/trading/env';
import type { TradeMode } from '../../../lib/trading/mode';
import type { CopyLeaderDetail } from '../types';
import { copyKeys } from './keys';

export function getLeader(id: number, mode: TradeMode, authorization?: string, signal?: AbortSignal): Promise<CopyLeaderDetail> {
  return http.get<CopyLeaderDetail>(`/api/copy/leaders/${id}`, { params: { mode }, authorization, signal });
}

export const leaderQueryOptions = (env: Pick<TradeEnv, 'scope' | 'authorization'>, id: number, mode: TradeMode) =>
  queryOptions({
    queryKey: copyKeys.leader(env.scope, id, mode),
    queryFn: ({ signal }) => getLeader(id, mode, env.authorization, signal),
    staleTime: 10_000,
  });

/** The leader `id` of `mode` (nothing asked while none is open). */
export function useLeader(id: number | null, mode: TradeMode) {
  const env = useTradeEnv();
  return useQuery({ ...leaderQueryOptions(env, id ?? 0, mode), enabled: env.ready && id !== null });
}
