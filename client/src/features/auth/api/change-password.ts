// POST /api/user/password (auth) {oldPassword, password, confirmPassword} → null.
// The server ends every session, this one included, so the client logs out locally after.
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '../../../../../shared/schemas/auth.ts';
import { http } from '../../../lib/http';
import { clearSession } from '../../../lib/session';

export function changePassword(body: ChangePasswordBody): Promise<null> {
  return http.post<null>('/api/user/password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: () => clearSession() });
}
