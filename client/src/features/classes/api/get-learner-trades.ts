// GET /api/classes/{id}/learners/{userId}/trades?page=&pageSize= (teacher) → that learner's
// class trades, newest first (the trade history of the class's mode only).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useViewer, type Viewer } from '../../../lib/api/product-list';
import { http } from '../../../lib/http';
import type { ClassTradesPage } from '../types';
import { classKeys } from './keys';

export const TRADES_PAGE_SIZE = 20;

export function getLearnerTrades(id: number, userId: number, page: number, signal?: AbortSignal): Promise<ClassTradesPage> {
  return http.get<ClassTradesPage>(`/api/classes/${id}/learners/${userId}/trades`, {
    params: { page, pageSize: TRADES_PAGE_SIZE },
    signal,
  });
}

export const learnerTradesQueryOptions = (viewer: Viewer, id: number, userId: number, page: number) =>
  queryOptions({
    queryKey: classKeys.trades(viewer, id, userId, page),
    queryFn: ({ signal }) => getLearnerTrades(id, userId, page, signal),
    placeholderData: keepPreviousData,
  });

/** A learner's trades (nothing asked while no learner is open). */
export function useLearnerTrades(id: number, userId: number | null, page: number) {
  return useQuery({ ...learnerTradesQueryOptions(useViewer(), id, userId ?? 0, page), enabled: userId !== null });
}
