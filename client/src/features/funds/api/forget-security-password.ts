// POST /api/security-password/forget {code, password, confirmPassword} → null.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { toastFundsError } from '../errors';
import { invalidateFunds } from './keys';

export function forgetSecurityPassword(body: { code: string; password: string; confirmPassword: string }): Promise<null> {
  return http.post<null>('/api/security-password/forget', body, { silent: true });
}

export function useForgetSecurityPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forgetSecurityPassword,
    onSuccess: () => invalidateFunds(queryClient),
    onError: toastFundsError,
  });
}
