// GET /api/help/categories → HelpCategory[] (with their article counts)
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HelpCategory } from '../../../../../shared/schemas/pages.ts';
import { http } from '../../../lib/http';
import { pagesKeys } from './keys';

export type HelpCategoryItem = z.infer<typeof HelpCategory>;

export function getHelpCategories(signal?: AbortSignal): Promise<HelpCategoryItem[]> {
  return http.get<HelpCategoryItem[]>('/api/help/categories', { signal });
}

export const helpCategoriesQueryOptions = () =>
  queryOptions({ queryKey: pagesKeys.helpCategories(), queryFn: ({ signal }) => getHelpCategories(signal), staleTime: 60_000 });

export function useHelpCategories() {
  return useQuery(helpCategoriesQueryOptions());
}
