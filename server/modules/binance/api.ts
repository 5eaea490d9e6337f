// The Binance-compatible API's routes (issue 39, docs/decisions/093-binance-compatible-api.md):
// each endpoint is declared once (its path, weight, security type, parameters, handler) and served
// under two bases, as Binance serves its live exchange and its testnet: /api/v3 trades the real
// wallet, /demo/api/v3 the demo wallet; a key signs requests for its own wallet's base only.
// Every request: its weight counted (429/418 over the limit), then for a signed endpoint the key
// (X-MBX-APIKEY: known, active, from an allowed IP), the timestamp and the HMAC-SHA256 signature,
// the key's wallet and permission; then the endpoint's parameters, from the query string and a
// form body alike, checked by its zod schema. Refusals in Binance's shape (errors.ts).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodObject, ZodType, z } from 'zod';
import type { $ZodIssue } from 'zod/v4/core';
import { API_ENDPOINTS } from '../../../shared/api-keys.ts';
import type { ApiKeyPermission } from '../../../shared/schemas/api-keys.ts';
import { serverMessage } from '../../../shared/i18n/server-messages.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TradeMode as Mode } from '../../ledger/ledger.ts';
import type { ApiKeyService, KeyInUse } from '../api-keys/service.ts';
import { BinanceError, bnError } from './errors.ts';
import { checkSignature, checkTimestamp, type SentParams, sentParams } from './signing.ts';
import type { RequestWeights } from './weights.ts';

/** The bases of the two wallets (Binance: api.binance.com/api/v3 and testnet.binance.vision/api/v3). */
export const BASES: Record<Mode, string> = { real: API_ENDPOINTS.spot.real, demo: API_ENDPOINTS.spot.demo };
/** The OpenAPI tag of the compatibility routes. */
export const BINANCE_TAG = 'binance-compatible';

/**
 * Binance's security types: NONE (market data, no key), USER_DATA (signed, reads the account:
 * any key), TRADE (signed, places and cancels: a key with the route's permission), USER_STREAM
 * (a user data stream's listenKey: the key alone, no timestamp or signature, as Binance asks).
 */
export type SecurityType = 'NONE' | 'USER_STREAM' | 'USER_DATA' | 'TRADE';

/** What a handler gets: the endpoint's parameters, the wallet of the base it was called on, the key (signed endpoints). */
export interface BinanceCall<P> {
  params: P;
  mode: Mode;
  key: KeyInUse | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface BinanceRoute<S extends ZodObject = ZodObject> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Below the base, e.g. '/order'; or `absolute` for a path of its own (a withdrawal's /sapi one). */
  path: string;
  /** The path as served, without a base: e.g. /sapi/v1/capital/withdraw/apply (still served per wallet: /demo before it). */
  absolute?: boolean;
  /** Binance's weight of the request; a function of the sent parameters where it depends on them (a depth's limit). */
  weight: number | ((sent: ReadonlyMap<string, string>) => number);
  security: SecurityType;
  /** A TRADE endpoint's permission (default spot). */
  permission?: Exclude<ApiKeyPermission, 'read'>;
  /** The endpoint's own parameters (not timestamp, recvWindow, signature), all strings as sent. */
  params: S;
  summary: string;
  response?: ZodType;
  handler: (call: BinanceCall<z.output<S>>) => unknown;
}

/** A route declared with its own parameters' types (a list holds routes of any schema). */
export const binanceRoute = <S extends ZodObject>(r: BinanceRoute<S>) => r as unknown as BinanceRoute;

/** Parameters of the protocol, not of an endpoint. */
const PROTOCOL = new Set(['timestamp', 'recvWindow', 'signature']);

export interface BinanceApiDeps {
  keys: ApiKeyService;
  weights: RequestWeights;
  clock: Clock;
  /** Called for a 500 (a bug): the app's onServerError. */
  onServerError?: (error: unknown, request: FastifyRequest) => void;
  /** The Binance code an AppError of the platform is answered with (default -1000 with its own status). */
  codeOf?: (error: AppError, route: BinanceRoute | undefined) => number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route of the Binance-compatible API: raw JSON answers, no envelope, no AppKey (plugins/route-defaults.ts). */
    binance?: { security: SecurityType };
  }
}

