// The HTTP client (spec sections 7 and 8).
// - Every body is { code, msg, data }; it is parsed even for non-2xx statuses.
// - code 0: the promise resolves with `data`.
// - code -99: session invalid; the stored token and user info are cleared and the app goes
//   to its login screen; no toast.
// - code 404: the app goes to the 404 screen; no toast.
// - any other code: error toast with `msg` (unless `silent`), then the promise rejects.
// - Headers: Accept-Language (locale as language-REGION), AppKey, Authorization when a
//   token is stored, JSON content type when a body is sent (a FormData body is sent as
//   multipart, with the browser's own content type). GET requests also carry the `appKey`
//   query parameter. Callers may add headers (e.g. Idempotency-Key). Timeout 80 s.
// - A 5xx answer or none at all (network failure, time-out) is reported to the error
//   reporting service (lib/error-reporting.ts), with the method, the path and the status only.
import { NOT_FOUND_CODE, SESSION_INVALID_CODE, SUCCESS_CODE } from '../../../shared/envelope-codes.ts';
import { API_BASE, APP_KEY, REQUEST_TIMEOUT_MS } from './env';
import { reportFailedRequest } from './error-reporting';
import { currentLocale, i18n } from './i18n';
import { toast } from './notify';
import { clearSession, getToken } from './session';

/** Client-side codes for failures that never reached a server answer. */
export const NETWORK_ERROR_CODE = -1;
export const TIMEOUT_CODE = -2;
export const ABORTED_CODE = -3;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  params?: QueryParams;
  body?: unknown;
  /** Turns error toasts and the 404 redirect off for this call. -99 is always handled. */
  silent?: boolean;
  signal?: AbortSignal;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
  /**
   * An explicit Authorization value used instead of the stored one (e.g. the demo page's guest
   * token). With it, a -99 answer only rejects: the stored session is left alone.
   */
  authorization?: string;
}

export interface HttpHandlers {
  /** After a -99 answer (the session is already cleared). */
  onSessionInvalid: () => void;
  /** After a 404 answer. */
  onNotFound: () => void;
}

let handlers: HttpHandlers = { onSessionInvalid: () => {}, onNotFound: () => {} };

/** The app wires navigation in here (lib code does not know the router). */
export function configureHttp(next: HttpHandlers): void {
  handlers = next;
}

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

function buildUrl(method: string, path: string, params?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  if (method === 'GET' && !search.has('appKey')) search.set('appKey', APP_KEY);
  const query = search.toString();
  return `${API_BASE}${path}${query ? `?${query}` : ''}`;
}

function fail(error: ApiError, silent: boolean | undefined): ApiError {
  if (!silent) toast.error(error.message);
  return error;
}

export interface HttpResult<T> {
  data: T;
  headers: Headers;
}

/** Sends one request; resolves with the envelope's data and the response headers. */
export async function requestWithHeaders<T>(method: string, path: string, options: RequestOptions = {}): Promise<HttpResult<T>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
    AppKey: APP_KEY,
  };
  const token = options.authorization ?? getToken();
  if (token) headers.Authorization = token;
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let envelope: unknown;
  let response: Response;
  try {
    response = await fetch(buildUrl(method, path, options.params), { method, headers, body, signal: controller.signal });
    envelope = await response.json().catch(() => null);
  } catch {
    if (!timedOut && options.signal?.aborted) throw new ApiError(ABORTED_CODE, 'aborted', 0);
    reportFailedRequest(method, path, 0);
    if (timedOut) throw fail(new ApiError(TIMEOUT_CODE, i18n.t('error.timeout'), 0), options.silent);
    throw fail(new ApiError(NETWORK_ERROR_CODE, i18n.t('error.network'), 0), options.silent);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
  if (response.status >= 500) reportFailedRequest(method, path, response.status);

  if (!isEnvelope(envelope)) {
    // cancelled while the body was read (a query read again meanwhile): quiet, as an abort before it
    if (options.signal?.aborted) throw new ApiError(ABORTED_CODE, 'aborted', 0);
    throw fail(new ApiError(NETWORK_ERROR_CODE, i18n.t('error.badResponse', { status: response.status }), response.status), options.silent);
  }
  if (envelope.code === SUCCESS_CODE) return { data: envelope.data as T, headers: response.headers };

  const error = new ApiError(envelope.code, envelope.msg || i18n.t('error.unknown'), response.status);
  if (envelope.code === SESSION_INVALID_CODE) {
    if (options.authorization !== undefined) throw error;
    clearSession();
    handlers.onSessionInvalid();
    throw error;
  }
  if (envelope.code === NOT_FOUND_CODE) {
    if (!options.silent) handlers.onNotFound();
    throw error;
  }
  throw fail(error, options.silent);
}

export async function request<T>(method: string, path: string, options?: RequestOptions): Promise<T> {
  return (await requestWithHeaders<T>(method, path, options)).data;
}

/**
 * A GET answered with a file (e.g. a CSV export) rather than the envelope: the same headers as
 * every request; resolves with the body. An envelope answer (an error) rejects as `request` does.
 */
export async function download(path: string, params?: QueryParams): Promise<Blob> {
  const headers: Record<string, string> = { 'Accept-Language': currentLocale(), AppKey: APP_KEY };
  const token = getToken();
  if (token) headers.Authorization = token;
  let response: Response;
  try {
    response = await fetch(buildUrl('GET', path, params), { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch {
    reportFailedRequest('GET', path, 0);
    throw fail(new ApiError(NETWORK_ERROR_CODE, i18n.t('error.network'), 0), false);
  }
  if (response.ok && !response.headers.get('content-type')?.startsWith('application/json')) return response.blob();
  return requestWithHeaders('GET', path, { params }).then(() => {
    throw fail(new ApiError(NETWORK_ERROR_CODE, i18n.t('error.badResponse', { status: response.status }), response.status), false);
  });
}

/** Downloads `path` (a file answer, as `download`) and has the browser save it as `filename`. */
export async function saveDownload(path: string, params: QueryParams, filename: string): Promise<void> {
  const url = URL.createObjectURL(await download(path, params));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => request<T>('POST', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
};
