// POST /api/admin/auth/enrol {token, code}: the authenticator's first code sets up two-factor
// and opens the session.
import { useMutation } from '@tanstack/react-query';
import type { StaffEnrolBody, StaffSessionView } from '../../../../../shared/schemas/staff.ts';
import { useStartStaffSession } from '../hooks/use-start-staff-session';
import { adminRequest } from './admin-request';

export function staffEnrol(body: StaffEnrolBody): Promise<StaffSessionView> {
  return adminRequest<StaffSessionView>('POST', '/api/admin/auth/enrol', { body });
}

export function useStaffEnrol() {
  return useMutation({ mutationFn: staffEnrol, onSuccess: useStartStaffSession() });
}
