// GET /api/notice/detail/{id} → Notice (code 404 shows the 404 screen)
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { Notice } from './get-notices';
import { contentKeys } from './keys';

export function getNoticeDetail(id: number, signal?: AbortSignal): Promise<Notice> {
  return http.get<Notice>(`/api/notice/detail/${id}`, { signal });
}

export const noticeDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: contentKeys.notice(id), queryFn: ({ signal }) => getNoticeDetail(id, signal) });

export function useNoticeDetail(id: number | null) {
  return useQuery({ ...noticeDetailQueryOptions(id ?? 0), enabled: id !== null });
}
