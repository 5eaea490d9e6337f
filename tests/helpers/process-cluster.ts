// A cluster of real server processes for one test file (issue 36): N instances of
// `scripts/serve.ts`, each a child process of its own on a free port of 127.0.0.1, all
// candidates for the engine lease, on one fresh PostgreSQL database copied from the test
// template, with one Redis key prefix of their own, on the real clock. A test can kill an
// instance (SIGKILL), pause and resume it (SIGSTOP / SIGCONT), start it again, read its log
// lines, and ask who leads. Every wait has a timeout; `close()` ends every process it started
// (a paused one is resumed first, so the kill is not left pending), drops the database and
// deletes the Redis keys. Only under TEST_STORE=postgres (a cluster refuses SQLite).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import WebSocket from 'ws';
import { restartablePort } from '../../scripts/bench/lib/cluster.ts';
import type { EngineLeaseRow } from '../../server/db/store/engine-lease.ts';
import type { EngineHealth } from '../../shared/schemas/engine-health.ts';
import { APP_KEY } from './app.ts';
import { deleteRedisKeys, TEST_REDIS_URL } from './cluster.ts';
import { ROOT, TEST_TMP } from './paths.ts';
import { createPgTestDatabase, dropPgDatabase, pgTestDatabasePrefix } from './store.ts';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type { EngineHealth };

/** The API's answer envelope. */
export interface Envelope<T = unknown> {
  code: number;
  msg?: string;
  data: T;
}

/** The `"EngineLease"` row (times in ms of PostgreSQL's clock). */
export type Lease = EngineLeaseRow;

export interface Instance {
  index: number;
  id: string;
  port: number;
  base: string;
  /** The running process (undefined before the first start and after it exited). */
  child?: ChildProcess;
  /** Paused with SIGSTOP and not resumed yet. */
  stopped: boolean;
  /** Every output line of every process this instance ran, stdout and stderr, in arrival order. */
  lines: string[];
  /** How many processes this instance has started. */
  runs: number;
}

export interface ProcessClusterOptions {
  /** Environment for every instance on top of the defaults (ENGINE_LEASE_MS, …). */
  env?: Record<string, string>;
  /** Before the first instance starts: set-up on the fresh database (a pg client on it). */
  prepare?: (db: pg.Client) => Promise<void>;
}

/** A call's answer: its HTTP status, its envelope (undefined when the body is none) and headers. */
export interface CallResult<T = unknown> {
  status: number;
  body: Envelope<T> | undefined;
  headers: Headers;
}

let clusters = 0;

// processes of every cluster of this process: a test run that ends without closing them (a crash,
// a timeout) must not leave servers behind (the exit handler cannot wait: it signals them)
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) {
    try {
      child.kill('SIGCONT');
      child.kill('SIGKILL');
    } catch {}
  }
});

/**
 * The environment secrets every instance of one deployment shares (decision 081): the market
 * secret is fixed per cluster so a test can recompute the market's path from it.
 */
function secrets() {
  const s = () => randomBytes(32).toString('hex');
  return { JWT_SECRET: s(), MARKET_SECRET: s(), KYC_SECRET: s(), KYC_SEAL_KEY: s(), DEPOSIT_KEY: s(), API_KEY_SEAL_KEY: s() };
}

export class ProcessCluster {
  readonly instances: Instance[] = [];
  readonly prefix = `t:${randomBytes(6).toString('hex')}`;
  readonly secrets = secrets();
  readonly databaseUrl: string;
  private readonly dir: string;
  private closed = false;

  private constructor(
    private readonly database: string,
    databaseUrl: string,
    private readonly env: Record<string, string>,
  ) {
    this.databaseUrl = databaseUrl;
    this.dir = path.join(TEST_TMP, `pc-${process.pid}-${clusters}`);
  }

  /** Makes the database and picks the ports of `n` instances; starts none (see `startAll`). */
  static async create(n: number, options: ProcessClusterOptions = {}): Promise<ProcessCluster> {
    const database = `${pgTestDatabasePrefix}pc_${process.pid}_${++clusters}`;
    const url = await createPgTestDatabase(database);
    const cluster = new ProcessCluster(database, url, options.env ?? {});
    try {
      await cluster.withDb(async (db) => {
        // the template's market ran up to the tests' manual start time (2026-11-21): with its
        // periods gone the market starts live now with this cluster's secret, instead of
        // filling every second since then
        await db.query('DELETE FROM "MarketPeriod"');
        // every user registered has passed the appropriateness check (as tests/helpers/app.ts
        // arranges for in-process apps): real fast trades and contracts need it (decision 077)
        await db.query(
          `CREATE OR REPLACE FUNCTION test_appropriateness_passed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
             INSERT INTO "AppropriatenessCheck" ("userId", version, answers, passed, "createdAt") VALUES (NEW.id, 1, '{"assumedByTests":true}', TRUE, 0);
             RETURN NEW; END $$;
           CREATE OR REPLACE TRIGGER test_appropriateness_passed AFTER INSERT ON "User" FOR EACH ROW EXECUTE FUNCTION test_appropriateness_passed();`,
        );
        await options.prepare?.(db);
      });
      for (let i = 0; i < n; i++) {
        // (an instance is killed and started again on its port: one outside the ephemeral range)
        const port = await restartablePort();
        cluster.instances.push({
          index: i,
          id: `instance-${i + 1}`,
          port,
          base: `http://127.0.0.1:${port}`,
          stopped: false,
          lines: [],
          runs: 0,
        });
      }
      fs.mkdirSync(cluster.dir, { recursive: true });
      return cluster;
    } catch (e) {
      await dropPgDatabase(database);
      throw e;
    }
  }

