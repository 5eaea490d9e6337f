// Conversion between currencies at the simulator's prices, in exact integer arithmetic.
// USDT and USD are pegged 1:1; every other coin is priced by its X/USDT product (BTC/USDT…).
import { formatScaled } from '../../../shared/market.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CurrencyBook } from './currencies.ts';

/** A price in USDT as an integer and its number of decimals. */
interface UsdtPrice {
  units: bigint;
  decimals: number;
}

export class Rates {
  constructor(private readonly market: MarketEngine) {}

  usdtPrice(currency: string): UsdtPrice {
    if (currency === 'USDT' || currency === 'USD') return { units: 1n, decimals: 0 };
    // a gateway that stopped hearing the engine's frames prices nothing (decision 081)
    if (!this.market.pricesLive()) throw new AppError('MARKET_CLOSED');
    const symbol = `${currency}/USDT`;
    const quote = this.market.quote(symbol);
    const product = this.market.product(symbol);
    if (!quote || !product) throw new AppError('CURRENCY_UNKNOWN', { currency });
    return { units: BigInt(quote.price.replace('.', '')), decimals: product.pricePrecision };
  }

  /**
   * `fromUnits` (minor units at `fromScale`) converted to minor units of the target at
   * `toScale`, rounded down: the user never receives more than the exact value.
   */
  convert(fromUnits: bigint, from: string, fromScale: number, to: string, toScale: number): bigint {
    const pf = this.usdtPrice(from);
    const pt = this.usdtPrice(to);
    // fromUnits/10^fs * pf/10^pfd / (pt/10^ptd) * 10^ts
    const numerator = fromUnits * pf.units * 10n ** BigInt(pt.decimals + toScale);
    const denominator = pt.units * 10n ** BigInt(pf.decimals + fromScale);
    return numerator / denominator;
  }

  /** The rate (target per source unit) as a decimal string with 8 decimals, rounded down. */
  rate(from: string, to: string): string {
    const pf = this.usdtPrice(from);
    const pt = this.usdtPrice(to);
    const scaled = (pf.units * 10n ** BigInt(pt.decimals + 8)) / (pt.units * 10n ** BigInt(pf.decimals));
    return formatScaled(scaled, 8);
  }
}

/**
 * An amount of any currency (minor units at its own scale) valued in USDT minor units at
 * `scale`, at the current rate, rounded down: what limits in USDT compare (KYC withdrawal limits,
 * responsible trading's deposit limit).
 */
export function usdtValue(rates: Rates, book: CurrencyBook, scale: number): (currency: string, amount: bigint) => bigint {
  return (currency, amount) => rates.convert(amount, currency, book.get(currency).scale, 'USDT', scale);
}
