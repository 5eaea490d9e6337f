// POST /api/replay/sessions {periodStart, productId, speed, offsetSec?} → the new session (running).
import { http } from '../../../lib/http';
import type { ReplaySession, ReplaySessionBody } from '../types';
import { useReplayMutation } from './replay-mutation';

export function startReplay(body: ReplaySessionBody): Promise<ReplaySession> {
  return http.post<ReplaySession>('/api/replay/sessions', body);
}

export const useStartReplay = () => useReplayMutation(startReplay);
