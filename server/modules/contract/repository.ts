// The contract module's storage: positions, their events, overnight charges and the risk cursor
// (who may be followed is the copy module's, decision 103). Prepared statements on the
// synchronous connection, read with BigInt
// integers: a position's row, its events and its journal are one better-sqlite3 transaction
// (docs/decisions/003-money-write-path.md, 033-contract-trading.md).
import type { Side } from '../../../shared/contract.ts';
import { MultiInsert } from '../../db/multi-insert.ts';
import { pageOf } from '../../db/paging.ts';
import type { Sqlite } from '../../db/sqlite.ts';
import type { Mode } from '../../ledger/ledger.ts';

export type PositionStatus = 'pending' | 'holding' | 'locked' | 'closed' | 'revoked';
export type CloseReason = 'user' | 'stop_loss' | 'take_profit' | 'liquidation' | 'reverse' | 'unlock' | 'close_all' | 'copy';
export type EventKind = 'open' | 'add' | 'close' | 'fee' | 'overnight' | 'revoke';

export interface PositionRow {
  id: number;
  userId: number;
  mode: Mode;
  productId: number;
  side: Side;
  status: PositionStatus;
  orderType: 'market' | 'limit';
  limitTicks: bigint | null;
  lots: bigint;
  entryValue: bigint;
  leverage: number;
  margin: bigint;
  reserve: bigint;
  openFee: bigint;
  stopLossTicks: bigint | null;
  takeProfitTicks: bigint | null;
  /** The stops the last lock of this position cancelled (offered again on unlock). */
  lockStopLossTicks: bigint | null;
  lockTakeProfitTicks: bigint | null;
  lockedWith: number | null;
  followOf: number | null;
  /** The futures order of the Binance-compatible API that opened it (decision 095), else null. */
  futuresOrderId: number | null;
  /** The copy subscription whose job opened it (decision 103), else null. */
  copyOf: number | null;
  contractSize: string;
  spreadTicks: bigint;
  feeRate: string;
  maintenanceRate: string;
  overnightRate: string;
  riskFrom: number;
  closeTicks: bigint | null;
  closeTickTime: number | null;
  closeReason: CloseReason | null;
  realizedPnl: bigint;
  closeFee: bigint;
  overnightFees: bigint;
  createdAt: number;
  openedAt: number | null;
  closedAt: number | null;
  /** The replay session it was opened in (decision 105): the replay prices and risk-checks it. Null: a live position. */
  replaySessionId: number | null;
}

/** A ContractSetting row (rates as decimal text, lots in hundredths). */
export interface SettingRow {
  productId: number;
  contractSize: string;
  lotStep: number;
  minLots: number;
  maxLots: number;
  leverages: string;
  spreadTicks: number;
  feeRate: string;
  maintenanceRate: string;
  overnightRate: string;
  enabled: number;
}

export interface EventRow {
  positionId: number;
  kind: EventKind;
  lots: bigint | null;
  ticks: bigint | null;
  tickTime: number | null;
  amount: bigint;
  reason: CloseReason | null;
  remaining: bigint;
  /** A close's P/L before fees and its close fee (results analytics, decision 102); absent on other events. */
  pnl?: bigint | null;
  fee?: bigint | null;
  journalId: number | null;
  at: number;
}

export type NewPosition = Omit<
  PositionRow,
  | 'id'
  | 'lockStopLossTicks'
  | 'lockTakeProfitTicks'
  | 'closeTicks'
  | 'closeTickTime'
  | 'closeReason'
  | 'realizedPnl'
  | 'closeFee'
  | 'overnightFees'
  | 'closedAt'
  | 'replaySessionId'
>;

const NUMBERS = [
  'id',
  'userId',
  'productId',
  'leverage',
  'lockedWith',
  'followOf',
  'futuresOrderId',
  'copyOf',
  'riskFrom',
  'closeTickTime',
  'createdAt',
  'openedAt',
  'closedAt',
  'replaySessionId',
];
const EVENT_NUMBERS = ['positionId', 'tickTime', 'journalId', 'at'];

