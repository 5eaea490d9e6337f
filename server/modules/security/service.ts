// The security centre's reads and the settings that are not two-factor (issue 17.2,
// decision 044): the overview (two-factor, anti-phishing code, the withdrawal bar after a
// password change), the anti-phishing code, the user's open sessions with remote sign-out,
// and the user's own login history.
import { createHash } from 'node:crypto';
import type { SecurityOverview, SessionView } from '../../../shared/schemas/security.ts';
import type { AppContext, AuthInfo } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserAdminRepository } from '../admin/repository.ts';
import type { TokenService } from '../auth/tokens.ts';
import { WITHDRAW_BAR_MS } from '../funds/withdrawals/service.ts';
import type { SecurityRepository } from './repository.ts';
import type { TwoFactorService } from './two-factor.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** The name of a session in the list: a hash of its id, which cannot be turned back into the id (nor the token). */
export function publicSessionId(sessionId: string): string {
  return createHash('sha256').update(`session:${sessionId}`).digest('base64url').slice(0, 22);
}

export class SecurityService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: SecurityRepository,
    private readonly accounts: UserAdminRepository,
    private readonly tokens: TokenService,
    readonly twoFactor: TwoFactorService,
  ) {}

  overview(userId: number): SecurityOverview {
    const changed = this.accounts.extra(userId)?.passwordChangedAt ?? null;
    const barredUntil = changed === null ? null : changed + WITHDRAW_BAR_MS;
    return {
      twoFactor: this.twoFactor.status(userId),
      antiPhishingCode: this.antiPhishingOf(userId),
      passwordChangedAt: changed === null ? null : iso(changed),
      withdrawalsBarredUntil: barredUntil !== null && barredUntil > this.ctx.clock.now() ? iso(barredUntil) : null,
    };
  }

  antiPhishingOf(userId: number): string | null {
    return this.repo.security(userId)?.antiPhishingCode ?? null;
  }

  setAntiPhishing(userId: number, code: string | null) {
    this.repo.transaction(() => this.repo.setAntiPhishing(userId, code, this.ctx.clock.now()));
  }

  sessions(auth: AuthInfo): SessionView[] {
    return this.accounts.openSessions(auth.userId, this.ctx.clock.now()).map((s) => ({
      id: publicSessionId(s.id),
      ip: s.ip,
      userAgent: s.userAgent,
      createdAt: iso(s.createdAt),
      lastUsedAt: iso(s.lastUsedAt ?? s.createdAt),
      current: s.id === auth.sessionId,
    }));
  }

  /** Ends one of the caller's own sessions (this one too, if named): its token stops working at once. */
  signOut(auth: AuthInfo, id: string) {
    const session = this.accounts.openSessions(auth.userId, this.ctx.clock.now()).find((s) => publicSessionId(s.id) === id);
    if (!session || !this.tokens.revokeSession(session.id, 'user-sign-out')) throw new AppError('SESSION_NOT_FOUND');
  }

  /** Ends every session of the caller but this one. */
  signOutOthers(auth: AuthInfo): { revoked: number } {
    return { revoked: this.tokens.revokeUserSessions(auth.userId, 'user-sign-out-others', auth.sessionId) };
  }

  loginHistory(userId: number, q: { page?: number; pageSize?: number }) {
    const page = this.accounts.loginEvents(userId, q.page, q.pageSize);
    return { ...page, items: page.items.map((e) => ({ ...e, createdAt: iso(e.createdAt) })) };
  }
}
