// The one-click staff account actions (staff.manage), each its own endpoint:
//   POST /api/admin/staff/{id}/disable     not one's own; the sessions end
//   POST /api/admin/staff/{id}/enable
//   POST /api/admin/staff/{id}/reset-totp  the next login sets up a new authenticator
//   POST /api/admin/staff/{id}/sign-out    every session ends
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffView } from '../../../../../shared/schemas/staff.ts';
import { adminKeys } from './keys';
import { adminRequest } from './admin-request';

export type StaffAction = 'disable' | 'enable' | 'reset-totp' | 'sign-out';

export function staffAction({ id, action }: { id: number; action: StaffAction }): Promise<StaffView> {
  return adminRequest<StaffView>('POST', `/api/admin/staff/${id}/${action}`);
}

export function useStaffAction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: staffAction, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.staff() }) });
}
