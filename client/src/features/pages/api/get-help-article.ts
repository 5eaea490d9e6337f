// GET /api/help/articles/{id} → HelpArticle (code 404 when missing or disabled)
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HelpArticle } from '../../../../../shared/schemas/pages.ts';
import { http } from '../../../lib/http';
import { pagesKeys } from './keys';

export type HelpArticleData = z.infer<typeof HelpArticle>;

export function getHelpArticle(id: number, signal?: AbortSignal): Promise<HelpArticleData> {
  return http.get<HelpArticleData>(`/api/help/articles/${id}`, { signal });
}

export const helpArticleQueryOptions = (id: number) =>
  queryOptions({ queryKey: pagesKeys.helpArticle(id), queryFn: ({ signal }) => getHelpArticle(id, signal) });

export function useHelpArticle(id: number) {
  return useQuery(helpArticleQueryOptions(id));
}
