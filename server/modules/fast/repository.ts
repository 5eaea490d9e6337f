// The fast module's storage: options, orders and their queue, settlement rows, statistics,
// open stakes, demo resets and guest users, with the row types (derived from the Prisma
// schema) and the mapping from rows. Prepared statements on the synchronous connection: an
// order, its queue entry and its stake's journal are one better-sqlite3 transaction
// (docs/decisions/003-money-write-path.md, 013-fast-escrow-and-settlement-rows.md).
import { MultiInsert } from '../../db/multi-insert.ts';
import { pageOf } from '../../db/paging.ts';
import type { BigRowOf, RowOf } from '../../db/rows.ts';
import type { Sqlite } from '../../db/sqlite.ts';
import { RowCache } from '../../db/store/row-cache.ts';
import type { FastOption, FastOrder, FastSettlement, LedgerAccount } from '../../generated/prisma/client.ts';
import type { Mode } from '../../ledger/ledger.ts';

/** An order with its settlement, if any (the settlement's columns are null while it is open). */
export type FastOrderRow = Omit<RowOf<FastOrder>, 'amount' | 'mode' | 'direction'> & {
  amount: bigint;
  mode: Mode;
  direction: 'up' | 'down';
  status: 'open' | 'settled';
  result: 'win' | 'loss' | 'tie' | null;
  payout: bigint | null;
  settleJournalId: number | null;
} & { [K in 'exitTicks' | 'exitTime' | 'settledAt']: RowOf<FastSettlement>[K] | null };

export type FastOptionRow = BigRowOf<FastOption, 'id' | 'productId' | 'durationSec' | 'profitRate' | 'minAmount' | 'maxAmount'>;

/** A fast option as the money settings page and the fast-option proposal read it (offered or not). */
export interface FastOptionSettingsRow {
  id: number;
  productId: number;
  durationSec: number;
  profitRate: string;
  minAmount: bigint;
  maxAmount: bigint;
  enabled: number;
}
const OPTION_SETTINGS = 'SELECT id, productId, durationSec, profitRate, minAmount, maxAmount, enabled FROM "FastOption"';

/**
 * A condition on a FastOrder `o`: placed no earlier than the oldest open order (a bound for the
 * (userId, id) index: every open order is in the queue, whose orderId index finds its oldest).
 */
export const SINCE_OLDEST_OPEN = `o.id >= (SELECT MIN(orderId) FROM "FastOpenOrder")`;

/** A due order as the settlement query reads it (amount as exact decimal text). */
export type DueRow = [
  id: number,
  userId: number,
  mode: Mode,
  productId: number,
  direction: 'up' | 'down',
  currency: string,
  amount: string,
  profitRate: string,
  entryTicks: number,
  expiresAt: number,
];

/** A settled order's row in FastSettlement. */
export interface SettlementRow {
  orderId: number;
  result: 'win' | 'loss' | 'tie';
  exitTicks: number;
  exitTime: number;
  payout: bigint;
  settledAt: number;
  journalId: number;
}

export type GuestAccount = BigRowOf<LedgerAccount, 'currency' | 'balance'> & { kind: 'available' | 'frozen'; mode: Mode };

export interface NewFastOrder {
  userId: number;
  mode: Mode;
  productId: number;
  direction: 'up' | 'down';
  currency: string;
  amount: bigint;
  durationSec: number;
  profitRate: string;
  entryTicks: number;
  entryTime: number;
  expiresAt: number;
  createdAt: number;
  /** The replay session it is placed in (decision 105): never queued, the replay settles it. Null or absent: a live order. */
  replaySessionId?: number | null;
}

/** An order with its settlement, if any: `FROM ${ORDERS}` then `SELECT ${COLUMNS}`. */
const ORDERS = `"FastOrder" o LEFT JOIN "FastSettlement" s ON s.orderId = o.id`;
const COLUMNS = `o.id, o.userId, o.mode, o.productId, o.direction, o.currency, o.amount, o.durationSec, o.profitRate, o.entryTicks,
  o.entryTime, o.expiresAt, CASE WHEN s.orderId IS NULL THEN 'open' ELSE 'settled' END AS status, s.result, s.exitTicks,
  s.exitTime, s.payout, s.settledAt, s.journalId AS settleJournalId, o.createdAt, o.replaySessionId`;

