// The replay module's storage: replay sessions (ReplaySession, owned here), and what the
// practice wallets' state reads of the products' rows (a session's or a wallet's open stakes,
// margins, frozen coins) and of the market's closed periods. Prepared statements on the
// synchronous connection, read with BigInt integers (amounts never pass through a number).
import type { Sqlite } from '../../db/sqlite.ts';
import type { Mode } from '../../ledger/ledger.ts';
import type { ReplaySpeed } from './replay-time.ts';

export interface SessionRow {
  id: number;
  userId: number;
  mode: Mode;
  periodStart: number;
  productId: number;
  speed: ReplaySpeed;
  running: boolean;
  anchorAt: number;
  anchorReplay: number;
  startTime: number;
  endTime: number;
  processedUpTo: number;
  scenarioId: number | null;
  status: 'active' | 'ended';
  createdAt: number;
  endedAt: number | null;
}

export type NewSession = Omit<SessionRow, 'id' | 'status' | 'endedAt'>;

const nullable = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function sessionOf(r: Record<string, unknown>): SessionRow {
  return {
    id: Number(r.id),
    userId: Number(r.userId),
    mode: r.mode as Mode,
    periodStart: Number(r.periodStart),
    productId: Number(r.productId),
    speed: Number(r.speed) as ReplaySpeed,
    running: Boolean(Number(r.running)),
    anchorAt: Number(r.anchorAt),
    anchorReplay: Number(r.anchorReplay),
    startTime: Number(r.startTime),
    endTime: Number(r.endTime),
    processedUpTo: Number(r.processedUpTo),
    scenarioId: nullable(r.scenarioId),
    status: r.status as SessionRow['status'],
    createdAt: Number(r.createdAt),
    endedAt: nullable(r.endedAt),
  };
}

/** What the wallet's open business holds, per currency (minor units). */
export type Held = Map<string, bigint>;

export class ReplayRepository {
  private readonly q;

