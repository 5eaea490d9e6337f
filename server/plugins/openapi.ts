// The OpenAPI document, generated from the same zod schemas that validate requests:
// JSON at /api/docs/json, a browsable page at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { accessOf } from './auth.ts';

const zodTransform = createJsonSchemaTransform({ skipList: [] });

/** Routes that need no AppKey either (decision 005). */
const NO_APP_KEY = /^\/api\/(image\/|health|docs)/;
/** The sandbox's control API (decision 097): its own token instead. */
const SANDBOX_CONTROL = /^\/api\/sandbox(\/|$)/;

/**
 * Marks each route's security and says in its description who may call it, from the route's
 * own auth preHandler (so the document cannot disagree with what the server enforces).
 */
function withAccess<T extends { schema: unknown; url: string }>(
  out: T,
  route: { preHandler?: unknown; onRequest?: unknown; config?: { allowGuest?: boolean; binance?: { security: string } } },
): T {
  if (!out.schema || typeof out.schema !== 'object') return out;
  const binance = route.config?.binance;
  if (binance) return { ...out, schema: { ...(out.schema as object), ...binanceAccess(binance.security) } };
  if (!out.url.startsWith('/api/')) return out;
  if (SANDBOX_CONTROL.test(out.url)) {
    const text =
      'Access: sandbox mode only (SANDBOX=true), with the sandbox token in the X-Sandbox-Token header (7100/7101, HTTP 401, without it); no AppKey.';
    const schema = out.schema as { description?: string };
    return {
      ...out,
      schema: { ...schema, security: [{ SandboxToken: [] }], description: [text, schema.description].filter(Boolean).join(' ') },
    };
  }
  const handlers = [route.onRequest, route.preHandler].flat();
  const access = handlers.map(accessOf).find((a) => a !== undefined);
  const appKey: Record<string, string[]> = NO_APP_KEY.test(out.url) ? {} : { AppKey: [] };
  const withToken = [{ ...appKey, Authorization: [] }];
  let text: string;
  let security: Record<string, string[]>[];
  if (!access) {
    text = 'Access: public, no login.';
    security = [appKey];
  } else if (access.kind === 'optional') {
    text = 'Access: public; with a valid Authorization, answers for that user.';
    security = [appKey, ...withToken];
  } else if (access.kind === 'user') {
    text = route.config?.allowGuest
      ? 'Access: logged-in user, or a demo visitor (guest) session.'
      : 'Access: logged-in user (-99 without a valid session).';
    security = withToken;
  } else {
    const who = access.access === 'signed-in' ? 'any staff session' : `permission ${access.access}`;
    text = `Access: staff only, ${who} (a staff session from POST /api/admin/auth/login; -99 without one, 1006 for customers and roles without the permission).`;
    security = withToken;
  }
  const schema = out.schema as { description?: string };
  return { ...out, schema: { ...schema, security, description: [text, schema.description].filter(Boolean).join(' ') } };
}

/** The Binance-compatible API's access (issue 39): its security type, as Binance's documentation names it. */
function binanceAccess(security: string): { security: Record<string, string[]>[]; description: string } {
  if (security === 'NONE') return { security: [], description: 'Access: public market data, no key (security type NONE).' };
  const what = security === 'TRADE' ? 'a key with the trading permission' : 'any active key';
  return {
    security: [{ BinanceApiKey: [] }],
    description:
      `Access: ${what} of the base's wallet (security type ${security}): X-MBX-APIKEY, and timestamp, recvWindow (optional) ` +
      'and signature (hex HMAC-SHA256 of the query string then the body, under the key’s secret) among the parameters. ' +
      'Parameters may be sent in the query string or an application/x-www-form-urlencoded body.',
  };
}

export const openapiPlugin = fp<{ sandbox: boolean }>(
  async (app: FastifyInstance, opts) => {
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
            'header value back as the Authorization header. Each operation says who may call it (Access: public, logged-in ' +
            'user, demo visitor, or staff with a permission) and lists its security requirement. Staff log in with ' +
            'POST /api/admin/auth/login and send the session token as the Authorization header on /api/admin calls.',
        },
        components: {
          securitySchemes: {
            AppKey: { type: 'apiKey', in: 'header', name: 'AppKey' },
            Authorization: { type: 'apiKey', in: 'header', name: 'Authorization' },
            BinanceApiKey: { type: 'apiKey', in: 'header', name: 'X-MBX-APIKEY' },
            // (the sandbox's control API exists in sandbox mode only, its scheme with it)
            ...(opts.sandbox ? { SandboxToken: { type: 'apiKey' as const, in: 'header', name: 'X-Sandbox-Token' } } : {}),
          },
        },
        tags: [
          {
            name: 'binance-compatible',
            description:
              'Binance’s spot REST API on the platform’s own markets (issue 39), for programs such as CCXT: /api/v3 trades the real ' +
              'wallet, /demo/api/v3 (the same endpoints, not listed twice) the demo wallet, as Binance’s live API and its testnet. ' +
              'Answers and refusals in Binance’s shape ({"code": -NNNN, "msg": …}), no envelope, no AppKey; request weights per ' +
              'address and minute in X-MBX-USED-WEIGHT-1M. API keys are created in the security centre (POST /api/user/api-keys). ' +
              'Withdrawals are never possible by key.',
          },
          ...(opts.sandbox
            ? [
                {
                  name: 'sandbox',
                  description:
                    'This server is a sandbox (SANDBOX=true, decision 097): its real wallet holds valueless test money. The control ' +
                    'API under /api/sandbox scripts it; every call carries the sandbox token (SANDBOX_TOKEN) in X-Sandbox-Token.',
                },
              ]
            : []),
        ],
        security: [{ AppKey: [] }],
      },
      transform: (input) => withAccess(zodTransform(input), input.route),
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
