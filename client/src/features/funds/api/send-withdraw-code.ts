// POST /api/withdraw/code {method, currency, [chain], amount} (auth, two-factor off) →
// { channel, sentTo (masked), expiresInSeconds, resendInSeconds }: the code that confirms
// exactly this withdrawal, sent to the user's e-mail or phone (decision 089). Errors are toasted
// (2007 resend too soon, 4152 no e-mail or phone, 4153 two-factor on, 4154 address not usable yet, …).
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { toastFundsError } from '../errors';
import type { ConfirmationCodeSent, WithdrawCodeBody } from '../types';

export function sendWithdrawCode(body: WithdrawCodeBody): Promise<ConfirmationCodeSent> {
  return http.post<ConfirmationCodeSent>('/api/withdraw/code', body, { silent: true });
}

export function useSendWithdrawCode() {
  return useMutation({ mutationFn: sendWithdrawCode, onError: toastFundsError });
}
