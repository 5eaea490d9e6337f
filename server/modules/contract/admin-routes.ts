// The back office of contract trading (issue 15, decision 036): every product's contract
// settings (read by whoever reads customers' trading; changed only through the four-eyes
// `contract-setting` proposal, POST /api/admin/proposals/contract-setting), and every
// customer's positions with their events, read only: no staff route opens, edits or closes one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminContractSettingList,
  AdminPositionDetail,
  AdminPositionPage,
  AdminPositionQuery,
} from '../../../shared/schemas/admin-contract.ts';
import { IdParams } from '../../../shared/schemas/common.ts';
import type { ContractAdmin } from './admin-service.ts';

export const contractAdminRoutes: FastifyPluginAsyncZod<{ positions: ContractAdmin }> = async (app, { positions }) => {
  const tags = ['back office'];
  app.get(
    '/api/admin/contract/settings',
    {
      ...app.staffRoute('contract.read'),
      schema: {
        tags,
        summary: "Every product's contract settings, with a change pending approval",
        response: { 200: AdminContractSettingList },
      },
    },
    async () => positions.settings(),
  );
  app.get(
    '/api/admin/contract/positions',
    {
      ...app.staffRoute('contract.read'),
      schema: {
        tags,
        summary: "Every customer's contract positions, newest first, by status, mode, product and customer",
        querystring: AdminPositionQuery,
        response: { 200: AdminPositionPage },
      },
    },
    async (request) => positions.list(request.query),
  );
  app.get(
    '/api/admin/contract/positions/:id',
    {
      ...app.staffRoute('contract.read'),
      schema: {
        tags,
        summary: 'A position with its holder, the terms it was placed with and its events (each with its recorded tick)',
        params: IdParams,
        response: { 200: AdminPositionDetail },
      },
    },
    async (request) => positions.get(request.params.id),
  );
};
