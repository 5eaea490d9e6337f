// Group commit: writes that arrive in the same event-loop turn share one transaction, so a
// burst of requests pays for one WAL commit instead of one each (a commit is a write
// system call costing tens of microseconds here). Each write runs in its own savepoint: one
// that throws is rolled back alone and its caller gets its error; the others commit. With a
// WalSync (SQLite at synchronous=FULL, decision 109) the group commits without syncing on the
// serving thread and its callers are answered once the log's sync off that thread returned;
// while a sync runs, the group keeps gathering and commits just before the next one (decision 112).
import type { WalSync } from '../db/wal-sync.ts';
import type { Ledger } from './ledger.ts';

interface Pending {
  write: () => unknown;
  /** the write is atomic itself (it opens its own savepoint): none is opened for it here */
  atomic: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export class GroupCommit {
  private queue: Pending[] = [];
  private scheduled = false;

  constructor(
    private readonly ledger: Ledger,
    /** At most this many writes per transaction (bounds the time the event loop is held). */
    private readonly maxBatch = 256,
    /**
     * Called when a group transaction itself failed (everything of it rolled back, every
     * caller rejected): state kept in memory beside the database (spot's books) is rebuilt.
     */
    private readonly afterRollback?: () => void,
    /** Syncs the log off the serving thread; none: the commit itself is as durable as the connection makes it. */
    private readonly walSync?: WalSync,
  ) {}

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
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    const group = () =>
      this.ledger.transaction(() => {
        for (const p of batch) {
          try {
            // nested: a savepoint of the group transaction (an atomic write opens its own)
            outcomes.push({ ok: true, value: p.atomic ? p.write() : this.ledger.transaction(p.write) });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      });
    try {
      if (this.walSync) this.walSync.commitUnsynced(group);
      else group();
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
}
