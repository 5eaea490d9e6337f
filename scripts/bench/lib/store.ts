// The store a benchmark runs on (decision 080): SQLite by default, PostgreSQL with
// BENCH_STORE=postgres. On PostgreSQL each run gets databases of its own on the server at
// BENCH_PG_URL, named BENCH_PG_DB_PREFIX (default `bench_`) + something unique, dropped at the
// end, on failure, and on Ctrl-C (synchronously, from the exit handler).
import os from 'node:os';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export type BenchStore = 'sqlite' | 'postgres';

function storeFromEnv(): BenchStore {
  const raw = process.env.BENCH_STORE || 'sqlite';
  if (raw !== 'sqlite' && raw !== 'postgres') throw new Error(`BENCH_STORE=${raw}: expected sqlite or postgres`);
  return raw;
}

export const BENCH_STORE: BenchStore = storeFromEnv();
/** A database of the PostgreSQL server to connect to for CREATE/DROP DATABASE. */
export const BENCH_PG_URL = process.env.BENCH_PG_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const PREFIX = process.env.BENCH_PG_DB_PREFIX || 'bench_';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The store's name as the benchmarks print it. */
export const storeLabel = (store: BenchStore = BENCH_STORE) => (store === 'postgres' ? 'PostgreSQL' : 'SQLite');

export function pgUrlOf(database: string): string {
  const u = new URL(BENCH_PG_URL);
  u.pathname = `/${database}`;
  return u.toString();
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function admin(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: BENCH_PG_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

// databases this process created and has not dropped yet
const live = new Set<string>();

// A benchmark stopped by Ctrl-C or an uncaught error leaves no database behind: the exit
// handler cannot wait for a promise, so a child process drops them.
process.on('exit', () => {
  if (live.size === 0) return;
  const drops = [...live].map((name) => `DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
  spawnSync(
    process.execPath,
    [
      '-e',
      `const c = new (require('pg').Client)({ connectionString: process.argv[1] });
       c.connect().then(async () => { for (const s of JSON.parse(process.argv[2])) await c.query(s); await c.end(); });`,
      BENCH_PG_URL,
      JSON.stringify(drops),
    ],
    { cwd: ROOT, stdio: 'inherit', timeout: 30_000 },
  );
});

export interface BenchPgDatabase {
  name: string;
  url: string;
  /** Drops it (WITH (FORCE): a server still connected is no obstacle); once. */
  drop(): Promise<void>;
}

/**
 * Creates an empty database (or a copy of `template`) for this run: BENCH_PG_DB_PREFIX, `purpose`
 * and a suffix unique to this process and moment.
 */
export async function createBenchPgDatabase(purpose: string, template?: string): Promise<BenchPgDatabase> {
  const unique = `${process.pid}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `${PREFIX}${purpose}_${unique}`.toLowerCase().slice(0, 63);
  live.add(name);
  await admin(`CREATE DATABASE ${quote(name)}${template ? ` TEMPLATE ${quote(template)}` : ''}`);
  let dropped: Promise<void> | undefined;
  const drop = () => {
    dropped ??= admin(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`).then(() => {
      live.delete(name);
    });
    return dropped;
  };
  return { name, url: pgUrlOf(name), drop };
}

/**
 * Applies the PostgreSQL migrations to `url` as an operator does (npm run db:migrate:deploy), in a
 * process of its own: the wasm schema engine in a process that carries on afterwards may reject
 * "FnOnce called more than once".
 */
export async function migratePgInChild(url: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/db/migrate-deploy.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exit = await new Promise<number | null>((r) => child.on('exit', r));
  if (exit !== 0) throw new Error(`migrating ${url} failed (exit ${exit})`);
}

/** The line a run's table follows: the store, what the run was (`what`), the machine, then its load average. */
export function printRunContext(store: BenchStore, what: string): void {
  console.log(`\n${storeLabel(store)} store, ${what}, ${os.cpus().length} cores, node ${process.version}`);
  console.log(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
}
