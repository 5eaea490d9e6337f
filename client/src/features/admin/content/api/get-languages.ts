// GET /api/admin/languages (config.write) → the display languages and whether each is shown.
import { useQuery } from '@tanstack/react-query';
import type { StaffLanguage } from '../../../../../../shared/schemas/admin-content.ts';
import { adminRequest } from '../../api/admin-request';
import { LANGUAGES_KEY } from './keys';

export function getLanguages(signal?: AbortSignal): Promise<StaffLanguage[]> {
  return adminRequest('GET', '/api/admin/languages', { signal });
}

export function useAdminLanguages() {
  return useQuery({ queryKey: LANGUAGES_KEY, queryFn: ({ signal }) => getLanguages(signal) });
}
