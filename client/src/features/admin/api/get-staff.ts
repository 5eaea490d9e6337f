// GET /api/admin/staff (staff.manage) → every staff account.
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
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

/** After a staff change: the list, and the proposals (a change may have proposed one). */
export function invalidateStaff(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.staff() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.proposalsAll() }),
  ]);
}
