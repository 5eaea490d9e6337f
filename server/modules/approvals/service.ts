// Four-eyes approval (issue 14 point 4): one staff member proposes a change that moves money
// or weakens a control, a different one approves it, and the approval executes it in the same
// synchronous transaction as the proposal's decision and the audit rows. An execution that
// fails for now (a debit the balance no longer covers) is refused and changes nothing; one
// that can never succeed (the setting moved, the withdrawal was reviewed meanwhile) marks the
// proposal failed, with its audit row, and is refused likewise.
import type { ProposalQuery, ProposalSubject, Snapshot } from '../../../shared/schemas/approvals.ts';
import { roleMay, type StaffRole } from '../../../shared/staff.ts';
import type { AppContext } from '../../context.ts';
import { CustomerCards } from '../../db/customers.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditService, StaffActor } from '../audit/service.ts';
import type { z } from 'zod';
import { type DecisionGuard, type ProposalKindDef, ProposalKindRegistry } from './registry.ts';
import type { ApprovalsRepository, ProposalRow } from './repository.ts';

/** The staff member acting: who (audit) and their role (what they may decide). */
export type Decider = StaffActor & { role: StaffRole };

/** A stale settings proposal can never be executed, whatever its kind (settingsKind's check). */
const ALWAYS_FINAL = 'PROPOSAL_STALE';

export class ApprovalService {
  private readonly guards: DecisionGuard[] = [];

  constructor(
    private readonly ctx: AppContext,
    private readonly repo: ApprovalsRepository,
    private readonly audit: AuditService,
    private readonly kinds = new ProposalKindRegistry(),
    private readonly customers = new CustomerCards(ctx.sqlite),
  ) {}

  /** Registers a kind of proposal (its owning module does, where its services are built); a name taken is refused. */
  register<S extends z.ZodType>(def: ProposalKindDef<S>): void {
    this.kinds.register(def);
  }

  /** Adds a rule on who may decide whose proposals (checked with self-approval, on every kind). */
  addDecisionGuard(guard: DecisionGuard): void {
    this.guards.push(guard);
  }

  /** The registered kinds (the routes open a form route for each). */
  registered(): ProposalKindDef[] {
    return this.kinds.all();
  }

  /** A registered kind by name. */
  kind(name: string): ProposalKindDef {
    const def = this.kinds.get(name);
    if (!def) throw new AppError('NOT_FOUND');
    return def;
  }

  /** The proposal of `kind` waiting on the target, if any (a settings page names it; a second request reuses it). */
  pendingFor(kind: string, targetType: string, targetId: string | number): number | null {
    return this.repo.pendingFor(kind, targetType, String(targetId)) ?? null;
  }

  /** Proposes a change: validated against the current state, recorded with its snapshot. */
  propose(kind: string, payload: unknown, reason: string, actor: Decider) {
    const def = this.kind(kind);
    if (!roleMay(actor.role, def.permissions.propose)) throw new AppError('FORBIDDEN');
    const parsed = def.payload.parse(payload) as Record<string, unknown>;
    const id = this.repo.atomically(() => {
      const previewed = def.preview(parsed);
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
        after: { kind, ...(def.shown?.(parsed) ?? parsed) },
        reason,
      });
      return id;
    });
    return this.view(id, actor);
  }

  approve(id: number, actor: Decider, note = '') {
    const p = this.decidable(id, actor);
    const def = this.kind(p.kind);
    const payload = def.payload.parse(JSON.parse(p.payload));
    const before = JSON.parse(p.before) as Snapshot;
    try {
      this.ctx.ledger.transaction(() => {
        if (!this.repo.decide(id, 'approved', actor.staffId, this.ctx.clock.now(), note)) throw new AppError('PROPOSAL_DECIDED');
        const result = def.execute(payload, { id, before, reason: p.reason, proposedBy: p.proposedBy }, actor);
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
      const final = e instanceof AppError && (e.errorName === ALWAYS_FINAL || def.finalFailures?.includes(e.errorName));
      if (final) this.fail(p, actor, e.errorName);
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
    if (!roleMay(actor.role, this.kind(p.kind).permissions.approve)) throw new AppError('FORBIDDEN');
    if (p.proposedBy === actor.staffId) throw new AppError('PROPOSAL_SELF_APPROVAL');
    const refused = this.refusal(p.proposedBy, actor.staffId);
    if (refused) throw new AppError(refused);
    if (p.status !== 'pending') throw new AppError('PROPOSAL_DECIDED');
    return p;
  }

  /** The first registered guard's refusal of `deciderId` deciding `proposedBy`'s proposals, or null. */
  private refusal(proposedBy: number, deciderId: number) {
    for (const guard of this.guards) {
      const refused = guard(proposedBy, deciderId);
      if (refused) return refused;
    }
    return null;
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

  /** Who and what the proposal is about, as its kind names it now (a kind gone, or its target: nothing named). */
  private subjectOf(r: ProposalRow): ProposalSubject {
    const none: ProposalSubject = { customer: null, currency: null, payTo: null };
    const def = this.kinds.get(r.kind);
    if (!def?.describe) return none;
    try {
      const s = def.describe(def.payload.parse(JSON.parse(r.payload)));
      return {
        customer: s.userId === undefined ? null : this.customers.one(s.userId),
        currency: s.currency ?? null,
        payTo: s.payTo ?? null,
      };
    } catch {
      // (the target is gone, or a payload of an older shape: the snapshot still says what it was)
      return none;
    }
  }

  private view(id: number, actor: Decider) {
    return this.toView(this.row(id), actor);
  }

  private toView(r: ProposalRow, actor: Decider) {
    const pending = r.status === 'pending';
    const mine = r.proposedBy === actor.staffId;
    // (a kind no longer registered is listed but cannot be decided)
    const def = this.kinds.get(r.kind);
    const approveWith = def?.permissions.approve;
    const payload = JSON.parse(r.payload) as Record<string, unknown>;
    const refused = !mine && this.refusal(r.proposedBy, actor.staffId) !== null;
    return {
      id: r.id,
      kind: r.kind,
      payload: def?.shown ? def.shown(payload) : payload,
      before: JSON.parse(r.before) as Snapshot,
      after: JSON.parse(r.after) as Snapshot,
      targetType: r.targetType,
      targetId: r.targetId,
      subject: this.subjectOf(r),
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
      mayDecide: pending && !mine && approveWith !== undefined && roleMay(actor.role, approveWith) && !refused,
      mayCancel: pending && mine,
      linked: refused,
    };
  }
}
