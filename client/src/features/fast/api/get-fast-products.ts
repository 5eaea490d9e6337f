// GET /api/product/list → the products; the fast screens keep those with 'fast' in tradeModes.
import { useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '../../../../../shared/schemas/product.ts';
import { http } from '../../../lib/http';

export type { ProductSummary };

export function getFastProducts(signal?: AbortSignal): Promise<ProductSummary[]> {
  return http.get<ProductSummary[]>('/api/product/list', { signal, authorization: '' });
}

export function useFastProducts() {
  return useQuery({
    queryKey: ['fast', 'products'],
    queryFn: ({ signal }) => getFastProducts(signal),
    staleTime: 60_000,
    select: (list) => list.filter((p) => p.tradeModes.includes('fast')),
  });
}
