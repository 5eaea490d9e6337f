// The composition root: every service is built here once, beside buildApp, and handed to the
// route plugins as options; the background jobs (work that is not a request's) are registered
// here too, with their start and stop, not inside routes
// (docs/decisions/023-server-composition.md).
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context.ts';
import type { MarketEngine } from './engine/market-engine.ts';
import type { PeriodicJobs } from './lib/periodic-jobs.ts';
import { AccountCancellation } from './modules/account/cancellation.ts';
import { REFERRAL_POLL_MS, ReferralRewards } from './modules/account/referral.ts';
import { creditScoreKind } from './modules/account/credit-score-kind.ts';
import { AccountRepository } from './modules/account/repository.ts';
import { AccountService } from './modules/account/service.ts';
import { ApprovalsRepository } from './modules/approvals/repository.ts';
import { ApprovalService } from './modules/approvals/service.ts';
import { UserAdminRepository } from './modules/admin/repository.ts';
import { UserAdminService } from './modules/admin/users.ts';
import { AuditRepository } from './modules/audit/repository.ts';
import { AuditService } from './modules/audit/service.ts';
import { AuthRepository } from './modules/auth/repository.ts';
import { BonusRepository } from './modules/bonus/repository.ts';
import { BONUS_SWEEP_EVERY_MS, BonusService } from './modules/bonus/service.ts';
import { bonusSettingsKind } from './modules/bonus/settings-proposal.ts';
import { AuthService } from './modules/auth/service.ts';
import type { TokenService } from './modules/auth/tokens.ts';
import { ChatPush } from './modules/chat/push.ts';
import { ChatRepository } from './modules/chat/repository.ts';
import { ChatService } from './modules/chat/service.ts';
import type { ChatVisitorTokens } from './modules/chat/visitor-tokens.ts';
import { ClientErrorRepository } from './modules/client-errors/repository.ts';
import { ClientErrorService } from './modules/client-errors/service.ts';
import { SourceMaps } from './modules/client-errors/source-maps.ts';
import { ContractAdminRepository } from './modules/contract/admin-repository.ts';
import { ContractAdmin } from './modules/contract/admin-service.ts';
import { ContractExecution } from './modules/contract/execution.ts';
import { ContractOvernight, OVERNIGHT_POLL_MS } from './modules/contract/overnight.ts';
import { contractProduct } from './modules/contract/product.ts';
import { ContractProductRepository } from './modules/contract/product-repository.ts';
import { ContractPush } from './modules/contract/push.ts';
import { ContractRepository } from './modules/contract/repository.ts';
import { ContractRisk } from './modules/contract/risk.ts';
import { ContractService } from './modules/contract/service.ts';
import { contractSettingKind } from './modules/contract/setting-proposal.ts';
import { ContractSettingsBook } from './modules/contract/settings.ts';
import { ContractViews } from './modules/contract/views.ts';
import { ContentAdmin } from './modules/content/admin.ts';
import { ContentRepository } from './modules/content/repository.ts';
import { ContentService } from './modules/content/service.ts';
import { UserMessages } from './modules/content/user-messages.ts';
import { PagesAdmin } from './modules/pages/admin.ts';
import { PagesRepository, RatesRepository } from './modules/pages/repository.ts';
import { PagesService } from './modules/pages/service.ts';
import { DemoService } from './modules/fast/demo.ts';
import { GUEST_CLEANUP_EVERY_MS, GuestSessions } from './modules/fast/guest-sessions.ts';
import { fastProduct } from './modules/fast/product.ts';
import { FastProductRepository } from './modules/fast/product-repository.ts';
import { fastOptionKind, fastProductSettings } from './modules/fast/option-settings.ts';
import { SettlementPush } from './modules/fast/push.ts';
import { FastRepository } from './modules/fast/repository.ts';
import { FastService } from './modules/fast/service.ts';
import { FastSettlement } from './modules/fast/settlement.ts';
import { FastViews } from './modules/fast/views.ts';
import { BindingService } from './modules/funds/bindings/service.ts';
import { CardChangeService } from './modules/funds/bindings/card-changes.ts';
import { CurrencyBook } from './modules/funds/currencies.ts';
import { DepositService } from './modules/funds/deposits/service.ts';
import { ExchangeService } from './modules/funds/exchange/service.ts';
import { OfflineChannelService } from './modules/funds/deposits/offline-channels.ts';
import { MoneySettingsPage } from './modules/funds/money-settings.ts';
import { fundsProposalKinds } from './modules/funds/proposal-kinds.ts';
import { Rates } from './modules/funds/rates.ts';
import { FundsRepository } from './modules/funds/repository.ts';
import { SecurityPasswordService } from './modules/funds/bindings/security-password.ts';
import { UploadService } from './modules/funds/uploads.ts';
import { WalletService } from './modules/funds/wallet/service.ts';
import { WithdrawalService } from './modules/funds/withdrawals/service.ts';
import { WithdrawalApprovals } from './modules/funds/withdrawals/approvals.ts';
import { KycRepository } from './modules/kyc/repository.ts';
import { KycService } from './modules/kyc/service.ts';
import { TierWithdrawalLimits, USDT } from './modules/kyc/withdrawal-limits.ts';
import { MiningAdmin } from './modules/mining/admin-service.ts';
import { miningProduct } from './modules/mining/product.ts';
import { MiningProductRepository } from './modules/mining/product-repository.ts';
import { miningProductKinds } from './modules/mining/product-proposals.ts';
import { MiningRepository } from './modules/mining/repository.ts';
import { MINING_POLL_MS, MiningService } from './modules/mining/service.ts';
import { OverviewRepository } from './modules/overview/repository.ts';
import { OverviewService } from './modules/overview/service.ts';
import { productKind } from './modules/product/proposal-kind.ts';
import { ProductRepository } from './modules/product/repository.ts';
import { ProductService } from './modules/product/service.ts';
import type { WsHub } from './modules/realtime/hub.ts';
import { SpotAdminRepository } from './modules/spot/admin-repository.ts';
import { SpotAdmin } from './modules/spot/admin-service.ts';
import { SpotBooks, SpotExecution } from './modules/spot/execution.ts';
import { SpotMarketMaker } from './modules/spot/market-maker.ts';
import { SpotMarkets } from './modules/spot/markets.ts';
import { spotProduct } from './modules/spot/product.ts';
import { SpotProductRepository } from './modules/spot/product-repository.ts';
import { spotMarketKind } from './modules/spot/market-proposal.ts';
import { SpotPush } from './modules/spot/push.ts';
import { SpotRepository } from './modules/spot/repository.ts';
import { SpotService } from './modules/spot/service.ts';
import { TradeHistoryRepository } from './modules/trade-history/repository.ts';
import { TradeHistoryService } from './modules/trade-history/service.ts';
import { TradeHistoryViews } from './modules/trade-history/views.ts';
import { TradingProducts } from './modules/trading/products.ts';
import { SecurityRepository } from './modules/security/repository.ts';
import { SecurityService } from './modules/security/service.ts';
import { type TwoFactorEnabledHook, TwoFactorService } from './modules/security/two-factor.ts';
import { StaffAccounts } from './modules/staff/accounts.ts';
import { StaffRepository } from './modules/staff/repository.ts';
import { StaffAuthService } from './modules/staff/service.ts';
import type { StaffTokens } from './modules/staff/tokens.ts';

