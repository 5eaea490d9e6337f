import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, NoQuery } from '../../../shared/schemas/common.ts';
import { ProductListQuery, ProductListResponse, WatchBody, WatchResponse } from '../../../shared/schemas/product.ts';
import { authOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/contract.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import { ProductService } from './service.ts';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const products = new ProductService(app.ctx);
  const tags = ['market'];

  app.get(
    '/api/product/recommend',
    {
      schema: {
        tags,
        summary: 'Recommended products (the client keeps the first as prdInfo)',
        querystring: ProductListQuery,
        response: { 200: ProductListResponse, ...errorResponses },
      },
      preHandler: app.optionalAuth,
    },
    async (request) => ok(request, await products.recommended(request.auth?.userId ?? null, request.query.category)),
  );
  app.get(
    '/api/optional/product',
    {
      schema: {
        tags,
        summary: 'Your watch list (login required)',
        querystring: NoQuery,
        response: { 200: ProductListResponse, ...errorResponses },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ok(request, await products.watchList(authOf(request).userId)),
  );
  app.post(
    '/api/optional/product',
    {
      schema: {
        tags,
        summary: 'Add a product to your watch list',
        querystring: NoQuery,
        body: WatchBody,
        response: { 200: WatchResponse, ...errorResponses },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ok(request, await products.watch(authOf(request).userId, request.body.productId)),
  );
  app.delete(
    '/api/optional/product/:id',
    {
      schema: {
        tags,
        summary: 'Remove a product from your watch list',
        params: IdParams,
        querystring: NoQuery,
        response: { 200: WatchResponse, ...errorResponses },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ok(request, await products.unwatch(authOf(request).userId, request.params.id)),
  );
};
