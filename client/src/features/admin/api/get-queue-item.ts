// GET /api/admin/{deposits|withdrawals|card-changes}/{id} → one request for its reviewer (the
// withdrawal with its 24-hour bar, limits and where to pay; the card change with the card bound now).
import { useQuery } from '@tanstack/react-query';
import { QUEUES_KEY } from '../keys';
import { adminRequest } from './admin-request';
import type { QueueKind, QueueTypes } from '../queue-types';

export function getQueueItem<K extends QueueKind>(kind: K, id: number, signal?: AbortSignal) {
  return adminRequest<QueueTypes[K]['item']>('GET', `/api/admin/${kind}/${id}`, { signal });
}

export function useQueueItem<K extends QueueKind>(kind: K, id: number | null) {
  return useQuery({
    queryKey: [...QUEUES_KEY, kind, 'item', id],
    queryFn: ({ signal }) => getQueueItem(kind, id as number, signal),
    enabled: id !== null,
  });
}
