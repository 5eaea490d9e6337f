// The account module's storage: invitees and referral rewards (with the ledger postings the
// reward job reads), the credit score's history, and cancellation (what is still open, the
// real balances, the tombstone). Prepared statements on the synchronous connection: the
// reward job's batch and a cancellation are each one better-sqlite3 transaction.
import type { Sqlite } from '../../db/sqlite.ts';
import type { FeePosting } from '../trading/products.ts';

export interface InviterRow {
  id: number;
  invitedById: number | null;
  inviterStatus: string | null;
}

export interface NewReward {
  sourceJournalId: number;
  inviteeId: number;
  inviterId: number;
  sourceType: string;
  currency: string;
  fee: bigint;
  reward: bigint;
  journalId: number;
  createdAt: number;
}

/** A credit-score change as recorded: before and after, the proposal's reason, who approved it. */
export interface CreditChangeRow {
  userId: number;
  before: number;
  after: number;
  reason: string;
  proposalId: number | null;
  staffId: number | null;
  createdAt: number;
}

export interface AccountAddress {
  email: string | null;
  areaCode: string | null;
  phone: string | null;
}

const CURSOR_ID = 1;

export class AccountRepository {
  private readonly q;

  constructor(db: Sqlite) {
    this.q = {
      // ---------------------------------------------------------------- referral job
      cursor: db.prepare<[number], { lastJournalId: number }>('SELECT lastJournalId FROM "ReferralCursor" WHERE id = ?'),
      setCursor: db.prepare<[number, number]>(
        'INSERT INTO "ReferralCursor" (id, lastJournalId) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET lastJournalId = excluded.lastJournalId',
      ),
      lastJournalId: db.prepare<[], { id: number | null }>('SELECT MAX(id) AS id FROM "LedgerJournal"'),
      // postings into the platform's real fee accounts after the cursor, in journal order
      // (LedgerPosting is clustered by journal: a range read)
      feePostings: db
        .prepare<[number, number, number], FeePosting>(
          `SELECT p.journalId, j.type, j.userId, a.kind, a.currency, p.amount
             FROM "LedgerPosting" p
             JOIN "LedgerAccount" a ON a.id = p.accountId
             JOIN "LedgerJournal" j ON j.id = p.journalId
            WHERE p.journalId > ? AND p.journalId <= ?
              AND a.ownerKey = 'platform' AND a.mode = 'real' AND a.kind IN ('fees', 'spot_fees') AND p.amount > 0
            ORDER BY p.journalId LIMIT ?`,
        )
        .safeIntegers(true),
      inviterOf: db.prepare<[number], InviterRow>(
        `SELECT u.id, u.invitedById, i.status AS inviterStatus FROM "User" u LEFT JOIN "User" i ON i.id = u.invitedById WHERE u.id = ?`,
      ),
      userIdByInvite: db.prepare<[string], { id: number }>('SELECT id FROM "User" WHERE inviteCode = ?'),
      insertReward: db.prepare(
        `INSERT INTO "ReferralReward" (sourceJournalId, inviteeId, inviterId, sourceType, currency, fee, reward, journalId, createdAt)
         VALUES (@sourceJournalId, @inviteeId, @inviterId, @sourceType, @currency, @fee, @reward, @journalId, @createdAt)
         ON CONFLICT(sourceJournalId, inviteeId) DO NOTHING`,
      ),
      // ---------------------------------------------------------------- invitations
      inviteeCount: db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM "User" WHERE invitedById = ?'),
      invitees: db.prepare<[number, number, number], AccountAddress & { createdAt: number; status: string }>(
        'SELECT email, areaCode, phone, createdAt, status FROM "User" WHERE invitedById = ? ORDER BY id DESC LIMIT ? OFFSET ?',
      ),
      rewardTotals: db
        .prepare<[number], { currency: string; total: bigint }>(
          'SELECT currency, SUM(reward) AS total FROM "ReferralReward" WHERE inviterId = ? GROUP BY currency ORDER BY currency',
        )
        .safeIntegers(true),
      rewardCount: db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM "ReferralReward" WHERE inviterId = ?'),
      rewards: db
        .prepare<
          [number, number, number],
          AccountAddress & {
            id: bigint;
            sourceType: string;
            currency: string;
            fee: bigint;
            reward: bigint;
            createdAt: bigint;
            status: string;
          }
        >(
          `SELECT r.id, r.sourceType, r.currency, r.fee, r.reward, r.createdAt, u.email, u.areaCode, u.phone, u.status
             FROM "ReferralReward" r JOIN "User" u ON u.id = r.inviteeId
            WHERE r.inviterId = ? ORDER BY r.id DESC LIMIT ? OFFSET ?`,
        )
        .safeIntegers(true),
      // ---------------------------------------------------------------- credit score
      insertCreditChange: db.prepare(
        `INSERT INTO "CreditScoreChange" (userId, before, after, reason, proposalId, staffId, createdAt)
         VALUES (@userId, @before, @after, @reason, @proposalId, @staffId, @createdAt)`,
      ),
      creditCount: db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM "CreditScoreChange" WHERE userId = ?'),
      creditScore: db.prepare<[number], { creditScore: number }>(`SELECT creditScore FROM "User" WHERE id = ? AND role != 'guest'`),
      setCreditScore: db.prepare<[number, number]>('UPDATE "User" SET creditScore = ? WHERE id = ?'),
      creditChanges: db.prepare<[number, number, number], { id: number; before: number; after: number; reason: string; createdAt: number }>(
        'SELECT id, before, after, reason, createdAt FROM "CreditScoreChange" WHERE userId = ? ORDER BY id DESC LIMIT ? OFFSET ?',
      ),
      // ---------------------------------------------------------------- cancellation
      realBalances: db
        .prepare<[string], { currency: string; kind: string; balance: bigint }>(
          `SELECT currency, kind, balance FROM "LedgerAccount" WHERE ownerKey = ? AND mode = 'real' AND balance != 0 ORDER BY currency, kind`,
        )
        .safeIntegers(true),
      currency: db
        .prepare<[string], { minWithdraw: bigint; scale: bigint }>('SELECT minWithdraw, scale FROM "Currency" WHERE code = ?')
        .safeIntegers(true),
      address: db.prepare<[number], AccountAddress & { status: string }>('SELECT email, areaCode, phone, status FROM "User" WHERE id = ?'),
      insertCancellation: db.prepare(
        `INSERT INTO "AccountCancellation" (userId, email, areaCode, phone, cancelledAt, releaseAt)
         VALUES (@userId, @email, @areaCode, @phone, @cancelledAt, @releaseAt)`,
      ),
      // the row keeps its id, history and password hash; its unique e-mail and phone become
      // tombstones (unique through the id) so the original address can be registered again later
      tombstone: db.prepare<[string | null, string | null, number]>(
        `UPDATE "User" SET status = 'cancelled', email = ?, phone = ? WHERE id = ? AND status = 'active'`,
      ),
      revokeSessions: db.prepare<[number, number]>(
        `UPDATE "Session" SET revokedAt = ?, revokeNote = 'account-cancelled' WHERE userId = ? AND revokedAt IS NULL`,
      ),
    };
  }

