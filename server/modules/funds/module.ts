// The funds module (issue 31: five areas, each with its customer and back-office routes): the
// wallet and fund flow, deposits (with offline channels and receipts), withdrawals (with their
// four-eyes approvals), exchange, and bindings (bank cards, crypto addresses, the withdrawal
// password); the currencies and their rates; the money settings page; and the four-eyes kinds
// that move a user's money or change a currency (decision 031).
import type { ProductSettingsView } from '../../../shared/schemas/approvals.ts';
import { invalidation } from '../../cluster/invalidation.ts';
import type { AppContext } from '../../context.ts';
import { pendingSweep } from '../../db/store/pending-items.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { ApprovalService } from '../approvals/service.ts';
import type { AuditService } from '../audit/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { UserMessages } from '../content/user-messages.ts';
import type { TradingProducts } from '../trading/products.ts';
import { CardChangeService } from './bindings/card-changes.ts';
import { SecurityPasswordService } from './bindings/security-password.ts';
import { BindingService } from './bindings/service.ts';
import { CurrencyBook } from './currencies.ts';
import { BankReferences } from './deposits/bank-references.ts';
import { OfflineChannelService } from './deposits/offline-channels.ts';
import { DepositAddressService } from './deposit-addresses/service.ts';
import { BankReferenceRepository } from './deposits/reference-repository.ts';
import { type DepositGate, DepositService } from './deposits/service.ts';
import { ExchangeService } from './exchange/service.ts';
import { incomingTransferKind } from './incoming-transfers/proposal-kind.ts';
import { IncomingTransferRepository } from './incoming-transfers/repository.ts';
import { IncomingTransferService } from './incoming-transfers/service.ts';
import { type DemoGrant, SIMULATED_CHAIN_POLL_MS, SimulatedChain } from './incoming-transfers/simulated-chain.ts';
import { MoneySettingsPage, moneySettingsRoutes } from './money-settings.ts';
import { fundsProposalKinds } from './proposal-kinds.ts';
import { Rates } from './rates.ts';
import { FundsRepository } from './repository.ts';
import { type FundsServices, fundsRoutes } from './routes.ts';
import { UploadService } from './uploads.ts';
import { WalletService } from './wallet/service.ts';
import { AllowListService } from './withdrawals/allow-list.ts';
import { AllowListRepository } from './withdrawals/allowlist-repository.ts';
import { WithdrawalApprovals } from './withdrawals/approvals.ts';
import { SecondCode, type SecondFactor } from './withdrawals/confirmation.ts';
import { type WithdrawalLimitGate, WithdrawalService } from './withdrawals/service.ts';

