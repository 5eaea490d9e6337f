// GET /api/admin/users?q=&page=&pageSize= (users.read) → customers matching the id, e-mail,
// phone or invitation code, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from './admin-request';
import { adminKeys } from './keys';
import type { UserSearchPageData } from '../user-types';

export function searchUsers(q: string, page: number, pageSize: number, signal?: AbortSignal) {
  return adminRequest<UserSearchPageData>('GET', '/api/admin/users', { params: { q: q || undefined, page, pageSize }, signal });
}

export const userSearchQueryOptions = (q: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: adminKeys.userSearch(q, page, pageSize),
    queryFn: ({ signal }) => searchUsers(q, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export function useUserSearch(q: string, page: number, pageSize: number) {
  return useQuery(userSearchQueryOptions(q, page, pageSize));
}