  /** Runs `fn` with a connection of its own to the cluster's database. */
  async withDb<T>(fn: (db: pg.Client) => Promise<T>): Promise<T> {
    const db = new pg.Client({ connectionString: this.databaseUrl });
    await db.connect();
    try {
      return await fn(db);
    } finally {
      await db.end();
    }
  }

  /** One query on the cluster's database. */
  query<R extends pg.QueryResultRow = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<R[]> {
    return this.withDb(async (db) => (await db.query<R>(sql, params)).rows);
  }

  private instance(i: number): Instance {
    const instance = this.instances[i];
    if (!instance) throw new Error(`no instance ${i}`);
    return instance;
  }

  /** The environment of instance `i`'s process. */
  envOf(i: number): Record<string, string> {
    const { id, port, base } = this.instance(i);
    return {
      ...(process.env as Record<string, string>),
      // a real deployment's settings (vitest's NODE_ENV=test would change the defaults)
      NODE_ENV: 'production',
      DEV_ENDPOINTS: 'true', // the registration codes, read from the dev outbox
      LOG_LEVEL: 'info', // the engine's lease and serving lines are info
      APP_KEYS: APP_KEY,
      // (every request comes from 127.0.0.1: the per-address ceiling would refuse the load)
      API_RATE_LIMIT_PER_MINUTE: '0',
      FAST_ORDERS_PER_10S: '1000',
      TRUST_PROXY: 'true',
      KYC_WITHDRAW_GATE: 'false',
      DATA_DIR: path.join(this.dir, id),
      DATABASE_URL: this.databaseUrl,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: this.prefix,
      INSTANCE_ID: id,
      INSTANCE_URL: base,
      CLUSTER_ROLE: 'candidate',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...this.secrets,
      ...this.env,
    };
  }

