// Wallet and funds routes: one plugin per area, each declaring its customer routes (login
// required) beside its back-office routes (a staff session with the permission: decision 027).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FundsServices } from '../../composition.ts';
import type { AuthService } from '../auth/service.ts';
import { bindingsRoutes } from './bindings/routes.ts';
import { depositsRoutes } from './deposits/routes.ts';
import { exchangeRoutes } from './exchange/routes.ts';
import { walletRoutes } from './wallet/routes.ts';
import type { WithdrawalApprovals } from './withdrawals/approvals.ts';
import { withdrawalsRoutes } from './withdrawals/routes.ts';

export const fundsRoutes: FastifyPluginAsyncZod<{ auth: AuthService; funds: FundsServices; approvals: WithdrawalApprovals }> = async (
  app,
  { auth, funds, approvals },
) => {
  await app.register(walletRoutes, { wallet: funds.wallet });
  await app.register(depositsRoutes, { deposits: funds.deposits, offlineChannels: funds.offlineChannels, uploads: funds.uploads });
  await app.register(bindingsRoutes, {
    auth,
    binding: funds.binding,
    cardChanges: funds.cardChanges,
    securityPassword: funds.securityPassword,
  });
  await app.register(withdrawalsRoutes, { withdrawals: funds.withdrawals, approvals });
  await app.register(exchangeRoutes, { exchange: funds.exchange });
};
