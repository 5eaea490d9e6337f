// The bonuses' SQL (issue 17.5, docs/decisions/048-bonuses.md): settings, grants (one per user
// and kind: the unique index), and the user's real-mode trades in USDT since a time, read from
// the trading modules' own rows (fast orders and settlements, contract fills and closes, spot
// fills of USDT markets) without touching them.
import type { BonusGrant, BonusSetting } from '../../generated/prisma/client.ts';
import { pageOf } from '../../db/paging.ts';
import type { BigRowOf } from '../../db/rows.ts';
import type { Sqlite } from '../../db/sqlite.ts';
import { ACCOUNT_COLUMN, customerMatch } from '../../db/customers.ts';

export type BonusGrantRow = BigRowOf<BonusGrant>;
export type BonusSettingRow = BigRowOf<BonusSetting>;

/** A contract fill (open or add) as the notional needs it. */
export interface ContractFillRow {
  at: number;
  openedAt: number;
  productId: number;
  lots: bigint;
  ticks: bigint;
  contractSize: string;
}

export interface GrantFilter {
  kind?: string;
  state?: string;
  user?: string;
}

const num = (v: unknown) => Number(v);

export class BonusRepository {
  private readonly q;

  constructor(private readonly db: Sqlite) {
    this.q = {
      settings: db.prepare<[], BonusSettingRow>('SELECT * FROM "BonusSetting"').safeIntegers(true),
      upsertSetting: db.prepare<[string, bigint, number, number, number, number]>(
        `INSERT INTO "BonusSetting" (kind, amount, turnoverMultiple, expiryDays, enabled, updatedAt) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (kind) DO UPDATE SET amount = excluded.amount, turnoverMultiple = excluded.turnoverMultiple,
           expiryDays = excluded.expiryDays, enabled = excluded.enabled, updatedAt = excluded.updatedAt`,
      ),
      insertGrant: db.prepare<[number, string, bigint, number, number, number]>(
        `INSERT INTO "BonusGrant" (userId, kind, amount, turnoverMultiple, grantedAt, expiresAt, journalId)
         VALUES (?, ?, ?, ?, ?, ?, 0) ON CONFLICT (userId, kind) DO NOTHING`,
      ),
      setJournal: db.prepare<[number, number]>('UPDATE "BonusGrant" SET journalId = ? WHERE id = ?'),
      grantsOf: db
        .prepare<[number], BonusGrantRow>('SELECT * FROM "BonusGrant" WHERE userId = ? ORDER BY grantedAt, id')
        .safeIntegers(true),
      grant: db.prepare<[number], BonusGrantRow>('SELECT * FROM "BonusGrant" WHERE id = ?').safeIntegers(true),
      usersWithActive: db
        .prepare<[], { userId: bigint }>(`SELECT DISTINCT userId FROM "BonusGrant" WHERE status = 'active'`)
        .safeIntegers(true),
      settle: db.prepare<[string, number, bigint, bigint, number | null, number]>(
        `UPDATE "BonusGrant" SET status = ?, settledAt = ?, settledAmount = ?, reclaimed = ?, reclaimJournalId = ?
          WHERE id = ? AND status = 'active'`,
      ),
      // a recorded incoming transfer is a deposit too; one that answered a claim is counted by its claim (decision 091)
      approvedDeposits: db.prepare<[number, number], { n: number }>(
        `SELECT (SELECT COUNT(*) FROM "Deposit" WHERE userId = ? AND status = 'success')
              + (SELECT COUNT(*) FROM "IncomingTransfer" WHERE userId = ? AND mode = 'real' AND status = 'credited' AND depositId IS NULL) AS n`,
      ),
      fast: db
        .prepare<[number, number], { created: bigint; stake: bigint; settledAt: bigint | null; payout: bigint | null }>(
          `SELECT o.createdAt AS created, o.amount AS stake, s.settledAt, s.payout
             FROM "FastOrder" o LEFT JOIN "FastSettlement" s ON s.orderId = o.id
            WHERE o.userId = ? AND o.mode = 'real' AND o.currency = 'USDT' AND o.createdAt >= ?`,
        )
        .safeIntegers(true),
      contractFills: db
        .prepare<[number, number], { at: bigint; openedAt: bigint; productId: bigint; lots: bigint; ticks: bigint; contractSize: string }>(
          `SELECT e.at, c.createdAt AS openedAt, c.productId, e.lots, e.ticks, c.contractSize
             FROM "ContractEvent" e JOIN "ContractPosition" c ON c.id = e.positionId
            WHERE c.userId = ? AND c.mode = 'real' AND e.kind IN ('open', 'add') AND c.createdAt >= ?`,
        )
        .safeIntegers(true),
      contractCloses: db
        .prepare<[number, number], { at: bigint; openedAt: bigint; result: bigint }>(
          `SELECT closedAt AS at, createdAt AS openedAt, realizedPnl - openFee - closeFee - overnightFees AS result FROM "ContractPosition"
            WHERE userId = ? AND mode = 'real' AND status = 'closed' AND createdAt >= ?`,
        )
        .safeIntegers(true),
      spotFills: db
        .prepare<[number, number], { at: bigint; openedAt: bigint; value: bigint; fee: bigint }>(
          `SELECT t.at, o.createdAt AS openedAt, t.value, CASE WHEN o.id = t.makerOrderId THEN t.makerFee ELSE t.takerFee END AS fee
             FROM "SpotOrder" o JOIN "SpotMarket" m ON m.id = o.marketId
             JOIN "SpotTrade" t ON t.makerOrderId = o.id OR t.takerOrderId = o.id
            WHERE o.userId = ? AND o.mode = 'real' AND m.quote = 'USDT' AND o.createdAt >= ?`,
        )
        .safeIntegers(true),
    };
  }