export interface FundsServices {
  book: CurrencyBook;
  rates: Rates;
  wallet: WalletService;
  uploads: UploadService;
  binding: BindingService;
  securityPassword: SecurityPasswordService;
  offlineChannels: OfflineChannelService;
  deposits: DepositService;
  withdrawals: WithdrawalService;
  exchange: ExchangeService;
  cardChanges: CardChangeService;
}

/**
 * Where other features hang work on security events (issue 17.2). The bonus for turning on
 * two-factor (issue 17.5) is meant to be one `onTwoFactorEnabled` listener pushed here: each
 * runs once two-factor is committed, with the user's id; what it throws is logged and does
 * not undo the enrolment, so a listener must itself be safe to grant once (decision 044).
 */
export interface SecurityHooks {
  onTwoFactorEnabled: TwoFactorEnabledHook[];
}

/** Every service of the app, built once; tests reach them as `app.services`. */
export interface Services {
  /** The append-only audit log every staff action is recorded in. */
  audit: AuditService;
  auth: AuthService;
  /** Back-office login, two-factor and sessions. */
  staffAuth: StaffAuthService;
  staffAccounts: StaffAccounts;
  content: ContentService;
  /** The back office's content and site settings. */
  contentAdmin: ContentAdmin;
  /** Content pages, the help centre, the service rates and coin listing applications (issue 19). */
  pages: PagesService;
  pagesAdmin: PagesAdmin;
  messages: UserMessages;
  /** The security centre: two-factor, anti-phishing code, sessions, login history (issue 17.2). */
  security: SecurityService;
  securityHooks: SecurityHooks;
  products: ProductService;
  /** The trading products (fast, contract, spot, mining): what each holds, blocks, lists and shows (issue 31). */
  trading: TradingProducts;
  funds: FundsServices;
  demo: DemoService;
  fast: FastService;
  fastSettlement: FastSettlement;
  guests: GuestSessions;
  /** The back office's overview figures. */
  overview: OverviewService;
  /** Four-eyes proposals: propose, approve (execute), reject, cancel (issue 14.4); each owning module registers its kinds. */
  approvals: ApprovalService;
  /** A withdrawal approved from the queue: paid, or above its threshold a `withdrawal` proposal. */
  withdrawalApprovals: WithdrawalApprovals;
  /** The money settings page: currencies' limits and fees, fast products and options. */
  moneySettings: MoneySettingsPage;
  /** Back office: every customer's contract positions, read only (issue 15). */
  contractAdmin: ContractAdmin;
  /** Back office: every spot market's settings and every customer's spot orders, read only (issue 16). */
  spotAdmin: SpotAdmin;
  /** Back office: customers' search and detail (issue 14.3). */
  adminUsers: UserAdminService;
  /** Contract trading (issue 15): the API's service, its settings, risk engine and overnight fee. */
  contract: ContractService;
  contractSettings: ContractSettingsBook;
  contractRisk: ContractRisk;
  contractOvernight: ContractOvernight;
  contractPush: ContractPush;
  /** Coin-to-coin trading (issue 16): the API's service and the house market maker's internal API. */
  spot: SpotService;
  /** The house market maker: quotes every spot book after every tick (decision 039). */
  spotMarketMaker: SpotMarketMaker;
  /** The unified trade history: fast orders, contract positions and spot orders in one list (issue 17.7). */
  tradeHistory: TradeHistoryService;
  /**
   * Certification in two tiers (issue 17.1, decision 043): `kyc.tierOf(userId)` is a user's
   * tier; `kyc.onAuthenticated` the listeners told of each authenticated tier (the "passing
   * KYC" bonus goes there).
   */
  kyc: KycService;
  /** The withdrawal limits per certification tier, checked at each withdrawal. */
  kycLimits: TierWithdrawalLimits;
  /** The dashboard, invitations and rewards, the credit score's history (issue 17 points 3, 4, 6). */
  account: AccountService;
  /** The referral reward job: a share of invitees' real-mode trading fees (decision 045). */
  referrals: ReferralRewards;
  /** Cancelling an account (issue 17 point 8, decision 047). */
  cancellation: AccountCancellation;
  /** Bonuses (issue 17.5): grants, what is locked, the expiry sweep (decision 048). */
  bonuses: BonusService;
  /** Mining financing (issue 18): products, orders, the daily payout job, early redemption. */
  mining: MiningService;
  /** Back office: mining products and every customer's mining orders, read only. */
  miningAdmin: MiningAdmin;
  /** The client's error reports, grouped, with stacks mapped through the build's source maps (issue 19.7). */
  clientErrors: ClientErrorService;
  /** The customer-service chat: customers' and visitors' conversations and the back office's inbox (issue 19.1, decision 055). */
  chat: ChatService;
}

