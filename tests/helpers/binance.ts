// The Binance-compatible API (issue 39) through supertest: API keys made in the security centre,
// and calls signed as Binance clients sign them (HMAC-SHA256 of the query string then the body).
import { expect } from 'vitest';
import { signatureOf } from '../../server/modules/binance/signing.ts';
import type { TestApp } from './app.ts';
import { SECURITY_PASSWORD } from './funds.ts';
import { credit, spotTrader } from './spot.ts';

/** A key as created: its public value and the secret answered once. */
export interface TestKey {
  id: number;
  apiKey: string;
  secret: string;
  mode: 'real' | 'demo';
}

type Caller = { post: (url: string, body?: object) => PromiseLike<{ body: { code: number; data: unknown } }> };

/** Creates a key with the user's calls `a` (a real one with the test security password unless given). */
export async function createKey(
  a: Caller,
  body: {
    label?: string;
    permissions?: string[];
    mode?: 'real' | 'demo';
    ipAllowList?: string[];
    securityPassword?: string;
    twoFactorCode?: string;
  } = {},
): Promise<TestKey> {
  const mode = body.mode ?? 'demo';
  const res = await a.post('/api/user/api-keys', {
    label: 'bot',
    permissions: ['read', 'spot'],
    ...(mode === 'real' ? { securityPassword: SECURITY_PASSWORD } : {}),
    ...body,
    mode,
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  const data = res.body.data as TestKey;
  return { id: data.id, apiKey: data.apiKey, secret: data.secret, mode };
}

export interface SignedOptions {
  /** Parameters in an application/x-www-form-urlencoded body instead of the query string (as CCXT sends a POST). */
  inBody?: boolean;
  /** The timestamp sent (default: the app's clock now). */
  timestamp?: number;
  recvWindow?: number;
  /** The client's address (the test app trusts X-Forwarded-For). */
  ip?: string;
  /** Sign with this secret instead of the key's. */
  secret?: string;
  /** The base: the key's wallet's by default. */
  base?: string;
}

const baseOf = (mode: 'real' | 'demo') => (mode === 'demo' ? '/demo/api/v3' : '/api/v3');

/** A signed call of `path` (below the base, e.g. '/account') with `params`, as a Binance client makes it. */
export function signed(
  t: TestApp,
  key: TestKey,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  params: Record<string, string> = {},
  o: SignedOptions = {},
) {
  const all: Record<string, string> = { ...params, timestamp: String(o.timestamp ?? t.clock.now()) };
  if (o.recvWindow !== undefined) all.recvWindow = String(o.recvWindow);
  const payload = new URLSearchParams(all).toString();
  const signature = signatureOf(o.secret ?? key.secret, payload);
  const url = `${o.base ?? baseOf(key.mode)}${path}`;
  const verb = method === 'GET' ? 'get' : method === 'POST' ? 'post' : 'delete';
  let r = o.inBody
    ? t.api[verb](url).set('Content-Type', 'application/x-www-form-urlencoded').send(`${payload}&signature=${signature}`)
    : t.api[verb](`${url}?${payload}&signature=${signature}`);
  r = r.set('X-MBX-APIKEY', key.apiKey);
  if (o.ip) r = r.set('X-Forwarded-For', o.ip);
  return r;
}

/** A market-data call (no key) of `path` below the base. */
export function publicCall(t: TestApp, path: string, params: Record<string, string> = {}, mode: 'real' | 'demo' = 'real') {
  const q = new URLSearchParams(params).toString();
  return t.api.get(`${baseOf(mode)}${path}${q ? `?${q}` : ''}`);
}

/** A USER_STREAM call (the key alone, no signature) of `url` (a full path, e.g. /api/v3/userDataStream), as Binance clients send it. */
export function keyOnly(t: TestApp, key: TestKey, method: 'POST' | 'PUT' | 'DELETE', url: string, params: Record<string, string> = {}) {
  const q = new URLSearchParams(params).toString();
  const verb = method === 'POST' ? 'post' : method === 'PUT' ? 'put' : 'delete';
  return t.api[verb](`${url}${q ? `?${q}` : ''}`).set('X-MBX-APIKEY', key.apiKey);
}

/** The WebSocket API's `userDataStream.subscribe.signature` request of `key`, signed over its sorted parameters. */
export function subscribeSignature(t: TestApp, key: TestKey, id: string | number, o: { secret?: string; timestamp?: number } = {}) {
  const params = { apiKey: key.apiKey, timestamp: o.timestamp ?? t.clock.now() };
  const payload = `apiKey=${params.apiKey}&timestamp=${params.timestamp}`;
  return {
    id,
    method: 'userDataStream.subscribe.signature',
    params: { ...params, signature: signatureOf(o.secret ?? key.secret, payload) },
  };
}

/** A stream sink for UserStreams.attach that keeps what it was sent (parsed) and how it was closed. */
export function recordingSink() {
  const events: Record<string, unknown>[] = [];
  const sink = {
    events,
    closed: undefined as { code: number; reason: string } | undefined,
    send: (payload: string) => events.push(JSON.parse(payload)),
    close(code: number, reason: string) {
      sink.closed = { code, reason };
    },
  };
  return sink;
}

type Method = 'GET' | 'POST' | 'DELETE';

/** A spot LIMIT (GTC) buy's parameters on BTCUSDT, as POST /api/v3/order takes them. */
export const limitBuy = (price: number | string, quantity: string, more: Record<string, string> = {}) => ({
  symbol: 'BTCUSDT',
  side: 'BUY',
  type: 'LIMIT',
  timeInForce: 'GTC',
  quantity,
  price: `${price}`,
  ...more,
});

/** A user with coins in `mode`'s wallet and a key of that wallet (spot trading unless told), with signed calls. */
export async function keyTrader(t: TestApp, mode: 'real' | 'demo', coins: Record<string, bigint> = {}, permissions = ['read', 'spot']) {
  const u = await spotTrader(t);
  // (the demo wallet's grant first, so the coins credited are on top of it)
  if (mode === 'demo') t.app.services.demo.ensure(u.userId);
  for (const [currency, units] of Object.entries(coins)) credit(t, u.userId, currency, units, mode);
  if (mode === 'real') {
    const set = await u.a.post('/api/security-password', { password: SECURITY_PASSWORD, confirmPassword: SECURITY_PASSWORD });
    expect(set.body.code).toBe(0);
  }
  const key = await createKey(u.a, { mode, permissions, label: `bot ${u.userId}` });
  const call = (method: Method, path: string, params: Record<string, string> = {}, o: SignedOptions = {}) =>
    signed(t, key, method, path, params, { inBody: method === 'POST', ...o });
  /** A call answered 200, its body. */
  const ok = async (method: Method, path: string, params: Record<string, string> = {}) => {
    const res = await call(method, path, params);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  return { ...u, key, call, ok, available: (currency: string) => u.balance(currency, mode) };
}

/** What a kline stream's `k` says of the same candle's row of /klines (open: x false). */
export function klineOfRow(row: unknown[], symbol: string, interval: string) {
  const [t, o, h, l, c, v, T, q, n, V, Q] = row;
  return { t, T, s: symbol, i: interval, f: -1, L: -1, o, c, h, l, v, n, x: false, q, V, Q, B: '0' };
}

/** A 24-hour ticker stream event's figures, as /ticker/24hr's answer `r` gives them. */
export function tickerOfRest(r: Record<string, unknown>) {
  return {
    p: r.priceChange,
    P: r.priceChangePercent,
    w: r.weightedAvgPrice,
    c: r.lastPrice,
    o: r.openPrice,
    h: r.highPrice,
    l: r.lowPrice,
    v: r.volume,
    q: r.quoteVolume,
    O: r.openTime,
    C: r.closeTime,
    F: r.firstId,
    L: r.lastId,
    n: r.count,
  };
}
