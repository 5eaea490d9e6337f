// GET /api/replay/sessions/{id}/ticks → the replayed path up to replay time (at most 3,600
// points, thinned evenly), read again while the session runs.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useViewer, type Viewer } from '../../../lib/api/product-list';
import { http } from '../../../lib/http';
import type { ReplayTicks } from '../types';
import { replayKeys } from './keys';

export function getReplayTicks(id: number, signal?: AbortSignal): Promise<ReplayTicks> {
  return http.get<ReplayTicks>(`/api/replay/sessions/${id}/ticks`, { signal });
}

export const replayTicksQueryOptions = (viewer: Viewer, id: number, live: boolean) =>
  queryOptions({
    queryKey: replayKeys.ticks(viewer, id),
    queryFn: ({ signal }) => getReplayTicks(id, signal),
    placeholderData: keepPreviousData,
    refetchInterval: live ? 2000 : false,
  });

export function useReplayTicks(id: number, live: boolean) {
  return useQuery(replayTicksQueryOptions(useViewer(), id, live));
}