/** The query string of a request URL (after `?`), as sent. */
function rawQuery(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? '' : url.slice(q + 1);
}

/** The first zod issue as Binance's refusal of that parameter. */
function refusalOf(issues: $ZodIssue[], own: Record<string, string>): BinanceError {
  const issue = issues[0] as $ZodIssue;
  if (issue.code === 'unrecognized_keys') {
    const sent = Object.keys(own).length;
    return bnError.notAllRead(sent - issue.keys.length, sent);
  }
  const param = String(issue.path[0] ?? '');
  if (own[param] === undefined || own[param] === '') return bnError.mandatory(param);
  if (issue.code === 'invalid_value') return bnError.illegalChars(param, issue.values.map(String).join(', '));
  if (issue.code === 'invalid_format' && 'pattern' in issue && issue.pattern) return bnError.illegalChars(param, String(issue.pattern));
  return bnError.illegalChars(param, issue.message);
}

/** What proves a request's key: the key named, the caller's address, the wallet of the base it came to. */
export interface KeyClaim {
  apiKey: string | undefined;
  ip: string;
  mode: Mode;
  /** the signed parameters (timestamp, signature); null: the key alone (USER_STREAM) */
  signed: SentParams | null;
  permission: ApiKeyPermission;
  /** where a key of the other wallet sends its requests (said in the refusal) */
  homeOf: (keyMode: Mode) => string;
}

/**
 * The key of a request, or Binance's refusal (thrown): known, active, from an allowed IP, correctly
 * signed (unless the key alone is asked), of the base's wallet, with the permission. The REST
 * routes and the WebSocket API check keys through here.
 */
export function checkedKey(deps: Pick<BinanceApiDeps, 'keys' | 'clock'>, claim: KeyClaim): KeyInUse {
  const { apiKey, ip, signed } = claim;
  if (apiKey === undefined || !/^[A-Za-z0-9]{64}$/.test(apiKey)) throw bnError.keyFormat();
  const key = deps.keys.inUse(apiKey, ip);
  if (key === 'unknown' || key === 'revoked') throw bnError.rejectedKey();
  if (key === 'ip') throw bnError.rejectedKey(`This key may not be used from ${ip}.`);
  if (signed) {
    checkTimestamp(signed, deps.clock.now());
    checkSignature(signed, key.secret);
  }
  // (a signed request learns which wallet the key trades only once its signature holds)
  if (key.mode !== claim.mode) {
    throw bnError.rejectedKey(`This key trades the ${key.mode} wallet: send its requests to ${claim.homeOf(key.mode)}.`);
  }
  if (!key.permissions.has(claim.permission)) throw bnError.rejectedKey(`This key lacks the ${claim.permission} permission.`);
  deps.keys.noteUse(key, ip);
  return key;
}

/** What the signed part of a request decides: the key, or the refusal (thrown). */
function signedKey(deps: BinanceApiDeps, route: BinanceRoute, mode: Mode, sent: SentParams, request: FastifyRequest): KeyInUse {
  const header = request.headers['x-mbx-apikey'];
  return checkedKey(deps, {
    apiKey: Array.isArray(header) ? header[0] : header,
    ip: request.ip,
    mode,
    // USER_STREAM: no signature to prove the wallet, the key names it
    signed: route.security === 'USER_STREAM' ? null : sent,
    permission: route.security === 'TRADE' ? (route.permission ?? 'spot') : 'read',
    homeOf: (keyMode) => placeOf(route, keyMode).prefix,
  });
}

/** The prefix a route is served under in `mode` (its scope's, for the not-found answers) and its path below it. */
function placeOf(route: BinanceRoute, mode: Mode): { prefix: string; path: string } {
  if (!route.absolute) return { prefix: BASES[mode], path: route.path };
  // e.g. /sapi/v1/capital/withdraw/apply: under /sapi (or /demo/sapi)
  const [, first = '', ...rest] = route.path.split('/');
  return { prefix: `${mode === 'demo' ? '/demo' : ''}/${first}`, path: `/${rest.join('/')}` };
}

