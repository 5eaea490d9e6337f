// GET /api/product/recommend[?category=] → ProductSummary[]; the first item of the full list
// is kept as `prdInfo` until the trade page keeps the product traded last there (the product
// the bare trade route opens on). isOptional depends on the viewer, so the cache is keyed by
// the viewer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ProductSummary, useViewer, type Viewer } from '../../../lib/api/product-list';
import { http } from '../../../lib/http';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import { marketKeys, type ProductCategory } from './keys';

export type { ProductSummary };

export async function getRecommendedProducts(category?: ProductCategory, signal?: AbortSignal): Promise<ProductSummary[]> {
  const list = await http.get<ProductSummary[]>('/api/product/recommend', { params: { category }, signal });
  const first = list[0];
  if (!category && first && storage.get(STORAGE_KEYS.prdInfo) === null) storage.setJSON(STORAGE_KEYS.prdInfo, first);
  return list;
}

export const recommendedProductsQueryOptions = (viewer: Viewer, category?: ProductCategory) =>
  queryOptions({
    queryKey: marketKeys.recommended(viewer, category ?? 'all'),
    queryFn: ({ signal }) => getRecommendedProducts(category, signal),
    staleTime: 15_000,
  });

export function useRecommendedProducts(category?: ProductCategory) {
  return useQuery(recommendedProductsQueryOptions(useViewer(), category));
}
