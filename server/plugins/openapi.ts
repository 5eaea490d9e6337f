// The OpenAPI document, generated from the same zod schemas that validate requests:
// JSON at /api/docs/json, a browsable page at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '../../shared/schemas/common.ts';

/** Declared on every route so the document shows the error envelope. */
export const errorResponses = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope } as const;

export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Trading platform API',
          version: '1.0.0',
          description:
            'Every response body is { code, msg, data }. code 0 = success, -99 = session invalid (HTTP 401; log in again), ' +
            '404 = not found; any other code is an error whose msg is localized by Accept-Language. Every /api call carries ' +
            'an AppKey header or appKey query parameter. Log in with POST /api/login and send the returned Authorization ' +
            'header value back as the Authorization header.',
        },
        components: {
          securitySchemes: {
            AppKey: { type: 'apiKey', in: 'header', name: 'AppKey' },
            Authorization: { type: 'apiKey', in: 'header', name: 'Authorization' },
          },
        },
        security: [{ AppKey: [] }],
      },
      transform: createJsonSchemaTransform({ skipList: [] }),
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Swagger UI sets a few inline styles of its own.
      transformStaticCSP: (header) => header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
    });
  },
  { name: 'openapi' },
);
