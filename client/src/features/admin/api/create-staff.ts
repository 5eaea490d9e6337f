// POST /api/admin/staff {username, displayName, role, password} (staff.manage) → the new account.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStaffBody, StaffView } from '../../../../../shared/schemas/staff.ts';
import { adminKeys } from './keys';
import { adminRequest } from './admin-request';

export function createStaff(body: CreateStaffBody): Promise<StaffView> {
  return adminRequest<StaffView>('POST', '/api/admin/staff', { body });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createStaff, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.staff() }) });
}
