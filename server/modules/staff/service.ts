// Staff login, two-factor enrolment and sessions (issue 14 point 1, decision 027).
// A password guess takes its slot in the lockout budgets before the slow comparison is
// awaited (as customers' do, decision 014); the second factor is checked synchronously
// and a code is good once. Sessions are short: 30 minutes idle, 8 hours at most. Enrolment tokens
// are kept in the database (PendingItem): the enrolment may reach another instance (issue 35).
import type { StaffEnrolBody, StaffLoginBody, StaffLoginResult, StaffMe, StaffSessionView } from '../../../shared/schemas/staff.ts';
import { type Permission, ROLE_PERMISSIONS, roleMay, STAFF_ROLES, type StaffRole } from '../../../shared/staff.ts';
import type { AppContext } from '../../context.ts';
import { isLive, PendingItems } from '../../db/store/pending-items.ts';
import { AppError } from '../../lib/app-error.ts';
import { type GuessBudget, GuessGuard, isRefusal } from '../../lib/guess-guard.ts';
import { decoyHash, verifyPassword } from '../auth/password.ts';
import type { AuditService } from '../audit/service.ts';
import type { StaffRepository, StaffRow, StaffSessionRow } from './repository.ts';
import type { StaffTokens } from './tokens.ts';
import { matchTotp, newTotpSecret, otpauthUri } from '../../lib/totp.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const STAFF_AUTH_POLICY = {
  /** Login requests per IP. */
  loginPerIp: { limit: 20, windowMs: MINUTE },
  /** Failed logins per IP over all staff accounts. */
  failuresPerIp: { limit: 30, windowMs: HOUR },
  /** Failures (wrong password or code) that lock a staff account, and for how long. */
  lockAfterFailures: 5,
  lockMs: 15 * MINUTE,
  /** The enrolment step: how long its token lives and how many wrong first codes it takes. */
  enrolmentTtlMs: 10 * MINUTE,
  enrolmentAttempts: 5,
  idleMs: 30 * MINUTE,
  absoluteMs: 8 * HOUR,
} as const;

/** The staff member behind a request (server/plugins/staff-auth.ts). */
export interface StaffAuth {
  staffId: number;
  role: StaffRole;
  sessionId: string;
}

export interface RequestMeta {
  ip: string;
  userAgent: string;
}

/** An enrolment under way (owned by its staff member): the secret the first code must come from. */
interface PendingEnrolment {
  secret: string;
}

type LockBudget = GuessBudget & { error: 'ACCOUNT_LOCKED' | 'TOO_MANY_REQUESTS' };

const isRole = (r: string): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r);

export function staffMe(s: Pick<StaffRow, 'id' | 'username' | 'displayName' | 'role'>): StaffMe {
  const role = s.role as StaffRole;
  return { id: s.id, username: s.username, displayName: s.displayName, role, permissions: [...ROLE_PERMISSIONS[role]] };
}

export class StaffAuthService {
  private readonly guesses: GuessGuard;
  /** Enrolments by token, one per staff member (a new login's replaces the one before). */
  readonly enrolments: PendingItems<PendingEnrolment>;

  constructor(
    private readonly ctx: AppContext,
    private readonly repo: StaffRepository,
    private readonly tokens: StaffTokens,
    private readonly audit: AuditService,
  ) {
    this.guesses = new GuessGuard(ctx.limiter);
    this.enrolments = new PendingItems(ctx.sqlite, 'staff-enrolment');
  }

