// Mining financing's API (issue 18): /api/mining/*. Products are public; subscribing, orders,
// payouts and redemption need a customer's session (a demo visitor cannot: mining moves real
// money only). Every order id is the caller's own or a 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdempotencyHeaders, IdParams } from '../../../shared/schemas/common.ts';
import * as S from '../../../shared/schemas/mining.ts';
import { authOf } from '../../plugins/auth.ts';
import type { MiningService } from './service.ts';

export const miningRoutes: FastifyPluginAsyncZod<{ mining: MiningService }> = async (app, { mining }) => {
  const tags = ['mining'];
  const user = { preHandler: app.requireAuth };
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).userId;

  app.get(
    '/api/mining/products',
    {
      schema: {
        tags,
        summary:
          'Mining products: period, daily rate range and default rate, single limit, per-user cap, total quota and what is left of it',
        response: { 200: S.MiningProductList },
      },
    },
    async () => mining.products(),
  );
  app.get(
    '/api/mining/products/:id',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: 'A mining product with what an amount would earn (per day and over the period) and what you may still subscribe',
        params: IdParams,
        querystring: S.MiningProductQuery,
        response: { 200: S.MiningProductDetail },
      },
    },
    async (request) =>
      mining.product(request.params.id, request.query.amount, request.auth && request.auth.role === 'user' ? request.auth.userId : null),
  );
  app.post(
    '/api/mining/orders',
    {
      ...user,
      schema: {
        tags,
        summary:
          'Subscribe: the amount moves from your available balance into a locked mining position (real money). A retry under the same Idempotency-Key answers the first order',
        headers: IdempotencyHeaders,
        body: S.MiningSubscribeBody,
        response: { 200: S.MiningOrderDetail },
      },
    },
    async (request) => mining.subscribe(me(request), request.body, request.headers['idempotency-key']),
  );
  app.get(
    '/api/mining/orders',
    {
      ...user,
      schema: { tags, summary: 'Your mining orders, newest first', querystring: S.MiningOrderQuery, response: { 200: S.MiningOrderPage } },
    },
    async (request) => mining.orders(me(request), request.query),
  );
  app.get(
    '/api/mining/orders/:id',
    {
      ...user,
      schema: {
        tags,
        summary: 'One of your mining orders with its daily payouts',
        params: IdParams,
        response: { 200: S.MiningOrderDetail },
      },
    },
    async (request) => mining.order(me(request), request.params.id),
  );
  app.get(
    '/api/mining/orders/:id/redemption',
    {
      ...user,
      schema: {
        tags,
        summary: 'What redeeming the order early would cost now: remaining days, penalty and refund (nothing changes)',
        params: IdParams,
        response: { 200: S.MiningRedemptionQuote },
      },
    },
    async (request) => mining.redemptionQuote(me(request), request.params.id),
  );
  app.post(
    '/api/mining/orders/:id/redeem',
    {
      ...user,
      schema: {
        tags,
        summary:
          'Redeem early: penalty = remaining days × default rate × amount; the rest returns to available, interest already paid is kept. Send the penalty you confirmed',
        params: IdParams,
        body: S.MiningRedeemBody,
        response: { 200: S.MiningOrderDetail },
      },
    },
    async (request) => mining.redeem(me(request), request.params.id, request.body.penalty),
  );
  app.get(
    '/api/mining/payouts',
    {
      ...user,
      schema: {
        tags,
        summary: 'Your daily mining payouts, newest first',
        querystring: S.MiningPayoutQuery,
        response: { 200: S.MiningPayoutPage },
      },
    },
    async (request) => mining.payouts(me(request), request.query),
  );
  app.get(
    '/api/mining/summary',
    {
      ...user,
      schema: {
        tags,
        summary: 'Your mining totals: principal held, expected and today’s interest of orders in progress, interest paid',
        response: { 200: S.MiningSummary },
      },
    },
    async (request) => mining.summary(me(request)),
  );
};
