// GET /api/content/page/{slug} → ContentPage (about, terms, agreement, privacy, legal), in the reader's locale
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ContentPage, PageSlug } from '../../../../../shared/schemas/pages.ts';
import { http } from '../../../lib/http';
import { pagesKeys } from './keys';

export type Page = z.infer<typeof ContentPage>;

export function getPage(slug: PageSlug, signal?: AbortSignal): Promise<Page> {
  return http.get<Page>(`/api/content/page/${slug}`, { signal });
}

export const pageQueryOptions = (slug: PageSlug) =>
  queryOptions({ queryKey: pagesKeys.page(slug), queryFn: ({ signal }) => getPage(slug, signal), staleTime: 60_000 });

export function usePage(slug: PageSlug) {
  return useQuery(pageQueryOptions(slug));
}
