// Mining financing's storage (issue 18, docs/decisions/049-mining-financing.md): products,
// orders and daily payouts. Prepared statements on the synchronous connection, amounts read as
// BigInt: an order's row, its payouts and their journals change in one better-sqlite3
// transaction. A payout's primary key (order, day) makes a second payment of a day impossible;
// an order's changes are conditional on the state they were computed from.
import type { MiningOrder, MiningPayout, MiningProduct } from '../../generated/prisma/client.ts';
import { pageOf } from '../../db/paging.ts';
import type { BigRowOf } from '../../db/rows.ts';
import type { Sqlite } from '../../db/sqlite.ts';
import { ACCOUNT_COLUMN, customerMatch } from '../../db/customers.ts';

export type ProductRow = Omit<BigRowOf<MiningProduct>, 'id' | 'periodDays' | 'sort' | 'updatedAt' | 'enabled'> & {
  id: number;
  periodDays: number;
  sort: number;
  enabled: boolean;
};
/** What an approved `mining-product` proposal writes. */
export type ProductChange = Omit<ProductRow, 'currency' | 'sort'> & { updatedAt: number };
/** What an approved `mining-product-new` proposal inserts (decision 058). */
export type NewProduct = Omit<ProductRow, 'id'> & { updatedAt: number };

export type OrderStatus = 'in_progress' | 'redeemed';
export type OrderRow = Omit<
  BigRowOf<MiningOrder>,
  | 'id'
  | 'userId'
  | 'productId'
  | 'periodDays'
  | 'createdAt'
  | 'interestFrom'
  | 'finishAt'
  | 'paidDays'
  | 'redeemedAt'
  | 'journalId'
  | 'redeemJournalId'
  | 'status'
  | 'redeemKind'
> & {
  id: number;
  userId: number;
  productId: number;
  periodDays: number;
  createdAt: number;
  interestFrom: number;
  finishAt: number;
  paidDays: number;
  redeemedAt: number | null;
  journalId: number;
  redeemJournalId: number | null;
  status: OrderStatus;
  redeemKind: 'matured' | 'early' | null;
};
export type NewOrder = Omit<
  OrderRow,
  'id' | 'status' | 'paidDays' | 'interestPaid' | 'redeemKind' | 'penalty' | 'refund' | 'redeemedAt' | 'journalId' | 'redeemJournalId'
>;
export type PayoutRow = Omit<BigRowOf<MiningPayout>, 'orderId' | 'dayIndex' | 'userId' | 'journalId' | 'paidAt'> & {
  orderId: number;
  dayIndex: number;
  userId: number;
  journalId: number;
  paidAt: number;
  productName: string;
  currency: string;
};
export type HeldOrder = OrderRow & { account: string | null };

const ORDER_NUMBERS = [
  'id',
  'userId',
  'productId',
  'periodDays',
  'createdAt',
  'interestFrom',
  'finishAt',
  'paidDays',
  'redeemedAt',
  'journalId',
  'redeemJournalId',
] as const;
const PAYOUT_NUMBERS = ['orderId', 'dayIndex', 'userId', 'journalId', 'paidAt'] as const;

function numbers<T>(r: Record<string, unknown>, keys: readonly string[]): T {
  const out: Record<string, unknown> = { ...r };
  for (const k of keys) if (typeof out[k] === 'bigint') out[k] = Number(out[k]);
  return out as T;
}
export const orderOf = (r: Record<string, unknown>) => numbers<OrderRow>(r, ORDER_NUMBERS);
const productOf = (r: Record<string, unknown>): ProductRow => {
  const p = numbers<ProductRow>(r, ['id', 'periodDays', 'sort', 'updatedAt']);
  return { ...p, enabled: Boolean(Number(p.enabled)) };
};
const payoutOf = (r: Record<string, unknown>) => numbers<PayoutRow>(r, PAYOUT_NUMBERS);

const PAYOUT = `SELECT p.*, o.productName, o.currency FROM "MiningPayout" p JOIN "MiningOrder" o ON o.id = p.orderId`;

export class MiningRepository {
  private readonly q;

