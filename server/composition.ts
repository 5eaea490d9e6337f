// The composition root: the list of the server's modules, each built once by its own factory
// (server/modules/<name>/module.ts) from what it depends on, in an order where each one's
// dependencies come first; buildApp registers each module's routes, jobs and tick work in this
// order (docs/decisions/023-server-composition.md, docs/modules.md). Where two modules call each
// other at run time, the one built first is handed the later one through `later`/a closure,
// which reads it only when a request or job runs.
import type { FastifyBaseLogger } from 'fastify';
import type { EngineLocator } from './cluster/election.ts';
import { engineSpotBooks, engineSpotChannels } from './cluster/engine-channels.ts';
import type { EngineStatusSource } from './cluster/engine-status.ts';
import type { AppContext } from './context.ts';
import type { MarketEngine } from './engine/market-engine.ts';
import { type AppModule, later, type StartHow } from './lib/app-module.ts';
import type { SandboxClock } from './lib/clock.ts';
import type { PeriodicJobs } from './lib/periodic-jobs.ts';
import { accountModule } from './modules/account/module.ts';
import { adminModule } from './modules/admin/module.ts';
import { alertsModule } from './modules/alerts/module.ts';
import { analyticsModule } from './modules/analytics/module.ts';
import { apiKeysModule } from './modules/api-keys/module.ts';
import { approvalsModule } from './modules/approvals/module.ts';
import { auditModule } from './modules/audit/module.ts';
import { authModule } from './modules/auth/module.ts';
import { binanceModule } from './modules/binance/module.ts';
import type { TokenService } from './modules/auth/tokens.ts';
import { bonusModule } from './modules/bonus/module.ts';
import { chatModule } from './modules/chat/module.ts';
import { classesModule } from './modules/classes/module.ts';
import type { ChatVisitorTokens } from './modules/chat/visitor-tokens.ts';
import { clientErrorsModule } from './modules/client-errors/module.ts';
import { contentModule } from './modules/content/module.ts';
import { contractModule } from './modules/contract/module.ts';
import { copyModule } from './modules/copy/module.ts';
import { devModule } from './modules/dev/module.ts';
import { engineStatusModule } from './modules/engine-status/module.ts';
import { DEMO_CURRENCY, DEMO_GRANT, DEMO_SCALE } from './modules/fast/demo.ts';
import { fastModule } from './modules/fast/module.ts';
import { fundsModule } from './modules/funds/module.ts';
import { imageModule } from './modules/image/module.ts';
import { kycModule } from './modules/kyc/module.ts';
import { marketModule } from './modules/market/module.ts';
import { miningModule } from './modules/mining/module.ts';
import { overviewModule } from './modules/overview/module.ts';
import { pagesModule } from './modules/pages/module.ts';
import { productModule } from './modules/product/module.ts';
import type { WsHub } from './modules/realtime/hub.ts';
import { realtimeModule } from './modules/realtime/module.ts';
import { replayModule } from './modules/replay/module.ts';
import { responsibleModule } from './modules/responsible/module.ts';
import { sandboxModule } from './modules/sandbox/module.ts';
import type { EngineCycle } from './modules/sandbox/snapshots.ts';
import { securityModule } from './modules/security/module.ts';
import { spotModule } from './modules/spot/module.ts';
import { staffModule } from './modules/staff/module.ts';
import type { StaffTokens } from './modules/staff/tokens.ts';
import { tradeHistoryModule } from './modules/trade-history/module.ts';
import { tradingModule } from './modules/trading/module.ts';

/** What the modules are built on besides the context: the engine, the sessions and the push hub. */
export interface Infrastructure {
  market: MarketEngine;
  /** The engine's work stopped and rebuilt from the database (a sandbox's restore; decision 097). */
  engineCycle: EngineCycle;
  /** A sandbox's platform clock, which its test clock moves (null outside sandbox mode; decision 099). */
  sandboxClock: SandboxClock | null;
  tokens: TokenService;
  hub: WsHub;
  staffTokens: StaffTokens;
  /** The chat's visitor tokens (decision 055). */
  chatVisitors: ChatVisitorTokens;
  /** The app's logger (jobs that run outside a request log through it). */
  log: FastifyBaseLogger;
  /**
   * In a cluster (decision 082): whether this instance runs the engine now, and where the one that
   * does is reached; null on one process (which always runs it).
   */
  engine: EngineLocator | null;
  /** In a cluster: this instance's part in the election and the lease as stored (the back office's engine page); null on one process. */
  engineStatus: EngineStatusSource | null;
}

