// The API keys module (issue 39): users' keys for the Binance-compatible API, created, listed and
// revoked in the security centre; listed and revoked by staff in the back office (audited);
// ended with the account's access (freeze, cancellation, reset).
import type { AppContext } from '../../context.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { AuditService } from '../audit/service.ts';
import { apiKeyAdminRoutes } from './admin-routes.ts';
import { ApiKeyRepository } from './repository.ts';
import { apiKeyRoutes } from './routes.ts';
import { ApiKeyService, type KeyConfirmations } from './service.ts';

export function apiKeysModule(ctx: AppContext, deps: { confirmations: KeyConfirmations; audit: AuditService }) {
  const keys = new ApiKeyService(ctx, new ApiKeyRepository(ctx.sqlite), deps.confirmations, deps.audit);
  return {
    name: 'api-keys',
    keys,
    routes: async (app) => {
      await app.register(apiKeyRoutes, { keys });
      await app.register(apiKeyAdminRoutes, { keys });
    },
  } satisfies AppModule & Record<string, unknown>;
}
