// PUT /api/copy/leader {mode, enabled} → opt in (or out) to be copied in one mode; stopping
// ends every subscription to me in that mode (the followers' open copies stay theirs). The
// answer is my standing: the switch shows it at once, then copy trading is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { useTradeEnv } from '../../../lib/trading/env';
import type { TradeMode } from '../../../lib/trading/mode';
import type { CopyLeaderStatus } from '../types';
import { copyKeys, refreshCopy } from './keys';

export interface SetLeaderBody {
  mode: TradeMode;
  enabled: boolean;
}

export function setLeader(body: SetLeaderBody, authorization?: string): Promise<CopyLeaderStatus> {
  return request<CopyLeaderStatus>('PUT', '/api/copy/leader', { body, authorization });
}

export function useSetLeader() {
  const env = useTradeEnv();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetLeaderBody) => setLeader(body, env.authorization),
    onSuccess: (status) => {
      client.setQueryData(copyKeys.status(env.scope), status);
      return refreshCopy(client, env.scope);
    },
  });
}