  constructor(db: Sqlite) {
    this.q = {
      insert: db.prepare(
        `INSERT INTO "ReplaySession" (userId, mode, periodStart, productId, speed, running, anchorAt, anchorReplay, startTime, endTime,
                                      processedUpTo, scenarioId, status, createdAt)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'active', ?)`,
      ),
      byId: db.prepare<[number]>(`SELECT * FROM "ReplaySession" WHERE id = ?`).safeIntegers(true),
      byScenario: db.prepare<[number, number]>(`SELECT * FROM "ReplaySession" WHERE scenarioId = ? AND userId = ?`).safeIntegers(true),
      ofScenario: db
        .prepare<[number]>(`SELECT * FROM "ReplaySession" WHERE scenarioId = ? AND status = 'active' ORDER BY id`)
        .safeIntegers(true),
      ofUser: db
        .prepare<[number, string | null, string | null]>(
          `SELECT * FROM "ReplaySession" WHERE userId = ? AND (CAST(? AS TEXT) IS NULL OR status = ?) ORDER BY id DESC LIMIT 100`,
        )
        .safeIntegers(true),
      activeCount: db.prepare<[number], { n: number }>(
        `SELECT COUNT(*) AS n FROM "ReplaySession" WHERE userId = ? AND status = 'active' AND scenarioId IS NULL`,
      ),
      activeOfMode: db
        .prepare<[number, string]>(`SELECT * FROM "ReplaySession" WHERE userId = ? AND mode = ? AND status = 'active' ORDER BY id`)
        .safeIntegers(true),
      running: db.prepare<[]>(`SELECT * FROM "ReplaySession" WHERE status = 'active' AND running = TRUE ORDER BY id`).safeIntegers(true),
      setClock: db.prepare<[number, number, number, number, number]>(
        `UPDATE "ReplaySession" SET running = ?, speed = ?, anchorAt = ?, anchorReplay = ? WHERE id = ? AND status = 'active'`,
      ),
      // (conditional: a pass that lost a race to another changes nothing)
      setProcessed: db.prepare<[number, number, number]>(
        `UPDATE "ReplaySession" SET processedUpTo = ? WHERE id = ? AND processedUpTo = ? AND status = 'active'`,
      ),
      end: db.prepare<[number, number, number]>(
        `UPDATE "ReplaySession" SET status = 'ended', running = FALSE, processedUpTo = ?, endedAt = ? WHERE id = ? AND status = 'active'`,
      ),
      className: db.prepare<[number], { name: string }>(`SELECT name FROM "TradingClass" WHERE id = ?`),
      // what open business holds: fast stakes (unsettled), contract margins and reserves, spot's frozen coins
      fastHeld: db
        .prepare<[number, string, number | null, number | null]>(
          `SELECT o.currency, SUM(o.amount) AS amount FROM "FastOrder" o
            WHERE o.userId = ? AND o.mode = ? AND (CAST(? AS BIGINT) IS NULL OR o.replaySessionId = ?)
              AND NOT EXISTS (SELECT 1 FROM "FastSettlement" s WHERE s.orderId = o.id)
            GROUP BY o.currency`,
        )
        .safeIntegers(true),
      contractHeld: db
        .prepare<[number, string, number | null, number | null]>(
          `SELECT 'USDT' AS currency, SUM(CASE WHEN status = 'pending' THEN reserve ELSE margin END) AS amount FROM "ContractPosition"
            WHERE userId = ? AND mode = ? AND (CAST(? AS BIGINT) IS NULL OR replaySessionId = ?) AND status IN ('pending', 'holding', 'locked')`,
        )
        .safeIntegers(true),
      frozen: db
        .prepare<[number, string]>(
          `SELECT currency, balance AS amount FROM "LedgerAccount" WHERE userId = ? AND kind = 'frozen' AND mode = ? AND balance != 0`,
        )
        .safeIntegers(true),
      available: db
        .prepare<[number, string]>(
          `SELECT currency, balance AS amount FROM "LedgerAccount" WHERE userId = ? AND kind = 'available' AND mode = ?`,
        )
        .safeIntegers(true),
      // the market's closed periods, newest first (the engine says which are revealed and unscripted)
      closedPeriods: db
        .prepare<[number, number, number], { start: bigint }>(
          `SELECT start FROM "MarketPeriod" WHERE "end" - tickMs <= ? AND products IS NOT NULL ORDER BY start DESC LIMIT ? OFFSET ?`,
        )
        .safeIntegers(true),
      closedCount: db.prepare<[number], { n: number }>(
        `SELECT COUNT(*) AS n FROM "MarketPeriod" WHERE "end" - tickMs <= ? AND products IS NOT NULL`,
      ),
      // a wallet's (or a session's) open fast orders and latest settled ones, newest first
      fastIds: db.prepare<[number, string, number | null, number | null, number]>(
        `SELECT id FROM (
            SELECT o.id FROM "FastOrder" o WHERE o.userId = ? AND o.mode = ? AND (CAST(? AS BIGINT) IS NULL OR o.replaySessionId = ?)
           ORDER BY o.id DESC LIMIT ?) t ORDER BY id DESC`,
      ),
      positionIds: db.prepare<[number, string, number | null, number | null, number]>(
        `SELECT id FROM "ContractPosition" WHERE userId = ? AND mode = ? AND (CAST(? AS BIGINT) IS NULL OR replaySessionId = ?)
          ORDER BY id DESC LIMIT ?`,
      ),
      resets: db.prepare<[string, string], { n: number }>(
        `SELECT COUNT(*) AS n FROM "LedgerJournal" WHERE idempotencyKey >= ? AND idempotencyKey < ?`,
      ),
    };
  }

  insert(s: NewSession): number {
    return Number(
      this.q.insert.run(
        s.userId,
        s.mode,
        s.periodStart,
        s.productId,
        s.speed,
        s.running ? 1 : 0,
        s.anchorAt,
        s.anchorReplay,
        s.startTime,
        s.endTime,
        s.processedUpTo,
        s.scenarioId,
        s.createdAt,
      ).lastInsertRowid,
    );
  }

  session(id: number): SessionRow | undefined {
    const r = this.q.byId.get(id) as Record<string, unknown> | undefined;
    return r && sessionOf(r);
  }

