// Staff API (role staff or admin). The back-office screens come later; this is the part
// the account rules need now: freezing an account ends its sessions at once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../shared/schemas/common.ts';
import { UserInfo } from '../../../shared/schemas/auth.ts';
import type { AuthService } from '../auth/service.ts';

export const adminRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  const tags = ['staff'];
  const staffOnly = app.requireRole('staff', 'admin');

  app.post(
    '/api/admin/users/:id/freeze',
    {
      schema: {
        tags,
        summary: 'Freeze an account: it cannot log in and every session ends now',
        params: IdParams,
        response: { 200: UserInfo },
      },
      preHandler: staffOnly,
    },
    async (request) => auth.setFrozen(request.params.id, true),
  );
  app.post(
    '/api/admin/users/:id/unfreeze',
    {
      schema: {
        tags,
        summary: 'Unfreeze an account',
        params: IdParams,
        response: { 200: UserInfo },
      },
      preHandler: staffOnly,
    },
    async (request) => auth.setFrozen(request.params.id, false),
  );
};
