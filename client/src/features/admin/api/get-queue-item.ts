// GET /api/admin/{deposits|withdrawals|card-changes}/{id} → one request for its reviewer (the
// withdrawal with its 24-hour bar, limits and where to pay; the card change with the card bound now).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './keys';
import { adminRequest } from './admin-request';
import type { QueueKind, QueueTypes } from '../queue-types';

export function getQueueItem<K extends QueueKind>(kind: K, id: number, signal?: AbortSignal) {
  return adminRequest<QueueTypes[K]['item']>('GET', `/api/admin/${kind}/${id}`, { signal });
}

export const queueItemQueryOptions = <K extends QueueKind>(kind: K, id: number | null) =>
  queryOptions({ queryKey: adminKeys.queueItem(kind, id), queryFn: ({ signal }) => getQueueItem(kind, id as number, signal) });

export function useQueueItem<K extends QueueKind>(kind: K, id: number | null) {
  return useQuery({ ...queueItemQueryOptions(kind, id), enabled: id !== null });
}
