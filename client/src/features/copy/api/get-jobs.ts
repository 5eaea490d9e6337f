// GET /api/copy/subscriptions/{id}/jobs?page=&pageSize= → the leader's events as the
// subscription copied or skipped them (with the reason), newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type TradeEnv, useTradeEnv } from '../../../lib/trading/env';
import type { CopyJobPage } from '../types';
import { copyKeys } from './keys';

export const JOBS_PAGE_SIZE = 10;

export function getJobs(id: number, page: number, authorization?: string, signal?: AbortSignal): Promise<CopyJobPage> {
  return http.get<CopyJobPage>(`/api/copy/subscriptions/${id}/jobs`, { params: { page, pageSize: JOBS_PAGE_SIZE }, authorization, signal });
}

export const jobsQueryOptions = (env: Pick<TradeEnv, 'scope' | 'authorization'>, id: number, page: number) =>
  queryOptions({
    queryKey: copyKeys.jobs(env.scope, id, page),
    queryFn: ({ signal }) => getJobs(id, page, env.authorization, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });

/** The jobs of subscription `id` (nothing asked while its list is closed). */
export function useJobs(id: number | null, page: number) {
  const env = useTradeEnv();
  return useQuery({ ...jobsQueryOptions(env, id ?? 0, page), enabled: env.ready && id !== null });
}
