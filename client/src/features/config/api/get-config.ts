// GET /api/config?identify=... → { identify, configValue }. Config reads are background
// reads: they never toast, and a non-zero code leaves the value unset (spec section 8).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ConfigValue } from '../../../../../shared/schemas/content.ts';
import { http } from '../../../lib/http';
import { type ConfigKey, configKeys } from './keys';

export type ConfigItem = z.infer<typeof ConfigValue>;

export function getConfig(identify: ConfigKey, signal?: AbortSignal): Promise<ConfigItem> {
  return http.get<ConfigItem>('/api/config', { params: { identify }, silent: true, signal });
}

export function configQueryOptions(identify: ConfigKey) {
  return queryOptions({
    queryKey: configKeys.value(identify),
    queryFn: ({ signal }) => getConfig(identify, signal),
    staleTime: 5 * 60_000,
  });
}

/** The config value, or undefined while loading or when the read failed. */
export function useConfigValue(identify: ConfigKey): string | undefined {
  return useQuery(configQueryOptions(identify)).data?.configValue;
}
