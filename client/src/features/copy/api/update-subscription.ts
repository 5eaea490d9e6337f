// PATCH /api/copy/subscriptions/{id} {ratio?, maxMargin?} → the subscription, for later copies.
import { request } from '../../../lib/http';
import type { CopySubscription, CopyUpdateBody } from '../types';
import { useCopyMutation } from './copy-mutation';

export function updateSubscription({ id, ...body }: CopyUpdateBody & { id: number }, authorization?: string): Promise<CopySubscription> {
  return request<CopySubscription>('PATCH', `/api/copy/subscriptions/${id}`, { body, authorization });
}

export const useUpdateSubscription = () => useCopyMutation(updateSubscription);
