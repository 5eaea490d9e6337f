// Copies of hot rows in memory that can never outlive the rows (decision 108), on SQLite only.
// This process writes through its serving connection and Prisma's: temporary triggers on both
// call back into this process inside every INSERT, UPDATE or DELETE of a watched table, before
// the statement returns, so a copy is dropped before anything can read it again. A write by any
// other connection (another process, an edit by hand) changes the file's `PRAGMA data_version`,
// which is read once per turn of the event loop before a copy is used: every copy is dropped
// then. (Once per turn, not per request: the pragma takes the WAL's shared-memory read lock,
// four fcntl calls, about a fifth of an authenticated read's main-thread time when it was read
// per request.) On PostgreSQL another instance writes the same rows, and no in-memory copy is
// made (RowCache.on answers undefined).
import type { Sqlite } from '../sqlite.ts';
import { PgSyncDatabase } from './pg-sync.ts';

type Listener = (key: unknown) => void;

/** A connection triggers can be installed on (better-sqlite3's Database: the serving one, Prisma's). */
type TriggerHost = Pick<Sqlite, 'function' | 'exec'>;

/** One serving connection's watchers, triggers and data_version check. */
class ConnectionWatch {
  private readonly listeners = new Map<string, Set<Listener>>();
  /** the serving connection, then the other connections of this process to the file */
  private readonly hosts: TriggerHost[];
  private readonly dataVersion;
  private version: number;
  // the version was read in this turn of the event loop: another process's commit during the
  // turn is ordered after it (the requests that turn reads arrived before the turn's poll
  // returned). This process's own connections are watched by their triggers instead
  private checked = false;
  private readonly caches = new Set<RowCache<unknown, unknown>>();

  constructor(private readonly db: Sqlite) {
    this.dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
    this.version = this.dataVersion.get() as number;
    this.hosts = [db];
  }

  /** Installs every watch on another connection of this process (and the watches added later). */
  addHost(host: TriggerHost) {
    this.hosts.push(host);
    for (const [name, listeners] of this.listeners) {
      const [table, column] = name.split(':') as [string, string];
      install(host, table, column, listeners);
    }
  }

  /** Calls `listener` with `column` of every row a write on this connection inserts, updates or deletes in `table`. */
  watch(table: string, column: string, listener: Listener) {
    const name = `${table}:${column}`;
    let set = this.listeners.get(name);
    if (!set) {
      const listeners = new Set<Listener>();
      set = listeners;
      this.listeners.set(name, listeners);
      for (const host of this.hosts) install(host, table, column, listeners);
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
    setImmediate(() => {
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

/** A function and AFTER INSERT/UPDATE/DELETE triggers on `host` calling the listeners with the row's `column`. */
function install(host: TriggerHost, table: string, column: string, listeners: Set<Listener>) {
  const fn = `row_cache_${table}_${column}`.toLowerCase();
  host.function(fn, { deterministic: false }, (key: unknown) => {
    for (const l of listeners) l(key);
    return null;
  });
  const t = `"${table}"`;
  const c = `"${column}"`;
  host.exec(`
    CREATE TEMP TRIGGER IF NOT EXISTS ${fn}_i AFTER INSERT ON main.${t} BEGIN SELECT ${fn}(NEW.${c}); END;
    CREATE TEMP TRIGGER IF NOT EXISTS ${fn}_u AFTER UPDATE ON main.${t} BEGIN SELECT ${fn}(OLD.${c}); SELECT ${fn}(NEW.${c}) WHERE NEW.${c} IS NOT OLD.${c}; END;
    CREATE TEMP TRIGGER IF NOT EXISTS ${fn}_d AFTER DELETE ON main.${t} BEGIN SELECT ${fn}(OLD.${c}); END;
  `);
}

const connections = new WeakMap<Sqlite, ConnectionWatch>();

function watchOf(db: Sqlite): ConnectionWatch {
  let connection = connections.get(db);
  if (!connection) {
    connection = new ConnectionWatch(db);
    connections.set(db, connection);
  }
  return connection;
}

/**
 * Another connection of this process to the serving connection's file (Prisma's): its writes
 * drop copies through the same triggers, at once, as the serving connection's do.
 */
export function watchWritesOf(serving: Sqlite, other: TriggerHost) {
  watchOf(serving).addHost(other);
}

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
    const connection = watchOf(db);
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
