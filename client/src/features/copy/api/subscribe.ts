// POST /api/copy/subscriptions {leaderId, leaderMode, mode, ratio, maxMargin} → the subscription:
// the leader's later opens, adds and closes are copied into my `mode` wallet.
import { http } from '../../../lib/http';
import type { CopySubscribeBody, CopySubscription } from '../types';
import { useCopyMutation } from './copy-mutation';

export function subscribe(body: CopySubscribeBody, authorization?: string): Promise<CopySubscription> {
  return http.post<CopySubscription>('/api/copy/subscriptions', body, { authorization });
}

export const useSubscribe = () => useCopyMutation(subscribe);
