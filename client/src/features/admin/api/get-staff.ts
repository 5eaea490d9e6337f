// GET /api/admin/staff (staff.manage) → every staff account.
import { useQuery } from '@tanstack/react-query';
import type { StaffView } from '../../../../../shared/schemas/staff.ts';
import { STAFF_LIST_KEY } from '../keys';
import { adminRequest } from './admin-request';

export function getStaffList(signal?: AbortSignal): Promise<StaffView[]> {
  return adminRequest<StaffView[]>('GET', '/api/admin/staff', { signal });
}

export function useStaffList() {
  return useQuery({ queryKey: STAFF_LIST_KEY, queryFn: ({ signal }) => getStaffList(signal) });
}
