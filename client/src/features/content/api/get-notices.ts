// GET /api/notice → Notice[] (newest first)
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Notice as NoticeSchema } from '../../../../../shared/schemas/content.ts';
import { http } from '../../../lib/http';
import { contentKeys } from './keys';

export type Notice = z.infer<typeof NoticeSchema>;

export function getNotices(signal?: AbortSignal): Promise<Notice[]> {
  return http.get<Notice[]>('/api/notice', { signal });
}

export const noticesQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.notices(), queryFn: ({ signal }) => getNotices(signal), staleTime: 60_000 });

export function useNotices() {
  return useQuery(noticesQueryOptions());
}