/** An order row read with BigInt integers, with the ids and times as numbers and the amounts as bigints. */
function orderOf(r: Record<string, unknown>): FastOrderRow {
  const n = (v: unknown) => (v === null ? null : Number(v));
  return {
    ...(r as unknown as FastOrderRow),
    id: Number(r.id),
    userId: Number(r.userId),
    productId: Number(r.productId),
    durationSec: Number(r.durationSec),
    entryTicks: Number(r.entryTicks),
    entryTime: Number(r.entryTime),
    expiresAt: Number(r.expiresAt),
    exitTicks: n(r.exitTicks),
    exitTime: n(r.exitTime),
    settledAt: n(r.settledAt),
    settleJournalId: n(r.settleJournalId),
    createdAt: Number(r.createdAt),
    replaySessionId: n(r.replaySessionId),
    amount: BigInt(r.amount as bigint),
    payout: r.payout === null ? null : BigInt(r.payout as bigint),
  };
}

/** What an order reads of its option (order.ts's FastOrderOption). */
type OfferedOption = Pick<FastOptionRow, 'profitRate' | 'minAmount' | 'maxAmount'>;

export class FastRepository {
  private readonly q;
  private readonly insertSettlements: MultiInsert;

  /** Offered options by `productId:durationSec` (SQLite only; dropped when the option or its product is written). */
  private readonly optionCopies: RowCache<string, OfferedOption> | undefined;

