// GET /api/notice/dialog → Notice | null (the popup notice)
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { Notice } from './get-notices';
import { contentKeys } from './keys';

export function getNoticeDialog(signal?: AbortSignal): Promise<Notice | null> {
  return http.get<Notice | null>('/api/notice/dialog', { silent: true, signal });
}

export const noticeDialogQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.noticeDialog(), queryFn: ({ signal }) => getNoticeDialog(signal), staleTime: 5 * 60_000 });

export function useNoticeDialog(enabled = true) {
  return useQuery({ ...noticeDialogQueryOptions(), enabled });
}
