// Copies of hot rows in memory that can never outlive the rows (decision 108), on SQLite only.
// This process writes through its one serving connection: temporary triggers on it call back
// into this process inside every INSERT, UPDATE or DELETE of a watched table, before the
// statement returns, so a copy is dropped before anything can read it again. A write by any
// other connection (another process, an edit by hand) changes the file's `PRAGMA data_version`,
// which is read before every use: every copy is dropped then. On PostgreSQL another instance
// writes the same rows, and no in-memory copy is made (RowCache.on answers undefined).
import type { Sqlite } from '../sqlite.ts';
import { PgSyncDatabase } from './pg-sync.ts';

type Listener = (key: unknown) => void;

/** One serving connection's watchers, triggers and data_version check. */
class ConnectionWatch {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly dataVersion;
  private version: number;
  // the version read in this synchronous run of code (one request's session, user and tier
  // are read in one: plugins/auth.ts answers at once for a known token): another connection's
  // commit during it is ordered after it. Not longer: a commit seen by this process (another of
  // its connections) must be seen by the next read
  private checked = false;
  private readonly caches = new Set<RowCache<unknown, unknown>>();

  constructor(private readonly db: Sqlite) {
    this.dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
    this.version = this.dataVersion.get() as number;
  }

  /** Calls `listener` with `column` of every row a write on this connection inserts, updates or deletes in `table`. */
  watch(table: string, column: string, listener: Listener) {
    const name = `${table}:${column}`;
    let set = this.listeners.get(name);
    if (!set) {
      const fn = `row_cache_${table}_${column}`.toLowerCase();
      const listeners = new Set<Listener>();
      set = listeners;
      this.listeners.set(name, listeners);
      this.db.function(fn, { deterministic: false }, (key: unknown) => {
        for (const l of listeners) l(key);
        return null;
      });
      const t = `"${table}"`;
      const c = `"${column}"`;
      this.db.exec(`
        CREATE TEMP TRIGGER IF NOT EXISTS ${fn}_i AFTER INSERT ON main.${t} BEGIN SELECT ${fn}(NEW.${c}); END;
        CREATE TEMP TRIGGER IF NOT EXISTS ${fn}_u AFTER UPDATE ON main.${t} BEGIN SELECT ${fn}(OLD.${c}); SELECT ${fn}(NEW.${c}) WHERE NEW.${c} IS NOT OLD.${c}; END;
        CREATE TEMP TRIGGER IF NOT EXISTS ${fn}_d AFTER DELETE ON main.${t} BEGIN SELECT ${fn}(OLD.${c}); END;
      `);
    }
    set.add(listener);
  }

  register(cache: RowCache<unknown, unknown>) {
    this.caches.add(cache);
  }

  /** Drops every copy when another connection has committed since the last check. */
  checkOutsideWrites() {
    if (this.checked) return;
    this.checked = true;
    queueMicrotask(() => {
      this.checked = false;
    });
    const now = this.dataVersion.get() as number;
    if (now === this.version) return;
    this.version = now;
    for (const cache of this.caches) cache.clear();
  }

  get inTransaction() {
    return this.db.inTransaction;
  }
}

const connections = new WeakMap<Sqlite, ConnectionWatch>();

/** A bounded map of row copies on the serving SQLite connection, kept true by triggers (see above). */
export class RowCache<K, V> {
  private readonly rows = new Map<K, V>();

  private constructor(
    private readonly connection: ConnectionWatch,
    private readonly size: number,
  ) {}

  /** A cache on `db`, or undefined on PostgreSQL (where other instances write the rows). */
  static on<K, V>(db: Sqlite, size: number): RowCache<K, V> | undefined {
    if ((db as unknown) instanceof PgSyncDatabase) return undefined;
    let connection = connections.get(db);
    if (!connection) {
      connection = new ConnectionWatch(db);
      connections.set(db, connection);
    }
    const cache = new RowCache<K, V>(connection, size);
    connection.register(cache as RowCache<unknown, unknown>);
    return cache;
  }

  /**
   * Drops the copies `keysOf` names for each row written in `table` (called with the row's
   * `column`): a write that touches what a copy was made from.
   */
  dropOnWrite(table: string, column: string, keysOf: (value: unknown) => Iterable<K> | K | undefined) {
    this.connection.watch(table, column, (value) => {
      const keys = keysOf(value);
      if (keys === undefined) return;
      if (typeof keys === 'object' && keys !== null && Symbol.iterator in keys) for (const k of keys as Iterable<K>) this.rows.delete(k);
      else this.rows.delete(keys as K);
    });
  }

  get(key: K): V | undefined {
    this.connection.checkOutsideWrites();
    return this.rows.get(key);
  }

  /**
   * Keeps a copy of a row just read. Not inside an open transaction: it may still roll back
   * what the read saw (an insert, or the undoing of a write whose trigger dropped a copy).
   */
  set(key: K, value: V) {
    if (this.connection.inTransaction) return;
    if (this.rows.size >= this.size && !this.rows.has(key)) {
      // drop the oldest copy (Map keeps insertion order)
      const oldest = this.rows.keys().next().value;
      if (oldest !== undefined) this.rows.delete(oldest);
    }
    this.rows.set(key, value);
  }

  delete(key: K) {
    this.rows.delete(key);
  }

  /** Every copy, in insertion order (to find the ones to drop). */
  entries(): IterableIterator<[K, V]> {
    return this.rows.entries();
  }

  clear() {
    this.rows.clear();
  }
}
