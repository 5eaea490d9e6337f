// POST /api/security-password/send-code (auth) → { target, expiresInSeconds, resendInSeconds }:
// a code to the user's own phone or e-mail, to set a new withdrawal password.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SendCodeResult as SendCodeResultSchema } from '../../../../../shared/schemas/auth.ts';
import { http } from '../../../lib/http';

export type SendCodeResult = z.infer<typeof SendCodeResultSchema>;

export function sendSecurityCode(): Promise<SendCodeResult> {
  return http.post<SendCodeResult>('/api/security-password/send-code');
}

export function useSendSecurityCode() {
  return useMutation({ mutationFn: sendSecurityCode });
}
