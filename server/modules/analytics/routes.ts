// Results analytics' API (issue 42 point 1): the report, the trades behind its figures and the
// CSV export. Logged-in users and guests (a guest's are demo trades); only the caller's own.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as S from '../../../shared/schemas/analytics.ts';
import { authOf } from '../../plugins/auth.ts';
import type { AnalyticsService } from './service.ts';

export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (app, { analytics }) => {
  const tags = ['analytics'];
  const user = { preHandler: app.requireAuth, config: { allowGuest: true } };

  app.get(
    '/api/analytics',
    {
      ...user,
      schema: {
        tags,
        summary: 'Your results in one mode and currency: figures, P/L per product and symbol, equity curve, drawdown, calendar, streaks',
        querystring: S.AnalyticsQuery,
        response: { 200: S.AnalyticsReport },
      },
    },
    async (request) => analytics.report(authOf(request).userId, request.query),
  );
  app.get(
    '/api/analytics/trades',
    {
      ...user,
      schema: {
        tags,
        summary: 'The closed trades behind a figure (oldest first; the latest 1000 when more match)',
        querystring: S.AnalyticsTradesQuery,
        response: { 200: S.AnalyticsTradeList },
      },
    },
    async (request) => analytics.list(authOf(request).userId, request.query),
  );
  app.get(
    '/api/analytics/export.csv',
    {
      ...user,
      schema: { tags, summary: 'The report as CSV: the summary figures, then every trade in the range', querystring: S.AnalyticsQuery },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="analytics.csv"')
        .header('cache-control', 'no-store')
        .send(analytics.csv(authOf(request).userId, request.query)),
  );
};
