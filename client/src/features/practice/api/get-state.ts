// GET {base}/state → a practice wallet's balances, open business and latest results (a replay
// session: at its replay time, processed first; a class: on the live market).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useViewer, type Viewer } from '../../../lib/api/product-list';
import type { PracticeState } from '../types';
import { practiceKeys } from './keys';

export function getPracticeState(base: string, signal?: AbortSignal): Promise<PracticeState> {
  return http.get<PracticeState>(`${base}/state`, { signal });
}

export const practiceStateQueryOptions = (viewer: Viewer, base: string, refreshMs: number) =>
  queryOptions({
    queryKey: practiceKeys.state(viewer, base),
    queryFn: ({ signal }) => getPracticeState(base, signal),
    refetchInterval: refreshMs,
  });

export function usePracticeState(base: string, refreshMs: number) {
  return useQuery(practiceStateQueryOptions(useViewer(), base, refreshMs));
}
