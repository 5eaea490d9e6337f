// buildApp() assembles the whole server without listening: tests call it with a fresh
// SQLite file, a manual clock and a seeded random source; main.ts listens.
import fs from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import { createServices, registerBackgroundJobs, type Services } from './composition.ts';
import type { AppContext, PasswordHashCost } from './context.ts';
import { createPrisma } from './db/prisma.ts';
import { DEFAULT_MARKET_OPTIONS, MarketEngine, type MarketOptions } from './engine/market-engine.ts';
import { resolveMarketSecret } from './engine/market-period.ts';
import { LocalTickBus } from './engine/tick-bus.ts';
import { startCheckpointer } from './db/checkpointer.ts';
import { type FlowWorker, openFlowConnection, startFlowWorker } from './ledger/flow-index.ts';
import { openSqlite } from './db/sqlite.ts';
import { type Clock, cryptoRandom, type RandomSource, systemClock } from './lib/clock.ts';
import { PeriodicJobs } from './lib/periodic-jobs.ts';
import { RateLimiter } from './lib/rate-limiter.ts';
import { Ledger } from './ledger/ledger.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { approvalRoutes } from './modules/approvals/routes.ts';
import { contractAdminRoutes } from './modules/contract/admin-routes.ts';
import { miningAdminRoutes } from './modules/mining/admin-routes.ts';
import { miningRoutes } from './modules/mining/routes.ts';
import { spotAdminRoutes } from './modules/spot/admin-routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { type Notifier, OutboxNotifier } from './modules/auth/notifier.ts';
import { AntiPhishingNotifier } from './modules/security/anti-phishing.ts';
import { securityRoutes } from './modules/security/routes.ts';
import { SecurityRepository } from './modules/security/repository.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { kycRoutes } from './modules/kyc/routes.ts';
import { resolveJwtSecret, TokenService } from './modules/auth/tokens.ts';
import { contentAdminRoutes } from './modules/content/admin-routes.ts';
import { chatChannels } from './modules/chat/channels.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { ChatVisitorTokens } from './modules/chat/visitor-tokens.ts';
import { clientErrorRoutes } from './modules/client-errors/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { pagesAdminRoutes } from './modules/pages/admin-routes.ts';
import { pagesRoutes } from './modules/pages/routes.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { contractRoutes } from './modules/contract/routes.ts';
import { fastRoutes } from './modules/fast/routes.ts';
import { moneySettingsRoutes } from './modules/funds/money-settings.ts';
import { fundsRoutes } from './modules/funds/routes.ts';
import { imageRoutes } from './modules/image/routes.ts';
import { marketPeriodRoutes } from './modules/market/routes.ts';
import { overviewRoutes } from './modules/overview/routes.ts';
import { productRoutes } from './modules/product/routes.ts';
import { WsHub } from './modules/realtime/hub.ts';
import { realtimeRoutes } from './modules/realtime/routes.ts';
import { spotRoutes } from './modules/spot/routes.ts';
import { tradeHistoryRoutes } from './modules/trade-history/routes.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { bonusRoutes } from './modules/bonus/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
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
}

declare module 'fastify' {
  interface FastifyInstance {
    routeCatalogue: RouteEntry[];
    market: MarketEngine;
    /** Pushes to websocket channels, e.g. a user's private channel. */
    wsHub: WsHub;
    /** Housekeeping on the injected clock (jobs registered by the composition root; tests call runDue). */
    jobs: PeriodicJobs;
    /** Every service, built once by the composition root (server/composition.ts). */
    services: Services;
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
  /** Runs once the services are built, before the routes are (a test registers a proposal kind of its own). */
  withServices?: (services: Services) => void;
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

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const clock = opts.clock ?? systemClock;
  const sqlite = openSqlite(config.databaseFile);
  // checkpoints happen in a worker thread, not on the serving thread
  sqlite.pragma('wal_autocheckpoint = 0');
  const checkpointer = startCheckpointer(config.databaseFile);
  const prisma = createPrisma(config.databaseFile);