  constructor(private readonly db: Sqlite) {
    this.optionCopies = RowCache.on<string, OfferedOption>(db, 1024);
    const dropProduct = (productId: unknown) =>
      [...(this.optionCopies?.entries() ?? [])].filter(([k]) => k.startsWith(`${productId}:`)).map(([k]) => k);
    this.optionCopies?.dropOnWrite('FastOption', 'productId', dropProduct);
    this.optionCopies?.dropOnWrite('Product', 'id', dropProduct);
    this.insertSettlements = new MultiInsert(
      db,
      '"FastSettlement" (orderId, result, exitTicks, exitTime, payout, settledAt, journalId)',
      7,
      128,
    );
    this.q = {
      options: db
        .prepare<[], FastOptionRow>(
          `SELECT id, productId, durationSec, profitRate, minAmount, maxAmount FROM "FastOption" WHERE enabled = TRUE AND productId IN (SELECT id FROM "Product" WHERE enabled = TRUE) ORDER BY productId, durationSec`,
        )
        .safeIntegers(true),
      option: db
        .prepare<[number, number], Pick<FastOptionRow, 'profitRate' | 'minAmount' | 'maxAmount'>>(
          // EXISTS looks the one product up by its key; `IN (SELECT ...)` scanned every product
          // into a list on each call (6 against 15–20 µs an order, measured alone)
          `SELECT o.profitRate, o.minAmount, o.maxAmount FROM "FastOption" o
            WHERE o.productId = ? AND o.durationSec = ? AND o.enabled = TRUE
              AND EXISTS (SELECT 1 FROM "Product" p WHERE p.id = o.productId AND p.enabled = TRUE)`,
        )
        .safeIntegers(true),
      settingsOptions: db.prepare<[], FastOptionSettingsRow>(`${OPTION_SETTINGS} ORDER BY productId, durationSec`).safeIntegers(true),
      settingsOption: db.prepare<[number], FastOptionSettingsRow>(`${OPTION_SETTINGS} WHERE id = ?`).safeIntegers(true),
      updateOption: db.prepare<[string, bigint, bigint, number, number]>(
        'UPDATE "FastOption" SET profitRate = ?, minAmount = ?, maxAmount = ?, enabled = ? WHERE id = ?',
      ),
      fastProducts: db.prepare<[], { id: number; symbol: string; name: string; enabled: number }>(
        `SELECT id, symbol, name, enabled FROM "Product" WHERE tradeModes LIKE '%fast%' ORDER BY sort, id`,
      ),
      insert: db.prepare(
        `INSERT INTO "FastOrder" (userId, mode, productId, direction, currency, amount, durationSec, profitRate, entryTicks, entryTime, expiresAt, createdAt, replaySessionId)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      enqueue: db.prepare<[number, number]>(`INSERT INTO "FastOpenOrder" (expiresAt, orderId) VALUES (?, ?)`),
      byId: db.prepare(`SELECT ${COLUMNS} FROM ${ORDERS} WHERE o.id = ?`).safeIntegers(true),
      // the settlement hot path reads only what deciding needs, as arrays (a JS object per
      // row with every column cost more than the rest of settling): see DueRow
      due: db
        .prepare(
          `SELECT o.id, o.userId, o.mode, o.productId, o.direction, o.currency, CAST(o.amount AS TEXT), o.profitRate, o.entryTicks, q.expiresAt
             FROM "FastOpenOrder" q JOIN "FastOrder" o ON o.id = q.orderId
            WHERE q.expiresAt <= ? ORDER BY q.expiresAt, q.orderId LIMIT ?`,
        )
        .raw(),
      // a replay session's open orders expired at its replay time (never queued: decision 105)
      sessionDue: db
        .prepare(
          `SELECT o.id, o.userId, o.mode, o.productId, o.direction, o.currency, CAST(o.amount AS TEXT), o.profitRate, o.entryTicks, o.expiresAt
             FROM "FastOrder" o
            WHERE o.replaySessionId = ? AND o.expiresAt <= ? AND NOT EXISTS (SELECT 1 FROM "FastSettlement" s WHERE s.orderId = o.id)
            ORDER BY o.expiresAt, o.id`,
        )
        .raw(),
      // a stretch of the queue, first and last entry included
      dequeue: db.prepare<[number, number, number, number]>(
        `DELETE FROM "FastOpenOrder" WHERE (expiresAt, orderId) >= (?, ?) AND (expiresAt, orderId) <= (?, ?)`,
      ),
      latestTick: db.prepare<[number], { time: number }>('SELECT time FROM "Tick" WHERE productId = ? ORDER BY time DESC LIMIT 1'),
      stats: db
        .prepare<[number, string], { result: string; n: bigint; staked: bigint; paid: bigint }>(
          `SELECT s.result, COUNT(*) AS n, SUM(o.amount) AS staked, SUM(s.payout) AS paid
             FROM "FastOrder" o JOIN "FastSettlement" s ON s.orderId = o.id WHERE o.userId = ? AND o.mode = ? GROUP BY s.result`,
        )
        .safeIntegers(true),
      // every open order is in the queue, so none is older than the queue's oldest: the
      // (userId, id) index bounds the read to the user's orders from that one on (decision 113)
      openStakes: db
        .prepare<[number, string], { currency: string; amount: bigint }>(
          `SELECT o.currency, SUM(o.amount) AS amount FROM "FastOrder" o
            WHERE o.userId = ? AND o.mode = ? AND ${SINCE_OLDEST_OPEN}
              AND EXISTS (SELECT 1 FROM "FastOpenOrder" q WHERE q.orderId = o.id)
            GROUP BY o.currency`,
        )
        .safeIntegers(true),
      // earlier resets: a range of the idempotency-key index (';' follows ':')
      demoResets: db.prepare<[string, string], { n: number }>(
        `SELECT COUNT(*) AS n FROM "LedgerJournal" WHERE idempotencyKey >= ? AND idempotencyKey < ?`,
      ),

      insertGuest: db.prepare<[string, number]>(
        `INSERT INTO "User" (role, status, passwordHash, inviteCode, createdAt) VALUES ('guest', 'active', '!', ?, ?)`,
      ),
      // guests whose newest unrevoked session ended before the cutoff (or that have none),
      // without open fast orders (their stakes are in escrow until they settle)
      expiredGuests: db.prepare<[number, number], { id: number }>(
        `SELECT u.id FROM "User" u
          WHERE u.role = 'guest'
            AND NOT EXISTS (SELECT 1 FROM "Session" s WHERE s.userId = u.id AND s.revokedAt IS NULL AND s.expiresAt > ?)
            AND NOT EXISTS (SELECT 1 FROM "FastOrder" o JOIN "FastOpenOrder" q ON q.orderId = o.id WHERE o.userId = u.id AND ${SINCE_OLDEST_OPEN})
            AND NOT EXISTS (SELECT 1 FROM "ContractPosition" c WHERE c.userId = u.id AND c.status IN ('pending', 'holding', 'locked'))
            AND NOT EXISTS (SELECT 1 FROM "ReplaySession" r WHERE r.userId = u.id AND r.status = 'active')
          ORDER BY u.id LIMIT ?`,
      ),
      // guests whose session ended before the cutoff with replays still active (ended first: decision 106)
      lapsedReplaying: db.prepare<[number, number], { id: number }>(
        `SELECT u.id FROM "User" u
          WHERE u.role = 'guest'
            AND NOT EXISTS (SELECT 1 FROM "Session" s WHERE s.userId = u.id AND s.revokedAt IS NULL AND s.expiresAt > ?)
            AND EXISTS (SELECT 1 FROM "ReplaySession" r WHERE r.userId = u.id AND r.status = 'active')
          ORDER BY u.id LIMIT ?`,
      ),
      guestAccounts: db
        .prepare<[number], GuestAccount>(`SELECT currency, kind, mode, balance FROM "LedgerAccount" WHERE userId = ? AND balance != 0`)
        .safeIntegers(true),
      deleteSettlements: db.prepare<[number]>(
        `DELETE FROM "FastSettlement" WHERE orderId IN (SELECT id FROM "FastOrder" WHERE userId = ?)`,
      ),
      deleteOrders: db.prepare<[number]>(`DELETE FROM "FastOrder" WHERE userId = ?`),
      // (only finished contract positions are left: guests with open ones are not expired)
      deleteContractEvents: db.prepare<[number]>(
        `DELETE FROM "ContractEvent" WHERE positionId IN (SELECT id FROM "ContractPosition" WHERE userId = ?)`,
      ),
      deleteContractCharges: db.prepare<[number]>(
        `DELETE FROM "ContractOvernightCharge" WHERE positionId IN (SELECT id FROM "ContractPosition" WHERE userId = ?)`,
      ),
      deleteContractPositions: db.prepare<[number]>(`DELETE FROM "ContractPosition" WHERE userId = ?`),
      // (their replays have ended: guests with active ones are not expired)
      deleteReplaySessions: db.prepare<[number]>(`DELETE FROM "ReplaySession" WHERE userId = ?`),
      // a guest follows into demo (copy trading, decision 103): their subscriptions and jobs go with their copies
      deleteCopyJobs: db.prepare<[number]>(
        `DELETE FROM "CopyJob" WHERE subscriptionId IN (SELECT id FROM "CopySubscription" WHERE followerId = ?)`,
      ),
      deleteCopySubscriptions: db.prepare<[number]>(`DELETE FROM "CopySubscription" WHERE followerId = ?`),
      deleteSessions: db.prepare<[number]>(`DELETE FROM "Session" WHERE userId = ?`),
      // a guest's messages (a price alert's): the user row's delete would otherwise leave them
      // without an owner, that is as broadcasts to everyone (Message.userId is SET NULL)
      deleteMessages: db.prepare<[number]>(`DELETE FROM "Message" WHERE userId = ?`),
      deleteMessageReads: db.prepare<[number]>(`DELETE FROM "MessageRead" WHERE userId = ?`),
      deleteGuest: db.prepare<[number]>(`DELETE FROM "User" WHERE id = ? AND role = 'guest'`),
    };
  }

  // ---------------------------------------------------------------- option settings (back office)
  /** Every fast option, offered or not (the money settings page). */
  settingsOptions(): FastOptionSettingsRow[] {
    return this.q.settingsOptions.all().map(optionSettingsOf);
  }

  settingsOption(id: number): FastOptionSettingsRow | undefined {
    const r = this.q.settingsOption.get(id);
    return r && optionSettingsOf(r);
  }

  /** An approved fast-option proposal's change. */
  updateOption(id: number, o: { profitRate: string; minAmount: bigint; maxAmount: bigint; enabled: boolean }) {
    this.q.updateOption.run(o.profitRate, o.minAmount, o.maxAmount, o.enabled ? 1 : 0, id);
  }

  /** The products fast trading offers, enabled or not, in the list's order. */
  fastProducts() {
    return this.q.fastProducts.all();
  }

  // ---------------------------------------------------------------- options and orders
  options(): FastOptionRow[] {
    return this.q.options.all();
  }

  /**
   * The option an order names, while offered (from memory on SQLite: a read outside a transaction
   * takes the WAL's read lock, a tenth of an order's main thread; a write to the option or its
   * product drops the copies, decision 108).
   */
  option(productId: number, durationSec: number): OfferedOption | undefined {
    const key = `${productId}:${durationSec}`;
    const kept = this.optionCopies?.get(key);
    if (kept) return kept;
    const row = this.q.option.get(productId, durationSec);
    if (row) this.optionCopies?.set(key, row);
    return row;
  }

  /** Writes the order and, for a live order, its queue entry (inside the caller's transaction); returns its id. */
  insertOrder(o: NewFastOrder): number {
    const id = Number(
      this.q.insert.run(
        o.userId,
        o.mode,
        o.productId,
        o.direction,
        o.currency,
        o.amount,
        o.durationSec,
        o.profitRate,
        o.entryTicks,
        o.entryTime,
        o.expiresAt,
        o.createdAt,
        o.replaySessionId ?? null,
      ).lastInsertRowid,
    );
    if (o.replaySessionId == null) this.q.enqueue.run(o.expiresAt, id);
    return id;
  }

  order(id: number): FastOrderRow | undefined {
    const row = this.q.byId.get(id) as Record<string, unknown> | undefined;
    return row ? orderOf(row) : undefined;
  }

  /** A user's orders, newest first, optionally only open or settled ones and of one mode. */
  orderPage<T>(
    userId: number,
    q: { status?: 'open' | 'settled'; mode?: Mode; page?: number; pageSize?: number },
    map: (o: FastOrderRow) => T,
  ) {
    const query = {
      columns: COLUMNS,
      from: `FROM ${ORDERS} WHERE o.userId = ? AND (CAST(? AS TEXT) IS NULL OR (s.orderId IS NULL) = (CAST(? AS TEXT) = 'open')) AND (CAST(? AS TEXT) IS NULL OR o.mode = ?)`,
      order: 'o.id DESC',
      params: [userId, q.status ?? null, q.status ?? null, q.mode ?? null, q.mode ?? null],
    };
    return pageOf(this.db, query, q.page, q.pageSize, (r: Record<string, unknown>) => map(orderOf(r)));
  }

  /** Settled orders per result: count, stakes and payouts. */
  stats(userId: number, mode: Mode) {
    return this.q.stats.all(userId, mode);
  }

  /** Minor units staked in the user's open orders, per currency (currencies with none are absent). */
  openStakes(userId: number, mode: Mode): Map<string, bigint> {
    return new Map(this.q.openStakes.all(userId, mode).map((r) => [r.currency, r.amount]));
  }

  // ---------------------------------------------------------------- settlement
  /** Up to `limit` queued orders expired at `now`, in queue order. */
  due(now: number, limit: number): DueRow[] {
    return this.q.due.all(now, limit) as DueRow[];
  }

  /** A replay session's open orders expired at `upTo` (its replay time), by expiry. */
  sessionDue(sessionId: number, upTo: number): DueRow[] {
    return this.q.sessionDue.all(sessionId, upTo) as DueRow[];
  }

  /** Time of the newest recorded tick of a product. */
  latestTickTime(productId: number): number | undefined {
    return this.q.latestTick.get(productId)?.time;
  }

  insertSettlementRows(rows: SettlementRow[]) {
    const values: unknown[] = [];
    for (const r of rows) values.push(r.orderId, r.result, r.exitTicks, r.exitTime, r.payout, r.settledAt, r.journalId);
    this.insertSettlements.run(values);
  }

  /** Takes a stretch of the queue (first and last entry included) off it; returns how many left. */
  dequeue(first: DueRow, last: DueRow): number {
    return this.q.dequeue.run(first[9], first[0], last[9], last[0]).changes;
  }

  // ---------------------------------------------------------------- demo and guests
  /** How many demo resets the user made. */
  demoResets(userId: number): number {
    return (this.q.demoResets.get(`demo-reset:${userId}:`, `demo-reset:${userId};`) as { n: number }).n;
  }

  insertGuest(inviteCode: string, now: number): number {
    return Number(this.q.insertGuest.run(inviteCode, now).lastInsertRowid);
  }

  expiredGuests(cutoff: number, limit: number): number[] {
    return this.q.expiredGuests.all(cutoff, limit).map((r) => Number(r.id));
  }

  /** Guests whose session ended before the cutoff that still have active replays. */
  lapsedReplaying(cutoff: number, limit: number): number[] {
    return this.q.lapsedReplaying.all(cutoff, limit).map((r) => Number(r.id));
  }

  /** A guest's ledger accounts holding money. */
  guestAccounts(userId: number): GuestAccount[] {
    return this.q.guestAccounts.all(userId);
  }

  /** Deletes a guest with its orders, settlements, finished contract positions, ended replays, sessions and messages (in the caller's transaction); false: not a guest. */
  deleteGuest(userId: number): boolean {
    this.q.deleteSettlements.run(userId);
    this.q.deleteOrders.run(userId);
    this.q.deleteContractEvents.run(userId);
    this.q.deleteContractCharges.run(userId);
    this.q.deleteContractPositions.run(userId);
    this.q.deleteReplaySessions.run(userId);
    this.q.deleteCopyJobs.run(userId);
    this.q.deleteCopySubscriptions.run(userId);
    this.q.deleteSessions.run(userId);
    this.q.deleteMessageReads.run(userId);
    this.q.deleteMessages.run(userId);
    return this.q.deleteGuest.run(userId).changes === 1;
  }
}

/** A fast option read with BigInt integers: its ids and duration as numbers, its stakes as bigint. */
function optionSettingsOf(r: FastOptionSettingsRow): FastOptionSettingsRow {
  return { ...r, id: Number(r.id), productId: Number(r.productId), durationSec: Number(r.durationSec), enabled: Number(r.enabled) };
}
