// A platform server in a child process on 127.0.0.1 for the HTTP benchmarks (the load
// generator and the server each get a core), on a fresh data directory, migrated and seeded:
// a SQLite file in it, or with BENCH_STORE=postgres a fresh PostgreSQL database (lib/store.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { type Answer, type BenchCase, measure } from './accepted.ts';
import { BENCH_STORE, type BenchPgDatabase, type BenchStore, createBenchPgDatabase } from './store.ts';
import { mainThreadCpuMs } from './thread-cpu.ts';

export const APP_KEY = 'tradeweb';

export interface BenchServer {
  base: string;
  /** The store it runs on (BENCH_STORE, or the one asked for). */
  store: BenchStore;
  /** Its DATABASE_URL (a cluster's other instances serve the same database). */
  databaseUrl: string;
  /** The serving node process. */
  pid: number;
  call(method: string, url: string, body?: object, token?: string): Promise<{ res: Response; json: Answer }>;
  /** The same, but throws with the answer unless it was accepted (code 0): for a benchmark's set-up. */
  ok(method: string, url: string, body?: object, token?: string): Promise<{ res: Response; data: unknown }>;
  /**
   * Stops the server (its whole process group) and removes its data directory and its PostgreSQL
   * database (not one it shares with the server that made it: that one's stop drops it).
   */
  stop(): Promise<void>;
  /**
   * The server's CPU time so far (Linux /proc): its main thread's alone (schedstat, ns) and the
   * whole process's (utime + stime, 10 ms ticks). Undefined where /proc does not have them.
   */
  cpu(): { mainMs: number; processMs: number } | undefined;
}

/** The port from BENCH_PORT (the smoke run gives each benchmark a free one), else the script's own. */
export function benchPort(fallback: number): number {
  return Number(process.env.BENCH_PORT || fallback);
}

/**
 * Fails when something already listens on the port: its health answer would pass for ours and the
 * benchmark would measure (and register against) a server that is not its own.
 */
