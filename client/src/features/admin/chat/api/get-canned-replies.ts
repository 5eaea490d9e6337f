// GET /api/admin/chat/canned (chat.answer) → the canned replies, in their order.
import { useQuery } from '@tanstack/react-query';
import type { CannedReply } from '../../../../../../shared/schemas/chat.ts';
import { adminRequest } from '../../api/admin-request';
import { CHAT_CANNED_KEY } from './keys';

export function getCannedReplies(signal?: AbortSignal): Promise<CannedReply[]> {
  return adminRequest('GET', '/api/admin/chat/canned', { signal });
}

export function useCannedReplies() {
  return useQuery({ queryKey: CHAT_CANNED_KEY, queryFn: ({ signal }) => getCannedReplies(signal) });
}
