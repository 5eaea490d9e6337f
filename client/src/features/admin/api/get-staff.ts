// GET /api/admin/staff (staff.manage) → every staff account.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffView } from '../../../../../shared/schemas/staff.ts';
import { adminKeys } from './keys';
import { adminRequest } from './admin-request';

export function getStaffList(signal?: AbortSignal): Promise<StaffView[]> {
  return adminRequest<StaffView[]>('GET', '/api/admin/staff', { signal });
}

export const staffListQueryOptions = () => queryOptions({ queryKey: adminKeys.staff(), queryFn: ({ signal }) => getStaffList(signal) });

export function useStaffList() {
  return useQuery(staffListQueryOptions());
}
