// GET /api/fast/options?productId= → the durations and amount limits a practice fast order
// chooses from (the live options: a practice order has the same rules).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { FastOption } from '../types';
import { practiceKeys } from './keys';

export const practiceFastOptionsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: practiceKeys.fastOptions(productId),
    queryFn: ({ signal }) => http.get<FastOption[]>('/api/fast/options', { params: { productId }, signal }),
    staleTime: 60_000,
  });

export function usePracticeFastOptions(productId: number, enabled: boolean) {
  return useQuery({ ...practiceFastOptionsQueryOptions(productId), enabled });
}
