// A cluster of bench servers (decision 081, issue 35): an engine and gateways as processes of
// their own on 127.0.0.1, one fresh PostgreSQL database (seeded once, by the engine's start),
// one Redis prefix of this run's own (`bench:<random hex>`, every key deleted at the end, on
// failure and on Ctrl-C). Gateways follow the engine's market through Redis and forward engine
// routes to its port. Redis at BENCH_REDIS_URL (default redis://127.0.0.1:6379).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { type BenchServer, startBenchServer } from './server.ts';

export const BENCH_REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface BenchCluster {
  engine: BenchServer;
  gateways: BenchServer[];
  /** The engine first, then the gateways. */
  all: BenchServer[];
  /** The instances' REDIS_PREFIX. */
  prefix: string;
  /** Stops the gateways, then the engine (which drops the database), and deletes the Redis keys. */
  stop(): Promise<void>;
}

/** A port nothing listens on now (the operating system's pick). */
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
  return { JWT_SECRET: secret(), MARKET_SECRET: secret(), KYC_SECRET: secret(), KYC_SEAL_KEY: secret() };
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

/** Deletes every key of `prefix`. */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(BENCH_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
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
 * Starts an engine on `enginePort` and `gatewayCount` gateways on free ports, with `extraEnv`
 * for all of them.
 */
export async function startBenchCluster(
  enginePort: number,
  gatewayCount: number,
  extraEnv: Record<string, string> = {},
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
  const shared = { ...extraEnv, ...sharedSecrets(), REDIS_URL: BENCH_REDIS_URL, REDIS_PREFIX: prefix };
  const started: BenchServer[] = [];
  const stop = async () => {
    // gateways first: the engine's stop drops the database they serve
    for (const s of started.slice().reverse()) await s.stop();
    await deleteRedisKeys(prefix);
    live.delete(prefix);
  };
  try {
    const engine = await startBenchServer(enginePort, { ...shared, CLUSTER_ROLE: 'engine', INSTANCE_ID: 'engine' }, { store: 'postgres' });
    started.push(engine);
    const gateways: BenchServer[] = [];
    for (let i = 1; i <= gatewayCount; i++) {
      const gateway = await startBenchServer(
        await freePort(),
        { ...shared, CLUSTER_ROLE: 'gateway', INSTANCE_ID: `gateway-${i}`, ENGINE_URL: engine.base },
        { databaseOf: engine },
      );
      started.push(gateway);
      gateways.push(gateway);
    }
    return { engine, gateways, all: [engine, ...gateways], prefix, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
