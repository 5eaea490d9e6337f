// DELETE /api/admin/chat/canned/{id} (chat.answer) → nothing (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

export function deleteCannedReply(id: number): Promise<null> {
  return adminRequest('DELETE', `/api/admin/chat/canned/${id}`);
}

export function useDeleteCannedReply() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteCannedReply, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.cannedReplies() }) });
}
