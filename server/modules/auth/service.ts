// Accounts and sessions: verification codes, registration, login with lockout, logout,
// password recovery and change, freezing. All writes are synchronous better-sqlite3
// statements, so a check and the write it guards cannot interleave with another request.
// Guesses at passwords take their slot before the (asynchronous) hash comparison, and
// lockouts are per (account, client) with an account-wide backoff that known devices skip:
// see docs/decisions/014-lockout-policy.md.
import { createHash } from 'node:crypto';
import type {
  ChangePasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  SendCodeBody,
  UserInfo,
} from '../../../shared/schemas/auth.ts';
import { serverMessage } from '../../../shared/i18n/server-messages.ts';
import type { ErrorName } from '../../../shared/errors.ts';
import type { Locale } from '../../../shared/locales.ts';
import type { AppContext, AuthInfo } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Guess, type GuessBudget, GuessGuard, isRefusal } from '../../lib/guess-guard.ts';
import type { AuditService, StaffActor } from '../audit/service.ts';
import { DeviceTokens, type KnownDevice } from './device-tokens.ts';
import { decoyHash, hashPassword, verifyPassword } from './password.ts';
import type { AuthRepository, LoginResult, UserRow } from './repository.ts';
import { resolveJwtSecret, type TokenService } from './tokens.ts';

/** What a verification code is for. */
export type CodeUse = 'register' | 'reset' | 'security';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The login events an attempt's error leaves (others, such as rate limits, leave none). */
const LOGIN_EVENT_OF: Partial<Record<ErrorName, LoginResult>> = {
  ACCOUNT_OR_PASSWORD_WRONG: 'failure',
  ACCOUNT_FROZEN: 'failure',
  ACCOUNT_CANCELLED: 'failure',
  ACCOUNT_LOCKED: 'locked',
  TOTP_INVALID: 'failure',
  TOTP_REUSED: 'failure',
};

/** Limits and lockout policy; see docs/decisions/004 and 014-lockout-policy.md. */
export const AUTH_POLICY = {
  /** Login requests per IP and per account; known devices are exempt from both. */
  loginPerIp: { limit: 30, windowMs: MINUTE },
  loginPerAccount: { limit: 10, windowMs: MINUTE },
  /** Failed logins per IP over all accounts (known devices exempt). */
  loginFailuresPerIp: { limit: 50, windowMs: HOUR },
  /** Failures per (account, client) lock that client out of that account. */
  lockAfterFailures: 5,
  lockMs: 15 * MINUTE,
  /** Failures per account from unknown clients, whatever their IP: then only known devices get in. */
  loginFailuresPerAccount: { limit: 50, windowMs: HOUR },
  /** Wrong old passwords when changing the login password. */
  oldPasswordFailures: { limit: 5, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 10, windowMs: HOUR },
  registerPerAccount: { limit: 5, windowMs: HOUR },
  codePerTarget: { limit: 1, windowMs: MINUTE },
  codePerTargetDaily: { limit: 10, windowMs: 24 * HOUR },
  codePerIp: { limit: 20, windowMs: HOUR },
  resetPerIp: { limit: 10, windowMs: HOUR },
  resetPerAccount: { limit: 5, windowMs: HOUR },
  codeTtlMs: 10 * MINUTE,
  codeMaxAttempts: 5,
} as const;

type Account = { type: 'phone'; areaCode: string; phone: string } | { type: 'email'; email: string };

/** The account as one string: "+852 12345678" or the e-mail address. */
export function accountTarget(a: Account): string {
  return a.type === 'phone' ? `+${a.areaCode} ${a.phone}` : a.email;
}

export function toUserInfo(u: UserRow): UserInfo {
  return {
    userId: u.id,
    account: u.email ?? `+${u.areaCode} ${u.phone}`,
    areaCode: u.areaCode,
    phone: u.phone,
    email: u.email,
    role: u.role,
    status: u.status,
    inviteCode: u.inviteCode,
    creditScore: u.creditScore,
    createdAt: new Date(u.createdAt).toISOString(),
  };
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The login's second step when two-factor is on (the security centre's, decision 044). */
export interface SecondFactor {
  isEnabled(userId: number): boolean;
  /** A challenge for a user whose password was right. */
  challenge(userId: number): { challenge: string; expiresInSeconds: number };
  /** The user of a live challenge (LOGIN_CHALLENGE_EXPIRED otherwise). */
  challengedUser(challenge: string): number;
  /** Checks the code (or a recovery code) of a challenge; its user. */
  passChallenge(challenge: string, code: string): Promise<number>;
}

