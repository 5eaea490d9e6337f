// Accounts and sessions: registration, login, logout, password recovery and change,
// freezing. Verification codes (verification-codes.ts) and the lockouts of password guesses
// (lockouts.ts, docs/decisions/014-lockout-policy.md) are their own classes, used here. All
// writes are synchronous better-sqlite3 statements, so a check and the write it guards
// cannot interleave with another request.
import { deviceOf } from '../../../shared/user-agent.ts';
import type { UserMessages } from '../content/user-messages.ts';
import type {
  ChangePasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  SendCodeBody,
  UserInfo,
} from '../../../shared/schemas/auth.ts';
import type { Locale } from '../../../shared/locales.ts';
import type { ErrorName } from '../../../shared/errors.ts';
import type { AppContext, AuthInfo } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { RowCache } from '../../db/store/row-cache.ts';
import type { AuditService, StaffActor } from '../audit/service.ts';
import { type AccountAddress, accountTarget, checkAreaCode, targetOf, userAt } from './account-address.ts';
import { DeviceTokens } from './device-tokens.ts';
import { Lockouts, LOCKOUT_POLICY } from './lockouts.ts';
import { decoyHash, hashPassword, verifyPassword } from './password.ts';
import type { AuthRepository, LoginResult, UserRow } from './repository.ts';
import { resolveJwtSecret, type TokenService } from './tokens.ts';
import { CODE_POLICY, type SentCode, VerificationCodes } from './verification-codes.ts';

const MINUTE = 60_000;
/** How many users' info is kept in memory (SQLite only). */
const USER_INFO_CACHE_SIZE = 20_000;
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

/**
 * Limits and lockout policy, all in one list (docs/decisions/004 and 014-lockout-policy.md):
 * the request limits here, the lockouts' and the codes' beside their code.
 */
export const AUTH_POLICY = {
  /** Login requests per IP and per account; known devices are exempt from both. */
  loginPerIp: { limit: 30, windowMs: MINUTE },
  loginPerAccount: { limit: 10, windowMs: MINUTE },
  registerPerIp: { limit: 10, windowMs: HOUR },
  registerPerAccount: { limit: 5, windowMs: HOUR },
  resetPerIp: { limit: 10, windowMs: HOUR },
  resetPerAccount: { limit: 5, windowMs: HOUR },
  ...LOCKOUT_POLICY,
  ...CODE_POLICY,
} as const;

