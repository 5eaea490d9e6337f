// Products for the home screen and the watch list ("optional" products in the spec).
import Decimal from 'decimal.js';
import type { ProductSummary } from '../../../shared/schemas/product.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';

const productSelect = {
  id: true,
  symbol: true,
  name: true,
  category: true,
  pricePrecision: true,
  lastPrice: true,
  open24h: true,
  high24h: true,
  low24h: true,
  volume24h: true,
} as const;

type ProductRow = {
  id: number;
  symbol: string;
  name: string;
  category: string;
  pricePrecision: number;
  lastPrice: string;
  open24h: string;
  high24h: string;
  low24h: string;
  volume24h: string;
};

export function toSummary(p: ProductRow, isOptional: boolean): ProductSummary {
  const price = new Decimal(p.lastPrice);
  const open = new Decimal(p.open24h);
  const change = price.minus(open);
  const changePercent = open.isZero() ? new Decimal(0) : change.div(open).times(100);
  return {
    id: p.id,
    symbol: p.symbol,
    name: p.name,
    category: p.category as ProductSummary['category'],
    pricePrecision: p.pricePrecision,
    price: price.toFixed(p.pricePrecision),
    open: open.toFixed(p.pricePrecision),
    high: new Decimal(p.high24h).toFixed(p.pricePrecision),
    low: new Decimal(p.low24h).toFixed(p.pricePrecision),
    volume: new Decimal(p.volume24h).toFixed(),
    change: change.toFixed(p.pricePrecision),
    changePercent: changePercent.toFixed(2, Decimal.ROUND_HALF_UP),
    isOptional,
  };
}

export class ProductService {
  constructor(private readonly ctx: AppContext) {}

  private async watchedIds(userId: number | null): Promise<Set<number>> {
    if (!userId) return new Set();
    const rows = await this.ctx.prisma.watchItem.findMany({ where: { userId }, select: { productId: true } });
    return new Set(rows.map((r) => r.productId));
  }

  async recommended(userId: number | null, category?: string) {
    const [rows, watched] = await Promise.all([
      this.ctx.prisma.product.findMany({
        where: { enabled: true, isRecommend: true, ...(category ? { category } : {}) },
        orderBy: [{ sort: 'asc' }, { id: 'asc' }],
        select: productSelect,
      }),
      this.watchedIds(userId),
    ]);
    return rows.map((p) => toSummary(p, watched.has(p.id)));
  }

  async watchList(userId: number) {
    const rows = await this.ctx.prisma.watchItem.findMany({
      where: { userId, product: { enabled: true } },
      orderBy: { id: 'asc' },
      select: { product: { select: productSelect } },
    });
    return rows.map((r) => toSummary(r.product, true));
  }

  async watch(userId: number, productId: number) {
    const product = await this.ctx.prisma.product.findFirst({ where: { id: productId, enabled: true }, select: { id: true } });
    if (!product) throw new AppError('PRODUCT_NOT_FOUND');
    this.ctx.sqlite
      .prepare('INSERT OR IGNORE INTO "WatchItem" (userId, productId, createdAt) VALUES (?, ?, ?)')
      .run(userId, productId, this.ctx.clock.now());
    return { productId, isOptional: true };
  }

  async unwatch(userId: number, productId: number) {
    await this.ctx.prisma.watchItem.deleteMany({ where: { userId, productId } });
    return { productId, isOptional: false };
  }
}
