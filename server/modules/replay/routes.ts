// Market replay (issue 43 point 1, decision 106): the revealed periods one can replay, the
// caller's replay sessions (their clock, ticks, state and orders) and the replay wallet. Every
// `:id` that is not the caller's session is a 404; guests (the demo page's visitors) may replay.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoQuery } from '../../../shared/schemas/common.ts';
import { PositionView } from '../../../shared/schemas/contract.ts';
import { PracticeOrderBody, PracticeOrderResult, PracticeState } from '../../../shared/schemas/practice.ts';
import * as S from '../../../shared/schemas/replay.ts';
import { SpotOrderView } from '../../../shared/schemas/spot.ts';
import { authOf } from '../../plugins/auth.ts';
import type { ReplayService } from './service.ts';

export const replayRoutes: FastifyPluginAsyncZod<{ replay: ReplayService }> = async (app, { replay }) => {
  const tags = ['replay'];
  const user = { preHandler: app.requireAuth, config: { allowGuest: true } };

  app.get(
    '/api/replay/periods',
    {
      ...user,
      schema: {
        tags,
        summary: 'Market periods one can replay (ended, seed revealed, not scripted), newest first, with their tradable products',
        querystring: S.ReplayPeriodsQuery,
        response: { 200: S.ReplayPeriodPage },
      },
    },
    async (request) => replay.periods(request.query),
  );
  app.post(
    '/api/replay/sessions',
    {
      ...user,
      schema: {
        tags,
        summary: 'Start replaying one product of a revealed period at 1×, 5×, 20× or 60× on the replay wallet (at most 5 at once)',
        body: S.ReplaySessionBody,
        response: { 200: S.ReplaySessionView },
      },
    },
    async (request) => replay.create(authOf(request).userId, request.body),
  );
  app.get(
    '/api/replay/sessions',
    {
      ...user,
      schema: { tags, summary: 'Your replays, newest first', querystring: S.ReplaySessionsQuery, response: { 200: S.ReplaySessionList } },
    },
    async (request) => replay.list(authOf(request).userId, request.query.status),
  );
  app.get(
    '/api/replay/sessions/:id',
    {
      ...user,
      schema: {
        tags,
        summary: 'One of your replays: its clock and the price at replay time',
        params: S.ReplaySessionParams,
        querystring: NoQuery,
        response: { 200: S.ReplaySessionView },
      },
    },
    async (request) => replay.get(authOf(request).userId, request.params.id),
  );
  app.post(
    '/api/replay/sessions/:id/control',
    {
      ...user,
      schema: {
        tags,
        summary: 'Pause, resume, change the speed of, or step (paused only) one of your replays',
        params: S.ReplaySessionParams,
        body: S.ReplayControlBody,
        response: { 200: S.ReplaySessionView },
      },
    },
    async (request) => replay.control(authOf(request).userId, request.params.id, request.body),
  );
  app.post(
    '/api/replay/sessions/:id/end',
    {
      ...user,
      schema: {
        tags,
        summary:
          'End one of your replays: open positions close at the replay price, resting spot orders are cancelled, fast orders settle on the path',
        params: S.ReplaySessionParams,
        response: { 200: S.ReplaySessionView },
      },
    },
    async (request) => replay.endOwn(authOf(request).userId, request.params.id),
  );
  app.get(
    '/api/replay/sessions/:id/ticks',
    {
      ...user,
      schema: {
        tags,
        summary: 'The replayed prices up to replay time (never beyond), oldest first',
        params: S.ReplaySessionParams,
        querystring: S.ReplayTicksQuery,
        response: { 200: S.ReplayTicks },
      },
    },
    async (request) => replay.ticks(authOf(request).userId, request.params.id, request.query.from),
  );
  app.get(
    '/api/replay/sessions/:id/state',
    {
      ...user,
      schema: {
        tags,
        summary: "One replay's balances, open business and latest results",
        params: S.ReplaySessionParams,
        querystring: NoQuery,
        response: { 200: PracticeState },
      },
    },
    async (request) => replay.state(authOf(request).userId, request.params.id),
  );
  app.post(
    '/api/replay/sessions/:id/orders',
    {
      ...user,
      schema: {
        tags,
        summary: 'Place a fast, contract (market) or spot order in one of your replays, at its replay time',
        params: S.ReplaySessionParams,
        body: PracticeOrderBody,
        response: { 200: PracticeOrderResult },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      app.ctx.limiter.enforce(`replay:${userId}`, { limit: app.ctx.config.fastOrdersPer10s, windowMs: 10_000 });
      return await replay.order(userId, request.params.id, request.body);
    },
  );
  app.post(
    '/api/replay/sessions/:id/positions/:positionId/close',
    {
      ...user,
      schema: {
        tags,
        summary: "Close one of a replay's positions at the replay price",
        params: S.ReplayPositionParams,
        response: { 200: PositionView },
      },
    },
    async (request) => replay.closePosition(authOf(request).userId, request.params.id, request.params.positionId),
  );
  app.post(
    '/api/replay/sessions/:id/spot-orders/:orderId/cancel',
    {
      ...user,
      schema: {
        tags,
        summary: "Cancel one of a replay's resting spot orders",
        params: S.ReplaySpotOrderParams,
        response: { 200: SpotOrderView },
      },
    },
    async (request) => replay.cancelSpot(authOf(request).userId, request.params.id, request.params.orderId),
  );
  app.get(
    '/api/replay/wallet',
    {
      ...user,
      schema: { tags, summary: 'Your replay wallet (100,000 virtual USDT)', querystring: NoQuery, response: { 200: S.ReplayWallet } },
    },
    async (request) => replay.wallet(authOf(request).userId),
  );
  app.post(
    '/api/replay/wallet/reset',
    {
      ...user,
      schema: {
        tags,
        summary: 'End every replay (their business closed) and bring the replay wallet back to 100,000 USDT',
        response: { 200: S.ReplayWallet },
      },
    },
    async (request) => replay.resetWallet(authOf(request).userId),
  );
};
