// GET /api/admin/chat/conversations?tab=&cursor=&limit= (chat.answer) → one tab of the inbox,
// the most recently active first, and every tab's counts (conversations, unread).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatInbox, ChatTab } from '../../../../../../shared/schemas/chat.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

export function getChatInbox(tab: ChatTab, cursor: number | null, signal?: AbortSignal): Promise<ChatInbox> {
  return adminRequest('GET', '/api/admin/chat/conversations', { params: { tab, cursor: cursor ?? undefined, limit: 30 }, signal });
}

export const chatInboxQueryOptions = (tab: ChatTab, cursor: number | null) =>
  queryOptions({
    queryKey: adminKeys.chatInbox(tab, cursor),
    queryFn: ({ signal }) => getChatInbox(tab, cursor, signal),
    placeholderData: keepPreviousData,
  });

export function useChatInbox(tab: ChatTab, cursor: number | null) {
  return useQuery(chatInboxQueryOptions(tab, cursor));
}
