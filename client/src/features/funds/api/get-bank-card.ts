// GET /api/bank-card (auth) → the bound card (number masked) or null.
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useFundsScope } from '../keys';
import type { BankCard } from '../types';

export function getBankCard(signal?: AbortSignal): Promise<BankCard | null> {
  return http.get<BankCard | null>('/api/bank-card', { signal });
}

export function useBankCard() {
  const { scope, enabled } = useFundsScope();
  return useQuery({ queryKey: [...scope, 'bank-card'], queryFn: ({ signal }) => getBankCard(signal), enabled, staleTime: 0 });
}
