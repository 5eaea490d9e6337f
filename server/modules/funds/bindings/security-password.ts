// The security (withdrawal) password: exactly 6 digits, hashed like login passwords; set
// once, then changed with the old one or recovered with a code sent to the account.
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../lib/app-error.ts';
import { GuessGuard, isRefusal, lockoutError } from '../../../lib/guess-guard.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import type { AuthService } from '../../auth/service.ts';
import type { FundsRepository } from '../repository.ts';

/** Wrong security passwords per user before it is locked (the account's withdrawals with it). */
export const SECURITY_PASSWORD_FAILURES = { limit: 5, windowMs: 15 * 60_000 };

export class SecurityPasswordService {
  private readonly guesses: GuessGuard;

  constructor(
    private readonly ctx: AppContext,
    /** Only its verification codes: recovery proves the address like a password reset. */
    private readonly auth: Pick<AuthService, 'codes'>,
    private readonly repo: FundsRepository,
  ) {
    this.guesses = new GuessGuard(ctx.limiter);
  }

  private hashOf(userId: number): string | null {
    return this.repo.securityPasswordHash(userId);
  }

  private store(userId: number, hash: string) {
    this.repo.storeSecurityPassword(userId, hash);
  }

  isSet(userId: number) {
    return { isSet: this.hashOf(userId) !== null };
  }

  async set(userId: number, password: string) {
    if (this.hashOf(userId)) throw new AppError('SECURITY_PASSWORD_ALREADY_SET');
    const hash = await hashPassword(password, this.ctx.passwordCost.N, { priority: true });
    // set only if still unset (two tabs at once)
    if (!this.repo.setSecurityPasswordIfUnset(userId, hash)) throw new AppError('SECURITY_PASSWORD_ALREADY_SET');
  }

  async change(userId: number, oldPassword: string, password: string) {
    await this.verify(userId, oldPassword);
    this.store(userId, await hashPassword(password, this.ctx.passwordCost.N, { priority: true }));
  }

  async forget(userId: number, code: string, password: string) {
    // a wrong code costs no hashing
    const codes = this.auth.codes;
    if (!codes.check('security', codes.targetOfUser(userId), code)) throw new AppError('VERIFY_CODE_INVALID');
    const hash = await hashPassword(password, this.ctx.passwordCost.N, { priority: true });
    const result = codes.use('security', codes.targetOfUser(userId), code, () => this.store(userId, hash));
    if (result === 'bad-code') throw new AppError('VERIFY_CODE_INVALID');
  }

  /**
   * Checks the security password. The guess takes its slot before the hash is compared (the
   * comparison is awaited, so a check made after it would let a parallel burst through);
   * see server/lib/guess-guard.ts.
   */
  async verify(userId: number, password: string) {
    const hash = this.hashOf(userId);
    if (!hash) throw new AppError('SECURITY_PASSWORD_NOT_SET');
    const guess = await this.guesses.begin([{ key: `security-pw:${userId}`, rule: SECURITY_PASSWORD_FAILURES, forgiveOnSuccess: true }]);
    if (isRefusal(guess)) throw lockoutError(guess);
    let matches: boolean;
    try {
      matches = await verifyPassword(password, hash, { priority: true });
    } catch (e) {
      guess.cancelled(); // never evaluated (hashing busy)
      throw e;
    }
    if (!matches) {
      guess.failed();
      throw new AppError('SECURITY_PASSWORD_WRONG');
    }
    guess.succeeded();
  }
}
