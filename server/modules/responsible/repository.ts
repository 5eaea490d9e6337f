// Responsible trading's storage (decision 077): a user's limits and exclusion (one row, none
// until the first setting), every appropriateness submission, and the USDT value of each
// deposit request towards the daily limit. Prepared statements on the raw connection: the
// checks run inside order and deposit transactions.
import type { Sqlite } from '../../db/sqlite.ts';
import type { Limit } from './rules.ts';

export interface SettingRow {
  lossLimit: Limit;
  depositLimit: Limit;
  exclusionUntil: number | null;
}

interface DbRow {
  lossLimit: bigint | null;
  lossPending: bigint | null;
  lossPendingAt: bigint | null;
  depositLimit: bigint | null;
  depositPending: bigint | null;
  depositPendingAt: bigint | null;
  exclusionUntil: bigint | null;
}

const limitOf = (value: bigint | null, pending: bigint | null, at: bigint | null): Limit => ({
  value,
  pending: at === null ? null : { value: pending, at: Number(at) },
});

export const NO_SETTING: SettingRow = {
  lossLimit: { value: null, pending: null },
  depositLimit: { value: null, pending: null },
  exclusionUntil: null,
};

export class ResponsibleRepository {
  private readonly q;

  constructor(db: Sqlite) {
    this.q = {
      setting: db.prepare<[number], DbRow>(`SELECT * FROM "ResponsibleSetting" WHERE userId = ?`).safeIntegers(true),
      upsert: db.prepare(
        `INSERT INTO "ResponsibleSetting" (userId, lossLimit, lossPending, lossPendingAt, depositLimit, depositPending, depositPendingAt, exclusionUntil, updatedAt)
         VALUES (@userId, @lossLimit, @lossPending, @lossPendingAt, @depositLimit, @depositPending, @depositPendingAt, @exclusionUntil, @updatedAt)
         ON CONFLICT (userId) DO UPDATE SET lossLimit = excluded.lossLimit, lossPending = excluded.lossPending, lossPendingAt = excluded.lossPendingAt,
           depositLimit = excluded.depositLimit, depositPending = excluded.depositPending, depositPendingAt = excluded.depositPendingAt,
           exclusionUntil = excluded.exclusionUntil, updatedAt = excluded.updatedAt`,
      ),
      passed: db.prepare<[number], { createdAt: number; version: number }>(
        `SELECT createdAt, version FROM "AppropriatenessCheck" WHERE userId = ? AND passed = TRUE ORDER BY id LIMIT 1`,
      ),
      attempts: db.prepare<[number], { n: number }>(`SELECT COUNT(*) AS n FROM "AppropriatenessCheck" WHERE userId = ?`),
      insertCheck: db.prepare(
        `INSERT INTO "AppropriatenessCheck" (userId, version, answers, passed, createdAt) VALUES (@userId, @version, @answers, @passed, @createdAt)`,
      ),
      depositsSince: db
        .prepare<[number, number], { total: bigint | null }>(
          `SELECT SUM(usdtValue) AS total FROM "ResponsibleDeposit" WHERE userId = ? AND createdAt >= ?`,
        )
        .safeIntegers(true),
      insertDeposit: db.prepare(
        `INSERT INTO "ResponsibleDeposit" (depositId, userId, usdtValue, createdAt) VALUES (@depositId, @userId, @usdtValue, @createdAt)`,
      ),
    };
  }

  setting(userId: number): SettingRow {
    const r = this.q.setting.get(userId);
    if (!r) return NO_SETTING;
    return {
      lossLimit: limitOf(r.lossLimit, r.lossPending, r.lossPendingAt),
      depositLimit: limitOf(r.depositLimit, r.depositPending, r.depositPendingAt),
      exclusionUntil: r.exclusionUntil === null ? null : Number(r.exclusionUntil),
    };
  }

  saveSetting(userId: number, s: SettingRow, now: number) {
    this.q.upsert.run({
      userId,
      lossLimit: s.lossLimit.value,
      lossPending: s.lossLimit.pending?.value ?? null,
      lossPendingAt: s.lossLimit.pending?.at ?? null,
      depositLimit: s.depositLimit.value,
      depositPending: s.depositLimit.pending?.value ?? null,
      depositPendingAt: s.depositLimit.pending?.at ?? null,
      exclusionUntil: s.exclusionUntil,
      updatedAt: now,
    });
  }

  /** The user's first passed check (when, which version), if any. */
  passed(userId: number): { createdAt: number; version: number } | undefined {
    return this.q.passed.get(userId);
  }

  attempts(userId: number): number {
    return this.q.attempts.get(userId)?.n ?? 0;
  }

  insertCheck(c: { userId: number; version: number; answers: string; passed: boolean; createdAt: number }) {
    this.q.insertCheck.run({ ...c, passed: c.passed ? 1 : 0 });
  }

  depositsSince(userId: number, from: number): bigint {
    return this.q.depositsSince.get(userId, from)?.total ?? 0n;
  }

  insertDeposit(d: { depositId: number; userId: number; usdtValue: bigint; createdAt: number }) {
    this.q.insertDeposit.run(d);
  }
}
