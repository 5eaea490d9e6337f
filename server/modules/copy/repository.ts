// Copy trading's storage (decision 103): leaders per (user, mode), subscriptions and copy jobs.
// Prepared statements on the synchronous connection: a leader event's jobs are written inside
// the leader's contract transaction, a job's claim inside the follower's.
import { pageOf } from '../../db/paging.ts';
import type { Sqlite } from '../../db/sqlite.ts';
import type { TradeMode as Mode } from '../../ledger/ledger.ts';

export type SubscriptionStatus = 'active' | 'stopped';
export type StopReason = 'user' | 'leader';
export type JobKind = 'open' | 'add' | 'close';
export type JobStatus = 'pending' | 'done' | 'skipped';
export type SkipReason = 'cap' | 'too_small' | 'balance' | 'guard' | 'closed' | 'stopped' | 'no_copy';

export interface LeaderRow {
  userId: number;
  mode: Mode;
  enabled: boolean;
  since: number;
}

export interface SubscriptionRow {
  id: number;
  followerId: number;
  leaderId: number;
  leaderMode: Mode;
  mode: Mode;
  ratio: bigint;
  maxMargin: bigint;
  status: SubscriptionStatus;
  stopReason: StopReason | null;
  createdAt: number;
  stoppedAt: number | null;
}

export interface JobRow {
  id: number;
  subscriptionId: number;
  leaderPositionId: number;
  leaderEventId: number;
  kind: JobKind;
  leaderLots: bigint;
  status: JobStatus;
  skipReason: SkipReason | null;
  positionId: number | null;
  lots: bigint | null;
  createdAt: number;
  doneAt: number | null;
}

/** A user's e-mail and phone (their masked name). */
export interface Contact {
  email: string | null;
  phone: string | null;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function subscriptionOf(r: Record<string, unknown>): SubscriptionRow {
  return {
    ...(r as unknown as SubscriptionRow),
    id: Number(r.id),
    followerId: Number(r.followerId),
    leaderId: Number(r.leaderId),
    createdAt: Number(r.createdAt),
    stoppedAt: num(r.stoppedAt),
  };
}

function jobOf(r: Record<string, unknown>): JobRow {
  return {
    ...(r as unknown as JobRow),
    id: Number(r.id),
    subscriptionId: Number(r.subscriptionId),
    leaderPositionId: Number(r.leaderPositionId),
    leaderEventId: Number(r.leaderEventId),
    positionId: num(r.positionId),
    createdAt: Number(r.createdAt),
    doneAt: num(r.doneAt),
  };
}

export class CopyRepository {
  private readonly q;

