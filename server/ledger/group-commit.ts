// Group commit: writes that arrive in the same event-loop turn share one transaction, so a
// burst of requests pays for one WAL commit instead of one each (a commit is a write
// system call costing tens of microseconds here). Each write runs in its own savepoint: one
// that throws is rolled back alone and its caller gets its error; the others commit.
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
  ) {}

  /**
   * Runs the synchronous `write` in the next group transaction; resolves after it commits.
   * `atomic`: the write changes nothing when it throws (it runs its changes in a ledger
   * transaction of its own, which nests as a savepoint), so the group opens no second one.
   */
  run<T>(write: () => T, options?: { atomic?: boolean }): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ write, atomic: options?.atomic === true, resolve: resolve as (value: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush() {
    const batch = this.queue.splice(0, this.maxBatch);
    this.scheduled = this.queue.length > 0;
    if (this.scheduled) setImmediate(() => this.flush());
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
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
    } catch (error) {
      // the group transaction itself failed (nothing of it was written): everyone hears it
      try {
        this.afterRollback?.();
      } finally {
        for (const p of batch) p.reject(error);
      }
      return;
    }
    batch.forEach((p, i) => {
      const o = outcomes[i];
      if (o?.ok) p.resolve(o.value);
      else p.reject(o?.error);
    });
  }
}
