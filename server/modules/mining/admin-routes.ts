// The back office of mining financing (issue 18, decision 049): every product's settings
// (changed only through the four-eyes `mining-product` proposal, POST
// /api/admin/proposals/mining-product, and created only through `mining-product-new`, decision
// 058) and every customer's orders with their payouts, read only: no staff route subscribes,
// pays or redeems an order.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../shared/schemas/common.ts';
import {
  AdminMiningOrderDetail,
  AdminMiningOrderPage,
  AdminMiningOrderQuery,
  AdminMiningProductList,
} from '../../../shared/schemas/mining.ts';
import type { MiningAdmin } from './admin-service.ts';

export const miningAdminRoutes: FastifyPluginAsyncZod<{ mining: MiningAdmin }> = async (app, { mining }) => {
  const tags = ['back office'];
  const read = app.staffRoute('mining.read');
  app.get(
    '/api/admin/mining/products',
    {
      ...read,
      schema: {
        tags,
        summary: "Every mining product's settings, what its orders in progress hold, and a change pending approval",
        response: { 200: AdminMiningProductList },
      },
    },
    async () => mining.products(),
  );
  app.get(
    '/api/admin/mining/orders',
    {
      ...read,
      schema: {
        tags,
        summary: "Every customer's mining orders, newest first, by status, product and customer",
        querystring: AdminMiningOrderQuery,
        response: { 200: AdminMiningOrderPage },
      },
    },
    async (request) => mining.orders(request.query),
  );
  app.get(
    '/api/admin/mining/orders/:id',
    {
      ...read,
      schema: {
        tags,
        summary: 'A mining order with who holds it and its daily payouts',
        params: IdParams,
        response: { 200: AdminMiningOrderDetail },
      },
    },
    async (request) => mining.order(request.params.id),
  );
};
