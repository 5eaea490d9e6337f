// Copy trading's API (decision 103): /api/copy/*. Leading takes a registered user's session;
// following takes a user's or a guest's (a guest follows into demo only). Every subscription id
// is the caller's own or a 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, NoQuery } from '../../../shared/schemas/common.ts';
import * as S from '../../../shared/schemas/copy.ts';
import { AppError } from '../../lib/app-error.ts';
import { authOf, traderOf } from '../../plugins/auth.ts';
import type { CopyService } from './service.ts';

export const copyRoutes: FastifyPluginAsyncZod<{ copy: CopyService }> = async (app, { copy }) => {
  const tags = ['copy'];
  const user = { preHandler: app.requireAuth, config: { allowGuest: true } };
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).userId;

  app.get(
    '/api/copy/leader',
    {
      ...user,
      schema: { tags, summary: 'Your standing as a leader in each mode', querystring: NoQuery, response: { 200: S.CopyLeaderStatus } },
    },
    async (request) => copy.leaderStatus(me(request)),
  );
  app.put(
    '/api/copy/leader',
    {
      ...user,
      schema: {
        tags,
        summary: 'Opt in (or out) to be copied in a mode; opting out ends every subscription to you (your followers keep their copies)',
        body: S.CopyLeaderBody,
        response: { 200: S.CopyLeaderStatus },
      },
    },
    async (request) => {
      if (authOf(request).role === 'guest') throw new AppError('COPY_LEADER_GUEST');
      return copy.setLeader(me(request), request.body.mode, request.body.enabled);
    },
  );
  app.get(
    '/api/copy/leaders',
    {
      ...user,
      schema: {
        tags,
        summary: 'The leaders of a mode with their record: their results analytics of that mode in USDT, all time',
        querystring: S.CopyLeadersQuery,
        response: { 200: S.CopyLeaderPage },
      },
    },
    async (request) => copy.leaders(me(request), request.query),
  );
  app.get(
    '/api/copy/leaders/:id',
    {
      ...user,
      schema: {
        tags,
        summary: 'A leader and their whole analytics report of a mode',
        params: IdParams,
        querystring: S.CopyLeaderQuery,
        response: { 200: S.CopyLeaderDetail },
      },
    },
    async (request) => copy.leader(me(request), request.params.id, request.query.mode),
  );
  app.post(
    '/api/copy/subscriptions',
    {
      ...user,
      schema: {
        tags,
        summary:
          'Copy a leader: their contract opens, adds and closes are copied into your wallet at your ratio, within your margin cap (a demo leader into demo only)',
        body: S.CopySubscribeBody,
        response: { 200: S.CopySubscription },
      },
    },
    async (request) => copy.subscribe(traderOf(request, request.body.mode), request.body),
  );
  app.get(
    '/api/copy/subscriptions',
    {
      ...user,
      schema: {
        tags,
        summary: 'Your subscriptions, newest first',
        querystring: S.CopySubscriptionsQuery,
        response: { 200: S.CopySubscriptionList },
      },
    },
    async (request) => copy.subscriptions(me(request), request.query.mode),
  );
  app.patch(
    '/api/copy/subscriptions/:id',
    {
      ...user,
      schema: {
        tags,
        summary: 'Change the ratio or the cap of an active subscription (for later copies)',
        params: S.CopySubscriptionParams,
        body: S.CopyUpdateBody,
        response: { 200: S.CopySubscription },
      },
    },
    async (request) => copy.update(me(request), request.params.id, request.body),
  );
  app.post(
    '/api/copy/subscriptions/:id/stop',
    {
      ...user,
      schema: {
        tags,
        summary: "Stop copying; with closePositions the subscription's open copies close at market",
        params: S.CopySubscriptionParams,
        body: S.CopyStopBody,
        response: { 200: S.CopySubscription },
      },
    },
    async (request) => copy.stop(me(request), request.params.id, request.body.closePositions),
  );
  app.get(
    '/api/copy/subscriptions/:id/jobs',
    {
      ...user,
      schema: {
        tags,
        summary: "The leader's events as the subscription copied or skipped them, newest first",
        params: S.CopySubscriptionParams,
        querystring: S.CopyJobsQuery,
        response: { 200: S.CopyJobPage },
      },
    },
    async (request) => copy.jobs(me(request), request.params.id, request.query),
  );
};
