// A platform server in a child process on 127.0.0.1 for the HTTP benchmarks (the load
// generator and the server each get a core), on a fresh data directory, migrated and seeded.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { mainThreadCpuMs } from './thread-cpu.ts';

export const APP_KEY = 'tradeweb';

export interface BenchServer {
  base: string;
  call(method: string, url: string, body?: object, token?: string): Promise<{ res: Response; json: { code: number; data: unknown } }>;
  stop(): void;
  /**
   * The server's CPU time so far (Linux /proc): its main thread's alone (schedstat, ns) and the
   * whole process's (utime + stime, 10 ms ticks). Undefined where /proc does not have them.
   */
  cpu(): { mainMs: number; processMs: number } | undefined;
}

export async function startBenchServer(port: number, extraEnv: Record<string, string> = {}): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
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
    DATABASE_URL: `file:${path.join(dir, 'bench.db')}`,
    ADMIN_PASSWORD: 'bench-admin-password',
    ...extraEnv,
  };
  // prepare (migrate + seed) first, then serve
  const prep = spawn('npx', ['--no-install', 'tsx', 'scripts/db/seed.ts'], { env, stdio: 'inherit' });
  await new Promise((r) => prep.on('exit', r));
  // its own process group, so the whole tree (tsx and node) stops at the end
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const server: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', 'scripts/serve.ts'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const stop = () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const call: BenchServer['call'] = async (method, url, body, token) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { AppKey: APP_KEY, ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: token } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { res, json: (await res.json()) as { code: number; data: unknown } };
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
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, call, stop, cpu };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error('server did not start');
}

/** Runs autocannon and returns the figures the benchmark tables print. */
export function load(title: string, options: autocannon.Options) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ title, ...options }, (err, result) => (err ? reject(err) : resolve(result)));
  }).then((r) => ({
    case: title,
    'req/s (avg)': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    'max ms': r.latency.max,
    'non-2xx/errors': r.non2xx + r.errors + r.timeouts,
  }));
}
