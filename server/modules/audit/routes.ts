// The audit log, read-only (permission audit.read): a filtered page, and the chain check.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditPage, AuditQuery, AuditVerification } from '../../../shared/schemas/staff.ts';
import type { AuditService } from './service.ts';

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  const tags = ['back office'];
  const read = app.staffRoute('audit.read');
  app.get(
    '/api/admin/audit',
    {
      ...read,
      schema: {
        tags,
        summary: 'The audit log, newest first; filter by staff id, action (or its family: "staff"), target',
        querystring: AuditQuery,
        response: { 200: AuditPage },
      },
    },
    async (request) => audit.list(request.query),
  );
  app.get(
    '/api/admin/audit/verify',
    {
      ...read,
      schema: {
        tags,
        summary: "Check the audit log's hash chain: ok, or the first row that does not match",
        response: { 200: AuditVerification },
      },
    },
    async () => audit.verify(),
  );
};