export function fundsModule(
  ctx: AppContext,
  deps: {
    market: MarketEngine;
    audit: AuditService;
    auth: AuthService;
    messages: UserMessages;
    approvals: ApprovalService;
    /** What the trading products hold (the wallet's "position" column). */
    trading: TradingProducts;
    /** With two-factor on, a withdrawal takes its code (the security centre's, decision 044); else one sent by e-mail or SMS (decision 089). */
    secondFactor: SecondFactor;
    /** The certification tiers' withdrawal limits (decision 043). */
    limits: WithdrawalLimitGate;
    /** The bonus module's part in deposits and withdrawals (decision 048). */
    bonuses: {
      depositApproved(userId: number, at: number): void;
      withdrawalHold(userId: number, currency: string, usdtAvailable: bigint): bigint;
    };
    /** Responsible trading's part in deposit requests: self-exclusion and the daily limit (decision 077). */
    depositGate: DepositGate;
    /** The fast products with their options, as the fast module shows them (the money settings page). */
    fastProducts: () => ProductSettingsView[];
    /** The demo wallet's grant: the most one test transfer on the simulated chain sends (decision 091). */
    demoGrant: DemoGrant;
  },
) {
  const repo = new FundsRepository(ctx.sqlite, ctx.flow);
  const book = new CurrencyBook(repo);
  const rates = new Rates(deps.market);
  const wallet = new WalletService(book, rates, repo, deps.trading);
  const uploads = new UploadService(ctx, repo, deps.audit);
  const binding = new BindingService(ctx, book, repo);
  const securityPassword = new SecurityPasswordService(ctx, deps.auth, repo);
  const offlineChannels = new OfflineChannelService(ctx, repo, deps.audit);
  const depositAddresses = new DepositAddressService(ctx);
  // the first-deposit bonus: a deposit's approval and a recorded incoming transfer call it alike
  const depositApproved = (userId: number, at: number) => deps.bonuses.depositApproved(userId, at);
  const deposits = new DepositService(
    ctx,
    book,
    uploads,
    offlineChannels,
    new BankReferences(ctx, new BankReferenceRepository(ctx.sqlite)),
    depositAddresses,
    deps.messages,
    repo,
    deps.audit,
    depositApproved,
    deps.depositGate,
  );
  const secondCode = new SecondCode(deps.auth, deps.secondFactor);
  const allowList = new AllowListService(ctx, new AllowListRepository(ctx.sqlite), binding, securityPassword, secondCode, deps.messages);
  const withdrawals = new WithdrawalService(
    ctx,
    book,
    wallet,
    binding,
    securityPassword,
    secondCode,
    allowList,
    deps.messages,
    repo,
    deps.audit,
    deps.limits,
    (userId, currency, usdt) => deps.bonuses.withdrawalHold(userId, currency, usdt),
  );
  // incoming transfers (issue 38 point 2): staff-recorded real ones, the simulated chain's demo ones
  const incomingRepo = new IncomingTransferRepository(ctx.sqlite);
  const incomingTransfers = new IncomingTransferService(ctx, book, incomingRepo, repo, depositAddresses);
  const simulatedChain = new SimulatedChain(ctx, book, rates, incomingRepo, incomingTransfers, depositAddresses, deps.demoGrant);
  const funds: FundsServices = {
    book,
    rates,
    wallet,
    uploads,
    binding,
    securityPassword,
    offlineChannels,
    deposits,
    depositAddresses,
    incomingTransfers,
    simulatedChain,
    withdrawals,
    allowList,
    exchange: new ExchangeService(ctx, book, rates, repo),
    cardChanges: new CardChangeService(ctx, book, binding, deps.messages, repo, deps.audit),
  };
  const withdrawalApprovals = new WithdrawalApprovals(deps.approvals, withdrawals, repo, book);
  const moneySettings = new MoneySettingsPage(repo, book, deps.fastProducts);
  const kinds = fundsProposalKinds({
    ledger: ctx.ledger,
    book,
    repo,
    withdrawals,
    currenciesChanged: invalidation(ctx.bus, 'currencies', () => book.reload()),
  });
  deps.approvals.register(kinds.balanceAdjustment);
  deps.approvals.register(kinds.promotionGrant);
  deps.approvals.register(kinds.withdrawal);
  deps.approvals.register(kinds.currencySettings);
  deps.approvals.register(
    incomingTransferKind({
      ctx,
      book,
      transfers: incomingTransfers,
      repo: incomingRepo,
      deposits,
      messages: deps.messages,
      pendingFor: (kind, targetType, targetId) => deps.approvals.pendingFor(kind, targetType, targetId),
      onCredited: depositApproved,
    }),
  );
  return {
    name: 'funds',
    funds,
    withdrawalApprovals,
    moneySettings,
    jobs: [
      pendingSweep('exchange-quote-sweep', [funds.exchange.quotes]),
      // the simulated chain's blocks: confirmations counted up, demo transfers credited (engine only)
      { name: 'simulated-chain', everyMs: SIMULATED_CHAIN_POLL_MS, run: (now: number) => simulatedChain.advance(now) },
    ],
    routes: async (app) => {
      await app.register(fundsRoutes, { auth: deps.auth, funds, approvals: withdrawalApprovals });
      await app.register(moneySettingsRoutes, { settings: moneySettings });
    },
  } satisfies AppModule & Record<string, unknown>;
}
