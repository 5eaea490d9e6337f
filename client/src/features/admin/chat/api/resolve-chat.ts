// POST /api/admin/chat/conversations/{id}/resolve (chat.answer) → the conversation, resolved
// (audited); the customer's next message reopens it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatConversationItem } from '../../../../../../shared/schemas/chat.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

export function resolveChat(id: number): Promise<ChatConversationItem> {
  return adminRequest('POST', `/api/admin/chat/conversations/${id}/resolve`);
}

export function useResolveChat() {
  const client = useQueryClient();
  return useMutation({ mutationFn: resolveChat, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.chatAll() }) });
}
