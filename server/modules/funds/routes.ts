// Wallet and funds routes: one plugin per area, each declaring its customer routes (login
// required) beside its back-office routes (a staff session with the permission: decision 027).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from '../auth/service.ts';
import type { CardChangeService } from './bindings/card-changes.ts';
import type { SecurityPasswordService } from './bindings/security-password.ts';
import type { BindingService } from './bindings/service.ts';
import type { CurrencyBook } from './currencies.ts';
import type { OfflineChannelService } from './deposits/offline-channels.ts';
import type { DepositService } from './deposits/service.ts';
import type { DepositAddressService } from './deposit-addresses/service.ts';
import type { ExchangeService } from './exchange/service.ts';
import { incomingTransferRoutes } from './incoming-transfers/routes.ts';
import type { IncomingTransferService } from './incoming-transfers/service.ts';
import type { SimulatedChain } from './incoming-transfers/simulated-chain.ts';
import type { Rates } from './rates.ts';
import type { UploadService } from './uploads.ts';
import type { WalletService } from './wallet/service.ts';
import type { AllowListService } from './withdrawals/allow-list.ts';
import type { WithdrawalService } from './withdrawals/service.ts';
import { bindingsRoutes } from './bindings/routes.ts';
import { depositsRoutes } from './deposits/routes.ts';
import { exchangeRoutes } from './exchange/routes.ts';
import { walletRoutes } from './wallet/routes.ts';
import type { WithdrawalApprovals } from './withdrawals/approvals.ts';
import { withdrawalsRoutes } from './withdrawals/routes.ts';

/** The funds module's services, one per area and the currencies' book and rates. */
export interface FundsServices {
  book: CurrencyBook;
  rates: Rates;
  wallet: WalletService;
  uploads: UploadService;
  binding: BindingService;
  securityPassword: SecurityPasswordService;
  offlineChannels: OfflineChannelService;
  deposits: DepositService;
  /** Users' own deposit addresses (issue 38). */
  depositAddresses: DepositAddressService;
  /** Incoming transfers to those addresses (issue 38 point 2): read here, written by the proposal kind and the simulated chain. */
  incomingTransfers: IncomingTransferService;
  /** Demo mode's test transfers (decision 091). */
  simulatedChain: SimulatedChain;
  withdrawals: WithdrawalService;
  /** The withdrawal address allow-list (decision 089). */
  allowList: AllowListService;
  exchange: ExchangeService;
  cardChanges: CardChangeService;
}

export const fundsRoutes: FastifyPluginAsyncZod<{ auth: AuthService; funds: FundsServices; approvals: WithdrawalApprovals }> = async (
  app,
  { auth, funds, approvals },
) => {
  await app.register(walletRoutes, { wallet: funds.wallet });
  await app.register(depositsRoutes, {
    deposits: funds.deposits,
    depositAddresses: funds.depositAddresses,
    offlineChannels: funds.offlineChannels,
    uploads: funds.uploads,
  });
  await app.register(bindingsRoutes, {
    auth,
    binding: funds.binding,
    cardChanges: funds.cardChanges,
    securityPassword: funds.securityPassword,
  });
  await app.register(withdrawalsRoutes, { withdrawals: funds.withdrawals, allowList: funds.allowList, approvals });
  await app.register(exchangeRoutes, { exchange: funds.exchange });
  await app.register(incomingTransferRoutes, { transfers: funds.incomingTransfers, chain: funds.simulatedChain });
};
