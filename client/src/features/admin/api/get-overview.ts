// GET /api/admin/overview (overview.read) → today's figures, the platform's result per
// product, the queues waiting and the last 30 days. Refreshed every minute while shown.
import { useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '../../../../../shared/schemas/overview.ts';
import { adminRequest } from './admin-request';
import { ADMIN_KEY } from '../keys';

export const OVERVIEW_KEY = [...ADMIN_KEY, 'overview'] as const;

export function getOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return adminRequest<AdminOverview>('GET', '/api/admin/overview', { signal });
}

export function useOverview() {
  return useQuery({ queryKey: OVERVIEW_KEY, queryFn: ({ signal }) => getOverview(signal), refetchInterval: 60_000 });
}
