// What a withdrawal goes to and is guarded by (login required): the security (withdrawal)
// password, the bound bank card and its change requests, the bound crypto addresses; and the
// staff review of card changes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SendCodeResult } from '../../../../shared/schemas/auth.ts';
import { IdParams, NoData, Paged } from '../../../../shared/schemas/common.ts';
import { withCustomer } from '../../../../shared/schemas/customers.ts';
import * as S from '../../../../shared/schemas/funds.ts';
import { CustomerCards } from '../../../db/customers.ts';
import { authOf } from '../../../plugins/auth.ts';
import { actorOf } from '../../../plugins/staff-auth.ts';
import type { AuthService } from '../../auth/service.ts';
import type { CardChangeService } from './card-changes.ts';
import type { SecurityPasswordService } from './security-password.ts';
import type { BindingService } from './service.ts';

export const bindingsRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  binding: BindingService;
  cardChanges: CardChangeService;
  securityPassword: SecurityPasswordService;
}> = async (app, { auth, binding, cardChanges, securityPassword }) => {
  const user = { preHandler: app.requireAuth };

  // ---------------------------------------------------------------- security password
  const security = ['security'];
  app.get(
    '/api/security-password',
    {
      ...user,
      schema: {
        tags: security,
        summary: 'Whether your security (withdrawal) password is set',
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
        tags: security,
        summary: 'Set the withdrawal (security) password, 6 digits',
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
        tags: security,
        summary: 'Change the withdrawal (security) password',
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
        tags: security,
        summary: 'Send a code to your account to recover the withdrawal (security) password',
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
        tags: security,
        summary: 'Set a new withdrawal (security) password with a code',
        body: S.ForgetSecurityPasswordBody,
        response: { 200: NoData },
      },
    },
    async (request) => {
      await securityPassword.forget(authOf(request).userId, request.body.code, request.body.password);
      return null;
    },
  );

  // ---------------------------------------------------------------- bank card and addresses
  const tags = ['binding'];
  app.get(
    '/api/bank-card',
    { ...user, schema: { tags, summary: 'Your bank card (masked), or null', response: { 200: S.BoundBankCard } } },
    async (request) => binding.cardView(authOf(request).userId),
  );
  app.post(
    '/api/bank-card',
    {
      ...user,
      schema: {
        tags,
        summary: 'Bind your one bank card (not editable afterwards)',
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
        tags,
        summary: 'Your latest bank-card change request (the new card masked), or null',
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
        tags,
        summary: 'Ask customer service to replace your bound bank card (one request at a time; same cardholder)',
        body: S.CardChangeBody,
        response: { 200: S.CardChangeView },
      },
    },
    async (request) => cardChanges.request(authOf(request).userId, request.body),
  );
  app.get(
    '/api/crypto-address',
    { ...user, schema: { tags, summary: 'Your bound withdrawal addresses', response: { 200: S.CryptoAddressList } } },
    async (request) => binding.addresses(authOf(request).userId),
  );
  app.post(
    '/api/crypto-address',
    {
      ...user,
      schema: {
        tags,
        summary: 'Bind a withdrawal address of a coin on one of its networks (format and checksum checked per network; immutable)',
        body: S.CryptoAddressBody,
        response: { 200: S.CryptoAddressView },
      },
    },
    async (request) => binding.addAddress(authOf(request).userId, request.body),
  );

  // ---------------------------------------------------------------- staff: bank-card change requests (decision 027)
  const staffTags = ['staff'];
  const customers = new CustomerCards(app.ctx.sqlite);
  app.get(
    '/api/admin/card-changes',
    {
      ...app.staffRoute('cards.review'),
      schema: {
        tags: staffTags,
        summary: 'Bank-card change requests: filter by status and customer',
        querystring: S.CardChangeQueueQuery,
        response: { 200: Paged(withCustomer(S.StaffCardChange)) },
      },
    },
    async (request) => customers.attach(cardChanges.queue(request.query)),
  );
  app.get(
    '/api/admin/card-changes/:id',
    {
      ...app.staffRoute('cards.review'),
      schema: {
        tags: staffTags,
        summary: 'One bank-card change request with the card bound now',
        params: IdParams,
        response: { 200: withCustomer(S.StaffCardChange) },
      },
    },
    async (request) => customers.with(cardChanges.detail(request.params.id)),
  );
  app.post(
    '/api/admin/card-changes/:id/approve',
    {
      ...app.staffRoute('cards.review'),
      schema: {
        tags: staffTags,
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
      ...app.staffRoute('cards.review'),
      schema: {
        tags: staffTags,
        summary: 'Reject a bank-card change with a reason (the bound card stays)',
        params: IdParams,
        body: S.RejectBody,
        response: { 200: S.StaffCardChange },
      },
    },
    async (request) => cardChanges.reject(request.params.id, actorOf(request), request.body.reason),
  );
};
