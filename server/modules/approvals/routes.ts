// Four-eyes proposals (issue 14 point 4): propose per registered kind (each kind's propose
// permission), list and read them, approve / reject (the kind's approve permission, never
// one's own), cancel one's own. The kinds are registered by their owning modules before these
// routes are built (server/composition.ts).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DecideBody,
  ProposalPage,
  ProposalQuery,
  ProposalView,
  proposeBody,
  RejectProposalBody,
} from '../../../shared/schemas/approvals.ts';
import { IdParams } from '../../../shared/schemas/common.ts';
import { actorOf, staffOf } from '../../plugins/staff-auth.ts';
import type { ApprovalService, Decider } from './service.ts';

export const approvalRoutes: FastifyPluginAsyncZod<{ approvals: ApprovalService }> = async (app, { approvals }) => {
  const tags = ['back office'];
  const decider = (request: FastifyRequest): Decider => ({ ...actorOf(request), role: staffOf(request).role });

  for (const { name, permissions, payload, ownRoute } of approvals.registered()) {
    if (ownRoute) continue;
    app.post(
      `/api/admin/proposals/${name}`,
      {
        ...app.staffRoute(permissions.propose),
        schema: {
          tags,
          summary: `Propose a ${name} change, for a different staff member to approve`,
          body: proposeBody(name, payload),
          response: { 200: ProposalView },
        },
      },
      async (request) => approvals.propose(name, request.body.payload, request.body.reason, decider(request)),
    );
  }
  app.get(
    '/api/admin/proposals',
    {
      ...app.staffRoute('approvals.read'),
      schema: { tags, summary: 'Proposals, newest first, by status and kind', querystring: ProposalQuery, response: { 200: ProposalPage } },
    },
    async (request) => approvals.list(request.query, decider(request)),
  );
  // one proposal: read it, decide it (approve, reject) or cancel one's own
  const one = {
    ...app.staffRoute('approvals.read'),
    schema: { tags, params: IdParams, response: { 200: ProposalView } },
  };
  const withSummary = (summary: string) => ({ ...one, schema: { ...one.schema, summary } });
  app.get('/api/admin/proposals/:id', withSummary('A proposal with its before → after'), async (request) =>
    approvals.get(request.params.id, decider(request)),
  );
  app.post(
    '/api/admin/proposals/:id/approve',
    {
      ...one,
      schema: { ...one.schema, summary: "Approve someone else's proposal: executed now, or refused and nothing changes", body: DecideBody },
    },
    async (request) => approvals.approve(request.params.id, decider(request), request.body.note),
  );
  app.post(
    '/api/admin/proposals/:id/reject',
    { ...one, schema: { ...one.schema, summary: "Reject someone else's proposal with a note", body: RejectProposalBody } },
    async (request) => approvals.reject(request.params.id, decider(request), request.body.note),
  );
  app.post('/api/admin/proposals/:id/cancel', withSummary('Cancel your own pending proposal'), async (request) =>
    approvals.cancel(request.params.id, decider(request)),
  );
};
