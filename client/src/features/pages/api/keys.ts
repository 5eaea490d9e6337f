// Query keys of the content pages and the help centre, under ['pages'].
import type { PageSlug } from '../../../../../shared/schemas/pages.ts';

export interface HelpSearch {
  q: string;
  categoryId: number | null;
  page: number;
}

const all = ['pages'] as const;
const help = [...all, 'help'] as const;

export const pagesKeys = {
  all,
  page: (slug: PageSlug) => [...all, 'page', slug] as const,
  serviceRates: () => [...all, 'service-rates'] as const,
  helpCategories: () => [...help, 'categories'] as const,
  helpArticle: (id: number) => [...help, 'article', id] as const,
  helpSearch: (search: HelpSearch) => [...help, 'search', search] as const,
};
