// buildApp() assembles the whole server without listening: tests call it with a fresh
// SQLite file, a manual clock and a seeded random source; main.ts listens.
import fs from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EngineHealthSchema } from '../shared/schemas/engine-health.ts';
import { type ClusterBus, LocalClusterBus } from './cluster/bus.ts';
import { createCounterStore } from './cluster/counters.ts';
import { engineForwarding } from './cluster/forward.ts';
import { EngineElection } from './cluster/election.ts';
import { engineStatusSource } from './cluster/engine-status.ts';
import { LeaseStore } from './db/store/engine-lease.ts';
import { RedisClusterBus } from './cluster/redis-bus.ts';
import type { ClusterConfig, Config } from './config.ts';
import { type BackgroundJobs, createModules, registerBackgroundJobs, type Services } from './composition.ts';
import type { AppContext, PasswordHashCost } from './context.ts';
import { DEFAULT_MARKET_OPTIONS, type FrameWire, frameWire, MarketEngine, type MarketOptions } from './engine/market-engine.ts';
import { resolveMarketSecret } from './engine/market-period.ts';
import { LocalTickBus } from './engine/tick-bus.ts';
import { checkDeploymentMode, deploymentModeOf } from './db/store/deployment-mode.ts';
import { openStore } from './db/store/index.ts';
import type { PgSyncDatabase } from './db/store/pg-sync.ts';
import type { SyncLog } from './db/wal-sync.ts';
import { type Clock, cryptoRandom, type RandomSource, systemClock } from './lib/clock.ts';
import type { StartHow } from './lib/app-module.ts';
import { PeriodicJobs } from './lib/periodic-jobs.ts';
import { RateLimiter } from './lib/rate-limiter.ts';
import { Ledger } from './ledger/ledger.ts';
import type { Notifier } from './modules/auth/notifier.ts';
import { OutboxNotifier } from './modules/auth/outbox-notifier.ts';
import { loadSandboxClock } from './modules/sandbox/clock-state.ts';
import { AntiPhishingNotifier } from './modules/security/anti-phishing.ts';
import { SecurityRepository } from './modules/security/repository.ts';
import { resolveJwtSecret, TokenService } from './modules/auth/tokens.ts';
import { ChatVisitorTokens } from './modules/chat/visitor-tokens.ts';
import { WsHub } from './modules/realtime/hub.ts';
import { StaffTokens } from './modules/staff/tokens.ts';
import { appKeyPlugin } from './plugins/app-key.ts';
import { authPlugin } from './plugins/auth.ts';
import { contractPlugin, frameworkErrorHandler, handleClientError } from './plugins/contract.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { withRouteDefaults } from './plugins/route-defaults.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { staffAuthPlugin } from './plugins/staff-auth.ts';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const CLIENT_DIST = path.join(ROOT, 'client/dist');
const PUBLIC_DIR = path.join(ROOT, 'server/public');

/** scrypt N=2^15 (about 32 MiB and tens of milliseconds per hash on this machine). */
export const DEFAULT_PASSWORD_COST: PasswordHashCost = { N: 2 ** 15 };

export interface RouteEntry {
  method: string;
  url: string;
  /** A back-office route's declared permission (config.permission, decision 027). */
  permission?: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; hide?: boolean };
  /** A route of the Binance-compatible API (issue 39): Binance's answers, not the envelope. */
  binance?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeCatalogue: RouteEntry[];
    market: MarketEngine;
    /** Pushes to websocket channels, e.g. a user's private channel. */
    wsHub: WsHub;
    /** Housekeeping on the injected clock (jobs registered by the composition root; tests call runDue). */
    jobs: PeriodicJobs;
    /** The modules' work after ticks and their start and stop (tests await `idle()` after a tick, as the live loop's next turn). */
    background: BackgroundJobs;
    /** Every service, built once by the composition root (server/composition.ts). */
    services: Services;
    /** Who runs the engine, in a cluster (decision 082); null on one process, which always does. */
    engineElection: EngineElection | null;
  }
}

