// POST /api/replay/sessions/{id}/control {action: pause | resume | speed | step} → the session.
import { http } from '../../../lib/http';
import type { ReplayControlBody, ReplaySession } from '../types';
import { useReplayMutation } from './replay-mutation';

export function controlReplay({ id, body }: { id: number; body: ReplayControlBody }): Promise<ReplaySession> {
  return http.post<ReplaySession>(`/api/replay/sessions/${id}/control`, body);
}

export const useControlReplay = () => useReplayMutation(controlReplay);
