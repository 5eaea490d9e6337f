// POST /api/admin/auth/logout: ends this staff session (the tab forgets it either way).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './keys';
import { clearStaffSession } from '../staff-session';
import { adminRequest } from './admin-request';

export function staffLogout(): Promise<null> {
  return adminRequest<null>('POST', '/api/admin/auth/logout');
}

export function useStaffLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: staffLogout,
    onSettled: () => {
      clearStaffSession();
      queryClient.removeQueries({ queryKey: adminKeys.all });
    },
  });
}
