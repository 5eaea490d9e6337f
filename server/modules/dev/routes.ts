// Development-only helpers, registered only when config.devEndpoints is on (never in
// production): read the verification messages the outbox notifier "sent"; a constant answer
// through the same hooks as every /api route (bench:api's anchor for the framework's own cost).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UpTo100 } from '../../../shared/schemas/common.ts';

const OutboxQuery = z.strictObject({
  appKey: z.string().max(64).optional(),
  target: z
    .string()
    .max(254)
    .regex(/^(?:\+\d{1,4} \d{5,15}|[^\s<>@]+@[^\s<>@]+)$/, 'an e-mail address or "+areaCode phone"'),
  limit: UpTo100.optional(),
});
const OutboxEntry = z.object({
  id: z.number().int(),
  channel: z.string(),
  target: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

const CONSTANT = { status: 'ok' as const };

export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/constant',
    {
      schema: {
        tags: ['development'],
        summary: 'Development only: a constant answer (what a route costs with nothing of its own to do)',
        querystring: z.strictObject({ appKey: z.string().max(64).optional() }),
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => CONSTANT,
  );
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Development only: messages the outbox notifier sent to a target, newest first',
        querystring: OutboxQuery,
        response: { 200: z.array(OutboxEntry) },
      },
    },
    async (request) => {
      const rows = await app.ctx.prisma.outbox.findMany({
        where: { target: request.query.target },
        orderBy: { id: 'desc' },
        take: request.query.limit ?? 20,
      });
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  );
};
