// POST /api/admin/chat/conversations/{id}/read { seq } (chat.answer) → the conversation: the
// customer's messages up to seq are read (the customer sees the read mark).
import type { ChatConversationItem } from '../../../../../../shared/schemas/chat.ts';
import { adminRequest } from '../../api/admin-request';

export function markStaffChatRead(id: number, seq: number): Promise<ChatConversationItem> {
  return adminRequest('POST', `/api/admin/chat/conversations/${id}/read`, { body: { seq } });
}
