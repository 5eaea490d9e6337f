// Bonuses' API (issue 17.5, decision 048): the customer's own bonuses (real mode), and the back
// office's bonus settings (read here; changed only through the four-eyes `bonus-settings`
// proposal, POST /api/admin/proposals/bonus-settings) and every grant, read only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminBonusGrantPage, AdminBonusGrantQuery, BonusSettingList, BonusSummary } from '../../../shared/schemas/bonus.ts';
import { NoQuery } from '../../../shared/schemas/common.ts';
import { authOf } from '../../plugins/auth.ts';
import type { ApprovalService } from '../approvals/service.ts';
import type { BonusService } from './service.ts';

export const bonusRoutes: FastifyPluginAsyncZod<{ bonuses: BonusService; approvals: Pick<ApprovalService, 'pendingFor'> }> = async (
  app,
  { bonuses, approvals },
) => {
  app.get(
    '/api/bonus',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['bonus'],
        summary: 'Your bonuses: amount, what is still locked, turnover progress, expiry and state, and the locked total',
        querystring: NoQuery,
        response: { 200: BonusSummary },
      },
    },
    async (request) => bonuses.summary(authOf(request).userId),
  );

  const tags = ['back office'];
  const read = app.staffRoute('users.read');
  app.get(
    '/api/admin/bonus/settings',
    {
      ...read,
      schema: {
        tags,
        summary: "Every bonus kind's terms, with a change pending approval",
        querystring: NoQuery,
        response: { 200: BonusSettingList },
      },
    },
    async () => bonuses.settingViews((kind) => approvals.pendingFor('bonus-settings', 'bonus-setting', kind)),
  );
  app.get(
    '/api/admin/bonus/grants',
    {
      ...read,
      schema: {
        tags,
        summary: 'Every bonus granted, newest first, by kind, state and customer',
        querystring: AdminBonusGrantQuery,
        response: { 200: AdminBonusGrantPage },
      },
    },
    async (request) => bonuses.grantPage(request.query),
  );
};
