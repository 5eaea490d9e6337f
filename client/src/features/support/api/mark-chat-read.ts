// POST /api/chat/read { seq } → the conversation's state: the staff messages up to seq are read
// (staff see the read mark; the floating icon's badge clears).
import type { ChatState } from '../../../../../shared/schemas/chat.ts';
import { chatRequest } from './chat-request';

export function markChatRead(seq: number): Promise<ChatState> {
  return chatRequest<ChatState>('POST', '/api/chat/read', { body: { seq }, silent: true });
}
