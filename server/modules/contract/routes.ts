// Contract trading's API (issue 15): /api/contract/*. Logged-in users and guests (guests
// trade demo money only, as with fast orders); every :id is the caller's own or a 404. A new
// order's body becomes a typed order here, once (its product's settings resolved, its lots and
// prices parsed: order.ts); the service never sees its strings.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../../shared/schemas/common.ts';
import * as S from '../../../shared/schemas/contract.ts';
import { authOf, traderOf } from '../../plugins/auth.ts';
import { type ContractOrderBody, parseContractOrder } from './order.ts';
import type { ContractService } from './service.ts';

export const contractRoutes: FastifyPluginAsyncZod<{ contract: ContractService }> = async (app, { contract }) => {
  const tags = ['contract'];
  const user = { preHandler: app.requireAuth, config: { allowGuest: true } };
  const trader = traderOf;
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).userId;
  /** A zod-valid order body as the typed order the service takes, or the AppError it gets alone. */
  const typed = (body: ContractOrderBody) => parseContractOrder(contract.orderSettings(body.productId, body.mode), body);

  app.get(
    '/api/contract/settings',
    {
      schema: {
        tags,
        summary: 'Contract settings per product: lot size and limits, leverages, spread, fee, maintenance and overnight rates',
        querystring: S.ContractSettingsQuery,
        response: { 200: S.ContractSettingList },
      },
    },
    async (request) => contract.settings(request.query.productId),
  );
  app.post(
    '/api/contract/preview',
    {
      ...user,
      schema: {
        tags,
        summary: 'What an order would hold and cost (margin, fee, liquidation price) without placing it',
        body: S.ContractPreviewBody,
        response: { 200: S.ContractPreview },
      },
    },
    async (request) => {
      const userId = trader(request, request.body.mode);
      return contract.preview(userId, typed(request.body));
    },
  );
  app.post(
    '/api/contract/open',
    {
      ...user,
      schema: {
        tags,
        summary: 'Open a position: a market order fills at the tick in force, a limit order waits (pending) until the price crosses it',
        body: S.OpenPositionBody,
        response: { 200: S.PositionView },
      },
    },
    async (request) => {
      const userId = trader(request, request.body.mode);
      return contract.open(userId, typed(request.body));
    },
  );
  app.get(
    '/api/contract/positions',
    {
      ...user,
      schema: { tags, summary: 'Your positions, newest first', querystring: S.PositionListQuery, response: { 200: S.PositionPage } },
    },
    async (request) => contract.list(me(request), request.query),
  );
  app.get(
    '/api/contract/positions/:id',
    {
      ...user,
      schema: {
        tags,
        summary: 'One of your positions with its fills, closes and charges, each with the recorded tick it used',
        params: IdParams,
        response: { 200: S.PositionDetail },
      },
    },
    async (request) => contract.position(request.params.id, me(request)),
  );
  app.post(
    '/api/contract/positions/:id/close',
    {
      ...user,
      schema: {
        tags,
        summary: 'Close a position, whole or part',
        params: IdParams,
        body: S.ClosePositionBody,
        response: { 200: S.PositionView },
      },
    },
    async (request) => contract.close(me(request), request.params.id, request.body.lots),
  );
  app.post(
    '/api/contract/positions/:id/reverse',
    {
      ...user,
      schema: {
        tags,
        summary: 'Close and reverse: cancels SL/TP, closes, opens the same lots the other way (only the close when margin is short)',
        params: IdParams,
        response: { 200: S.ReverseResult },
      },
    },
    async (request) => contract.reverse(me(request), request.params.id, request.locale),
  );
  app.post(
    '/api/contract/positions/:id/stops',
    {
      ...user,
      schema: {
        tags,
        summary: 'Set or clear (null) the stop-loss and take-profit',
        params: IdParams,
        body: S.SetStopsBody,
        response: { 200: S.PositionView },
      },
    },
    async (request) => contract.stops(me(request), request.params.id, request.body),
  );
  app.post(
    '/api/contract/positions/:id/add',
    {
      ...user,
      schema: {
        tags,
        summary: 'Add lots at the current price (new average entry and liquidation price)',
        params: IdParams,
        body: S.AddToPositionBody,
        response: { 200: S.PositionView },
      },
    },
    async (request) => contract.add(me(request), request.params.id, request.body.lots),
  );
  app.post(
    '/api/contract/positions/:id/lock',
    {
      ...user,
      schema: { tags, summary: 'Lock: open an equal opposite leg; both legs locked', params: IdParams, response: { 200: S.LockResult } },
    },
    async (request) => contract.lock(me(request), request.params.id),
  );
  app.post(
    '/api/contract/positions/:id/unlock',
    {
      ...user,
      schema: {
        tags,
        summary: 'Unlock: close this leg; the other leg is holding again',
        params: IdParams,
        response: { 200: S.PositionView },
      },
    },
    async (request) => contract.unlock(me(request), request.params.id),
  );
  app.post(
    '/api/contract/positions/:id/cancel',
    {
      ...user,
      schema: {
        tags,
        summary: 'Cancel a pending limit order (revoked; its reserve returns)',
        params: IdParams,
        response: { 200: S.PositionView },
      },
    },
    async (request) => contract.cancel(me(request), request.params.id),
  );
  app.post(
    '/api/contract/close-all',
    {
      ...user,
      schema: { tags, summary: 'Close every holding position of a mode now', body: S.CloseAllBody, response: { 200: S.CloseAllResult } },
    },
    async (request) => contract.closeAll(trader(request, request.body.mode), request.body.mode),
  );
  app.get(
    '/api/contract/traders',
    { ...user, schema: { tags, summary: 'Traders who share their positions to follow', response: { 200: S.FollowableTraderList } } },
    async () => contract.traders(),
  );
  app.post(
    '/api/contract/follow',
    {
      ...user,
      schema: {
        tags,
        summary: "Follow (copy) a trader's holding position with your own margin",
        body: S.FollowBody,
        response: { 200: S.PositionView },
      },
    },
    async (request) => contract.follow(trader(request, request.body.mode), request.body),
  );
  app.put(
    '/api/contract/follow-profile',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Share (or stop sharing) your real positions for others to follow',
        body: S.FollowProfileBody,
        response: { 200: z.object({ followable: z.boolean() }) },
      },
    },
    async (request) => contract.setFollowable(me(request), request.body.followable),
  );
  app.get(
    '/api/contract/stats',
    {
      ...user,
      schema: {
        tags,
        summary: 'Your contract statistics of a mode',
        querystring: S.ContractStatsQuery,
        response: { 200: S.ContractStats },
      },
    },
    async (request) => contract.stats(me(request), request.query.mode),
  );
};