/** Binance's answer of a refusal. */
function sendRefusal(reply: FastifyReply, e: BinanceError) {
  return reply
    .code(e.status)
    .headers(e.headers)
    .type('application/json;charset=UTF-8')
    .send(JSON.stringify({ code: e.code, msg: e.message }));
}

/** Registers `routes` under both wallets' bases, with Binance's refusals for everything below them. */
export async function binanceApi(app: FastifyInstance, deps: BinanceApiDeps, routes: BinanceRoute[]) {
  for (const mode of ['real', 'demo'] as const) {
    const byPrefix = new Map<string, { route: BinanceRoute; path: string }[]>();
    for (const route of routes) {
      const { prefix, path } = placeOf(route, mode);
      byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), { route, path }]);
    }
    for (const [prefix, placed] of byPrefix) {
      await app.register(
        async (scope) => {
          // Binance's parameters come as a form body, never as JSON: the body is kept as sent (the signature covers it)
          scope.removeContentTypeParser(['application/json', 'text/plain']);
          scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
            done(null, body),
          );
          const routeOf = new WeakMap<FastifyRequest, BinanceRoute>();
          scope.setErrorHandler((error: FastifyError | AppError | BinanceError, request, reply) => {
            if (error instanceof BinanceError) return sendRefusal(reply, error);
            if (error instanceof AppError) {
              const code = deps.codeOf?.(error, routeOf.get(request)) ?? -1000;
              const msg = serverMessage(request.locale, error.errorName, error.params);
              return sendRefusal(reply, new BinanceError(code, msg, error.httpStatus, error.headers ?? {}));
            }
            const fastifyCode = (error as FastifyError).code;
            const status = (error as FastifyError).statusCode ?? 500;
            if (fastifyCode === 'SQLITE_BUSY' || fastifyCode === 'ENGINE_FENCED') return sendRefusal(reply, bnError.busy());
            if (status === 415)
              return sendRefusal(
                reply,
                new BinanceError(-1000, 'Send the parameters in the query string or as an application/x-www-form-urlencoded body.', 415),
              );
            if (status < 500) return sendRefusal(reply, new BinanceError(-1000, (error as Error).message, status));
            request.log.error({ err: error }, 'unhandled error');
            deps.onServerError?.(error, request);
            return sendRefusal(reply, bnError.unknown());
          });
          scope.setNotFoundHandler((request, reply) =>
            sendRefusal(reply, bnError.notFound(request.method, request.url.split('?')[0] as string)),
          );
          for (const { route, path } of placed) {
            scope.route({
              method: route.method,
              url: path,
              config: { binance: { security: route.security }, rateLimit: false },
              schema: {
                tags: [BINANCE_TAG],
                summary: route.summary,
                // documented once, on the real wallet's base (the demo one is the same endpoint)
                hide: mode === 'demo',
                querystring: route.params,
                ...(route.response ? { response: { 200: route.response } } : {}),
              },
              // the parameters are checked by the handler: they may come in the body as well as the query string
              validatorCompiler: () => (data) => ({ value: data }),
              handler: async (request, reply) => {
                routeOf.set(request, route);
                const sent = sentParams(rawQuery(request.url), typeof request.body === 'string' ? request.body : '');
                const weight = typeof route.weight === 'function' ? route.weight(sent.values) : route.weight;
                const spent = deps.weights.spend(request.ip, weight);
                reply.header('x-mbx-used-weight', String(spent.used)).header('x-mbx-used-weight-1m', String(spent.used));
                if (spent.refusal) throw spent.refusal;
                const key = route.security === 'NONE' ? null : signedKey(deps, route, mode, sent, request);
                const own: Record<string, string> = {};
                for (const [name, value] of sent.values) if (!PROTOCOL.has(name)) own[name] = value;
                const parsed = route.params.safeParse(own);
                if (!parsed.success) throw refusalOf(parsed.error.issues, own);
                return route.handler({ params: parsed.data, mode, key, request, reply });
              },
            });
          }
        },
        { prefix },
      );
    }
  }
}
