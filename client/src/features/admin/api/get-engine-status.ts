// GET /api/admin/engine (errors.read) → who runs the engine: one process, or in a cluster this
// instance's part in the election and the engine's lease. Refreshed every 2 s while shown.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminEngineStatus } from '../../../../../shared/schemas/engine-status.ts';
import { adminRequest } from './admin-request';
import { adminKeys } from './keys';

export const ENGINE_REFRESH_MS = 2_000;

export function getEngineStatus(signal?: AbortSignal): Promise<AdminEngineStatus> {
  return adminRequest<AdminEngineStatus>('GET', '/api/admin/engine', { signal });
}

export const engineStatusQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.engine(),
    queryFn: ({ signal }) => getEngineStatus(signal),
    refetchInterval: ENGINE_REFRESH_MS,
  });

export function useEngineStatus() {
  return useQuery(engineStatusQueryOptions());
}
