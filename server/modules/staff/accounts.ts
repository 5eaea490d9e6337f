// Staff account management (permission staff.manage): create, change role, disable and
// enable, reset two-factor, sign out. Each change and its audit row are one transaction.
// Nobody changes their own role or disables themself, so the acting admin always remains.
// Creating an account and raising a role are four-eyes proposals (decision 031): a second
// administrator's approval creates or promotes it, recording who proposed it, and an account
// never decides a proposal of a staff member linked to it by creation or promotion.
import type { z } from 'zod';
import type { CreateStaffBody, StaffChange, StaffCreatePayload, StaffRolePayload, StaffView } from '../../../shared/schemas/staff.ts';
import { roleRaises, type StaffRole } from '../../../shared/staff.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ApprovalService, Decider } from '../approvals/service.ts';
import type { Preview, ProposalContext } from '../approvals/registry.ts';
import { hashPassword } from '../auth/password.ts';
import type { AuditService, StaffActor } from '../audit/service.ts';
import type { StaffLink, StaffRepository, StaffRow } from './repository.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function staffView(s: StaffRow, now: number): StaffView {
  return {
    id: s.id,
    username: s.username,
    displayName: s.displayName,
    role: s.role as StaffRole,
    status: s.status === 'active' ? 'active' : 'disabled',
    enrolled: s.totpSecret !== null,
    lockedUntil: s.lockedUntil !== null && s.lockedUntil > now ? iso(s.lockedUntil) : null,
    lastLoginAt: iso(s.lastLoginAt),
    createdAt: iso(s.createdAt) as string,
  };
}

/** What the audit log keeps of an account (never its password hash or secret). */
function auditState(s: StaffRow) {
  return { username: s.username, displayName: s.displayName, role: s.role, status: s.status, enrolled: s.totpSecret !== null };
}

/**
 * Whether accounts `a` and `b` are linked: one is an ancestor of the other through "created
 * by" and "promoted by", at any depth (A created X, X created Y: A, X and Y are linked
 * pairwise). One person could hold both, so neither decides the other's proposals.
 */
export function linkedStaff(links: readonly StaffLink[], a: number, b: number): boolean {
  const parents = new Map(links.map((l) => [l.id, [l.createdBy, l.promotedBy].filter((p): p is number => p !== null)]));
  const ancestors = (of: number) => {
    const seen = new Set<number>();
    const todo = [...(parents.get(of) ?? [])];
    for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
      if (seen.has(next)) continue;
      seen.add(next);
      todo.push(...(parents.get(next) ?? []));
    }
    return seen;
  };
  return ancestors(a).has(b) || ancestors(b).has(a);
}

