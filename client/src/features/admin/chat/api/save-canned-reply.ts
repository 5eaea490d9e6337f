// POST /api/admin/chat/canned (a new one) or PUT /api/admin/chat/canned/{id} { title, body, sort }
// (chat.answer) → the canned reply (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CannedReply, CannedReplyBody } from '../../../../../../shared/schemas/chat.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

export function saveCannedReply({ id, body }: { id: number | null; body: CannedReplyBody }): Promise<CannedReply> {
  return id === null
    ? adminRequest('POST', '/api/admin/chat/canned', { body })
    : adminRequest('PUT', `/api/admin/chat/canned/${id}`, { body });
}

export function useSaveCannedReply() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveCannedReply, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.cannedReplies() }) });
}
