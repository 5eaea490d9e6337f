// GET /api/admin/api-keys?userId=&user=&status=&page=&pageSize= (users.read) → one page of
// customers' API keys, newest first, each with its owner (never a secret).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminApiKeyPage } from '../../../../../../shared/schemas/api-keys.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys, type ApiKeyFilters } from '../../api/keys';

export function getApiKeys(filters: ApiKeyFilters, page: number, pageSize: number, signal?: AbortSignal) {
  const params = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
  return adminRequest<AdminApiKeyPage>('GET', '/api/admin/api-keys', { params: { ...params, page, pageSize }, signal });
}

export const adminApiKeysQueryOptions = (filters: ApiKeyFilters, page: number, pageSize: number) =>
  queryOptions({
    queryKey: adminKeys.apiKeys(filters, page, pageSize),
    queryFn: ({ signal }) => getApiKeys(filters, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminApiKeys(filters: ApiKeyFilters, page: number, pageSize: number) {
  return useQuery(adminApiKeysQueryOptions(filters, page, pageSize));
}
