// POST /api/security-password/change {oldPassword, password, confirmPassword} → null.
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { toastFundsError } from '../errors';

export function changeSecurityPassword(body: { oldPassword: string; password: string; confirmPassword: string }): Promise<null> {
  return http.post<null>('/api/security-password/change', body, { silent: true });
}

export function useChangeSecurityPassword() {
  return useMutation({ mutationFn: changeSecurityPassword, onError: toastFundsError });
}
