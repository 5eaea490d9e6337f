// GET /api/admin/chat/images/{id} (chat.answer) → an image of a conversation, as an object URL
// (fetched with the staff token, which an <img src> could not send).
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { privateImageUrl } from '../../../../lib/private-image';
import { getStaffSession } from '../../staff-session';
import { CHAT_ADMIN_KEY } from './keys';

export function getStaffChatImage(id: number, signal?: AbortSignal): Promise<string> {
  return privateImageUrl(`/api/admin/chat/images/${id}`, { Authorization: getStaffSession()?.token ?? '' }, signal);
}

export function useStaffChatImage(id: number) {
  const query = useQuery({
    queryKey: [...CHAT_ADMIN_KEY, 'image', id],
    queryFn: ({ signal }) => getStaffChatImage(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const url = query.data;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
