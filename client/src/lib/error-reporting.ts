// Client error reporting (issue 19 point 7, spec section 8, decision 054): uncaught errors,
// unhandled rejections, failed /api requests (5xx, no answer) and chunk-load failures. By
// default each goes to the platform's own POST /api/client-errors, scrubbed of tokens, e-mail
// addresses and phone numbers (the server scrubs again), at most 20 a page and the same one
// once in 10 s. With a Sentry-compatible DSN built in (VITE_SENTRY_DSN), @sentry/react is
// loaded (only then: a separate chunk) and gets them instead, with the spec's sample rates.
import { CLIENT_ERROR_LIMITS, type ClientErrorKind, scrubReportText } from '../../../shared/client-errors.ts';
import type { ClientErrorReport } from '../../../shared/schemas/client-errors.ts';
import { API_BASE, APP_KEY, ERROR_SAMPLE_RATES } from './env';
import type { ErrorSink } from './sentry';

const MAX_REPORTS_PER_PAGE = 20;
const REPEAT_WINDOW_MS = 10_000;

let sent = 0;
const recent = new Map<string, number>();
const reportedObjects = new WeakSet<object>();
let sentry: Promise<ErrorSink> | null = null;

/** The build that reports: this chunk's file name (`index-<hash>`). */
function release(): string | undefined {
  const name = /\/assets\/([\w.-]+)\.js/.exec(import.meta.url)?.[1];
  return name && /^[\w.-]{1,64}$/.test(name) ? name : undefined;
}

function currentRoute(): string {
  if (typeof window === 'undefined') return '/';
  return scrubReportText(window.location.hash.replace(/^#/, '') || '/').slice(0, CLIENT_ERROR_LIMITS.route);
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) {
    return { message: `${error.name}: ${error.message}`, stack: error.stack };
  }
  let text: string;
  try {
    text = typeof error === 'string' ? error : JSON.stringify(error);
  } catch {
    text = String(error);
  }
  return { message: text || String(error) };
}

function send(report: ClientErrorReport) {
  const key = `${report.kind}\n${report.message}\n${report.request?.path ?? ''}`;
  const now = Date.now();
  const last = recent.get(key);
  if ((last !== undefined && now - last < REPEAT_WINDOW_MS) || sent >= MAX_REPORTS_PER_PAGE) return;
  recent.set(key, now);
  sent++;
  const body: ClientErrorReport = {
    ...report,
    message: scrubReportText(report.message).slice(0, CLIENT_ERROR_LIMITS.message) || report.kind,
    stack: report.stack ? scrubReportText(report.stack).slice(0, CLIENT_ERROR_LIMITS.stack) : undefined,
    route: currentRoute(),
    release: release(),
  };
  // no Authorization: a report is tied to no one
  void fetch(`${API_BASE}/api/client-errors`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', AppKey: APP_KEY },
    body: JSON.stringify(body),
  })
    // (the answer read to its end: a response left unread keeps the request open)
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}

/** Reports an error once (an error object seen before is not sent again). */
export function reportError(error: unknown, kind: ClientErrorKind = 'error') {
  if (typeof error === 'object' && error !== null) {
    if (reportedObjects.has(error)) return;
    reportedObjects.add(error);
  }
  if (sentry) {
    void sentry.then((sink) => sink.captureException(error, kind));
    return;
  }
  send({ kind, ...describe(error) });
}

/** A failed /api request: a 5xx answer, or none (status 0). Not while offline: that is the network's, not the platform's. */
export function reportFailedRequest(method: string, path: string, status: number) {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  const cleanPath = path.split(/[?#]/)[0]?.slice(0, 300) ?? '';
  if (!/^\/api\/\S*$/.test(cleanPath) || cleanPath === '/api/client-errors') return;
  const verb = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).find((m) => m === method.toUpperCase());
  if (!verb) return;
  const message = `${verb} ${cleanPath} ${status === 0 ? 'no response' : status}`;
  if (sentry) {
    void sentry.then((sink) => sink.captureException(new Error(message), 'request'));
    return;
  }
  send({ kind: 'request', message, request: { method: verb, path: cleanPath, status } });
}

/** Business errors of the API (ApiError) are answered and shown already: not reported again. */
function isApiError(reason: unknown): boolean {
  return reason instanceof Error && reason.name === 'ApiError';
}

/** Starts listening for uncaught errors and unhandled rejections (once, at start-up). */
export function startErrorReporting() {
  // (read from the build's variables here, so that a build without a DSN drops the import and its chunk)
  const dsn = import.meta.env.VITE_SENTRY_DSN;
  if (dsn) {
    // Sentry's own handlers catch uncaught errors and rejections: no listeners of ours
    sentry = import('./sentry').then((m) => m.startSentry(dsn, ERROR_SAMPLE_RATES));
    return;
  }
  window.addEventListener('error', (event) => {
    // (a failed <script>/<link> load has no error object; chunk loads are reported by the error screen)
    if (event.error !== undefined && event.error !== null) reportError(event.error, 'error');
    else if (event.message) reportError(new Error(event.message), 'error');
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (!isApiError(event.reason)) reportError(event.reason, 'unhandledrejection');
  });
}
