// POST /api/bank-card {holder, number, bankName, bankAddress, currency, agreement: true} → the
// card (masked). One card only; it cannot be edited (changes go through customer service).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invalidateFunds } from './keys';
import type { BankCard, BankCardBody } from '../types';

export function bindBankCard(body: BankCardBody): Promise<BankCard | null> {
  return http.post<BankCard | null>('/api/bank-card', body);
}

export function useBindBankCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bindBankCard, onSuccess: () => invalidateFunds(queryClient) });
}
