// GET /api/admin/auth/me → the signed-in staff member, role and permissions. Read when the
// back office opens, so a role changed since the login shows at once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMe } from '../../../../../shared/schemas/staff.ts';
import { adminKeys } from './keys';
import { adminRequest } from './admin-request';

export function getStaffMe(signal?: AbortSignal): Promise<StaffMe> {
  return adminRequest<StaffMe>('GET', '/api/admin/auth/me', { signal });
}

export const staffMeQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.me(), queryFn: ({ signal }) => getStaffMe(signal), staleTime: 60_000 });

export function useStaffMe(enabled: boolean) {
  return useQuery({ ...staffMeQueryOptions(), enabled });
}
