// Classrooms' API (decision 106): /api/classes/*. Every route takes a signed-in customer (a guest
// is told to sign up: CLASS_GUEST); a class one neither teaches nor joined is a 404, and so is a
// teacher's route for a learner or a learner's trading route for the teacher.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoQuery } from '../../../shared/schemas/common.ts';
import * as S from '../../../shared/schemas/classes.ts';
import { PositionView } from '../../../shared/schemas/contract.ts';
import { PracticeOrderBody, PracticeOrderResult, PracticeState } from '../../../shared/schemas/practice.ts';
import { SpotOrderView } from '../../../shared/schemas/spot.ts';
import { AppError } from '../../lib/app-error.ts';
import { authOf } from '../../plugins/auth.ts';
import type { ClassService } from './service.ts';

export const classRoutes: FastifyPluginAsyncZod<{ classes: ClassService }> = async (app, { classes }) => {
  const tags = ['classes'];
  const user = { preHandler: app.requireAuth, config: { allowGuest: true } };
  /** The signed-in customer (a guest: CLASS_GUEST). */
  const me = (request: Parameters<typeof authOf>[0]) => {
    const auth = authOf(request);
    if (auth.role === 'guest') throw new AppError('CLASS_GUEST');
    return auth.userId;
  };

  app.post(
    '/api/classes',
    {
      ...user,
      schema: {
        tags,
        summary: 'Create a class (you teach it): dates, a starting balance per learner, the products and kinds learners may trade',
        body: S.ClassBody,
        response: { 200: S.ClassView },
      },
    },
    async (request) => classes.create(me(request), request.body),
  );
  app.get(
    '/api/classes',
    {
      ...user,
      schema: { tags, summary: 'The classes you teach and those you joined', querystring: NoQuery, response: { 200: S.ClassList } },
    },
    async (request) => classes.list(me(request)),
  );
  app.post(
    '/api/classes/join',
    {
      ...user,
      schema: {
        tags,
        summary: "Join a class by its code: your class wallet is granted the class's starting balance",
        body: S.ClassJoinBody,
        response: { 200: S.ClassView },
      },
    },
    async (request) => classes.join(me(request), request.body.code),
  );
  app.get(
    '/api/classes/:id',
    {
      ...user,
      schema: { tags, summary: 'A class you teach or joined', params: S.ClassParams, querystring: NoQuery, response: { 200: S.ClassView } },
    },
    async (request) => classes.get(me(request), request.params.id),
  );
  app.post(
    '/api/classes/:id/leave',
    {
      ...user,
      schema: {
        tags,
        summary: 'Leave a class you joined: your open class positions and spot orders close at the price in force; your rows stay',
        params: S.ClassParams,
        response: { 200: S.ClassView },
      },
    },
    async (request) => classes.leave(me(request), request.params.id),
  );
  app.get(
    '/api/classes/:id/state',
    {
      ...user,
      schema: {
        tags,
        summary: 'Your class wallet: balances, open business and latest results (a learner)',
        params: S.ClassParams,
        querystring: NoQuery,
        response: { 200: PracticeState },
      },
    },
    async (request) => classes.state(me(request), request.params.id),
  );
  app.post(
    '/api/classes/:id/orders',
    {
      ...user,
      schema: {
        tags,
        summary: "An order of your class wallet on the live market (the class's products and kinds, between its start and end)",
        params: S.ClassParams,
        body: PracticeOrderBody,
        response: { 200: PracticeOrderResult },
      },
    },
    async (request) => classes.place(me(request), request.params.id, request.body),
  );
  app.post(
    '/api/classes/:id/positions/:positionId/close',
    {
      ...user,
      schema: {
        tags,
        summary: 'Close one of your class positions at the price in force',
        params: S.ClassPositionParams,
        response: { 200: PositionView },
      },
    },
    async (request) => classes.closePosition(me(request), request.params.id, request.params.positionId),
  );
  app.post(
    '/api/classes/:id/spot-orders/:orderId/cancel',
    {
      ...user,
      schema: {
        tags,
        summary: 'Cancel one of your resting class spot orders',
        params: S.ClassSpotOrderParams,
        response: { 200: SpotOrderView },
      },
    },
    async (request) => classes.cancelSpot(me(request), request.params.id, request.params.orderId),
  );
  app.get(
    '/api/classes/:id/leaderboard',
    {
      ...user,
      schema: {
        tags,
        summary: "The learners ranked by return since the last reset (their class wallets' analytics figures)",
        params: S.ClassParams,
        querystring: NoQuery,
        response: { 200: S.ClassLeaderboard },
      },
    },
    async (request) => classes.leaderboard(me(request), request.params.id),
  );
  app.get(
    '/api/classes/:id/learners/:userId/trades',
    {
      ...user,
      schema: {
        tags,
        summary: "A learner's class trades, newest first (the teacher; never their real or demo trades)",
        params: S.ClassLearnerParams,
        querystring: S.ClassTradesQuery,
        response: { 200: S.ClassTradesPage },
      },
    },
    async (request) => classes.learnerTrades(me(request), request.params.id, request.params.userId, request.query),
  );
  app.post(
    '/api/classes/:id/reset',
    {
      ...user,
      schema: {
        tags,
        summary: 'Reset every class wallet (the teacher): open business closed, every wallet back to the starting balance, in one go',
        params: S.ClassParams,
        response: { 200: S.ClassResetResult },
      },
    },
    async (request) => classes.reset(me(request), request.params.id),
  );
  app.post(
    '/api/classes/:id/scenario',
    {
      ...user,
      schema: {
        tags,
        summary: 'Start a shared scenario (the teacher): a replay of a revealed period, at the same moment for every learner',
        params: S.ClassParams,
        body: S.ClassScenarioBody,
        response: { 200: S.ClassView },
      },
    },
    async (request) => classes.startScenario(me(request), request.params.id, request.body),
  );
  app.post(
    '/api/classes/:id/scenario/end',
    {
      ...user,
      schema: {
        tags,
        summary: "End the shared scenario early (the teacher): every learner's session ends, its open business closed",
        params: S.ClassParams,
        response: { 200: S.ClassView },
      },
    },
    async (request) => classes.endScenario(me(request), request.params.id),
  );
};
