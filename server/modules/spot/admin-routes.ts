// The back office of spot trading (issue 16, decision 041): every market's settings (read by
// whoever reads customers' trading; changed only through the four-eyes `spot-market` proposal,
// POST /api/admin/proposals/spot-market), and every customer's orders with their fills, read
// only: no staff route places, changes, cancels or fills an order, nor touches a book.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminSpotMarketList, AdminSpotOrderDetail, AdminSpotOrderPage, AdminSpotOrderQuery } from '../../../shared/schemas/admin-spot.ts';
import { IdParams } from '../../../shared/schemas/common.ts';
import type { SpotAdmin } from './admin-service.ts';

export const spotAdminRoutes: FastifyPluginAsyncZod<{ spot: SpotAdmin }> = async (app, { spot }) => {
  const tags = ['back office'];
  const read = app.staffRoute('spot.read');
  app.get(
    '/api/admin/spot/markets',
    {
      ...read,
      schema: { tags, summary: "Every spot market's settings, with a change pending approval", response: { 200: AdminSpotMarketList } },
    },
    async () => spot.marketList(),
  );
  app.get(
    '/api/admin/spot/orders',
    {
      ...read,
      schema: {
        tags,
        summary: "Every customer's spot orders, newest first, by status, mode, market and customer",
        querystring: AdminSpotOrderQuery,
        response: { 200: AdminSpotOrderPage },
      },
    },
    async (request) => spot.list(request.query),
  );
  app.get(
    '/api/admin/spot/orders/:id',
    {
      ...read,
      schema: {
        tags,
        summary: 'A spot order with who placed it and its fills, each with its ledger journal',
        params: IdParams,
        response: { 200: AdminSpotOrderDetail },
      },
    },
    async (request) => spot.get(request.params.id),
  );
};
