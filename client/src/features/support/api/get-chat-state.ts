// GET /api/chat → the caller's conversation: status, newest seq, read marks, unread staff
// messages (the floating icon's badge). Read only when there is someone to ask for: a
// logged-in customer, or a visitor who has a chat session already.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatState } from '../../../../../shared/schemas/chat.ts';
import { useSession } from '../../../lib/session';
import { chatRequest } from './chat-request';
import { supportKeys } from './keys';
import { storedVisitorToken } from './start-chat-visitor';

export function getChatState(signal?: AbortSignal): Promise<ChatState> {
  return chatRequest<ChatState>('GET', '/api/chat', { signal, silent: true });
}

export const chatStateQueryOptions = (who: string) =>
  queryOptions({ queryKey: supportKeys.chatState(who), queryFn: ({ signal }) => getChatState(signal) });

/** Who the chat is for: the user's id, or 'visitor'. */
export function useChatIdentity(): string {
  const { user, token } = useSession();
  return token ? `user:${user?.userId ?? ''}` : 'visitor';
}

export function useChatState(enabled = true) {
  const who = useChatIdentity();
  return useQuery({ ...chatStateQueryOptions(who), enabled: enabled && (who !== 'visitor' || storedVisitorToken() !== null) });
}
