// @aurora/sdk: the platform's API as a typed client (decision 098). openapi-fetch over the types
// that openapi-typescript generates from the server's OpenAPI document (api.generated.ts, written
// by `npm run sdk:generate` and checked fresh by a test). Every path, parameter, body and answer
// is the server's; the Binance-compatible routes are left out (CCXT and Binance's SDKs speak those).
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import { SESSION_INVALID_CODE, SUCCESS_CODE } from '../../envelope-codes.ts';
import type { components, paths } from './api.generated.ts';

export type { components, paths };
export { SESSION_INVALID_CODE, SUCCESS_CODE };

/** A component schema of the document by name: `Schema<'SpotOrder'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** Every refusal's body: a non-zero code, its message in the request's locale, no data. */
export type ErrorEnvelope = Schema<'ErrorEnvelope'>;

/** What every successful answer's body is: the data inside the envelope, with code 0. */
export interface Envelope<Data> {
  code: typeof SUCCESS_CODE;
  msg: string;
  data: Data;
}

export type AuroraClient = Client<paths>;

export interface AuroraClientOptions extends Omit<ClientOptions, 'baseUrl' | 'headers'> {
  /** The server's origin, e.g. `http://localhost:3000` (the typed paths start with /api). */
  baseUrl: string;
  /** The client's AppKey (one of the server's APP_KEYS), sent on every request. */
  appKey: string;
  /** A session: the Authorization header value that POST /api/login (or /api/demo/guest) answered. */
  token?: string;
  /** The language of the answers' `msg` (sent as Accept-Language), e.g. `zh-CN`. */
  locale?: string;
  /** More headers for every request. */
  headers?: Record<string, string>;
}

/**
 * An openapi-fetch client for the platform's API with the AppKey, the session and the locale set.
 * Each call answers `{ data, error, response }`: `data` is the success envelope
 * (`{ code: 0, msg, data }`, typed per route) when the status is 2xx, `error` the error envelope
 * (`{ code, msg, data: null }`) otherwise. `unwrap()` turns that into the data or a thrown
 * `AuroraApiError`.
 */
export function createAuroraClient({ appKey, token, locale, headers, ...options }: AuroraClientOptions): AuroraClient {
  return createClient<paths>({
    ...options,
    headers: {
      ...headers,
      AppKey: appKey,
      ...(token ? { Authorization: token } : {}),
      ...(locale ? { 'Accept-Language': locale } : {}),
    },
  });
}

/** The session a login answered: its Authorization header (send it back as `token`). */
export function sessionOf(response: Response): string {
  const token = response.headers.get('Authorization');
  if (!token) throw new Error(`no session in the answer (HTTP ${response.status})`);
  return token;
}

/**
 * A refusal from the server: the HTTP status, the envelope's code and its localized message. An
 * answer that is no envelope (a proxy's error page) has code null and its text as the message.
 */
export class AuroraApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | null,
    readonly msg: string,
  ) {
    super(`HTTP ${status}, code ${code}: ${msg}`);
    this.name = 'AuroraApiError';
  }
}

const isErrorEnvelope = (body: unknown): body is ErrorEnvelope =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as ErrorEnvelope).code === 'number' &&
  typeof (body as ErrorEnvelope).msg === 'string';

/**
 * The data of a call's successful answer: `await unwrap(api.GET('/api/wallet/assets'))` is the
 * wallet, typed. A refusal throws an AuroraApiError with its code and message.
 */
export async function unwrap<Data>(call: Promise<{ data?: Envelope<Data>; error?: unknown; response: Response }>): Promise<Data> {
  const { data, error, response } = await call;
  if (response.ok && data) return data.data;
  if (isErrorEnvelope(error)) throw new AuroraApiError(response.status, error.code, error.msg);
  throw new AuroraApiError(response.status, null, typeof error === 'string' && error ? error : response.statusText);
}
