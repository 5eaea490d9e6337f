// Four-eyes approvals in tests (decision 031): the approval service as composed but with the
// hooks a test passes (to see a settings cache told), and two administrators acting on it.
import type { KindDeps } from '../../server/modules/approvals/kinds.ts';
import { ApprovalsRepository } from '../../server/modules/approvals/repository.ts';
import { ApprovalService } from '../../server/modules/approvals/service.ts';
import { FundsRepository } from '../../server/modules/funds/repository.ts';
import type { TestApp } from './app.ts';
import { addSecondStaff, staffUsername } from './staff.ts';

/** An approval service on the app's database with `hooks`, and a proposer and a different approver (both admins). */
export function approvalsWith(t: TestApp, hooks: Partial<Pick<KindDeps, 'contractSettingsChanged' | 'spotSettingsChanged'>>) {
  const { ctx, services } = t.app;
  const approvals = new ApprovalService(
    ctx,
    new ApprovalsRepository(ctx.sqlite),
    services.audit,
    services.funds.book,
    new FundsRepository(ctx.sqlite, ctx.flow),
    services.funds.withdrawals,
    hooks,
  );
  const actor = (username: string) => ({
    staffId: (ctx.sqlite.prepare('SELECT id FROM "Staff" WHERE username = ?').get(username) as { id: number }).id,
    role: 'admin' as const,
    ip: '127.0.0.1',
  });
  return { approvals, proposer: actor(addSecondStaff(t, 'admin')), approver: actor(staffUsername('admin')) };
}
