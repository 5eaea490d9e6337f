// GET /api/content/page/{slug} → ContentPage (about, terms, agreement, privacy, legal), in the reader's locale
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ContentPage, PageSlug } from '../../../../../shared/schemas/pages.ts';
import { http } from '../../../lib/http';

export type Page = z.infer<typeof ContentPage>;

export function getPage(slug: PageSlug, signal?: AbortSignal): Promise<Page> {
  return http.get<Page>(`/api/content/page/${slug}`, { signal });
}

export function usePage(slug: PageSlug) {
  return useQuery({ queryKey: ['pages', 'page', slug], queryFn: ({ signal }) => getPage(slug, signal), staleTime: 60_000 });
}
