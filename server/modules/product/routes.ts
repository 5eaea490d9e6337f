// Products, quotes, candles and the watch list.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatScaled } from '../../../shared/market.ts';
import { IdParams } from '../../../shared/schemas/common.ts';
import { CandleList, CandleQuery } from '../../../shared/schemas/market.ts';
import { ProductListQuery, ProductList, ProductSummary, WatchBody, WatchResult } from '../../../shared/schemas/product.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import { AppError } from '../../lib/app-error.ts';
import { authOf } from '../../plugins/auth.ts';
import type { ProductService } from './service.ts';

export const productRoutes: FastifyPluginAsyncZod<{ market: MarketEngine; products: ProductService }> = async (
  app,
  { market, products },
) => {
  const tags = ['market'];

  app.get(
    '/api/product/recommend',
    {
      schema: {
        tags,
        summary: 'Recommended products with live quotes (the client keeps the first as prdInfo)',
        querystring: ProductListQuery,
        response: { 200: ProductList },
      },
      preHandler: app.optionalAuth,
    },
    async (request) => products.list(request.auth?.userId ?? null, { category: request.query.category, recommended: true }, request.locale),
  );
  app.get(
    '/api/product/list',
    {
      schema: {
        tags,
        summary: 'All products with live quotes, optionally of one category',
        querystring: ProductListQuery,
        response: { 200: ProductList },
      },
      preHandler: app.optionalAuth,
    },
    async (request) => products.list(request.auth?.userId ?? null, { category: request.query.category }, request.locale),
  );
  app.get(
    '/api/product/detail/:id',
    {
      schema: {
        tags,
        summary: 'One product with its live quote',
        params: IdParams,
        response: { 200: ProductSummary },
      },
      preHandler: app.optionalAuth,
    },
    async (request) => products.detail(request.params.id, request.auth?.userId ?? null, request.locale),
  );
  app.get(
    '/api/product/candles',
    {
      schema: {
        tags,
        summary:
          'Candles of one symbol and period (1m 5m 15m 30m 1h 4h 1d 1w 1M 1Q 1Y), newest `limit` (default 300, at most 1000) within [from, to]',
        querystring: CandleQuery,
        response: { 200: CandleList },
      },
    },
    async (request) => {
      const { symbol, period } = request.query;
      const product = market.product(symbol);
      if (!product) throw new AppError('SYMBOL_UNKNOWN', { symbol: symbol.slice(0, 32) });
      const to = request.query.to ?? app.ctx.clock.now();
      const from = request.query.from ?? 0;
      if (from > to) throw new AppError('RANGE_INVALID');
      const p = product.pricePrecision;
      const candles = market.candles(symbol, period, from, to, request.query.limit ?? 300).map((c) => ({
        time: c.openTime,
        open: formatScaled(c.open, p),
        high: formatScaled(c.high, p),
        low: formatScaled(c.low, p),
        close: formatScaled(c.close, p),
        volume: formatScaled(c.volume, 2),
        turnover: formatScaled(c.turnover, 2),
      }));
      return { symbol, period, pricePrecision: p, candles };
    },
  );
  app.get(
    '/api/optional/product',
    {
      schema: {
        tags,
        summary: 'Your watch list (login required)',
        response: { 200: ProductList },
      },
      preHandler: app.requireAuth,
    },
    async (request) => products.watchList(authOf(request).userId, request.locale),
  );
  app.post(
    '/api/optional/product',
    {
      schema: {
        tags,
        summary: 'Add a product to your watch list',
        body: WatchBody,
        response: { 200: WatchResult },
      },
      preHandler: app.requireAuth,
    },
    async (request) => products.watch(authOf(request).userId, request.body.productId),
  );
  app.delete(
    '/api/optional/product/:id',
    {
      schema: {
        tags,
        summary: 'Remove a product from your watch list',
        params: IdParams,
        response: { 200: WatchResult },
      },
      preHandler: app.requireAuth,
    },
    async (request) => products.unwatch(authOf(request).userId, request.params.id),
  );
};