export function toUserInfo(u: UserRow): UserInfo {
  return {
    userId: u.id,
    account: targetOf(u),
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

/** What ends with an account's access besides its sessions (its API keys): frozen, cancelled, password reset. */
export type AccessEnded = (userId: number, reason: 'frozen' | 'cancelled' | 'password-reset', at: number) => unknown;

export class AuthService {
  /** Codes that prove an address (the routes send them; the security password uses them too). */
  readonly codes: VerificationCodes;
  private readonly lockouts: Lockouts;
  readonly devices: DeviceTokens;

  constructor(
    private readonly ctx: AppContext,
    private readonly tokens: TokenService,
    private readonly repo: AuthRepository,
    private readonly audit: AuditService,
    private readonly secondFactor: SecondFactor,
    /** Runs inside registration's transaction once the user exists (the sign-up bonus, decision 048). */
    private readonly onRegistered: (userId: number, at: number) => void = () => {},
    /** The user's inbox: security events (a sign-in from a new device, a password changed). */
    private readonly messages?: Pick<UserMessages, 'send'>,
    /** Inside the transaction of a freeze or a password reset: what else ends with the sessions (API keys, issue 39). */
    private readonly onAccessEnded: AccessEnded = () => 0,
  ) {
    this.codes = new VerificationCodes(ctx, repo);
    this.lockouts = new Lockouts(ctx.limiter);
    this.devices = new DeviceTokens(resolveJwtSecret(ctx.config.jwtSecret, ctx.config.dataDir), ctx.clock, ctx.random);
    this.infos = RowCache.on<number, UserInfo>(ctx.sqlite, USER_INFO_CACHE_SIZE);
    this.infos?.dropOnWrite('User', 'id', (id) => id as number);
  }

  // user id -> what /api/user/info answers of the row, read on every page (decision 108)
  private readonly infos: RowCache<number, UserInfo> | undefined;

  private findUser(a: AccountAddress): UserRow | undefined {
    return userAt(this.repo, a);
  }

  /** The newest cancellation of this address (decision 047): its account and when the address is free. */
  private cancelledWith(a: AccountAddress) {
    return this.repo.cancelledWith(a.type === 'phone' ? { areaCode: a.areaCode, phone: a.phone } : { email: a.email });
  }

  /** A cancelled account that had this address (its password still tells its owner "cancelled"). */
  private cancelledUser(a: AccountAddress): UserRow | undefined {
    const c = this.cancelledWith(a);
    return c ? this.repo.userById(c.userId) : undefined;
  }

  async register(body: RegisterBody, ip: string): Promise<UserInfo> {
    const target = accountTarget(body);
    this.ctx.limiter.enforce(`register:ip:${ip}`, AUTH_POLICY.registerPerIp);
    this.ctx.limiter.enforce(`register:target:${target}`, AUTH_POLICY.registerPerAccount);
    checkAreaCode(this.repo, body);
    // "already registered" is said only to whoever holds a valid code for the address (below):
    // no register code is ever sent to a registered address, so anyone else hears "wrong code"

    const inviteCode = body.inviteCode?.toUpperCase() ?? '';
    const inviteRequired = this.repo.config('inviteCodeRequired') === 'Y';
    if (!inviteCode && inviteRequired) throw new AppError('INVITE_CODE_REQUIRED');
    const inviter = inviteCode ? this.repo.userByInvite(inviteCode) : this.defaultInviter();
    if (inviteCode && !inviter) throw new AppError('INVITE_CODE_INVALID');

    if (!this.codes.check('register', target, body.code)) throw new AppError('VERIFY_CODE_INVALID');
    const passwordHash = await hashPassword(body.password, this.ctx.passwordCost.N);
    const now = this.ctx.clock.now();
    const result = this.codes.use('register', target, body.code, () => {
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

  /**
   * A sandbox fixture's account (decision 097), inside the caller's transaction: made without a
   * code, invited by nobody, and without the sign-up bonus (a fixture's balances are the ones it
   * asks for). ACCOUNT_EXISTS for an address in use.
   */
  insertFixtureAccount(email: string, passwordHash: string, now: number): number {
    if (this.repo.userByEmail(email)) throw new AppError('ACCOUNT_EXISTS');
    const inviteCode = this.freshInviteCode();
    return this.repo.insertUser({ areaCode: null, phone: null, email, passwordHash, inviteCode, invitedById: null, createdAt: now });
  }

  /** A session for a sandbox fixture's account, as a login opens one (its token). */
  async openFixtureSession(userId: number, meta: { ip: string; userAgent: string }): Promise<string> {
    return (await this.tokens.issue(userId, meta)).token;
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
    // a device this account has not signed in from (an account's very first sign-in is not news)
    const newDevice = this.devices.knownFor(meta.deviceToken, user.id) === null && this.repo.signedInBefore(user.id);
    const { token } = await this.tokens.issue(user.id, meta);
    if (newDevice) this.messages?.send(user.id, 'signIn', { ip: meta.ip, device: deviceLabel(meta.userAgent) });
    return { token, user: toUserInfo(user), deviceToken: this.devices.issue(user.id, meta.deviceToken) };
  }

  private async attemptLogin(body: LoginBody, meta: LoginMeta, user: UserRow | undefined): Promise<LoginOutcome> {
    const target = accountTarget(body);
    const device = user ? this.devices.knownFor(meta.deviceToken, user.id) : null;
    if (!device) {
      this.ctx.limiter.enforce(`login:ip:${meta.ip}`, AUTH_POLICY.loginPerIp);
      this.ctx.limiter.enforce(`login:target:${target}`, AUTH_POLICY.loginPerAccount);
    }
    // an unknown account costs the same hashing (against a decoy) and takes the same budgets
    const hash = user?.passwordHash ?? decoyHash(this.ctx.passwordCost.N);
    const matches = await this.lockouts.login(target, meta.ip, device, () =>
      verifyPassword(body.password, hash, { priority: device !== null }),
    );
    if (!user || !matches) throw new AppError('ACCOUNT_OR_PASSWORD_WRONG');
    if (user.status === 'cancelled') throw new AppError('ACCOUNT_CANCELLED');
    if (user.status !== 'active') throw new AppError('ACCOUNT_FROZEN');
    if (this.secondFactor.isEnabled(user.id)) return { twoFactor: this.secondFactor.challenge(user.id) };
    return this.openSession(user, meta);
  }

  logout(auth: AuthInfo) {
    this.tokens.revokeSession(auth.sessionId, 'logout');
  }

  /**
   * Sends a register or reset code (VerificationCodes.send), but none while registering or
   * resetting at that address is locked: such a code could not be used, so the request gets
   * the lock's answer and wait instead (issue 33). Unknown addresses take the same locks, so
   * this tells nothing about who is registered.
   */
  sendCode(body: SendCodeBody, ip: string, locale: Locale): SentCode {
    const target = accountTarget(body);
    if (body.purpose === 'reset') this.ctx.limiter.refuseWhileSpent(`reset:target:${target}`, AUTH_POLICY.resetPerAccount);
    else this.ctx.limiter.refuseWhileSpent(`register:target:${target}`, AUTH_POLICY.registerPerAccount);
    return this.codes.send(body, ip, locale);
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
    checkAreaCode(this.repo, body);
    if (!this.codes.check('reset', target, body.code)) throw new AppError('VERIFY_CODE_INVALID');
    const passwordHash = await hashPassword(body.password, this.ctx.passwordCost.N);
    const now = this.ctx.clock.now();
    const result = this.codes.use('reset', target, body.code, () => {
      const user = this.findUser(body);
      if (!user) return 'no-account' as const;
      this.repo.setPassword(passwordHash, now, user.id);
      this.repo.revokeUserSessions(now, 'password-reset', user.id);
      this.onAccessEnded(user.id, 'password-reset', now);
      this.messages?.send(user.id, 'passwordChanged', {});
      return user.id;
    });
    if (result === 'bad-code' || result === 'no-account') throw new AppError('VERIFY_CODE_INVALID');
    return { deviceToken: this.devices.issue(result, deviceToken) };
  }

  async changePassword(auth: AuthInfo, body: ChangePasswordBody) {
    const user = this.repo.userById(auth.userId);
    if (!user) throw new AppError('SESSION_INVALID');
    const right = await this.lockouts.oldPassword(user.id, () => verifyPassword(body.oldPassword, user.passwordHash, { priority: true }));
    if (!right) throw new AppError('OLD_PASSWORD_WRONG');
    if (body.password === body.oldPassword) throw new AppError('PASSWORD_SAME_AS_OLD');
    const passwordHash = await hashPassword(body.password, this.ctx.passwordCost.N, { priority: true });
    const now = this.ctx.clock.now();
    this.ctx.sqlite
      .transaction(() => {
        this.repo.setPassword(passwordHash, now, user.id);
        this.repo.revokeUserSessions(now, 'password-change', user.id);
        this.messages?.send(user.id, 'passwordChanged', {});
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
        if (frozen) {
          this.repo.revokeUserSessions(now, 'frozen', userId);
          this.onAccessEnded(userId, 'frozen', now);
        }
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
    const kept = this.infos?.get(userId);
    if (kept) return kept;
    const row = this.repo.userById(userId);
    if (!row) throw new AppError('SESSION_INVALID');
    const info = toUserInfo(row);
    this.infos?.set(userId, info);
    return info;
  }
}

/** "Chrome 131 · Windows" (the parts the user agent tells; "?" when none). */
function deviceLabel(userAgent: string): string {
  const { browser, os } = deviceOf(userAgent);
  return [browser, os].filter(Boolean).join(' · ') || '?';
}
