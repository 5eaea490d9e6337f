// GET /api/replay/sessions/{id} → one session at its replay time (processed first), read every second while open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useViewer, type Viewer } from '../../../lib/api/product-list';
import { http } from '../../../lib/http';
import type { ReplaySession } from '../types';
import { replayKeys } from './keys';

export function getReplaySession(id: number, signal?: AbortSignal): Promise<ReplaySession> {
  return http.get<ReplaySession>(`/api/replay/sessions/${id}`, { signal });
}

export const replaySessionQueryOptions = (viewer: Viewer, id: number) =>
  queryOptions({
    queryKey: replayKeys.session(viewer, id),
    queryFn: ({ signal }) => getReplaySession(id, signal),
    refetchInterval: (q) => (q.state.data?.status === 'ended' ? false : 1000),
  });

export function useReplaySession(id: number | null) {
  return useQuery({ ...replaySessionQueryOptions(useViewer(), id ?? 0), enabled: id !== null });
}
