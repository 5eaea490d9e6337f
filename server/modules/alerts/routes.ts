// Price alerts' API (issue 37 point 3): /api/alerts. A customer's or demo visitor's session;
// every alert id is the caller's own or a 404. The back office reads a customer's alerts on
// their page (users.read, as the rest of it; a guest or an unknown id is a 404 there too).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as S from '../../../shared/schemas/alerts.ts';
import { IdParams, NoQuery } from '../../../shared/schemas/common.ts';
import { AppError } from '../../lib/app-error.ts';
import { authOf } from '../../plugins/auth.ts';
import type { PriceAlerts } from './service.ts';

export const alertRoutes: FastifyPluginAsyncZod<{ alerts: PriceAlerts; isCustomer: (userId: number) => boolean }> = async (
  app,
  { alerts, isCustomer },
) => {
  const tags = ['alerts'];
  // demo visitors too: an alert is about prices, not money
  const user = { preHandler: app.requireAuth, config: { allowGuest: true } };
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).userId;

  app.get(
    '/api/alerts',
    {
      ...user,
      schema: {
        tags,
        summary: 'Your active price alerts, and the latest that fired or were cancelled',
        querystring: NoQuery,
        response: { 200: S.AlertList },
      },
    },
    async (request) => alerts.list(me(request)),
  );
  app.post(
    '/api/alerts',
    {
      ...user,
      schema: {
        tags,
        summary:
          'Set a price alert: above or below a price the current price has not reached, or a percent move within 15m, 1h or 24h. It fires once, on the first recorded tick that crosses it',
        body: S.AlertCreateBody,
        response: { 200: S.AlertView },
      },
    },
    async (request) => alerts.create(me(request), request.body),
  );
  app.post(
    '/api/alerts/:id/cancel',
    {
      ...user,
      schema: {
        tags,
        summary: 'Cancel one of your price alerts (one that fired or was cancelled already is answered as it is)',
        params: IdParams,
        response: { 200: S.AlertView },
      },
    },
    async (request) => alerts.cancel(me(request), request.params.id),
  );
  app.get(
    '/api/admin/users/:id/alerts',
    {
      schema: {
        tags: ['staff'],
        summary:
          "A customer's price alerts, read only: the active ones, the latest fired (with the tick that crossed each) and cancelled, counts by status",
        params: IdParams,
        response: { 200: S.AdminAlertList },
      },
      ...app.staffRoute('users.read'),
    },
    async (request) => {
      if (!isCustomer(request.params.id)) throw new AppError('NOT_FOUND');
      return alerts.staffView(request.params.id);
    },
  );
};
