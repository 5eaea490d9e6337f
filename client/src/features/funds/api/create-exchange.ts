// POST /api/exchange {from, to, amount} with an Idempotency-Key header → the exchange.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { FUNDS_ROOT } from '../keys';
import type { Exchange } from '../types';

export function createExchange({ body, idempotencyKey }: { body: { from: string; to: string; amount: string }; idempotencyKey: string }): Promise<Exchange> {
  return http.post<Exchange>('/api/exchange', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useCreateExchange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createExchange, onSuccess: () => queryClient.invalidateQueries({ queryKey: FUNDS_ROOT }) });
}
