// A fresh app per test file: its own copy of the template database, a manual clock, a
// seeded random source, cheap password hashing and X-Forwarded-For trusted (so a test
// can act from many client IPs). Apps of one deployment (sameDatabaseAs) share a cluster bus,
// as instances share Redis.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import { type BuildOptions, buildApp } from '../../server/app.ts';
import { type BusEntry, type BusListener, type ClusterBus, LocalClusterBus } from '../../server/cluster/bus.ts';
import { loadConfig } from '../../server/config.ts';
import { ManualClock, type RandomSource } from '../../server/lib/clock.ts';
import { TEMPLATE_DB, TEST_IMAGE_DIR, TEST_PASSWORD_COST, TEST_TMP } from './paths.ts';
import { serverErrors } from './server-errors.ts';
import { createPgTestDatabase, dropPgDatabase, pgTestDatabasePrefix, TEST_STORE } from './store.ts';
import { openPgSync } from '../../server/db/store/index.ts';

export { serverErrors };

export const APP_KEY = 'test-app-key';
export const START_TIME = Date.UTC(2026, 10, 21, 12, 0, 0);
export const TEST_MARKET_SEED = 'test-seed';

/** Deterministic randomness (mulberry32) so codes and ids repeat from run to run. */
export function seededRandom(seed = 42): RandomSource {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min, max) => min + Math.floor(next() * (max - min)),
    bytes: (n) => Buffer.from(Array.from({ length: n }, () => Math.floor(next() * 256))),
  };
}

export interface TestApp {
  app: FastifyInstance;
  clock: ManualClock;
  /** The cluster bus of the deployment: every app made with `sameDatabaseAs` this one hears it (Redis's stand-in without REDIS_URL). */
  bus: LocalClusterBus;
  /** The SQLite file; on PostgreSQL `postgres:<database>` (a name, not a path). */
  dbFile: string;
  /** Its DATABASE_URL. */
  databaseUrl: string;
  api: ReturnType<typeof supertest>;
  /** Stops the server and starts a new one on the same database file (a restart). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

let counter = 0;
let instances = 0;
/**
 * Apps built so far per deployment (by its bus): each later one (another instance, a restart)
 * draws from its own seed, as separate processes do, so random ids the database keeps (quotes,
 * login challenges, enrolment tokens) are never drawn twice in one deployment.
 */
const builds = new WeakMap<LocalClusterBus, number>();

/**
 * One app's connection to its deployment's bus (as an instance's to Redis): entries carry the
 * app that published them as their origin, and its subscriptions end when the app closes (a
 * restarted or closed app hears nothing more; the others still do).
 */
class InstanceBus implements ClusterBus {
  private readonly subscriptions = new Set<() => void>();

  constructor(
    private readonly shared: LocalClusterBus,
    readonly instanceId: string,
  ) {}

  get connected() {
    return this.shared.connected;
  }

  position() {
    // (every app hears every entry of the shared bus at once: its position is the bus's)
    return this.shared.position();
  }

  publish(topic: string, data: unknown) {
    this.shared.publish(topic, { origin: this.instanceId, data });
  }

  subscribe<T>(topic: string, listener: BusListener<T>) {
    const off = this.shared.subscribe<{ origin: string; data: T }>(topic, (e: BusEntry<{ origin: string; data: T }>) =>
      listener({ id: e.id, topic: e.topic, data: e.data.data, origin: e.data.origin }),
    );
    this.subscriptions.add(off);
    return () => {
      off();
      this.subscriptions.delete(off);
    };
  }

