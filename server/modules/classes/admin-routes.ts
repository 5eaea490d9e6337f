// The back office's view of classes (decision 106): read only, users.read as a customer's page;
// every class with its teacher, learners and dates; one class's members and their class wallets.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, NoQuery } from '../../../shared/schemas/common.ts';
import { AdminClassDetail, AdminClassPage, AdminClassQuery } from '../../../shared/schemas/classes.ts';
import type { ClassService } from './service.ts';

export const classAdminRoutes: FastifyPluginAsyncZod<{ classes: ClassService }> = async (app, { classes }) => {
  const tags = ['staff'];
  app.get(
    '/api/admin/classes',
    {
      schema: {
        tags,
        summary: 'Every class, newest first: teacher, learners, dates (read only)',
        querystring: AdminClassQuery,
        response: { 200: AdminClassPage },
      },
      ...app.staffRoute('users.read'),
    },
    async (request) => classes.adminList(request.query),
  );
  app.get(
    '/api/admin/classes/:id',
    {
      schema: {
        tags,
        summary: "A class, read only: its members and their class wallets' balances, its shared scenario",
        params: IdParams,
        querystring: NoQuery,
        response: { 200: AdminClassDetail },
      },
      ...app.staffRoute('users.read'),
    },
    async (request) => classes.adminDetail(request.params.id),
  );
};
