// Fuzz of every route in the OpenAPI document (issue 11): truncated, mis-bounded and
// over-long-boundary multipart bodies, truncated and empty JSON, over-long or badly encoded path
// parameters and over-long query strings — logged out, as a user and as staff. Every answer is
// below 500 and keeps the { code, msg, data } envelope, including what Node's own HTTP parser
// refuses before Fastify (an oversized query string or header), checked over a socket.
//
// Each route is called with valid required query parameters (from its documented schema) so
// that the malformed part, not a missing parameter, is what the server meets; the sessions are
// checked after every route, so the logged-in passes really are logged in (logout is renewed).
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, registerAndLogin } from '../helpers/accounts.ts';
import { APP_KEY, createTestApp, type TestApp } from '../helpers/app.ts';
import { staffToken } from '../helpers/funds.ts';
import { clientErrorResponse } from '../../server/plugins/contract.ts';

interface Param {
  in: string;
  name: string;
  required?: boolean;
  schema?: { enum?: string[]; pattern?: string; minLength?: number; maxLength?: number };
}
interface Route {
  method: string;
  path: string;
  /** The route's required query parameters with valid values ('' when it has none). */
  query: string;
}

let t: TestApp;
let routes: Route[];
const sessions = { user: '', staff: '' };
let renew: { user: () => Promise<string>; staff: () => Promise<string> };
beforeAll(async () => {
  t = await createTestApp();
  const user = await registerAndLogin(t);
  renew = { user: async () => (await login(t, user.account, user.password)).token, staff: () => staffToken(t) };
  sessions.user = user.token;
  sessions.staff = await renew.staff();
  const doc = (await t.api.get('/api/docs/json')).body as { paths: Record<string, Record<string, { parameters?: Param[] }>> };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, query: requiredQuery(op.parameters ?? []) })),
  );
});
afterAll(() => t.close());

