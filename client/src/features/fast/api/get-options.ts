// GET /api/fast/options?productId= → the durations, profit rates and amount limits (public).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { FastOption } from '../types';
import { fastKeys } from './keys';

export function getFastOptions(productId: number, signal?: AbortSignal): Promise<FastOption[]> {
  return http.get<FastOption[]>('/api/fast/options', { params: { productId }, signal });
}

export const fastOptionsQueryOptions = (productId: number | undefined) =>
  queryOptions({
    queryKey: fastKeys.options(productId),
    queryFn: ({ signal }) => getFastOptions(productId ?? 0, signal),
    staleTime: 60_000,
  });

export function useFastOptions(productId: number | undefined) {
  return useQuery({ ...fastOptionsQueryOptions(productId), enabled: productId !== undefined });
}
