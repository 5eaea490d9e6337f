// The back office's view of a customer's copy trading (decision 103): read only, users.read as
// the rest of the user's page; a guest or an unknown id is a 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../shared/schemas/common.ts';
import { AdminCopyView } from '../../../shared/schemas/copy.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CopyService } from './service.ts';

export const copyAdminRoutes: FastifyPluginAsyncZod<{ copy: CopyService; isCustomer: (userId: number) => boolean }> = async (
  app,
  { copy, isCustomer },
) => {
  app.get(
    '/api/admin/users/:id/copy',
    {
      schema: {
        tags: ['staff'],
        summary:
          "A customer's copy trading, read only: their standing as a leader per mode and their subscriptions with their jobs' counts",
        params: IdParams,
        response: { 200: AdminCopyView },
      },
      ...app.staffRoute('users.read'),
    },
    async (request) => {
      if (!isCustomer(request.params.id)) throw new AppError('NOT_FOUND');
      return copy.staffView(request.params.id);
    },
  );
};
