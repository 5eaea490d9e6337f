// POST /api/withdraw/allow-list/code (auth, two-factor off) → { channel, sentTo (masked),
// expiresInSeconds, resendInSeconds }: the code that turns the allow-list off.
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { toastFundsError } from '../errors';
import type { ConfirmationCodeSent } from '../types';

export function sendAllowListCode(): Promise<ConfirmationCodeSent> {
  return http.post<ConfirmationCodeSent>('/api/withdraw/allow-list/code', undefined, { silent: true });
}

export function useSendAllowListCode() {
  return useMutation({ mutationFn: sendAllowListCode, onError: toastFundsError });
}
