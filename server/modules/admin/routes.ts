// Back-office actions on customer accounts (permission users.write, decision 027): freezing
// an account ends its sessions at once. Each change is recorded in the audit log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../shared/schemas/common.ts';
import { UserInfo } from '../../../shared/schemas/auth.ts';
import { actorOf } from '../../plugins/staff-auth.ts';
import type { AuthService } from '../auth/service.ts';

export const adminRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  const tags = ['staff'];
  const usersWrite = app.staffRoute('users.write');

  app.post(
    '/api/admin/users/:id/freeze',
    {
      schema: {
        tags,
        summary: 'Freeze an account: it cannot log in and every session ends now',
        params: IdParams,
        response: { 200: UserInfo },
      },
      ...usersWrite,
    },
    async (request) => auth.setFrozen(request.params.id, true, actorOf(request)),
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
      ...usersWrite,
    },
    async (request) => auth.setFrozen(request.params.id, false, actorOf(request)),
  );
};
