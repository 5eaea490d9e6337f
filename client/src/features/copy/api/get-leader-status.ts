// GET /api/copy/leader → my own standing as a leader in each mode (opted in, since, followers).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type TradeEnv, useTradeEnv } from '../../../lib/trading/env';
import type { CopyLeaderStatus } from '../types';
import { copyKeys } from './keys';

export function getLeaderStatus(authorization?: string, signal?: AbortSignal): Promise<CopyLeaderStatus> {
  return http.get<CopyLeaderStatus>('/api/copy/leader', { authorization, signal });
}

export const leaderStatusQueryOptions = (env: Pick<TradeEnv, 'scope' | 'authorization'>) =>
  queryOptions({ queryKey: copyKeys.status(env.scope), queryFn: ({ signal }) => getLeaderStatus(env.authorization, signal) });

/** Guests cannot lead: nothing is asked for them. */
export function useLeaderStatus() {
  const env = useTradeEnv();
  return useQuery({ ...leaderStatusQueryOptions(env), enabled: env.ready && !env.guest });
}
