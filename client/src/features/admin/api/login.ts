// POST /api/admin/auth/login {username, password, code?} → { session } or, before two-factor
// is set up, { enrol: { token, otpauthUri } }. A session is kept for this tab.
import { useMutation } from '@tanstack/react-query';
import type { StaffLoginBody, StaffLoginResult } from '../../../../../shared/schemas/staff.ts';
import { useStartStaffSession } from '../hooks/use-start-staff-session';
import { adminRequest } from './admin-request';

export function staffLogin(body: StaffLoginBody): Promise<StaffLoginResult> {
  return adminRequest<StaffLoginResult>('POST', '/api/admin/auth/login', { body });
}

export function useStaffLogin() {
  const start = useStartStaffSession();
  return useMutation({ mutationFn: staffLogin, onSuccess: (result) => 'session' in result && start(result.session) });
}