/** A login's answer: a session, or (two-factor on) the challenge the code must answer. */
export type LoginOutcome =
  | { token: string; user: UserInfo; deviceToken: string }
  | { twoFactor: { challenge: string; expiresInSeconds: number } };

type LoginMeta = { ip: string; userAgent: string; deviceToken?: string };

/** A lockout answer: the budget's own error, with when to come back. */
type LockBudget = GuessBudget & { error: 'ACCOUNT_LOCKED' | 'TOO_MANY_REQUESTS' };

export class AuthService {
  private readonly guesses: GuessGuard;
  readonly devices: DeviceTokens;

  constructor(
    private readonly ctx: AppContext,
    private readonly tokens: TokenService,
    private readonly repo: AuthRepository,
    private readonly audit: AuditService,
    private readonly secondFactor: SecondFactor,
    /** Runs inside registration's transaction once the user exists (the sign-up bonus, decision 048). */
    private readonly onRegistered: (userId: number, at: number) => void = () => {},
  ) {
    this.guesses = new GuessGuard(ctx.limiter);
    this.devices = new DeviceTokens(resolveJwtSecret(ctx.config.jwtSecret, ctx.config.dataDir), ctx.clock, ctx.random);
  }

  private findUser(a: Account): UserRow | undefined {
    return a.type === 'phone' ? this.repo.userByPhone(a.areaCode, a.phone) : this.repo.userByEmail(a.email);
  }

  /** The newest cancellation of this address (decision 047): its account and when the address is free. */
  private cancelledWith(a: Account) {
    return this.repo.cancelledWith(a.type === 'phone' ? { areaCode: a.areaCode, phone: a.phone } : { email: a.email });
  }

  /** A cancelled account that had this address (its password still tells its owner "cancelled"). */
  private cancelledUser(a: Account): UserRow | undefined {
    const c = this.cancelledWith(a);
    return c ? this.repo.userById(c.userId) : undefined;
  }

  private checkAreaCode(a: Account) {
    if (a.type === 'phone' && !this.repo.areaCodeKnown(a.areaCode)) throw new AppError('AREA_CODE_UNKNOWN');
  }

  private codeHash(purpose: CodeUse, target: string, code: string) {
    return createHash('sha256').update(`${purpose}:${target}:${code}`).digest('hex');
  }

  /**
   * Checks a code and, when it matches, uses it and runs `onMatch` in the same transaction.
   * A wrong code still counts an attempt (the transaction commits); after too many the code
   * is burnt. The comparison is synchronous, so parallel guesses are counted one by one.
   */
  withCode<T>(purpose: CodeUse, target: string, code: string, onMatch: () => T): T | 'bad-code' {
    return this.matchCode(purpose, target, code, true, onMatch);
  }

  /**
   * Checks a code without using it (a wrong one counts an attempt, as above). Callers check
   * before hashing a new password, so wrong guesses cost no hashing, then use the code with
   * withCode once the hash is ready.
   */
  checkCode(purpose: CodeUse, target: string, code: string): boolean {
    return this.matchCode(purpose, target, code, false, () => true) === true;
  }

  private matchCode<T>(purpose: CodeUse, target: string, code: string, use: boolean, onMatch: () => T): T | 'bad-code' {
    const now = this.ctx.clock.now();
    return this.ctx.sqlite
      .transaction(() => {
        const row = this.repo.latestCode(target, purpose, now);
        if (!row) return 'bad-code' as const;
        if (row.codeHash !== this.codeHash(purpose, target, code)) {
          this.repo.codeFailed(AUTH_POLICY.codeMaxAttempts, now, row.id);
          return 'bad-code' as const;
        }
        if (use) this.repo.codeUsed(now, row.id);
        return onMatch();
      })
      .immediate();
  }

