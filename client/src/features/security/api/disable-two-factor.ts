// POST /api/user/security/two-factor/disable (auth) {code: authenticator or recovery code} → null.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invalidateSecurity } from './keys';

export function disableTwoFactor(code: string): Promise<null> {
  return http.post<null>('/api/user/security/two-factor/disable', { code });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: () => invalidateSecurity(queryClient) });
}
