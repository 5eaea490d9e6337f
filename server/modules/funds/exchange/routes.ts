// Exchange between currencies (login required): a live preview, a quote held for a while, the
// exchange at that quote, and the history.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdempotencyHeaders } from '../../../../shared/schemas/common.ts';
import * as S from '../../../../shared/schemas/funds.ts';
import { authOf } from '../../../plugins/auth.ts';
import { perUserLimit } from '../../../plugins/rate-limits.ts';
import { type ExchangeService, QUOTE_TTL_MS } from './service.ts';

export const exchangeRoutes: FastifyPluginAsyncZod<{ exchange: ExchangeService }> = async (app, { exchange }) => {
  const user = { preHandler: app.requireAuth };
  const tags = ['exchange'];
  app.get(
    '/api/exchange/rate',
    {
      ...user,
      schema: {
        tags,
        summary: 'Live exchange rate, and what an amount would arrive as now (a preview; an exchange needs a quote)',
        querystring: S.ExchangeRateQuery,
        response: { 200: S.ExchangeRate },
      },
    },
    async (request) => exchange.preview(request.query.from, request.query.to, request.query.amount),
  );
  app.post(
    '/api/exchange/quote',
    {
      ...user,
      config: perUserLimit({ limit: 30, windowMs: 60_000 }),
      schema: {
        tags,
        summary: `A quote: the current rate held for you for ${QUOTE_TTL_MS / 1000} seconds, with the exact amount that will arrive`,
        body: S.ExchangeQuoteBody,
        response: { 200: S.ExchangeQuote },
      },
    },
    async (request) => exchange.issueQuote(authOf(request).userId, request.body.from, request.body.to, request.body.amount),
  );
  app.post(
    '/api/exchange',
    {
      ...user,
      schema: {
        tags,
        summary: 'Exchange at a quote you confirmed, before it expires: exactly its amount for exactly its arrival',
        headers: IdempotencyHeaders,
        body: S.ExchangeBody,
        response: { 200: S.ExchangeView },
      },
    },
    async (request) => exchange.exchange(authOf(request).userId, request.body.quoteId, request.headers['idempotency-key']),
  );
  app.get(
    '/api/exchange/history',
    {
      ...user,
      schema: {
        tags,
        summary: 'Your exchanges and transfers, newest first',
        querystring: S.HistoryQuery,
        response: { 200: S.ExchangePage },
      },
    },
    async (request) => exchange.history(authOf(request).userId, request.query.page, request.query.pageSize),
  );
};
