// The back office of contract trading (issue 15, decision 036): every product's contract
// settings (read by whoever reads customers' trading; changed only through the four-eyes
// `contract-setting` proposal, POST /api/admin/proposals/contract-setting).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminContractSettingList } from '../../../shared/schemas/admin-contract.ts';
import type { ApprovalService } from '../approvals/service.ts';

export const contractAdminRoutes: FastifyPluginAsyncZod<{ approvals: ApprovalService }> = async (app, { approvals }) => {
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
    async () => approvals.contractSettings(),
  );
};
