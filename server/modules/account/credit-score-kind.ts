// The `credit-score` proposal (decision 046): a customer's credit score (0 to 1000) changed by
// one compliance officer and approved by another, registered with the approvals module. On
// approval the change is recorded with its reason in the user's history and the user is told,
// in the approval's transaction.
import { CreditScorePayload } from '../../../shared/schemas/approvals.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ProposalKindDef } from '../approvals/registry.ts';
import { settingsKind } from '../approvals/settings-kind.ts';
import type { AccountRepository } from './repository.ts';
import type { CreditChange } from './service.ts';

export function creditScoreKind(repo: AccountRepository, changed: (c: CreditChange) => void): ProposalKindDef<typeof CreditScorePayload> {
  const scoreOf = (userId: number) => {
    const score = repo.creditScore(userId);
    if (score === undefined) throw new AppError('ACCOUNT_NOT_FOUND');
    return score;
  };
  const base = settingsKind({
    name: 'credit-score',
    permissions: { propose: 'credit.write', approve: 'credit.write' },
    payload: CreditScorePayload,
    finalFailures: ['ACCOUNT_NOT_FOUND'],
    target: (p) => ({ type: 'user', id: p.userId }),
    describe: (p) => ({ userId: p.userId }),
    current: (p) => ({ creditScore: scoreOf(p.userId) }),
    proposed: (p) => ({ creditScore: p.score }),
    apply: (p) => repo.setCreditScore(p.userId, p.score),
  });
  return {
    ...base,
    execute(p, proposal, actor) {
      const before = scoreOf(p.userId);
      const result = base.execute(p, proposal, actor);
      changed({ userId: p.userId, before, after: p.score, reason: proposal.reason, proposalId: proposal.id, staffId: actor.staffId });
      return result;
    },
  };
}
