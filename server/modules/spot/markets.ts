// The spot markets' terms, read once and again after staff edit them; a market whose steps
// break the unit rule is refused when read (docs/decisions/038-spot-trading.md).
import { AppError } from '../../lib/app-error.ts';
import type { SpotRepository } from './repository.ts';
import { type MarketTerms, termsOf } from './terms.ts';

export class SpotMarkets {
  private byId = new Map<number, MarketTerms>();
  private bySymbol = new Map<string, MarketTerms>();

  constructor(
    private readonly repo: SpotRepository,
    private readonly scaleOf: (currency: string) => number,
  ) {
    this.reload();
  }

  reload() {
    const terms = this.repo.markets().map((r) => termsOf(r, this.scaleOf));
    this.byId = new Map(terms.map((t) => [t.id, t]));
    this.bySymbol = new Map(terms.map((t) => [t.symbol, t]));
  }

  all(): MarketTerms[] {
    return [...this.byId.values()];
  }

  readonly byIdOrThrow = (id: number): MarketTerms => {
    const t = this.byId.get(id);
    if (!t) throw new AppError('SPOT_MARKET_UNKNOWN');
    return t;
  };

  /** The spot market of a product (a practice order names its product: decision 106). */
  byProduct(productId: number): MarketTerms | undefined {
    for (const t of this.byId.values()) if (t.productId === productId) return t;
    return undefined;
  }

  find(symbol: string): MarketTerms | undefined {
    return this.bySymbol.get(symbol);
  }

  bySymbolOrThrow(symbol: string): MarketTerms {
    const t = this.bySymbol.get(symbol);
    if (!t) throw new AppError('SPOT_MARKET_UNKNOWN');
    return t;
  }
}
