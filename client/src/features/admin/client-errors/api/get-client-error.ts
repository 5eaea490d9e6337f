// GET /api/admin/client-errors/{id} (errors.read) → a group's latest report: route, request,
// user agent, its stack and the stack mapped through the build's source maps.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientErrorGroupDetail } from '../../../../../../shared/schemas/client-errors.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

export function getClientError(id: number, signal?: AbortSignal) {
  return adminRequest<ClientErrorGroupDetail>('GET', `/api/admin/client-errors/${id}`, { signal });
}

export const clientErrorQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.clientError(id), queryFn: ({ signal }) => getClientError(id, signal) });

export function useClientError(id: number) {
  return useQuery(clientErrorQueryOptions(id));
}
