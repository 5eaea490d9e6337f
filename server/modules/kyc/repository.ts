// The SQL of certification (issue 17.1, decision 043): submissions per (user, tier), the
// document numbers claimed on the platform (by keyed hash; the primary key makes each one
// one account's), and the tier-limit check of each withdrawal with the day's and month's
// sums it is measured against.
import type { KycSubmission } from '../../generated/prisma/client.ts';
import { pageOf } from '../../db/paging.ts';
import type { RowOf } from '../../db/rows.ts';
import type { Sqlite } from '../../db/sqlite.ts';
import { ACCOUNT_COLUMN } from '../../db/customers.ts';
import type { KycLevel } from '../../../shared/kyc.ts';

export type KycRow = RowOf<KycSubmission>;
export type StaffKycRow = KycRow & { account: string | null };

export interface NewJunior {
  userId: number;
  idType: string;
  realName: string;
  docHash: string;
  docMasked: string;
  /** The number sealed for compliance's audited view (decision 070). */
  docSealed: string;
  createdAt: number;
}

export interface NewAdvanced {
  userId: number;
  frontUploadId: number;
  backUploadId: number;
  handUploadId: number;
  createdAt: number;
}

export interface KycQueueFilter {
  status?: string;
  tier?: string;
  userId?: number;
}

const COLUMNS = `k.id, k.userId, k.tier, k.status, k.idType, k.realName, k.docHash, k.docMasked, k.docSealed, k.frontUploadId, k.backUploadId,
  k.handUploadId, k.rejectReason, k.reviewedBy, k.reviewedAt, k.createdAt`;

export class KycRepository {
  private readonly q;

  constructor(private readonly db: Sqlite) {
    this.q = {
      latest: db.prepare<[number, string], KycRow>(
        `SELECT ${COLUMNS} FROM "KycSubmission" k WHERE k.userId = ? AND k.tier = ? ORDER BY k.id DESC LIMIT 1`,
      ),
      byId: db.prepare<[number], StaffKycRow>(
        `SELECT ${COLUMNS}, ${ACCOUNT_COLUMN} FROM "KycSubmission" k JOIN "User" u ON u.id = k.userId WHERE k.id = ?`,
      ),
      insertJunior: db.prepare<[NewJunior]>(
        `INSERT INTO "KycSubmission" (userId, tier, status, idType, realName, docHash, docMasked, docSealed, createdAt)
         VALUES (@userId, 'junior', 'authenticating', @idType, @realName, @docHash, @docMasked, @docSealed, @createdAt)`,
      ),
      insertAdvanced: db.prepare<[NewAdvanced]>(
        `INSERT INTO "KycSubmission" (userId, tier, status, frontUploadId, backUploadId, handUploadId, createdAt)
         VALUES (@userId, 'advanced', 'authenticating', @frontUploadId, @backUploadId, @handUploadId, @createdAt)`,
      ),
      documentOwner: db.prepare<[string], { userId: number }>('SELECT userId FROM "KycDocument" WHERE docHash = ?'),
      claimDocument: db.prepare<[string, number, number, number]>(
        'INSERT INTO "KycDocument" (docHash, userId, submissionId, createdAt) VALUES (?, ?, ?, ?)',
      ),
      moveDocument: db.prepare<[number, string, number]>('UPDATE "KycDocument" SET submissionId = ? WHERE docHash = ? AND userId = ?'),
      releaseDocument: db.prepare<[number]>('DELETE FROM "KycDocument" WHERE submissionId = ?'),
      review: db.prepare<[string, string, number | null, number, number]>(
        `UPDATE "KycSubmission" SET status = ?, rejectReason = ?, reviewedBy = ?, reviewedAt = ?
         WHERE id = ? AND status = 'authenticating'`,
      ),
      authenticated: db.prepare<[number], { tier: string }>(
        `SELECT DISTINCT tier FROM "KycSubmission" WHERE userId = ? AND status = 'authenticated'`,
      ),
      insertCheck: db.prepare<
        [{ withdrawalId: number; userId: number; tier: string; usdtValue: bigint; overLimit: number; createdAt: number }]
      >(
        `INSERT INTO "KycWithdrawalCheck" (withdrawalId, userId, tier, usdtValue, overLimit, createdAt)
         VALUES (@withdrawalId, @userId, @tier, @usdtValue, @overLimit, @createdAt)`,
      ),
      // what the user's withdrawals since `from` take of their limit: all but the rejected and failed ones (returned money)
      usedSince: db
        .prepare<[number, number], { used: bigint | null }>(
          `SELECT SUM(c.usdtValue) AS used FROM "KycWithdrawalCheck" c JOIN "Withdrawal" w ON w.id = c.withdrawalId
           WHERE c.userId = ? AND c.createdAt >= ? AND w.status NOT IN ('rejected', 'failed')`,
        )
        .safeIntegers(true),
      check: db.prepare<[number], { tier: string; usdtValue: number; overLimit: number }>(
        'SELECT tier, usdtValue, overLimit FROM "KycWithdrawalCheck" WHERE withdrawalId = ?',
      ),
    };
  }

