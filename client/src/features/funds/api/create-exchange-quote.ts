// POST /api/exchange/quote {from, to, amount} → a quote: the rate held for a few seconds and
// the exact amount that will arrive if it is confirmed in time. Nothing is cached: every
// confirmation step asks for a fresh quote.
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { ExchangeQuote } from '../types';

export interface ExchangeQuoteBody {
  from: string;
  to: string;
  amount: string;
}

export function createExchangeQuote(body: ExchangeQuoteBody): Promise<ExchangeQuote> {
  return http.post<ExchangeQuote>('/api/exchange/quote', body);
}

export function useCreateExchangeQuote() {
  return useMutation({ mutationFn: createExchangeQuote });
}
