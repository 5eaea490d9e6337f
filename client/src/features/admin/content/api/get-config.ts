// GET /api/admin/config (config.write) → every config key with its kind.
import { useQuery } from '@tanstack/react-query';
import type { StaffConfigItem } from '../../../../../../shared/schemas/admin-content.ts';
import { adminRequest } from '../../api/admin-request';
import { CONFIG_KEY } from './keys';

export function getConfig(signal?: AbortSignal): Promise<StaffConfigItem[]> {
  return adminRequest('GET', '/api/admin/config', { signal });
}

export function useConfigItems() {
  return useQuery({ queryKey: CONFIG_KEY, queryFn: ({ signal }) => getConfig(signal) });
}
