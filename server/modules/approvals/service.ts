// Four-eyes approval (issue 14 point 4): one staff member proposes a change that moves money
// or weakens a control, a different one approves it, and the approval executes it in the same
// synchronous transaction as the proposal's decision and the audit rows. An execution that
// fails for now (a debit the balance no longer covers) is refused and changes nothing; one
// that can never succeed (the setting moved, the withdrawal was reviewed meanwhile) marks the
// proposal failed, with its audit row, and is refused likewise.
import { PAYLOADS, type ProposalKind, type ProposalQuery, type Snapshot } from '../../../shared/schemas/approvals.ts';
import { roleMay, type StaffRole } from '../../../shared/staff.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditService, StaffActor } from '../audit/service.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
import type { FundsRepository } from '../funds/repository.ts';
import type { WithdrawalService } from '../funds/withdrawals/service.ts';
import { CONTRACT_CURRENCY } from '../../../shared/contract.ts';
import type { AdminContractSetting } from '../../../shared/schemas/admin-contract.ts';
import { MiningRepository } from '../mining/repository.ts';
import { SpotAdminRepository } from '../spot/admin-repository.ts';
import { contractSettingFields, leveragesOf } from './contract-setting.ts';
import { KIND_PERMISSIONS, type KindDef, type KindDeps, type ProposalKinds, proposalKinds, STAKE_CURRENCY } from './kinds.ts';
import type { ApprovalsRepository, ProposalRow } from './repository.ts';

/** The staff member acting: who (audit) and their role (what they may decide). */
export type Decider = StaffActor & { role: StaffRole };

/** Errors after which the proposal can never be executed: it is marked failed. */
const FINAL_FAILURES = new Set([
  'PROPOSAL_STALE',
  'ALREADY_REVIEWED',
  'NOT_FOUND',
  'PRODUCT_NOT_FOUND',
  'CURRENCY_UNKNOWN',
  'ACCOUNT_NOT_FOUND',
  'CONTRACT_SETTING_PRODUCT_UNKNOWN',
  'SPOT_SETTING_MARKET_UNKNOWN',
  'MINING_PRODUCT_UNKNOWN',
  // a market's orders stay in its history: once it has had one, its steps never change
  'SPOT_SETTING_STEPS_LOCKED',
]);

export class ApprovalService {
  private readonly kinds: ProposalKinds;

  constructor(
    private readonly ctx: AppContext,
    private readonly repo: ApprovalsRepository,
    private readonly audit: AuditService,
    private readonly book: CurrencyBook,
    private readonly funds: FundsRepository,
    private readonly withdrawals: WithdrawalService,
    {
      spotMarkets = new SpotAdminRepository(ctx.sqlite),
      miningProducts = new MiningRepository(ctx.sqlite),
      ...hooks
    }: Partial<
      Pick<
        KindDeps,
        'contractSettingsChanged' | 'spotMarkets' | 'spotSettingsChanged' | 'creditScoreChanged' | 'bonusTerms' | 'miningProducts'
      >
    > = {},
  ) {
    this.kinds = proposalKinds({
      ledger: ctx.ledger,
      book,
      withdrawals,
      funds,
      repo,
      spotMarkets,
      miningProducts,
      now: () => ctx.clock.now(),
      ...hooks,
    });
  }

  private kind(kind: ProposalKind) {
    return this.kinds[kind] as unknown as KindDef<ProposalKind>;
  }

  /** Proposes a change: validated against the current state, recorded with its snapshot. */
  propose(kind: ProposalKind, payload: unknown, reason: string, actor: Decider) {
    const def = this.kind(kind);
    if (!roleMay(actor.role, KIND_PERMISSIONS[kind].propose)) throw new AppError('FORBIDDEN');
    const parsed = PAYLOADS[kind].parse(payload);
    const id = this.repo.atomically(() => {
      const previewed = def.preview(parsed as never);
      const id = this.repo.insert({
        kind,
        payload: JSON.stringify(parsed),
        before: JSON.stringify(previewed.before),
        after: JSON.stringify(previewed.after),
        targetType: previewed.targetType,
        targetId: previewed.targetId,
        reason,
        proposedBy: actor.staffId,
        proposedAt: this.ctx.clock.now(),
      });
      this.audit.record({
        ...actor,
        action: 'proposal.create',
        targetType: 'proposal',
        targetId: id,
        before: previewed.before,
        after: { kind, ...parsed },
        reason,
      });
      return id;
    });
    return this.view(id, actor);
  }

