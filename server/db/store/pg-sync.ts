// A synchronous PostgreSQL connection with the part of better-sqlite3's interface the server
// uses (prepare → get/all/run/iterate, transaction, exec), so every money transaction runs on
// PostgreSQL as the same synchronous code it is on SQLite (decision 080): the serving thread
// waits for each answer of a worker thread that holds the `pg` client.
//
// Every transaction first takes one transaction-scoped advisory lock: writers of all
// instances take turns as SQLite's single writer does, so what a transaction reads cannot
// change before it writes (balances, `MAX(id) + 1` journal ids, order states), and journals
// commit in id order for the readers that follow them by id. Reads outside transactions run
// concurrently. The wait is bounded (lock_timeout): a store that cannot answer is SERVER_BUSY,
// never a hang.
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { bindArguments, type TranslatedSql, translateSql } from './sql-dialect.ts';

/** The advisory lock every writing transaction holds (any fixed number; one per database). */
export const WRITER_LOCK = 740_034;
const ANSWER_TIMEOUT_MS = 60_000;

interface Field {
  name: string;
  type: number;
}
interface QueryResult {
  rows: unknown[][];
  fields: Field[];
  rowCount: number;
}

/** A PostgreSQL error with the SQLSTATE, and better-sqlite3's code where modules look for one. */
export class PgStoreError extends Error {
  readonly code: string;
  constructor(
    message: string,
    readonly sqlState: string | undefined,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'PgStoreError';
    this.code = SQLITE_CODES[sqlState ?? ''] ?? `PG_${sqlState ?? 'ERROR'}`;
  }
}
const SQLITE_CODES: Record<string, string> = {
  '23505': 'SQLITE_CONSTRAINT_UNIQUE',
  '23503': 'SQLITE_CONSTRAINT_FOREIGNKEY',
  '23502': 'SQLITE_CONSTRAINT_NOTNULL',
  '23514': 'SQLITE_CONSTRAINT_CHECK',
  P0001: 'SQLITE_CONSTRAINT_TRIGGER',
  '40P01': 'SQLITE_BUSY',
  '55P03': 'SQLITE_BUSY',
  // engine_fence (decision 082): this instance's engine lease has moved on to another
  EF001: 'ENGINE_FENCED',
};

// (SQLite stores booleans and Prisma's times as integers: a safe-integer read gives BigInt)
// PG_SYNC_TRACE=1: statements counted by text, printed at exit (where a path spends its round trips)
const TRACE = process.env.PG_SYNC_TRACE ? new Map<string, number>() : null;
if (TRACE) {
  process.on('exit', () => {
    const top = [...TRACE.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40);
    for (const [text, n] of top) console.error(`${String(n).padStart(8)}  ${text.replace(/\s+/g, ' ').slice(0, 150)}`);
  });
}

type Reply<T> = { id: number; notifications?: { channel: string; payload: string }[] } & (
  | { result: T; error?: undefined }
  | { error: { message: string; code?: string; detail?: string } }
);

const INT_TYPES = new Set([16, 20, 21, 23, 26, 1082, 1114, 1184, 1700]);

/** One statement of a batch: translated text with its values, or plain SQL (no values). */
interface BatchStatement {
  text: string;
  values?: unknown[];
}

/** A write queued in a transaction: its result is known once the queue is sent. */
interface QueuedRun extends BatchStatement {
  settle(result: QueryResult | Error): void;
}

export type RunResult = { changes: number; lastInsertRowid: number | bigint };

export class PgSyncDatabase {
  private readonly worker: Worker;
  private readonly port;
  private readonly flag = new Int32Array(new SharedArrayBuffer(4));
  private depth = 0;
  // Inside a transaction a write's result is rarely read: writes wait in `queued` and go with the
  // next statement that needs the database (a read, exec, a savepoint, COMMIT) in one round trip;
  // BEGIN and the writers' turn wait so too, for the transaction's first statement
  private queued: QueuedRun[] = [];
  private beginPending = false;
  private begun = false;
  /** A batch failed in this transaction (the transaction is aborted): COMMIT must not succeed. */
  private failed: { error: unknown; depth: number } | null = null;
  private requests = 0;
  private savepoints = 0;
  private closed = false;
  /** Tables with an integer `id` column (an INSERT's `lastInsertRowid`, SQLite's rowid). */
  private readonly idTables = new Set<string>();
  private readonly translations = new Map<string, TranslatedSql>();
  readonly name: string;
  private readonly begin: string[];
  /** The engine lease's epoch while this instance leads (decision 082): every write transaction checks it. */
  private fenceEpoch: number | null = null;
  private readonly fencedListeners: ((error: PgStoreError) => void)[] = [];

