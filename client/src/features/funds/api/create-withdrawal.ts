// POST /api/withdraw {method: bank | crypto, currency, [chain], amount, securityPassword} with an
// Idempotency-Key header (one per submission: a repeated request is answered, not repeated)
// → Withdrawal (processing, funds frozen). Errors are toasted (4001 insufficient balance,
// 4002 no transferable amount, 4011 no withdrawal password, 4014 barred after a password
// reset, 4017 no bank card, 4020 no address, …).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { toastFundsError } from '../errors';
import { invalidateFunds } from './keys';
import type { WithdrawBody, Withdrawal } from '../types';

export function createWithdrawal({ body, idempotencyKey }: { body: WithdrawBody; idempotencyKey: string }): Promise<Withdrawal> {
  return http.post<Withdrawal>('/api/withdraw', body, { silent: true, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: () => invalidateFunds(queryClient),
    onError: toastFundsError,
  });
}
