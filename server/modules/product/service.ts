// Products with their live quotes (from the market engine), and the watch list
// ("optional" products in the spec).
import type { ProductSummary } from '../../../shared/schemas/product.ts';
import type { AppContext } from '../../context.ts';
import type { MarketEngine, MarketProduct } from '../../engine/market-engine.ts';
import { AppError } from '../../lib/app-error.ts';

export function toSummary(engine: MarketEngine, p: MarketProduct, isOptional: boolean): ProductSummary {
  const q = engine.quote(p.id);
  if (!q) throw new AppError('PRODUCT_NOT_FOUND');
  return {
    id: p.id,
    symbol: p.symbol,
    name: p.name,
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
  private readonly recommendedIds: Set<number>;
  // read on every product list a logged-in user loads: prepared once
  private readonly watchedStmt;
  private readonly watchStmt;

  constructor(
    private readonly ctx: AppContext,
    private readonly engine: MarketEngine,
  ) {
    const rows = ctx.sqlite.prepare<[], { id: number }>('SELECT id FROM "Product" WHERE isRecommend = 1 AND enabled = 1').all();
    this.recommendedIds = new Set(rows.map((r) => r.id));
    this.watchedStmt = ctx.sqlite.prepare<[number], { productId: number }>('SELECT productId FROM "WatchItem" WHERE userId = ?');
    this.watchStmt = ctx.sqlite.prepare<[number, number, number]>('INSERT OR IGNORE INTO "WatchItem" (userId, productId, createdAt) VALUES (?, ?, ?)');
  }

  private watchedIds(userId: number | null): Set<number> {
    if (!userId) return new Set();
    return new Set(this.watchedStmt.all(userId).map((r) => r.productId));
  }

  list(userId: number | null, filter: { category?: string; recommended?: boolean } = {}) {
    const watched = this.watchedIds(userId);
    return this.engine
      .products()
      .filter((p) => (!filter.category || p.category === filter.category) && (!filter.recommended || this.recommendedIds.has(p.id)))
      .map((p) => toSummary(this.engine, p, watched.has(p.id)));
  }

  detail(id: number, userId: number | null) {
    const p = this.engine.product(id);
    if (!p) throw new AppError('PRODUCT_NOT_FOUND');
    return toSummary(this.engine, p, this.watchedIds(userId).has(id));
  }

  async watchList(userId: number) {
    const rows = await this.ctx.prisma.watchItem.findMany({ where: { userId }, orderBy: { id: 'asc' }, select: { productId: true } });
    return rows.flatMap((r) => {
      const p = this.engine.product(r.productId);
      return p ? [toSummary(this.engine, p, true)] : [];
    });
  }

  watch(userId: number, productId: number) {
    if (!this.engine.product(productId)) throw new AppError('PRODUCT_NOT_FOUND');
    this.watchStmt.run(userId, productId, this.ctx.clock.now());
    return { productId, isOptional: true };
  }

  async unwatch(userId: number, productId: number) {
    await this.ctx.prisma.watchItem.deleteMany({ where: { userId, productId } });
    return { productId, isOptional: false };
  }
}
