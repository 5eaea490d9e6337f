// POST /api/replay/wallet/reset → the replay wallet back to its grant (every session's open business closed first).
import { http } from '../../../lib/http';
import type { ReplayWallet } from '../types';
import { useReplayMutation } from './replay-mutation';

export function resetReplayWallet(): Promise<ReplayWallet> {
  return http.post<ReplayWallet>('/api/replay/wallet/reset', {});
}

export const useResetReplayWallet = () => useReplayMutation(resetReplayWallet);