  constructor(
    readonly url: string,
    options: { applicationName?: string; lockTimeoutMs?: number; readOnly?: boolean } = {},
  ) {
    // a reading connection (the fund flow's) reads one snapshot per transaction and never
    // waits for the writers' turn
    this.begin = options.readOnly
      ? ['BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY']
      : ['BEGIN', `SELECT pg_advisory_xact_lock(${WRITER_LOCK})`];
    this.name = url.replace(/\/\/[^@/]*@/, '//');
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    this.worker = new Worker(new URL('./pg-sync-worker.mjs', import.meta.url), {
      workerData: { url, port: port2, flag: this.flag, applicationName: options.applicationName ?? 'tradeplatform' },
      transferList: [port2],
    });
    this.worker.unref();
    this.request({
      op: 'connect',
      // (idle in a transaction for 5 s: a paused process — SIGSTOP, a stalled machine — whose
      // transaction holds the writers' turn loses its session, so other instances' writers and a
      // takeover of the engine's lease are not held up behind it for ever; decision 082)
      setup: [
        `SET lock_timeout = ${options.lockTimeoutMs ?? 10_000}`,
        "SET TIME ZONE 'UTC'",
        'SET idle_in_transaction_session_timeout = 5000',
      ],
    });
    const tables = this.query(
      "SELECT table_name FROM information_schema.columns WHERE column_name = 'id' AND data_type IN ('integer', 'bigint') AND table_schema = current_schema()",
      [],
    );
    for (const [t] of tables.rows) this.idTables.add(t as string);
  }

  /**
   * While this instance leads, every write transaction checks the lease's epoch right after
   * taking the writers' turn, in the BEGIN's round trip (no extra one): a takeover moves the
   * epoch in a transaction that takes the same turn, so a transaction of a leader that lost its
   * lease (paused past it) is refused before it writes anything (decision 082). null: no check.
   */
  setFence(epoch: number | null): void {
    this.fenceEpoch = epoch;
  }

  /** Called when a transaction was refused because the lease moved on (the instance steps down). */
  onFenced(fn: (error: PgStoreError) => void): void {
    this.fencedListeners.push(fn);
  }

  get inTransaction(): boolean {
    return this.depth > 0;
  }

  get open(): boolean {
    return !this.closed;
  }

  private request<T>(message: Record<string, unknown>): T {
    if (this.closed) throw new TypeError('The database connection is not open');
    const id = ++this.requests;
    Atomics.store(this.flag, 0, 0);
    // (inTx: the worker refuses a statement of a transaction whose session it lost)
    this.port.postMessage({ ...message, id, inTx: this.depth > 0 && this.begun });
    const deadline = Date.now() + ANSWER_TIMEOUT_MS;
    Atomics.wait(this.flag, 0, 0, ANSWER_TIMEOUT_MS);
    // the flag can be seen before the answer is on the port (seen under load): take the answer
    // with this request's id, waiting a millisecond at a time for it; an older request's late
    // answer is dropped
    for (;;) {
      const reply = receiveMessageOnPort(this.port)?.message as Reply<T> | undefined;
      if (reply?.notifications) this.dispatch(reply.notifications);
      if (reply?.id === id) {
        if (reply.error) {
          const error = new PgStoreError(reply.error.message, reply.error.code, reply.error.detail);
          if (error.code === 'ENGINE_FENCED') for (const fn of this.fencedListeners) fn(error);
          throw error;
        }
        return reply.result as T;
      }
      if (reply) continue;
      if (Date.now() > deadline) throw new PgStoreError(`PostgreSQL did not answer within ${ANSWER_TIMEOUT_MS} ms`, '57014');
      Atomics.wait(this.flag, 0, 1, 1);
    }
  }

  private readonly listeners = new Map<string, ((payload: string) => void)[]>();

  /**
   * Calls `fn` with every notification on `channel` this connection hears, its own transactions'
   * included: those arrive with the COMMIT's answer, so a write's listeners have run before the
   * code that made it goes on (as SQLite's triggers calling into the process do).
   */
  listen(channel: string, fn: (payload: string) => void): void {
    const fns = this.listeners.get(channel);
    if (fns) {
      fns.push(fn);
      return;
    }
    this.listeners.set(channel, [fn]);
    this.request({ op: 'listen', channel });
  }

  private dispatch(notifications: { channel: string; payload: string }[]): void {
    for (const n of notifications) for (const fn of this.listeners.get(n.channel) ?? []) fn(n.payload);
  }

  /** Runs already translated SQL (after the writes queued before it, in the same round trip). */
  query(text: string, values: unknown[]): QueryResult {
    if (this.pending) return this.send([{ text, values }]).at(-1) as QueryResult;
    if (TRACE) TRACE.set(text, (TRACE.get(text) ?? 0) + 1);
    try {
      return this.request<QueryResult>({ op: 'query', text, values });
    } catch (e) {
      if (this.depth > 0) this.failed ??= { error: e, depth: this.depth };
      throw e;
    }
  }

