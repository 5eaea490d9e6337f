// Customers' two-factor authentication (issue 17.2, docs/decisions/044-security-centre.md):
// an authenticator app (TOTP, the same RFC 6238 code as the back office's, server/lib/totp.ts)
// and ten one-time recovery codes. Enrolment: the server makes a secret, the user scans it
// and proves the scan with a first code. Once on, a code is asked at login (the login's
// second step, a challenge held here) and before a withdrawal; a recovery code does instead.
// Every code is good once: the last used 30-second step is kept per user and a code of that
// step or an earlier one is refused, and a recovery code is spent by the statement that
// accepts it. Wrong codes take slots in a per-user budget (locked after 5 in 15 minutes).
import type { UserMessages } from '../content/user-messages.ts';
import { createHash } from 'node:crypto';
import type { SecurityOverview, TwoFactorSetup } from '../../../shared/schemas/security.ts';
import { TOTP_CODE } from '../../../shared/patterns.ts';
import type { AppContext } from '../../context.ts';
import { isLive, PendingItems } from '../../db/store/pending-items.ts';
import { AppError } from '../../lib/app-error.ts';
import { GuessGuard, isRefusal, lockoutError } from '../../lib/guess-guard.ts';
import { matchTotp, newTotpSecret, otpauthUri } from '../../lib/totp.ts';
import type { AuthRepository } from '../auth/repository.ts';
import { toUserInfo } from '../auth/service.ts';
import type { SecurityRepository } from './repository.ts';

const MINUTE = 60_000;

export const TWO_FACTOR_POLICY = {
  /** How long a started setup waits for its first code, and how many wrong ones it takes. */
  setupTtlMs: 10 * MINUTE,
  setupAttempts: 5,
  /** Setups a user may start per hour (each makes a new secret). */
  setupsPerUser: { limit: 20, windowMs: 60 * MINUTE },
  /** How long a login's second step waits for its code, and how many wrong ones it takes. */
  challengeTtlMs: 5 * MINUTE,
  challengeAttempts: 5,
  /** Wrong codes per user (at login, withdrawal or turning it off) before the second factor is locked. */
  codeFailures: { limit: 5, windowMs: 15 * MINUTE },
  recoveryCodes: 10,
} as const;

/** Told the user who has just turned two-factor on (after it is committed): the bonus for it hangs here. */
export type TwoFactorEnabledHook = (userId: number) => void;

const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A started setup: the secret the first code must come from (one per user, the newest). */
interface PendingSetup {
  secret: string;
}

export class TwoFactorService {
  private readonly guesses: GuessGuard;
  /** Setups waiting for their first code, owned by their user. */
  readonly setups: PendingItems<PendingSetup>;
  /** Logins waiting for their second step, owned by the user whose password was right. */
  readonly challenges: PendingItems<Record<string, never>>;

  constructor(
    private readonly ctx: AppContext,
    private readonly repo: SecurityRepository,
    private readonly accounts: AuthRepository,
    private readonly onEnabled: readonly TwoFactorEnabledHook[],
    private readonly onHookError: (err: unknown, userId: number) => void,
    /** The user's inbox: two-factor turned on or off. */
    private readonly messages?: Pick<UserMessages, 'send'>,
  ) {
    this.guesses = new GuessGuard(ctx.limiter);
    this.setups = new PendingItems(ctx.sqlite, 'two-factor-setup');
    this.challenges = new PendingItems(ctx.sqlite, 'login-challenge');
  }

  isEnabled(userId: number): boolean {
    return Boolean(this.repo.security(userId)?.totpSecret);
  }

  status(userId: number): SecurityOverview['twoFactor'] {
    const row = this.repo.security(userId);
    const enabled = Boolean(row?.totpSecret);
    return {
      enabled,
      enabledAt: enabled && row?.totpEnabledAt ? new Date(row.totpEnabledAt).toISOString() : null,
      recoveryCodesLeft: enabled ? this.repo.recoveryCodesLeft(userId) : 0,
    };
  }