async function assertPortFree(port: number) {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (err: NodeJS.ErrnoException) =>
      reject(new Error(`port ${port} is in use (${err.code}): another server would answer this benchmark; set BENCH_PORT`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

export interface BenchServerOptions {
  /** The store, when not BENCH_STORE's (a cluster runs on PostgreSQL whatever BENCH_STORE says). */
  store?: BenchStore;
  /**
   * Serve the PostgreSQL database of a bench server started before, as it is (not seeded again,
   * not dropped by this one's stop): instances of one cluster. Stop this one first.
   */
  databaseOf?: BenchServer;
  /**
   * Every line the server writes (stdout and stderr) goes here instead of the bench's own output
   * (to read its log: set LOG_LEVEL to the level of the lines wanted).
   */
  output?: (line: string) => void;
}

export async function startBenchServer(
  port: number,
  extraEnv: Record<string, string> = {},
  options: BenchServerOptions = {},
): Promise<BenchServer> {
  await assertPortFree(port);
  const store = options.databaseOf?.store ?? options.store ?? BENCH_STORE;
  if (options.databaseOf && store !== 'postgres') throw new Error('only a PostgreSQL database serves several bench servers');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  let pgDatabase: BenchPgDatabase | undefined;
  try {
    if (store === 'postgres' && !options.databaseOf) pgDatabase = await createBenchPgDatabase('api');
    const database = options.databaseOf
      ? { url: options.databaseOf.databaseUrl, seed: false }
      : { url: pgDatabase?.url ?? `file:${path.join(dir, 'bench.db')}`, seed: true };
    return await startIn(port, dir, store, database, pgDatabase, extraEnv, options.output);
  } catch (e) {
    // (startIn stops a server it started before throwing)
    await pgDatabase?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}

async function startIn(
  port: number,
  dir: string,
  store: BenchStore,
  database: { url: string; seed: boolean },
  /** The database this server made (dropped when it stops). */
  pgDatabase: BenchPgDatabase | undefined,
  extraEnv: Record<string, string>,
  output: ((line: string) => void) | undefined,
): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  const env = {
    // every request comes from 127.0.0.1: the /api ceiling per address would refuse the load
    // itself (set API_RATE_LIMIT_PER_MINUTE to measure with it on)
    API_RATE_LIMIT_PER_MINUTE: '0',
    ...process.env,
    NODE_ENV: 'production',
    DEV_ENDPOINTS: 'true', // to read the registration code; not on a real deployment
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    DATABASE_URL: database.url,
    ADMIN_PASSWORD: 'bench-admin-password',
    ...extraEnv,
  };
  // prepare (migrate + seed) first, then serve; on PostgreSQL the seed script migrates the
  // database in its own short process too
  if (database.seed) {
    const prep = spawn('npx', ['--no-install', 'tsx', 'scripts/db/seed.ts'], { env, stdio: 'inherit' });
    const seeded = await new Promise<number | null>((r) => prep.on('exit', r));
    if (seeded !== 0) throw new Error(`seeding the bench database failed (exit ${seeded})`);
  }
  // its own process group, so the whole tree (tsx and node) stops at the end
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const server: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', 'scripts/serve.ts'], {
    env,
    stdio: ['ignore', output ? 'pipe' : 'inherit', output ? 'pipe' : 'inherit'],
    detached: true,
  });
  if (output)
    for (const stream of [server.stdout, server.stderr]) if (stream) readline.createInterface({ input: stream }).on('line', output);
  const exited = new Promise<number | null>((r) => server.once('exit', r));
  let running = true;
  void exited.then(() => {
    running = false;
  });
  // an interrupted benchmark (Ctrl-C, a CI timeout) must not leave its server behind: a detached
  // server outlives its parent and would answer the next run on this port
  const kill = () => {
    try {
      if (running && server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {}
  };
  const onSignal = (signal: NodeJS.Signals) => {
    kill();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('exit', kill);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const stop = async () => {
    kill();
    await exited; // the server's workers hold the database until it has stopped
    process.off('exit', kill);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await pgDatabase?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const call: BenchServer['call'] = async (method, url, body, token) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { AppKey: APP_KEY, ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: token } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    try {
      return { res, json: JSON.parse(text) as Answer };
    } catch {
      throw new Error(`${method} ${url} answered HTTP ${res.status} without an envelope: ${text.slice(0, 500)}`);
    }
  };
  const ok: BenchServer['ok'] = async (method, url, body, token) => {
    const { res, json } = await call(method, url, body, token);
    if (json.code !== 0) throw new Error(`${method} ${url} refused (HTTP ${res.status}): ${JSON.stringify(json)}`);
    return { res, data: json.data };
  };
  const cpu: BenchServer['cpu'] = () => {
    const mainMs = server.pid === undefined ? undefined : mainThreadCpuMs(server.pid);
    if (mainMs === undefined) return undefined;
    try {
      // (the command name in parentheses may hold spaces: the fields after it are counted from its end)
      const stat = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return { mainMs, processMs: (Number(fields[11]) + Number(fields[12])) * 10 };
    } catch {
      return undefined;
    }
  };
  // wait for as long as the server is starting (a loaded machine can take long; a benchmark does
  // not fail on timing): only its exit, or two minutes without an answer, is a failure
  const deadline = Date.now() + 120_000;
  while (running && Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok)
        return { base, store, databaseUrl: database.url, pid: server.pid as number, call, ok, stop, cpu };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  const code = running ? undefined : await exited;
  await stop();
  throw new Error(code === undefined ? 'the server did not answer within 120 s' : `the server exited (code ${code}) before it answered`);
}

/** Registers an e-mail account with the verification code the dev outbox shows. */
export async function register(server: Pick<BenchServer, 'ok'>, email: string, password: string): Promise<void> {
  await server.ok('POST', '/api/verify-code/send', { type: 'email', email, purpose: 'register' });
  // the route answers the messages sent to the target, newest first
  const { data } = await server.ok('GET', `/api/dev/outbox?target=${encodeURIComponent(email)}`);
  const messages = data as { body: string }[];
  const code = messages[0]?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no verification code in the outbox for ${email}: ${JSON.stringify(messages)}`);
  await server.ok('POST', '/api/register', { type: 'email', email, password, confirmPassword: password, code, agreement: true });
}

/** Registers an account (as `register`) and logs it in: its token. */
export async function registerAndLogin(server: Pick<BenchServer, 'ok'>, email: string, password: string): Promise<string> {
  await register(server, email, password);
  const { res } = await server.ok('POST', '/api/login', { type: 'email', email, password });
  const token = res.headers.get('authorization');
  if (!token) throw new Error('the login answered no token');
  return token;
}

/** Starts `n` guest demo sessions (each with its demo wallet of virtual USDT): their tokens. */
export async function startGuests(server: BenchServer, n: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) {
    const { res } = await server.ok('POST', '/api/demo/guest');
    const token = res.headers.get('authorization');
    if (!token) throw new Error('a guest session answered no token');
    tokens.push(token);
  }
  return tokens;
}

/**
 * Runs a case (`measure`) and adds the server's CPU per accepted operation over it: its main
 * thread's (what other load on the shared machine changes least: time waiting for a core is not
 * in it) and its whole process's (with V8's helper threads and the thread pool), in µs.
 */
export async function measureWithCpu(server: BenchServer, title: string, options: BenchCase) {
  const before = server.cpu();
  const row = await measure(title, options);
  const after = server.cpu();
  const per = (ms: number) => Math.round((ms * 1000) / row.accepted);
  return {
    ...row,
    'server main-thread µs/order': before && after ? per(after.mainMs - before.mainMs) : '',
    'server process µs/order': before && after ? per(after.processMs - before.processMs) : '',
  };
}
