// GET /api/exchange/rate?from=&to=[&amount=] (auth) → { from, to, rate, amount, arrival }.
// A preview (an exchange runs at a quote: create-exchange-quote.ts). Silent (shown beside the
// form); refreshed every 10 s as the simulator's prices move.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { fundsKeys } from './keys';
import type { ExchangeRate } from '../types';

export function getExchangeRate(from: string, to: string, amount: string | null, signal?: AbortSignal): Promise<ExchangeRate> {
  return http.get<ExchangeRate>('/api/exchange/rate', { params: { from, to, amount: amount ?? undefined }, signal, silent: true });
}

export const exchangeRateQueryOptions = (owner: Owner, from: string, to: string, amount: string | null) =>
  queryOptions({
    queryKey: fundsKeys.exchangeRate(owner, from, to, amount),
    queryFn: ({ signal }) => getExchangeRate(from, to, amount, signal),
    placeholderData: (previous) => (previous?.from === from && previous.to === to ? keepPreviousData(previous) : undefined),
    refetchInterval: 10_000,
    staleTime: 5_000,
  });

export function useExchangeRate(from: string, to: string, amount: string | null) {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...exchangeRateQueryOptions(owner, from, to, amount), enabled: signedIn && from !== to });
}