  /** A new secret to scan; it is kept only once a code from it confirms the scan. */
  startSetup(userId: number): TwoFactorSetup {
    if (this.isEnabled(userId)) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
    const user = this.accounts.userById(userId);
    if (!user) throw new AppError('SESSION_INVALID');
    const now = this.ctx.clock.now();
    const secret = newTotpSecret(this.ctx.random);
    // (the setup's id never leaves the server: it is found by its user, and replaces the one before)
    const id = this.ctx.random.bytes(16).toString('hex');
    const item = {
      ownerId: userId,
      payload: { secret },
      attempts: TWO_FACTOR_POLICY.setupAttempts,
      expiresAt: now + TWO_FACTOR_POLICY.setupTtlMs,
    };
    this.setups.put(id, item, now, { onlyOneOfOwner: true });
    return { secret, otpauthUri: otpauthUri(secret, toUserInfo(user).account), expiresInSeconds: TWO_FACTOR_POLICY.setupTtlMs / 1000 };
  }

  /** The first code proves the scan: two-factor is on, and the recovery codes are shown this once. */
  confirmSetup(userId: number, code: string): { recoveryCodes: string[] } {
    const now = this.ctx.clock.now();
    const pending = this.setups.ofOwner(userId);
    if (!pending || !isLive(pending, now)) {
      throw new AppError(this.isEnabled(userId) ? 'TWO_FACTOR_ALREADY_ENABLED' : 'TWO_FACTOR_SETUP_EXPIRED');
    }
    const { secret } = pending.payload;
    const step = matchTotp(secret, code, now);
    if (step === null) {
      this.setups.spendAttempt(pending.ref);
      throw new AppError('TOTP_INVALID');
    }
    const codes = this.newRecoveryCodes();
    const enabled = this.repo.transaction(() => {
      // used once: a confirmation on another instance at the same moment finds it gone
      if (this.setups.take(pending.ref, now, userId) === undefined) return 'gone';
      if (!this.repo.enableTotp(userId, secret, step, now)) return false;
      this.messages?.send(userId, 'twoFactorEnabled', {});
      this.repo.replaceRecoveryCodes(
        userId,
        codes.map((c) => this.recoveryHash(userId, c)),
        now,
      );
      return true;
    });
    if (enabled === 'gone') throw new AppError(this.isEnabled(userId) ? 'TWO_FACTOR_ALREADY_ENABLED' : 'TWO_FACTOR_SETUP_EXPIRED');
    if (!enabled) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
    for (const hook of this.onEnabled) {
      try {
        hook(userId);
      } catch (err) {
        // two-factor is on whatever a listener does
        this.onHookError(err, userId);
      }
    }
    return { recoveryCodes: codes };
  }

  /** Turns two-factor off; a code (or a recovery code) proves the authenticator is at hand. */
  async disable(userId: number, code: string) {
    await this.verify(userId, code);
    this.repo.transaction(() => {
      this.repo.disableTotp(userId, this.ctx.clock.now());
      this.messages?.send(userId, 'twoFactorDisabled', {});
    });
  }

  /** New recovery codes instead of the old ones (all of them, used or not). */
  async renewRecoveryCodes(userId: number, code: string): Promise<{ recoveryCodes: string[] }> {
    await this.verify(userId, code);
    const codes = this.newRecoveryCodes();
    const now = this.ctx.clock.now();
    this.repo.transaction(() =>
      this.repo.replaceRecoveryCodes(
        userId,
        codes.map((c) => this.recoveryHash(userId, c)),
        now,
      ),
    );
    return { recoveryCodes: codes };
  }

  /**
   * Before a withdrawal (or turning the withdrawal allow-list off): null when two-factor is off,
   * else a good code, answered with which kind it was.
   */
  async requireCode(userId: number, code: string | undefined): Promise<'totp' | 'recovery' | null> {
    if (!this.isEnabled(userId)) return null;
    if (!code) throw new AppError('TOTP_REQUIRED');
    return this.verify(userId, code);
  }

