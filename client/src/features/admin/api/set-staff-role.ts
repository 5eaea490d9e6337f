// PUT /api/admin/staff/{id}/role {role, reason} (staff.manage; not one's own) → what happened:
// a raise is a `staff-role` proposal for a second administrator, a lowering applies at once (decision 031).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffChange } from '../../../../../shared/schemas/staff.ts';
import type { StaffRole } from '../../../../../shared/staff.ts';
import { invalidateStaff } from './get-staff';
import { adminRequest } from './admin-request';

export function setStaffRole({ id, role, reason }: { id: number; role: StaffRole; reason: string }): Promise<StaffChange> {
  return adminRequest<StaffChange>('PUT', `/api/admin/staff/${id}/role`, { body: { role, reason } });
}

export function useSetStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setStaffRole, onSuccess: () => invalidateStaff(queryClient) });
}
