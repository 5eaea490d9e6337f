// GET /api/admin/client-errors?page=&pageSize= (errors.read) → the client's errors grouped by
// message, with counts, first and last seen; last seen first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClientErrorGroupPage } from '../../../../../../shared/schemas/client-errors.ts';
import { adminRequest } from '../../api/admin-request';
import { CLIENT_ERRORS_KEY } from './keys';

export function getClientErrors(page: number, pageSize: number, signal?: AbortSignal) {
  return adminRequest<ClientErrorGroupPage>('GET', '/api/admin/client-errors', { params: { page, pageSize }, signal });
}

export function useClientErrors(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...CLIENT_ERRORS_KEY, 'list', page, pageSize],
    queryFn: ({ signal }) => getClientErrors(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}
