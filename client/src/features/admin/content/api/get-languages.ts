// GET /api/admin/languages (config.write) → the display languages and whether each is shown.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffLanguage } from '../../../../../../shared/schemas/admin-content.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

export function getLanguages(signal?: AbortSignal): Promise<StaffLanguage[]> {
  return adminRequest('GET', '/api/admin/languages', { signal });
}

export const adminLanguagesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.languages(), queryFn: ({ signal }) => getLanguages(signal) });

export function useAdminLanguages() {
  return useQuery(adminLanguagesQueryOptions());
}
