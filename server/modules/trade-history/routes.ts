// The unified trade history's API (issue 17.7): GET /api/trade/history and its CSV export.
// Logged-in users and guests (guests have demo rows only); only the caller's own rows.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as S from '../../../shared/schemas/trade-history.ts';
import { authOf } from '../../plugins/auth.ts';
import type { TradeHistoryService } from './service.ts';

export const tradeHistoryRoutes: FastifyPluginAsyncZod<{ history: TradeHistoryService }> = async (app, { history }) => {
  const tags = ['trade-history'];
  const user = { preHandler: app.requireAuth, config: { allowGuest: true } };

  app.get(
    '/api/trade/history',
    {
      ...user,
      schema: {
        tags,
        summary: 'Your fast orders, contract positions and coin orders in one list, newest first',
        querystring: S.TradeHistoryQuery,
        response: { 200: S.TradeHistoryPage },
      },
    },
    async (request) => history.page(authOf(request).userId, request.query),
  );
  app.get(
    '/api/trade/history.csv',
    {
      ...user,
      schema: {
        tags,
        summary: `The same list as CSV (a header row, amounts as shown, at most ${S.TRADE_HISTORY_CSV_MAX_ROWS} rows; page and pageSize are ignored)`,
        querystring: S.TradeHistoryQuery,
      },
    },
    async (request, reply) => {
      const csv = history.csv(authOf(request).userId, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="trade-history.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
