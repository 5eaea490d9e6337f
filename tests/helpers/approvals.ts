// Four-eyes approvals in tests (decision 031): an approval service with one of the app's
// registered kinds, its after-commit hook also telling the test (to see a settings cache told),
// and two administrators acting on it.
import { ApprovalsRepository } from '../../server/modules/approvals/repository.ts';
import { ApprovalService } from '../../server/modules/approvals/service.ts';
import type { TestApp } from './app.ts';
import { addSecondStaff, staffUsername } from './staff.ts';

/** An approval service on the app's database with the app's kind `name` (its afterCommit then `committed`), and a proposer and a different approver (both admins). */
export function approvalsWith(t: TestApp, name: string, committed: () => void) {
  const { ctx, services } = t.app;
  const approvals = new ApprovalService(ctx, new ApprovalsRepository(ctx.sqlite), services.audit);
  const kind = services.approvals.kind(name);
  approvals.register({
    ...kind,
    afterCommit() {
      kind.afterCommit?.();
      committed();
    },
  });
  const actor = (username: string) => ({
    staffId: (ctx.sqlite.prepare('SELECT id FROM "Staff" WHERE username = ?').get(username) as { id: number }).id,
    role: 'admin' as const,
    ip: '127.0.0.1',
  });
  return { approvals, proposer: actor(addSecondStaff(t, 'admin')), approver: actor(staffUsername('admin')) };
}
