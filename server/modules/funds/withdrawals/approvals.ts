// A withdrawal approved from the queue (decision 031): paid at once up to its currency's
// approval threshold; above it, or above the customer's certification-tier limits (decision
// 043), a `withdrawal` proposal that a second staff member approves (the one already pending
// for it, if any). The answer says which happened (`outcome`), so the queue says it too.
import { AppError } from '../../../lib/app-error.ts';
import type { ApprovalService, Decider } from '../../approvals/service.ts';
import type { CurrencyBook } from '../currencies.ts';
import type { FundsRepository } from '../repository.ts';
import type { WithdrawalService } from './service.ts';

export class WithdrawalApprovals {
  constructor(
    private readonly approvals: Pick<ApprovalService, 'propose' | 'pendingFor'>,
    private readonly withdrawals: WithdrawalService,
    private readonly repo: FundsRepository,
    private readonly book: CurrencyBook,
  ) {}

  approveWithdrawal(withdrawalId: number, actor: Decider) {
    const w = this.repo.withdrawal(withdrawalId);
    if (!w) throw new AppError('NOT_FOUND');
    const threshold = this.repo.currencySetting(w.currency)?.withdrawApprovalThreshold ?? 0n;
    const aboveThreshold = threshold > 0n && BigInt(w.amount) > threshold;
    const overLimit = this.withdrawals.overLimit(withdrawalId);
    if (w.status !== 'processing' || (!aboveThreshold && !overLimit)) {
      return { ...this.withdrawals.approve(withdrawalId, actor), outcome: 'paid' as const, proposalId: null };
    }
    const pending = this.approvals.pendingFor('withdrawal', 'withdrawal', withdrawalId);
    const why = aboveThreshold ? `> ${this.book.format(w.currency, threshold)} ${w.currency}` : 'above the certification tier limit';
    const proposalId = pending ?? this.approvals.propose('withdrawal', { withdrawalId }, why, actor).id;
    return { ...this.withdrawals.view(w), userId: Number(w.userId), outcome: 'proposed' as const, proposalId };
  }
}
