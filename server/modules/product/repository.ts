// The product module's storage: recommended products, the watch list, a product's
// enabled flag (changed by the four-eyes `product` proposal) and its display names (English
// and per locale, decision 074). The names and the list of watched products are read on
// every product list: prepared statements.
import type { Prisma } from '../../db/prisma.ts';
import type { Sqlite } from '../../db/sqlite.ts';

export type ProductNameRow = { id: number; name: string; i18n: string };

export class ProductRepository {
  private readonly q;

  constructor(
    private readonly prisma: Prisma,
    db: Sqlite,
  ) {
    this.q = {
      recommended: db.prepare<[], { id: number }>('SELECT id FROM "Product" WHERE isRecommend = TRUE AND enabled = TRUE'),
      watched: db.prepare<[number], { productId: number }>('SELECT productId FROM "WatchItem" WHERE userId = ?'),
      watch: db.prepare<[number, number, number]>(
        'INSERT INTO "WatchItem" (userId, productId, createdAt) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      ),
      enabled: db.prepare<[number], { enabled: number }>('SELECT enabled FROM "Product" WHERE id = ?'),
      setEnabled: db.prepare<[number, number]>('UPDATE "Product" SET enabled = ? WHERE id = ?'),
      names: db.prepare<[], ProductNameRow>('SELECT id, name, i18n FROM "Product"'),
    };
  }

  /** Whether the product is enabled; undefined when there is no such product. */
  enabled(id: number): boolean | undefined {
    const r = this.q.enabled.get(id);
    return r && Boolean(r.enabled);
  }

  setEnabled(id: number, enabled: boolean) {
    this.q.setEnabled.run(enabled ? 1 : 0, id);
  }

  /** Every product's English name and its versions in other locales (the `i18n` JSON). */
  names(): ProductNameRow[] {
    return this.q.names.all();
  }

  recommendedIds(): number[] {
    return this.q.recommended.all().map((r) => r.id);
  }

  watchedIds(userId: number): number[] {
    return this.q.watched.all(userId).map((r) => r.productId);
  }

  /** The user's watch list in the order it was built. */
  async watchList(userId: number): Promise<number[]> {
    const rows = await this.prisma.watchItem.findMany({ where: { userId }, orderBy: { id: 'asc' }, select: { productId: true } });
    return rows.map((r) => r.productId);
  }

  watch(userId: number, productId: number, now: number) {
    this.q.watch.run(userId, productId, now);
  }

  async unwatch(userId: number, productId: number) {
    await this.prisma.watchItem.deleteMany({ where: { userId, productId } });
  }
}