  constructor(private readonly db: Sqlite) {
    this.q = {
      leader: db.prepare<[number, string], { enabled: number | boolean; since: number | bigint }>(
        `SELECT enabled, since FROM "CopyLeader" WHERE userId = ? AND mode = ?`,
      ),
      leaderModes: db.prepare<[number], { mode: string; enabled: number | boolean; since: number | bigint }>(
        `SELECT mode, enabled, since FROM "CopyLeader" WHERE userId = ? ORDER BY mode`,
      ),
      setLeader: db.prepare<[number, string, number, number, number]>(
        `INSERT INTO "CopyLeader" (userId, mode, enabled, since, updatedAt) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (userId, mode) DO UPDATE SET enabled = excluded.enabled, since = excluded.since, updatedAt = excluded.updatedAt`,
      ),
      realLeaders: db.prepare<[], { userId: number; email: string | null; phone: string | null }>(
        `SELECT l.userId, u.email, u.phone FROM "CopyLeader" l JOIN "User" u ON u.id = l.userId
          WHERE l.mode = 'real' AND l.enabled = TRUE ORDER BY l.userId LIMIT 100`,
      ),
      contact: db.prepare<[number], Contact>(`SELECT email, phone FROM "User" WHERE id = ?`),
      followers: db.prepare<[number, string], { n: number }>(
        `SELECT COUNT(*) AS n FROM "CopySubscription" WHERE leaderId = ? AND leaderMode = ? AND status = 'active'`,
      ),
      leaderOpen: db.prepare<[number, string], { n: number }>(
        `SELECT COUNT(*) AS n FROM "ContractPosition" WHERE userId = ? AND mode = ? AND status IN ('holding', 'locked')`,
      ),
      insertSubscription: db.prepare(
        `INSERT INTO "CopySubscription" (followerId, leaderId, leaderMode, mode, ratio, maxMargin, status, createdAt)
         VALUES (@followerId, @leaderId, @leaderMode, @mode, @ratio, @maxMargin, 'active', @createdAt)`,
      ),
      subscription: db.prepare<[number]>(`SELECT * FROM "CopySubscription" WHERE id = ?`).safeIntegers(true),
      activeOf: db
        .prepare<[number, number, string]>(
          `SELECT * FROM "CopySubscription" WHERE followerId = ? AND leaderId = ? AND leaderMode = ? AND status = 'active'`,
        )
        .safeIntegers(true),
      followerSubscriptions: db
        .prepare<[number]>(`SELECT * FROM "CopySubscription" WHERE followerId = ? ORDER BY id DESC`)
        .safeIntegers(true),
      activeToLeader: db
        .prepare<[number, string]>(`SELECT * FROM "CopySubscription" WHERE leaderId = ? AND leaderMode = ? AND status = 'active'`)
        .safeIntegers(true),
      updateTerms: db.prepare<[bigint, bigint, number]>(
        `UPDATE "CopySubscription" SET ratio = ?, maxMargin = ? WHERE id = ? AND status = 'active'`,
      ),
      stop: db.prepare<[string, number, number]>(
        `UPDATE "CopySubscription" SET status = 'stopped', stopReason = ?, stoppedAt = ? WHERE id = ? AND status = 'active'`,
      ),
      // one statement per leader event: a job for each active subscription to the leader's mode,
      // naming the event just written (the position's latest of its kind)
      insertJobs: db.prepare(
        `INSERT INTO "CopyJob" (subscriptionId, leaderPositionId, leaderEventId, kind, leaderLots, status, createdAt)
         SELECT s.id, @positionId,
                (SELECT MAX(e.id) FROM "ContractEvent" e WHERE e.positionId = @positionId AND e.kind = @kind),
                @kind, @lots, 'pending', @now
           FROM "CopySubscription" s
          WHERE s.leaderId = @userId AND s.leaderMode = @mode AND s.status = 'active'
         ON CONFLICT (subscriptionId, leaderEventId) DO NOTHING`,
      ),
      pending: db
        .prepare<[number, number]>(`SELECT * FROM "CopyJob" WHERE status = 'pending' AND id > ? ORDER BY id LIMIT ?`)
        .safeIntegers(true),
      job: db.prepare<[number]>(`SELECT * FROM "CopyJob" WHERE id = ?`).safeIntegers(true),
      claim: db.prepare<[number, number]>(`UPDATE "CopyJob" SET status = 'done', doneAt = ? WHERE id = ? AND status = 'pending'`),
      finish: db.prepare(
        `UPDATE "CopyJob" SET status = @status, skipReason = @skipReason, positionId = @positionId, lots = @lots WHERE id = @id`,
      ),
      counts: db.prepare<[number], { status: string; n: number }>(
        `SELECT status, COUNT(*) AS n FROM "CopyJob" WHERE subscriptionId = ? GROUP BY status`,
      ),
      inUse: db
        .prepare<[number], { margin: bigint | null; n: bigint }>(
          `SELECT SUM(margin) AS margin, COUNT(*) AS n FROM "ContractPosition" WHERE copyOf = ? AND status IN ('holding', 'locked')`,
        )
        .safeIntegers(true),
    };
  }

  // ------------------------------------------------------------------ leaders
  leader(userId: number, mode: Mode): LeaderRow | undefined {
    const r = this.q.leader.get(userId, mode);
    return r ? { userId, mode, enabled: Boolean(r.enabled), since: Number(r.since) } : undefined;
  }

  leaderModes(userId: number): LeaderRow[] {
    return this.q.leaderModes
      .all(userId)
      .map((r) => ({ userId, mode: r.mode as Mode, enabled: Boolean(r.enabled), since: Number(r.since) }));
  }

  setLeader(userId: number, mode: Mode, enabled: boolean, since: number, now: number) {
    this.q.setLeader.run(userId, mode, enabled ? 1 : 0, since, now);
  }

  realLeaders() {
    return this.q.realLeaders.all().map((r) => ({ userId: Number(r.userId), email: r.email, phone: r.phone }));
  }

  /** The enabled leaders of a mode, the longest leading first. */
  leaders(mode: Mode, page: number | undefined, pageSize: number | undefined) {
    return pageOf(
      this.db,
      {
        columns: 'l.userId, l.since, u.email, u.phone',
        from: `FROM "CopyLeader" l JOIN "User" u ON u.id = l.userId WHERE l.mode = ? AND l.enabled = TRUE`,
        order: 'l.since, l.userId',
        params: [mode],
      },
      page,
      pageSize,
      (r: { userId: bigint; since: bigint; email: string | null; phone: string | null }) => ({
        userId: Number(r.userId),
        since: Number(r.since),
        email: r.email,
        phone: r.phone,
      }),
    );
  }

