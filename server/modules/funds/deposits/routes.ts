// Recharges (deposits): the customer's channels, own deposit addresses, requests and history;
// the uploads that carry their proofs (and identity photos: purpose kyc); the staff review queue,
// whose deposit address an address is, the audited view of an upload and the bank-transfer
// channels' payee details.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, Paged } from '../../../../shared/schemas/common.ts';
import { withCustomer } from '../../../../shared/schemas/customers.ts';
import * as S from '../../../../shared/schemas/funds.ts';
import { CustomerCards } from '../../../db/customers.ts';
import { AppError } from '../../../lib/app-error.ts';
import { authOf } from '../../../plugins/auth.ts';
import { perUserLimit } from '../../../plugins/rate-limits.ts';
import { actorOf } from '../../../plugins/staff-auth.ts';
import type { DepositAddressService } from '../deposit-addresses/service.ts';
import { sendPrivateFile, type UploadService } from '../uploads.ts';
import type { OfflineChannelService } from './offline-channels.ts';
import type { DepositService } from './service.ts';

export const depositsRoutes: FastifyPluginAsyncZod<{
  deposits: DepositService;
  depositAddresses: DepositAddressService;
  offlineChannels: OfflineChannelService;
  uploads: UploadService;
}> = async (app, { deposits, depositAddresses, offlineChannels, uploads }) => {
  const ctx = app.ctx;
  const customers = new CustomerCards(ctx.sqlite);
  const user = { preHandler: app.requireAuth };

  // ---------------------------------------------------------------- uploads
  app.post(
    '/api/upload/image',
    {
      ...user,
      config: perUserLimit({ limit: 30, windowMs: 3_600_000 }),
      schema: {
        tags: ['wallet'],
        summary:
          'Upload an image (multipart field "file"): JPEG, PNG or WebP, checked by content (identity photos: JPEG or PNG, at most 10 MB and 50 megapixels, re-encoded without metadata); private to you and staff',
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
  app.get(
    '/api/upload/:id',
    { ...user, schema: { tags: ['wallet'], summary: 'One of your uploads', params: IdParams } },
    async (request, reply) => sendPrivateFile(reply, uploads.find(request.params.id, authOf(request))),
  );

  // ---------------------------------------------------------------- recharge
  const tags = ['recharge'];
  app.get(
    '/api/recharge/channels',
    {
      ...user,
      schema: {
        tags,
        summary:
          'Recharge channels: bank transfer (the payee account per currency), crypto (each currency and its networks: your address is GET /api/recharge/address), limits, maintenance',
        response: { 200: S.RechargeChannels },
      },
    },
    async () => deposits.channels(),
  );
  app.get(
    '/api/recharge/reference',
    {
      ...user,
      schema: {
        tags,
        summary:
          "Your reference code for a bank transfer in this currency, with the payee account: quote it in the transfer's remark. The same code until a recharge request quotes it, then a new one",
        querystring: S.BankReferenceQuery,
        response: { 200: S.BankReferenceView },
      },
    },
    async (request) => deposits.bankReference(authOf(request).userId, request.query.currency),
  );
  app.get(
    '/api/recharge/address',
    {
      ...user,
      schema: {
        tags,
        summary:
          "Your own deposit address of a currency on one of its networks (derived for you the first time you ask, the same after): send only that currency on that network to it; it is credited after the network's confirmations",
        querystring: S.DepositAddressQuery,
        response: { 200: S.DepositAddressView },
      },
    },
    async (request) => deposits.ownAddress(authOf(request).userId, request.query.currency, request.query.network),
  );
  app.post(
    '/api/recharge',
    {
      ...user,
      schema: {
        tags,
        summary:
          'Submit a recharge for review (with the uploaded proof; a bank transfer with the reference code its remark quotes, your open one when none is given)',
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
        tags,
        summary: 'Your recharges, newest first',
        querystring: S.HistoryQuery,
        response: { 200: S.DepositPage },
      },
    },
    async (request) => deposits.history(authOf(request).userId, request.query.page, request.query.pageSize),
  );

  // ---------------------------------------------------------------- staff (decision 027)
  const staffTags = ['staff'];
  app.get(
    '/api/admin/uploads/:id',
    {
      ...app.staffRoute('uploads.view'),
      schema: { tags: staffTags, summary: "A customer's private upload (the view is recorded in the audit log)", params: IdParams },
    },
    async (request, reply) => sendPrivateFile(reply, uploads.viewAsStaff(request.params.id, actorOf(request))),
  );
  app.get(
    '/api/admin/deposits',
    {
      ...app.staffRoute('deposits.review'),
      schema: {
        tags: staffTags,
        summary:
          "Recharge review queue: filter by status, currency, customer, a range of days (UTC, both included) and a bank transfer's reference code",
        querystring: S.DepositQueueQuery,
        response: { 200: Paged(withCustomer(S.StaffDeposit)) },
      },
    },
    async (request) => customers.attach(deposits.queue(request.query)),
  );
  app.get(
    '/api/admin/deposits/:id',
    {
      ...app.staffRoute('deposits.review'),
      schema: {
        tags: staffTags,
        summary: 'One recharge for review (its proof: GET /api/admin/uploads/{proofUploadId}, an audited view)',
        params: IdParams,
        response: { 200: withCustomer(S.StaffDeposit) },
      },
    },
    async (request) => customers.with(deposits.detail(request.params.id)),
  );
  app.get(
    '/api/admin/deposit-addresses',
    {
      ...app.staffRoute('deposits.review'),
      schema: {
        tags: staffTags,
        summary:
          "Whose own deposit address this is: the customer and the networks it is theirs on (on `network` only, when given); 404 when it is no customer's",
        querystring: S.DepositAddressLookupQuery,
        response: { 200: withCustomer(S.DepositAddressOwner) },
      },
    },
    async (request) => {
      const owner = depositAddresses.lookup(request.query.address, request.query.network);
      if (!owner) throw new AppError('NOT_FOUND');
      return customers.with(owner);
    },
  );
  app.post(
    '/api/admin/deposits/:id/approve',
    {
      ...app.staffRoute('deposits.review'),
      schema: { tags: staffTags, summary: 'Approve a recharge: credit the user', params: IdParams, response: { 200: S.StaffDeposit } },
    },
    async (request) => deposits.approve(request.params.id, actorOf(request)),
  );
  app.post(
    '/api/admin/deposits/:id/reject',
    {
      ...app.staffRoute('deposits.review'),
      schema: {
        tags: staffTags,
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
      ...app.staffRoute('settings.write'),
      schema: {
        tags: staffTags,
        summary: 'Bank-transfer recharge channels with their payee details, enabled or not',
        response: { 200: S.StaffOfflineChannelList },
      },
    },
    async () => offlineChannels.staffList(),
  );
  app.put(
    '/api/admin/recharge-channels/:id',
    {
      ...app.staffRoute('settings.write'),
      schema: {
        tags: staffTags,
        summary:
          "Set a bank-transfer channel's payee details (payee, bank, account number, branch, payment QR image) and whether it is offered",
        params: IdParams,
        body: S.OfflineChannelBody,
        response: { 200: S.StaffOfflineChannel },
      },
    },
    async (request) => offlineChannels.update(request.params.id, request.body, actorOf(request)),
  );
};
