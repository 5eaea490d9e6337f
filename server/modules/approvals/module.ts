// The approvals module: four-eyes proposals (propose, approve, reject, cancel). The modules that
// own a kind register it on `approvals` when they are built (decision 031); the routes are
// registered after every module, so they offer every registered kind.
import type { AppContext } from '../../context.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { AuditService } from '../audit/service.ts';
import { ApprovalsRepository } from './repository.ts';
import { approvalRoutes } from './routes.ts';
import { ApprovalService } from './service.ts';

export function approvalsModule(ctx: AppContext, deps: { audit: AuditService }) {
  const approvals = new ApprovalService(ctx, new ApprovalsRepository(ctx.sqlite), deps.audit);
  return {
    name: 'approvals',
    // an approved proposal may change what the engine holds (a spot market, contract settings)
    engineRoutes: ['/api/admin/proposals/:id/approve'],
    approvals,
    routes: async (app) => {
      await app.register(approvalRoutes, { approvals });
    },
  } satisfies AppModule & Record<string, unknown>;
}
