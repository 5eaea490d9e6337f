// GET /api/news/{id} → one published news article (code 404 when missing or unpublished)
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { NewsArticle } from '../../../../../shared/schemas/admin-content.ts';
import { http } from '../../../lib/http';
import { contentKeys } from './keys';

export type NewsArticleData = z.infer<typeof NewsArticle>;

export function getNews(id: number, signal?: AbortSignal): Promise<NewsArticleData> {
  return http.get<NewsArticleData>(`/api/news/${id}`, { signal });
}

export const newsQueryOptions = (id: number) =>
  queryOptions({ queryKey: contentKeys.news(id), queryFn: ({ signal }) => getNews(id, signal) });

export function useNews(id: number) {
  return useQuery(newsQueryOptions(id));
}