/** A value the parameter's schema accepts: its first enum value, or a sample matching its pattern. */
function sampleValue(p: Param): string {
  const s = p.schema ?? {};
  if (s.enum?.length) return s.enum[0] as string;
  const fits = (v: string) =>
    (!s.pattern || new RegExp(s.pattern).test(v)) && v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? 1e9);
  return ['1', 'USDT', 'BTC/USDT', 'fuzz@example.com', 'logo'].find(fits) ?? 'x';
}
function requiredQuery(params: Param[]): string {
  return params
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(sampleValue(p))}`)
    .join('&');
}

/** The route's path with every parameter replaced by `value`. */
const withParams = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

const PNG_START = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const part = (boundary: string) =>
  Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG_START,
  ]);
const LONG_BOUNDARY = 'B'.repeat(300);
const multipart = (boundary: string) => ({ 'content-type': `multipart/form-data; boundary=${boundary}` });

type Variant = { name: string; url: string; headers: Record<string, string>; payload?: Buffer | string };

function variants({ method, path, query }: Route): Variant[] {
  // a valid id that names nothing, so a handler the fuzz reaches changes nothing
  const base = withParams(path, '999999');
  const q = (extra: string) => `?${[query, extra].filter(Boolean).join('&')}`;
  const out: Variant[] = [
    { name: 'query string of 8 KB', url: `${base}${q(`appKey=${APP_KEY}&${'x'.repeat(8000)}=1`)}`, headers: {} },
    { name: 'long query value', url: `${base}${q(`symbol=${'%41'.repeat(3000)}`)}`, headers: {} },
  ];
  if (path.includes('{')) {
    out.push(
      { name: 'path parameter of 400 characters', url: withParams(path, '9'.repeat(400)) + q(''), headers: {} },
      { name: 'path parameter of 5,000 characters', url: withParams(path, 'a'.repeat(5000)) + q(''), headers: {} },
      { name: 'badly encoded path parameter', url: withParams(path, '%E0%A4%A') + q(''), headers: {} },
    );
  }
  if (method !== 'GET') {
    const url = base + q('');
    out.push(
      { name: 'truncated multipart body', url, headers: multipart('XyZ'), payload: part('XyZ') },
      {
        name: 'multipart boundary mismatch',
        url,
        headers: multipart('Other'),
        payload: Buffer.concat([part('XyZ'), Buffer.from('\r\n--XyZ--\r\n')]),
      },
      { name: 'multipart without a boundary', url, headers: { 'content-type': 'multipart/form-data' }, payload: part('XyZ') },
      {
        name: 'multipart boundary of 300 characters',
        url,
        headers: multipart(LONG_BOUNDARY),
        payload: Buffer.concat([part(LONG_BOUNDARY), Buffer.from(`\r\n--${LONG_BOUNDARY}--\r\n`)]),
      },
      { name: 'multipart cut in a part header', url, headers: multipart('XyZ'), payload: '--XyZ\r\nContent-Disposition: form-da' },
      { name: 'truncated JSON', url, headers: { 'content-type': 'application/json' }, payload: '{"amount": "1' },
      { name: 'empty JSON', url, headers: { 'content-type': 'application/json' }, payload: '' },
    );
  }
  return out;
}

/** The Binance-compatible API (issues 39, 40) answers Binance's shape: { code (negative), msg }, or its data. */
const isBinance = (path: string) => /^\/(demo\/)?(api\/v3|sapi|fapi)\//.test(path);

function expectEnvelope(label: string, status: number, body: string, binance = false) {
  expect(status, `${label}: ${body.slice(0, 200)}`).toBeLessThan(500);
  let parsed: { code?: unknown; msg?: unknown; data?: unknown };
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new Error(`${label}: not JSON: ${body.slice(0, 200)}`);
  }
  if (binance && status < 400) return { code: 0, msg: '', data: parsed };
  expect(typeof parsed.code, label).toBe('number');
  expect(typeof parsed.msg, label).toBe('string');
  expect((parsed.msg as string).length, label).toBeGreaterThan(3);
  if (binance) {
    expect(parsed.code as number, label).toBeLessThan(0);
    return parsed as { code: number; msg: string; data: unknown };
  }
  expect('data' in parsed, label).toBe(true);
  return parsed as { code: number; msg: string; data: unknown };
}

/** Whether a customer's (or a staff member's) session still opens its own side of the API. */
const sessionAlive = async (who: 'user' | 'staff', token: string) =>
  JSON.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: who === 'user' ? '/api/user/info' : '/api/admin/auth/me',
        headers: { AppKey: APP_KEY, Authorization: token },
      })
    ).body,
  ).code === 0;
/** The one route whose call may end each session. */
const LOGOUT = { user: 'POST /api/logout', staff: 'POST /api/admin/auth/logout' } as const;

describe.each([['logged out'], ['user'], ['staff']] as const)('every route, %s', (who) => {
  it('answers malformed requests below 500 and in the envelope', async () => {
    expect(routes.length).toBeGreaterThan(40);
    let sent = 0;
    const ended: string[] = [];
    const codes = new Map<string, Set<number>>();
    for (const route of routes) {
      const { method, path } = route;
      // (the futures API's Binance paths too: /fapi/v1…)
      if (!/^\/(api|fapi)\//.test(path) || path.startsWith('/api/docs')) continue;
      for (const v of variants(route)) {
        const headers: Record<string, string> = { AppKey: APP_KEY, ...v.headers };
        if (who !== 'logged out') headers.Authorization = sessions[who];
        const res = await t.app.inject({
          method: method as 'GET',
          url: v.url,
          headers,
          ...(v.payload !== undefined ? { payload: v.payload } : {}),
        });
        const { code } = expectEnvelope(`${who}: ${method} ${path} (${v.name})`, res.statusCode, res.body, isBinance(path));
        if (!codes.has(v.name)) codes.set(v.name, new Set());
        codes.get(v.name)?.add(code);
        sent++;
      }
      // a variant that ended the session (logout) is allowed; the next route gets a new one
      if (who !== 'logged out' && !(await sessionAlive(who, sessions[who]))) {
        ended.push(`${method} ${path}`);
        sessions[who] = await renew[who]();
      }
    }
    expect(sent).toBeGreaterThan(350);
    expect(ended, 'only logging out ends the session').toEqual(who === 'logged out' ? [] : [LOGOUT[who]]);
    if (who === 'user') {
      // the upload's multipart parser was reached (not refused earlier) and refused the body
      expect([...(codes.get('truncated multipart body') ?? [])]).toContain(1009);
      expect([...(codes.get('multipart boundary of 300 characters') ?? [])]).toContain(1009);
    }
    // too long (or, for the image store's wildcard, refused by its schema), never "not found"
    for (const name of ['path parameter of 400 characters', 'path parameter of 5,000 characters']) {
      expect(
        [...(codes.get(name) ?? [])].filter((c) => c !== 1010 && c !== 1000),
        name,
      ).toEqual([]);
    }
    expect([...(codes.get('truncated JSON') ?? [])]).toContain(1013);
  });
});

describe('amounts beyond what is stored', () => {
  it('a 20-, 21- or 40-digit amount is refused as too large, in the envelope', async () => {
    const token = sessions.user;
    for (const amount of ['12345678901234567890', '123456789012345678901', '99999999999999999999.99', '9'.repeat(40)]) {
      for (const [method, url, body] of [
        ['POST', '/api/exchange/quote', { from: 'USDT', to: 'BTC', amount }],
        ['POST', '/api/exchange/quote', { from: 'BTC', to: 'USDT', amount }],
        ['GET', `/api/exchange/rate?from=BTC&to=USDT&amount=${amount}`, undefined],
        ['POST', '/api/recharge', { channel: 'crypto', currency: 'USDT', chain: 'TRC20', amount, proofUploadId: 1 }],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: { AppKey: APP_KEY, Authorization: token },
          ...(body ? { payload: body } : {}),
        });
        expect(expectEnvelope(`${url} ${amount}`, res.statusCode, res.body).code, `${url} ${amount}`).toBe(4006);
      }
    }
  });

  it('an amount whose exchange would arrive as more than is stored is refused in the preview as in the quote', async () => {
    // 10^10 BTC is within what is stored, its price in USDT is not
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: method === 'GET' ? '/api/exchange/rate?from=BTC&to=USDT&amount=10000000000' : '/api/exchange/quote',
        headers: { AppKey: APP_KEY, Authorization: sessions.user },
        ...(method === 'POST' ? { payload: { from: 'BTC', to: 'USDT', amount: '10000000000' } } : {}),
      });
      expect(expectEnvelope(method, res.statusCode, res.body).code, method).toBe(4006);
    }
  });
});

/** A raw HTTP/1.1 request over a socket: what Node's parser sees before Fastify does. */
function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      data += chunk;
    });
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
  });
}

describe('what Node refuses before Fastify', () => {
  it('a request that does not arrive in time (slowloris) is answered 408 in the envelope', () => {
    // (Node's headersTimeout is checked every 30 s: the answer is checked, not the wait)
    const raw = clientErrorResponse(Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }));
    expect(raw).toMatch(/^HTTP\/1\.1 408 /);
    expect(expectEnvelope('timeout', 408, raw.slice(raw.indexOf('\r\n\r\n') + 4)).code).toBe(1014);
  });

  it('an oversized query string, header or request line is answered in the envelope', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const cases: [string, number][] = [
      // Node's limit for the request line and headers together is 16 KB
      [`GET /api/config?identify=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\nAppKey: ${APP_KEY}\r\n\r\n`, 431],
      [`GET /api/config?identify=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
      [`GET /api/product/list HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`, 431],
      ['GET /api/config HTTP/1.1\r\nHost: x\r\nBad Header Without Colon\r\n\r\n', 400],
      ['NOT AN HTTP REQUEST\r\n\r\n', 400],
    ];
    for (const [head, expected] of cases) {
      const raw = await rawRequest(port, head);
      const statusLine = raw.slice(0, raw.indexOf('\r\n'));
      const status = Number(statusLine.split(' ')[1]);
      expect(status, statusLine).toBe(expected);
      expectEnvelope(head.slice(0, 40), status, raw.slice(raw.indexOf('\r\n\r\n') + 4));
      expect(raw).toMatch(/cache-control: no-store/i);
      expect(raw).toMatch(/x-content-type-options: nosniff/i);
    }
  });
});
