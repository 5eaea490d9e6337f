// Client error reports: the client's report (anyone may send one: a visitor's page fails too;
// limited per address and in size) and the back office's grouped list and detail (errors.read).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLIENT_ERROR_LIMITS } from '../../../shared/client-errors.ts';
import {
  ClientErrorGroupDetail,
  ClientErrorGroupPage,
  ClientErrorGroupQuery,
  ClientErrorReport,
} from '../../../shared/schemas/client-errors.ts';
import { IdParams, NoData } from '../../../shared/schemas/common.ts';
import type { ClientErrorService } from './service.ts';

/** Reports one client address may send per minute. */
export const CLIENT_ERROR_REPORTS_PER_MINUTE = 30;

export const clientErrorRoutes: FastifyPluginAsyncZod<{ errors: ClientErrorService }> = async (app, { errors }) => {
  app.post(
    '/api/client-errors',
    {
      bodyLimit: CLIENT_ERROR_LIMITS.body,
      config: { rateLimit: { max: CLIENT_ERROR_REPORTS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['client errors'],
        summary:
          'Report an error of the client (uncaught error, unhandled rejection, failed request, chunk load); no token or personal data: it is scrubbed again',
        body: ClientErrorReport,
        response: { 200: NoData },
      },
    },
    async (request) => {
      errors.report(request.body, request.headers['user-agent']);
      return null;
    },
  );

  const tags = ['back office'];
  const read = app.staffRoute('errors.read');
  app.get(
    '/api/admin/client-errors',
    {
      ...read,
      schema: {
        tags,
        summary: "The client's errors grouped by message, with counts, first and last seen; last seen first",
        querystring: ClientErrorGroupQuery,
        response: { 200: ClientErrorGroupPage },
      },
    },
    async (request) => errors.list(request.query),
  );
  app.get(
    '/api/admin/client-errors/:id',
    {
      ...read,
      schema: {
        tags,
        summary: "A group's latest report: route, request, user agent, the stack and the stack mapped through the source maps",
        params: IdParams,
        response: { 200: ClientErrorGroupDetail },
      },
    },
    async (request) => errors.get(request.params.id),
  );
};
