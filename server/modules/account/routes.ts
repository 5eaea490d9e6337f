// The account's routes (issue 17 points 3, 4, 6, 8): the dashboard, invitations and referral
// rewards, the credit score's history (the user's own, and staff's view of a customer's), and
// cancelling the account. Only the caller's own rows; staff routes need users.read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as S from '../../../shared/schemas/account.ts';
import { NoData, NoQuery } from '../../../shared/schemas/common.ts';
import { AppError } from '../../lib/app-error.ts';
import { authOf } from '../../plugins/auth.ts';
import type { AuthService } from '../auth/service.ts';
import type { AccountCancellation } from './cancellation.ts';
import type { AccountService } from './service.ts';

export const accountRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  account: AccountService;
  cancellation: AccountCancellation;
}> = async (app, { auth, account, cancellation }) => {
  const tags = ['account'];
  const user = { preHandler: app.requireAuth };

  app.get(
    '/api/user/dashboard',
    {
      ...user,
      schema: {
        tags,
        summary: 'Your dashboard: total balance in USDT (real and demo apart), credit score, invitation code, invitees and rewards',
        querystring: NoQuery,
        response: { 200: S.Dashboard },
      },
    },
    async (request) => account.dashboard(auth.userInfo(authOf(request).userId)),
  );
  app.get(
    '/api/user/invitees',
    {
      ...user,
      schema: {
        tags,
        summary: 'The accounts that registered with your invitation code (masked), newest first',
        querystring: S.PagedQuery,
        response: { 200: S.InviteePage },
      },
    },
    async (request) => account.invitees(authOf(request).userId, request.query),
  );
  app.get(
    '/api/user/referral-rewards',
    {
      ...user,
      schema: {
        tags,
        summary: "Referral rewards paid to you: a share of your invitees' real-mode trading fees, newest first",
        querystring: S.PagedQuery,
        response: { 200: S.ReferralRewardPage },
      },
    },
    async (request) => account.rewards(authOf(request).userId, request.query),
  );
  app.get(
    '/api/user/credit-score/history',
    {
      ...user,
      schema: {
        tags,
        summary: 'Every change of your credit score with its reason, newest first',
        querystring: S.PagedQuery,
        response: { 200: S.CreditScorePage },
      },
    },
    async (request) => account.creditHistory(authOf(request).userId, request.query),
  );
  app.get(
    '/api/user/cancellation',
    {
      ...user,
      schema: {
        tags,
        summary: 'Whether the account can be cancelled now: what still refuses it, and the dust it would leave',
        querystring: NoQuery,
        response: { 200: S.CancellationCheck },
      },
    },
    async (request) => cancellation.check(authOf(request).userId),
  );
  app.post(
    '/api/user/cancellation',
    {
      ...user,
      schema: {
        tags,
        summary: 'Cancel your account (login password and the confirm prompt); ends every session',
        body: S.CancelAccountBody,
        response: { 200: NoData },
      },
    },
    async (request) => {
      await cancellation.cancel(authOf(request).userId, request.body.password);
      return null;
    },
  );

  app.get(
    '/api/admin/users/:id/credit-score',
    {
      schema: {
        tags: ['admin'],
        summary: "A customer's credit-score changes with their reasons, newest first",
        params: S.AdminUserParams,
        querystring: S.PagedQuery,
        response: { 200: S.CreditScorePage },
      },
      ...app.staffRoute('users.read'),
    },
    async (request) => {
      if (!account.exists(request.params.id)) throw new AppError('NOT_FOUND');
      return account.creditHistory(request.params.id, request.query);
    },
  );
};
