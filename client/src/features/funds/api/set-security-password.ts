// POST /api/security-password {password, confirmPassword} (6 digits) → null.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { toastFundsError } from '../errors';
import { invalidateFunds } from './keys';

export function setSecurityPassword(body: { password: string; confirmPassword: string }): Promise<null> {
  return http.post<null>('/api/security-password', body, { silent: true });
}

export function useSetSecurityPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSecurityPassword,
    onSuccess: () => invalidateFunds(queryClient),
    onError: toastFundsError,
  });
}
