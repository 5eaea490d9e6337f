// GET /api/admin/classes?page=&pageSize= (users.read) → one page of every class, newest first:
// teacher, learners, dates, status, starting balance.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminClassPage } from '../types';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

/** The list takes no filters (the endpoint pages only). */
export type ClassFilters = Record<string, never>;

export function getClasses(page: number, pageSize: number, signal?: AbortSignal) {
  return adminRequest<AdminClassPage>('GET', '/api/admin/classes', { params: { page, pageSize }, signal });
}

export const adminClassesQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: adminKeys.classes(page, pageSize),
    queryFn: ({ signal }) => getClasses(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminClasses(_filters: ClassFilters, page: number, pageSize: number) {
  return useQuery(adminClassesQueryOptions(page, pageSize));
}
