// POST /api/verify-code/send → { target, expiresInSeconds, resendInSeconds }
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SendCodeBody, SendCodeResult as SendCodeResultSchema } from '../../../../../shared/schemas/auth.ts';
import { http } from '../../../lib/http';

export type SendCodeResult = z.infer<typeof SendCodeResultSchema>;

export function sendCode(body: SendCodeBody): Promise<SendCodeResult> {
  return http.post<SendCodeResult>('/api/verify-code/send', body);
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
