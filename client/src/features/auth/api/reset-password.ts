// POST /api/password/reset {type..., code, password, confirmPassword} → null
import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '../../../../../shared/schemas/auth.ts';
import { http } from '../../../lib/http';
import { clearSession } from '../../../lib/session';

export function resetPassword(body: ResetPasswordBody): Promise<null> {
  return http.post<null>('/api/password/reset', body);
}

/** A reset ends every session of the account, so a local session is dropped too. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, onSuccess: () => clearSession() });
}
