// What one request of a multi-step flow leaves for a later one (issue 35): an exchange quote, a
// two-factor setup or login challenge, a staff enrolment. Behind a balancer without sticky
// sessions the next request may reach any instance, so these live in the database (the
// PendingItem table), never in one process's memory. Every item is short-lived and single-use:
// `take` removes it with one DELETE … RETURNING, so of several instances asking at once exactly
// one gets it (inside a caller's transaction, the removal commits or rolls back with its work).
// Reads see expired rows (a flow tells "expired" from "unknown"), but nothing takes them; each
// owning module's sweep removes them (`pendingSweep`).
import { createHash } from 'node:crypto';
import type { PeriodicJob } from '../../lib/periodic-jobs.ts';
import type { Sqlite, SqlStatement } from '../sqlite.ts';

export type PendingKind = 'exchange-quote' | 'two-factor-setup' | 'login-challenge' | 'staff-enrolment';

/** How often a module removes its expired items (reads ignore them meanwhile). */
export const PENDING_SWEEP_EVERY_MS = 60_000;

/** A stored item; `ref` names it to take, spendAttempt and remove. */
export interface Pending<P> {
  ref: string;
  ownerId: number | null;
  payload: P;
  attemptsLeft: number;
  expiresAt: number;
}

interface Row {
  tokenHash: string;
  ownerId: number | null;
  payload: string;
  attemptsLeft: number;
  expiresAt: number | bigint;
}

/** Whether an item can still be used at `now` (expiry is exclusive, as every flow had it). */
export const isLive = (item: { expiresAt: number }, now: number) => item.expiresAt > now;

/** Ids are random bearer tokens: their hash is kept, so a copy of the database holds no live one. */
const refOf = (id: string) => createHash('sha256').update(id).digest('hex');

/** The items of one kind, with payload `P` (plain JSON: BigInt amounts as strings). */
export class PendingItems<P> {
  private readonly q: Record<
    'insert' | 'find' | 'ofOwner' | 'take' | 'takeOwned' | 'remove' | 'removeOwner' | 'dropSpent' | 'spend' | 'sweep',
    SqlStatement
  >;

  constructor(
    private readonly db: Sqlite,
    readonly kind: PendingKind,
  ) {
    const columns = 'tokenHash, ownerId, payload, attemptsLeft, expiresAt';
    const one = 'kind = ? AND tokenHash = ?';
    this.q = {
      insert: db.prepare(
        'INSERT INTO "PendingItem" (kind, tokenHash, ownerId, payload, attemptsLeft, expiresAt, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      find: db.prepare(`SELECT ${columns} FROM "PendingItem" WHERE ${one}`),
      ofOwner: db.prepare(`SELECT ${columns} FROM "PendingItem" WHERE kind = ? AND ownerId = ? ORDER BY createdAt DESC, tokenHash LIMIT 1`),
      take: db.prepare(`DELETE FROM "PendingItem" WHERE ${one} AND expiresAt > ? RETURNING payload`),
      takeOwned: db.prepare(`DELETE FROM "PendingItem" WHERE ${one} AND expiresAt > ? AND ownerId = ? RETURNING payload`),
      remove: db.prepare(`DELETE FROM "PendingItem" WHERE ${one}`),
      removeOwner: db.prepare('DELETE FROM "PendingItem" WHERE kind = ? AND ownerId = ?'),
      dropSpent: db.prepare(`DELETE FROM "PendingItem" WHERE ${one} AND attemptsLeft <= 1`),
      spend: db.prepare(`UPDATE "PendingItem" SET attemptsLeft = attemptsLeft - 1 WHERE ${one}`),
      sweep: db.prepare('DELETE FROM "PendingItem" WHERE kind = ? AND expiresAt <= ?'),
    };
  }

  /**
   * Keeps an item under `id` until `expiresAt`, taking `attempts` wrong answers. With
   * `onlyOneOfOwner`, the owner's earlier items of this kind go (a new setup or enrolment
   * replaces the one before).
   */
  put(
    id: string,
    item: { ownerId: number | null; payload: P; attempts?: number; expiresAt: number },
    now: number,
    options: { onlyOneOfOwner?: boolean } = {},
  ): void {
    const payload = JSON.stringify(item.payload);
    const insert = () => this.q.insert.run(this.kind, refOf(id), item.ownerId, payload, item.attempts ?? 1, item.expiresAt, now);
    const ownerId = options.onlyOneOfOwner ? item.ownerId : null;
    if (ownerId === null) {
      // (one statement: no transaction, so no writers' turn on PostgreSQL for a quote)
      insert();
      return;
    }
    this.db.transaction(() => {
      this.q.removeOwner.run(this.kind, ownerId);
      insert();
    })();
  }

  /** The item under `id`, expired or not (undefined when there is none). */
  find(id: string): Pending<P> | undefined {
    return this.pending(this.q.find.get(this.kind, refOf(id)) as Row | undefined);
  }

  /** The owner's newest item of this kind, expired or not. */
  ofOwner(ownerId: number): Pending<P> | undefined {
    return this.pending(this.q.ofOwner.get(this.kind, ownerId) as Row | undefined);
  }

  /**
   * Removes a live item and answers its payload, once: whoever takes it second (another
   * instance, a parallel request) gets undefined. With `ownerId`, only that owner's.
   */
  take(ref: string, now: number, ownerId?: number): P | undefined {
    const row = (ownerId === undefined ? this.q.take.get(this.kind, ref, now) : this.q.takeOwned.get(this.kind, ref, now, ownerId)) as
      | { payload: string }
      | undefined;
    return row ? (JSON.parse(row.payload) as P) : undefined;
  }

  /** A wrong answer: one try fewer; the item goes with its last one. */
  spendAttempt(ref: string): void {
    this.db.transaction(() => {
      this.q.dropSpent.run(this.kind, ref);
      this.q.spend.run(this.kind, ref);
    })();
  }

  remove(ref: string): void {
    this.q.remove.run(this.kind, ref);
  }

  /** Removes the items expired at `now`; how many. */
  removeExpired(now: number): number {
    return this.q.sweep.run(this.kind, now).changes;
  }

  private pending(row: Row | undefined): Pending<P> | undefined {
    if (!row) return undefined;
    return {
      ref: row.tokenHash,
      ownerId: row.ownerId,
      payload: JSON.parse(row.payload) as P,
      attemptsLeft: row.attemptsLeft,
      expiresAt: Number(row.expiresAt),
    };
  }
}

/** A module's periodic job removing its kinds' expired items. */
export function pendingSweep(name: string, kinds: readonly PendingItems<unknown>[]): PeriodicJob {
  return {
    name,
    everyMs: PENDING_SWEEP_EVERY_MS,
    run: (now: number) => {
      for (const items of kinds) items.removeExpired(now);
    },
  };
}