  private get pending(): boolean {
    return this.beginPending || this.queued.length > 0;
  }

  /** Queues a write of the open transaction (its result settles when the queue is sent). */
  enqueue(run: QueuedRun): void {
    this.queued.push(run);
  }

  /** Sends BEGIN if not yet sent, the queued writes, then `after`, as one round trip; `after`'s results. */
  private send(after: BatchStatement[]): QueryResult[] {
    const head: BatchStatement[] = this.beginPending ? this.begin.map((text) => ({ text })) : [];
    if (head.length && this.fenceEpoch !== null) head.push({ text: 'SELECT "engine_fence"($1)', values: [this.fenceEpoch] });
    const queued = this.queued;
    this.queued = [];
    this.beginPending = false;
    if (head.length) this.begun = true;
    const statements = [...head, ...queued, ...after];
    if (statements.length === 0) return [];
    if (TRACE) {
      for (const st of statements) TRACE.set(st.text, (TRACE.get(st.text) ?? 0) + 1);
      TRACE.set('(round trip: batch)', (TRACE.get('(round trip: batch)') ?? 0) + 1);
    }
    let results: QueryResult[];
    try {
      results = this.request<QueryResult[]>({
        op: 'batch',
        statements: statements.map((st) => (st.values ? { text: st.text, values: st.values } : { text: st.text })),
      });
    } catch (e) {
      for (const q of queued) q.settle(e as Error);
      if (this.depth > 0) this.failed ??= { error: e, depth: this.depth };
      throw e;
    }
    queued.forEach((q, i) => {
      q.settle(results[head.length + i] as QueryResult);
    });
    return results.slice(head.length + queued.length);
  }

  /** Drops the writes queued since the newest savepoint (rolled back: never sent). */
  private dropQueued(): void {
    const dropped = this.queued;
    this.queued = [];
    for (const q of dropped) q.settle(new Error('the statement was rolled back before it reached the database'));
  }

  /** Sends the writes queued in the open transaction (a queued write's result is read). */
  flush(): void {
    if (this.queued.length) this.send([]);
  }

  translate(sql: string): TranslatedSql {
    let t = this.translations.get(sql);
    if (!t) {
      t = translateSql(sql);
      this.translations.set(sql, t);
    }
    return t;
  }

  hasIdColumn(table: string): boolean {
    return this.idTables.has(table);
  }

  prepare<P = unknown[], R = unknown>(sql: string): PgStatement<P, R> {
    return new PgStatement<P, R>(this, sql);
  }

  exec(sql: string): this {
    const text = this.translate(sql).text;
    if (this.pending) this.send([{ text }]);
    else this.request({ op: 'exec', sql: text });
    return this;
  }

  pragma(source: string): never {
    throw new Error(`PRAGMA ${source} is SQLite's; the PostgreSQL store has none`);
  }

  /** better-sqlite3's transaction(): a function running `fn` in a transaction (nested: a savepoint). */
  transaction<F extends (...args: never[]) => unknown>(fn: F): F & { deferred: F; immediate: F; exclusive: F } {
    const run = ((...args: Parameters<F>) => {
      if (this.depth === 0) {
        this.beginPending = true;
        this.begun = false;
        this.failed = null;
        this.depth = 1;
        try {
          const result = fn(...args);
          // a failed batch whose error the code caught: PostgreSQL would answer COMMIT with a
          // silent ROLLBACK
          const failed = this.failed as { error: unknown } | null;
          if (failed) throw failed.error;
          // (a transaction that sent nothing has nothing to commit)
          if (this.pending || this.begun) this.send([{ text: 'COMMIT' }]);
          return result;
        } catch (e) {
          this.dropQueued();
          this.beginPending = false;
          if (this.begun) {
            try {
              this.request({ op: 'exec', sql: 'ROLLBACK' });
            } catch {
              // the connection is gone: the transaction is rolled back with it
            }
          }
          throw e;
        } finally {
          this.depth = 0;
          this.begun = false;
          this.failed = null;
        }
      }
      const name = `sp${++this.savepoints}`;
      // the queue then holds only writes after the newest savepoint (a rollback to it drops them)
      this.send([{ text: `SAVEPOINT ${name}` }]);
      const outer = this.depth++;
      try {
        const result = fn(...args);
        // sent now, not later: a write that fails fails this savepoint's function, as on SQLite
        this.send([{ text: `RELEASE SAVEPOINT ${name}` }]);
        return result;
      } catch (e) {
        this.dropQueued();
        this.request({ op: 'exec', sql: `ROLLBACK TO SAVEPOINT ${name}; RELEASE SAVEPOINT ${name}` });
        if (this.failed && this.failed.depth > outer) this.failed = null;
        throw e;
      } finally {
        this.depth--;
      }
    }) as F;
    return Object.assign(run, { deferred: run, immediate: run, exclusive: run });
  }