  async login(body: StaffLoginBody, meta: RequestMeta): Promise<StaffLoginResult> {
    const { limiter, clock } = this.ctx;
    limiter.enforce(`staff-login:ip:${meta.ip}`, STAFF_AUTH_POLICY.loginPerIp);
    const staff = this.repo.byUsername(body.username);
    const now = clock.now();
    if (staff?.lockedUntil && staff.lockedUntil > now) throw this.locked(staff.lockedUntil - now);

    const accountBudget: LockBudget = {
      key: `staff-login-fail:${body.username}`,
      rule: { limit: STAFF_AUTH_POLICY.lockAfterFailures, windowMs: STAFF_AUTH_POLICY.lockMs },
      forgiveOnSuccess: true,
      error: 'ACCOUNT_LOCKED',
    };
    const budgets: LockBudget[] = [
      { key: `staff-login-fail:ip:${meta.ip}`, rule: STAFF_AUTH_POLICY.failuresPerIp, error: 'TOO_MANY_REQUESTS' },
      accountBudget,
    ];
    const guess = await this.guesses.begin(budgets);
    if (isRefusal(guess)) {
      const b = guess.refused as LockBudget;
      if (guess.reason === 'busy' || b.error === 'TOO_MANY_REQUESTS') {
        const seconds = Math.max(1, Math.ceil(guess.retryAfterMs / 1000));
        throw new AppError(guess.reason === 'busy' ? 'SERVER_BUSY' : 'TOO_MANY_REQUESTS', { seconds }, { 'retry-after': String(seconds) });
      }
      throw this.locked(guess.retryAfterMs);
    }
    let matches: boolean;
    try {
      // unknown usernames cost the same hashing, so timing tells nothing
      matches = await verifyPassword(body.password, staff?.passwordHash ?? decoyHash(this.ctx.passwordCost.N));
    } catch (e) {
      guess.cancelled();
      throw e;
    }
    const fail = (error: 'ACCOUNT_OR_PASSWORD_WRONG' | 'TOTP_REQUIRED' | 'TOTP_INVALID' | 'TOTP_REUSED'): never => {
      guess.failed();
      if (staff) this.countFailure(staff, meta, error);
      // the failure that spends the account's budget hears of the lock at once, for unknown
      // usernames as for real ones (a lock tells nothing about who exists)
      const spent = this.guesses.spent(accountBudget);
      if (!spent.allowed) throw this.locked(spent.retryAfterMs);
      throw new AppError(error);
    };
    if (!staff || !matches) return fail('ACCOUNT_OR_PASSWORD_WRONG');
    if (staff.status !== 'active') {
      guess.succeeded();
      throw new AppError('STAFF_DISABLED');
    }
    if (!staff.totpSecret) {
      guess.succeeded();
      return { enrol: this.startEnrolment(staff) };
    }
    if (!body.code) return fail('TOTP_REQUIRED');
    const step = matchTotp(staff.totpSecret, body.code, clock.now());
    if (step === null) return fail('TOTP_INVALID');
    const session = this.openSession(staff, meta, () => this.repo.useTotpStep(staff.id, step), 'staff.login');
    if (!session) return fail('TOTP_REUSED');
    guess.succeeded();
    return { session: await session };
  }

  /** The first code from the authenticator proves the scan: the secret is kept and a session opens. */
  async enrol(body: StaffEnrolBody, meta: RequestMeta): Promise<StaffSessionView> {
    const now = this.ctx.clock.now();
    const pending = this.enrolments.find(body.token);
    // (an expired one stays until the sweep: it is never taken)
    if (!pending || pending.ownerId === null || !isLive(pending, now)) throw new AppError('ENROLMENT_EXPIRED');
    const staff = this.repo.byId(pending.ownerId);
    // reset, disabled or enrolled elsewhere since: start again from the password
    if (staff?.status !== 'active' || staff.totpSecret) {
      this.enrolments.remove(pending.ref);
      throw new AppError('ENROLMENT_EXPIRED');
    }
    const { secret } = pending.payload;
    const step = matchTotp(secret, body.code, now);
    if (step === null) {
      this.enrolments.spendAttempt(pending.ref);
      throw new AppError('TOTP_INVALID');
    }
    const session = this.openSession(
      staff,
      meta,
      () => {
        // used once: the same token finished on another instance at the same moment opens nothing
        if (this.enrolments.take(pending.ref, now, staff.id) === undefined) return false;
        this.repo.setTotp(staff.id, secret, step);
        this.audit.record({ staffId: staff.id, ip: meta.ip, action: 'staff.totp-enrol', targetType: 'staff', targetId: staff.id });
        return true;
      },
      'staff.login',
    );
    if (!session) throw new AppError('ENROLMENT_EXPIRED');
    return session;
  }

  logout(auth: StaffAuth, ip: string) {
    const now = this.ctx.clock.now();
    this.repo.transaction(() => {
      if (this.repo.revokeSession(auth.sessionId, now)) {
        this.audit.record({ staffId: auth.staffId, ip, action: 'staff.logout', targetType: 'staff', targetId: auth.staffId });
      }
    });
  }

  me(auth: StaffAuth): StaffMe {
    const staff = this.repo.byId(auth.staffId);
    if (!staff) throw new AppError('SESSION_INVALID');
    return staffMe(staff);
  }

