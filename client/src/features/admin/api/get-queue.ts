// GET /api/admin/{deposits|withdrawals|card-changes}?status=&currency=&userId=&from=&to=&page=&pageSize=
// → one page of a review queue, newest first (deposits.review, withdrawals.review, cards.review).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './keys';
import { adminRequest } from './admin-request';
import type { QueueFilters, QueueKind, QueueTypes } from '../queue-types';

export function getQueue<K extends QueueKind>(kind: K, filters: QueueFilters, page: number, pageSize: number, signal?: AbortSignal) {
  const params = Object.fromEntries(Object.entries(filters).filter(([, v]) => v));
  return adminRequest<QueueTypes[K]['page']>('GET', `/api/admin/${kind}`, { params: { ...params, page, pageSize }, signal });
}

export const queueQueryOptions = <K extends QueueKind>(kind: K, filters: QueueFilters, page: number, pageSize: number) =>
  queryOptions({
    queryKey: adminKeys.queue(kind, filters, page, pageSize),
    queryFn: ({ signal }) => getQueue(kind, filters, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export function useQueue<K extends QueueKind>(kind: K, filters: QueueFilters, page: number, pageSize: number) {
  return useQuery(queueQueryOptions(kind, filters, page, pageSize));
}