  private readonly closing: (() => unknown)[] = [];

  /** Work to end with this connection (a listening connection beside it). */
  onClose(fn: () => unknown): void {
    this.closing.push(fn);
  }

  close(): this {
    if (this.closed) return this;
    for (const fn of this.closing.splice(0)) fn();
    try {
      this.request({ op: 'close' });
    } finally {
      this.closed = true;
      void this.worker.terminate();
    }
    return this;
  }
}

export class PgStatement<P = unknown[], R = unknown> {
  private safe = false;
  private asArray = false;
  private plucked = false;
  private bound: unknown[] | undefined;
  private readonly sql: TranslatedSql;
  readonly reader: boolean;

  constructor(
    private readonly db: PgSyncDatabase,
    readonly source: string,
  ) {
    this.sql = db.translate(source);
    this.reader = /^\s*(SELECT|WITH|VALUES)\b/i.test(source) || this.sql.returning;
  }

  safeIntegers(on = true): this {
    this.safe = on;
    return this;
  }

  raw(on = true): this {
    this.asArray = on;
    return this;
  }

  pluck(on = true): this {
    this.plucked = on;
    return this;
  }

  bind(...args: unknown[]): this {
    this.bound = bindArguments(this.sql.params, args);
    return this;
  }

  private values(args: unknown[]): unknown[] {
    const values = this.bound ?? bindArguments(this.sql.params, args);
    return values.map((v) => (typeof v === 'boolean' ? Number(v) : v));
  }

  private execute(args: unknown[], text = this.sql.text): QueryResult {
    return this.db.query(text, this.values(args));
  }

  private rowOf(fields: Field[], row: unknown[]): unknown {
    const values = row.map((v, i) => this.value(v, fields[i] as Field));
    if (this.plucked) return values[0];
    if (this.asArray) return values;
    const o: Record<string, unknown> = {};
    fields.forEach((f, i) => {
      o[f.name] = values[i];
    });
    return o;
  }

  private value(v: unknown, f: Field): unknown {
    if (v === null) return null;
    if (typeof v === 'bigint') return this.safe ? v : Number(v);
    if (this.safe && typeof v === 'number' && INT_TYPES.has(f.type) && Number.isInteger(v)) return BigInt(v);
    if (v instanceof Uint8Array && !Buffer.isBuffer(v)) return Buffer.from(v.buffer, v.byteOffset, v.byteLength);
    return v;
  }

  get(...args: P extends unknown[] ? P : [P]): R | undefined {
    const r = this.execute(args);
    return r.rows.length ? (this.rowOf(r.fields, r.rows[0] as unknown[]) as R) : undefined;
  }

  all(...args: P extends unknown[] ? P : [P]): R[] {
    const r = this.execute(args);
    return r.rows.map((row) => this.rowOf(r.fields, row) as R);
  }

  *iterate(...args: P extends unknown[] ? P : [P]): IterableIterator<R> {
    yield* this.all(...args);
  }

  run(...args: P extends unknown[] ? P : [P]): RunResult {
    const table = this.sql.insertInto;
    const text = table && this.db.hasIdColumn(table) ? `${this.sql.text} RETURNING "id"` : this.sql.text;
    const safe = this.safe;
    const resultOf = (r: QueryResult): RunResult => {
      if (text === this.sql.text) return { changes: r.rowCount, lastInsertRowid: 0 };
      const last = r.rows.at(-1)?.[0];
      const id = typeof last === 'bigint' ? last : BigInt((last as number | undefined) ?? 0);
      return { changes: r.rowCount, lastInsertRowid: safe ? id : Number(id) };
    };
    if (!this.db.inTransaction) return resultOf(this.execute(args, text));
    // in a transaction: queued, sent with the next statement that needs the database; reading
    // `changes` or `lastInsertRowid` sends it at once
    let settled: RunResult | Error | undefined;
    this.db.enqueue({
      text,
      values: this.values(args),
      settle: (r) => {
        settled = r instanceof Error ? r : resultOf(r);
      },
    });
    const read = (): RunResult => {
      if (!settled) this.db.flush();
      if (settled instanceof Error) throw settled;
      return settled as RunResult;
    };
    return Object.defineProperties({} as RunResult, {
      changes: { enumerable: true, get: () => read().changes },
      lastInsertRowid: { enumerable: true, get: () => read().lastInsertRowid },
    });
  }

  columns(): { name: string }[] {
    throw new Error('columns() is not supported on the PostgreSQL store');
  }
}