  const app = Fastify({
    trustProxy: opts.trustProxy ?? false,
    bodyLimit: config.bodyLimitBytes,
    logger: {
      level: opts.logLevel ?? config.logLevel,
      // Never log credentials.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers.authorization', '*.password', '*.token'],
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

  const ctx: AppContext = {
    config,
    sqlite,
    prisma,
    clock,
    random: opts.random ?? cryptoRandom,
    limiter: new RateLimiter(clock),
    // whoever delivers, a text to an account with an anti-phishing code carries it (decision 044)
    notifier: new AntiPhishingNotifier(opts.notifier ?? new OutboxNotifier(sqlite, clock), new SecurityRepository(sqlite)),
    passwordCost: opts.passwordCost ?? DEFAULT_PASSWORD_COST,
    ledger: new Ledger(sqlite, clock),
    flow: openFlowConnection(config.databaseFile),
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
      routeCatalogue.push({ method, url: route.url, schema: route.schema as RouteEntry['schema'], permission: route.config?.permission });
    }
  });

  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const tokens = await TokenService.create(jwtSecret, config.jwtTtlSeconds, clock, sqlite);
  const staffTokens = await StaffTokens.create(jwtSecret);
  const chatVisitors = await ChatVisitorTokens.create(jwtSecret);
  const market = new MarketEngine(sqlite, clock, new LocalTickBus(), {
    ...DEFAULT_MARKET_OPTIONS,
    seed: resolveMarketSecret(config.marketSeed, config.dataDir),
    tickMs: config.marketTickMs,
    ...opts.market,
  });
  try {
    market.init();
  } catch (e) {
    // refused (a market secret that does not match the published commitments): release what is open
    await checkpointer.stop();
    await prisma.$disconnect();
    ctx.flow.close();
    sqlite.close();
    throw e;
  }
  app.decorate('market', market);
  const wsHub = new WsHub(market);
  wsHub.watchSessions(tokens); // ended sessions close their private sockets (issue 11)
  app.decorate('wsHub', wsHub);
  const jobs = new PeriodicJobs(clock, (job, err) => app.log.error({ err, job }, 'periodic job failed'));
  app.decorate('jobs', jobs);
  const services = createServices(ctx, { market, tokens, hub: wsHub, staffTokens, chatVisitors, log: app.log });
  app.decorate('services', services);
  opts.withServices?.(services);
  const background = registerBackgroundJobs(services, { market, periodic: jobs, log: app.log });
  // the ledger's flow index follows the writers in a worker thread, so the tail that
  // fund-flow reads scan stays short (tests without a running market index explicitly,
  // and run due jobs themselves)
  let flowWorker: FlowWorker | undefined;
  app.addHook('onReady', async () => {
    if (opts.market?.autoStart !== false) {
      market.start();
      flowWorker = startFlowWorker(config.databaseFile, (e) => app.log.error(e, 'ledger flow indexing failed'));
      jobs.start();
    }
    await background.start();
  });
  app.addHook('onClose', async () => {
    // stop ticking, housekeeping and indexing before the database closes
    await background.stop();
    await jobs.stop();
    await flowWorker?.stop();
    market.stop();
    await prisma.$disconnect();
    await checkpointer.stop();
    ctx.flow.close();
    sqlite.close();
  });

  await app.register(contractPlugin, { onServerError: opts.onServerError });
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
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(openapiPlugin);
  await app.register(appKeyPlugin, { appKeys: config.appKeys });
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
  const { auth } = services;
  await app.register(authRoutes, { auth, kycTierOf: (userId) => services.kyc.tierOf(userId) });
  await app.register(securityRoutes, { security: services.security });
  await app.register(staffRoutes, { staffAuth: services.staffAuth, accounts: services.staffAccounts });
  await app.register(auditRoutes, { audit: services.audit });
  await app.register(adminRoutes, { auth, users: services.adminUsers });
  await app.register(overviewRoutes, { overview: services.overview });
  await app.register(contentRoutes, { content: services.content });
  await app.register(contentAdminRoutes, { admin: services.contentAdmin });
  await app.register(pagesRoutes, { pages: services.pages });
  await app.register(pagesAdminRoutes, { admin: services.pagesAdmin, content: services.contentAdmin });
  await app.register(productRoutes, { market, products: services.products });
  await app.register(marketPeriodRoutes, { market });
  await app.register(imageRoutes, { imageDir: config.imageDir });
  await app.register(fundsRoutes, { auth, funds: services.funds, approvals: services.withdrawalApprovals });
  await app.register(approvalRoutes, { approvals: services.approvals });
  await app.register(moneySettingsRoutes, { settings: services.moneySettings });
  await app.register(contractAdminRoutes, { positions: services.contractAdmin });
  await app.register(spotAdminRoutes, { spot: services.spotAdmin });
  await app.register(miningAdminRoutes, { mining: services.miningAdmin });
  await app.register(miningRoutes, { mining: services.mining });
  await app.register(fastRoutes, { fast: services.fast, demo: services.demo, guests: services.guests });
  await app.register(contractRoutes, { contract: services.contract });
  await app.register(spotRoutes, { spot: services.spot });
  await app.register(tradeHistoryRoutes, { history: services.tradeHistory });
  await app.register(kycRoutes, { kyc: services.kyc });
  await app.register(accountRoutes, { auth, account: services.account, cancellation: services.cancellation });
  await app.register(bonusRoutes, { bonuses: services.bonuses, approvals: services.approvals });
  await app.register(clientErrorRoutes, { errors: services.clientErrors });
  await app.register(chatRoutes, { chat: services.chat });
  await app.register(realtimeRoutes, {
    market,
    hub: wsHub,
    channels: services.spot.channels,
    chatChannels: chatChannels(services.chat, services.staffAuth),
  });
  if (config.devEndpoints) await app.register(devRoutes);

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
