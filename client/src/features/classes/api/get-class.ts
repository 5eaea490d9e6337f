// GET /api/classes/{id} → one of my classes (a teacher sees its join code; 404 when not mine).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useViewer, type Viewer } from '../../../lib/api/product-list';
import { http } from '../../../lib/http';
import type { TradingClass } from '../types';
import { classKeys } from './keys';

export function getClass(id: number, signal?: AbortSignal): Promise<TradingClass> {
  return http.get<TradingClass>(`/api/classes/${id}`, { signal });
}

export const classQueryOptions = (viewer: Viewer, id: number) =>
  queryOptions({ queryKey: classKeys.one(viewer, id), queryFn: ({ signal }) => getClass(id, signal), refetchInterval: 5000 });

export function useTradingClass(id: number) {
  return useQuery(classQueryOptions(useViewer(), id));
}
