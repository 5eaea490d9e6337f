// GET /api/bank-card (auth) → the bound card (number masked) or null.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { fundsKeys } from './keys';
import type { BankCard } from '../types';

export function getBankCard(signal?: AbortSignal): Promise<BankCard | null> {
  return http.get<BankCard | null>('/api/bank-card', { signal });
}

export const bankCardQueryOptions = (owner: Owner) =>
  queryOptions({ queryKey: fundsKeys.bankCard(owner), queryFn: ({ signal }) => getBankCard(signal), staleTime: 0 });

export function useBankCard() {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...bankCardQueryOptions(owner), enabled: signedIn });
}
