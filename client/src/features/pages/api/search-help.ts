// GET /api/help/articles?q=&categoryId=&page=&pageSize= → one page of help articles (searched on the server)
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HelpArticlePage } from '../../../../../shared/schemas/pages.ts';
import { http } from '../../../lib/http';
import { type HelpSearch, pagesKeys } from './keys';

export type HelpResults = z.infer<typeof HelpArticlePage>;
export const HELP_PAGE_SIZE = 10;

export function searchHelp({ q, categoryId, page }: HelpSearch, signal?: AbortSignal): Promise<HelpResults> {
  const params = { page, pageSize: HELP_PAGE_SIZE, q: q.trim() || undefined, categoryId: categoryId ?? undefined };
  return http.get<HelpResults>('/api/help/articles', { params, signal });
}

export const helpSearchQueryOptions = (search: HelpSearch) =>
  queryOptions({
    queryKey: pagesKeys.helpSearch(search),
    queryFn: ({ signal }) => searchHelp(search, signal),
    placeholderData: keepPreviousData,
  });

export function useHelpSearch(search: HelpSearch) {
  return useQuery(helpSearchQueryOptions(search));
}
