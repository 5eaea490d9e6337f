// GET /api/admin/users/{id}/copy (users.read) → the customer's copy trading, read only: where
// they lead (per mode: opted in, since, followers) and their subscriptions to leaders.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminCopyView } from '../../../../../shared/schemas/copy.ts';
import { adminKeys } from './keys';
import { adminRequest } from './admin-request';

/** Each subscription with its jobs' counts (copied, skipped, pending). */
export type AdminUserCopy = z.infer<typeof AdminCopyView>;

export function getUserCopy(id: number, signal?: AbortSignal) {
  return adminRequest<AdminUserCopy>('GET', `/api/admin/users/${id}/copy`, { signal });
}

export const userCopyQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.userCopy(id), queryFn: ({ signal }) => getUserCopy(id, signal) });

export function useUserCopy(id: number) {
  return useQuery(userCopyQueryOptions(id));
}
