// POST /api/admin/{deposits|withdrawals|card-changes}/{id}/approve, and …/reject {reason}:
// one review (the server refuses a second one: ALREADY_REVIEWED). The queue reloads after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './keys';
import { adminRequest } from './admin-request';
import type { QueueKind } from '../queue-types';

export type Review = { decision: 'approve' } | { decision: 'reject'; reason: string };

export function review(kind: QueueKind, id: number, r: Review) {
  return adminRequest<unknown>('POST', `/api/admin/${kind}/${id}/${r.decision}`, {
    body: r.decision === 'reject' ? { reason: r.reason } : {},
  });
}

export function useReview(kind: QueueKind, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (r: Review) => review(kind, id, r),
    // not awaited: an awaited reload would finish before the caller's own onSuccess, and the item
    // reloaded as reviewed unmounts the buttons that made the call; TanStack Query then drops that
    // onSuccess (no listener left), and the drawer it closes stayed open (a CI run saw it)
    onSettled: () => {
      void client.invalidateQueries({ queryKey: adminKeys.queueAll(kind) });
    },
  });
}