  async close() {
    for (const off of this.subscriptions) off();
    this.subscriptions.clear();
  }
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /**
   * Forget the template's market periods, so the market starts live with the secret this app
   * is given (with `env: { MARKET_SEED: '' }`, one generated in its data folder).
   */
  resetMarketPeriods?: boolean;
  /**
   * Another instance of the platform on that app's database (its own connections, its own
   * market engine and jobs), as a second server of one deployment: closed before that app.
   */
  sameDatabaseAs?: TestApp;
  /** Adds to the app before it is ready (a route a test needs that the app must not have). */
  extend?: (app: FastifyInstance) => void;
  /** Adds to the services before the routes are built from them (a proposal kind only a test has). */
  services?: BuildOptions['withServices'];
  /** Replaces the fsync of the SQLite log after group commits (with DATABASE_SYNCHRONOUS=FULL: decision 109). */
  syncLog?: BuildOptions['syncLog'];
}

/**
 * Every user this app registers has passed the appropriateness check (decision 077), so the
 * tests that place real fast trades or contracts above 10× need not each take it: a trigger on
 * the app's own connection (temporary: never in the database file) records a pass with each new
 * user. A test of the check takes it away from its user with `withoutAppropriateness`.
 */
function assumeAppropriateness(app: FastifyInstance) {
  if (TEST_STORE === 'postgres') {
    // (the test file's own database: a trigger there touches no other test)
    app.ctx.sqlite.exec(
      `CREATE OR REPLACE FUNCTION test_appropriateness_passed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
         INSERT INTO "AppropriatenessCheck" ("userId", version, answers, passed, "createdAt") VALUES (NEW.id, 1, '{"assumedByTests":true}', TRUE, 0);
         RETURN NEW; END $$;
       CREATE OR REPLACE TRIGGER test_appropriateness_passed AFTER INSERT ON "User" FOR EACH ROW EXECUTE FUNCTION test_appropriateness_passed();`,
    );
    return;
  }
  app.ctx.sqlite.exec(
    `CREATE TEMP TRIGGER IF NOT EXISTS test_appropriateness_passed AFTER INSERT ON main."User" BEGIN
       INSERT INTO main."AppropriatenessCheck" (userId, version, answers, passed, createdAt) VALUES (NEW.id, 1, '{"assumedByTests":true}', 1, 0);
     END`,
  );
}

/** The user has not passed the appropriateness check (their assumed pass is removed). */
export function withoutAppropriateness(t: TestApp, userId: number) {
  t.app.ctx.sqlite.prepare('DELETE FROM "AppropriatenessCheck" WHERE userId = ?').run(userId);
}

/** The settings of every test app on `databaseUrl` with its data folder `dir`, `env` over them. */
export function testEnv(databaseUrl: string, dir: string, env: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dir,
    IMAGE_DIR: TEST_IMAGE_DIR,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    APP_KEYS: `${APP_KEY},tradeweb`,
    MARKET_SEED: TEST_MARKET_SEED,
    CORS_ORIGINS: 'http://allowed.example',
    // The /api ceiling per address stays on (its hook runs on every request) but out of reach:
    // on the manual clock a test file's minute never ends, and the route walks of the fuzz and
    // malformed-input tests alone send over a thousand requests from one address.
    // tests/integration/rate-limits.test.ts sets its own.
    API_RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const env = options.env ?? {};
  const dir = path.join(TEST_TMP, `w${process.pid}-${++counter}-${Date.now()}`);
  fs.mkdirSync(dir, { recursive: true });
  let dbFile = path.join(dir, 'test.db');
  let databaseUrl = `file:${dbFile}`;
  const shared = options.sameDatabaseAs;
  const pgDatabase = TEST_STORE === 'postgres' && !shared ? `${pgTestDatabasePrefix}${process.pid}_${counter}` : null;
  if (shared) {
    dbFile = shared.dbFile;
    databaseUrl = shared.databaseUrl;
  } else if (pgDatabase) {
    databaseUrl = await createPgTestDatabase(pgDatabase);
    dbFile = `postgres:${pgDatabase}`;
    if (options.resetMarketPeriods) {
      const db = openPgSync(databaseUrl);
      db.prepare('DELETE FROM "MarketPeriod"').run();
      db.close();
    }
  } else {
    fs.copyFileSync(TEMPLATE_DB, dbFile);
    if (options.resetMarketPeriods) {
      const db = new Database(dbFile);
      db.prepare('DELETE FROM "MarketPeriod"').run();
      db.close();
    }
  }
  const config = loadConfig(testEnv(databaseUrl, dir, env));
  // (instances of one deployment read one time, and hear one bus)
  const clock = shared?.clock ?? new ManualClock(START_TIME);
  const bus = shared?.bus ?? new LocalClusterBus();
  let instanceBus: InstanceBus | undefined;
  const build = async () => {
    // (a cluster's instances (REDIS_URL) meet on Redis instead: tests/helpers/cluster.ts)
    instanceBus = config.cluster ? undefined : new InstanceBus(bus, `test-app-${counter}-${++instances}`);
    const built = builds.get(bus) ?? 0;
    builds.set(bus, built + 1);
    const app = await buildApp({
      bus: instanceBus,
      config,
      clock,
      random: seededRandom(42 + built),
      passwordCost: TEST_PASSWORD_COST,
      trustProxy: true,
      // the market ticks when a test calls app.market.tick() (browser tests: env.advance())
      market: { autoStart: false },
      logLevel: 'silent',
      onServerError: (error, request) =>
        serverErrors.push({ method: request.method, url: request.url, message: String((error as Error)?.stack ?? error) }),
      withServices: options.services,
      syncLog: options.syncLog,
    });
    options.extend?.(app);
    await app.ready();
    assumeAppropriateness(app);
    return app;
  };
  const t: TestApp = {
    app: await build(),
    clock,
    bus,
    dbFile,
    databaseUrl,
    api: undefined as unknown as ReturnType<typeof supertest>,
    async restart() {
      await t.app.close();
      await instanceBus?.close();
      t.app = await build();
      t.api = supertest(t.app.server);
    },
    async close() {
      await t.app.close();
      await instanceBus?.close();
      fs.rmSync(dir, { recursive: true, force: true });
      if (pgDatabase) await dropPgDatabase(pgDatabase);
    },
  };
  t.api = supertest(t.app.server);
  return t;
}

/**
 * A test file's app: created before its tests, closed after them. Read `env.t` inside tests
 * (it is set before the first one runs).
 */
export function appForFile(options: TestAppOptions = {}): { t: TestApp } {
  const env = {} as { t: TestApp };
  beforeAll(async () => {
    env.t = await createTestApp(options);
  });
  afterAll(() => env.t.close());
  return env;
}
