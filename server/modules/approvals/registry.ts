// The kinds of four-eyes proposal (decision 031) are registered by the modules that own what
// they change: each kind says who may propose and approve it, its payload schema, what it
// targets with its before → after snapshot (taken when proposed, shown to the approver), and
// its execution (synchronous, inside the approval's transaction). The approvals module itself
// knows no kind: it stores, lists and decides proposals of whatever kinds were registered.
import type { z } from 'zod';
import type { ErrorName } from '../../../shared/errors.ts';
import type { Snapshot } from '../../../shared/schemas/approvals.ts';
import type { WithdrawalPayTo } from '../../../shared/schemas/funds.ts';
import type { Permission } from '../../../shared/staff.ts';
import type { StaffActor } from '../audit/service.ts';

/** What a proposal targets and its snapshot, as the kind previews it. */
export interface Preview {
  targetType: string;
  targetId: string;
  before: Snapshot;
  after: Snapshot;
}

/**
 * Who and what a proposal is about, as its kind names it when the proposal is shown (looked up
 * then, not stored: decision 070): the customer's id (the approvals module shows their name,
 * contact and tier), the currency of the snapshot's amounts, where a withdrawal is paid.
 */
export interface Subject {
  userId?: number;
  currency?: string;
  payTo?: WithdrawalPayTo | null;
}

/** The proposal being executed, as its kind sees it. */
export interface ProposalContext {
  id: number;
  /** The snapshot taken when it was proposed (what the approver was shown). */
  before: Snapshot;
  reason: string;
  proposedBy: number;
}

/** A kind of proposal, as its owning module registers it. */
export interface ProposalKindDef<S extends z.ZodType = z.ZodType> {
  /** The proposal's `kind`; a form kind is proposed at `POST /api/admin/proposals/{name}`. */
  name: string;
  /** Who may propose it and who may approve it (a different staff member, always). */
  permissions: { propose: Permission; approve: Permission };
  /** The payload's schema: checked when proposed and again when executed. */
  payload: S;
  /**
   * Proposed by its owner's own route only (the withdrawal queue proposes `withdrawal`), so
   * the approvals module opens no form route for it.
   */
  ownRoute?: boolean;
  /** Validates the payload against the current state; what it targets and the snapshot shown to the approver. */
  preview(payload: z.output<S>): Preview;
  /** Who and what it is about, for the approver (read when shown; a target gone since: throw, and nothing is named). */
  describe?(payload: z.output<S>): Subject;
  /** Applies the change (synchronous, inside the approval's transaction); what it left (a journal id), or ''. */
  execute(payload: z.output<S>, proposal: ProposalContext, actor: StaffActor): string;
  /**
   * What the payload shows to staff (the proposal's views and its audit row), when it holds
   * something that must not be shown (a new staff account's password hash); all of it otherwise.
   */
  shown?(payload: z.output<S>): Record<string, unknown>;
  /** Runs once the approval has committed (refreshing what is cached from the changed rows). */
  afterCommit?(): void;
  /**
   * The errors of `execute` after which the proposal can never be executed (a vanished target,
   * a withdrawal reviewed meanwhile): it is marked failed. Any other error leaves it pending.
   * (PROPOSAL_STALE, the stale check's own, is final for every kind.)
   */
  finalFailures?: readonly ErrorName[];
}

/**
 * A rule on who may decide whose proposals, registered by the module that knows why (the staff
 * module: an account never decides a proposal of the staff member who created or promoted it,
 * decision 031): the refusal's error, or null when `deciderId` may decide `proposedBy`'s.
 */
export type DecisionGuard = (proposedBy: number, deciderId: number) => ErrorName | null;

/** The kinds registered, by name; a name registered twice is a wiring mistake and refused. */
export class ProposalKindRegistry {
  private readonly kinds = new Map<string, ProposalKindDef>();

  register<S extends z.ZodType>(def: ProposalKindDef<S>): void {
    if (this.kinds.has(def.name)) throw new Error(`proposal kind '${def.name}' is already registered`);
    this.kinds.set(def.name, def as unknown as ProposalKindDef);
  }

  /** The kind of this name, if registered. */
  get(name: string): ProposalKindDef | undefined {
    return this.kinds.get(name);
  }

  /** Every kind, in the order registered. */
  all(): ProposalKindDef[] {
    return [...this.kinds.values()];
  }
}