  /** Spawns instance `i`'s process (not waiting for it to answer: `waitHealthy`). */
  start(i: number): void {
    if (this.closed) throw new Error('the cluster is closed');
    const instance = this.instance(i);
    if (instance.child) throw new Error(`instance ${i} is running`);
    // node itself with tsx as a loader: signals reach the server, not a wrapper
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
      cwd: ROOT,
      env: this.envOf(i),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: false,
    });
    running.add(child);
    instance.runs++;
    instance.stopped = false;
    instance.child = child;
    instance.lines.push(`#start ${instance.runs} pid ${child.pid}`);
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) readline.createInterface({ input: stream }).on('line', (line) => instance.lines.push(line));
    }
    child.once('exit', (code, signal) => {
      running.delete(child);
      instance.lines.push(`#exit ${instance.runs} ${code ?? signal}`);
      if (instance.child === child) {
        instance.child = undefined;
        instance.stopped = false;
      }
    });
  }

  /** Starts every instance at once and waits until each answers (they take seconds to load). */
  async startAll(timeoutMs = 90_000): Promise<void> {
    for (const instance of this.instances) this.start(instance.index);
    await Promise.all(this.instances.map((instance) => this.waitHealthy(instance.index, timeoutMs)));
  }

  /** Sends `signal` to instance `i`'s process; after SIGKILL, resolves once it has exited. */
  async kill(i: number, signal: 'SIGKILL' | 'SIGSTOP' | 'SIGCONT' | 'SIGTERM'): Promise<void> {
    const instance = this.instance(i);
    const child = instance.child;
    if (!child) throw new Error(`instance ${i} is not running`);
    if (signal === 'SIGSTOP' || signal === 'SIGCONT') {
      child.kill(signal);
      instance.stopped = signal === 'SIGSTOP';
      return;
    }
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    child.kill(signal);
    const gone = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
    if (!gone) throw new Error(`instance ${i} did not exit within 15 s of ${signal}`);
  }

  /** Whether instance `i` has a process that is not paused. */
  live(i: number): boolean {
    const instance = this.instance(i);
    return instance.child !== undefined && !instance.stopped;
  }

  /** Waits until instance `i` answers GET /api/health (its process must be running). */
  async waitHealthy(i: number, timeoutMs = 60_000): Promise<void> {
    const instance = this.instance(i);
    const end = Date.now() + timeoutMs;
    while (Date.now() < end) {
      if (!instance.child) throw new Error(`instance ${i} exited before it answered:\n${this.recentLog(i, 30).join('\n')}`);
      try {
        const res = await fetch(`${instance.base}/api/health`, { signal: AbortSignal.timeout(1000) });
        if (res.ok) return;
      } catch {}
      await sleep(100);
    }
    throw new Error(`instance ${i} did not answer within ${timeoutMs} ms:\n${this.recentLog(i, 30).join('\n')}`);
  }

  /** Instance `i`'s answer to GET /api/health/engine (undefined when it does not answer within `timeoutMs`). */
  async engineHealth(i: number, timeoutMs = 1000): Promise<EngineHealth | undefined> {
    try {
      const res = await fetch(`${this.instance(i).base}/api/health/engine`, { signal: AbortSignal.timeout(timeoutMs) });
      const body = (await res.json()) as Envelope<EngineHealth>;
      return body.code === 0 ? body.data : undefined;
    } catch {
      return undefined;
    }
  }

  /** The lease row as PostgreSQL holds it (null before anyone took it). */
  async leader(): Promise<Lease | null> {
    const rows = await this.query<Record<string, string | number>>(
      'SELECT epoch, holder, url, "expiresAt", "takenAt", "renewedAt" FROM "EngineLease" WHERE id = 1',
    );
    const r = rows[0];
    if (!r) return null;
    return {
      epoch: Number(r.epoch),
      holder: String(r.holder),
      url: String(r.url),
      expiresAt: Number(r.expiresAt),
      takenAt: Number(r.takenAt),
      renewedAt: Number(r.renewedAt),
    };
  }

  /** The index of the instance whose INSTANCE_ID is `id`. */
  indexOf(id: string): number {
    const instance = this.instances.find((x) => x.id === id);
    if (!instance) throw new Error(`no instance ${id}`);
    return instance.index;
  }

  /**
   * Polls GET /api/health/engine of every running, unpaused instance (but `otherThan`) until one
   * answers state 'leading' (and, with `minEpoch`, an epoch at least that): its index, its epoch,
   * and the ms it took from `since` (default: now).
   */
  async waitForLeader(
    options: { otherThan?: number; minEpoch?: number; timeoutMs?: number; since?: number } = {},
  ): Promise<{ index: number; epoch: number; ms: number }> {
    const since = options.since ?? Date.now();
    const timeoutMs = options.timeoutMs ?? 30_000;
    const end = Date.now() + timeoutMs;
    while (Date.now() < end) {
      const candidates = this.instances.filter((x) => x.index !== options.otherThan && this.live(x.index));
      const answers = await Promise.all(candidates.map((x) => this.engineHealth(x.index, 500)));
      for (let k = 0; k < candidates.length; k++) {
        const h = answers[k];
        if (h?.state === 'leading' && h.epoch !== null && h.epoch >= (options.minEpoch ?? 0)) {
          return { index: (candidates[k] as Instance).index, epoch: h.epoch, ms: Date.now() - since };
        }
      }
      await sleep(25);
    }
    const states = await Promise.all(
      this.instances.map(
        async (x) => `${x.id}: ${JSON.stringify(await this.engineHealth(x.index))}\n  ${this.recentLog(x.index).join('\n  ')}`,
      ),
    );
    throw new Error(
      `no instance led within ${timeoutMs} ms${options.otherThan === undefined ? '' : ` (other than ${options.otherThan})`}:\n${states.join('\n')}`,
    );
  }

  /** Instance `i`'s last `n` output lines but its request log (for a failure's message). */
  recentLog(i: number, n = 15): string[] {
    return this.instance(i)
      .lines.filter((l) => !l.includes('"msg":"incoming request"') && !l.includes('"msg":"request completed"'))
      .slice(-n)
      .map((l) => l.slice(0, 400));
  }

  /** Instance `i`'s output lines (every run of it). */
  logs(i: number): string[] {
    return this.instance(i).lines;
  }

  /** Instance `i`'s JSON log lines (pino), parsed; from line `from` on. */
  logEntries(i: number, from = 0): Record<string, unknown>[] {
    const out: Record<string, unknown>[] = [];
    for (const line of this.instance(i).lines.slice(from)) {
      if (!line.startsWith('{')) continue;
      try {
        out.push(JSON.parse(line));
      } catch {}
    }
    return out;
  }

  /** Waits until instance `i` logged a JSON line (after line `from`) that `pred` accepts. */
  async waitForLog(i: number, pred: (entry: Record<string, unknown>) => boolean, timeoutMs = 10_000, from = 0) {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const found = this.logEntries(i, from).find(pred);
      if (found) return found;
      if (Date.now() > end)
        throw new Error(`instance ${i} logged no such line within ${timeoutMs} ms; its last lines:\n${this.logs(i).slice(-20).join('\n')}`);
      await sleep(50);
    }
  }

  /** A request to instance `i` with the test AppKey (and a session); never longer than `timeoutMs`. */
  async call<T = unknown>(
    i: number,
    method: string,
    url: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
  ): Promise<CallResult<T>> {
    const headers: Record<string, string> = { AppKey: APP_KEY, ...options.headers };
    if (options.token) headers.Authorization = options.token;
    let body: string | FormData | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const res = await fetch(`${this.instance(i).base}${url}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const text = await res.text();
    let parsed: Envelope<T> | undefined;
    try {
      const json = JSON.parse(text) as Envelope<T>;
      if (typeof json?.code === 'number') parsed = json;
    } catch {}
    return { status: res.status, body: parsed, headers: res.headers };
  }

  /** As `call`, but the answer must be accepted (code 0): its data. */
  async ok<T = unknown>(
    i: number,
    method: string,
    url: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
  ): Promise<{ data: T; headers: Headers }> {
    const r = await this.call<T>(i, method, url, options);
    if (r.body?.code !== 0) throw new Error(`${method} ${url} on instance ${i} refused (HTTP ${r.status}): ${JSON.stringify(r.body)}`);
    return { data: r.body.data, headers: r.headers };
  }

  /**
   * Ends every process (a paused one is resumed first: a pending SIGKILL is acted on either way,
   * but its exit would wait for the resume), drops the database and deletes the Redis keys. Once;
   * safe after a failure.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all(
      this.instances.map(async (instance) => {
        const child = instance.child;
        if (!child) return;
        const exited = new Promise<void>((r) => child.once('exit', () => r()));
        try {
          if (instance.stopped) child.kill('SIGCONT');
          child.kill('SIGKILL');
        } catch {}
        await Promise.race([exited, sleep(10_000)]);
      }),
    );
    const errors: unknown[] = [];
    await dropPgDatabase(this.database).catch((e) => errors.push(e));
    await deleteRedisKeys(this.prefix).catch((e) => errors.push(e));
    fs.rmSync(this.dir, { recursive: true, force: true });
    if (errors.length) throw errors[0];
  }
}

/** A websocket client of a real instance: every message kept, waits with a time-out. */
export interface SocketClient {
  ws: WebSocket;
  /** Where it connected (an instance's index). */
  instance: number;
  messages: Record<string, unknown>[];
  closed: boolean;
  send(m: unknown): void;
  /** Waits for the first message after index `from` that `pred` accepts. */
  waitFor(pred: (m: Record<string, unknown>) => boolean, timeoutMs?: number, from?: number): Promise<Record<string, unknown>>;
  close(): void;
}

/** Opens a websocket to instance `i` at `path` (e.g. `/ws?userId=…&token=…`); resolves once it is open. */
export async function openSocket(cluster: ProcessCluster, i: number, pathAndQuery: string, timeoutMs = 10_000): Promise<SocketClient> {
  const base = (cluster.instances[i] as Instance).base.replace(/^http/, 'ws');
  const ws = new WebSocket(`${base}${pathAndQuery}`, { headers: { AppKey: APP_KEY } });
  const messages: Record<string, unknown>[] = [];
  const client: SocketClient = {
    ws,
    instance: i,
    messages,
    closed: false,
    send: (m) => ws.send(typeof m === 'string' ? m : JSON.stringify(m)),
    async waitFor(pred, ms = 10_000, from = 0) {
      const end = Date.now() + ms;
      for (;;) {
        const found = messages.slice(from).find(pred);
        if (found) return found;
        if (Date.now() > end)
          throw new Error(`no matching message within ${ms} ms; last: ${JSON.stringify(messages.slice(-5)).slice(0, 800)}`);
        await sleep(20);
      }
    },
    close: () => ws.terminate(),
  };
  ws.on('message', (raw) => {
    try {
      messages.push(JSON.parse(raw.toString()));
    } catch {}
  });
  ws.on('close', () => {
    client.closed = true;
  });
  // (an error is followed by close; a socket to a killed instance errors with ECONNRESET)
  ws.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the socket to instance ${i} did not open within ${timeoutMs} ms`)), timeoutMs);
    ws.once('open', () => {
      clearTimeout(timer);
      resolve();
    });
    ws.once('close', () => {
      clearTimeout(timer);
      reject(new Error(`the socket to instance ${i} closed before it opened`));
    });
  });
  return client;
}
