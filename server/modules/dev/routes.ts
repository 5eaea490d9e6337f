// Development-only helpers, registered only when config.devEndpoints is on (never in
// production): read the verification messages the outbox notifier "sent"; a constant answer
// through the same hooks as every /api route (bench:api's anchor for the framework's own cost;
// its POST, bench:fast-http's).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdempotencyHeaders, UpTo100 } from '../../../shared/schemas/common.ts';
import { PlaceFastOrderBody } from '../../../shared/schemas/fast.ts';

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
  // bench:fast-http's anchor: what a fast order's request costs the framework with no order in
  // it (the app key, the guest's token and session, the order's body and headers parsed and
  // validated by the same schemas), answered with a constant
  app.post(
    '/api/dev/constant',
    {
      preHandler: app.requireAuth,
      config: { allowGuest: true },
      schema: {
        tags: ['development'],
        summary: "Development only: a fast order's request through auth and validation, answered with a constant (no order)",
        headers: IdempotencyHeaders,
        body: PlaceFastOrderBody,
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
