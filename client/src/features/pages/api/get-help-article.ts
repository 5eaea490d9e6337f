// GET /api/help/articles/{id} → HelpArticle (code 404 when missing or disabled)
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HelpArticle } from '../../../../../shared/schemas/pages.ts';
import { http } from '../../../lib/http';

export type HelpArticleData = z.infer<typeof HelpArticle>;

export function getHelpArticle(id: number, signal?: AbortSignal): Promise<HelpArticleData> {
  return http.get<HelpArticleData>(`/api/help/articles/${id}`, { signal });
}

export function useHelpArticle(id: number) {
  return useQuery({ queryKey: ['pages', 'help', 'article', id], queryFn: ({ signal }) => getHelpArticle(id, signal) });
}
