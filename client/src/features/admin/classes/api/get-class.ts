// GET /api/admin/classes/{id} (users.read) → a class with its members, their class wallets'
// balances and whether they left, and its shared scenario.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminClassDetail } from '../types';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

export function getClass(id: number, signal?: AbortSignal): Promise<AdminClassDetail> {
  return adminRequest<AdminClassDetail>('GET', `/api/admin/classes/${id}`, { signal });
}

export const adminClassQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.class(id), queryFn: ({ signal }) => getClass(id, signal) });

export function useAdminClass(id: number) {
  return useQuery(adminClassQueryOptions(id));
}