  /**
   * Answers the same whether the account exists or not, so the answer tells nothing about who
   * is registered: a message goes to the address either way, but a register code is only sent
   * to a free address and a reset code only to a registered one; otherwise the message says
   * that someone asked, and carries no code.
   */
  sendCode(body: SendCodeBody, ip: string, locale: Locale) {
    const target = accountTarget(body);
    this.ctx.limiter.enforce(`code:ip:${ip}`, AUTH_POLICY.codePerIp);
    this.checkAreaCode(body);
    this.ctx.limiter.enforce(`code:target:${target}`, AUTH_POLICY.codePerTarget, 'VERIFY_CODE_TOO_FREQUENT');
    this.ctx.limiter.enforce(`code:target-day:${target}`, AUTH_POLICY.codePerTargetDaily, 'VERIFY_CODE_TOO_FREQUENT');

    const exists = Boolean(this.findUser(body));
    const channel = body.type === 'phone' ? 'sms' : 'email';
    if (body.purpose === 'register' && exists) this.notify(target, channel, locale, 'registerAttemptSubject', 'registerAttemptBody');
    else if (body.purpose === 'reset' && !exists) this.notify(target, channel, locale, 'resetUnknownSubject', 'resetUnknownBody');
    else this.issueCode(body.purpose, target, channel, locale);
    return {
      target,
      expiresInSeconds: AUTH_POLICY.codeTtlMs / 1000,
      resendInSeconds: AUTH_POLICY.codePerTarget.windowMs / 1000,
    };
  }

  /** Sends a code to a logged-in user's own phone or e-mail (security-password recovery). */
  sendCodeToUser(userId: number, purpose: CodeUse, ip: string, locale: Locale) {
    const user = this.repo.userById(userId);
    if (!user) throw new AppError('SESSION_INVALID');
    const target = this.targetOf(user);
    this.ctx.limiter.enforce(`code:ip:${ip}`, AUTH_POLICY.codePerIp);
    this.ctx.limiter.enforce(`code:target:${purpose}:${target}`, AUTH_POLICY.codePerTarget, 'VERIFY_CODE_TOO_FREQUENT');
    this.ctx.limiter.enforce(`code:target-day:${target}`, AUTH_POLICY.codePerTargetDaily, 'VERIFY_CODE_TOO_FREQUENT');
    this.issueCode(purpose, target, user.email ? 'email' : 'sms', locale);
    return { target, expiresInSeconds: AUTH_POLICY.codeTtlMs / 1000, resendInSeconds: AUTH_POLICY.codePerTarget.windowMs / 1000 };
  }

  targetOf(user: { email: string | null; areaCode: string | null; phone: string | null }): string {
    return user.email ?? `+${user.areaCode} ${user.phone}`;
  }

  targetOfUser(userId: number): string {
    const user = this.repo.userById(userId);
    if (!user) throw new AppError('SESSION_INVALID');
    return this.targetOf(user);
  }

  private notify(
    target: string,
    channel: 'sms' | 'email',
    locale: Locale,
    subject: 'registerAttemptSubject' | 'resetUnknownSubject',
    body: 'registerAttemptBody' | 'resetUnknownBody',
  ) {
    this.ctx.notifier.send({ channel, target, subject: serverMessage(locale, subject), body: serverMessage(locale, body), locale });
  }

  private issueCode(purpose: CodeUse, target: string, channel: 'sms' | 'email', locale: Locale) {
    const code = String(this.ctx.random.int(0, 1_000_000)).padStart(6, '0');
    const now = this.ctx.clock.now();
    const minutes = AUTH_POLICY.codeTtlMs / MINUTE;
    this.ctx.sqlite
      .transaction(() => {
        // Only the newest code is valid.
        this.repo.burnCodes(now, target, purpose);
        this.repo.insertCode(purpose, target, this.codeHash(purpose, target, code), now + AUTH_POLICY.codeTtlMs, now);
        this.ctx.notifier.send({
          channel,
          target,
          subject: serverMessage(locale, 'codeMessageSubject'),
          body: serverMessage(locale, 'codeMessageBody', { code, minutes }),
          locale,
        });
      })
      .immediate();
  }

