// The security module: the security centre (two-factor, anti-phishing code, sessions, login
// history; issue 17.2) and where other modules hang work on its events (SecurityHooks).
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { pendingSweep } from '../../db/store/pending-items.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { UserAdminRepository } from '../admin/repository.ts';
import type { AuthRepository } from '../auth/repository.ts';
import type { UserMessages } from '../content/user-messages.ts';
import type { TokenService } from '../auth/tokens.ts';
import { SecurityRepository } from './repository.ts';
import { securityRoutes } from './routes.ts';
import { SecurityService } from './service.ts';
import { type TwoFactorEnabledHook, TwoFactorService } from './two-factor.ts';

/**
 * Where other features hang work on security events (issue 17.2). The bonus for turning on
 * two-factor (issue 17.5) is one `onTwoFactorEnabled` listener pushed here: each runs once
 * two-factor is committed, with the user's id; what it throws is logged and does not undo the
 * enrolment, so a listener must itself be safe to grant once (decision 044).
 */
export interface SecurityHooks {
  onTwoFactorEnabled: TwoFactorEnabledHook[];
}

export function securityModule(
  ctx: AppContext,
  deps: { tokens: TokenService; log: FastifyBaseLogger; users: AuthRepository; accounts: UserAdminRepository; messages: UserMessages },
) {
  const repo = new SecurityRepository(ctx.sqlite);
  const securityHooks: SecurityHooks = { onTwoFactorEnabled: [] };
  const twoFactor = new TwoFactorService(
    ctx,
    repo,
    deps.users,
    securityHooks.onTwoFactorEnabled,
    (err, userId) => deps.log.error({ err, userId }, 'a two-factor-enabled listener failed'),
    deps.messages,
  );
  const security = new SecurityService(ctx, repo, deps.accounts, deps.tokens, twoFactor);
  return {
    name: 'security',
    security,
    securityHooks,
    twoFactor,
    jobs: [pendingSweep('two-factor-pending-sweep', [twoFactor.setups, twoFactor.challenges])],
    routes: async (app) => {
      await app.register(securityRoutes, { security });
    },
  } satisfies AppModule & Record<string, unknown>;
}
