// GET /api/area-code → phone country/area codes
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AreaCode as AreaCodeSchema } from '../../../../../shared/schemas/content.ts';
import { http } from '../../../lib/http';
import { authKeys } from './keys';

export type AreaCode = z.infer<typeof AreaCodeSchema>;

export function getAreaCodes(signal?: AbortSignal): Promise<AreaCode[]> {
  return http.get<AreaCode[]>('/api/area-code', { signal });
}

export const areaCodesQueryOptions = () =>
  queryOptions({ queryKey: authKeys.areaCodes(), queryFn: ({ signal }) => getAreaCodes(signal), staleTime: 60 * 60_000 });

export function useAreaCodes() {
  return useQuery(areaCodesQueryOptions());
}
