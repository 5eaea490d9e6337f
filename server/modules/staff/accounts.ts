// Staff account management (permission staff.manage): create, change role, disable and
// enable, reset two-factor, sign out. Each change and its audit row are one transaction.
// Nobody changes their own role or disables themself, so the acting admin always remains.
import type { CreateStaffBody, StaffView } from '../../../shared/schemas/staff.ts';
import type { StaffRole } from '../../../shared/staff.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../auth/password.ts';
import type { AuditService, StaffActor } from '../audit/service.ts';
import type { StaffRepository, StaffRow } from './repository.ts';

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

export class StaffAccounts {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: StaffRepository,
    private readonly audit: AuditService,
  ) {}

  list(): StaffView[] {
    const now = this.ctx.clock.now();
    return this.repo.all().map((s) => staffView(s, now));
  }

  async create(actor: StaffActor, body: CreateStaffBody): Promise<StaffView> {
    if (this.repo.byUsername(body.username)) throw new AppError('STAFF_USERNAME_TAKEN');
    const passwordHash = await hashPassword(body.password, this.ctx.passwordCost.N, { priority: true });
    const now = this.ctx.clock.now();
    const id = this.repo.transaction(() => {
      // (taken while the password was hashed)
      if (this.repo.byUsername(body.username)) throw new AppError('STAFF_USERNAME_TAKEN');
      const id = this.repo.insert({
        username: body.username,
        displayName: body.displayName,
        passwordHash,
        role: body.role,
        createdAt: now,
      });
      this.audit.record({ ...actor, action: 'staff.create', targetType: 'staff', targetId: id, after: auditState(this.row(id)) });
      return id;
    });
    return staffView(this.row(id), now);
  }

  setRole(actor: StaffActor, id: number, role: StaffRole): StaffView {
    return this.change(actor, id, 'staff.role', (before) => {
      if (before.role === role) return;
      this.repo.setRole(id, role);
    });
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
  private change(actor: StaffActor, id: number, action: string, apply: (before: StaffRow) => unknown): StaffView {
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
      });
      return after;
    });
    return staffView(after, this.ctx.clock.now());
  }
}
