// Four-eyes proposals (issue 14 point 4): propose per kind (each kind's propose permission),
// list and read them, approve / reject (the kind's approve permission, never one's own),
// cancel one's own; and the money settings the settings kinds change.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DecideBody,
  FORM_KINDS,
  MoneySettings,
  ProposalPage,
  ProposalQuery,
  ProposalView,
  proposeBody,
  RejectProposalBody,
} from '../../../shared/schemas/approvals.ts';
import { IdParams } from '../../../shared/schemas/common.ts';
import { actorOf, staffOf } from '../../plugins/staff-auth.ts';
import { KIND_PERMISSIONS } from './kinds.ts';
import type { ApprovalService, Decider } from './service.ts';

export const approvalRoutes: FastifyPluginAsyncZod<{ approvals: ApprovalService }> = async (app, { approvals }) => {
  const tags = ['back office'];
  const decider = (request: FastifyRequest): Decider => ({ ...actorOf(request), role: staffOf(request).role });

  for (const kind of FORM_KINDS) {
    app.post(
      `/api/admin/proposals/${kind}`,
      {
        ...app.staffRoute(KIND_PERMISSIONS[kind].propose),
        schema: {
          tags,
          summary: `Propose a ${kind} change, for a different staff member to approve`,
          body: proposeBody(kind),
          response: { 200: ProposalView },
        },
      },
      async (request) => approvals.propose(kind, request.body.payload, request.body.reason, decider(request)),
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
  app.get(
    '/api/admin/money-settings',
    {
      ...app.staffRoute('settings.write'),
      schema: {
        tags,
        summary: 'Currency limits, fees and withdrawal approval thresholds; products and their fast options',
        response: { 200: MoneySettings },
      },
    },
    async () => approvals.moneySettings(),
  );
};
