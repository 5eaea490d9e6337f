// GET /api/replay/periods?page=&pageSize= → revealed (ended) market periods one can replay,
// newest first, each with its products. Read by the replay's start form and a teacher's shared
// scenario form (issue 43, decision 106).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReplayPeriodPage as ReplayPeriodPageSchema } from '../../../../shared/schemas/replay.ts';
import { http } from '../http';

export type ReplayPeriodPage = z.infer<typeof ReplayPeriodPageSchema>;
export type ReplayPeriod = ReplayPeriodPage['items'][number];

export const PERIODS_PAGE_SIZE = 20;

export function getReplayPeriods(page: number, signal?: AbortSignal): Promise<ReplayPeriodPage> {
  return http.get<ReplayPeriodPage>('/api/replay/periods', { params: { page, pageSize: PERIODS_PAGE_SIZE }, signal });
}

export const replayPeriodsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['replay-periods', page] as const,
    queryFn: ({ signal }) => getReplayPeriods(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useReplayPeriods(page = 1) {
  return useQuery(replayPeriodsQueryOptions(page));
}