  async register(body: RegisterBody, ip: string): Promise<UserInfo> {
    const target = accountTarget(body);
    this.ctx.limiter.enforce(`register:ip:${ip}`, AUTH_POLICY.registerPerIp);
    this.ctx.limiter.enforce(`register:target:${target}`, AUTH_POLICY.registerPerAccount);
    this.checkAreaCode(body);
    // "already registered" is said only to whoever holds a valid code for the address (below):
    // no register code is ever sent to a registered address, so anyone else hears "wrong code"

    const inviteCode = body.inviteCode?.toUpperCase() ?? '';
    const inviteRequired = this.repo.config('inviteCodeRequired') === 'Y';
    if (!inviteCode && inviteRequired) throw new AppError('INVITE_CODE_REQUIRED');
    const inviter = inviteCode ? this.repo.userByInvite(inviteCode) : this.defaultInviter();
    if (inviteCode && !inviter) throw new AppError('INVITE_CODE_INVALID');

    if (!this.checkCode('register', target, body.code)) throw new AppError('VERIFY_CODE_INVALID');
    const passwordHash = await hashPassword(body.password, this.ctx.passwordCost.N);
    const now = this.ctx.clock.now();
    const result = this.withCode('register', target, body.code, () => {
      if (this.findUser(body)) return 'exists' as const; // registered since the code was sent
      // the address of an account cancelled less than the set period ago (decision 047)
      const held = this.cancelledWith(body);
      if (held && held.releaseAt > now) return { releaseAt: held.releaseAt };
      const own = this.freshInviteCode();
      const userId = this.repo.insertUser({
        areaCode: body.type === 'phone' ? body.areaCode : null,
        phone: body.type === 'phone' ? body.phone : null,
        email: body.type === 'email' ? body.email : null,
        passwordHash,
        inviteCode: own,
        invitedById: inviter?.id ?? null,
        createdAt: now,
      });
      this.onRegistered(userId, now);
      return userId;
    });
    if (result === 'bad-code') throw new AppError('VERIFY_CODE_INVALID');
    if (result === 'exists') throw new AppError('ACCOUNT_EXISTS');
    if (typeof result === 'object')
      throw new AppError('ACCOUNT_RELEASE_PENDING', { date: new Date(result.releaseAt).toISOString().slice(0, 10) });
    return this.userInfo(result);
  }

  /** Who invited people who gave no code: the owner of the configured default code. */
  private defaultInviter() {
    const code = this.repo.config('defaultInviteCode');
    return code ? this.repo.userByInvite(code) : undefined;
  }

  private freshInviteCode(): string {
    for (;;) {
      let code = '';
      for (let i = 0; i < 8; i++) code += INVITE_ALPHABET[this.ctx.random.int(0, INVITE_ALPHABET.length)];
      if (!this.repo.userByInvite(code)) return code;
    }
  }

  /** The budgets one login guess takes a slot from (AUTH_POLICY, decision 014). */
  private loginBudgets(target: string, ip: string, device: KnownDevice | null): LockBudget[] {
    const perClient = { limit: AUTH_POLICY.lockAfterFailures, windowMs: AUTH_POLICY.lockMs };
    // a known device has a budget of its own that strangers cannot spend
    if (device)
      return [{ key: `login-fail:${target}:device:${device.deviceId}`, rule: perClient, forgiveOnSuccess: true, error: 'ACCOUNT_LOCKED' }];
    return [
      { key: `login-fail:ip:${ip}`, rule: AUTH_POLICY.loginFailuresPerIp, error: 'TOO_MANY_REQUESTS' },
      { key: `login-fail:${target}:ip:${ip}`, rule: perClient, forgiveOnSuccess: true, error: 'ACCOUNT_LOCKED' },
      { key: `login-fail:${target}`, rule: AUTH_POLICY.loginFailuresPerAccount, error: 'ACCOUNT_LOCKED' },
    ];
  }

  /** Takes a slot for one guess in every budget, or throws the lockout of the spent one. */
  private async beginGuess(budgets: LockBudget[]): Promise<Guess> {
    const g = await this.guesses.begin(budgets);
    if (isRefusal(g)) throw this.lockError(g.refused as LockBudget, g.retryAfterMs, g.reason);
    return g;
  }

  private lockError(b: LockBudget, retryAfterMs: number, reason: 'locked' | 'busy' = 'locked'): AppError {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    const headers = { 'retry-after': String(seconds) };
    if (reason === 'busy') return new AppError('SERVER_BUSY', { seconds }, headers);
    return b.error === 'TOO_MANY_REQUESTS'
      ? new AppError('TOO_MANY_REQUESTS', { seconds }, headers)
      : new AppError('ACCOUNT_LOCKED', { minutes: Math.ceil(seconds / 60) }, headers);
  }

