// Responsible trading's API (decision 077): the caller's limits, self-exclusion and
// appropriateness check (logged-in customers, not guests), and the back office's read-only
// view of a customer's. No route lifts or shortens an exclusion, for the customer or for staff.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminUserParams } from '../../../shared/schemas/account.ts';
import * as S from '../../../shared/schemas/responsible.ts';
import { AppError } from '../../lib/app-error.ts';
import { authOf } from '../../plugins/auth.ts';
import type { ResponsibleService } from './service.ts';

export const responsibleRoutes: FastifyPluginAsyncZod<{ responsible: ResponsibleService; userExists: (id: number) => boolean }> = async (
  app,
  { responsible, userExists },
) => {
  const tags = ['responsible'];
  const user = { preHandler: app.requireAuth };

  app.get(
    '/api/responsible',
    {
      ...user,
      schema: {
        tags,
        summary:
          "Your daily loss and deposit limits (with a raise or removal waiting), self-exclusion, appropriateness check and the day's figures",
        response: { 200: S.ResponsibleView },
      },
    },
    async (request) => responsible.view(authOf(request).userId),
  );
  app.post(
    '/api/responsible/limits',
    {
      ...user,
      schema: {
        tags,
        summary: 'Set a daily limit: lowering it (or a first limit) takes effect at once, raising or removing it (null) 24 hours later',
        body: S.ResponsibleLimitBody,
        response: { 200: S.ResponsibleView },
      },
    },
    async (request) => responsible.setLimit(authOf(request).userId, request.body),
  );
  app.post(
    '/api/responsible/exclusion',
    {
      ...user,
      schema: {
        tags,
        summary:
          'Exclude yourself from new real trades and deposits for 1 day, 7 days, 30 days or 6 months (withdrawals and closing positions stay open); it cannot be shortened',
        body: S.SelfExclusionBody,
        response: { 200: S.ResponsibleView },
      },
    },
    async (request) => responsible.exclude(authOf(request).userId, request.body.period),
  );
  app.post(
    '/api/responsible/appropriateness',
    {
      ...user,
      schema: {
        tags,
        summary:
          'Take the appropriateness check (after reading the risk warning): every answer right passes it, once and for good; wrong answers are named',
        body: S.AppropriatenessBody,
        response: { 200: S.AppropriatenessResult },
      },
    },
    async (request) => responsible.submit(authOf(request).userId, request.body),
  );
  app.get(
    '/api/admin/users/:id/responsible',
    {
      schema: {
        tags: ['admin'],
        summary: "A customer's responsible-trading settings: limits, pending changes, exclusion end, appropriateness check (read only)",
        params: AdminUserParams,
        response: { 200: S.AdminResponsibleView },
      },
      ...app.staffRoute('users.read'),
    },
    async (request) => {
      if (!userExists(request.params.id)) throw new AppError('NOT_FOUND');
      return responsible.staffView(request.params.id);
    },
  );
};