  constructor(private readonly db: Sqlite) {
    const big = <P extends unknown[]>(sql: string) => db.prepare<P, Record<string, unknown>>(sql).safeIntegers(true);
    this.q = {
      products: big<[]>('SELECT * FROM "MiningProduct" ORDER BY sort, id'),
      product: big<[number]>('SELECT * FROM "MiningProduct" WHERE id = ?'),
      updateProduct: db.prepare<[Record<string, unknown>]>(
        `UPDATE "MiningProduct" SET name = @name, periodDays = @periodDays, minRate = @minRate, maxRate = @maxRate,
           defaultRate = @defaultRate, minAmount = @minAmount, maxAmount = @maxAmount, userCap = @userCap,
           totalQuota = @totalQuota, enabled = @enabled, updatedAt = @updatedAt WHERE id = @id`,
      ),
      insertProduct: db.prepare<[Record<string, unknown>]>(
        `INSERT INTO "MiningProduct" (name, currency, periodDays, minRate, maxRate, defaultRate, minAmount, maxAmount, userCap,
           totalQuota, enabled, sort, updatedAt)
         VALUES (@name, @currency, @periodDays, @minRate, @maxRate, @defaultRate, @minAmount, @maxAmount, @userCap,
           @totalQuota, @enabled, @sort, @updatedAt)`,
      ),
      names: db.prepare<[], { id: number; name: string }>('SELECT id, name FROM "MiningProduct"'),
      heldInProduct: big<[number]>(
        `SELECT COALESCE(SUM(amount), 0) AS held, COUNT(*) AS n FROM "MiningOrder" WHERE productId = ? AND status = 'in_progress'`,
      ),
      heldByUserInProduct: big<[number, number]>(
        `SELECT COALESCE(SUM(amount), 0) AS held FROM "MiningOrder" WHERE userId = ? AND productId = ? AND status = 'in_progress'`,
      ),
      heldByUser: big<[number]>(
        `SELECT currency, SUM(amount) AS held FROM "MiningOrder" WHERE userId = ? AND status = 'in_progress' GROUP BY currency`,
      ),
      insertOrder: db.prepare<[Record<string, unknown>]>(
        `INSERT INTO "MiningOrder" (userId, productId, productName, currency, amount, periodDays, minRate, maxRate, defaultRate, seed,
           createdAt, interestFrom, finishAt, status, journalId)
         VALUES (@userId, @productId, @productName, @currency, @amount, @periodDays, @minRate, @maxRate, @defaultRate, @seed,
           @createdAt, @interestFrom, @finishAt, 'in_progress', 0)`,
      ),
      setJournal: db.prepare<[number, number]>('UPDATE "MiningOrder" SET journalId = ? WHERE id = ?'),
      order: big<[number]>('SELECT * FROM "MiningOrder" WHERE id = ?'),
      inProgress: big<[]>(`SELECT * FROM "MiningOrder" WHERE status = 'in_progress' ORDER BY id`),
      userInProgress: big<[number]>(`SELECT * FROM "MiningOrder" WHERE userId = ? AND status = 'in_progress' ORDER BY id`),
      userTotals: big<[number]>(
        `SELECT currency, COALESCE(SUM(interestPaid), 0) AS paid FROM "MiningOrder" WHERE userId = ? GROUP BY currency`,
      ),
      insertPayout: db.prepare<[number, number, number, string, string, bigint, number, number]>(
        `INSERT INTO "MiningPayout" (orderId, dayIndex, userId, day, rate, amount, journalId, paidAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      ),
      recordPaid: db.prepare<[bigint, number, number]>(
        `UPDATE "MiningOrder" SET paidDays = paidDays + 1, interestPaid = interestPaid + ?
          WHERE id = ? AND paidDays = ? AND status = 'in_progress'`,
      ),
      redeem: db.prepare<[Record<string, unknown>]>(
        `UPDATE "MiningOrder" SET status = 'redeemed', redeemKind = @redeemKind, penalty = @penalty, refund = @refund,
           redeemedAt = @redeemedAt, redeemJournalId = @redeemJournalId
          WHERE id = @id AND status = 'in_progress' AND paidDays = @paidDays`,
      ),
      payoutsOf: big<[number]>(`${PAYOUT} WHERE p.orderId = ? ORDER BY p.dayIndex`),
      account: db.prepare<[number], { account: string | null }>(`SELECT ${ACCOUNT_COLUMN} FROM "User" u WHERE u.id = ?`),
    };
  }

  products(): ProductRow[] {
    return this.q.products.all().map(productOf);
  }

  product(id: number): ProductRow | undefined {
    const r = this.q.product.get(id);
    return r && productOf(r);
  }

  updateProduct(change: ProductChange) {
    this.q.updateProduct.run({ ...change, enabled: change.enabled ? 1 : 0 });
  }

  /** Inserts a new product; its id. */
  insertProduct(p: NewProduct): number {
    return Number(this.q.insertProduct.run({ ...p, enabled: p.enabled ? 1 : 0 }).lastInsertRowid);
  }

  /** Whether a product other than `exceptId` is called `name` (trimmed, ignoring case). */
  nameTaken(name: string, exceptId?: number): boolean {
    const wanted = name.trim().toLocaleLowerCase('en-US');
    return this.q.names.all().some((p) => p.id !== exceptId && p.name.trim().toLocaleLowerCase('en-US') === wanted);
  }

  /** Principal and count of a product's orders in progress. */
  heldInProduct(productId: number): { held: bigint; n: number } {
    const r = this.q.heldInProduct.get(productId) as { held: bigint; n: bigint };
    return { held: r.held, n: Number(r.n) };
  }

  heldByUserInProduct(userId: number, productId: number): bigint {
    return (this.q.heldByUserInProduct.get(userId, productId) as { held: bigint }).held;
  }

  /** A user's principal in orders in progress, per currency (the wallet's position column; real money only). */
  held(userId: number): Map<string, bigint> {
    return new Map(this.q.heldByUser.all(userId).map((r) => [r.currency as string, r.held as bigint]));
  }

  insertOrder(o: NewOrder): number {
    return Number(this.q.insertOrder.run(o as unknown as Record<string, unknown>).lastInsertRowid);
  }

  setJournal(orderId: number, journalId: number) {
    this.q.setJournal.run(journalId, orderId);
  }

  order(id: number): OrderRow | undefined {
    const r = this.q.order.get(id);
    return r && orderOf(r);
  }

  inProgress(): OrderRow[] {
    return this.q.inProgress.all().map(orderOf);
  }

  userInProgress(userId: number): OrderRow[] {
    return this.q.userInProgress.all(userId).map(orderOf);
  }

  /** Interest paid to a user, all orders, per currency. */
  interestPaid(userId: number): Map<string, bigint> {
    return new Map(this.q.userTotals.all(userId).map((r) => [r.currency as string, r.paid as bigint]));
  }

  /** Records day `dayIndex` paid; false when it was paid before (nothing changes then). */
  recordPayout(
    o: OrderRow,
    p: { dayIndex: number; day: string; rate: string; amount: bigint; journalId: number; paidAt: number },
  ): boolean {
    if (this.q.insertPayout.run(o.id, p.dayIndex, o.userId, p.day, p.rate, p.amount, p.journalId, p.paidAt).changes === 0) return false;
    if (this.q.recordPaid.run(p.amount, o.id, p.dayIndex - 1).changes !== 1) throw new Error(`mining order ${o.id} moved under payout`);
    return true;
  }

  /** Marks the order redeemed; false when it was redeemed (or paid) meanwhile. */
  redeem(
    o: OrderRow,
    r: { redeemKind: 'matured' | 'early'; penalty: bigint; refund: bigint; redeemedAt: number; redeemJournalId: number },
  ): boolean {
    return this.q.redeem.run({ ...r, id: o.id, paidDays: o.paidDays }).changes === 1;
  }

  payoutsOf(orderId: number): PayoutRow[] {
    return this.q.payoutsOf.all(orderId).map(payoutOf);
  }

  /** A user's orders, newest first. */
  orders<T>(
    userId: number,
    status: OrderStatus | undefined,
    page: number | undefined,
    pageSize: number | undefined,
    map: (o: OrderRow) => T,
  ) {
    return pageOf(
      this.db,
      {
        columns: '*',
        from: `FROM "MiningOrder" WHERE userId = ? AND (CAST(? AS TEXT) IS NULL OR status = ?)`,
        order: 'id DESC',
        params: [userId, status ?? null, status ?? null],
      },
      page,
      pageSize,
      (r: Record<string, unknown>) => map(orderOf(r)),
    );
  }

  /** A user's payouts, newest first (one order's when `orderId` is given). */
  payouts<T>(
    userId: number,
    orderId: number | undefined,
    page: number | undefined,
    pageSize: number | undefined,
    map: (p: PayoutRow) => T,
  ) {
    return pageOf(
      this.db,
      {
        columns: 'p.*, o.productName, o.currency',
        from: `FROM "MiningPayout" p JOIN "MiningOrder" o ON o.id = p.orderId WHERE p.userId = ? AND (CAST(? AS BIGINT) IS NULL OR p.orderId = ?)`,
        order: 'p.paidAt DESC, p.orderId DESC, p.dayIndex DESC',
        params: [userId, orderId ?? null, orderId ?? null],
      },
      page,
      pageSize,
      (r: Record<string, unknown>) => map(payoutOf(r)),
    );
  }

  /** Every customer's orders, newest first, by status, product and customer (back office). */
  allOrders<T>(
    f: { status?: OrderStatus; productId?: number; user?: string },
    page: number | undefined,
    pageSize: number | undefined,
    map: (o: HeldOrder) => T,
  ) {
    const customer = customerMatch(f.user);
    const from = `FROM "MiningOrder" o JOIN "User" u ON u.id = o.userId
      WHERE (CAST(? AS TEXT) IS NULL OR o.status = ?) AND (CAST(? AS BIGINT) IS NULL OR o.productId = ?) AND ${customer.sql}`;
    const params = [...[f.status, f.productId].flatMap((v) => [v ?? null, v ?? null]), ...customer.params];
    return pageOf(
      this.db,
      { columns: `o.*, ${ACCOUNT_COLUMN}`, from, order: 'o.id DESC', params },
      page,
      pageSize,
      (r: Record<string, unknown>) => map({ ...orderOf(r), account: (r.account as string | null) ?? null }),
    );
  }

  accountOf(userId: number): string | null {
    return this.q.account.get(userId)?.account ?? null;
  }
}