  /** The latest submission of a user's tier (its state), if any. */
  latest(userId: number, tier: KycLevel): KycRow | undefined {
    return this.q.latest.get(userId, tier);
  }

  byId(id: number): StaffKycRow | undefined {
    return this.q.byId.get(id);
  }

  /** The tiers a user has authenticated. */
  authenticatedTiers(userId: number): Set<string> {
    return new Set(this.q.authenticated.all(userId).map((r) => r.tier));
  }

  /** Who holds a document number (by its keyed hash), if anyone. */
  documentOwner(docHash: string): number | undefined {
    return this.q.documentOwner.get(docHash)?.userId;
  }

  /**
   * A junior submission with its document number claimed (call inside a transaction): the
   * number's row is created, or moved to this submission when the user already holds it; a
   * number another account holds makes the insert fail (the caller has checked first).
   */
  insertJunior(row: NewJunior): number {
    const id = Number(this.q.insertJunior.run(row).lastInsertRowid);
    if (this.q.moveDocument.run(id, row.docHash, row.userId).changes === 0)
      this.q.claimDocument.run(row.docHash, row.userId, id, row.createdAt);
    return id;
  }

  insertAdvanced(row: NewAdvanced): number {
    return Number(this.q.insertAdvanced.run(row).lastInsertRowid);
  }

  /** false: the submission was reviewed meanwhile. A rejected junior submission gives its number back. */
  review(id: number, to: 'authenticated' | 'rejected', reason: string, staffId: number | null, now: number): boolean {
    if (this.q.review.run(to, reason, staffId, now, id).changes !== 1) return false;
    if (to === 'rejected') this.q.releaseDocument.run(id);
    return true;
  }

  /** A page of the queue, newest first (integers read as bigints: `map` converts). */
  queue<T>(filter: KycQueueFilter, page: number | undefined, pageSize: number | undefined, map: (r: StaffKycRow) => T) {
    const where: string[] = [];
    const params: unknown[] = [];
    for (const [column, value] of [
      ['k.status', filter.status],
      ['k.tier', filter.tier],
      ['k.userId', filter.userId],
    ] as const) {
      if (value === undefined) continue;
      where.push(`${column} = ?`);
      params.push(value);
    }
    const from = `FROM "KycSubmission" k JOIN "User" u ON u.id = k.userId${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`;
    return pageOf(this.db, { columns: `${COLUMNS}, ${ACCOUNT_COLUMN}`, from, order: 'k.id DESC', params }, page, pageSize, map);
  }

  /** USDT minor units the user's withdrawals since `from` (epoch ms) count against their limits. */
  usedSince(userId: number, from: number): bigint {
    return this.q.usedSince.get(userId, from)?.used ?? 0n;
  }

  insertCheck(c: { withdrawalId: number; userId: number; tier: string; usdtValue: bigint; overLimit: boolean; createdAt: number }) {
    this.q.insertCheck.run({ ...c, overLimit: c.overLimit ? 1 : 0 });
  }

  check(withdrawalId: number) {
    const row = this.q.check.get(withdrawalId);
    return row && { tier: row.tier, overLimit: row.overLimit === 1 };
  }
}
