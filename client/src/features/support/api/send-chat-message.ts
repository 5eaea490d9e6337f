// POST /api/chat/messages { text } | { imageId } → the message as stored (with its seq).
import type { ChatMessage, ChatSendBody } from '../../../../../shared/schemas/chat.ts';
import { chatRequest } from './chat-request';

export function sendChatMessage(body: ChatSendBody): Promise<ChatMessage> {
  return chatRequest<ChatMessage>('POST', '/api/chat/messages', { body });
}
