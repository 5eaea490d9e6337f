// PUT /api/admin/staff/{id}/role {role} (staff.manage; not one's own) → the account.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffView } from '../../../../../shared/schemas/staff.ts';
import type { StaffRole } from '../../../../../shared/staff.ts';
import { adminKeys } from './keys';
import { adminRequest } from './admin-request';

export function setStaffRole({ id, role }: { id: number; role: StaffRole }): Promise<StaffView> {
  return adminRequest<StaffView>('PUT', `/api/admin/staff/${id}/role`, { body: { role } });
}

export function useSetStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setStaffRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.staff() }) });
}
