// Accounts and sessions: verification codes, registration, login with lockout, logout,
// password recovery and change, freezing. All writes are synchronous better-sqlite3
// statements, so a check and the write it guards cannot interleave with another request.
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
import type { Locale } from '../../../shared/locales.ts';
import type { AppContext, AuthInfo } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RateRule } from '../../lib/rate-limiter.ts';
import { decoyHash, hashPassword, verifyPassword } from './password.ts';
import type { TokenService } from './tokens.ts';

/** What a verification code is for. */
export type CodeUse = 'register' | 'reset' | 'security';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Limits and lockout policy; see docs/decisions/004-auth-protection.md. */
export const AUTH_POLICY = {
  loginPerIp: { limit: 30, windowMs: MINUTE },
  loginFailuresPerIp: { limit: 50, windowMs: HOUR },
  loginPerAccount: { limit: 10, windowMs: MINUTE },
  lockAfterFailures: 5,
  lockMs: 15 * MINUTE,
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

interface UserRow {
  id: number;
  role: UserInfo['role'];
  status: UserInfo['status'];
  areaCode: string | null;
  phone: string | null;
  email: string | null;
  inviteCode: string;
  creditScore: number;
  createdAt: number;
  passwordHash: string;
  failedLogins: number;
  lockedUntil: number | null;
}

const USER_COLUMNS =
  'id, role, status, areaCode, phone, email, inviteCode, creditScore, createdAt, passwordHash, failedLogins, lockedUntil';

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

export class AuthService {
  private readonly q;

  constructor(
    private readonly ctx: AppContext,
    private readonly tokens: TokenService,
  ) {
    const db = ctx.sqlite;
    this.q = {
      userById: db.prepare<[number], UserRow>(`SELECT ${USER_COLUMNS} FROM "User" WHERE id = ?`),
      userByPhone: db.prepare<[string, string], UserRow>(`SELECT ${USER_COLUMNS} FROM "User" WHERE areaCode = ? AND phone = ?`),
      userByEmail: db.prepare<[string], UserRow>(`SELECT ${USER_COLUMNS} FROM "User" WHERE email = ?`),
      userByInvite: db.prepare<[string], { id: number }>('SELECT id FROM "User" WHERE inviteCode = ?'),
      areaCodeKnown: db.prepare<[string], { code: string }>('SELECT code FROM "AreaCode" WHERE code = ? LIMIT 1'),
      config: db.prepare<[string], { configValue: string }>('SELECT configValue FROM "ConfigItem" WHERE identify = ?'),
      insertUser: db.prepare(
        'INSERT INTO "User" (role, status, areaCode, phone, email, passwordHash, inviteCode, invitedById, createdAt) VALUES (\'user\', \'active\', ?, ?, ?, ?, ?, ?, ?)',
      ),
      latestCode: db.prepare<[string, string, number], { id: number; codeHash: string; attempts: number }>(
        'SELECT id, codeHash, attempts FROM "VerificationCode" WHERE target = ? AND purpose = ? AND usedAt IS NULL AND expiresAt > ? ORDER BY id DESC LIMIT 1',
      ),
      burnCodes: db.prepare<[number, string, string]>(
        'UPDATE "VerificationCode" SET usedAt = ? WHERE target = ? AND purpose = ? AND usedAt IS NULL',
      ),
      insertCode: db.prepare<[string, string, string, number, number]>(
        'INSERT INTO "VerificationCode" (purpose, target, codeHash, expiresAt, createdAt) VALUES (?, ?, ?, ?, ?)',
      ),
      codeFail: db.prepare<[number, number, number]>(
        'UPDATE "VerificationCode" SET attempts = attempts + 1, usedAt = CASE WHEN attempts + 1 >= ? THEN ? ELSE NULL END WHERE id = ?',
      ),
      codeUse: db.prepare<[number, number]>('UPDATE "VerificationCode" SET usedAt = ? WHERE id = ?'),
      loginFailed: db.prepare<[number, number, number, number]>(
        'UPDATE "User" SET failedLogins = CASE WHEN failedLogins + 1 >= ? THEN 0 ELSE failedLogins + 1 END, lockedUntil = CASE WHEN failedLogins + 1 >= ? THEN ? ELSE lockedUntil END WHERE id = ?',
      ),
      loginSucceeded: db.prepare<[number]>('UPDATE "User" SET failedLogins = 0, lockedUntil = NULL WHERE id = ?'),
      setPassword: db.prepare<[string, number, number]>(
        'UPDATE "User" SET passwordHash = ?, passwordChangedAt = ?, failedLogins = 0, lockedUntil = NULL WHERE id = ?',
      ),
      revokeSession: db.prepare<[number, string, string]>(
        'UPDATE "Session" SET revokedAt = ?, revokeNote = ? WHERE id = ? AND revokedAt IS NULL',
      ),
      revokeUserSessions: db.prepare<[number, string, number]>(
        'UPDATE "Session" SET revokedAt = ?, revokeNote = ? WHERE userId = ? AND revokedAt IS NULL',
      ),
      setStatus: db.prepare<[string, number]>('UPDATE "User" SET status = ? WHERE id = ?'),
    };
  }

  private rate(key: string, rule: RateRule, tooFrequent: 'TOO_MANY_REQUESTS' | 'VERIFY_CODE_TOO_FREQUENT' = 'TOO_MANY_REQUESTS') {
    const d = this.ctx.limiter.hit(key, rule);
    if (!d.allowed) {
      const seconds = Math.max(1, Math.ceil(d.retryAfterMs / 1000));
      throw new AppError(tooFrequent, { seconds }, { 'retry-after': String(seconds) });
    }
  }

  private findUser(a: Account): UserRow | undefined {
    return a.type === 'phone' ? this.q.userByPhone.get(a.areaCode, a.phone) : this.q.userByEmail.get(a.email);
  }

  private checkAreaCode(a: Account) {
    if (a.type === 'phone' && !this.q.areaCodeKnown.get(a.areaCode)) throw new AppError('AREA_CODE_UNKNOWN');
  }

  private codeHash(purpose: CodeUse, target: string, code: string) {
    return createHash('sha256').update(`${purpose}:${target}:${code}`).digest('hex');
  }

  /**
   * Checks a code and, when it matches, runs `onMatch` in the same transaction. A wrong
   * code still counts an attempt (the transaction commits); after too many the code is burnt.
   */
  withCode<T>(purpose: CodeUse, target: string, code: string, onMatch: () => T): T | 'bad-code' {
    const now = this.ctx.clock.now();
    return this.ctx.sqlite
      .transaction(() => {
        const row = this.q.latestCode.get(target, purpose, now);
        if (!row) return 'bad-code' as const;
        if (row.codeHash !== this.codeHash(purpose, target, code)) {
          this.q.codeFail.run(AUTH_POLICY.codeMaxAttempts, now, row.id);
          return 'bad-code' as const;
        }
        this.q.codeUse.run(now, row.id);
        return onMatch();
      })
      .immediate();
  }

  sendCode(body: SendCodeBody, ip: string, locale: Locale) {
    const target = accountTarget(body);
    this.rate(`code:ip:${ip}`, AUTH_POLICY.codePerIp);
    this.checkAreaCode(body);
    const exists = Boolean(this.findUser(body));
    if (body.purpose === 'register' && exists) throw new AppError('ACCOUNT_EXISTS');
    if (body.purpose === 'reset' && !exists) throw new AppError('ACCOUNT_NOT_FOUND');
    this.rate(`code:target:${target}`, AUTH_POLICY.codePerTarget, 'VERIFY_CODE_TOO_FREQUENT');
    this.rate(`code:target-day:${target}`, AUTH_POLICY.codePerTargetDaily, 'VERIFY_CODE_TOO_FREQUENT');

    this.issueCode(body.purpose, target, body.type === 'phone' ? 'sms' : 'email', locale);
    return {
      target,
      expiresInSeconds: AUTH_POLICY.codeTtlMs / 1000,
      resendInSeconds: AUTH_POLICY.codePerTarget.windowMs / 1000,
    };
  }

  /** Sends a code to a logged-in user's own phone or e-mail (security-password recovery). */
  sendCodeToUser(userId: number, purpose: CodeUse, ip: string, locale: Locale) {
    const user = this.q.userById.get(userId);
    if (!user) throw new AppError('SESSION_INVALID');
    const target = this.targetOf(user);
    this.rate(`code:ip:${ip}`, AUTH_POLICY.codePerIp);
    this.rate(`code:target:${purpose}:${target}`, AUTH_POLICY.codePerTarget, 'VERIFY_CODE_TOO_FREQUENT');
    this.rate(`code:target-day:${target}`, AUTH_POLICY.codePerTargetDaily, 'VERIFY_CODE_TOO_FREQUENT');
    this.issueCode(purpose, target, user.email ? 'email' : 'sms', locale);
    return { target, expiresInSeconds: AUTH_POLICY.codeTtlMs / 1000, resendInSeconds: AUTH_POLICY.codePerTarget.windowMs / 1000 };
  }

  targetOf(user: { email: string | null; areaCode: string | null; phone: string | null }): string {
    return user.email ?? `+${user.areaCode} ${user.phone}`;
  }

  targetOfUser(userId: number): string {
    const user = this.q.userById.get(userId);
    if (!user) throw new AppError('SESSION_INVALID');
    return this.targetOf(user);
  }

  private issueCode(purpose: CodeUse, target: string, channel: 'sms' | 'email', locale: Locale) {
    const code = String(this.ctx.random.int(0, 1_000_000)).padStart(6, '0');
    const now = this.ctx.clock.now();
    const minutes = AUTH_POLICY.codeTtlMs / MINUTE;
    this.ctx.sqlite
      .transaction(() => {
        // Only the newest code is valid.
        this.q.burnCodes.run(now, target, purpose);
        this.q.insertCode.run(purpose, target, this.codeHash(purpose, target, code), now + AUTH_POLICY.codeTtlMs, now);
        this.ctx.notifier.send({
          channel,
          target,
          subject: serverMessage(locale, 'codeMessageSubject'),
          body: serverMessage(locale, 'codeMessageBody', { code, minutes }),
        });
      })
      .immediate();
  }

  async register(body: RegisterBody, ip: string): Promise<UserInfo> {
    const target = accountTarget(body);
    this.rate(`register:ip:${ip}`, AUTH_POLICY.registerPerIp);
    this.rate(`register:target:${target}`, AUTH_POLICY.registerPerAccount);
    this.checkAreaCode(body);
    if (this.findUser(body)) throw new AppError('ACCOUNT_EXISTS');

    const inviteCode = body.inviteCode?.toUpperCase() ?? '';
    const inviteRequired = this.q.config.get('inviteCodeRequired')?.configValue === 'Y';
    if (!inviteCode && inviteRequired) throw new AppError('INVITE_CODE_REQUIRED');
    const inviter = inviteCode ? this.q.userByInvite.get(inviteCode) : this.defaultInviter();
    if (inviteCode && !inviter) throw new AppError('INVITE_CODE_INVALID');

    const passwordHash = await hashPassword(body.password, this.ctx.passwordCost.N);
    const now = this.ctx.clock.now();
    const result = this.withCode('register', target, body.code, () => {
      if (this.findUser(body)) return 'exists' as const; // registered while we hashed
      const own = this.freshInviteCode();
      const info = this.q.insertUser.run(
        body.type === 'phone' ? body.areaCode : null,
        body.type === 'phone' ? body.phone : null,
        body.type === 'email' ? body.email : null,
        passwordHash,
        own,
        inviter?.id ?? null,
        now,
      );
      return Number(info.lastInsertRowid);
    });
    if (result === 'bad-code') throw new AppError('VERIFY_CODE_INVALID');
    if (result === 'exists') throw new AppError('ACCOUNT_EXISTS');
    return this.userInfo(result);
  }

  /** Who invited people who gave no code: the owner of the configured default code. */
  private defaultInviter() {
    const code = this.q.config.get('defaultInviteCode')?.configValue;
    return code ? this.q.userByInvite.get(code) : undefined;
  }

  private freshInviteCode(): string {
    for (;;) {
      let code = '';
      for (let i = 0; i < 8; i++) code += INVITE_ALPHABET[this.ctx.random.int(0, INVITE_ALPHABET.length)];
      if (!this.q.userByInvite.get(code)) return code;
    }
  }

  async login(body: LoginBody, meta: { ip: string; userAgent: string }): Promise<{ token: string; user: UserInfo }> {
    const target = accountTarget(body);
    this.rate(`login:ip:${meta.ip}`, AUTH_POLICY.loginPerIp);
    if (!this.ctx.limiter.peek(`login-fail:ip:${meta.ip}`, AUTH_POLICY.loginFailuresPerIp).allowed) {
      throw new AppError('TOO_MANY_REQUESTS', { seconds: 3600 });
    }
    this.rate(`login:target:${target}`, AUTH_POLICY.loginPerAccount);

    const user = this.findUser(body);
    const now = this.ctx.clock.now();
    if (user?.lockedUntil && user.lockedUntil > now) {
      throw new AppError('ACCOUNT_LOCKED', { minutes: Math.ceil((user.lockedUntil - now) / MINUTE) });
    }
    const matches = await verifyPassword(body.password, user?.passwordHash ?? decoyHash(this.ctx.passwordCost.N));
    if (!user || !matches) {
      this.ctx.limiter.hit(`login-fail:ip:${meta.ip}`, AUTH_POLICY.loginFailuresPerIp);
      if (user) {
        this.q.loginFailed.run(AUTH_POLICY.lockAfterFailures, AUTH_POLICY.lockAfterFailures, now + AUTH_POLICY.lockMs, user.id);
        const after = this.q.userById.get(user.id);
        if (after?.lockedUntil && after.lockedUntil > now) {
          throw new AppError('ACCOUNT_LOCKED', { minutes: Math.ceil(AUTH_POLICY.lockMs / MINUTE) });
        }
      }
      throw new AppError('ACCOUNT_OR_PASSWORD_WRONG');
    }
    if (user.status !== 'active') throw new AppError('ACCOUNT_FROZEN');
    this.q.loginSucceeded.run(user.id);
    const { token } = await this.tokens.issue(user.id, meta);
    return { token, user: toUserInfo({ ...user, failedLogins: 0, lockedUntil: null }) };
  }

  logout(auth: AuthInfo) {
    this.q.revokeSession.run(this.ctx.clock.now(), 'logout', auth.sessionId);
  }

  async resetPassword(body: ResetPasswordBody, ip: string) {
    const target = accountTarget(body);
    this.rate(`reset:ip:${ip}`, AUTH_POLICY.resetPerIp);
    this.rate(`reset:target:${target}`, AUTH_POLICY.resetPerAccount);
    this.checkAreaCode(body);
    const user = this.findUser(body);
    if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
    const passwordHash = await hashPassword(body.password, this.ctx.passwordCost.N);
    const now = this.ctx.clock.now();
    const result = this.withCode('reset', target, body.code, () => {
      this.q.setPassword.run(passwordHash, now, user.id);
      this.q.revokeUserSessions.run(now, 'password-reset', user.id);
      return 'done' as const;
    });
    if (result === 'bad-code') throw new AppError('VERIFY_CODE_INVALID');
  }

  async changePassword(auth: AuthInfo, body: ChangePasswordBody) {
    const user = this.q.userById.get(auth.userId);
    if (!user) throw new AppError('SESSION_INVALID');
    if (!(await verifyPassword(body.oldPassword, user.passwordHash))) throw new AppError('OLD_PASSWORD_WRONG');
    if (body.password === body.oldPassword) throw new AppError('PASSWORD_SAME_AS_OLD');
    const passwordHash = await hashPassword(body.password, this.ctx.passwordCost.N);
    const now = this.ctx.clock.now();
    this.ctx.sqlite
      .transaction(() => {
        this.q.setPassword.run(passwordHash, now, user.id);
        this.q.revokeUserSessions.run(now, 'password-change', user.id);
      })
      .immediate();
  }

  /** Staff freeze: the account can no longer log in and every session ends now. */
  setFrozen(userId: number, frozen: boolean): UserInfo {
    if (!this.q.userById.get(userId)) throw new AppError('NOT_FOUND');
    const now = this.ctx.clock.now();
    this.ctx.sqlite
      .transaction(() => {
        this.q.setStatus.run(frozen ? 'frozen' : 'active', userId);
        if (frozen) this.q.revokeUserSessions.run(now, 'frozen', userId);
      })
      .immediate();
    return this.userInfo(userId);
  }

  userInfo(userId: number): UserInfo {
    const row = this.q.userById.get(userId);
    if (!row) throw new AppError('SESSION_INVALID');
    return toUserInfo(row);
  }
}
