// GET /api/fast/options?productId= → the durations, profit rates and amount limits (public).
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { FastOption } from '../types';

export function getFastOptions(productId: number, signal?: AbortSignal): Promise<FastOption[]> {
  return http.get<FastOption[]>('/api/fast/options', { params: { productId }, signal });
}

export function useFastOptions(productId: number | undefined) {
  return useQuery({
    queryKey: ['fast', 'options', productId],
    queryFn: ({ signal }) => getFastOptions(productId ?? 0, signal),
    enabled: productId !== undefined,
    staleTime: 60_000,
  });
}
