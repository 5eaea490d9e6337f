// The staff module: back-office login, two-factor and sessions, and the staff accounts.
import type { AppContext } from '../../context.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { AuditService } from '../audit/service.ts';
import { StaffAccounts } from './accounts.ts';
import { StaffRepository } from './repository.ts';
import { staffRoutes } from './routes.ts';
import { StaffAuthService } from './service.ts';
import type { StaffTokens } from './tokens.ts';

export function staffModule(ctx: AppContext, deps: { audit: AuditService; staffTokens: StaffTokens }) {
  const repo = new StaffRepository(ctx.sqlite);
  const staffAuth = new StaffAuthService(ctx, repo, deps.staffTokens, deps.audit);
  const staffAccounts = new StaffAccounts(ctx, repo, deps.audit);
  return {
    name: 'staff',
    staffAuth,
    staffAccounts,
    routes: async (app) => {
      await app.register(staffRoutes, { staffAuth, accounts: staffAccounts });
    },
  } satisfies AppModule & Record<string, unknown>;
}
