// The paged lists of one customer (users.read), newest first:
//   GET /api/admin/users/{id}/flow?mode=&page=&pageSize=    the ledger fund flow
//   GET /api/admin/users/{id}/orders?mode=&page=&pageSize=  fast orders
//   GET /api/admin/users/{id}/logins?page=&pageSize=        login history
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from './admin-request';
import { adminKeys } from './keys';
import type { TradeMode, UserLists } from '../user-types';

export function getUserList<L extends keyof UserLists>(
  id: number,
  list: L,
  mode: TradeMode,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
) {
  const params = { mode: list === 'logins' ? undefined : mode, page, pageSize };
  return adminRequest<UserLists[L]>('GET', `/api/admin/users/${id}/${list}`, { params, signal });
}

export const userListQueryOptions = <L extends keyof UserLists>(id: number, list: L, mode: TradeMode, page: number, pageSize: number) =>
  queryOptions({
    queryKey: adminKeys.userList(id, list, mode, page, pageSize),
    queryFn: ({ signal }) => getUserList(id, list, mode, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export function useUserList<L extends keyof UserLists>(id: number, list: L, mode: TradeMode, page: number, pageSize: number) {
  return useQuery(userListQueryOptions(id, list, mode, page, pageSize));
}