  /**
   * A withdrawal approved from the queue: paid at once up to its currency's threshold; above
   * it, a proposal (the one already pending for it, if any) that a second staff member approves.
   */
  approveWithdrawal(withdrawalId: number, actor: Decider) {
    const w = this.funds.withdrawal(withdrawalId);
    if (!w) throw new AppError('NOT_FOUND');
    const threshold = this.repo.currency(w.currency)?.withdrawApprovalThreshold ?? 0n;
    const aboveThreshold = threshold > 0n && BigInt(w.amount) > threshold;
    // above the customer's certification-tier limits (decision 043): also a second approver
    const overLimit = this.withdrawals.overLimit(withdrawalId);
    if (w.status !== 'processing' || (!aboveThreshold && !overLimit)) {
      return { ...this.withdrawals.approve(withdrawalId, actor), proposalId: null };
    }
    const pending = this.repo.pendingFor('withdrawal', 'withdrawal', String(withdrawalId));
    const why = aboveThreshold ? `> ${this.book.format(w.currency, threshold)} ${w.currency}` : 'above the certification tier limit';
    const proposalId = pending ?? this.propose('withdrawal', { withdrawalId }, why, actor).id;
    return { ...this.withdrawals.view(w), userId: Number(w.userId), proposalId };
  }

  approve(id: number, actor: Decider, note = '') {
    const p = this.decidable(id, actor);
    const def = this.kind(p.kind as ProposalKind);
    const payload = PAYLOADS[p.kind as ProposalKind].parse(JSON.parse(p.payload));
    const before = JSON.parse(p.before) as Snapshot;
    try {
      this.ctx.ledger.transaction(() => {
        if (!this.repo.decide(id, 'approved', actor.staffId, this.ctx.clock.now(), note)) throw new AppError('PROPOSAL_DECIDED');
        const result = def.execute(payload as never, { id, before, reason: p.reason, proposedBy: p.proposedBy }, actor);
        this.repo.setResult(id, result);
        this.audit.record({
          ...actor,
          action: 'proposal.approve',
          targetType: 'proposal',
          targetId: id,
          before,
          after: JSON.parse(p.after),
          reason: note,
        });
      });
    } catch (e) {
      if (e instanceof AppError && FINAL_FAILURES.has(e.errorName)) this.fail(p, actor, e.errorName);
      throw e;
    }
    def.afterCommit?.();
    return this.view(id, actor);
  }

  reject(id: number, actor: Decider, note: string) {
    const p = this.decidable(id, actor);
    this.decideWithoutExecuting(p, 'rejected', actor, note);
    return this.view(id, actor);
  }

  /** The proposer withdraws their own pending proposal. */
  cancel(id: number, actor: Decider) {
    const p = this.row(id);
    if (p.proposedBy !== actor.staffId) throw new AppError('PROPOSAL_NOT_YOURS');
    if (p.status !== 'pending') throw new AppError('PROPOSAL_DECIDED');
    this.decideWithoutExecuting(p, 'cancelled', actor, '');
    return this.view(id, actor);
  }

  get(id: number, actor: Decider) {
    return this.view(this.row(id).id, actor);
  }

  list(query: ProposalQuery, actor: Decider) {
    const { page, pageSize, status, kind, mine } = query;
    return this.repo.page({ status, kind, proposedBy: mine === 'true' ? actor.staffId : undefined }, page, pageSize, (r) =>
      this.toView(r, actor),
    );
  }

  private row(id: number): ProposalRow {
    const p = this.repo.get(id);
    if (!p) throw new AppError('NOT_FOUND');
    return p;
  }

  /** A proposal the actor may decide: their role approves its kind, it is not theirs, it is pending. */
  private decidable(id: number, actor: Decider): ProposalRow {
    const p = this.row(id);
    if (!roleMay(actor.role, KIND_PERMISSIONS[p.kind as ProposalKind].approve)) throw new AppError('FORBIDDEN');
    if (p.proposedBy === actor.staffId) throw new AppError('PROPOSAL_SELF_APPROVAL');
    if (p.status !== 'pending') throw new AppError('PROPOSAL_DECIDED');
    return p;
  }

  private decideWithoutExecuting(
    p: ProposalRow,
    status: 'rejected' | 'cancelled' | 'failed',
    actor: StaffActor,
    note: string,
    result = '',
  ) {
    this.repo.atomically(() => {
      if (!this.repo.decide(p.id, status, actor.staffId, this.ctx.clock.now(), note, result)) throw new AppError('PROPOSAL_DECIDED');
      const action = { rejected: 'proposal.reject', cancelled: 'proposal.cancel', failed: 'proposal.fail' }[status];
      this.audit.record({
        ...actor,
        action,
        targetType: 'proposal',
        targetId: p.id,
        before: { status: 'pending' },
        after: { status, result },
        reason: note,
      });
    });
  }

