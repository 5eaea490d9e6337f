// POST /api/user/security/two-factor/setup (auth) → { secret, otpauthUri, expiresInSeconds }:
// a new secret to scan; nothing changes until a code from it confirms.
import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetup } from '../../../../../shared/schemas/security.ts';
import { http } from '../../../lib/http';

export function startTwoFactor(): Promise<TwoFactorSetup> {
  return http.post<TwoFactorSetup>('/api/user/security/two-factor/setup');
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor });
}
