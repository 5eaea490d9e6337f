// POST /api/replay/sessions/{id}/end → the session, ended now (open fast orders settle on their
// expiry ticks, positions close at the last tick, resting spot orders are cancelled).
import { http } from '../../../lib/http';
import type { ReplaySession } from '../types';
import { useReplayMutation } from './replay-mutation';

export function endReplay(id: number): Promise<ReplaySession> {
  return http.post<ReplaySession>(`/api/replay/sessions/${id}/end`, {});
}

export const useEndReplay = () => useReplayMutation(endReplay);
