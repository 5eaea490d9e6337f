// GET /api/chat/messages?before=|after=&limit= → a page of the caller's messages, oldest
// first: before pages back (the newest when absent), after reads what came since (the
// backfill after a reconnect). Read through lib/chat-log.ts, which keeps them by seq.
import type { ChatMessagePage } from '../../../../../shared/schemas/chat.ts';
import type { ChatPageQuery } from '../../../lib/chat-log';
import { chatRequest } from './chat-request';

export function getChatMessages(query: ChatPageQuery): Promise<ChatMessagePage> {
  return chatRequest<ChatMessagePage>('GET', '/api/chat/messages', { params: query });
}
