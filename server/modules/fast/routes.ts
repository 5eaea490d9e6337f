// Fast trading, demo wallet and guest demo sessions. An order's body becomes a typed order here,
// once (its option resolved, its stake parsed: order.ts); the service never sees its strings.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdempotencyHeaders, IdParams } from '../../../shared/schemas/common.ts';
import * as S from '../../../shared/schemas/fast.ts';
import { AppError } from '../../lib/app-error.ts';
import { authOf } from '../../plugins/auth.ts';
import type { DemoService } from './demo.ts';
import { GUEST_TTL_SECONDS, type GuestSessions } from './guest-sessions.ts';
import { parseFastOrder } from './order.ts';
import type { FastService } from './service.ts';

export const fastRoutes: FastifyPluginAsyncZod<{ fast: FastService; demo: DemoService; guests: GuestSessions }> = async (
  app,
  { fast, demo, guests },
) => {
  const tags = ['fast'];
  const user = { preHandler: app.requireAuth, config: { allowGuest: true } };

  app.get(
    '/api/fast/options',
    {
      schema: {
        tags,
        summary: 'Fast-trade options per product: durations, profit rate, minimum and maximum stake',
        querystring: S.FastOptionsQuery,
        response: { 200: S.FastOptionList },
      },
    },
    async (request) => fast.options(request.query.productId),
  );
  app.post(
    '/api/fast/order',
    {
      ...user,
      schema: {
        tags,
        summary: 'Place a fast order (guests: demo mode only); a retry under the same Idempotency-Key is answered with the first order',
        headers: IdempotencyHeaders,
        body: S.PlaceFastOrderBody,
        response: { 200: S.FastOrderView },
      },
    },
    async (request) => {
      const auth = authOf(request);
      if (auth.role === 'guest' && request.body.mode !== 'demo') throw new AppError('LOGIN_REQUIRED');
      app.ctx.limiter.enforce(`fast:${auth.userId}`, { limit: app.ctx.config.fastOrdersPer10s, windowMs: 10_000 });
      const order = parseFastOrder(fast.orderOption(request.body), request.body);
      return await fast.submit(auth.userId, order, request.headers['idempotency-key']);
    },
  );
  app.get(
    '/api/fast/orders',
    {
      ...user,
      schema: {
        tags,
        summary: 'Your fast orders, newest first',
        querystring: S.FastOrderListQuery,
        response: { 200: S.FastOrderPage },
      },
    },
    async (request) => fast.list(authOf(request).userId, request.query),
  );
  app.get(
    '/api/fast/order/:id',
    {
      ...user,
      schema: {
        tags,
        summary: 'One of your fast orders, with its entry and exit ticks',
        params: IdParams,
        response: { 200: S.FastOrderView },
      },
    },
    async (request) => fast.order(request.params.id, authOf(request).userId),
  );
  app.get(
    '/api/fast/stats',
    {
      ...user,
      schema: {
        tags,
        summary: 'Count, win rate and total profit or loss of your settled fast orders',
        querystring: S.FastStatsQuery,
        response: { 200: S.FastStats },
      },
    },
    async (request) => fast.stats(authOf(request).userId, request.query.mode),
  );
  app.get(
    '/api/demo/wallet',
    { ...user, schema: { tags: ['demo'], summary: 'Your demo wallet (100,000 virtual USDT)', response: { 200: S.DemoWallet } } },
    async (request) => demo.wallet(authOf(request).userId),
  );
  app.post(
    '/api/demo/reset',
    { ...user, schema: { tags: ['demo'], summary: 'Reset your demo balance to 100,000 USDT', response: { 200: S.DemoWallet } } },
    async (request) => demo.reset(authOf(request).userId),
  );
  app.post(
    '/api/demo/guest',
    {
      schema: {
        tags: ['demo'],
        summary:
          'Start a guest demo session without registering, or renew the one whose token is sent as Authorization (same guest, same demo wallet; also up to 7 days after it expired). The token is in the Authorization response header.',
        response: { 200: S.GuestSession },
      },
    },
    async (request, reply) => {
      const session = await guests.start({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }, request.headers.authorization);
      reply.header('authorization', session.token);
      return { userId: session.userId, role: 'guest' as const, expiresInSeconds: GUEST_TTL_SECONDS, renewed: session.renewed };
    },
  );
};
