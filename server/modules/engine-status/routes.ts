// The back office's engine page (errors.read: the operations permission, beside the client's
// errors): who runs the engine, as this instance sees it. Answered by the instance asked, never
// forwarded to the leader.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminEngineStatus } from '../../../shared/schemas/engine-status.ts';
import type { EngineStatusService } from './service.ts';

export const engineStatusRoutes: FastifyPluginAsyncZod<{ engine: EngineStatusService }> = async (app, { engine }) => {
  app.get(
    '/api/admin/engine',
    {
      ...app.staffRoute('errors.read'),
      schema: {
        tags: ['back office'],
        summary:
          "Who runs the engine: one process, or in a cluster this instance's role, state and epoch and the engine's lease (holder, address, epoch, times, live) by the database's clock",
        response: { 200: AdminEngineStatus },
      },
    },
    async () => engine.status(),
  );
};
