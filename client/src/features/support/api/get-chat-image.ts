// GET /api/chat/images/{id} → an image of the caller's conversation, as an object URL (fetched
// with the chat's credentials, which an <img src> could not send).
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { privateImageUrl } from '../../../lib/private-image';
import { chatHeaders } from './chat-request';
import { CHAT_KEY } from './get-chat-state';

export async function getChatImage(id: number, signal?: AbortSignal): Promise<string> {
  return privateImageUrl(`/api/chat/images/${id}`, await chatHeaders(), signal);
}

export function useChatImage(id: number) {
  const query = useQuery({
    queryKey: [...CHAT_KEY, 'image', id],
    queryFn: ({ signal }) => getChatImage(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const url = query.data;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
