// PUT /api/copy/leader {mode, enabled} → opt in (or out) to be copied in one mode; stopping
// ends every subscription to me in that mode (the followers' open copies stay theirs).
import { request } from '../../../lib/http';
import type { TradeMode } from '../../../lib/trading/mode';
import type { CopyLeaderStatus } from '../types';
import { useCopyMutation } from './copy-mutation';

export interface SetLeaderBody {
  mode: TradeMode;
  enabled: boolean;
}

export function setLeader(body: SetLeaderBody, authorization?: string): Promise<CopyLeaderStatus> {
  return request<CopyLeaderStatus>('PUT', '/api/copy/leader', { body, authorization });
}

export const useSetLeader = () => useCopyMutation(setLeader);
