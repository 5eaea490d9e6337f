// What every documented API route shares, added when the route is declared (an onRoute hook
// in app.ts) so routes state only what is theirs. A route names the schema of its DATA
// (`response: { 200: Assets }`) and its handler returns that data; the `{ code, msg, data }`
// envelope of spec section 7 is added here, to the schema (serialization and the OpenAPI
// document) and to the answer (a preSerialization hook).
import type { DoneFuncWithErrOrRes, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodType } from 'zod';
import { SUCCESS_CODE } from '../../shared/errors.ts';
import { serverMessage } from '../../shared/i18n/server-messages.ts';
import { ErrorEnvelope, envelope, NoQuery } from '../../shared/schemas/common.ts';

/** Every API route's error responses, so the document shows the error envelope. */
export const errorResponses = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope } as const;

/** Status keys of a success response: 200, 201, ..., 2xx. */
const SUCCESS_STATUS = /^2(\d\d|xx)$/i;

/** Envelopes made here: a GET route's HEAD twin shares its schema object and must not wrap it twice. */
const madeHere = new WeakSet<object>();

type PreSerialization = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: DoneFuncWithErrOrRes) => void;

/**
 * Puts a successful answer's data into the envelope, with `msg` in the caller's locale. Error
 * answers (sendError, always 4xx or 5xx) pass through the same hook and are envelopes already;
 * streams and buffers (an uploaded file, an image) never reach a preSerialization hook.
 */
export function wrapInEnvelope(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: DoneFuncWithErrOrRes) {
  if (reply.statusCode >= 300) return done(null, payload);
  done(null, { code: SUCCESS_CODE, msg: serverMessage(request.locale, 'success'), data: payload });
}

export interface DeclaredRoute {
  url: string;
  config?: { binance?: unknown };
  schema?: FastifySchema & { hide?: boolean };
  preSerialization?: PreSerialization | PreSerialization[];
}

/**
 * The defaults of an /api route with a schema (hidden ones aside): no query parameters but the
 * optional appKey unless it declares a querystring; its success responses in the envelope,
 * wrapped by `wrapInEnvelope`; the error envelope for 4xx and 5xx.
 */
export function withRouteDefaults(route: DeclaredRoute) {
  const schema = route.schema;
  // (the Binance-compatible API answers Binance's raw JSON: server/modules/binance/api.ts)
  if (!schema || schema.hide || !route.url.startsWith('/api/') || route.config?.binance) return;
  schema.querystring ??= NoQuery;
  const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown> | undefined) };
  let answersData = false;
  for (const [status, data] of Object.entries(response)) {
    if (!SUCCESS_STATUS.test(status)) continue;
    answersData = true;
    if (madeHere.has(data as object)) continue;
    const wrapped = envelope(data as ZodType);
    madeHere.add(wrapped);
    response[status] = wrapped;
  }
  for (const [status, errorEnvelope] of Object.entries(errorResponses)) response[status] ??= errorEnvelope;
  schema.response = response;
  // (a new array: the HEAD twin was copied from the route's options before this hook ran)
  if (answersData) route.preSerialization = [route.preSerialization ?? []].flat().concat(wrapInEnvelope);
}