  /** The staff session behind an Authorization value; a live one's idle time starts again. */
  async authenticate(header: string | undefined): Promise<StaffAuth | 'missing' | 'invalid'> {
    if (!header) return 'missing';
    const token = header.startsWith('Bearer ') ? header.slice(7) : header;
    if (!token || token.length > 2048) return 'invalid';
    const now = this.ctx.clock.now();
    const claims = await this.tokens.verify(token, now);
    if (!claims) return 'invalid';
    const row = this.repo.session(claims.sessionId);
    const role = liveRole(row, now);
    if (!row || role === undefined || row.staffId !== claims.staffId) return 'invalid';
    this.repo.touch(claims.sessionId, now);
    return { staffId: row.staffId, role, sessionId: claims.sessionId };
  }

  /** Whether a session is live now and its role may `permission` (no token at hand: a websocket subscription's check). */
  sessionMay(sessionId: string, permission: Permission): boolean {
    const role = liveRole(this.repo.session(sessionId), this.ctx.clock.now());
    return role !== undefined && roleMay(role, permission);
  }

  private startEnrolment(staff: StaffRow) {
    const now = this.ctx.clock.now();
    const secret = newTotpSecret(this.ctx.random);
    const token = this.ctx.random.bytes(24).toString('base64url');
    const item = {
      ownerId: staff.id,
      payload: { secret },
      attempts: STAFF_AUTH_POLICY.enrolmentAttempts,
      expiresAt: now + STAFF_AUTH_POLICY.enrolmentTtlMs,
    };
    this.enrolments.put(token, item, now, { onlyOneOfOwner: true });
    return { token, otpauthUri: otpauthUri(secret, staff.username), expiresInSeconds: STAFF_AUTH_POLICY.enrolmentTtlMs / 1000 };
  }

  /**
   * Opens a session in one transaction with `before` (which may refuse: a reused code) and the
   * login's audit row; signs its token once committed. Undefined when `before` refused.
   */
  private openSession(staff: StaffRow, meta: RequestMeta, before: () => boolean, action: string): Promise<StaffSessionView> | undefined {
    const now = this.ctx.clock.now();
    const sessionId = this.ctx.random.bytes(18).toString('base64url');
    const expiresAt = now + STAFF_AUTH_POLICY.absoluteMs;
    const opened = this.repo.transaction(() => {
      if (!before()) return false;
      this.repo.insertSession({
        id: sessionId,
        staffId: staff.id,
        now,
        expiresAt,
        ip: meta.ip.slice(0, 64),
        userAgent: meta.userAgent.slice(0, 256),
      });
      this.repo.loginSucceeded(staff.id, now);
      this.audit.record({ staffId: staff.id, ip: meta.ip, action, targetType: 'staff', targetId: staff.id, after: { sessionId } });
      return true;
    });
    if (!opened) return undefined;
    return this.tokens.sign({ sessionId, staffId: staff.id }, now, expiresAt).then((token) => ({
      token,
      expiresAt: new Date(expiresAt).toISOString(),
      idleMinutes: STAFF_AUTH_POLICY.idleMs / MINUTE,
      staff: staffMe(staff),
    }));
  }

  /** Counts a failed login on the account, kept across restarts: the fifth locks it. */
  private countFailure(staff: StaffRow, meta: RequestMeta, error: string) {
    const now = this.ctx.clock.now();
    this.repo.transaction(() => {
      const current = this.repo.byId(staff.id) ?? staff;
      const failures = current.failedLogins + 1;
      const locks = failures >= STAFF_AUTH_POLICY.lockAfterFailures;
      this.repo.loginFailed(staff.id, locks ? 0 : failures, locks ? now + STAFF_AUTH_POLICY.lockMs : current.lockedUntil);
      this.audit.record({
        staffId: staff.id,
        ip: meta.ip,
        action: locks ? 'staff.login-locked' : 'staff.login-failed',
        targetType: 'staff',
        targetId: staff.id,
        after: { failedLogins: failures, error },
      });
    });
  }

  private locked(ms: number): AppError {
    const seconds = Math.max(1, Math.ceil(ms / 1000));
    return new AppError('ACCOUNT_LOCKED', { minutes: Math.ceil(seconds / 60), seconds }, { 'retry-after': String(seconds) });
  }
}

/** A session's role while it is live at `now` (not revoked, its staff active, not expired, not idle); undefined otherwise. */
function liveRole(row: StaffSessionRow | undefined, now: number): StaffRole | undefined {
  if (!row || row.revokedAt !== null || row.status !== 'active' || !isRole(row.role)) return undefined;
  if (row.expiresAt <= now || row.lastSeenAt + STAFF_AUTH_POLICY.idleMs <= now) return undefined;
  return row.role;
}