/** Every module, built once, in dependency order; and their services by name (tests reach them as `app.services`). */
export function createModules(
  ctx: AppContext,
  { market, engineCycle, sandboxClock, tokens, hub, staffTokens, chatVisitors, log, engine, engineStatus }: Infrastructure,
) {
  const audit = auditModule(ctx);
  const approvals = approvalsModule(ctx, { audit: audit.audit });
  const staff = staffModule(ctx, { audit: audit.audit, staffTokens, approvals: approvals.approvals });
  const { trading } = tradingModule();
  const content = contentModule(ctx, { audit: audit.audit, hub, antiPhishingOf: (userId) => security.security.antiPhishingOf(userId) });
  const auth = authModule(ctx, {
    tokens,
    audit: audit.audit,
    secondFactor: later(() => security.twoFactor),
    // the sign-up bonus, inside registration's transaction (decision 048)
    onRegistered: (userId, at) => bonus.bonuses.grant(userId, 'signUp', at),
    kycTierOf: (userId) => kyc.kyc.tierOf(userId),
    messages: content.messages,
    // a freeze or a password reset ends the account's API keys too, in the same transaction
    onAccessEnded: (userId, reason, at) => apiKeys.keys.endAll(userId, reason, at),
  });
  const funds = fundsModule(ctx, {
    market,
    audit: audit.audit,
    auth: auth.auth,
    messages: content.messages,
    approvals: approvals.approvals,
    trading,
    secondFactor: later(() => security.twoFactor),
    limits: later(() => kyc.kycLimits),
    bonuses: later(() => bonus.bonuses),
    // self-exclusion and the daily deposit limit (decision 077)
    depositGate: later(() => responsible.responsible.deposits),
    fastProducts: () => fast.productSettings(),
    demoGrant: { currency: DEMO_CURRENCY, scale: DEMO_SCALE, amount: DEMO_GRANT },
  });
  const { book, rates, uploads, wallet, binding } = funds.funds;
  // registers its guard with the trading products before any order can be placed
  const responsible = responsibleModule(ctx, { trading, book, rates, userExists: (id) => account.account.exists(id) });
  const kyc = kycModule(ctx, { audit: audit.audit, uploads, messages: content.messages, book, rates, log });
  const fast = fastModule(ctx, { market, hub, tokens, book, approvals: approvals.approvals, trading, messages: content.messages, log });
  const admin = adminModule(ctx, {
    auth: auth.auth,
    users: auth.users,
    wallet,
    binding,
    depositAddresses: funds.funds.depositAddresses,
    fast: fast.fast,
  });
  const security = securityModule(ctx, { tokens, log, users: auth.users, accounts: admin.accounts, messages: content.messages });
  const bonus = bonusModule(ctx, {
    market,
    book,
    rates,
    approvals: approvals.approvals,
    onKycAuthenticated: kyc.kyc.onAuthenticated,
    onTwoFactorEnabled: security.securityHooks.onTwoFactorEnabled,
  });
  const product = productModule(ctx, { market, approvals: approvals.approvals, contentAdmin: content.contentAdmin });
  const trade = { demo: fast.demo, approvals: approvals.approvals, trading, market, hub, messages: content.messages, log };
  const contract = contractModule(ctx, trade);
  const spot = spotModule(ctx, { ...trade, book });
  // market replay and the practice wallets' order API (decisions 105, 106)
  const replay = replayModule(ctx, {
    market,
    fast: fast.fast,
    fastSettlement: fast.fastSettlement,
    contract: contract.contract,
    spotPractice: () => spot.spotPractice,
    book,
    log,
  });
  // a guest's replays end before the guest cleanup removes them
  fast.guests.onLapsed((userIds) => replay.replay.endAllOf(userIds));
  const mining = miningModule(ctx, { book, approvals: approvals.approvals, trading });
  const alerts = alertsModule(ctx, { market, hub, messages: content.messages, isCustomer: (id) => admin.adminUsers.isCustomer(id), log });
  const account = accountModule(ctx, {
    auth: auth.auth,
    users: auth.users,
    wallet,
    book,
    messages: content.messages,
    approvals: approvals.approvals,
    trading,
    bonuses: bonus.bonuses,
    onAccessEnded: (userId, reason, at) => apiKeys.keys.endAll(userId, reason, at),
  });
  const apiKeys = apiKeysModule(ctx, {
    confirmations: {
      verifySecurityPassword: (userId, password) => funds.funds.securityPassword.verify(userId, password),
      requireSecondFactor: (userId, code) => security.twoFactor.requireCode(userId, code),
    },
    audit: audit.audit,
  });
  const binance = binanceModule(ctx, {
    keys: apiKeys.keys,
    spot: spot.spot,
    wallet,
    book,
    market,
    contracts: {
      settings: contract.contractSettings,
      service: contract.contract,
      repo: contract.contractRepo,
      views: contract.contractViews,
      overnight: contract.contractOvernight,
      risk: contract.contractRisk,
    },
    log,
    // on a gateway the streams' spot books come from the engine (decision 081)
    engineBooks: engine ? engineSpotBooks(engine, ctx.config.appKeys[0] ?? '') : null,
    hub,
  });
  const pages = pagesModule(ctx, { audit: audit.audit, book, contentAdmin: content.contentAdmin });
  const overview = overviewModule(ctx, { book, trading });
  const tradeHistory = tradeHistoryModule(ctx, { trading });
  const analytics = analyticsModule(ctx, { book, tradeHistory: tradeHistory.tradeHistory });
  // copy trading registers its leaders and its jobs' listener on the contract service (decision 103)
  const copy = copyModule(ctx, {
    market,
    contract: contract.contract,
    analytics: analytics.analytics,
    afterRisk: (time) => contract.contractRisk.process(time),
    isCustomer: (id) => admin.adminUsers.isCustomer(id),
    log,
  });
  // classrooms trade their class wallets through the replay module's practice service (decision 106)
  const classes = classesModule(ctx, {
    market,
    paths: replay.paths,
    practice: replay.practice,
    scenarios: replay.scenarios,
    analytics: analytics.analytics,
    tradeHistory: tradeHistory.tradeHistory,
  });
  const clientErrors = clientErrorsModule(ctx);
  const chat = chatModule(ctx, { audit: audit.audit, hub, chatVisitors, staffAuth: staff.staffAuth });
  // the control API exists in sandbox mode only (decision 097)
  const sandbox = ctx.config.sandbox
    ? sandboxModule(ctx, {
        market,
        engine: engineCycle,
        clock: sandboxClock as SandboxClock,
        sockets: hub,
        auth: auth.auth,
        book,
        kyc: kyc.kyc,
        responsible: responsible.responsible,
        contract: contract.contract,
        spot: spot.spot,
        demo: fast.demo,
      })
    : null;

  const modules: AppModule[] = [
    auth,
    security,
    staff,
    audit,
    admin,
    overview,
    content,
    pages,
    product,
    marketModule({ market }),
    imageModule(ctx),
    funds,
    approvals,
    fast,
    contract,
    spot,
    replay,
    apiKeys,
    binance,
    // (its jobs run after the contract risk engine's and the futures triggers' work on a tick)
    copy,
    mining,
    alerts,
    responsible,
    tradeHistory,
    analytics,
    classes,
    kyc,
    account,
    bonus,
    clientErrors,
    engineStatusModule({ source: engineStatus }),
    chat,
    realtimeModule({
      market,
      hub,
      ledger: ctx.ledger,
      // on a gateway the books' snapshots come from the engine (decision 081)
      channels: engine ? engineSpotChannels(engine, ctx.config.appKeys[0] ?? '', spot.spot.channels) : spot.spot.channels,
      chatChannels: chat.channels,
    }),
    devModule(ctx),
    ...(sandbox ? [sandbox] : []),
  ];
  const services = {
    audit: audit.audit,
    auth: auth.auth,
    staffAuth: staff.staffAuth,
    staffAccounts: staff.staffAccounts,
    content: content.content,
    contentAdmin: content.contentAdmin,
    messages: content.messages,
    pages: pages.pages,
    pagesAdmin: pages.pagesAdmin,
    security: security.security,
    securityHooks: security.securityHooks,
    products: product.products,
    trading,
    funds: funds.funds,
    withdrawalApprovals: funds.withdrawalApprovals,
    moneySettings: funds.moneySettings,
    demo: fast.demo,
    fast: fast.fast,
    fastSettlement: fast.fastSettlement,
    guests: fast.guests,
    overview: overview.overview,
    approvals: approvals.approvals,
    adminUsers: admin.adminUsers,
    contract: contract.contract,
    contractSettings: contract.contractSettings,
    contractRisk: contract.contractRisk,
    contractOvernight: contract.contractOvernight,
    contractPush: contract.contractPush,
    contractAdmin: contract.contractAdmin,
    copy: copy.copy,
    copyJobs: copy.copyJobs,
    spot: spot.spot,
    spotMarketMaker: spot.spotMarketMaker,
    spotAdmin: spot.spotAdmin,
    replay: replay.replay,
    practice: replay.practice,
    scenarios: replay.scenarios,
    spotPractice: spot.spotPractice,
    apiKeys: apiKeys.keys,
    binanceUserStreams: binance.userStreams,
    futuresTriggers: binance.futuresTriggers,
    tradeHistory: tradeHistory.tradeHistory,
    analytics: analytics.analytics,
    classes: classes.classes,
    kyc: kyc.kyc,
    kycLimits: kyc.kycLimits,
    account: account.account,
    referrals: account.referrals,
    cancellation: account.cancellation,
    bonuses: bonus.bonuses,
    mining: mining.mining,
    miningAdmin: mining.miningAdmin,
    priceAlerts: alerts.priceAlerts,
    alertEvaluator: alerts.alertEvaluator,
    clientErrors: clientErrors.clientErrors,
    chat: chat.chat,
    responsible: responsible.responsible,
    /** null outside sandbox mode. */
    sandbox: sandbox?.sandbox ?? null,
  };
  return { modules, services };
}

