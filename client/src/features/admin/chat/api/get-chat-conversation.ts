// GET /api/admin/chat/conversations/{id} (chat.answer) → the conversation: customer, status,
// assignee, read marks and unread customer messages.
import { useQuery } from '@tanstack/react-query';
import type { ChatConversationItem } from '../../../../../../shared/schemas/chat.ts';
import { adminRequest } from '../../api/admin-request';
import { CHAT_CONVERSATION_KEY } from './keys';

export function getChatConversation(id: number, signal?: AbortSignal): Promise<ChatConversationItem> {
  return adminRequest('GET', `/api/admin/chat/conversations/${id}`, { signal });
}

export function useChatConversation(id: number) {
  return useQuery({ queryKey: [...CHAT_CONVERSATION_KEY, id], queryFn: ({ signal }) => getChatConversation(id, signal) });
}