  settings(): BonusSettingRow[] {
    return this.q.settings.all();
  }

  upsertSetting(s: { kind: string; amount: bigint; turnoverMultiple: number; expiryDays: number; enabled: boolean; updatedAt: number }) {
    this.q.upsertSetting.run(s.kind, s.amount, s.turnoverMultiple, s.expiryDays, s.enabled ? 1 : 0, s.updatedAt);
  }

  /** Inserts the user's grant of a kind: its id, or undefined when the user already has one (the unique index). */
  insertGrant(g: { userId: number; kind: string; amount: bigint; turnoverMultiple: number; grantedAt: number; expiresAt: number }) {
    const r = this.q.insertGrant.run(g.userId, g.kind, g.amount, g.turnoverMultiple, g.grantedAt, g.expiresAt);
    return r.changes === 1 ? Number(r.lastInsertRowid) : undefined;
  }

  setJournal(grantId: number, journalId: number) {
    this.q.setJournal.run(journalId, grantId);
  }

  grantsOf(userId: number): BonusGrantRow[] {
    return this.q.grantsOf.all(userId);
  }

  grant(id: number): BonusGrantRow | undefined {
    return this.q.grant.get(id);
  }

  usersWithActiveGrants(): number[] {
    return this.q.usersWithActive.all().map((r) => Number(r.userId));
  }

  /** Writes an active grant's end; false when it was no longer active. */
  settle(
    id: number,
    s: { status: 'unlocked' | 'expired' | 'forfeited'; at: number; amount: bigint; reclaimed: bigint; journalId: number | null },
  ): boolean {
    return this.q.settle.run(s.status, s.at, s.amount, s.reclaimed, s.journalId, id).changes === 1;
  }

  approvedDeposits(userId: number): number {
    return Number(this.q.approvedDeposits.get(userId, userId)?.n ?? 0);
  }

  /** Real-mode USDT fast orders placed at or after `since`, with their settlement. */
  fastOrders(userId: number, since: number) {
    return this.q.fast.all(userId, since).map((r) => ({
      created: num(r.created),
      stake: r.stake,
      settledAt: r.settledAt === null ? null : num(r.settledAt),
      payout: r.payout,
    }));
  }

  /** Fills of real-mode contract positions opened at or after `since`. */
  contractFills(userId: number, since: number): ContractFillRow[] {
    return this.q.contractFills
      .all(userId, since)
      .map((r) => ({ ...r, at: num(r.at), openedAt: num(r.openedAt), productId: num(r.productId) }));
  }

  /** Real-mode contract positions opened at or after `since` and closed, with their net result (P/L less every fee). */
  contractCloses(userId: number, since: number) {
    return this.q.contractCloses.all(userId, since).map((r) => ({ at: num(r.at), openedAt: num(r.openedAt), result: r.result }));
  }

  /** The user's side of real-mode fills of USDT-quoted spot orders placed at or after `since`: value and fee. */
  spotFills(userId: number, since: number) {
    return this.q.spotFills.all(userId, since).map((r) => ({ at: num(r.at), openedAt: num(r.openedAt), value: r.value, fee: r.fee }));
  }

  /** Every grant, newest first, by kind, stored status and customer. */
  page<T>(
    f: GrantFilter,
    page: number | undefined,
    pageSize: number | undefined,
    map: (g: BonusGrantRow & { account: string | null }) => T,
  ) {
    const customer = customerMatch(f.user);
    const from = `FROM "BonusGrant" g JOIN "User" u ON u.id = g.userId
      WHERE (CAST(? AS TEXT) IS NULL OR g.kind = ?) AND (CAST(? AS TEXT) IS NULL OR g.status = ?) AND ${customer.sql}`;
    const params = [...[f.kind, f.state].flatMap((v) => [v ?? null, v ?? null]), ...customer.params];
    return pageOf(this.db, { columns: `g.*, ${ACCOUNT_COLUMN}`, from, order: 'g.id DESC', params }, page, pageSize, map);
  }
}