function withNumbers<T>(r: Record<string, unknown>, keys: string[]): T {
  const out: Record<string, unknown> = { ...r };
  for (const k of keys) if (out[k] !== null && out[k] !== undefined) out[k] = Number(out[k]);
  return out as T;
}
export const positionOf = (r: Record<string, unknown>) => withNumbers<PositionRow>(r, NUMBERS);

/**
 * The columns the risk engine needs of a crossed position: the exact trigger check, its triggers
 * for the index, a fill's kind and a full close (the rest of a row is for screens).
 */
export type RiskRow = Pick<
  PositionRow,
  | 'id'
  | 'userId'
  | 'mode'
  | 'productId'
  | 'side'
  | 'status'
  | 'limitTicks'
  | 'lots'
  | 'entryValue'
  | 'margin'
  | 'stopLossTicks'
  | 'takeProfitTicks'
  | 'contractSize'
  | 'spreadTicks'
  | 'feeRate'
  | 'maintenanceRate'
  | 'riskFrom'
  | 'realizedPnl'
  | 'closeFee'
  | 'copyOf'
>;
const RISK_COLUMNS =
  'id, userId, mode, productId, side, status, limitTicks, lots, entryValue, margin, stopLossTicks, takeProfitTicks, ' +
  'contractSize, spreadTicks, feeRate, maintenanceRate, riskFrom, realizedPnl, closeFee, copyOf';

/** What a full close writes (the row's status becomes closed and its stops are cleared). */
export interface FullClose {
  realizedPnl: bigint;
  closeFee: bigint;
  closeTicks: bigint;
  closeTickTime: number;
  closeReason: CloseReason;
  closedAt: number;
}

/** The columns a position row is updated with after a fill, close, lock or charge (its terms and owner never change). */
export type PositionChange = Partial<
  Omit<
    PositionRow,
    | 'id'
    | 'userId'
    | 'mode'
    | 'productId'
    | 'side'
    | 'orderType'
    | 'limitTicks'
    | 'leverage'
    | 'followOf'
    | 'futuresOrderId'
    | 'copyOf'
    | 'createdAt'
  >
>;

export class ContractRepository {
  private readonly q;

  private readonly insertManyEvents: MultiInsert;

