// Fuzz of every route in the OpenAPI document (issue 11): truncated and mis-bounded multipart
// bodies, truncated JSON, over-long path parameters and query strings, logged in and out.
// Every answer is below 500 and keeps the { code, msg, data } envelope — including what Node's
// own HTTP parser refuses before Fastify (an oversized query string), checked over a socket.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { APP_KEY, createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let token: string;
let routes: { method: string; path: string }[];
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerAndLogin(t)).token;
  const doc = (await t.api.get('/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => ({ method: m.toUpperCase(), path })));
});
afterAll(() => t.close());

/** The route's path with every parameter replaced by `value`. */
const withParams = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

const PNG_START = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const part = (boundary: string) =>
  Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG_START,
  ]);

type Variant = { name: string; url: string; headers: Record<string, string>; payload?: Buffer | string };

function variants(method: string, path: string): Variant[] {
  const base = withParams(path, '1');
  const out: Variant[] = [
    { name: 'path parameter of 400 characters', url: withParams(path, '9'.repeat(400)), headers: {} },
    { name: 'path parameter of 5,000 characters', url: withParams(path, 'a'.repeat(5000)), headers: {} },
    { name: 'query string of 8 KB', url: `${base}?appKey=${APP_KEY}&${'x'.repeat(8000)}=1`, headers: {} },
    { name: 'long query value', url: `${base}?symbol=${'%41'.repeat(3000)}`, headers: {} },
  ];
  if (method === 'POST' || method === 'PUT' || method === 'DELETE') {
    out.push(
      { name: 'truncated multipart body', url: base, headers: { 'content-type': 'multipart/form-data; boundary=XyZ' }, payload: part('XyZ') },
      {
        name: 'multipart boundary mismatch',
        url: base,
        headers: { 'content-type': 'multipart/form-data; boundary=Other' },
        payload: Buffer.concat([part('XyZ'), Buffer.from('\r\n--XyZ--\r\n')]),
      },
      { name: 'multipart without a boundary', url: base, headers: { 'content-type': 'multipart/form-data' }, payload: part('XyZ') },
      { name: 'truncated JSON', url: base, headers: { 'content-type': 'application/json' }, payload: '{"amount": "1' },
    );
  }
  return out;
}

function expectEnvelope(label: string, status: number, body: string) {
  expect(status, `${label}: ${body.slice(0, 200)}`).toBeLessThan(500);
  let parsed: { code?: unknown; msg?: unknown; data?: unknown };
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new Error(`${label}: not JSON: ${body.slice(0, 200)}`);
  }
  expect(typeof parsed.code, label).toBe('number');
  expect(typeof parsed.msg, label).toBe('string');
  expect('data' in parsed, label).toBe(true);
}

describe.each([
  ['logged out', () => ({ AppKey: APP_KEY })],
  ['logged in', () => ({ AppKey: APP_KEY, Authorization: token })],
])('every route, %s', (_who, headers) => {
  it('answers malformed requests below 500 and in the envelope', async () => {
    expect(routes.length).toBeGreaterThan(40);
    let sent = 0;
    for (const { method, path } of routes) {
      if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
      for (const v of variants(method, path)) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: v.url,
          headers: { ...headers(), ...v.headers },
          ...(v.payload !== undefined ? { payload: v.payload } : {}),
        });
        expectEnvelope(`${method} ${path} (${v.name})`, res.statusCode, res.body);
        sent++;
      }
    }
    expect(sent).toBeGreaterThan(300);
  });
});

describe('amounts beyond what is stored', () => {
  it('a 20- or 21-digit amount is refused as too large, in the envelope', async () => {
    // (a fresh session: the fuzz above may have logged the other one out)
    const token = (await registerAndLogin(t)).token;
    for (const amount of ['12345678901234567890', '123456789012345678901', '99999999999999999999.99']) {
      for (const [url, body] of [
        ['/api/exchange', { from: 'USDT', to: 'BTC', amount }],
        ['/api/exchange', { from: 'BTC', to: 'USDT', amount }],
        ['/api/recharge', { channel: 'crypto', currency: 'USDT', chain: 'TRC20', amount, proofUploadId: 1 }],
      ] as const) {
        const res = await t.app.inject({ method: 'POST', url, headers: { AppKey: APP_KEY, Authorization: token }, payload: body });
        expectEnvelope(`${url} ${amount}`, res.statusCode, res.body);
        expect(JSON.parse(res.body).code, `${url} ${amount}`).toBe(4006);
      }
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

describe("what Node refuses before Fastify", () => {
  it('an oversized query string, header or request line is answered in the envelope', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const cases = [
      `GET /api/config?identify=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\nAppKey: ${APP_KEY}\r\n\r\n`,
      `GET /api/config?identify=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      `GET /api/product/list HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
      'GET /api/config HTTP/1.1\r\nHost: x\r\nBad Header Without Colon\r\n\r\n',
    ];
    for (const head of cases) {
      const raw = await rawRequest(port, head);
      const [statusLine = '', rest = ''] = [raw.slice(0, raw.indexOf('\r\n')), raw.slice(raw.indexOf('\r\n\r\n') + 4)];
      const status = Number(statusLine.split(' ')[1]);
      expect(status, statusLine).toBeGreaterThanOrEqual(400);
      expectEnvelope(head.slice(0, 40), status, rest);
      expect(raw).toMatch(/cache-control: no-store/i);
    }
  });
});
