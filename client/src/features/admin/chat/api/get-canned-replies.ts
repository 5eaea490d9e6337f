// GET /api/admin/chat/canned (chat.answer) → the canned replies, in their order.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CannedReply } from '../../../../../../shared/schemas/chat.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

export function getCannedReplies(signal?: AbortSignal): Promise<CannedReply[]> {
  return adminRequest('GET', '/api/admin/chat/canned', { signal });
}

export const cannedRepliesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.cannedReplies(), queryFn: ({ signal }) => getCannedReplies(signal) });

export function useCannedReplies() {
  return useQuery(cannedRepliesQueryOptions());
}
