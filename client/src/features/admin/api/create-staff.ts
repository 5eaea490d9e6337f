// POST /api/admin/staff {username, displayName, role, password, reason} (staff.manage) → a
// `staff-create` proposal: the account is created when a second administrator approves it (decision 031).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStaffBody, StaffChange } from '../../../../../shared/schemas/staff.ts';
import { invalidateStaff } from './get-staff';
import { adminRequest } from './admin-request';

export function createStaff(body: CreateStaffBody): Promise<StaffChange> {
  return adminRequest<StaffChange>('POST', '/api/admin/staff', { body });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createStaff, onSuccess: () => invalidateStaff(queryClient) });
}
