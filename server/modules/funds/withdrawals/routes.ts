// Withdrawals: the customer's preview, confirmation code, request and history, and their address
// allow-list (decision 089); the staff review queue, where an approval above the currency's
// threshold becomes a four-eyes proposal (decision 031).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WithdrawalApproval } from '../../../../shared/schemas/approvals.ts';
import { IdempotencyHeaders, IdParams, Paged } from '../../../../shared/schemas/common.ts';
import { withCustomer } from '../../../../shared/schemas/customers.ts';
import * as S from '../../../../shared/schemas/funds.ts';
import { CustomerCards } from '../../../db/customers.ts';
import { authOf } from '../../../plugins/auth.ts';
import { actorOf, staffOf } from '../../../plugins/staff-auth.ts';
import type { AllowListService } from './allow-list.ts';
import type { WithdrawalApprovals } from './approvals.ts';
import type { WithdrawalService } from './service.ts';

export const withdrawalsRoutes: FastifyPluginAsyncZod<{
  withdrawals: WithdrawalService;
  allowList: AllowListService;
  approvals: WithdrawalApprovals;
}> = async (app, { withdrawals, allowList, approvals }) => {
  const user = { preHandler: app.requireAuth };
  const customers = new CustomerCards(app.ctx.sqlite);
  const tags = ['withdraw'];
  app.get(
    '/api/withdraw/preview',
    {
      ...user,
      schema: {
        tags,
        summary: 'Fee and expected arrival of a withdrawal',
        querystring: S.WithdrawPreviewQuery,
        response: { 200: S.WithdrawPreview },
      },
    },
    async (request) => {
      const { units: _units, ...preview } = withdrawals.preview(authOf(request).userId, request.query.currency, request.query.amount);
      return preview;
    },
  );
  app.post(
    '/api/withdraw/code',
    {
      ...user,
      schema: {
        tags,
        summary:
          'With two-factor off: send the code that confirms this withdrawal (its amount, currency and destination only) to your e-mail, else phone; valid 10 minutes',
        body: S.WithdrawCodeBody,
        response: { 200: S.ConfirmationCodeSent },
      },
    },
    async (request) => withdrawals.sendCode(authOf(request).userId, request.body, request.ip, request.locale),
  );
  app.post(
    '/api/withdraw',
    {
      ...user,
      schema: {
        tags,
        summary:
          'Request a withdrawal, confirmed with the security password and the authenticator code (two-factor on) or the code sent for it (verificationCode); the amount is frozen until staff review it',
        headers: IdempotencyHeaders,
        body: S.WithdrawBody,
        response: { 200: S.WithdrawalView },
      },
    },
    async (request) => withdrawals.request(authOf(request).userId, request.body, request.headers['idempotency-key']),
  );
  app.get(
    '/api/withdraw/history',
    {
      ...user,
      schema: {
        tags,
        summary: 'Your withdrawals, newest first',
        querystring: S.HistoryQuery,
        response: { 200: S.WithdrawalPage },
      },
    },
    async (request) => withdrawals.history(authOf(request).userId, request.query.page, request.query.pageSize),
  );

  app.get(
    '/api/withdraw/allow-list',
    {
      ...user,
      schema: {
        tags,
        summary: 'Your withdrawal address allow-list: on or off, a pending switch-off, and when each bound address may be withdrawn to',
        response: { 200: S.AllowListView },
      },
    },
    async (request) => allowList.view(authOf(request).userId),
  );
  app.put(
    '/api/withdraw/allow-list',
    {
      ...user,
      schema: {
        tags,
        summary:
          'Turn the allow-list on (at once) or off (24 hours later, with the security password and the authenticator code or the code sent for it)',
        body: S.AllowListBody,
        response: { 200: S.AllowListView },
      },
    },
    async (request) => allowList.change(authOf(request).userId, request.body),
  );
  app.post(
    '/api/withdraw/allow-list/code',
    {
      ...user,
      schema: {
        tags,
        summary: 'With two-factor off: send the code that turns the allow-list off to your e-mail, else phone; valid 10 minutes',
        response: { 200: S.ConfirmationCodeSent },
      },
    },
    async (request) => allowList.sendCode(authOf(request).userId, request.ip, request.locale),
  );

  // ---------------------------------------------------------------- staff (decision 027)
  const staffTags = ['staff'];
  app.get(
    '/api/admin/withdrawals',
    {
      ...app.staffRoute('withdrawals.review'),
      schema: {
        tags: staffTags,
        summary: 'Withdrawal review queue: filter by status, currency, customer and a range of days (UTC, both included)',
        querystring: S.WithdrawalQueueQuery,
        response: { 200: Paged(withCustomer(S.StaffWithdrawal)) },
      },
    },
    async (request) => customers.attach(withdrawals.queue(request.query)),
  );
  app.get(
    '/api/admin/withdrawals/:id',
    {
      ...app.staffRoute('withdrawals.review'),
      schema: {
        tags: staffTags,
        summary: "One withdrawal for review: the customer's 24-hour bar, the limits and fee, where to pay it",
        params: IdParams,
        response: { 200: withCustomer(S.StaffWithdrawalDetail) },
      },
    },
    async (request) => customers.with(withdrawals.detail(request.params.id)),
  );
  app.post(
    '/api/admin/withdrawals/:id/approve',
    {
      ...app.staffRoute('withdrawals.review'),
      schema: {
        tags: staffTags,
        summary: "Mark a withdrawal paid; above its currency's approval threshold, propose it for a second staff member to approve",
        params: IdParams,
        response: { 200: WithdrawalApproval },
      },
    },
    async (request) => approvals.approveWithdrawal(request.params.id, { ...actorOf(request), role: staffOf(request).role }),
  );
  app.post(
    '/api/admin/withdrawals/:id/reject',
    {
      ...app.staffRoute('withdrawals.review'),
      schema: {
        tags: staffTags,
        summary: 'Reject a withdrawal with a reason: the funds thaw',
        params: IdParams,
        body: S.RejectBody,
        response: { 200: S.StaffWithdrawal },
      },
    },
    async (request) => withdrawals.reject(request.params.id, actorOf(request), request.body.reason),
  );
};