/** What the services are built on besides the context: the engine, the sessions and the push hub. */
export interface Infrastructure {
  market: MarketEngine;
  tokens: TokenService;
  hub: WsHub;
  staffTokens: StaffTokens;
  /** The chat's visitor tokens (decision 055). */
  chatVisitors: ChatVisitorTokens;
  /** The app's logger (jobs that run outside a request log through it). */
  log: FastifyBaseLogger;
}

export function createServices(ctx: AppContext, { market, tokens, hub, staffTokens, chatVisitors, log }: Infrastructure): Services {
  const audit = new AuditService(new AuditRepository(ctx.sqlite), ctx.clock);
  const repo = new FundsRepository(ctx.sqlite, ctx.flow);
  const book = new CurrencyBook(repo);
  const rates = new Rates(market);
  // bonuses (decision 048): granted at registration, at the first approved deposit, and by
  // bonuses.grant for two-factor and KYC; withdrawals hold back what is locked
  const bonuses = new BonusService(
    ctx,
    new BonusRepository(ctx.sqlite),
    rates,
    (productId) => market.product(productId)?.pricePrecision ?? 0,
    (currency) => book.get(currency).scale,
  );
  const authRepo = new AuthRepository(ctx.sqlite);
  const userAdminRepo = new UserAdminRepository(ctx.sqlite);
  const securityHooks: SecurityHooks = { onTwoFactorEnabled: [] };
  const securityRepo = new SecurityRepository(ctx.sqlite);
  const twoFactor = new TwoFactorService(ctx, securityRepo, authRepo, securityHooks.onTwoFactorEnabled, (err, userId) =>
    log.error({ err, userId }, 'a two-factor-enabled listener failed'),
  );
  const auth = new AuthService(ctx, tokens, authRepo, audit, twoFactor, (userId, at) => bonuses.grant(userId, 'signUp', at));
  const security = new SecurityService(ctx, securityRepo, userAdminRepo, tokens, twoFactor);
  const staffRepo = new StaffRepository(ctx.sqlite);
  const staffAuth = new StaffAuthService(ctx, staffRepo, staffTokens, audit);
  const contentRepo = new ContentRepository(ctx.prisma, ctx.sqlite);
  const messages = new UserMessages(contentRepo, ctx.clock);
  const pagesRepo = new PagesRepository(ctx.sqlite);

  const fastRepo = new FastRepository(ctx.sqlite);
  const contractRepo = new ContractRepository(ctx.sqlite);
  const spotRepo = new SpotRepository(ctx.sqlite);
  const miningRepo = new MiningRepository(ctx.sqlite);
  // the wallet's "position": what every trading product holds (each registers below)
  const trading = new TradingProducts();
  const wallet = new WalletService(book, rates, repo, trading);
  const uploads = new UploadService(ctx, repo, audit);
  const binding = new BindingService(ctx, book, repo);
  const securityPassword = new SecurityPasswordService(ctx, auth, repo);
  const offlineChannels = new OfflineChannelService(ctx, repo, audit);
  const kycRepo = new KycRepository(ctx.sqlite);
  // (the tier is read through the service built next; the limits only need it per withdrawal)
  const kycLimits = new TierWithdrawalLimits(
    ctx.config.kycWithdrawLimits,
    kycRepo,
    (userId) => kyc.tierOf(userId),
    (currency, amount) => rates.convert(amount, currency, book.get(currency).scale, USDT, book.get(USDT).scale),
    book.get(USDT).scale,
  );
  const kyc = new KycService(ctx, kycRepo, uploads, messages, audit, () => kycLimits.view(), log);
  // the bonuses for passing certification (its advanced tier: identity proven by documents) and
  // for turning on two-factor, each granted once (decision 048)
  kyc.onAuthenticated.push((e) => {
    if (e.tier === 'advanced') bonuses.grant(e.userId, 'kyc');
  });
  securityHooks.onTwoFactorEnabled.push((userId) => {
    bonuses.grant(userId, 'twoFactor');
  });
  const funds: FundsServices = {
    book,
    rates,
    wallet,
    uploads,
    binding,
    securityPassword,
    offlineChannels,
    deposits: new DepositService(ctx, book, uploads, offlineChannels, messages, repo, audit, (userId, at) =>
      bonuses.depositApproved(userId, at),
    ),
    withdrawals: new WithdrawalService(
      ctx,
      book,
      wallet,
      binding,
      securityPassword,
      twoFactor,
      messages,
      repo,
      audit,
      kycLimits,
      (userId, currency, usdt) => bonuses.withdrawalHold(userId, currency, usdt),
    ),
    exchange: new ExchangeService(ctx, book, rates, repo),
    cardChanges: new CardChangeService(ctx, book, binding, messages, repo, audit),
  };

  const demo = new DemoService(ctx, fastRepo, trading);
  const fastViews = new FastViews(market);
  const push = new SettlementPush(hub, fastRepo, fastViews);
  const fast = new FastService(ctx, market, demo, fastRepo, fastViews);

  const contractSettings = new ContractSettingsBook(contractRepo, market, ctx.config.contractOvernightTime);
  const contractViews = new ContractViews(market, ctx.clock);
  const contractPush = new ContractPush(hub, contractRepo, contractViews);
  const precisionOf = (productId: number) => contractViews.precision(productId);
  const contractExec = new ContractExecution(ctx.ledger, contractRepo, precisionOf);
  const contractRisk = new ContractRisk(ctx.clock, ctx.ledger, contractRepo, contractExec, precisionOf, (rows) =>
    contractPush.changed(rows),
  );
  const contractOvernight = new ContractOvernight(
    ctx.clock,
    ctx.ledger,
    market,
    contractRepo,
    contractExec,
    ctx.config.contractOvernightTime,
    (rows) => {
      for (const p of rows) contractRisk.track(p);
      contractPush.changed(rows);
    },
  );
  const contract = new ContractService(
    ctx,
    market,
    demo,
    contractSettings,
    contractRepo,
    contractExec,
    contractRisk,
    contractViews,
    contractPush,
  );
  const spotBooks = new SpotBooks(spotRepo);
  const spotMarkets = new SpotMarkets(spotRepo, (code) => book.get(code).scale);
  const spotExec = new SpotExecution(ctx.ledger, ctx.clock, spotRepo, spotBooks, spotMarkets.byIdOrThrow);
  const spot = new SpotService(ctx, spotMarkets, spotRepo, spotExec, spotBooks, new SpotPush(hub), demo);
  const spotAdminRepo = new SpotAdminRepository(ctx.sqlite);
  const accountRepo = new AccountRepository(ctx.sqlite);
  const account = new AccountService(ctx.clock, accountRepo, wallet, book, messages);
  // four-eyes proposals: each module that owns a kind registers it (decision 031), in the
  // order the approvals list documents them
  const approvals = new ApprovalService(ctx, new ApprovalsRepository(ctx.sqlite), audit);
  const now = () => ctx.clock.now();
  const fundsKinds = fundsProposalKinds({ ledger: ctx.ledger, book, repo, withdrawals: funds.withdrawals });
  const miningKinds = miningProductKinds(miningRepo, book, now);
  const contractAdminRepo = new ContractAdminRepository(ctx.sqlite);
  approvals.register(fundsKinds.balanceAdjustment);
  approvals.register(fundsKinds.promotionGrant);
  approvals.register(fundsKinds.withdrawal);
  // an approved credit-score change: into the user's history, and a message to them
  approvals.register(creditScoreKind(accountRepo, (c) => account.creditScoreChanged(c)));
  approvals.register(fundsKinds.currencySettings);
  approvals.register(fastOptionKind(fastRepo, book));
  approvals.register(productKind(new ProductRepository(ctx.prisma, ctx.sqlite)));
  // an approved contract-setting change: the contract service reads the settings again
  approvals.register(contractSettingKind(contractAdminRepo, now, () => contractSettings.invalidate()));
  // an approved spot-market change: the spot service's markets (steps, fees, enabled) are read again
  approvals.register(spotMarketKind(spotAdminRepo, book, now, () => spotMarkets.reload()));
  approvals.register(bonusSettingsKind(bonuses));
  approvals.register(miningKinds.change);
  approvals.register(miningKinds.create);
  const mining = new MiningService(ctx, book, miningRepo);
  const format = (currency: string, amount: bigint) => book.format(currency, amount);
  trading.register(fastProduct(fastRepo, new FastProductRepository(ctx.sqlite), market, format));
  trading.register(contractProduct(ctx.ledger, contractRepo, new ContractProductRepository(ctx.sqlite), market, precisionOf));
  trading.register(spotProduct(spotRepo, new SpotProductRepository(ctx.sqlite), spotMarkets.byIdOrThrow, format));
  trading.register(miningProduct(miningRepo, new MiningProductRepository(ctx.sqlite)));
  const spotMarketMaker = new SpotMarketMaker({
    spot,
    market,
    // a demo-only deployment trades no real coins: the house quotes the demo books only
    modes: ctx.config.marketDemoOnly ? ['demo'] : ['real', 'demo'],
    config: ctx.config.spotMarketMaker,
    log,
  });
  return {
    kyc,
    kycLimits,
    account,
    referrals: new ReferralRewards(ctx.ledger, ctx.clock, accountRepo, trading, ctx.config.referralRewardRate, () =>
      authRepo.config('defaultInviteCode'),
    ),
    // what must be closed before an account is cancelled: each trading product's check
    cancellation: new AccountCancellation(ctx, accountRepo, authRepo, trading),
    bonuses,
    mining,
    miningAdmin: new MiningAdmin(miningRepo, mining, approvals),
    spot,
    spotMarketMaker,
    tradeHistory: new TradeHistoryService(new TradeHistoryRepository(ctx.sqlite, trading), new TradeHistoryViews(trading)),
    chat: new ChatService(
      ctx,
      new ChatRepository(ctx.sqlite),
      chatVisitors,
      new ChatPush(hub, (sessionId) => staffAuth.sessionMay(sessionId, 'chat.answer')),
      audit,
    ),
    clientErrors: new ClientErrorService(new ClientErrorRepository(ctx.sqlite), new SourceMaps(ctx.config.clientSourceMapDir), ctx.clock),
    contract,
    contractSettings,
    contractRisk,
    contractOvernight,
    contractPush,
    audit,
    auth,
    staffAuth,
    staffAccounts: new StaffAccounts(ctx, staffRepo, audit),
    content: new ContentService(contentRepo, ctx.clock, (userId) => security.antiPhishingOf(userId)),
    contentAdmin: new ContentAdmin(ctx, audit),
    pages: new PagesService(ctx, pagesRepo, new RatesRepository(ctx.sqlite), book),
    pagesAdmin: new PagesAdmin(ctx, audit, pagesRepo),
    messages,
    security,
    securityHooks,
    products: new ProductService(ctx, market, new ProductRepository(ctx.prisma, ctx.sqlite)),
    trading,
    funds,
    demo,
    fast,
    adminUsers: new UserAdminService(ctx.clock, userAdminRepo, authRepo, wallet, binding, fast),
    fastSettlement: new FastSettlement(ctx, market, fastRepo, (orders) => push.settled(orders)),
    guests: new GuestSessions(ctx, tokens, demo, fastRepo),
    overview: new OverviewService(ctx.clock, book, new OverviewRepository(ctx.sqlite), trading),
    approvals,
    withdrawalApprovals: new WithdrawalApprovals(approvals, funds.withdrawals, repo, book),
    moneySettings: new MoneySettingsPage(repo, book, () => fastProductSettings(fastRepo, book)),
    contractAdmin: new ContractAdmin(contractAdminRepo, contractRepo, contractViews, approvals),
    spotAdmin: new SpotAdmin(spotAdminRepo, approvals, spotMarkets, spotRepo),
  };
}

