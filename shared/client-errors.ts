// Client error reporting (issue 19 point 7, decision 054): what a report may carry, and the
// scrubbing both sides apply to it (the client before sending, the server again on receipt,
// since a report is untrusted input): no token, e-mail address or phone number is kept.

/** The spec's sample rates (section 8): every trace, a tenth of sessions replayed, every session with an error replayed. */
export const ERROR_REPORTING_SAMPLE_RATES = {
  traces: 1,
  replaysSession: 0.1,
  replaysOnError: 1,
} as const;

/** What went wrong: an uncaught error, an unhandled promise rejection, a failed /api request, a chunk that did not load. */
export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'request', 'chunk'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

export const CLIENT_ERROR_LIMITS = {
  message: 1000,
  stack: 10_000,
  route: 500,
  /** The largest request body the endpoint reads, bytes. */
  body: 16 * 1024,
} as const;

/** Query and fragment parameters whose values are secrets or personal: the value goes, the name stays. */
const SECRET_PARAMS =
  /([?&#;]|\b)((?:access_?|refresh_?|id_?)?token|authorization|auth|appkey|api_?key|key|password|pwd|secret|sig(?:nature)?|session(?:id)?|code|email|phone|mobile|account)=([^&#\s"'<>]*)/gi;
const BEARER = /\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi;
const AUTH_HEADER = /\b(authorization|cookie|set-cookie)\s*[:=]\s*[^\n,;]+/gi;
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
// 7 to 15 digits, spaces or dashes between them, optionally after a +; never right after a ':'
// '/' or '.', so a stack frame's line and column (file.js:1:23456) and version numbers stay
const PHONE = /(?<![\w:/.@-])\+?\d(?:[ -]?\d){6,14}(?![\w.])/g;

/** The text with tokens, credentials, e-mail addresses and phone numbers replaced by placeholders. */
export function scrubReportText(text: string): string {
  return text
    .replace(JWT, '[token]')
    .replace(BEARER, '$1 [redacted]')
    .replace(AUTH_HEADER, '$1: [redacted]')
    .replace(SECRET_PARAMS, (_m, sep: string, name: string) => `${sep}${name}=[redacted]`)
    .replace(EMAIL, '[email]')
    .replace(PHONE, '[phone]');
}

/**
 * The message as grouped: numbers, hex ids and quoted values that change from one occurrence
 * to the next are folded, so "order 12 failed" and "order 13 failed" are one group.
 */
export function groupingMessage(message: string): string {
  return message
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<id>')
    .replace(/\b0x[0-9a-f]+\b/gi, '<n>')
    .replace(/\d+(\.\d+)?/g, '<n>')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}
