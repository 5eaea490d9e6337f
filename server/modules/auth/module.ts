// The auth module: registration, login (with the security centre's second factor), sessions,
// verification codes and passwords of customers.
import type { KycTier } from '../../../shared/kyc.ts';
import type { AppContext } from '../../context.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { AuditService } from '../audit/service.ts';
import type { UserMessages } from '../content/user-messages.ts';
import { AuthRepository } from './repository.ts';
import { authRoutes } from './routes.ts';
import { type AccessEnded, AuthService, type SecondFactor } from './service.ts';
import type { TokenService } from './tokens.ts';

export function authModule(
  ctx: AppContext,
  deps: {
    tokens: TokenService;
    audit: AuditService;
    secondFactor: SecondFactor;
    /** Runs inside registration's transaction once the user exists (the sign-up bonus, decision 048). */
    onRegistered: (userId: number, at: number) => void;
    /** The user's certification tier, shown with their info. */
    kycTierOf: (userId: number) => KycTier;
    /** The user's inbox (security events). */
    messages: UserMessages;
    /** Inside the transaction of a freeze or a password reset: what else ends with the sessions (API keys). */
    onAccessEnded?: AccessEnded;
  },
) {
  const users = new AuthRepository(ctx.sqlite);
  const auth = new AuthService(
    ctx,
    deps.tokens,
    users,
    deps.audit,
    deps.secondFactor,
    deps.onRegistered,
    deps.messages,
    deps.onAccessEnded,
  );
  return {
    name: 'auth',
    auth,
    users,
    routes: async (app) => {
      await app.register(authRoutes, { auth, kycTierOf: deps.kycTierOf });
    },
  } satisfies AppModule & Record<string, unknown>;
}
