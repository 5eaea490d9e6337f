// GET /api/product/detail/{id} → one product with its REST quote (an unknown id answers
// code 404: the HTTP client shows the 404 screen).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type ProductSummary, useViewer, type Viewer } from '../../../lib/api/product-list';
import { marketKeys } from './keys';

export function getProductDetail(id: number, signal?: AbortSignal): Promise<ProductSummary> {
  return http.get<ProductSummary>(`/api/product/detail/${id}`, { signal });
}

export const productDetailQueryOptions = (viewer: Viewer, id: number) =>
  queryOptions({ queryKey: marketKeys.product(viewer, id), queryFn: ({ signal }) => getProductDetail(id, signal), staleTime: 60_000 });

export function useProductDetail(id: number | null) {
  return useQuery({ ...productDetailQueryOptions(useViewer(), id ?? 0), enabled: id !== null });
}
