// GET /api/admin/chat/conversations/{id}/messages?before=|after=&limit= (chat.answer) → a page
// of the conversation's messages, oldest first (read through lib/chat-log.ts).
import type { ChatMessagePage } from '../../../../../../shared/schemas/chat.ts';
import type { ChatPageQuery } from '../../../../lib/chat-log';
import { adminRequest } from '../../api/admin-request';

export function getStaffChatMessages(id: number, query: ChatPageQuery): Promise<ChatMessagePage> {
  return adminRequest('GET', `/api/admin/chat/conversations/${id}/messages`, { params: query });
}
