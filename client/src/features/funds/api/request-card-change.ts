// POST /api/bank-card/change-request {holder, number, bankName, bankAddress, currency, note} →
// the request, for customer service to review (one at a time; the cardholder stays the same).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invalidateFunds } from './keys';
import type { CardChange, CardChangeBody } from '../types';

export function requestCardChange(body: CardChangeBody): Promise<CardChange> {
  return http.post<CardChange>('/api/bank-card/change-request', body);
}

export function useRequestCardChange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestCardChange, onSuccess: () => invalidateFunds(queryClient) });
}
