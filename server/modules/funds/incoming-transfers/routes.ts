// Incoming transfers (issue 38 point 2, decision 091). Customers: their own transfers with the
// confirmations counted, and in demo mode a test transfer on the simulated chain. Staff: the list
// and a crypto claim as the transfer to record (whose address a typed one is: the deposit queue's
// GET /api/admin/deposit-addresses). Recording one is the
// `incoming-transfer` proposal (POST /api/admin/proposals/incoming-transfer): no route here
// writes a real transfer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../../shared/schemas/common.ts';
import * as S from '../../../../shared/schemas/incoming-transfers.ts';
import { authOf } from '../../../plugins/auth.ts';
import { perUserLimit } from '../../../plugins/rate-limits.ts';
import type { IncomingTransferService } from './service.ts';
import type { SimulatedChain } from './simulated-chain.ts';

/** Test transfers one user may send an hour. */
export const SIMULATED_TRANSFERS_PER_HOUR = 20;

export const incomingTransferRoutes: FastifyPluginAsyncZod<{ transfers: IncomingTransferService; chain: SimulatedChain }> = async (
  app,
  { transfers, chain },
) => {
  const user = { preHandler: app.requireAuth };
  const tags = ['recharge'];
  app.get(
    '/api/recharge/incoming',
    {
      ...user,
      schema: {
        tags,
        summary:
          'Your incoming transfers of one mode, newest first, with their confirmations (credited once they reach the required count)',
        querystring: S.IncomingQuery,
        response: { 200: S.IncomingTransferPage },
      },
    },
    async (request) => transfers.mine(authOf(request).userId, request.query.mode, request.query.page, request.query.pageSize),
  );
  app.post(
    '/api/recharge/simulate',
    {
      ...user,
      config: perUserLimit({ limit: SIMULATED_TRANSFERS_PER_HOUR, windowMs: 3_600_000 }),
      schema: {
        tags,
        summary:
          "Demo mode only: send a test transfer on the simulated chain to your own deposit address; it counts its network's confirmations up and then credits your demo balance (at most 100,000 USDT's worth)",
        body: S.SimulateTransferBody,
        response: { 200: S.IncomingTransferView },
      },
    },
    async (request) => chain.send(authOf(request).userId, request.body),
  );

  // ---------------------------------------------------------------- staff (decision 027)
  const staffTags = ['staff'];
  app.get(
    '/api/admin/incoming-transfers',
    {
      ...app.staffRoute('deposits.review'),
      schema: {
        tags: staffTags,
        summary: 'Incoming transfers, newest first: filter by customer, network, transaction id, status and mode',
        querystring: S.StaffIncomingQuery,
        response: { 200: S.StaffIncomingTransferPage },
      },
    },
    async (request) => transfers.queue(request.query),
  );
  app.get(
    '/api/admin/incoming-transfers/claim/:id',
    {
      ...app.staffRoute('deposits.review'),
      schema: {
        tags: staffTags,
        summary:
          "A crypto deposit claim waiting for review as the transfer to record: the customer's own address on its chain, amount, hash",
        params: IdParams,
        response: { 200: S.IncomingClaimPrefill },
      },
    },
    async (request) => transfers.claimPrefill(request.params.id),
  );
};
