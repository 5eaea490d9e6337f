// POST /api/exchange {quoteId} with an Idempotency-Key header → the exchange, at exactly the
// quoted arrival. Silent: the confirmation dialog shows a refusal (an expired quote is
// replaced by a new one there).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invalidateFunds } from './keys';
import type { Exchange } from '../types';

export function createExchange({ quoteId, idempotencyKey }: { quoteId: string; idempotencyKey: string }): Promise<Exchange> {
  return http.post<Exchange>('/api/exchange', { quoteId }, { headers: { 'Idempotency-Key': idempotencyKey }, silent: true });
}

export function useCreateExchange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createExchange, onSuccess: () => invalidateFunds(queryClient) });
}
