// GET /api/product/list[?category=] → every product with its REST quote (the quotes screens
// filter by category on the client, so one list serves every tab). isOptional depends on
// the viewer, so the cache is keyed by the viewer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type ProductSummary, useViewer, type Viewer } from './get-recommended-products';

export function getProducts(signal?: AbortSignal): Promise<ProductSummary[]> {
  return http.get<ProductSummary[]>('/api/product/list', { signal });
}

export const productsQueryOptions = (viewer: Viewer) =>
  queryOptions({ queryKey: ['products', 'list', viewer], queryFn: ({ signal }) => getProducts(signal), staleTime: 60_000 });

export function useProducts() {
  return useQuery(productsQueryOptions(useViewer()));
}
