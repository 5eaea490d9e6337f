// Wallet and funds routes (login required), and the staff review queues.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SendCodeResult } from '../../../shared/schemas/auth.ts';
import { IdempotencyHeaders, IdParams, NoData } from '../../../shared/schemas/common.ts';
import * as S from '../../../shared/schemas/funds.ts';
import { AppError } from '../../lib/app-error.ts';
import { authOf } from '../../plugins/auth.ts';
import { perUserLimit } from '../../plugins/rate-limits.ts';
import { WithdrawalApproval } from '../../../shared/schemas/approvals.ts';
import { actorOf, staffOf } from '../../plugins/staff-auth.ts';
import type { ApprovalService } from '../approvals/service.ts';
import type { Permission } from '../../../shared/staff.ts';
import type { FundsServices } from '../../composition.ts';
import type { AuthService } from '../auth/service.ts';
import { QUOTE_TTL_MS } from './exchange.ts';
import { sendPrivateFile } from './uploads.ts';

export const fundsRoutes: FastifyPluginAsyncZod<{ auth: AuthService; funds: FundsServices; approvals: ApprovalService }> = async (
  app,
  { auth, funds, approvals },
) => {
  const ctx = app.ctx;
  const { wallet, uploads, binding, securityPassword, offlineChannels, deposits, withdrawals, exchange, cardChanges } = funds;
  const user = { preHandler: app.requireAuth };
  // back-office routes: a staff session whose role has the permission (decision 027)
  const staff = (permission: Permission) => app.staffRoute(permission);
  const r = (tags: string[], summary: string) => ({ tags, summary });

  // ---------------------------------------------------------------- assets and flow
  app.get(
    '/api/wallet/assets',
    {
      ...user,
      schema: {
        ...r(['wallet'], 'Your assets: per currency available and frozen, and the total in USDT'),
        response: { 200: S.Assets },
      },
    },
    async (request) => wallet.assets(authOf(request).userId),
  );
  app.get(
    '/api/wallet/flow',
    {
      ...user,
      schema: {
        ...r(['wallet'], 'Your fund flow (ledger postings), newest first'),
        querystring: S.FlowQuery,
        response: { 200: S.FlowPage },
      },
    },
    async (request) => wallet.flow(authOf(request).userId, request.query),
  );

  // ---------------------------------------------------------------- uploads
  app.post(
    '/api/upload/image',
    {
      ...user,
      config: perUserLimit({ limit: 30, windowMs: 3_600_000 }),
      schema: {
        ...r(
          ['wallet'],
          'Upload an image (multipart field "file"): JPEG, PNG or WebP, checked by content (identity photos: JPEG or PNG, at most 10 MB and 50 megapixels, re-encoded without metadata); private to you and staff',
        ),
        querystring: S.UploadQuery,
        response: { 200: S.UploadResult },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      // identity photos take up to 10 MB (the safe image pipeline's limit), proofs the upload limit
      const file = await request.file({ limits: { fileSize: uploads.maxBytes(request.query.purpose) } });
      if (!file) throw new AppError('UPLOAD_INVALID', { maxMb: Math.floor(ctx.config.uploadLimitBytes / 1_048_576) });
      const content = await file.toBuffer();
      return uploads.receive(authOf(request).userId, request.query.purpose, content);
    },
  );
  app.get('/api/upload/:id', { ...user, schema: { ...r(['wallet'], 'One of your uploads'), params: IdParams } }, async (request, reply) =>
    sendPrivateFile(reply, uploads.find(request.params.id, authOf(request))),
  );
  app.get(
    '/api/admin/uploads/:id',
    {
      ...staff('uploads.view'),
      schema: { ...r(['staff'], "A customer's private upload (the view is recorded in the audit log)"), params: IdParams },
    },
    async (request, reply) => sendPrivateFile(reply, uploads.viewAsStaff(request.params.id, actorOf(request))),
  );

  // ---------------------------------------------------------------- recharge
  app.get(
    '/api/recharge/channels',
    {
      ...user,
      schema: {
        ...r(['recharge'], 'Recharge channels: bank transfer (the payee account per currency), crypto addresses, limits, maintenance'),
        response: { 200: S.RechargeChannels },
      },
    },
    async () => deposits.channels(),
  );
  app.post(
    '/api/recharge',
    {
      ...user,
      schema: {
        ...r(['recharge'], 'Submit a recharge for review (with the uploaded proof)'),
        body: S.RechargeBody,
        response: { 200: S.DepositView },
      },
    },
    async (request) => deposits.create(authOf(request).userId, request.body),
  );
  app.get(
    '/api/recharge/history',
    {
      ...user,
      schema: {
        ...r(['recharge'], 'Your recharges, newest first'),
        querystring: S.HistoryQuery,
        response: { 200: S.DepositPage },
      },
    },
    async (request) => deposits.history(authOf(request).userId, request.query.page, request.query.pageSize),
  );

  // ---------------------------------------------------------------- security password
  app.get(
    '/api/security-password',
    {
      ...user,
      schema: {
        ...r(['security'], 'Whether your security (withdrawal) password is set'),
        response: { 200: S.SecurityPasswordStatus },
      },
    },
    async (request) => securityPassword.isSet(authOf(request).userId),
  );
  app.post(
    '/api/security-password',
    {
      ...user,
      schema: {
        ...r(['security'], 'Set the withdrawal (security) password, 6 digits'),
        body: S.SetSecurityPasswordBody,
        response: { 200: NoData },
      },
    },
    async (request) => {
      await securityPassword.set(authOf(request).userId, request.body.password);
      return null;
    },
  );
  app.post(
    '/api/security-password/change',
    {
      ...user,
      schema: {
        ...r(['security'], 'Change the withdrawal (security) password'),
        body: S.ChangeSecurityPasswordBody,
        response: { 200: NoData },
      },
    },
    async (request) => {
      await securityPassword.change(authOf(request).userId, request.body.oldPassword, request.body.password);
      return null;
    },
  );
  app.post(
    '/api/security-password/send-code',
    {
      ...user,
      schema: {
        ...r(['security'], 'Send a code to your account to recover the withdrawal (security) password'),
        response: { 200: SendCodeResult },
      },
    },
    async (request) => auth.codes.sendToUser(authOf(request).userId, 'security', request.ip, request.locale),
  );
  app.post(
    '/api/security-password/forget',
    {
      ...user,
      schema: {
        ...r(['security'], 'Set a new withdrawal (security) password with a code'),
        body: S.ForgetSecurityPasswordBody,
        response: { 200: NoData },
      },
    },
    async (request) => {
      await securityPassword.forget(authOf(request).userId, request.body.code, request.body.password);
      return null;
    },
  );

  // ---------------------------------------------------------------- binding
  app.get(
    '/api/bank-card',
    { ...user, schema: { ...r(['binding'], 'Your bank card (masked), or null'), response: { 200: S.BoundBankCard } } },
    async (request) => binding.cardView(authOf(request).userId),
  );
  app.post(
    '/api/bank-card',
    {
      ...user,
      schema: {
        ...r(['binding'], 'Bind your one bank card (not editable afterwards)'),
        body: S.BankCardBody,
        response: { 200: S.BoundBankCard },
      },
    },
    async (request) => binding.bindCard(authOf(request).userId, request.body),
  );
  app.get(
    '/api/bank-card/change-request',
    {
      ...user,
      schema: {
        ...r(['binding'], 'Your latest bank-card change request (the new card masked), or null'),
        response: { 200: S.LatestCardChange },
      },
    },
    async (request) => cardChanges.latest(authOf(request).userId),
  );
  app.post(
    '/api/bank-card/change-request',
    {
      ...user,
      schema: {
        ...r(['binding'], 'Ask customer service to replace your bound bank card (one request at a time; same cardholder)'),
        body: S.CardChangeBody,
        response: { 200: S.CardChangeView },
      },
    },
    async (request) => cardChanges.request(authOf(request).userId, request.body),
  );
  app.get(
    '/api/crypto-address',
    { ...user, schema: { ...r(['binding'], 'Your bound withdrawal addresses'), response: { 200: S.CryptoAddressList } } },
    async (request) => binding.addresses(authOf(request).userId),
  );
  app.post(
    '/api/crypto-address',
    {
      ...user,
      schema: {
        ...r(['binding'], 'Bind a BTC, ETH or USDT address (checked per chain; immutable)'),
        body: S.CryptoAddressBody,
        response: { 200: S.CryptoAddressView },
      },
    },
    async (request) => binding.addAddress(authOf(request).userId, request.body),
  );

  // ---------------------------------------------------------------- withdrawal
  app.get(
    '/api/withdraw/preview',
    {
      ...user,
      schema: {
        ...r(['withdraw'], 'Fee and expected arrival of a withdrawal'),
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
    '/api/withdraw',
    {
      ...user,
      schema: {
        ...r(['withdraw'], 'Request a withdrawal; the amount is frozen until staff review it'),
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
        ...r(['withdraw'], 'Your withdrawals, newest first'),
        querystring: S.HistoryQuery,
        response: { 200: S.WithdrawalPage },
      },
    },
    async (request) => withdrawals.history(authOf(request).userId, request.query.page, request.query.pageSize),
  );

  // ---------------------------------------------------------------- exchange
  app.get(
    '/api/exchange/rate',
    {
      ...user,
      schema: {
        ...r(['exchange'], 'Live exchange rate, and what an amount would arrive as now (a preview; an exchange needs a quote)'),
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
        ...r(
          ['exchange'],
          `A quote: the current rate held for you for ${QUOTE_TTL_MS / 1000} seconds, with the exact amount that will arrive`,
        ),
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
        ...r(['exchange'], 'Exchange at a quote you confirmed, before it expires: exactly its amount for exactly its arrival'),
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
        ...r(['exchange'], 'Your exchanges and transfers, newest first'),
        querystring: S.HistoryQuery,
        response: { 200: S.ExchangePage },
      },
    },
    async (request) => exchange.history(authOf(request).userId, request.query.page, request.query.pageSize),
  );

  // ---------------------------------------------------------------- staff
  const tags = ['staff'];
  app.get(
    '/api/admin/deposits',
    {
      ...staff('deposits.review'),
      schema: {
        tags,
        summary: 'Recharge review queue: filter by status, currency, customer and a range of days (UTC, both included)',
        querystring: S.DepositQueueQuery,
        response: { 200: S.StaffDepositPage },
      },
    },
    async (request) => deposits.queue(request.query),
  );
  app.get(
    '/api/admin/deposits/:id',
    {
      ...staff('deposits.review'),
      schema: {
        tags,
        summary: 'One recharge for review (its proof: GET /api/admin/uploads/{proofUploadId}, an audited view)',
        params: IdParams,
        response: { 200: S.StaffDeposit },
      },
    },
    async (request) => deposits.detail(request.params.id),
  );
  app.post(
    '/api/admin/deposits/:id/approve',
    {
      ...staff('deposits.review'),
      schema: { tags, summary: 'Approve a recharge: credit the user', params: IdParams, response: { 200: S.StaffDeposit } },
    },
    async (request) => deposits.approve(request.params.id, actorOf(request)),
  );
  app.post(
    '/api/admin/deposits/:id/reject',
    {
      ...staff('deposits.review'),
      schema: {
        tags,
        summary: 'Reject a recharge with a reason',
        params: IdParams,
        body: S.RejectBody,
        response: { 200: S.StaffDeposit },
      },
    },
    async (request) => deposits.reject(request.params.id, actorOf(request), request.body.reason),
  );
  app.get(
    '/api/admin/recharge-channels',
    {
      ...staff('settings.write'),
      schema: {
        tags,
        summary: 'Bank-transfer recharge channels with their payee details, enabled or not',
        response: { 200: S.StaffOfflineChannelList },
      },
    },
    async () => offlineChannels.staffList(),
  );
  app.put(
    '/api/admin/recharge-channels/:id',
    {
      ...staff('settings.write'),
      schema: {
        tags,
        summary:
          "Set a bank-transfer channel's payee details (payee, bank, account number, branch, payment QR image) and whether it is offered",
        params: IdParams,
        body: S.OfflineChannelBody,
        response: { 200: S.StaffOfflineChannel },
      },
    },
    async (request) => offlineChannels.update(request.params.id, request.body, actorOf(request)),
  );
  app.get(
    '/api/admin/withdrawals',
    {
      ...staff('withdrawals.review'),
      schema: {
        tags,
        summary: 'Withdrawal review queue: filter by status, currency, customer and a range of days (UTC, both included)',
        querystring: S.WithdrawalQueueQuery,
        response: { 200: S.StaffWithdrawalPage },
      },
    },
    async (request) => withdrawals.queue(request.query),
  );
  app.get(
    '/api/admin/withdrawals/:id',
    {
      ...staff('withdrawals.review'),
      schema: {
        tags,
        summary: "One withdrawal for review: the customer's 24-hour bar, the limits and fee, where to pay it",
        params: IdParams,
        response: { 200: S.StaffWithdrawalDetail },
      },
    },
    async (request) => withdrawals.detail(request.params.id),
  );
  app.post(
    '/api/admin/withdrawals/:id/approve',
    {
      ...staff('withdrawals.review'),
      schema: {
        tags,
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
      ...staff('withdrawals.review'),
      schema: {
        tags,
        summary: 'Reject a withdrawal with a reason: the funds thaw',
        params: IdParams,
        body: S.RejectBody,
        response: { 200: S.StaffWithdrawal },
      },
    },
    async (request) => withdrawals.reject(request.params.id, actorOf(request), request.body.reason),
  );

  // ---------------------------------------------------------------- bank-card change requests
  app.get(
    '/api/admin/card-changes',
    {
      ...staff('cards.review'),
      schema: {
        tags,
        summary: 'Bank-card change requests: filter by status and customer',
        querystring: S.CardChangeQueueQuery,
        response: { 200: S.StaffCardChangePage },
      },
    },
    async (request) => cardChanges.queue(request.query),
  );
  app.get(
    '/api/admin/card-changes/:id',
    {
      ...staff('cards.review'),
      schema: {
        tags,
        summary: 'One bank-card change request with the card bound now',
        params: IdParams,
        response: { 200: S.StaffCardChange },
      },
    },
    async (request) => cardChanges.detail(request.params.id),
  );
  app.post(
    '/api/admin/card-changes/:id/approve',
    {
      ...staff('cards.review'),
      schema: {
        tags,
        summary: "Approve a bank-card change: the customer's card is replaced by the requested one",
        params: IdParams,
        response: { 200: S.StaffCardChange },
      },
    },
    async (request) => cardChanges.approve(request.params.id, actorOf(request)),
  );
  app.post(
    '/api/admin/card-changes/:id/reject',
    {
      ...staff('cards.review'),
      schema: {
        tags,
        summary: 'Reject a bank-card change with a reason (the bound card stays)',
        params: IdParams,
        body: S.RejectBody,
        response: { 200: S.StaffCardChange },
      },
    },
    async (request) => cardChanges.reject(request.params.id, actorOf(request), request.body.reason),
  );
};
