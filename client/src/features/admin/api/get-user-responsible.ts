// GET /api/admin/users/{id}/responsible (users.read) → the customer's responsible-trading
// settings: limits with pending changes, exclusion end, appropriateness check (read only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminResponsibleView } from '../../../../../shared/schemas/responsible.ts';
import { adminKeys } from './keys';
import { adminRequest } from './admin-request';

export function getUserResponsible(id: number, signal?: AbortSignal) {
  return adminRequest<AdminResponsibleView>('GET', `/api/admin/users/${id}/responsible`, { signal });
}

export const userResponsibleQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.userResponsible(id), queryFn: ({ signal }) => getUserResponsible(id, signal) });

export function useUserResponsible(id: number) {
  return useQuery(userResponsibleQueryOptions(id));
}
