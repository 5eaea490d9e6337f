// GET /api/admin/client-errors?page=&pageSize= (errors.read) → the client's errors grouped by
// message, with counts, first and last seen; last seen first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientErrorGroupPage } from '../../../../../../shared/schemas/client-errors.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

export function getClientErrors(page: number, pageSize: number, signal?: AbortSignal) {
  return adminRequest<ClientErrorGroupPage>('GET', '/api/admin/client-errors', { params: { page, pageSize }, signal });
}

export const clientErrorsQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: adminKeys.clientErrors(page, pageSize),
    queryFn: ({ signal }) => getClientErrors(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export function useClientErrors(page: number, pageSize: number) {
  return useQuery(clientErrorsQueryOptions(page, pageSize));
}