export interface BuildOptions {
  config: Config;
  clock?: Clock;
  random?: RandomSource;
  notifier?: Notifier;
  passwordCost?: PasswordHashCost;
  /** Trust X-Forwarded-For (behind a reverse proxy; tests use it to vary the client IP). */
  trustProxy?: boolean;
  /** Log level override; tests pass 'silent'. */
  logLevel?: string;
  onServerError?: (error: unknown, request: FastifyRequest) => void;
  /** Market engine settings; tests pass autoStart false and call app.market.tick() themselves. */
  market?: Partial<MarketOptions> & { autoStart?: boolean };
  /** The cluster bus (decision 081); default: Redis with config.cluster, else one process's own. */
  bus?: ClusterBus;
  /** Runs once the services are built, before the routes are (a test registers a proposal kind of its own). */
  withServices?: (services: Services) => void;
  /** Replaces the fsync of the SQLite log after group commits (a test holds it: decision 109). */
  syncLog?: SyncLog;
}

/**
 * Origins of the enabled customer-service pages that live on another site, for the CSP's
 * frame-src (read at start; a changed entry takes effect at the next start).
 */
function customerServiceOrigins(customerUrls: string[]): string[] {
  const origins = new Set<string>();
  for (const customerUrl of customerUrls) {
    const url = customerUrl.trim();
    // a protocol-relative address: the host, which CSP matches in the page's own scheme
    const relative = /^\/\/[^/]/.test(url);
    if (!relative && !/^https?:\/\//i.test(url)) continue;
    try {
      const parsed = new URL(relative ? `https:${url}` : url);
      // (a host the URL parser lets through may still hold CSP syntax such as ';')
      if (!/^[a-z0-9.-]+(:\d+)?$/i.test(parsed.host)) continue;
      origins.add(relative ? parsed.host : parsed.origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return [...origins];
}

/** Redis between the instances; a Redis that does not answer at start refuses the start (the store closed first). */
async function openRedisBus(cluster: ClusterConfig, log: FastifyBaseLogger, store: { close(): Promise<void> }): Promise<ClusterBus> {
  try {
    return await RedisClusterBus.open(cluster, log);
  } catch (e) {
    await store.close();
    throw new Error(`Redis at REDIS_URL did not answer (${(e as Error).message}); a cluster instance needs it to start.`);
  }
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  // a sandbox's platform clock runs on the given one (the system's), moved by its test clock (decision 099)
  const sandboxClock = config.sandbox ? loadSandboxClock(opts.clock ?? systemClock, config.dataDir) : null;
  const clock = sandboxClock ?? opts.clock ?? systemClock;
  // SQLite or PostgreSQL, from DATABASE_URL (decision 080)
  const store = openStore(config, { syncLog: opts.syncLog });
  const { sqlite, prisma } = store;
  try {
    // a sandbox's database is never served as a real one, nor the reverse (decision 097)
    checkDeploymentMode(sqlite, deploymentModeOf(config), clock.now());
  } catch (e) {
    await store.close();
    throw e;
  }

  const app = Fastify({
    trustProxy: opts.trustProxy ?? config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    logger: {
      level: opts.logLevel ?? config.logLevel,
      // Never log credentials.
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-sandbox-token"]',
        'res.headers.authorization',
        '*.password',
        '*.token',
      ],
      serializers: {
        // the websocket may carry the session token in its query string
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: req.url.replace(/([?&]token=)[^&]*/g, '$1[redacted]'),
          ip: req.ip,
        }),
      },
    },
    routerOptions: { maxParamLength: 300 },
    frameworkErrors: frameworkErrorHandler,
    // what Node refuses before Fastify (oversized headers or query string) keeps the envelope
    clientErrorHandler: handleClientError,
  }).withTypeProvider<ZodTypeProvider>();
  // outside production every answer is also checked by zod (plugins/response-serializer.ts)
  app.setSerializerCompiler(responseSerializerCompiler({ verify: config.env !== 'production' }));

  // rate limits and lockouts: one process's memory, or Redis shared by a cluster's instances
  const counters = createCounterStore(config, sqlite, {
    onSwitch: (to, reason) => app.log.warn({ reason }, `rate limit counters now in ${to === 'redis' ? 'Redis' : 'the database'}`),
  });
  app.addHook('onClose', async () => counters.close());
  const ctx: AppContext = {
    config,
    sqlite,
    prisma,
    clock,
    random: opts.random ?? cryptoRandom,
    limiter: new RateLimiter(clock, counters),
    // whoever delivers, a text to an account with an anti-phishing code carries it (decision 044)
    notifier: new AntiPhishingNotifier(opts.notifier ?? new OutboxNotifier(sqlite, clock), new SecurityRepository(sqlite)),
    passwordCost: opts.passwordCost ?? DEFAULT_PASSWORD_COST,
    ledger: new Ledger(sqlite, clock, { demoOnly: config.marketDemoOnly }),
    flow: store.flow,
    walSync: store.walSync,
    // one process's own list of listeners, or Redis between the instances of a cluster (decision 081)
    bus: opts.bus ?? (config.cluster ? await openRedisBus(config.cluster, app.log, store) : new LocalClusterBus()),
  };
  app.decorate('ctx', ctx);
  // Every route with its schemas, for the OpenAPI completeness and malformed-input tests.
  const routeCatalogue: RouteEntry[] = [];
  app.decorate('routeCatalogue', routeCatalogue);
  app.addHook('onRoute', (route) => {
    withRouteDefaults(route);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routeCatalogue.push({
        method,
        url: route.url,
        schema: route.schema as RouteEntry['schema'],
        permission: route.config?.permission,
        ...(route.config?.binance ? { binance: true } : {}),
      });
    }
  });

  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const tokens = await TokenService.create(jwtSecret, config.jwtTtlSeconds, clock, sqlite);
  const staffTokens = await StaffTokens.create(jwtSecret);
  const chatVisitors = await ChatVisitorTokens.create(jwtSecret);
  const market = new MarketEngine(
    sqlite,
    clock,
    new LocalTickBus(),
    {
      ...DEFAULT_MARKET_OPTIONS,
      seed: resolveMarketSecret(config),
      tickMs: config.marketTickMs,
      ...opts.market,
    },
    // scripted markets: a sandbox's only (decision 100)
    config.sandbox,
  );
  // One process runs the engine itself. In a cluster the holder of the engine's lease does
  // (decision 082): every instance starts as a follower of the leader's frames, and the election
  // promotes it when it takes the lease.
  const cluster = config.cluster;
  try {
    if (cluster) market.initFollower();
    else market.init();
  } catch (e) {
    // refused (a market secret that does not match the published commitments): release what is open
    await ctx.bus.close();
    await counters.close();
    await store.close();
    throw e;
  }
  app.decorate('market', market);
  const wsHub = new WsHub(market, ctx.bus);
  wsHub.watchSessions(tokens); // ended sessions close their private sockets (issue 11)
  app.decorate('wsHub', wsHub);
  const jobs = new PeriodicJobs(clock, (job, err) => app.log.error({ err, job }, 'periodic job failed'));
  app.decorate('jobs', jobs);
  const election = cluster
    ? new EngineElection(
        new LeaseStore(sqlite),
        sqlite as unknown as PgSyncDatabase,
        { instanceId: cluster.instanceId, stand: cluster.role === 'candidate', leaseMs: cluster.leaseMs },
        { promote: (epoch, keep) => engineWork.promote(epoch, keep), demote: () => engineWork.demote() },
        app.log,
      )
    : null;
  app.decorate('engineElection', election);
  // whether this instance does the engine's work now (always, on one process)
  const leading = () => !election || election.state === 'leading';
  const { modules, services } = createModules(ctx, {
    market,
    // (engineWork is declared below; the sandbox calls these only once the app serves)
    engineCycle: {
      pause: () => engineWork.pause(),
      resume: () => engineWork.resume(),
      hold: (steps) => engineWork.hold(steps),
      afterTicks: (time, published) => background.afterTicks(time, published),
      runJobs: (time) => jobs.runDue(time),
    },
    sandboxClock,
    tokens,
    hub: wsHub,
    staffTokens,
    chatVisitors,
    log: app.log,
    engine: election ? { local: leading, leaderUrl: () => election.leaderUrl() } : null,
    engineStatus: election ? engineStatusSource(election, new LeaseStore(sqlite)) : null,
  });
  app.decorate('services', services);
  opts.withServices?.(services);
  const background = registerBackgroundJobs(modules, { market, periodic: jobs, log: app.log });
  app.decorate('background', background);
  const autoStart = opts.market?.autoStart !== false;
  /** The epoch this instance leads under (its frames carry it). */
  let promotedEpoch = 0;
  const onTickError = (err: unknown) => {
    // (a tick refused by the epoch: the election tells it once, and steps down)
    if ((err as { code?: string }).code !== 'ENGINE_FENCED') app.log.error({ err }, 'market tick failed');
  };
  /** The engine's work: the market ticking, the books and indexes rebuilt, tick work, every job. */
  const engineWork = {
    running: false,
    async start(how?: StartHow, between?: () => Promise<void>) {
      if (autoStart) {
        market.start(onTickError);
        store.startBackground((e) => app.log.error(e, 'ledger flow indexing failed'));
      }
      const took = await background.start(how, between);
      // (the jobs last: they are not engine work anyone waits for while it takes over)
      if (autoStart) jobs.start();
      this.running = true;
      return took;
    },
    /**
     * A candidate that took the lease: the market from its committed seeds (the gap since the
     * last leader's last persisted slot filled tick by tick), then each module's engine memory
     * from the database, the lease kept and requests answered between the steps.
     */
    async promote(epoch: number, keep: { keepAlive: () => Promise<void>; renewIfDue: () => void }) {
      promotedEpoch = epoch;
      let started = performance.now();
      market.init(keep.renewIfDue);
      const took: Record<string, number> = { market: Math.round(performance.now() - started) };
      await keep.keepAlive();
      started = performance.now();
      const modules = await this.start({ takeover: true, epoch }, keep.keepAlive);
      return { ...took, ...modules, total: Math.round(performance.now() - started) + (took.market as number) };
    },
    async demote() {
      await this.pause();
      market.initFollower();
    },
    /** Every module's work stopped, then the market (its last candles written if it can). */
    async pause() {
      if (this.running) {
        this.running = false;
        await background.stop();
        await jobs.stop();
      }
      try {
        market.stop();
      } catch (err) {
        // (a demoted leader's last candles are the new leader's to write)
        app.log.warn({ err }, 'market stopped without its last write');
      }
    },
    /**
     * A sandbox's test clock (decision 099): `steps` runs with the market's and the jobs' timers
     * stopped and the live work after frames held (every frame's work done first), so it alone
     * moves time, draws ticks and runs the work after them; then the timers run on.
     */
    async hold<T>(steps: () => Promise<T>): Promise<T> {
      const timers = autoStart && this.running;
      if (timers) {
        market.stop();
        await jobs.stop();
      }
      await background.idle();
      background.hold(true);
      try {
        return await steps();
      } finally {
        background.hold(false);
        if (timers && this.running) {
          market.start(onTickError);
          jobs.start();
        }
      }
    },
    /** A sandbox's restore (decision 097): the market and every module's memory rebuilt from the database, as at start. */
    async resume() {
      market.init();
      jobs.reschedule();
      await this.start();
    },
  };
  if (cluster) {
    // the leader's frames go to every instance; a frame of an earlier epoch (a leader that lost
    // its lease and does not know it yet) is not followed
    let followedEpoch = 0;
    market.bus.subscribe((frame) => {
      if (election?.state === 'leading' || election?.state === 'promoting')
        ctx.bus.publish('tick', { ...frameWire(frame), epoch: promotedEpoch });
    });
    ctx.bus.subscribe<FrameWire & { epoch?: number }>('tick', (e) => {
      const epoch = e.data.epoch ?? 0;
      if (!market.isFollowing || epoch < followedEpoch) return;
      followedEpoch = epoch;
      market.follow(e.data);
    });
    // a follower's own work after each followed frame: pushes for its own clients
    const followerFrame = modules.flatMap((m) => (m.gatewayFrame ? [m.gatewayFrame.bind(m)] : []));
    market.bus.subscribe((frame) => {
      if (!market.isFollowing) return;
      for (const f of followerFrame) f(frame);
    });
  }
  // (tests without a running market index the fund flow explicitly, and run due jobs themselves)
  app.addHook('onReady', async () => {
    // in a cluster the engine's work starts when the election promotes this instance
    if (!cluster) await engineWork.start();
  });
  app.addHook('onClose', async () => {
    // stop ticking, housekeeping and indexing before the database closes; a leader gives its lease up
    if (election) await election.stop();
    else {
      await background.stop();
      await jobs.stop();
      market.stop();
    }
    await ctx.bus.close();
    await store.close();
  });

  await app.register(contractPlugin, { onServerError: opts.onServerError });
  // a follower passes what needs the engine's memory to the leader, before any other check here
  if (election) {
    await app.register(engineForwarding, { election, prefixes: modules.flatMap((m) => m.engineRoutes ?? []) });
  }
  // before any route is declared: the limits attach to routes as they are added
  await app.register(rateLimitsPlugin, { limiter: ctx.limiter, apiPerMinute: config.apiRateLimitPerMinute });
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers the same origin's websocket too (CSP Level 3)
        connectSrc: ["'self'"],
        // customer-service chat pages are embedded in a frame: only the configured ones
        frameSrc: ["'self'", ...customerServiceOrigins(services.content.enabledServiceUrls())],
        workerSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || config.corsOrigins.includes(origin)),
    allowedHeaders: ['Content-Type', 'Authorization', 'AppKey', 'Accept-Language', 'X-Chat-Visitor'],
    exposedHeaders: ['Authorization'],
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
  });
  await app.register(multipart, {
    limits: { fileSize: config.uploadLimitBytes, files: 3, fields: 20, fieldSize: 4096, parts: 23 },
  });
  // no permessage-deflate: the hub writes each frame once, uncompressed, to every socket (ws-frames.ts)
  await app.register(websocket, { options: { maxPayload: 64 * 1024, perMessageDeflate: false } });
  await app.register(openapiPlugin, { sandbox: config.sandbox });
  await app.register(appKeyPlugin, { appKeys: config.appKeys, sandbox: config.sandbox });
  await app.register(authPlugin, { tokens });
  await app.register(staffAuthPlugin, { staffAuth: services.staffAuth });

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness (no AppKey needed)',
        // a probe may add what it likes (a cache buster): accepted, as before the query default
        querystring: z.looseObject({}),
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/api/health/engine',
    {
      schema: {
        tags: ['system'],
        summary: 'Which instance runs the engine, as this instance sees it (no AppKey needed; decision 082)',
        querystring: z.looseObject({}),
        response: { 200: EngineHealthSchema },
      },
    },
    async () =>
      election
        ? { instanceId: election.instanceId, role: election.role, state: election.state, epoch: election.epoch, leader: election.leader() }
        : { instanceId: 'single', role: 'single' as const, state: 'leading' as const, epoch: null, leader: null },
  );
  // every module's routes, customer and back office, in the composition's order
  for (const m of modules) await m.routes?.(app);

  // The built client and the static customer-service page, on the same port.
  await app.register(fastifyStatic, {
    root: path.join(PUBLIC_DIR, 'kefu'),
    prefix: '/kefu/',
    decorateReply: false,
    index: false,
    wildcard: true,
  });
  if (fs.existsSync(path.join(CLIENT_DIST, 'index.html'))) {
    // one route per file, found when the server starts (the client is built before it: npm start,
    // the tests' global setup). A wildcard route looked files up per request, and @fastify/static
    // then reads every directory on the path to check its spelling: the ~850 entries of assets/
    // for every file a page loads. A rebuilt client needs a restart (decision 061).
    await app.register(fastifyStatic, {
      root: CLIENT_DIST,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      // brotli or gzip written at build time (client/vite.config.ts), chosen by Accept-Encoding
      // beside the file's own route (no routes of their own: half the routes to build at start-up)
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (res, file) => {
        // hashed build assets never change under their name; index.html and the service
        // worker must be revalidated so a new build reaches every browser
        res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  return app;
}