  /** The login's second step, after the password was right. */
  challenge(userId: number): { challenge: string; expiresInSeconds: number } {
    const now = this.ctx.clock.now();
    const challenge = this.ctx.random.bytes(24).toString('base64url');
    const expiresAt = now + TWO_FACTOR_POLICY.challengeTtlMs;
    this.challenges.put(challenge, { ownerId: userId, payload: {}, attempts: TWO_FACTOR_POLICY.challengeAttempts, expiresAt }, now);
    return { challenge, expiresInSeconds: TWO_FACTOR_POLICY.challengeTtlMs / 1000 };
  }

  /** The user a live challenge is for (the login records its events on them). */
  challengedUser(challenge: string): number {
    return this.liveChallenge(challenge, this.ctx.clock.now()).userId;
  }

  private liveChallenge(challenge: string, now: number): { userId: number; ref: string } {
    const pending = this.challenges.find(challenge);
    if (!pending || pending.ownerId === null || !isLive(pending, now)) throw new AppError('LOGIN_CHALLENGE_EXPIRED');
    return { userId: pending.ownerId, ref: pending.ref };
  }

  /** Checks the code of a login's second step; the challenge is used up by a good code or too many wrong ones. */
  async passChallenge(challenge: string, code: string): Promise<number> {
    const now = this.ctx.clock.now();
    const { userId, ref } = this.liveChallenge(challenge, now);
    try {
      await this.verify(userId, code);
    } catch (e) {
      this.challenges.spendAttempt(ref);
      throw e;
    }
    // used once: a second step answered on two instances at once opens one session
    if (this.challenges.take(ref, now, userId) === undefined) throw new AppError('LOGIN_CHALLENGE_EXPIRED');
    return userId;
  }

  /**
   * Accepts an authenticator code of a step not used yet, or an unused recovery code (spent
   * now); otherwise TOTP_INVALID or TOTP_REUSED, counted against the user's budget.
   */
  async verify(userId: number, code: string): Promise<'totp' | 'recovery'> {
    const secret = this.repo.security(userId)?.totpSecret;
    if (!secret) throw new AppError('TWO_FACTOR_NOT_ENABLED');
    const guess = await this.guesses.begin([{ key: `two-factor:${userId}`, rule: TWO_FACTOR_POLICY.codeFailures, forgiveOnSuccess: true }]);
    if (isRefusal(guess)) throw lockoutError(guess);
    const result = this.match(userId, secret, code.trim());
    if (result === 'totp' || result === 'recovery') {
      guess.succeeded();
      return result;
    }
    guess.failed();
    throw new AppError(result === 'reused' ? 'TOTP_REUSED' : 'TOTP_INVALID');
  }

  private match(userId: number, secret: string, code: string): 'totp' | 'recovery' | 'invalid' | 'reused' {
    const now = this.ctx.clock.now();
    if (TOTP_CODE.test(code)) {
      const step = matchTotp(secret, code, now);
      if (step === null) return 'invalid';
      return this.repo.spendStep(userId, step) ? 'totp' : 'reused';
    }
    return this.repo.spendRecoveryCode(userId, this.recoveryHash(userId, code), now) ? 'recovery' : 'invalid';
  }

  private newRecoveryCodes(): string[] {
    return Array.from({ length: TWO_FACTOR_POLICY.recoveryCodes }, () => {
      let s = '';
      for (let i = 0; i < 10; i++) s += RECOVERY_ALPHABET[this.ctx.random.int(0, RECOVERY_ALPHABET.length)];
      return `${s.slice(0, 5)}-${s.slice(5)}`;
    });
  }

  /** Recovery codes carry 50 random bits and guesses are budgeted: a keyed SHA-256 is enough. */
  private recoveryHash(userId: number, code: string): string {
    return createHash('sha256')
      .update(`recovery:${userId}:${code.replace('-', '').toUpperCase()}`)
      .digest('hex');
  }
}
