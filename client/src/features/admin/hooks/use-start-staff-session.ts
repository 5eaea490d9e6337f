import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { StaffSessionView } from '../../../../../shared/schemas/staff.ts';
import { adminKeys } from '../api/keys';
import { saveStaffSession } from '../staff-session';

/** Keeps a new staff session for this tab; nothing cached for another staff member carries over. */
export function useStartStaffSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (session: StaffSessionView) => {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      saveStaffSession(session);
    },
    [queryClient],
  );
}
