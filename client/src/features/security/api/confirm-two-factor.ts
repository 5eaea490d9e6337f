// POST /api/user/security/two-factor/confirm (auth) {code} → { recoveryCodes }: two-factor is
// on; the recovery codes are shown this once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invalidateSecurity } from './keys';

export function confirmTwoFactor(code: string): Promise<{ recoveryCodes: string[] }> {
  return http.post<{ recoveryCodes: string[] }>('/api/user/security/two-factor/confirm', { code });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmTwoFactor, onSuccess: () => invalidateSecurity(queryClient) });
}
