// Signed requests as Binance signs them (issue 39): the parameters come in the query string, an
// application/x-www-form-urlencoded body, or both; `signature` is the hex HMAC-SHA256, under the
// key's secret, of the query string followed by the body (both as sent, the signature left out);
// `timestamp` (ms) must be within `recvWindow` (default 5000, at most 60000) before the server's
// time and at most a second after it. The WebSocket API's requests are signed over their sorted
// parameters instead (`sortedParams`), checked by the same code.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { bnError } from './errors.ts';

/** The parameters of a request: each name once, from the query string and the body. */
export interface SentParams {
  /** name → value, the protocol's (timestamp, recvWindow, signature) included */
  values: Map<string, string>;
  /** what the signature covers: the query string then the body, as sent, without `signature=…` */
  payload: string;
  signature: string | null;
}

const DEFAULT_RECV_WINDOW = 5000;
const MAX_RECV_WINDOW = 60_000;
/** A timestamp may be this far ahead of the server's clock (Binance: a second). */
const AHEAD_MS = 1000;

/** A query string or form body's pairs without the signature's (kept apart). */
function split(raw: string): { kept: string; signature: string | null; pairs: [string, string][] } {
  let signature: string | null = null;
  const kept: string[] = [];
  const pairs: [string, string][] = [];
  for (const part of raw.split('&')) {
    if (part === '') continue;
    const [name, value] = [...new URLSearchParams(part)][0] ?? [part, ''];
    if (name === 'signature') {
      if (signature !== null) throw bnError.duplicate('signature');
      signature = value;
      continue;
    }
    kept.push(part);
    pairs.push([name, value]);
  }
  return { kept: kept.join('&'), signature, pairs };
}

/** The parameters sent in `rawQuery` (after the `?`) and `rawBody` (a form body, or ''). */
export function sentParams(rawQuery: string, rawBody: string): SentParams {
  const q = split(rawQuery);
  const b = split(rawBody);
  if (q.signature !== null && b.signature !== null) throw bnError.duplicate('signature');
  const values = new Map<string, string>();
  for (const [name, value] of [...q.pairs, ...b.pairs]) {
    if (values.has(name)) throw bnError.duplicate(name);
    values.set(name, value);
  }
  return { values, payload: q.kept + b.kept, signature: q.signature ?? b.signature };
}

/**
 * The parameters of a WebSocket API request (a JSON object): signed as Binance signs them there,
 * over every parameter but `signature`, sorted by name, as `name=value` joined with `&`.
 */
export function sortedParams(params: Readonly<Record<string, string | number | boolean>>): SentParams {
  const pairs = Object.entries(params)
    .filter(([name]) => name !== 'signature')
    .map(([name, value]): [string, string] => [name, String(value)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signature = params.signature;
  return {
    values: new Map(pairs),
    payload: pairs.map(([name, value]) => `${name}=${value}`).join('&'),
    signature: signature === undefined ? null : String(signature),
  };
}

/** The hex HMAC-SHA256 of `payload` under `secret` (what a client sends as `signature`). */
export function signatureOf(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Refuses a request whose signature is missing or not the payload's under `secret`. */
export function checkSignature(sent: SentParams, secret: string): void {
  if (sent.signature === null || sent.signature === '') throw bnError.mandatory('signature');
  const expected = Buffer.from(signatureOf(secret, sent.payload), 'utf8');
  const given = Buffer.from(sent.signature.toLowerCase(), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw bnError.badSignature();
}

/** Refuses a request sent too long ago (outside its recvWindow) or from the future (over a second ahead). */
export function checkTimestamp(sent: SentParams, now: number): void {
  const timestamp = sent.values.get('timestamp');
  if (timestamp === undefined || timestamp === '') throw bnError.mandatory('timestamp');
  if (!/^\d{1,16}$/.test(timestamp)) throw bnError.illegalChars('timestamp', '^[0-9]{1,16}$');
  const recv = sent.values.get('recvWindow');
  let window = DEFAULT_RECV_WINDOW;
  if (recv !== undefined) {
    if (!/^\d{1,6}$/.test(recv)) throw bnError.illegalChars('recvWindow', '^[0-9]{1,6}$');
    window = Number(recv);
    if (window > MAX_RECV_WINDOW || window === 0) throw bnError.badRecvWindow();
  }
  const t = Number(timestamp);
  if (t > now + AHEAD_MS) throw bnError.timestampAhead();
  if (now - t > window) throw bnError.timestampOutside();
}
