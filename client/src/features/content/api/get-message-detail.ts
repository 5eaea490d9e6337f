// GET /api/message/detail/{id} → Message (code 404 when it does not exist or is not yours)
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import type { Message, Viewer } from './get-messages';

export function getMessageDetail(id: number, signal?: AbortSignal): Promise<Message> {
  return http.get<Message>(`/api/message/detail/${id}`, { signal });
}

export const messageDetailQueryOptions = (id: number, viewer: Viewer) =>
  queryOptions({ queryKey: ['messages', viewer, 'detail', id], queryFn: ({ signal }) => getMessageDetail(id, signal) });

export function useMessageDetail(id: number | null) {
  const { user, token } = useSession();
  return useQuery({ ...messageDetailQueryOptions(id ?? 0, token ? (user?.userId ?? 0) : 'guest'), enabled: id !== null });
}