  /** Compares a guess that holds its slots; one never evaluated (hashing busy) gives them back. */
  private async check(guess: Guess, password: string, hash: string, priority: boolean): Promise<boolean> {
    let matches: boolean;
    try {
      matches = await verifyPassword(password, hash, { priority });
    } catch (e) {
      guess.cancelled();
      throw e;
    }
    if (matches) guess.succeeded();
    else guess.failed();
    return matches;
  }

  async login(body: LoginBody, meta: LoginMeta): Promise<LoginOutcome> {
    // a cancelled account is found by its original address (only the right password hears so)
    const user = this.findUser(body) ?? this.cancelledUser(body);
    // every attempt on an existing account leaves a login event (staff see the history, and
    // the customer in the security centre); attempts never evaluated (rate limits) leave none
    return this.recorded(user?.id, meta, async () => {
      const session = await this.attemptLogin(body, meta, user);
      return { outcome: session, event: 'twoFactor' in session ? 'challenge' : 'success' };
    });
  }

  /** The login's second step: the challenge the password earned and a code (or a recovery code). */
  async completeLogin(body: { challenge: string; code: string }, meta: LoginMeta): Promise<Exclude<LoginOutcome, { twoFactor: unknown }>> {
    const userId = this.secondFactor.challengedUser(body.challenge);
    return this.recorded(userId, meta, async () => {
      await this.secondFactor.passChallenge(body.challenge, body.code);
      const user = this.repo.userById(userId);
      if (user?.status !== 'active') throw new AppError('ACCOUNT_FROZEN');
      return { outcome: await this.openSession(user, meta), event: 'success' };
    });
  }

  /** Runs a login step, leaving its login event on the account: its own, or its error's. */
  private async recorded<T>(
    userId: number | undefined,
    meta: LoginMeta,
    step: () => Promise<{ outcome: T; event: LoginResult }>,
  ): Promise<T> {
    const record = (result: LoginResult) => {
      if (userId !== undefined)
        this.repo.insertLoginEvent({ userId, at: this.ctx.clock.now(), ip: meta.ip, userAgent: meta.userAgent, result });
    };
    try {
      const { outcome, event } = await step();
      record(event);
      return outcome;
    } catch (e) {
      if (e instanceof AppError && LOGIN_EVENT_OF[e.errorName]) record(LOGIN_EVENT_OF[e.errorName] as LoginResult);
      throw e;
    }
  }

  private async openSession(user: UserRow, meta: LoginMeta) {
    const { token } = await this.tokens.issue(user.id, meta);
    return { token, user: toUserInfo(user), deviceToken: this.devices.issue(user.id, meta.deviceToken) };
  }

  private async attemptLogin(body: LoginBody, meta: LoginMeta, user: UserRow | undefined): Promise<LoginOutcome> {
    const target = accountTarget(body);
    const device = user ? this.devices.knownFor(meta.deviceToken, user.id) : null;
    if (!device) {
      this.ctx.limiter.enforce(`login:ip:${meta.ip}`, AUTH_POLICY.loginPerIp);
      this.ctx.limiter.enforce(`login:target:${target}`, AUTH_POLICY.loginPerAccount);
    }
    // Unknown accounts take the same budgets (keyed by the target), so locks tell nothing either.
    const budgets = this.loginBudgets(target, meta.ip, device);
    const guess = await this.beginGuess(budgets);
    const matches = await this.check(guess, body.password, user?.passwordHash ?? decoyHash(this.ctx.passwordCost.N), device !== null);
    if (!user || !matches) {
      // the guess that used a lock's last slot hears of the lock at once
      for (const b of budgets) {
        const d = this.guesses.spent(b);
        if (b.error === 'ACCOUNT_LOCKED' && !d.allowed) throw this.lockError(b, d.retryAfterMs);
      }
      throw new AppError('ACCOUNT_OR_PASSWORD_WRONG');
    }
    if (user.status === 'cancelled') throw new AppError('ACCOUNT_CANCELLED');
    if (user.status !== 'active') throw new AppError('ACCOUNT_FROZEN');
    if (this.secondFactor.isEnabled(user.id)) return { twoFactor: this.secondFactor.challenge(user.id) };
    return this.openSession(user, meta);
  }

