// Products with their live quotes (from the market engine), and the watch list
// ("optional" products in the spec). A product's name is the reader's locale's where one is
// stored, else the English one (decision 029's fallback, decision 074).
import { DEFAULT_LOCALE, type Locale } from '../../../shared/locales.ts';
import type { ProductSummary } from '../../../shared/schemas/product.ts';
import type { AppContext } from '../../context.ts';
import type { MarketEngine, MarketProduct } from '../../engine/market-engine.ts';
import { AppError } from '../../lib/app-error.ts';
import { localized } from '../content/localize.ts';
import type { ProductRepository } from './repository.ts';

export function toSummary(engine: MarketEngine, p: MarketProduct, isOptional: boolean, name: string = p.name): ProductSummary {
  const q = engine.quote(p.id);
  if (!q) throw new AppError('PRODUCT_NOT_FOUND');
  return {
    id: p.id,
    symbol: p.symbol,
    name,
    category: p.category,
    pricePrecision: p.pricePrecision,
    price: q.price,
    open: q.open,
    high: q.high,
    low: q.low,
    volume: q.volume,
    turnover: q.turnover,
    change: q.change,
    changePercent: q.changePercent,
    baseAsset: p.baseAsset,
    quoteAsset: p.quoteAsset,
    tickSize: p.tickSize,
    tradeModes: p.tradeModes,
    time: q.time,
    isOptional,
  };
}

export class ProductService {
  private recommendedIds: Set<number>;

  constructor(
    private readonly ctx: AppContext,
    private readonly engine: MarketEngine,
    private readonly repo: ProductRepository,
  ) {
    this.recommendedIds = new Set(repo.recommendedIds());
  }

  /** Reads the recommended products again (one was enabled or disabled: only enabled ones are recommended). */
  reloadRecommended() {
    this.recommendedIds = new Set(this.repo.recommendedIds());
  }

  private watchedIds(userId: number | null): Set<number> {
    if (!userId) return new Set();
    return new Set(this.repo.watchedIds(userId));
  }

  /**
   * Each product's name in `locale`, read from the table on every call (a few dozen short rows)
   * so that a name staff just edited is what the next reader sees.
   */
  private names(locale: Locale): Map<number, string> {
    return new Map(this.repo.names().map((row) => [row.id, localized(row, locale, ['name']).name]));
  }

  list(userId: number | null, filter: { category?: string; recommended?: boolean } = {}, locale: Locale = DEFAULT_LOCALE) {
    const watched = this.watchedIds(userId);
    const names = this.names(locale);
    return this.engine
      .products()
      .filter((p) => (!filter.category || p.category === filter.category) && (!filter.recommended || this.recommendedIds.has(p.id)))
      .map((p) => toSummary(this.engine, p, watched.has(p.id), names.get(p.id)));
  }

  detail(id: number, userId: number | null, locale: Locale = DEFAULT_LOCALE) {
    const p = this.engine.product(id);
    if (!p) throw new AppError('PRODUCT_NOT_FOUND');
    return toSummary(this.engine, p, this.watchedIds(userId).has(id), this.names(locale).get(id));
  }

  async watchList(userId: number, locale: Locale = DEFAULT_LOCALE) {
    const names = this.names(locale);
    return (await this.repo.watchList(userId)).flatMap((productId) => {
      const p = this.engine.product(productId);
      return p ? [toSummary(this.engine, p, true, names.get(productId))] : [];
    });
  }

  watch(userId: number, productId: number) {
    if (!this.engine.product(productId)) throw new AppError('PRODUCT_NOT_FOUND');
    this.repo.watch(userId, productId, this.ctx.clock.now());
    return { productId, isOptional: true };
  }

  async unwatch(userId: number, productId: number) {
    await this.repo.unwatch(userId, productId);
    return { productId, isOptional: false };
  }
}
