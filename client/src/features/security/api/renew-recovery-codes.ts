// POST /api/user/security/two-factor/recovery-codes (auth) {code} → { recoveryCodes }: new
// codes replace every old one; shown this once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invalidateSecurity } from './keys';

export function renewRecoveryCodes(code: string): Promise<{ recoveryCodes: string[] }> {
  return http.post<{ recoveryCodes: string[] }>('/api/user/security/two-factor/recovery-codes', { code });
}

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renewRecoveryCodes, onSuccess: () => invalidateSecurity(queryClient) });
}