  /** Records that the proposal can never be executed (its own transaction: the execution rolled back). */
  private fail(p: ProposalRow, actor: StaffActor, errorName: string) {
    try {
      this.decideWithoutExecuting(p, 'failed', actor, '', errorName);
    } catch (e) {
      // decided meanwhile by someone else: their decision stands
      if (!(e instanceof AppError && e.errorName === 'PROPOSAL_DECIDED')) throw e;
    }
  }

  private view(id: number, actor: Decider) {
    return this.toView(this.row(id), actor);
  }

  private toView(r: ProposalRow, actor: Decider) {
    const pending = r.status === 'pending';
    const mine = r.proposedBy === actor.staffId;
    return {
      id: r.id,
      kind: r.kind as ProposalKind,
      payload: JSON.parse(r.payload) as Record<string, unknown>,
      before: JSON.parse(r.before) as Snapshot,
      after: JSON.parse(r.after) as Snapshot,
      targetType: r.targetType,
      targetId: r.targetId,
      reason: r.reason,
      proposedBy: r.proposedBy,
      proposedByName: r.proposedByName,
      proposedAt: new Date(r.proposedAt).toISOString(),
      status: r.status as 'pending',
      decidedBy: r.decidedBy,
      decidedByName: r.decidedByName,
      decidedAt: r.decidedAt === null ? null : new Date(r.decidedAt).toISOString(),
      decisionNote: r.decisionNote,
      result: r.result,
      mayDecide: pending && !mine && roleMay(actor.role, KIND_PERMISSIONS[r.kind as ProposalKind].approve),
      mayCancel: pending && mine,
    };
  }

  /** What the contract settings page shows: every product's settings, with a change still pending. */
  contractSettings() {
    return this.repo.contractSettings().map(
      (row): AdminContractSetting => ({
        ...contractSettingFields(row),
        productId: row.productId,
        symbol: row.symbol,
        name: row.name,
        pricePrecision: row.pricePrecision,
        leverages: leveragesOf(row.leverages),
        currency: CONTRACT_CURRENCY,
        pendingProposalId: this.repo.pendingFor('contract-setting', 'contract-setting', String(row.productId)) ?? null,
      }),
    );
  }

  /** The proposal waiting on a bonus kind's terms, if any (the bonus settings page names it). */
  pendingBonusSetting(kind: string): number | null {
    return this.repo.pendingFor('bonus-settings', 'bonus-setting', kind) ?? null;
  }

  /** The proposal of `kind` waiting on the target `id`, if any (a settings page names it). */
  pendingFor(kind: 'mining-product', id: number): number | null {
    return this.repo.pendingFor(kind, kind, String(id)) ?? null;
  }

  /** The proposal waiting on a spot market, if any (the markets page names it). */
  pendingSpotMarket(marketId: number): number | null {
    return this.repo.pendingFor('spot-market', 'spot-market', String(marketId)) ?? null;
  }

  /** What the money settings page shows: currencies' limits and fees, products with their fast options. */
  moneySettings() {
    const options = this.repo.options();
    return {
      currencies: this.repo.currencies().map((c) => ({
        code: c.code,
        scale: c.scale,
        minDeposit: this.book.format(c.code, c.minDeposit),
        maxDeposit: this.book.format(c.code, c.maxDeposit),
        minWithdraw: this.book.format(c.code, c.minWithdraw),
        maxWithdraw: this.book.format(c.code, c.maxWithdraw),
        withdrawFeeRate: c.withdrawFeeRate,
        withdrawApprovalThreshold: this.book.format(c.code, c.withdrawApprovalThreshold),
      })),
      products: this.repo.products().map((p) => ({
        id: p.id,
        symbol: p.symbol,
        name: p.name,
        enabled: Boolean(p.enabled),
        options: options
          .filter((o) => o.productId === p.id)
          .map((o) => ({
            id: o.id,
            durationSec: o.durationSec,
            profitRate: o.profitRate,
            minAmount: this.book.format(STAKE_CURRENCY, o.minAmount),
            maxAmount: this.book.format(STAKE_CURRENCY, o.maxAmount),
            enabled: Boolean(o.enabled),
          })),
      })),
    };
  }
}
