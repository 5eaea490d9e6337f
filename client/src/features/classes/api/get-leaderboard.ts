// GET /api/classes/{id}/leaderboard → each learner's return, drawdown, trades, win rate and
// equity since the last reset (the analytics of their class wallet), ranked by return.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useViewer, type Viewer } from '../../../lib/api/product-list';
import { http } from '../../../lib/http';
import type { ClassLeaderboard } from '../types';
import { classKeys } from './keys';

export function getLeaderboard(id: number, signal?: AbortSignal): Promise<ClassLeaderboard> {
  return http.get<ClassLeaderboard>(`/api/classes/${id}/leaderboard`, { signal });
}

export const leaderboardQueryOptions = (viewer: Viewer, id: number) =>
  queryOptions({ queryKey: classKeys.leaderboard(viewer, id), queryFn: ({ signal }) => getLeaderboard(id, signal), refetchInterval: 5000 });

export function useLeaderboard(id: number) {
  return useQuery(leaderboardQueryOptions(useViewer(), id));
}
