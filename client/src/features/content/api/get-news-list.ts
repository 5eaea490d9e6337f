// GET /api/news/list → published news, newest first (without their body)
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { NewsListItem } from '../../../../../shared/schemas/admin-content.ts';
import { http } from '../../../lib/http';
import { contentKeys } from './keys';

export type NewsItem = z.infer<typeof NewsListItem>;

export function getNewsList(signal?: AbortSignal): Promise<NewsItem[]> {
  return http.get<NewsItem[]>('/api/news/list', { signal });
}

export const newsListQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.newsList(), queryFn: ({ signal }) => getNewsList(signal), staleTime: 60_000 });

export function useNewsList() {
  return useQuery(newsListQueryOptions());
}
