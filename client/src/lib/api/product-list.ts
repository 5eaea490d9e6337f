// GET /api/product/list → every product with its REST quote. One resource read by the market
// screens (quotes by category, search, watch stars) and the fast-trading screens (the products
// with 'fast' in tradeModes): one query key, one cache entry. isOptional (the watch star)
// depends on the viewer, so the cache is keyed by the viewer, under ['products'] so that a
// watch-list change refreshes it.
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '../../../../shared/schemas/product.ts';
import { http } from '../http';
import { currentSession, type Session, useSession } from '../session';
import { productKeys, type Viewer } from './keys';

export type { ProductSummary, Viewer };

function viewerOf({ token, user }: Session): Viewer {
  return token ? (user?.userId ?? 0) : 'guest';
}

export function useViewer(): Viewer {
  return viewerOf(useSession());
}

export function getProductList(signal?: AbortSignal): Promise<ProductSummary[]> {
  return http.get<ProductSummary[]>('/api/product/list', { signal });
}

export const productListQueryOptions = (viewer: Viewer) =>
  queryOptions({ queryKey: productKeys.list(viewer), queryFn: ({ signal }) => getProductList(signal), staleTime: 60_000 });

/** Starts fetching the list for the stored session before any screen renders (the landing page's prices: preloadRoute). */
export function prefetchProductList(client: QueryClient) {
  void client.prefetchQuery(productListQueryOptions(viewerOf(currentSession())));
}

/** The product list; `select` picks what a screen needs (e.g. the fast-tradable products). */
export function useProductList<T = ProductSummary[]>(select?: (list: ProductSummary[]) => T) {
  return useQuery({ ...productListQueryOptions(useViewer()), select });
}
