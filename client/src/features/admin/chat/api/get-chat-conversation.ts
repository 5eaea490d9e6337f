// GET /api/admin/chat/conversations/{id} (chat.answer) → the conversation: customer, status,
// assignee, read marks and unread customer messages.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatConversationItem } from '../../../../../../shared/schemas/chat.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

export function getChatConversation(id: number, signal?: AbortSignal): Promise<ChatConversationItem> {
  return adminRequest('GET', `/api/admin/chat/conversations/${id}`, { signal });
}

export const chatConversationQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.chatConversation(id), queryFn: ({ signal }) => getChatConversation(id, signal) });

export function useChatConversation(id: number) {
  return useQuery(chatConversationQueryOptions(id));
}
