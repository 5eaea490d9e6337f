// The write-ahead log synced off the serving thread, for group commits (decision 109). With
// synchronous=FULL a commit returns only after fsync of the log, and the serving thread waits
// for the disk meanwhile (0.1 ms on a quiet disk, milliseconds on a busy one): nothing else runs.
// Here a group's transaction commits with synchronous=NORMAL (its frames written to the log,
// not synced), then the log file is fsynced on libuv's thread pool and the group's callers are
// answered only once that sync has returned: acknowledged still means durable. Groups that
// commit while a sync runs share the next one.
//
// Why an fsync of `<database>-wal` makes such a commit durable: in WAL mode a commit is the
// frames appended to that one file, and fsync flushes every written page of the file, so every
// commit written before the sync began is on disk when it returns. Frames that are no longer in
// the file were checkpointed (copied into the database file, which a checkpoint syncs before the
// log is restarted, truncated or deleted), so a missing log (ENOENT) has nothing left to sync.
// Every other commit of the connection keeps FULL, and a FULL commit syncs the same file: it
// covers the NORMAL commits before it too.
import fs from 'node:fs';
import type { Sqlite } from './sqlite.ts';

/** Flushes the log file to disk; resolves when it is there. `close` lets go of what it holds open. */
export type SyncLog = (() => Promise<void>) & { close?: () => void };

/**
 * fsync of the file on the thread pool. The file stays open between syncs: opening and closing it
 * for each sync were two more trips through the thread pool, each waiting for the serving thread
 * to take its callback (a sync took 2.7–3.7 ms in bench:fast-http, the fsync itself about 0.1).
 * A stat on the serving thread (a microsecond) checks the path still names the file held open: a
 * log that was removed or moved aside (a restore) and made again is opened again.
 */
export function fsyncFile(file: string): SyncLog {
  type Held = { fd: number; dev: number; ino: number; syncing: number };
  let held: Held | undefined;
  // a file let go while a sync of it runs is closed when that sync returns
  const closeIfLetGo = (f: Held) => {
    if (f !== held && f.syncing === 0) fs.close(f.fd, () => {});
  };
  const letGo = () => {
    const f = held;
    held = undefined;
    if (f) closeIfLetGo(f);
  };
  const sync = () =>
    new Promise<void>((resolve, reject) => {
      try {
        const now = fs.statSync(file, { throwIfNoEntry: false });
        // no log file: everything committed is in the database file (see above)
        if (!now) {
          letGo();
          resolve();
          return;
        }
        if (!held || held.dev !== now.dev || held.ino !== now.ino) {
          letGo();
          held = { fd: fs.openSync(file, 'r'), dev: now.dev, ino: now.ino, syncing: 0 };
        }
      } catch (error) {
        reject(error);
        return;
      }
      const syncing = held;
      syncing.syncing++;
      fs.fsync(syncing.fd, (syncError) => {
        syncing.syncing--;
        closeIfLetGo(syncing);
        if (syncError) reject(syncError);
        else resolve();
      });
    });
  return Object.assign(sync, { close: letGo });
}

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class WalSync {
  private syncing = false;
  /** Callers whose commits the running sync may not cover: they wait for the next one. */
  private waiting: Waiter[] = [];
  /** Run when the running sync returns, before the next one starts (`beforeNextSync`). */
  private beforeNext: (() => void)[] = [];
  /** True while those run: a sync they ask for starts once all have run, as one. */
  private gathering = false;

  constructor(
    private readonly db: Sqlite,
    private readonly syncLog: SyncLog,
  ) {}

  /**
   * Runs `transaction` (a synchronous transaction of the connection, not inside another one)
   * with its commit written but not synced; the connection is FULL again when it returns.
   * Call `synced()` before acknowledging what it wrote.
   */
  commitUnsynced<T>(transaction: () => T): T {
    if (this.db.inTransaction) throw new Error('commitUnsynced runs a whole transaction');
    // (exec each time: SQLite applies this pragma when the statement is prepared, not when it runs)
    this.db.exec('PRAGMA synchronous = NORMAL');
    try {
      return transaction();
    } finally {
      this.db.exec('PRAGMA synchronous = FULL');
    }
  }

  /** Lets go of the log file (the store closes). */
  close() {
    this.syncLog.close?.();
  }

  /** Resolves once every commit made before this call is on disk (rejects when the sync failed). */
  synced(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      if (!this.syncing && !this.gathering) this.startSync();
    });
  }

  /**
   * Runs `fn` once no sync is running: now, or when the running one returns and before the next
   * starts. A group commit waits here: whatever it commits while a sync runs could only be
   * covered by the next sync anyway, so it loses no time, and everything that arrived meanwhile
   * is one commit (fewer log pages written per order, decision 112).
   */
  beforeNextSync(fn: () => void) {
    if (this.syncing || this.gathering) this.beforeNext.push(fn);
    else fn();
  }

  /** A sync that starts now covers every commit made so far: its waiters are those who asked before it. */
  private startSync() {
    const waiters = this.waiting;
    this.waiting = [];
    this.syncing = true;
    const done = (failed: boolean, error?: unknown) => {
      this.syncing = false;
      for (const w of waiters) {
        if (failed) w.reject(error);
        else w.resolve();
      }
      const next = this.beforeNext;
      this.beforeNext = [];
      this.gathering = true;
      // each runs whatever another threw (a group left unflushed would never be answered); the
      // first failure is thrown once all have run and the next sync has started
      const failures: unknown[] = [];
      for (const fn of next) {
        try {
          fn();
        } catch (failure) {
          failures.push(failure);
        }
      }
      this.gathering = false;
      if (this.waiting.length > 0) this.startSync();
      if (failures.length > 0) throw failures[0];
    };
    this.syncLog().then(
      () => done(false),
      (error) => done(true, error),
    );
  }
}
