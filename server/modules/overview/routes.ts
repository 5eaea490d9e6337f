// The back office's overview (permission overview.read): one read-only call.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminOverview } from '../../../shared/schemas/overview.ts';
import type { OverviewService } from './service.ts';

export const overviewRoutes: FastifyPluginAsyncZod<{ overview: OverviewService }> = async (app, { overview }) => {
  app.get(
    '/api/admin/overview',
    {
      ...app.staffRoute('overview.read'),
      schema: {
        tags: ['back office'],
        summary:
          "Today's approved deposits and paid withdrawals, new users, open fast positions, the platform's fast-trade result per product, pending review queues, and the last 30 days",
        response: { 200: AdminOverview },
      },
    },
    async () => overview.overview(),
  );
};
