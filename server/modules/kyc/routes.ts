// Certification (issue 17.1, decision 043): the user's tiers and submissions, their own
// identity photos, and the staff review queue. Photos are read by their owner here
// (FORBIDDEN for anyone else's) and by staff through GET /api/admin/uploads/{id}, which
// records each view in the audit log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, NoQuery, Paged } from '../../../shared/schemas/common.ts';
import { RejectBody } from '../../../shared/schemas/funds.ts';
import { withCustomer } from '../../../shared/schemas/customers.ts';
import * as S from '../../../shared/schemas/kyc.ts';
import { CustomerCards } from '../../db/customers.ts';
import { authOf } from '../../plugins/auth.ts';
import { perUserLimit } from '../../plugins/rate-limits.ts';
import { actorOf } from '../../plugins/staff-auth.ts';
import { sendPrivateFile } from '../funds/uploads.ts';
import type { KycService } from './service.ts';

export const kycRoutes: FastifyPluginAsyncZod<{ kyc: KycService }> = async (app, { kyc }) => {
  const user = { preHandler: app.requireAuth };
  const tags = ['certification'];
  app.get(
    '/api/kyc',
    {
      ...user,
      schema: {
        tags,
        summary: 'Your certification: your tier, the state of junior and advanced, and the withdrawal limits per tier',
        querystring: NoQuery,
        response: { 200: S.KycStatus },
      },
    },
    async (request) => kyc.status(authOf(request).userId),
  );
  app.post(
    '/api/kyc/junior',
    {
      ...user,
      config: perUserLimit({ limit: 20, windowMs: 3_600_000 }),
      schema: {
        tags,
        summary: 'Submit junior certification: document type, real name and document number (unique on the platform)',
        body: S.JuniorBody,
        response: { 200: S.KycStatus },
      },
    },
    async (request) => kyc.submitJunior(authOf(request).userId, request.body),
  );
  app.post(
    '/api/kyc/advanced',
    {
      ...user,
      config: perUserLimit({ limit: 20, windowMs: 3_600_000 }),
      schema: {
        tags,
        summary: 'Submit advanced certification: front, back and hand-held photos (uploaded with purpose kyc); junior first',
        body: S.AdvancedBody,
        response: { 200: S.KycStatus },
      },
    },
    async (request) => kyc.submitAdvanced(authOf(request).userId, request.body),
  );
  app.get(
    '/api/kyc/photo/:id',
    { ...user, schema: { tags, summary: 'One of your identity photos (re-encoded, without metadata)', params: IdParams } },
    async (request, reply) => sendPrivateFile(reply, kyc.photo(authOf(request).userId, request.params.id)),
  );

  // ---------------------------------------------------------------- staff review
  const review = app.staffRoute('certification.review');
  const staffTags = ['staff'];
  const customers = new CustomerCards(app.ctx.sqlite);
  app.get(
    '/api/admin/kyc',
    {
      ...review,
      schema: {
        tags: staffTags,
        summary: 'Certification review queue, newest first: filter by state, tier and customer',
        querystring: S.KycQueueQuery,
        response: { 200: Paged(withCustomer(S.StaffKycSubmission)) },
      },
    },
    async (request) => customers.attach(kyc.queue(request.query)),
  );
  app.get(
    '/api/admin/kyc/:id',
    {
      ...review,
      schema: {
        tags: staffTags,
        summary: 'One certification submission (its photos: GET /api/admin/uploads/{id}, each view audited)',
        params: IdParams,
        response: { 200: withCustomer(S.StaffKycDetail) },
      },
    },
    async (request) => customers.with(kyc.detail(request.params.id)),
  );
  app.post(
    '/api/admin/kyc/:id/document-number',
    {
      ...app.staffRoute('certification.document'),
      schema: {
        tags: staffTags,
        summary:
          "The submission's full document number (an advanced one: its junior's), for comparing with the photos; each reveal is audited",
        params: IdParams,
        response: { 200: S.KycDocumentReveal },
      },
    },
    async (request) => kyc.revealDocument(request.params.id, actorOf(request)),
  );
  app.post(
    '/api/admin/kyc/:id/approve',
    {
      ...review,
      schema: {
        tags: staffTags,
        summary: 'Authenticate the tier; the customer is told',
        params: IdParams,
        response: { 200: S.StaffKycSubmission },
      },
    },
    async (request) => kyc.approve(request.params.id, actorOf(request)),
  );
  app.post(
    '/api/admin/kyc/:id/reject',
    {
      ...review,
      schema: {
        tags: staffTags,
        summary: 'Reject with a reason the customer sees; they may submit again',
        params: IdParams,
        body: RejectBody,
        response: { 200: S.StaffKycSubmission },
      },
    },
    async (request) => kyc.reject(request.params.id, actorOf(request), request.body.reason),
  );
};
