// GET /api/recharge/reference?currency= (auth) → { currency, reference, payee }: your open reference
// code for a bank transfer in that currency (the same until a deposit request quotes it, then a new
// one: a deposit's invalidation of the funds keys fetches it again), with the payee account.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { fundsKeys } from './keys';
import type { BankReference } from '../types';

export function getBankReference(currency: string, signal?: AbortSignal): Promise<BankReference> {
  return http.get<BankReference>('/api/recharge/reference', { params: { currency }, signal });
}

export const bankReferenceQueryOptions = (owner: Owner, currency: string) =>
  queryOptions({
    queryKey: fundsKeys.bankReference(owner, currency),
    queryFn: ({ signal }) => getBankReference(currency, signal),
    staleTime: 60_000,
  });

export function useBankReference(currency: string) {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...bankReferenceQueryOptions(owner, currency), enabled: signedIn && currency !== '' });
}
