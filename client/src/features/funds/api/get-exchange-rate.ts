// GET /api/exchange/rate?from=&to=[&amount=] (auth) → { from, to, rate, amount, arrival }.
// A preview (an exchange runs at a quote: create-exchange-quote.ts). Silent (shown beside the
// form); refreshed every 10 s as the simulator's prices move.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useFundsScope } from '../keys';
import type { ExchangeRate } from '../types';

export function getExchangeRate(from: string, to: string, amount: string | null, signal?: AbortSignal): Promise<ExchangeRate> {
  return http.get<ExchangeRate>('/api/exchange/rate', { params: { from, to, amount: amount ?? undefined }, signal, silent: true });
}

export function useExchangeRate(from: string, to: string, amount: string | null) {
  const { scope, enabled } = useFundsScope();
  return useQuery({
    queryKey: [...scope, 'exchange-rate', from, to, amount],
    queryFn: ({ signal }) => getExchangeRate(from, to, amount, signal),
    enabled: enabled && from !== to,
    placeholderData: (previous) => (previous?.from === from && previous.to === to ? keepPreviousData(previous) : undefined),
    refetchInterval: 10_000,
    staleTime: 5_000,
  });
}
