// GET /api/withdraw/preview?currency=&amount= (auth) → { amount, fee, feeRate, arrival, available, bonusLocked, withdrawable, min, max }.
// Silent: an amount out of range is shown beside the field, not toasted.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { fundsKeys } from './keys';
import type { WithdrawPreview } from '../types';

export function getWithdrawPreview(currency: string, amount: string, signal?: AbortSignal): Promise<WithdrawPreview> {
  return http.get<WithdrawPreview>('/api/withdraw/preview', { params: { currency, amount }, signal, silent: true });
}

export const withdrawPreviewQueryOptions = (owner: Owner, currency: string, amount: string | null) =>
  queryOptions({
    queryKey: fundsKeys.withdrawPreview(owner, currency, amount),
    queryFn: ({ signal }) => getWithdrawPreview(currency, amount ?? '', signal),
    placeholderData: (previous) => (previous?.currency === currency ? keepPreviousData(previous) : undefined),
    staleTime: 30_000,
  });

/** Runs only for an amount that passed the client's checks (null otherwise). */
export function useWithdrawPreview(currency: string, amount: string | null) {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...withdrawPreviewQueryOptions(owner, currency, amount), enabled: signedIn && amount !== null });
}