  constructor(private readonly db: Sqlite) {
    this.insertManyEvents = new MultiInsert(
      db,
      '"ContractEvent" (positionId, kind, lots, ticks, tickTime, amount, reason, remaining, pnl, fee, journalId, at)',
      12,
      64,
    );
    const insertColumns = [
      'userId',
      'mode',
      'productId',
      'side',
      'status',
      'orderType',
      'limitTicks',
      'lots',
      'entryValue',
      'leverage',
      'margin',
      'reserve',
      'openFee',
      'stopLossTicks',
      'takeProfitTicks',
      'lockedWith',
      'followOf',
      'futuresOrderId',
      'copyOf',
      'contractSize',
      'spreadTicks',
      'feeRate',
      'maintenanceRate',
      'overnightRate',
      'riskFrom',
      'createdAt',
      'openedAt',
    ];
    this.q = {
      insert: db.prepare(
        `INSERT INTO "ContractPosition" (${insertColumns.join(', ')}) VALUES (${insertColumns.map((c) => `@${c}`).join(', ')})`,
      ),
      byId: db.prepare<[number]>(`SELECT * FROM "ContractPosition" WHERE id = ?`).safeIntegers(true),
      // read as an array (no property names to build) with BigInt integers: the risk engine reads one per crossed position
      riskRow: db.prepare<[number]>(`SELECT ${RISK_COLUMNS} FROM "ContractPosition" WHERE id = ?`).safeIntegers(true).raw(true),
      closeFull: db.prepare<[bigint, bigint, bigint, number, string, number, number, string]>(
        `UPDATE "ContractPosition" SET status = 'closed', realizedPnl = ?, closeFee = ?, closeTicks = ?, closeTickTime = ?,
                closeReason = ?, closedAt = ?, stopLossTicks = NULL, takeProfitTicks = NULL
          WHERE id = ? AND status = ?`,
      ),
      open: db
        // (a replay's positions are the replay's: never the live risk engine's nor the overnight fee's)
        .prepare<[]>(
          `SELECT * FROM "ContractPosition" WHERE status IN ('pending', 'holding', 'locked') AND replaySessionId IS NULL ORDER BY id`,
        )
        .safeIntegers(true),
      userOpen: db
        .prepare<[number, string]>(
          `SELECT * FROM "ContractPosition" WHERE userId = ? AND mode = ? AND status IN ('holding', 'locked') ORDER BY id`,
        )
        .safeIntegers(true),
      userHolding: db
        .prepare<[number, string]>(`SELECT * FROM "ContractPosition" WHERE userId = ? AND mode = ? AND status = 'holding' ORDER BY id`)
        .safeIntegers(true),
      userLive: db
        .prepare<[number, string]>(
          `SELECT * FROM "ContractPosition" WHERE userId = ? AND mode = ? AND status IN ('pending', 'holding', 'locked') ORDER BY id`,
        )
        .safeIntegers(true),
      setReplaySession: db.prepare<[number, number]>(`UPDATE "ContractPosition" SET replaySessionId = ? WHERE id = ?`),
      sessionHolding: db
        .prepare<[number]>(`SELECT * FROM "ContractPosition" WHERE replaySessionId = ? AND status = 'holding' ORDER BY id`)
        .safeIntegers(true),
      insertEvent: db.prepare(
        `INSERT INTO "ContractEvent" (positionId, kind, lots, ticks, tickTime, amount, reason, remaining, pnl, fee, journalId, at)
         VALUES (@positionId, @kind, @lots, @ticks, @tickTime, @amount, @reason, @remaining, @pnl, @fee, @journalId, @at)`,
      ),
      events: db.prepare<[number]>(`SELECT * FROM "ContractEvent" WHERE positionId = ? ORDER BY id`).safeIntegers(true),
      event: db.prepare<[number]>(`SELECT * FROM "ContractEvent" WHERE id = ?`).safeIntegers(true),
      copies: db
        .prepare<[number]>(`SELECT * FROM "ContractPosition" WHERE copyOf = ? AND status IN ('holding', 'locked') ORDER BY id`)
        .safeIntegers(true),
      eventCount: db.prepare<[number], { n: number }>(`SELECT COUNT(*) AS n FROM "ContractEvent" WHERE positionId = ?`),
      insertCharge: db.prepare<[number, string, bigint, number, number]>(
        `INSERT INTO "ContractOvernightCharge" (positionId, day, amount, journalId, chargedAt) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      ),
      charged: db.prepare<[number, string], { n: number }>(
        `SELECT COUNT(*) AS n FROM "ContractOvernightCharge" WHERE positionId = ? AND day = ?`,
      ),
      cursor: db.prepare<[], { lastTickTime: number }>(`SELECT lastTickTime FROM "ContractRiskCursor" WHERE id = 1`),
      setCursor: db.prepare<[number]>(
        `INSERT INTO "ContractRiskCursor" (id, lastTickTime) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET lastTickTime = excluded.lastTickTime`,
      ),
      latestTickTime: db.prepare<[], { t: number | null }>(`SELECT MAX(time) AS t FROM "Tick"`),
      ticksAfter: db.prepare<[number, number, number, number], { time: number; ticks: number }>(
        `SELECT time, ticks FROM "Tick" WHERE productId = ? AND time > ? AND time <= ? ORDER BY time LIMIT ?`,
      ),
      settings: db.prepare<[], SettingRow>(
        `SELECT productId, contractSize, lotStep, minLots, maxLots, leverages, spreadTicks, feeRate, maintenanceRate, overnightRate, enabled
           FROM "ContractSetting" ORDER BY productId`,
      ),
      held: db
        .prepare<[number, string], { held: bigint | null }>(
          `SELECT SUM(CASE WHEN status = 'pending' THEN reserve ELSE margin END) AS held FROM "ContractPosition"
            WHERE userId = ? AND mode = ? AND status IN ('pending', 'holding', 'locked')`,
        )
        .safeIntegers(true),
      stats: db
        .prepare<[number, string], { closed: bigint; wins: bigint; pnl: bigint | null; fees: bigint | null }>(
          `SELECT COUNT(*) AS closed, SUM(CASE WHEN realizedPnl - openFee - closeFee - overnightFees > 0 THEN 1 ELSE 0 END) AS wins, SUM(realizedPnl) AS pnl,
                  SUM(openFee + closeFee + overnightFees) AS fees
             FROM "ContractPosition" WHERE userId = ? AND mode = ? AND status = 'closed'`,
        )
        .safeIntegers(true),
    };
  }

  /** Every product's contract settings row. */
  settingRows(): SettingRow[] {
    return this.q.settings.all();
  }

  /** Writes a new position (inside the caller's transaction); returns its id. */
  insert(p: NewPosition): number {
    return Number(this.q.insert.run(p).lastInsertRowid);
  }

  position(id: number): PositionRow | undefined {
    const r = this.q.byId.get(id) as Record<string, unknown> | undefined;
    return r ? positionOf(r) : undefined;
  }

  /** The columns of a position the risk engine needs (riskRow's columns, in their order). */
  riskRow(id: number): RiskRow | undefined {
    const r = this.q.riskRow.get(id) as unknown[] | undefined;
    if (!r) return undefined;
    return {
      id: Number(r[0]),
      userId: Number(r[1]),
      mode: r[2] as RiskRow['mode'],
      productId: Number(r[3]),
      side: r[4] as RiskRow['side'],
      status: r[5] as PositionStatus,
      limitTicks: r[6] as bigint | null,
      lots: r[7] as bigint,
      entryValue: r[8] as bigint,
      margin: r[9] as bigint,
      stopLossTicks: r[10] as bigint | null,
      takeProfitTicks: r[11] as bigint | null,
      contractSize: r[12] as string,
      spreadTicks: r[13] as bigint,
      feeRate: r[14] as string,
      maintenanceRate: r[15] as string,
      riskFrom: Number(r[16]),
      realizedPnl: r[17] as bigint,
      closeFee: r[18] as bigint,
      copyOf: r[19] === null ? null : Number(r[19]),
    };
  }

  /** Marks a position just opened as a replay session's (inside its opening transaction). */
  setReplaySession(id: number, sessionId: number) {
    this.q.setReplaySession.run(sessionId, id);
  }

  /** A replay session's holding positions, oldest first. */
  sessionHolding(sessionId: number): PositionRow[] {
    return (this.q.sessionHolding.all(sessionId) as Record<string, unknown>[]).map(positionOf);
  }

  /** Every live pending, holding or locked position (the risk index and the overnight fee start from them). */
  openPositions(): PositionRow[] {
    return (this.q.open.all() as Record<string, unknown>[]).map(positionOf);
  }

  /** What a user's open positions (margins) and pending orders (reserves) of a mode hold, USDT minor units. */
  held(userId: number, mode: Mode): bigint {
    return this.q.held.get(userId, mode)?.held ?? 0n;
  }

  /** A user's holding and locked positions of a mode. */
  userOpen(userId: number, mode: Mode): PositionRow[] {
    return (this.q.userOpen.all(userId, mode) as Record<string, unknown>[]).map(positionOf);
  }

  userHolding(userId: number, mode: Mode): PositionRow[] {
    return (this.q.userHolding.all(userId, mode) as Record<string, unknown>[]).map(positionOf);
  }

  /** A user's pending orders and holding and locked positions of a mode, oldest first (all that holds money). */
  userLive(userId: number, mode: Mode): PositionRow[] {
    return (this.q.userLive.all(userId, mode) as Record<string, unknown>[]).map(positionOf);
  }

  /** UPDATE statements by the columns they set (a close, a fill, a charge: a handful of shapes). */
  private readonly updates = new Map<string, ReturnType<Sqlite['prepare']>>();

  /** Updates a position's changing columns, only if its status is still `expected` (false: it moved on). */
  update(id: number, expected: PositionStatus, change: PositionChange): boolean {
    const keys = Object.keys(change).join(',');
    let stmt = this.updates.get(keys);
    if (!stmt) {
      const set = Object.keys(change).map((k) => `${k} = @${k}`);
      stmt = this.db.prepare(`UPDATE "ContractPosition" SET ${set.join(', ')} WHERE id = @id AND status = @expected`);
      this.updates.set(keys, stmt);
    }
    return stmt.run({ ...change, id, expected }).changes === 1;
  }

  /** Closes a whole position, only if its status is still `expected` (false: it moved on). */
  closeFull(id: number, expected: PositionStatus, c: FullClose): boolean {
    return (
      this.q.closeFull.run(c.realizedPnl, c.closeFee, c.closeTicks, c.closeTickTime, c.closeReason, c.closedAt, id, expected).changes === 1
    );
  }

  insertEvent(e: EventRow) {
    this.q.insertEvent.run({ pnl: null, fee: null, ...e });
  }

  /** Many events in multi-row INSERTs (a risk chunk's closes). */
  insertEvents(events: EventRow[]) {
    const values: unknown[] = [];
    for (const e of events)
      values.push(
        e.positionId,
        e.kind,
        e.lots,
        e.ticks,
        e.tickTime,
        e.amount,
        e.reason,
        e.remaining,
        e.pnl ?? null,
        e.fee ?? null,
        e.journalId,
        e.at,
      );
    this.insertManyEvents.run(values);
  }

  events(positionId: number): EventRow[] {
    return (this.q.events.all(positionId) as Record<string, unknown>[]).map((r) => withNumbers<EventRow>(r, EVENT_NUMBERS));
  }

  event(id: number): EventRow | undefined {
    const r = this.q.event.get(id) as Record<string, unknown> | undefined;
    return r ? withNumbers<EventRow>(r, EVENT_NUMBERS) : undefined;
  }

  /** A copy subscription's holding and locked copies (decision 103). */
  copies(subscriptionId: number): PositionRow[] {
    return (this.q.copies.all(subscriptionId) as Record<string, unknown>[]).map(positionOf);
  }

  /** How many events a position has: numbers its operations' idempotency keys. */
  eventCount(positionId: number): number {
    return (this.q.eventCount.get(positionId) as { n: number }).n;
  }

  /** Records the (position, day) overnight charge; false when it was charged before. */
  insertCharge(positionId: number, day: string, amount: bigint, journalId: number, at: number): boolean {
    return this.q.insertCharge.run(positionId, day, amount, journalId, at).changes === 1;
  }

  wasCharged(positionId: number, day: string): boolean {
    return (this.q.charged.get(positionId, day) as { n: number }).n > 0;
  }

  cursor(): number | undefined {
    const r = this.q.cursor.get();
    return r === undefined ? undefined : Number(r.lastTickTime);
  }

  setCursor(time: number) {
    this.q.setCursor.run(time);
  }

  latestTickTime(): number | undefined {
    return this.q.latestTickTime.get()?.t ?? undefined;
  }

  /** Recorded ticks of a product with time in (after, upTo], oldest first, at most `limit`. */
  ticksAfter(productId: number, after: number, upTo: number, limit: number) {
    return this.q.ticksAfter.all(productId, after, upTo, limit);
  }

  stats(userId: number, mode: Mode) {
    return this.q.stats.get(userId, mode) as { closed: bigint; wins: bigint | null; pnl: bigint | null; fees: bigint | null };
  }

  /** A user's positions, newest first, optionally of one status, mode and product. */
  page<T>(
    userId: number,
    q: { status?: PositionStatus; mode?: Mode; productId?: number; page?: number; pageSize?: number },
    map: (p: PositionRow) => T,
  ) {
    const query = {
      columns: '*',
      from: `FROM "ContractPosition" WHERE userId = ? AND (CAST(? AS TEXT) IS NULL OR status = ?) AND (CAST(? AS TEXT) IS NULL OR mode = ?) AND (CAST(? AS BIGINT) IS NULL OR productId = ?)`,
      order: 'id DESC',
      params: [userId, q.status ?? null, q.status ?? null, q.mode ?? null, q.mode ?? null, q.productId ?? null, q.productId ?? null],
    };
    return pageOf(this.db, query, q.page, q.pageSize, (r: Record<string, unknown>) => map(positionOf(r)));
  }
}
