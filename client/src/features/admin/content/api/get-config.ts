// GET /api/admin/config (config.write) → every config key with its kind.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffConfigItem } from '../../../../../../shared/schemas/admin-content.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

export function getConfig(signal?: AbortSignal): Promise<StaffConfigItem[]> {
  return adminRequest('GET', '/api/admin/config', { signal });
}

export const configItemsQueryOptions = () => queryOptions({ queryKey: adminKeys.config(), queryFn: ({ signal }) => getConfig(signal) });

export function useConfigItems() {
  return useQuery(configItemsQueryOptions());
}
