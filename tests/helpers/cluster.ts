// A cluster of instances for one test file (decisions 081, 082): a candidate that listens on a
// port of its own and takes the engine's lease (the others forward engine work to it over HTTP,
// as in a deployment) and gateways (never leading) on the same PostgreSQL database, all on one
// Redis with a key prefix of the file's own, sharing one manual clock. Only under
// TEST_STORE=postgres (a cluster refuses SQLite). Failover between processes:
// tests/helpers/process-cluster.ts.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { deleteRedisKeys as deleteKeysOf } from '../../scripts/bench/lib/cluster.ts';
import { standForEngine } from '../../server/main.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './app.ts';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The environment every instance of one test cluster shares. */
export function clusterEnv(prefix: string, redisUrl = TEST_REDIS_URL): Record<string, string> {
  return {
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    MARKET_SECRET: 'test-market-secret-0123456789abcdef0123456789abcdef',
    KYC_SECRET: 'test-kyc-secret-0123456789abcdef0123456789abcdef',
    KYC_SEAL_KEY: 'test-kyc-seal-key-0123456789abcdef0123456789abcdef',
    DEPOSIT_KEY: 'test-deposit-key-0123456789abcdef0123456789abcdef',
    API_KEY_SEAL_KEY: 'test-api-key-seal-key-0123456789abcdef0123456789abcdef',
  };
}

export interface TestCluster {
  engine: TestApp;
  gateways: TestApp[];
  /** The engine first, then the gateways. */
  all: TestApp[];
  prefix: string;
  close(): Promise<void>;
}

export async function createTestCluster(gatewayCount = 2, options: TestAppOptions & { redisUrl?: string } = {}): Promise<TestCluster> {
  const prefix = `t:${randomBytes(6).toString('hex')}`;
  const shared = { ...options.env, ...clusterEnv(prefix, options.redisUrl) };
  const engine = await createTestApp({ ...options, env: { ...shared, CLUSTER_ROLE: 'candidate', INSTANCE_ID: 'engine' } });
  await engine.app.listen({ port: 0, host: '127.0.0.1' });
  standForEngine(engine.app, engine.app.ctx.config);
  await until(engine.app, (e) => e.state === 'leading');
  const gateways: TestApp[] = [];
  for (let i = 1; i <= gatewayCount; i++) {
    const g = await createTestApp({
      ...options,
      sameDatabaseAs: engine,
      env: { ...shared, CLUSTER_ROLE: 'gateway', INSTANCE_ID: `gateway-${i}` },
    });
    // (a gateway is never reached by the others: it only reads who leads)
    g.app.engineElection?.start('http://127.0.0.1:1');
    await until(g.app, (e) => e.leader()?.holder === 'engine');
    gateways.push(g);
  }
  return {
    engine,
    gateways,
    all: [engine, ...gateways],
    prefix,
    async close() {
      for (const g of gateways) await g.close();
      await engine.close();
      await deleteRedisKeys(prefix);
    },
  };
}

/** Waits (real time: the lease is PostgreSQL's) until the instance's election satisfies `check`. */
export async function until(app: FastifyInstance, check: (e: NonNullable<FastifyInstance['engineElection']>) => boolean, ms = 15_000) {
  const election = app.engineElection;
  if (!election) throw new Error('not a cluster instance');
  const end = Date.now() + ms;
  while (!check(election)) {
    if (Date.now() > end) throw new Error(`engine election: condition not met within ${ms} ms (state ${election.state})`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A test file's cluster: created before its tests, closed after them. */
export function clusterForFile(gatewayCount = 2, options: TestAppOptions & { redisUrl?: string } = {}): { c: TestCluster } {
  const env = {} as { c: TestCluster };
  beforeAll(async () => {
    env.c = await createTestCluster(gatewayCount, options);
  });
  afterAll(() => env.c.close());
  return env;
}

/** Removes every Redis key of a test's prefix. */
export function deleteRedisKeys(prefix: string) {
  return deleteKeysOf(prefix, TEST_REDIS_URL);
}
