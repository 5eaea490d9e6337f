// Coin-to-coin trading's API (issue 16): /api/spot/*. Logged-in users and guests (guests trade
// demo money only, as with fast and contract orders); every order id is the caller's own or a 404.
// An order's body becomes a typed order here, once (its market resolved, its strings parsed:
// order.ts); the service and the execution never see its strings.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERRORS } from '../../../shared/errors.ts';
import { serverMessage } from '../../../shared/i18n/server-messages.ts';
import { IdempotencyHeaders, IdParams } from '../../../shared/schemas/common.ts';
import * as S from '../../../shared/schemas/spot.ts';
import { AppError } from '../../lib/app-error.ts';
import { authOf, traderOf } from '../../plugins/auth.ts';
import { parseSpotOrder } from './order.ts';
import type { SpotService } from './service.ts';

export const spotRoutes: FastifyPluginAsyncZod<{ spot: SpotService }> = async (app, { spot }) => {
  const tags = ['spot'];
  const user = { preHandler: app.requireAuth, config: { allowGuest: true } };
  const trader = traderOf;
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).userId;
  /** A zod-valid order body as the typed order the service takes, or the AppError it gets alone. */
  const typed = (body: S.SpotOrderBody) => parseSpotOrder(spot.orderMarket(body), body);

  app.get(
    '/api/spot/markets',
    {
      schema: {
        tags,
        summary: 'Coin-to-coin markets: tick size, lot step, minimum order value, maker and taker fees',
        response: { 200: S.SpotMarketList },
      },
    },
    async () => spot.markets(),
  );
  app.post(
    '/api/spot/preview',
    {
      ...user,
      schema: {
        tags,
        summary: 'What an order would freeze and pay at most in fees, without placing it',
        body: S.SpotPreviewBody,
        response: { 200: S.SpotPreview },
      },
    },
    async (request) => {
      const userId = trader(request, request.body.mode);
      return spot.preview(userId, typed(request.body));
    },
  );
  app.post(
    '/api/spot/orders',
    {
      ...user,
      schema: {
        tags,
        summary:
          'Place a limit or market order: it matches at once against the book (at the resting orders’ prices); a limit remainder rests. A retry under the same Idempotency-Key answers the first order',
        headers: IdempotencyHeaders,
        body: S.SpotOrderBody,
        response: { 200: S.SpotOrderView },
      },
    },
    async (request) => {
      const userId = trader(request, request.body.mode);
      return spot.place(userId, typed(request.body), request.headers['idempotency-key']);
    },
  );
  app.post(
    '/api/spot/orders/batch',
    {
      ...user,
      schema: {
        tags,
        summary: `Place up to ${S.SPOT_BATCH_MAX} orders at once, in their order, each on its own: the results say, per order, the order placed or the error it got`,
        body: S.SpotBatchBody,
        response: { 200: S.SpotBatchResult },
      },
    },
    async (request) => {
      // a guest's real-mode order refuses the whole batch, as it would refuse the order alone
      for (const o of request.body.orders) trader(request, o.mode);
      const userId = me(request);
      // each order parsed and placed as it would be alone (a refusal is its own result), all queued
      // in this turn: they share the next group transaction in the batch's order (decision 057)
      return batchResults(request, await Promise.allSettled(request.body.orders.map(async (body) => spot.place(userId, typed(body)))));
    },
  );
  app.post(
    '/api/spot/orders/cancel-batch',
    {
      ...user,
      schema: {
        tags,
        summary: `Cancel up to ${S.SPOT_BATCH_MAX} of your open orders at once, each on its own`,
        body: S.SpotCancelBatchBody,
        response: { 200: S.SpotBatchResult },
      },
    },
    async (request) => batchResults(request, await spot.cancelMany(me(request), request.body.ids)),
  );
  app.post(
    '/api/spot/orders/:id/cancel',
    {
      ...user,
      schema: { tags, summary: 'Cancel an open order: its remainder is unfrozen', params: IdParams, response: { 200: S.SpotOrderView } },
    },
    async (request) => spot.cancel(me(request), request.params.id),
  );
  app.get(
    '/api/spot/orders',
    {
      ...user,
      schema: { tags, summary: 'Your orders, newest first', querystring: S.SpotOrderListQuery, response: { 200: S.SpotOrderPage } },
    },
    async (request) => spot.list(me(request), request.query),
  );
  app.get(
    '/api/spot/orders/:id',
    {
      ...user,
      schema: { tags, summary: 'One of your orders with its fills', params: IdParams, response: { 200: S.SpotOrderDetail } },
    },
    async (request) => spot.order(me(request), request.params.id),
  );
  app.get(
    '/api/spot/book',
    {
      schema: {
        tags,
        summary: 'The order book’s top levels (real or demo book); seq is the spot-depth channel’s',
        querystring: S.SpotBookQuery,
        response: { 200: S.SpotBook },
      },
    },
    async (request) => spot.book(request.query.symbol, request.query.mode, request.query.depth),
  );
  app.get(
    '/api/spot/trades',
    {
      schema: {
        tags,
        summary: 'Recent trades of a market, newest first',
        querystring: S.SpotTradesQuery,
        response: { 200: S.SpotTradeList },
      },
    },
    async (request) => spot.trades(request.query.symbol, request.query.mode, request.query.limit),
  );
  app.get(
    '/api/spot/balances',
    {
      ...user,
      schema: {
        tags,
        summary: 'Your available and frozen balances of a market’s two coins',
        querystring: S.SpotBalancesQuery,
        response: { 200: S.SpotBalances },
      },
    },
    async (request) => spot.balances(me(request), request.query.symbol, request.query.mode),
  );
};

/** Each order's outcome: its view, or the error (code and localized message) it alone would answer. */
function batchResults(request: FastifyRequest, settled: PromiseSettledResult<S.SpotOrderView>[]): { results: S.SpotBatchItem[] } {
  return {
    results: settled.map((r): S.SpotBatchItem => {
      if (r.status === 'fulfilled') return { ok: true, order: r.value };
      if (r.reason instanceof AppError) {
        return { ok: false, code: r.reason.code, msg: serverMessage(request.locale, r.reason.errorName, r.reason.params) };
      }
      // a bug: the other orders' outcomes still stand, so this one alone says so
      request.log.error({ err: r.reason }, 'a batch order failed');
      return { ok: false, code: ERRORS.INTERNAL_ERROR.code, msg: serverMessage(request.locale, 'INTERNAL_ERROR') };
    }),
  };
}
