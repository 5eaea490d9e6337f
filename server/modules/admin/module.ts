// The admin module: the back office's customer search and detail (issue 14.3), read from the
// accounts, their wallet, bindings and fast orders.
import type { AppContext } from '../../context.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { AuthRepository } from '../auth/repository.ts';
import type { AuthService } from '../auth/service.ts';
import type { FastService } from '../fast/service.ts';
import type { BindingService } from '../funds/bindings/service.ts';
import type { DepositAddressService } from '../funds/deposit-addresses/service.ts';
import type { WalletService } from '../funds/wallet/service.ts';
import { UserAdminRepository } from './repository.ts';
import { adminRoutes } from './routes.ts';
import { UserAdminService } from './users.ts';

export function adminModule(
  ctx: AppContext,
  deps: {
    auth: AuthService;
    users: AuthRepository;
    wallet: WalletService;
    binding: BindingService;
    depositAddresses: DepositAddressService;
    fast: FastService;
  },
) {
  const repo = new UserAdminRepository(ctx.sqlite);
  const adminUsers = new UserAdminService(ctx.clock, repo, deps.users, deps.wallet, deps.binding, deps.depositAddresses, deps.fast);
  return {
    name: 'admin',
    adminUsers,
    /** Customers' sessions and login events (the security centre lists a user's own). */
    accounts: repo,
    routes: async (app) => {
      await app.register(adminRoutes, { auth: deps.auth, users: adminUsers });
    },
  } satisfies AppModule & Record<string, unknown>;
}