/** Work triggered by events rather than requests: started when the app is ready, stopped before the database closes. */
export interface BackgroundJobs {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Registers the background jobs: housekeeping on the periodic timer (guest cleanup) and
 * fast settlement, contract risk and the spot house's quotes after every market tick and once
 * at start-up. The periodic timer itself is
 * started by the caller (tests run due jobs themselves).
 */
export function registerBackgroundJobs(
  services: Services,
  { market, periodic, log }: { market: MarketEngine; periodic: PeriodicJobs; log: FastifyBaseLogger },
): BackgroundJobs {
  const { fastSettlement, guests, contractRisk, contractOvernight, contractPush, spotMarketMaker, bonuses, mining } = services;
  periodic.add({ name: 'guest-cleanup', everyMs: GUEST_CLEANUP_EVERY_MS, run: (now) => guests.cleanup(now) });
  periodic.add({ name: 'bonus-sweep', everyMs: BONUS_SWEEP_EVERY_MS, run: (now) => bonuses.sweep(now) });
  periodic.add({ name: 'contract-overnight', everyMs: OVERNIGHT_POLL_MS, run: (now) => contractOvernight.chargeDue(now) });
  periodic.add({ name: 'referral-rewards', everyMs: REFERRAL_POLL_MS, run: () => services.referrals.run() });
  // mining interest of every day that ended, and principals at maturity (catch-up after downtime)
  periodic.add({ name: 'mining-payouts', everyMs: MINING_POLL_MS, run: (now) => mining.payDue(now) });

  let unsubscribe: (() => void) | undefined;
  return {
    async start() {
      // settle after every tick (the ticks are recorded before the frame is published),
      // deferred so the tick's own work and the websocket fan-out finish first
      unsubscribe = market.bus.subscribe((frame) => {
        setImmediate(() => void fastSettlement.settleDue(frame.time).catch((err) => log.error({ err }, 'fast settlement failed')));
        // contract triggers on the tick, then the marks of the positions still open
        setImmediate(
          () =>
            void contractRisk
              .process(frame.time)
              .then(() => contractPush.marks(frame.time, contractRisk.hasOpen))
              .catch((err) => log.error({ err }, 'contract risk failed')),
        );
        // the house's quotes around the tick: one book per setImmediate (decision 039)
        if (spotMarketMaker.enabled) spotMarketMaker.onFrame(frame);
      });
      // orders that expired while the server was down
      await fastSettlement.settleDue();
      // contract triggers crossed while the server was down, at the ticks that crossed them
      await contractRisk.start();
      // the spot books from their open orders, in placement (time) order
      services.spot.start();
      // the house funded (once ever) and quoting from the latest prices; switched off, it
      // takes back quotes an earlier run left resting
      if (spotMarketMaker.enabled) spotMarketMaker.start();
      else spotMarketMaker.withdrawAll();
    },
    async stop() {
      unsubscribe?.();
      unsubscribe = undefined;
      spotMarketMaker.stop();
    },
  };
}
