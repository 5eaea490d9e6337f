// POST /api/admin/chat/conversations/{id}/claim (chat.answer) → the conversation, now the caller's (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatConversationItem } from '../../../../../../shared/schemas/chat.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

export function claimChat(id: number): Promise<ChatConversationItem> {
  return adminRequest('POST', `/api/admin/chat/conversations/${id}/claim`);
}

export function useClaimChat() {
  const client = useQueryClient();
  return useMutation({ mutationFn: claimChat, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.chatAll() }) });
}
