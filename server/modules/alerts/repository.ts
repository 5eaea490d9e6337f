// Price alerts' rows and the evaluator's cursor, on the synchronous connection (either store):
// the evaluator marks alerts fired inside the transaction that writes their messages.
import type { Sqlite, SqlStatement } from '../../db/sqlite.ts';

export interface AlertRow {
  id: number;
  userId: number;
  productId: number;
  kind: string;
  threshold: string;
  windowMs: number | null;
  status: string;
  createdAt: number;
  armedTickTime: number;
  armedPrice: string;
  firedAt: number | null;
  firedTickTime: number | null;
  firedPrice: string | null;
  cancelledAt: number | null;
}

export type NewAlert = Pick<
  AlertRow,
  'userId' | 'productId' | 'kind' | 'threshold' | 'windowMs' | 'createdAt' | 'armedTickTime' | 'armedPrice'
>;

const COLUMNS = `id, userId, productId, kind, threshold, windowMs, status, createdAt, armedTickTime, armedPrice, firedAt, firedTickTime, firedPrice, cancelledAt`;

/** Numbers as numbers whatever the store returns for BIGINT. */
function rowOf(r: AlertRow): AlertRow {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    ...r,
    windowMs: n(r.windowMs),
    createdAt: Number(r.createdAt),
    armedTickTime: Number(r.armedTickTime),
    firedAt: n(r.firedAt),
    firedTickTime: n(r.firedTickTime),
    cancelledAt: n(r.cancelledAt),
  };
}

export class AlertRepository {
  private readonly q: {
    insert: SqlStatement<[number, number, string, string, number | null, number, number, string]>;
    byId: SqlStatement<[number], AlertRow>;
    ofUser: SqlStatement<[number, string], AlertRow>;
    recentOfUser: SqlStatement<[number, number], AlertRow>;
    activeCount: SqlStatement<[number], { n: number }>;
    active: SqlStatement<[], AlertRow>;
    fire: SqlStatement<[number, number, string, number]>;
    cancel: SqlStatement<[number, number, number]>;
    countOfUser: SqlStatement<[number], { status: string; n: number }>;
    cursor: SqlStatement<[], { lastTickTime: number }>;
    setCursor: SqlStatement<[number]>;
    latestTickTime: SqlStatement<[], { t: number | null }>;
    ticksAfter: SqlStatement<[number, number, number, number], { time: number; ticks: number }>;
  };

  constructor(readonly db: Sqlite) {
    this.q = {
      insert: db.prepare(
        `INSERT INTO "PriceAlert" (userId, productId, kind, threshold, windowMs, status, createdAt, armedTickTime, armedPrice) VALUES (?, ?, ?, ?, ?, 'active', ?, ?, ?)`,
      ),
      byId: db.prepare(`SELECT ${COLUMNS} FROM "PriceAlert" WHERE id = ?`),
      ofUser: db.prepare(`SELECT ${COLUMNS} FROM "PriceAlert" WHERE userId = ? AND status = ? ORDER BY id DESC`),
      recentOfUser: db.prepare(
        `SELECT ${COLUMNS} FROM "PriceAlert" WHERE userId = ? AND status <> 'active' ORDER BY COALESCE(firedAt, cancelledAt) DESC, id DESC LIMIT ?`,
      ),
      activeCount: db.prepare(`SELECT COUNT(*) AS n FROM "PriceAlert" WHERE userId = ? AND status = 'active'`),
      active: db.prepare(`SELECT ${COLUMNS} FROM "PriceAlert" WHERE status = 'active' ORDER BY armedTickTime, id`),
      fire: db.prepare(
        `UPDATE "PriceAlert" SET status = 'fired', firedAt = ?, firedTickTime = ?, firedPrice = ? WHERE id = ? AND status = 'active'`,
      ),
      cancel: db.prepare(`UPDATE "PriceAlert" SET status = 'cancelled', cancelledAt = ? WHERE id = ? AND userId = ? AND status = 'active'`),
      countOfUser: db.prepare(`SELECT status, COUNT(*) AS n FROM "PriceAlert" WHERE userId = ? GROUP BY status`),
      cursor: db.prepare(`SELECT lastTickTime FROM "PriceAlertCursor" WHERE id = 1`),
      setCursor: db.prepare(
        `INSERT INTO "PriceAlertCursor" (id, lastTickTime) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET lastTickTime = excluded.lastTickTime`,
      ),
      latestTickTime: db.prepare(`SELECT MAX(time) AS t FROM "Tick"`),
      ticksAfter: db.prepare(`SELECT time, ticks FROM "Tick" WHERE productId = ? AND time > ? AND time <= ? ORDER BY time LIMIT ?`),
    };
  }

  insert(a: NewAlert): number {
    return Number(
      this.q.insert.run(a.userId, a.productId, a.kind, a.threshold, a.windowMs, a.createdAt, a.armedTickTime, a.armedPrice).lastInsertRowid,
    );
  }

  byId(id: number): AlertRow | undefined {
    const r = this.q.byId.get(id);
    return r && rowOf(r);
  }

  activeOf(userId: number): AlertRow[] {
    return this.q.ofUser.all(userId, 'active').map(rowOf);
  }

  recentOf(userId: number, limit: number): AlertRow[] {
    return this.q.recentOfUser.all(userId, limit).map(rowOf);
  }

  activeCount(userId: number): number {
    return Number(this.q.activeCount.get(userId)?.n ?? 0);
  }

  /** Every active alert, in the order they were armed. */
  active(): AlertRow[] {
    return this.q.active.all().map(rowOf);
  }

  /** Marks an active alert fired at a tick; false when it was not active (fired or cancelled already). */
  fire(id: number, now: number, tickTime: number, price: string): boolean {
    return this.q.fire.run(now, tickTime, price, id).changes === 1;
  }

  /** Cancels one of the user's active alerts; false when there is none such. */
  cancel(id: number, userId: number, now: number): boolean {
    return this.q.cancel.run(now, id, userId).changes === 1;
  }

  /** A user's alerts by status (the back office's count). */
  countsOf(userId: number): Record<string, number> {
    return Object.fromEntries(this.q.countOfUser.all(userId).map((r) => [r.status, Number(r.n)]));
  }

  cursor(): number | undefined {
    const r = this.q.cursor.get();
    return r ? Number(r.lastTickTime) : undefined;
  }

  setCursor(time: number) {
    this.q.setCursor.run(time);
  }

  latestTickTime(): number | undefined {
    const t = this.q.latestTickTime.get()?.t;
    return t === null || t === undefined ? undefined : Number(t);
  }

  /** Recorded ticks of a product with time in (after, upTo], oldest first, at most `limit`. */
  ticksAfter(productId: number, after: number, upTo: number, limit: number) {
    return this.q.ticksAfter.all(productId, after, upTo, limit);
  }
}
