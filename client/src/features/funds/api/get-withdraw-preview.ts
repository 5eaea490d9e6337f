// GET /api/withdraw/preview?currency=&amount= (auth) → { amount, fee, feeRate, arrival, available, bonusLocked, withdrawable, min, max }.
// Silent: an amount out of range is shown beside the field, not toasted.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useFundsScope } from '../keys';
import type { WithdrawPreview } from '../types';

export function getWithdrawPreview(currency: string, amount: string, signal?: AbortSignal): Promise<WithdrawPreview> {
  return http.get<WithdrawPreview>('/api/withdraw/preview', { params: { currency, amount }, signal, silent: true });
}

/** Runs only for an amount that passed the client's checks (null otherwise). */
export function useWithdrawPreview(currency: string, amount: string | null) {
  const { scope, enabled } = useFundsScope();
  return useQuery({
    queryKey: [...scope, 'withdraw-preview', currency, amount],
    queryFn: ({ signal }) => getWithdrawPreview(currency, amount ?? '', signal),
    enabled: enabled && amount !== null,
    placeholderData: (previous) => (previous?.currency === currency ? keepPreviousData(previous) : undefined),
    staleTime: 30_000,
  });
}