  logout(auth: AuthInfo) {
    this.tokens.revokeSession(auth.sessionId, 'logout');
  }

  /**
   * Says "wrong code" for an unknown account too (no reset code is ever sent to one), after
   * the same work. The code proved the address, so this device becomes known to the
   * account: its owner can log in even while strangers keep the account-wide backoff on.
   */
  async resetPassword(body: ResetPasswordBody, ip: string, deviceToken?: string): Promise<{ deviceToken: string }> {
    const target = accountTarget(body);
    this.ctx.limiter.enforce(`reset:ip:${ip}`, AUTH_POLICY.resetPerIp);
    this.ctx.limiter.enforce(`reset:target:${target}`, AUTH_POLICY.resetPerAccount);
    this.checkAreaCode(body);
    if (!this.checkCode('reset', target, body.code)) throw new AppError('VERIFY_CODE_INVALID');
    const passwordHash = await hashPassword(body.password, this.ctx.passwordCost.N);
    const now = this.ctx.clock.now();
    const result = this.withCode('reset', target, body.code, () => {
      const user = this.findUser(body);
      if (!user) return 'no-account' as const;
      this.repo.setPassword(passwordHash, now, user.id);
      this.repo.revokeUserSessions(now, 'password-reset', user.id);
      return user.id;
    });
    if (result === 'bad-code' || result === 'no-account') throw new AppError('VERIFY_CODE_INVALID');
    return { deviceToken: this.devices.issue(result, deviceToken) };
  }

  async changePassword(auth: AuthInfo, body: ChangePasswordBody) {
    const user = this.repo.userById(auth.userId);
    if (!user) throw new AppError('SESSION_INVALID');
    // a stolen session must not become a way to guess the password
    const guess = await this.beginGuess([
      { key: `old-password:${user.id}`, rule: AUTH_POLICY.oldPasswordFailures, forgiveOnSuccess: true, error: 'ACCOUNT_LOCKED' },
    ]);
    if (!(await this.check(guess, body.oldPassword, user.passwordHash, true))) throw new AppError('OLD_PASSWORD_WRONG');
    if (body.password === body.oldPassword) throw new AppError('PASSWORD_SAME_AS_OLD');
    const passwordHash = await hashPassword(body.password, this.ctx.passwordCost.N, { priority: true });
    const now = this.ctx.clock.now();
    this.ctx.sqlite
      .transaction(() => {
        this.repo.setPassword(passwordHash, now, user.id);
        this.repo.revokeUserSessions(now, 'password-change', user.id);
      })
      .immediate();
  }

  /** Staff freeze: the account can no longer log in and every session ends now. */
  setFrozen(userId: number, frozen: boolean, actor: StaffActor): UserInfo {
    const before = this.repo.userById(userId);
    if (!before) throw new AppError('NOT_FOUND');
    const now = this.ctx.clock.now();
    this.ctx.sqlite
      .transaction(() => {
        this.repo.setStatus(frozen ? 'frozen' : 'active', userId);
        if (frozen) this.repo.revokeUserSessions(now, 'frozen', userId);
        this.audit.record({
          ...actor,
          action: frozen ? 'user.freeze' : 'user.unfreeze',
          targetType: 'user',
          targetId: userId,
          before: { status: before.status },
          after: { status: frozen ? 'frozen' : 'active' },
        });
      })
      .immediate();
    return this.userInfo(userId);
  }

  /** Staff: ends every session of a customer now (they log in again); returns how many ended. */
  signOutAll(userId: number, actor: StaffActor): { revoked: number } {
    if (!this.repo.userById(userId)) throw new AppError('NOT_FOUND');
    const revoked = this.ctx.sqlite
      .transaction(() => {
        const n = this.repo.revokeUserSessions(this.ctx.clock.now(), 'staff-sign-out', userId);
        this.audit.record({ ...actor, action: 'user.sign-out', targetType: 'user', targetId: userId, after: { revokedSessions: n } });
        return n;
      })
      .immediate();
    return { revoked };
  }

  userInfo(userId: number): UserInfo {
    const row = this.repo.userById(userId);
    if (!row) throw new AppError('SESSION_INVALID');
    return toUserInfo(row);
  }
}
