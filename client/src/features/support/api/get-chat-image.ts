// GET /api/chat/images/{id} → an image of the caller's conversation, as an object URL (fetched
// with the chat's credentials, which an <img src> could not send).
import { privateImageUrl, usePrivateImage } from '../../../lib/private-image';
import { chatHeaders } from './chat-request';
import { supportKeys } from './keys';

export async function getChatImage(id: number, signal?: AbortSignal): Promise<string> {
  return privateImageUrl(`/api/chat/images/${id}`, await chatHeaders(), signal);
}

export function useChatImage(id: number) {
  return usePrivateImage(supportKeys.chatImage(id), (signal) => getChatImage(id, signal));
}
