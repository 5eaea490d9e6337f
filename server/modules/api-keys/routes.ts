// The security centre's API keys (issue 39): list, create (the secret answered this once),
// revoke. Logged-in customers only (not guests); every key is the caller's own or a 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiKeyCreateBody, ApiKeyCreated, ApiKeyList, ApiKeyView } from '../../../shared/schemas/api-keys.ts';
import { IdParams } from '../../../shared/schemas/common.ts';
import { authOf } from '../../plugins/auth.ts';
import { perUserLimit } from '../../plugins/rate-limits.ts';
import type { ApiKeyService } from './service.ts';

/** Keys created per user and hour at most (each one is a secret to keep). */
const CREATIONS_PER_HOUR = { limit: 10, windowMs: 60 * 60_000 };

export const apiKeyRoutes: FastifyPluginAsyncZod<{ keys: ApiKeyService }> = async (app, { keys }) => {
  const tags = ['security'];
  const user = { preHandler: app.requireAuth };

  app.get(
    '/api/user/api-keys',
    { ...user, schema: { tags, summary: 'Your API keys, newest first (secrets are never shown again)', response: { 200: ApiKeyList } } },
    async (request) => keys.list(authOf(request).userId),
  );
  app.post(
    '/api/user/api-keys',
    {
      ...user,
      config: perUserLimit(CREATIONS_PER_HOUR),
      schema: {
        tags,
        summary:
          'Create an API key for the Binance-compatible API: label, permissions, wallet (demo or real: the real one needs the withdrawal password and, with two-factor on, its code), IP allow-list. The secret is answered this once',
        body: ApiKeyCreateBody,
        response: { 200: ApiKeyCreated },
      },
    },
    async (request) => keys.create(authOf(request).userId, request.body),
  );
  app.post(
    '/api/user/api-keys/:id/revoke',
    {
      ...user,
      schema: {
        tags,
        summary: 'Revoke one of your API keys: it signs nothing from now on',
        params: IdParams,
        response: { 200: ApiKeyView },
      },
    },
    async (request) => keys.revoke(authOf(request).userId, request.params.id),
  );
};
