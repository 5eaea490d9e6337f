// The API keys module (issue 39): users' keys for the Binance-compatible API, created, listed and
// revoked in the security centre; ended with the account's access (freeze, cancellation, reset).
import type { AppContext } from '../../context.ts';
import type { AppModule } from '../../lib/app-module.ts';
import { ApiKeyRepository } from './repository.ts';
import { apiKeyRoutes } from './routes.ts';
import { ApiKeyService, type KeyConfirmations } from './service.ts';

export function apiKeysModule(ctx: AppContext, deps: { confirmations: KeyConfirmations }) {
  const keys = new ApiKeyService(ctx, new ApiKeyRepository(ctx.sqlite), deps.confirmations);
  return {
    name: 'api-keys',
    keys,
    routes: async (app) => {
      await app.register(apiKeyRoutes, { keys });
    },
  } satisfies AppModule & Record<string, unknown>;
}