/** Every service of the app, built once; tests reach them as `app.services`. */
export type Services = ReturnType<typeof createModules>['services'];

/** Work triggered by events rather than requests: started when the app is ready, stopped before the database closes. */
export interface BackgroundJobs {
  start(how?: StartHow, between?: () => Promise<void>): Promise<Record<string, number>>;
  stop(): Promise<void>;
  /** Every module's work after the ticks up to `time`, one module after the other (a test clock's step). */
  afterTicks(time: number, published: boolean): Promise<void>;
  /** Resolves once the work after the frames published so far has ended. */
  idle(): Promise<void>;
  /** While held, a published frame runs the modules' onFrame only: whoever holds runs afterTicks itself. */
  hold(held: boolean): void;
}

/**
 * Registers the modules' background work: their housekeeping on the periodic timer, their work
 * after every market tick, and what they start once the app is ready (in module order) and
 * stop before the database closes (in reverse). The periodic timer itself is started by the
 * caller (tests run due jobs themselves).
 */
export function registerBackgroundJobs(
  modules: readonly AppModule[],
  { market, periodic, log }: { market: MarketEngine; periodic: PeriodicJobs; log: FastifyBaseLogger },
): BackgroundJobs {
  for (const m of modules) for (const job of m.jobs ?? []) periodic.add(job);
  const onFrame = modules.flatMap((m) => (m.onFrame ? [m.onFrame.bind(m)] : []));
  const afterTicks = modules.flatMap((m) => (m.afterTicks ? [{ name: m.name, run: m.afterTicks.bind(m) }] : []));
  const inFlight = new Set<Promise<void>>();
  let unsubscribe: (() => void) | undefined;
  let held = false;
  const runOne = async (work: (typeof afterTicks)[number], time: number, published: boolean) => {
    try {
      await work.run(time, published);
    } catch (err) {
      log.error({ err, module: work.name }, 'work after a market tick failed');
    }
  };
  return {
    /**
     * `between` runs after each module's start: a taking-over instance keeps its lease and
     * answers its requests between them. Returns each module's start time (ms).
     */
    async start(how: StartHow = { takeover: false, epoch: null }, between?: () => Promise<void>) {
      unsubscribe = market.bus.subscribe((frame) => {
        for (const f of onFrame) f(frame);
        if (held) return;
        // the modules' work on the next turn, beside each other: delivering the frame comes first
        setImmediate(() => {
          for (const work of afterTicks) {
            const running = runOne(work, frame.time, true).finally(() => inFlight.delete(running));
            inFlight.add(running);
          }
        });
      });
      const took: Record<string, number> = {};
      for (const m of modules) {
        if (!m.start) continue;
        const started = performance.now();
        await m.start(how);
        took[m.name] = Math.round(performance.now() - started);
        await between?.();
      }
      return took;
    },
    async stop() {
      unsubscribe?.();
      unsubscribe = undefined;
      await this.idle();
      for (const m of [...modules].reverse()) await m.stop?.();
    },
    async afterTicks(time: number, published: boolean) {
      for (const work of afterTicks) await runOne(work, time, published);
    },
    async idle() {
      // (a frame published just before: its work starts on the next turn)
      await new Promise((r) => setImmediate(r));
      while (inFlight.size) await Promise.all(inFlight);
    },
    hold(value: boolean) {
      held = value;
    },
  };
}
