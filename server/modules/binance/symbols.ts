// Binance names a market by its two coins run together (BTCUSDT); the platform by BTC/USDT.
import type { MarketTerms } from '../spot/terms.ts';
import { bnError } from './errors.ts';

export const binanceSymbol = (platformSymbol: string) => platformSymbol.replace('/', '');

/** The markets a call sees, by Binance symbol (read per call: staff may add or switch off a market). */
export function marketsBySymbol(all: readonly MarketTerms[]): Map<string, MarketTerms> {
  return new Map(all.map((t) => [binanceSymbol(t.symbol), t]));
}

/** The market of a Binance symbol (disabled ones included: their orders can still be read), or -1121. */
export function marketOfSymbol(all: readonly MarketTerms[], symbol: string): MarketTerms {
  const t = marketsBySymbol(all).get(symbol.toUpperCase());
  if (!t) throw bnError.badSymbol();
  return t;
}