  // ---------------------------------------------------------------- referral job

  cursor(): number {
    return this.q.cursor.get(CURSOR_ID)?.lastJournalId ?? 0;
  }

  setCursor(journalId: number) {
    this.q.setCursor.run(CURSOR_ID, journalId);
  }

  lastJournalId(): number {
    return this.q.lastJournalId.get()?.id ?? 0;
  }

  /** Real-mode fee postings in (after, upTo], at most `limit`, in journal order. */
  feePostings(after: number, upTo: number, limit: number): FeePosting[] {
    return this.q.feePostings.all(after, upTo, limit).map((r) => ({
      ...r,
      journalId: Number(r.journalId),
      userId: r.userId === null ? null : Number(r.userId),
    }));
  }

  inviterOf(userId: number): InviterRow | undefined {
    return this.q.inviterOf.get(userId);
  }

  userIdByInvite(code: string): number | undefined {
    return this.q.userIdByInvite.get(code)?.id;
  }

  /** false: this (journal, invitee) was rewarded before. */
  insertReward(r: NewReward): boolean {
    return this.q.insertReward.run(r).changes > 0;
  }

  // ---------------------------------------------------------------- invitations

  inviteeCount(userId: number): number {
    return this.q.inviteeCount.get(userId)?.n ?? 0;
  }

  invitees(userId: number, limit: number, offset: number) {
    return this.q.invitees.all(userId, limit, offset);
  }

  rewardTotals(userId: number) {
    return this.q.rewardTotals.all(userId);
  }

  rewardCount(userId: number): number {
    return this.q.rewardCount.get(userId)?.n ?? 0;
  }

  rewards(userId: number, limit: number, offset: number) {
    return this.q.rewards.all(userId, limit, offset);
  }

  // ---------------------------------------------------------------- credit score

  insertCreditChange(c: CreditChangeRow) {
    this.q.insertCreditChange.run(c);
  }

  /** A customer's credit score; undefined when there is no such customer (a guest has none). */
  creditScore(userId: number): number | undefined {
    return this.q.creditScore.get(userId)?.creditScore;
  }

  setCreditScore(userId: number, score: number) {
    this.q.setCreditScore.run(score, userId);
  }

  creditCount(userId: number): number {
    return this.q.creditCount.get(userId)?.n ?? 0;
  }

  creditChanges(userId: number, limit: number, offset: number) {
    return this.q.creditChanges.all(userId, limit, offset);
  }

  // ---------------------------------------------------------------- cancellation

  realBalances(userId: number) {
    return this.q.realBalances.all(`user:${userId}`);
  }

  /** A currency's minimum withdrawal (minor units) and scale. */
  currency(code: string): { minWithdraw: bigint; scale: number } {
    const c = this.q.currency.get(code);
    return { minWithdraw: c?.minWithdraw ?? 1n, scale: Number(c?.scale ?? 0n) };
  }

  address(userId: number) {
    return this.q.address.get(userId);
  }

  insertCancellation(c: AccountAddress & { userId: number; cancelledAt: number; releaseAt: number }) {
    this.q.insertCancellation.run(c);
  }

  /** false: the account was not active (cancelled or frozen meanwhile). */
  tombstone(userId: number, email: string | null, phone: string | null): boolean {
    return this.q.tombstone.run(email, phone, userId).changes > 0;
  }

  revokeSessions(userId: number, now: number): number {
    return this.q.revokeSessions.run(now, userId).changes;
  }
}
