// A cluster of bench servers (decisions 081, issue 35, and 082, issue 36): instances as processes
// of their own on 127.0.0.1, every one a candidate for the engine lease, one fresh PostgreSQL
// database (seeded once, by the first instance's start), one Redis prefix of this run's own
// (`bench:<random hex>`, every key deleted at the end, on failure and on Ctrl-C). The first
// instance is waited for until it leads, then the others start: they follow its market through
// Redis and forward engine routes to it. Redis at BENCH_REDIS_URL (default redis://127.0.0.1:6379).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import type { EngineHealth } from '../../../shared/schemas/engine-health.ts';
import { type BenchServer, type BenchServerOptions, startBenchServer } from './server.ts';

export const BENCH_REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface BenchCluster {
  /** The instance started first: the engine's leader when the others started (it may not be later). */
  leader: BenchServer;
  /** The others, started once the first led: following it then. */
  followers: BenchServer[];
  /** Every instance, the first first; `restart(i)` replaces its entry. */
  all: BenchServer[];
  /** The instances' REDIS_PREFIX. */
  prefix: string;
  /** Instance `i`'s INSTANCE_ID. */
  idOf(i: number): string;
  /**
   * Starts instance `i` again on its port, with its id and environment, after its process ended
   * (a kill): the new one replaces `all[i]`, and answers before this resolves.
   */
  restart(i: number, options?: Pick<BenchServerOptions, 'output'>): Promise<BenchServer>;
  /** Stops every instance, the database's maker last (its stop drops it), and deletes the Redis keys. */
  stop(): Promise<void>;
}

/** The server's GET /api/health/engine, or undefined when it does not answer within `timeoutMs`. */
export async function engineHealth(server: Pick<BenchServer, 'base'>, timeoutMs = 1000): Promise<EngineHealth | undefined> {
  try {
    const res = await fetch(`${server.base}/api/health/engine`, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await res.json()) as { code: number; data: EngineHealth };
    return body.code === 0 ? body.data : undefined;
  } catch {
    return undefined;
  }
}

/** Waits until the server answers that it leads and serves engine work (fails after `timeoutMs`). */
export async function waitUntilLeading(server: Pick<BenchServer, 'base'>, timeoutMs = 120_000): Promise<EngineHealth> {
  const end = Date.now() + timeoutMs;
  let last: EngineHealth | undefined;
  while (Date.now() < end) {
    last = await engineHealth(server);
    if (last?.state === 'leading') return last;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${server.base} did not lead within ${timeoutMs} ms (last answer: ${JSON.stringify(last)})`);
}

/** A port nothing listens on now (the operating system's pick). */
/** Whether `port` of 127.0.0.1 can be listened on now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A free port BELOW the kernel's ephemeral range (32768–60999 on Linux) for a server that is
 * killed and started again on the same port: a port the kernel hands out (`freePort`) can be
 * taken meanwhile as the local end of an outgoing connection (a test's database or Redis
 * client), and the restarted server then fails with EADDRINUSE.
 */
export async function restartablePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error('no free port in 20000–31999');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The secrets every instance of one deployment shares (a cluster refuses to start without them
 * once issue 35 lands them; variables a build does not know yet are ignored).
 */
function sharedSecrets(): Record<string, string> {
  const secret = () => randomBytes(32).toString('hex');
  return {
    JWT_SECRET: secret(),
    MARKET_SECRET: secret(),
    KYC_SECRET: secret(),
    KYC_SEAL_KEY: secret(),
    DEPOSIT_KEY: secret(),
    API_KEY_SEAL_KEY: secret(),
  };
}

// prefixes this process made and has not cleaned yet: the exit handler cannot wait for a
// promise, so a child process deletes their keys (as lib/store.ts drops databases)
const live = new Set<string>();
process.on('exit', () => {
  if (live.size === 0) return;
  spawnSync(
    process.execPath,
    [
      '-e',
      `const { Redis } = require('ioredis');
       const r = new Redis(process.argv[1]);
       (async () => { for (const p of JSON.parse(process.argv[2])) {
         let c = '0';
         do { const [n, keys] = await r.scan(c, 'MATCH', p + ':*', 'COUNT', 500); c = n; if (keys.length) await r.del(...keys); } while (c !== '0');
       } r.disconnect(); })();`,
      BENCH_REDIS_URL,
      JSON.stringify([...live]),
    ],
    { cwd: ROOT, stdio: 'inherit', timeout: 30_000 },
  );
});

/** Deletes every key of `prefix` (in the Redis at `url`). */
export async function deleteRedisKeys(prefix: string, url = BENCH_REDIS_URL): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * Starts `1 + othersCount` instances, every one a candidate for the engine lease (issue 36), with
 * `extraEnv` for all of them: the first on `firstPort` (it makes and seeds the database), waited
 * for until it leads, then the others on free ports, side by side. Instance `i` is INSTANCE_ID
 * `instance-<i+1>`. `options.output` receives each instance's output lines (its index first).
 */
export async function startBenchCluster(
  firstPort: number,
  othersCount: number,
  extraEnv: Record<string, string> = {},
  options: { output?: (instance: number, line: string) => void } = {},
): Promise<BenchCluster> {
  // Redis answering first: a bench without it fails before seeding anything
  const probe = new Redis(BENCH_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
  } catch (e) {
    throw new Error(`Redis at ${BENCH_REDIS_URL} did not answer (${(e as Error).message}); a cluster bench needs it (BENCH_REDIS_URL)`);
  } finally {
    probe.disconnect();
  }
  const prefix = `bench:${randomBytes(6).toString('hex')}`;
  live.add(prefix);
  const shared = { ...extraEnv, ...sharedSecrets(), REDIS_URL: BENCH_REDIS_URL, REDIS_PREFIX: prefix, CLUSTER_ROLE: 'candidate' };
  const ports: number[] = [firstPort];
  for (let i = 1; i <= othersCount; i++) ports.push(await freePort());
  const idOf = (i: number) => `instance-${i + 1}`;
  const envOf = (i: number) => ({ ...shared, INSTANCE_ID: idOf(i), INSTANCE_URL: `http://127.0.0.1:${ports[i]}` });
  const outputOf = (i: number) => (options.output ? (line: string) => options.output?.(i, line) : undefined);
  // every server started, in order: stopped in reverse, so the first (the database's maker) last
  const started: BenchServer[] = [];
  const stop = async () => {
    for (const s of started.slice().reverse()) await s.stop();
    await deleteRedisKeys(prefix);
    live.delete(prefix);
  };
  try {
    const first = await startBenchServer(firstPort, envOf(0), { store: 'postgres', output: outputOf(0) });
    started.push(first);
    await waitUntilLeading(first);
    const others = await Promise.allSettled(
      ports.slice(1).map((port, k) => startBenchServer(port, envOf(k + 1), { databaseOf: first, output: outputOf(k + 1) })),
    );
    for (const o of others) if (o.status === 'fulfilled') started.push(o.value);
    const failed = others.find((o) => o.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    const all = [first, ...others.map((o) => (o as PromiseFulfilledResult<BenchServer>).value)];
    const cluster: BenchCluster = {
      leader: first,
      followers: all.slice(1),
      all,
      prefix,
      idOf,
      async restart(i, restartOptions = {}) {
        const server = await startBenchServer(ports[i] as number, envOf(i), {
          databaseOf: first,
          output: restartOptions.output ?? outputOf(i),
        });
        started.push(server);
        all[i] = server;
        return server;
      },
      stop,
    };
    return cluster;
  } catch (e) {
    await stop();
    throw e;
  }
}
