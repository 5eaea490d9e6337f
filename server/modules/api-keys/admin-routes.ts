// The back office's API keys (issue 39): every customer's keys, by customer and status
// (users.read: what the customer's page shows), and revoking one (users.write, as freezing the
// account is: it ends a customer's access), recorded in the audit log. Staff never see a secret.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminApiKeyPage, AdminApiKeyQuery, ApiKeyView } from '../../../shared/schemas/api-keys.ts';
import { IdParams } from '../../../shared/schemas/common.ts';
import { actorOf } from '../../plugins/staff-auth.ts';
import type { ApiKeyService } from './service.ts';

export const apiKeyAdminRoutes: FastifyPluginAsyncZod<{ keys: ApiKeyService }> = async (app, { keys }) => {
  const tags = ['staff'];
  app.get(
    '/api/admin/api-keys',
    {
      ...app.staffRoute('users.read'),
      schema: {
        tags,
        summary: "Every customer's API keys, newest first (paged), by customer (userId, or id, phone or part of the e-mail) and status",
        querystring: AdminApiKeyQuery,
        response: { 200: AdminApiKeyPage },
      },
    },
    async (request) => keys.page(request.query),
  );
  app.post(
    '/api/admin/api-keys/:id/revoke',
    {
      ...app.staffRoute('users.write'),
      schema: {
        tags,
        summary: "Revoke a customer's API key (note 'staff', audited): it signs nothing from now on; one already revoked stays as it was",
        params: IdParams,
        response: { 200: ApiKeyView },
      },
    },
    async (request) => keys.revokeByStaff(request.params.id, actorOf(request)),
  );
};
