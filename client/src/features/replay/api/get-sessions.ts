// GET /api/replay/sessions → my replay sessions (and my classes' scenario sessions), newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useViewer, type Viewer } from '../../../lib/api/product-list';
import { http } from '../../../lib/http';
import type { ReplaySession } from '../types';
import { replayKeys } from './keys';

export function getReplaySessions(signal?: AbortSignal): Promise<ReplaySession[]> {
  return http.get<ReplaySession[]>('/api/replay/sessions', { signal });
}

export const replaySessionsQueryOptions = (viewer: Viewer) =>
  queryOptions({ queryKey: replayKeys.sessions(viewer), queryFn: ({ signal }) => getReplaySessions(signal), refetchInterval: 5000 });

export function useReplaySessions() {
  return useQuery(replaySessionsQueryOptions(useViewer()));
}