export class StaffAccounts {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: StaffRepository,
    private readonly audit: AuditService,
    private readonly approvals: Pick<ApprovalService, 'propose'>,
  ) {}

  list(): StaffView[] {
    const now = this.ctx.clock.now();
    return this.repo.all().map((s) => staffView(s, now));
  }

  /** Proposes a new account (its password hashed now): a second administrator's approval creates it. */
  async create(actor: Decider, body: CreateStaffBody): Promise<StaffChange> {
    if (this.repo.byUsername(body.username)) throw new AppError('STAFF_USERNAME_TAKEN');
    const passwordHash = await hashPassword(body.password, this.ctx.passwordCost.N, { priority: true });
    const payload = { username: body.username, displayName: body.displayName, role: body.role, passwordHash };
    // (the preview checks the username again, and that no other proposal claims it)
    const proposal = this.approvals.propose('staff-create', payload, body.reason, actor);
    return { outcome: 'proposed', proposalId: proposal.id, staff: null };
  }

  /** A raise (a permission the old role lacked) is proposed; any other change applies at once. */
  setRole(actor: Decider, id: number, role: StaffRole, reason: string): StaffChange {
    if (id === actor.staffId) throw new AppError('STAFF_SELF_CHANGE');
    const current = this.row(id);
    if (roleRaises(current.role as StaffRole, role)) {
      const proposal = this.approvals.propose('staff-role', { staffId: id, role }, reason, actor);
      return { outcome: 'proposed', proposalId: proposal.id, staff: staffView(current, this.ctx.clock.now()) };
    }
    const staff = this.change(
      actor,
      id,
      'staff.role',
      (before) => {
        if (before.role !== role) this.repo.setRole(id, role);
      },
      reason,
    );
    return { outcome: 'applied', proposalId: null, staff };
  }

  /** Whether `a` and `b` are linked by creation or promotion (linkedStaff). */
  linked(a: number, b: number): boolean {
    return linkedStaff(this.repo.links(), a, b);
  }

  // ------------------------------------------------ the staff kinds' previews and executions

  /** A new account's proposal: the username free and claimed by no other pending proposal. */
  previewCreate(p: z.output<typeof StaffCreatePayload>, pendingFor: (username: string) => number | null): Preview {
    if (this.repo.byUsername(p.username) || pendingFor(p.username) !== null) throw new AppError('STAFF_USERNAME_TAKEN');
    return {
      targetType: 'new-staff',
      targetId: p.username,
      before: {},
      after: { username: p.username, displayName: p.displayName, role: p.role },
    };
  }

  /** Creates the approved account (inside the approval's transaction), recording its proposer as its creator. */
  createApproved(p: z.output<typeof StaffCreatePayload>, proposal: ProposalContext, actor: StaffActor): string {
    if (this.repo.byUsername(p.username)) throw new AppError('STAFF_USERNAME_TAKEN');
    const id = this.repo.insert({
      username: p.username,
      displayName: p.displayName,
      passwordHash: p.passwordHash,
      role: p.role,
      createdAt: this.ctx.clock.now(),
      createdBy: proposal.proposedBy,
    });
    this.audit.record({
      ...actor,
      action: 'staff.create',
      targetType: 'staff',
      targetId: id,
      after: { ...auditState(this.row(id)), createdBy: proposal.proposedBy, proposal: proposal.id },
      reason: proposal.reason,
    });
    return `staff:${id}`;
  }

  /** A raise's proposal: the account, its role now and the role proposed. */
  previewRole(p: z.output<typeof StaffRolePayload>): Preview {
    const s = this.row(p.staffId);
    if (!roleRaises(s.role as StaffRole, p.role)) throw new AppError('PROPOSAL_NO_CHANGE');
    const who = { username: s.username, displayName: s.displayName };
    return { targetType: 'staff', targetId: String(s.id), before: { ...who, role: s.role }, after: { ...who, role: p.role } };
  }

  /** Raises the role (inside the approval's transaction) unless it changed since it was proposed, recording the proposer as promoter. */
  promoteApproved(p: z.output<typeof StaffRolePayload>, proposal: ProposalContext, actor: StaffActor): string {
    const before = this.row(p.staffId);
    if (before.role !== proposal.before.role) throw new AppError('PROPOSAL_STALE');
    this.repo.promote(p.staffId, p.role, proposal.proposedBy);
    this.audit.record({
      ...actor,
      action: 'staff.role',
      targetType: 'staff',
      targetId: p.staffId,
      before: auditState(before),
      after: { ...auditState(this.row(p.staffId)), promotedBy: proposal.proposedBy, proposal: proposal.id },
      reason: proposal.reason,
    });
    return '';
  }

  /** Disabling ends every session of the account at once. */
  setEnabled(actor: StaffActor, id: number, enabled: boolean): StaffView {
    return this.change(actor, id, enabled ? 'staff.enable' : 'staff.disable', () => {
      this.repo.setStatus(id, enabled ? 'active' : 'disabled');
      if (!enabled) this.repo.revokeAll(id, this.ctx.clock.now());
    });
  }

  /** Forgets the TOTP secret and ends the sessions: the next login enrols a new authenticator. */
  resetTotp(actor: StaffActor, id: number): StaffView {
    return this.change(actor, id, 'staff.totp-reset', () => {
      this.repo.setTotp(id, null, null);
      this.repo.revokeAll(id, this.ctx.clock.now());
    });
  }

  signOut(actor: StaffActor, id: number): StaffView {
    return this.change(actor, id, 'staff.sign-out', () => {
      const ended = this.repo.revokeAll(id, this.ctx.clock.now());
      return { sessionsEnded: ended };
    });
  }

  private row(id: number): StaffRow {
    const row = this.repo.byId(id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Applies `apply` to an existing account and records it with before and after, in one transaction. */
  private change(actor: StaffActor, id: number, action: string, apply: (before: StaffRow) => unknown, reason = ''): StaffView {
    const selfRefused = action === 'staff.role' || action === 'staff.disable';
    if (selfRefused && id === actor.staffId) throw new AppError('STAFF_SELF_CHANGE');
    const after = this.repo.transaction(() => {
      const before = this.row(id);
      const extra = apply(before);
      const after = this.row(id);
      this.audit.record({
        ...actor,
        action,
        targetType: 'staff',
        targetId: id,
        before: auditState(before),
        after: { ...auditState(after), ...(typeof extra === 'object' ? extra : {}) },
        reason,
      });
      return after;
    });
    return staffView(after, this.ctx.clock.now());
  }
}
