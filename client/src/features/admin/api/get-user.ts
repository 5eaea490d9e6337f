// GET /api/admin/users/{id} (users.read) → profile, status, balances real and demo, bank card,
// open sessions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from './admin-request';
import { adminKeys } from './keys';
import type { UserDetailData } from '../user-types';

export function getUser(id: number, signal?: AbortSignal) {
  return adminRequest<UserDetailData>('GET', `/api/admin/users/${id}`, { signal });
}

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.user(id), queryFn: ({ signal }) => getUser(id, signal) });

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
