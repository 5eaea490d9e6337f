// Group commit: writes that arrive in the same event-loop turn share one transaction, so a
// burst of requests pays for one WAL commit instead of one each (a commit is a write
// system call costing tens of microseconds here). Each write runs in its own savepoint: one
// that throws is rolled back alone and its caller gets its error; the others commit. With a
// WalSync (SQLite at synchronous=FULL, decision 109) the group commits without syncing on the
// serving thread and its callers are answered once the log's sync off that thread returned;
// while a sync runs, the group keeps gathering and commits just before the next one (decision 112).
// An optimistic group (decision 113) is tried first without the savepoints, all or nothing, and
// runs again with them when a write threw.
import type { WalSync } from '../db/wal-sync.ts';
import type { Ledger } from './ledger.ts';

interface Pending {
  write: () => unknown;
  /** the write is atomic itself (it opens its own savepoint): none is opened for it here */
  atomic: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitOptions {
  /** At most this many writes per transaction (bounds the time the event loop is held); 256 if not said. */
  maxBatch?: number;
  /**
   * Called when a group transaction itself failed (everything of it rolled back, every
   * caller rejected): state kept in memory beside the database (spot's books) is rebuilt.
   */
  afterRollback?: () => void;
  /** Syncs the log off the serving thread; none: the commit itself is as durable as the connection makes it. */
  walSync?: WalSync;
  /**
   * Tries each group first without a savepoint per write (decision 113): when every write
   * succeeds, as nearly all do, that is two statements less per write. When one throws, the
   * whole try is rolled back and the group runs again, a savepoint per write; so do the next
   * few groups. Only for writes that change nothing outside the database (run again, they
   * must do the same), so never with `afterRollback`.
   */
  optimistic?: boolean;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Groups run a savepoint per write after an optimistic try met a refusal (a burst of refusals costs each group one try, not two). */
export const CAREFUL_GROUPS = 16;

export class GroupCommit {
  private queue: Pending[] = [];
  private scheduled = false;

  private readonly maxBatch: number;
  private readonly afterRollback?: () => void;
  private readonly walSync?: WalSync;
  private readonly optimistic: boolean;

  constructor(
    private readonly ledger: Ledger,
    options: GroupCommitOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 256;
    this.afterRollback = options.afterRollback;
    this.walSync = options.walSync;
    this.optimistic = options.optimistic ?? false;
    if (this.optimistic && this.afterRollback) throw new Error('an optimistic group commit keeps no state beside the database');
  }

  /** Groups still to run a savepoint per write after an optimistic try met a refusal. */
  private careful = 0;

  /**
   * Runs the synchronous `write` in the next group transaction; resolves after it commits (and,
   * with a WalSync, once the commit is on disk).
   * `atomic`: the write changes nothing when it throws (it runs its changes in a ledger
   * transaction of its own, which nests as a savepoint), so the group opens no second one.
   */
  run<T>(write: () => T, options?: { atomic?: boolean }): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ write, atomic: options?.atomic === true, resolve: resolve as (value: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flushWhenSynced());
      }
    });
  }

  /** With a WalSync: after the running sync (see WalSync.beforeNextSync); else now. */
  private flushWhenSynced() {
    if (this.walSync) this.walSync.beforeNextSync(() => this.flush());
    else this.flush();
  }

  private flush() {
    const batch = this.queue.splice(0, this.maxBatch);
    this.scheduled = this.queue.length > 0;
    if (this.scheduled) setImmediate(() => this.flushWhenSynced());
    let outcomes: Outcome[];
    try {
      outcomes = this.commit(batch);
    } catch (error) {
      // the group transaction itself failed (nothing of it was written): everyone hears it
      try {
        this.afterRollback?.();
      } finally {
        for (const p of batch) p.reject(error);
      }
      return;
    }
    const answer = () =>
      batch.forEach((p, i) => {
        const o = outcomes[i];
        if (o?.ok) p.resolve(o.value);
        else p.reject(o?.error);
      });
    if (!this.walSync) return answer();
    // nobody hears before the group is on disk, not even of a refusal (it may rest on the group's
    // earlier writes: a balance its orders spent)
    this.walSync.synced().then(answer, (error) => {
      for (const p of batch) p.reject(error);
    });
  }

  /** Runs the batch in one transaction and commits it: each write's outcome. Throws when the transaction itself failed. */
  private commit(batch: Pending[]): Outcome[] {
    if (this.optimistic && this.careful === 0) {
      try {
        // every write or none: a write that throws rolls the whole try back
        return this.transaction(() => this.ledger.withoutSavepoints(() => batch.map((p): Outcome => ({ ok: true, value: p.write() }))));
      } catch {
        // (which write threw, and why, the careful run below says: nothing of the try was written)
        this.careful = CAREFUL_GROUPS;
      }
    } else if (this.careful > 0) this.careful -= 1;
    const outcomes: Outcome[] = [];
    this.transaction(() => {
      for (const p of batch) {
        try {
          // nested: a savepoint of the group transaction (an atomic write opens its own)
          outcomes.push({ ok: true, value: p.atomic ? p.write() : this.ledger.transaction(p.write) });
        } catch (error) {
          outcomes.push({ ok: false, error });
        }
      }
    });
    return outcomes;
  }

  private transaction<T>(group: () => T): T {
    const run = () => this.ledger.transaction(group);
    return this.walSync ? this.walSync.commitUnsynced(run) : run();
  }
}
