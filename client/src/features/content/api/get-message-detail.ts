// GET /api/message/detail/{id} → Message (code 404 when it does not exist or is not yours)
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Message, useViewer } from './get-messages';
import { contentKeys } from './keys';

export function getMessageDetail(id: number, signal?: AbortSignal): Promise<Message> {
  return http.get<Message>(`/api/message/detail/${id}`, { signal });
}

export const messageDetailQueryOptions = (id: number, { viewer, language }: ReturnType<typeof useViewer>) =>
  queryOptions({ queryKey: contentKeys.message(viewer, language, id), queryFn: ({ signal }) => getMessageDetail(id, signal) });

export function useMessageDetail(id: number | null) {
  return useQuery({ ...messageDetailQueryOptions(id ?? 0, useViewer()), enabled: id !== null });
}
