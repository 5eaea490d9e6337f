// The security (withdrawal) password: exactly 6 digits, hashed like login passwords; set
// once, then changed with the old one or recovered with a code sent to the account.
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { AuthService } from '../auth/service.ts';

export class SecurityPasswordService {
  constructor(
    private readonly ctx: AppContext,
    private readonly auth: AuthService,
  ) {}

  private hashOf(userId: number): string | null {
    const row = this.ctx.sqlite.prepare<[number], { h: string | null }>('SELECT securityPasswordHash AS h FROM "User" WHERE id = ?').get(userId);
    return row?.h ?? null;
  }

  private store(userId: number, hash: string) {
    this.ctx.sqlite.prepare('UPDATE "User" SET securityPasswordHash = ? WHERE id = ?').run(hash, userId);
  }

  isSet(userId: number) {
    return { isSet: this.hashOf(userId) !== null };
  }

  async set(userId: number, password: string) {
    if (this.hashOf(userId)) throw new AppError('SECURITY_PASSWORD_ALREADY_SET');
    const hash = await hashPassword(password, this.ctx.passwordCost.N);
    // set only if still unset (two tabs at once)
    const r = this.ctx.sqlite.prepare('UPDATE "User" SET securityPasswordHash = ? WHERE id = ? AND securityPasswordHash IS NULL').run(hash, userId);
    if (r.changes === 0) throw new AppError('SECURITY_PASSWORD_ALREADY_SET');
  }

  async change(userId: number, oldPassword: string, password: string) {
    await this.verify(userId, oldPassword);
    this.store(userId, await hashPassword(password, this.ctx.passwordCost.N));
  }

  async forget(userId: number, code: string, password: string) {
    const hash = await hashPassword(password, this.ctx.passwordCost.N);
    const result = this.auth.withCode('security', this.auth.targetOfUser(userId), code, () => this.store(userId, hash));
    if (result === 'bad-code') throw new AppError('VERIFY_CODE_INVALID');
  }

  /** Checks the security password; wrong tries are rate limited like logins. */
  async verify(userId: number, password: string) {
    const hash = this.hashOf(userId);
    if (!hash) throw new AppError('SECURITY_PASSWORD_NOT_SET');
    const limit = this.ctx.limiter.peek(`security-pw:${userId}`, { limit: 5, windowMs: 15 * 60_000 });
    if (!limit.allowed) throw new AppError('ACCOUNT_LOCKED', { minutes: Math.ceil(limit.retryAfterMs / 60_000) });
    if (!(await verifyPassword(password, hash))) {
      this.ctx.limiter.hit(`security-pw:${userId}`, { limit: 5, windowMs: 15 * 60_000 });
      throw new AppError('SECURITY_PASSWORD_WRONG');
    }
  }
}
