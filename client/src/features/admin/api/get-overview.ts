// GET /api/admin/overview (overview.read) → today's figures, the platform's result per
// product, the queues waiting and the last 30 days. Refreshed every minute while shown.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '../../../../../shared/schemas/overview.ts';
import { adminRequest } from './admin-request';
import { adminKeys } from './keys';

export function getOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return adminRequest<AdminOverview>('GET', '/api/admin/overview', { signal });
}

export const overviewQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.overview(), queryFn: ({ signal }) => getOverview(signal), refetchInterval: 60_000 });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
