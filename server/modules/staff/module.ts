// The staff module: back-office login, two-factor and sessions, and the staff accounts, whose
// creation and role raises are four-eyes proposals (decision 031).
import type { AppContext } from '../../context.ts';
import { pendingSweep } from '../../db/store/pending-items.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { ApprovalService } from '../approvals/service.ts';
import type { AuditService } from '../audit/service.ts';
import { StaffAccounts } from './accounts.ts';
import { registerStaffKinds } from './proposal-kinds.ts';
import { StaffRepository } from './repository.ts';
import { staffRoutes } from './routes.ts';
import { StaffAuthService } from './service.ts';
import type { StaffTokens } from './tokens.ts';

export function staffModule(ctx: AppContext, deps: { audit: AuditService; staffTokens: StaffTokens; approvals: ApprovalService }) {
  const repo = new StaffRepository(ctx.sqlite);
  const staffAuth = new StaffAuthService(ctx, repo, deps.staffTokens, deps.audit);
  const staffAccounts = new StaffAccounts(ctx, repo, deps.audit, deps.approvals);
  registerStaffKinds(deps.approvals, staffAccounts);
  return {
    name: 'staff',
    staffAuth,
    staffAccounts,
    jobs: [pendingSweep('staff-enrolment-sweep', [staffAuth.enrolments])],
    routes: async (app) => {
      await app.register(staffRoutes, { staffAuth, accounts: staffAccounts });
    },
  } satisfies AppModule & Record<string, unknown>;
}