  contact(userId: number): Contact | undefined {
    return this.q.contact.get(userId);
  }

  followers(userId: number, mode: Mode): number {
    return Number(this.q.followers.get(userId, mode)?.n ?? 0);
  }

  /** A leader's holding and locked contract positions of the mode. */
  leaderOpen(userId: number, mode: Mode): number {
    return Number(this.q.leaderOpen.get(userId, mode)?.n ?? 0);
  }

  // ------------------------------------------------------------------ subscriptions
  insertSubscription(s: Pick<SubscriptionRow, 'followerId' | 'leaderId' | 'leaderMode' | 'mode' | 'ratio' | 'maxMargin' | 'createdAt'>) {
    return Number(this.q.insertSubscription.run(s).lastInsertRowid);
  }

  subscription(id: number): SubscriptionRow | undefined {
    const r = this.q.subscription.get(id) as Record<string, unknown> | undefined;
    return r ? subscriptionOf(r) : undefined;
  }

  activeOf(followerId: number, leaderId: number, leaderMode: Mode): SubscriptionRow | undefined {
    const r = this.q.activeOf.get(followerId, leaderId, leaderMode) as Record<string, unknown> | undefined;
    return r ? subscriptionOf(r) : undefined;
  }

  followerSubscriptions(followerId: number): SubscriptionRow[] {
    return (this.q.followerSubscriptions.all(followerId) as Record<string, unknown>[]).map(subscriptionOf);
  }

  activeToLeader(leaderId: number, mode: Mode): SubscriptionRow[] {
    return (this.q.activeToLeader.all(leaderId, mode) as Record<string, unknown>[]).map(subscriptionOf);
  }

  updateTerms(id: number, ratio: bigint, maxMargin: bigint): boolean {
    return this.q.updateTerms.run(ratio, maxMargin, id).changes === 1;
  }

  stop(id: number, reason: StopReason, now: number): boolean {
    return this.q.stop.run(reason, now, id).changes === 1;
  }

  /** What a subscription's open copies hold (USDT minor units) and how many they are. */
  inUse(subscriptionId: number): { margin: bigint; open: number } {
    const r = this.q.inUse.get(subscriptionId);
    return { margin: r?.margin ?? 0n, open: Number(r?.n ?? 0n) };
  }

  /** Jobs of a subscription by status. */
  counts(subscriptionId: number): Record<JobStatus, number> {
    const out: Record<JobStatus, number> = { pending: 0, done: 0, skipped: 0 };
    for (const r of this.q.counts.all(subscriptionId)) out[r.status as JobStatus] = Number(r.n);
    return out;
  }

  // ------------------------------------------------------------------ jobs
  /** Inside the leader's transaction: one pending job per active subscription to (userId, mode). */
  insertJobs(e: { positionId: number; userId: number; mode: Mode; kind: JobKind; lots: bigint; now: number }) {
    this.q.insertJobs.run(e);
  }

  /** The oldest pending jobs after the id `after`. */
  pending(after: number, limit: number): JobRow[] {
    return (this.q.pending.all(after, limit) as Record<string, unknown>[]).map(jobOf);
  }

  job(id: number): JobRow | undefined {
    const r = this.q.job.get(id) as Record<string, unknown> | undefined;
    return r ? jobOf(r) : undefined;
  }

  /** Claims a pending job (status done); false when it was claimed before. */
  claim(id: number, now: number): boolean {
    return this.q.claim.run(now, id).changes === 1;
  }

  /** What a claimed job did: the follower's position and lots, or why it skipped. */
  finish(
    id: number,
    outcome: { status: 'done' | 'skipped'; skipReason: SkipReason | null; positionId: number | null; lots: bigint | null },
  ) {
    this.q.finish.run({ id, ...outcome });
  }

  /** A subscription's jobs, newest first, with the product and side of the leader's position. */
  jobs(subscriptionId: number, page: number | undefined, pageSize: number | undefined) {
    return pageOf(
      this.db,
      {
        columns: 'j.*, p.productId, p.side',
        from: `FROM "CopyJob" j JOIN "ContractPosition" p ON p.id = j.leaderPositionId WHERE j.subscriptionId = ?`,
        order: 'j.id DESC',
        params: [subscriptionId],
      },
      page,
      pageSize,
      (r: Record<string, unknown>) => ({ ...jobOf(r), productId: Number(r.productId), side: r.side as 'long' | 'short' }),
    );
  }
}