  scenarioSession(scenarioId: number, userId: number): SessionRow | undefined {
    const r = this.q.byScenario.get(scenarioId, userId) as Record<string, unknown> | undefined;
    return r && sessionOf(r);
  }

  /** A scenario's active sessions. */
  ofScenario(scenarioId: number): SessionRow[] {
    return (this.q.ofScenario.all(scenarioId) as Record<string, unknown>[]).map(sessionOf);
  }

  /** A user's sessions, newest first (the latest 100). */
  ofUser(userId: number, status?: 'active' | 'ended'): SessionRow[] {
    return (this.q.ofUser.all(userId, status ?? null, status ?? null) as Record<string, unknown>[]).map(sessionOf);
  }

  /** A user's active replays of their own (a class's scenario sessions are the teacher's). */
  activeCount(userId: number): number {
    return Number((this.q.activeCount.get(userId) as { n: number }).n);
  }

  activeOfMode(userId: number, mode: Mode): SessionRow[] {
    return (this.q.activeOfMode.all(userId, mode) as Record<string, unknown>[]).map(sessionOf);
  }

  running(): SessionRow[] {
    return (this.q.running.all() as Record<string, unknown>[]).map(sessionOf);
  }

  setClock(id: number, c: Pick<SessionRow, 'running' | 'speed' | 'anchorAt' | 'anchorReplay'>) {
    this.q.setClock.run(c.running ? 1 : 0, c.speed, c.anchorAt, c.anchorReplay, id);
  }

  /** Moves the processed mark from `from` to `to`; false when another pass moved it first. */
  setProcessed(id: number, from: number, to: number): boolean {
    return this.q.setProcessed.run(to, id, from).changes === 1;
  }

  end(id: number, processedUpTo: number, at: number): boolean {
    return this.q.end.run(processedUpTo, at, id).changes === 1;
  }

  className(classId: number): string | undefined {
    return this.q.className.get(classId)?.name;
  }

  /** What the wallet's open business holds per currency: a session's only, or every session's and live order's of the mode. */
  held(userId: number, mode: Mode, sessionId: number | null): Held {
    const out: Held = new Map();
    const add = (rows: unknown[]) => {
      for (const r of rows as { currency: string; amount: bigint | null }[]) {
        if (r.amount !== null) out.set(r.currency, (out.get(r.currency) ?? 0n) + BigInt(r.amount));
      }
    };
    add(this.q.fastHeld.all(userId, mode, sessionId, sessionId));
    add(this.q.contractHeld.all(userId, mode, sessionId, sessionId));
    add(this.q.frozen.all(userId, mode));
    return out;
  }

  /** The wallet's available balances per currency. */
  available(userId: number, mode: Mode): Held {
    return new Map(
      (this.q.available.all(userId, mode) as { currency: string; amount: bigint }[]).map((r) => [r.currency, BigInt(r.amount)]),
    );
  }

  /** Starts of the closed periods (every tick drawn by `lastSlot`), newest first, one page. */
  closedPeriods(lastSlot: number, limit: number, offset: number): { starts: number[]; total: number } {
    return {
      starts: this.q.closedPeriods.all(lastSlot, limit, offset).map((r) => Number(r.start)),
      total: Number((this.q.closedCount.get(lastSlot) as { n: number }).n),
    };
  }

  /** The latest `limit` fast orders of a wallet (a session's only when given), newest first. */
  fastIds(userId: number, mode: Mode, sessionId: number | null, limit: number): number[] {
    return this.q.fastIds.all(userId, mode, sessionId, sessionId, limit).map((r) => Number((r as { id: number }).id));
  }

  /** The latest `limit` contract positions of a wallet (a session's only when given), newest first. */
  positionIds(userId: number, mode: Mode, sessionId: number | null, limit: number): number[] {
    return this.q.positionIds.all(userId, mode, sessionId, sessionId, limit).map((r) => Number((r as { id: number }).id));
  }

  /** How many journals' keys start with `prefix` (a wallet's resets so far). */
  keysUnder(prefix: string): number {
    return Number((this.q.resets.get(`${prefix}:`, `${prefix};`) as { n: number }).n);
  }
}
