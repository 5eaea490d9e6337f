// POST /api/admin/chat/conversations/{id}/messages { text } | { imageId } (chat.answer) → the
// message as stored; an unassigned conversation becomes the replier's (audited).
import type { ChatMessage, ChatSendBody } from '../../../../../../shared/schemas/chat.ts';
import { adminRequest } from '../../api/admin-request';

export function replyChat(id: number, body: ChatSendBody): Promise<ChatMessage> {
  return adminRequest('POST', `/api/admin/chat/conversations/${id}/messages`, { body });
}
