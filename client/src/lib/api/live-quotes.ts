// Live quotes from the socket, a resource the market screens and the fast-trading screens
// share: the `quotes` channel (every product) and the `ticker` channel (one product) feed one
// store keyed by symbol. A component reads the quote of one
// symbol and re-renders only when that quote's figures change (at most every 250 ms).
import { useEffect, useMemo } from 'react';
import type { Quote } from '../../../../shared/schemas/market.ts';
import type { ProductSummary } from '../../../../shared/schemas/product.ts';
import { createLiveStore, useLiveValue } from '../live-store';
import { type ChannelFrame, channelHolder } from '../socket';

export type { Quote };

const FIELDS = ['price', 'open', 'high', 'low', 'change', 'changePercent', 'volume', 'turnover'] as const;

function moved(previous: Quote, next: Quote): boolean {
  return FIELDS.some((f) => previous[f] !== next[f]);
}

/** Keeps the newer quote, and the previous object when no figure changed (no re-render). */
export const quoteStore = createLiveStore<Quote>((previous, next) => !previous || (next.time >= previous.time && moved(previous, next)));

function isQuote(value: unknown): value is Quote {
  return (
    typeof value === 'object' && value !== null && typeof (value as Quote).symbol === 'string' && typeof (value as Quote).price === 'string'
  );
}

function ingest(frame: ChannelFrame) {
  const list = Array.isArray(frame.data) ? frame.data : [frame.data];
  for (const q of list) if (isQuote(q)) quoteStore.put(q.symbol, q);
}

const hold = channelHolder((_key, frame) => ingest(frame));

/** The live quote of `symbol` from the quotes channel (all products) or its ticker channel. */
function useLiveQuote(symbol: string | undefined, source: 'quotes' | 'ticker'): Quote | undefined {
  useEffect(() => {
    if (!symbol) return undefined;
    return hold(source === 'quotes' ? { channel: 'quotes' } : { channel: 'ticker', symbol });
  }, [symbol, source]);
  return useLiveValue(quoteStore, symbol);
}

/** The live quote of `symbol` from the quotes channel (all products; list screens). */
export function useQuote(symbol: string | undefined): Quote | undefined {
  return useLiveQuote(symbol, 'quotes');
}

/** The live quote of `symbol` from its own ticker channel (detail screens). */
export function useTicker(symbol: string | undefined): Quote | undefined {
  return useLiveQuote(symbol, 'ticker');
}

/** The live price (a decimal string) of `symbol` from its ticker channel. */
export function useTickerPrice(symbol: string | undefined): string | undefined {
  return useTicker(symbol)?.price;
}

/** A product with the live figures when they are newer than its REST snapshot. */
export function withQuote(product: ProductSummary, quote: Quote | undefined): ProductSummary {
  if (!quote || quote.time < product.time) return product;
  const { price, open, high, low, change, changePercent, volume, turnover, time } = quote;
  return { ...product, price, open, high, low, change, changePercent, volume, turnover, time };
}

/** `product` kept live through the quotes channel (lists) or its ticker channel (detail). */
export function useLiveProduct(product: ProductSummary, source: 'quotes' | 'ticker' = 'quotes'): ProductSummary {
  const quote = useLiveQuote(product.symbol, source);
  return useMemo(() => withQuote(product, quote), [product, quote]);
}
