// Client error reports (issue 19 point 7, decision 054): POST /api/client-errors takes a
// report from anyone (zod-validated, at most 16 KB, 30 a minute per address), scrubs tokens,
// e-mail addresses and phone numbers again, groups by kind and folded message, counts, and maps
// the stack through the build's source maps (kept out of the served folder); staff with
// errors.read list the groups (last seen first) and open one.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_KEY, appForFile } from '../helpers/app.ts';
import { TEST_TMP } from '../helpers/paths.ts';
import { staffSession } from '../helpers/staff.ts';

// A build's source maps as the client build leaves them: <dir>/assets/<chunk>.js.map. The map
// sends line 1, column 1 of index-test.js to ../../src/lib/boom.ts line 42, column 7 (as `explode`).
const MAP_DIR = path.join(TEST_TMP, `client-error-maps-${process.pid}`);
fs.mkdirSync(path.join(MAP_DIR, 'assets'), { recursive: true });
fs.writeFileSync(
  path.join(MAP_DIR, 'assets/index-test.js.map'),
  JSON.stringify({ version: 3, file: 'index-test.js', sources: ['../../src/lib/boom.ts'], names: ['explode'], mappings: 'AAyCMA' }),
);

const env = appForFile({ env: { CLIENT_SOURCEMAP_DIR: MAP_DIR } });

let ipCounter = 0;
/** Each test reports from an address of its own (the limit counts per address). */
const nextIp = () => `198.51.100.${++ipCounter}`;

function report(body: unknown, ip: string) {
  return env.t.api
    .post('/api/client-errors')
    .set('AppKey', APP_KEY)
    .set('X-Forwarded-For', ip)
    .set('User-Agent', 'TestBrowser/1.0')
    .send(body as object);
}

const groups = () => env.t.app.ctx.sqlite.prepare('SELECT * FROM "ClientErrorGroup" ORDER BY id').all() as Record<string, unknown>[];

async function staffGet(url: string, role: Parameters<typeof staffSession>[1] = 'admin') {
  const token = await staffSession(env.t, role);
  return env.t.api.get(url).set('AppKey', APP_KEY).set('Authorization', token);
}

describe('POST /api/client-errors', () => {
  it('refuses malformed reports with a 400 and stores nothing', async () => {
    const ip = nextIp();
    const before = groups().length;
    for (const bad of [
      {},
      { kind: 'error' },
      { kind: 'panic', message: 'x' },
      { kind: 'error', message: '   ' },
      { kind: 'error', message: 'x'.repeat(1001) },
      { kind: 'error', message: 'x', stack: 'y'.repeat(10_001) },
      { kind: 'error', message: 'x', extra: true },
      { kind: 'request', message: 'x', request: { method: 'GET', path: 'https://evil.example/api/x', status: 500 } },
      { kind: 'request', message: 'x', request: { method: 'GET', path: '/api/x?token=abc', status: 500 } },
      { kind: 'request', message: 'x', request: { method: 'GET', path: '/api/x', status: 600 } },
      { kind: 'error', message: 'x', release: '../../etc/passwd' },
    ]) {
      const res = await report(bad, ip);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.code).toBe(1000);
      expect(res.body.msg).toBeTruthy();
    }
    expect(groups().length).toBe(before);
  });

  it('refuses a body over 16 KB with a 413', async () => {
    const res = await report({ kind: 'error', message: 'big', stack: 'z'.repeat(20_000) }, nextIp());
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(1004);
  });

  it('takes 30 reports a minute from one address, then answers 429 with Retry-After until the minute is over', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) expect((await report({ kind: 'error', message: `flood ${i}` }, ip)).status).toBe(200);
    const over = await report({ kind: 'error', message: 'flood 31' }, ip);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe(1003);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // another address is not held up
    expect((await report({ kind: 'error', message: 'flood other' }, nextIp())).status).toBe(200);
    env.t.clock.advance(60_000);
    expect((await report({ kind: 'error', message: 'flood 32' }, ip)).status).toBe(200);
  });

  it('keeps no token, e-mail address or phone number of the report', async () => {
    const res = await report(
      {
        kind: 'error',
        message: 'Login failed for ann.lee@example.com (+44 20 7946 0958) with Bearer abcdefghijklmnopqrstuvwxyz',
        stack:
          'Error: Authorization: eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlX2hlcmU\n    at x (http://host/assets/a.js?token=s3cr3t:1:2)',
        route: '/pc/user/login?redirect=%2Fpc&email=bob@example.com&token=s3cr3t',
      },
      nextIp(),
    );
    expect(res.status).toBe(200);
    const stored = JSON.stringify(groups().at(-1));
    for (const secret of ['ann.lee', 'example.com', '7946', 'abcdefghijklmnop', 'eyJ', 's3cr3t', 'bob@'])
      expect(stored).not.toContain(secret);
    expect(stored).toContain('[email]');
    expect(stored).toContain('[phone]');
    expect(stored).toContain('token=[redacted]');
    // and no user is tied to it: the table has no column for one, and the request's token is not read
    expect(Object.keys(groups()[0] ?? {})).not.toContain('userId');
  });

  it('groups reports by kind and folded message, counting them with first and last seen', async () => {
    const ip = nextIp();
    const first = env.t.clock.now();
    await report({ kind: 'unhandledrejection', message: 'Order 12 not found' }, ip);
    env.t.clock.advance(5_000);
    await report({ kind: 'unhandledrejection', message: 'Order 13 not found' }, ip);
    env.t.clock.advance(5_000);
    await report({ kind: 'unhandledrejection', message: 'Order 14 not found' }, ip);
    // another kind with the same text is another group
    await report({ kind: 'error', message: 'Order 15 not found' }, ip);
    // failed requests group by method, path and status
    const failed = (status: number) => ({
      kind: 'request',
      message: `GET /api/products ${status}`,
      request: { method: 'GET', path: '/api/products', status },
    });
    await report(failed(503), ip);
    await report(failed(503), ip);
    await report(failed(0), ip);
    const rows = groups().filter((g) => /Order|products/.test(String(g.message) + String(g.request)));
    expect(rows.map((g) => [g.kind, g.count])).toEqual([
      ['unhandledrejection', 3],
      ['error', 1],
      ['request', 2],
      ['request', 1],
    ]);
    expect(Number(rows[0]?.firstSeen)).toBe(first);
    expect(Number(rows[0]?.lastSeen)).toBe(first + 10_000);
    expect(rows[0]?.message).toBe('Order 14 not found');
    expect(rows[2]?.request).toBe('GET /api/products 503');
  });

  it("maps a stack's frames in the build's chunks through their source maps; other frames stay as they are", async () => {
    const stack = [
      'TypeError: boom',
      '    at explode (http://127.0.0.1:3000/assets/index-test.js:1:1)',
      '    at http://127.0.0.1:3000/assets/unknown-chunk.js:1:1',
      'explode@http://127.0.0.1:3000/assets/index-test.js:1:1',
    ].join('\n');
    expect((await report({ kind: 'error', message: 'TypeError: boom', stack }, nextIp())).status).toBe(200);
    const row = groups().find((g) => g.message === 'TypeError: boom');
    expect(row?.mappedStack).toBe(
      [
        'TypeError: boom',
        '    at explode (client/src/lib/boom.ts:42:7)',
        '    at http://127.0.0.1:3000/assets/unknown-chunk.js:1:1',
        '    at explode (client/src/lib/boom.ts:42:7)',
      ].join('\n'),
    );
    expect(row?.stack).toBe(stack);
  });

  it('serves no source map to the public', async () => {
    const res = await env.t.api.get('/assets/index-test.js.map');
    expect(res.status).toBe(404);
  });
});

describe('the back office list and detail (errors.read)', () => {
  it('lists the groups last seen first with counts, and opens one with its mapped stack', async () => {
    const ip = nextIp();
    env.t.clock.advance(60_000);
    await report(
      {
        kind: 'chunk',
        message: 'Failed to fetch dynamically imported module',
        stack: 'ChunkLoadError\n    at explode (http://x/assets/index-test.js:1:1)',
        route: '/pc/home',
      },
      ip,
    );
    await report({ kind: 'chunk', message: 'Failed to fetch dynamically imported module', route: '/wp/home' }, ip);
    const list = await staffGet('/api/admin/client-errors?pageSize=5');
    expect(list.status).toBe(200);
    expect(list.body.data.pageSize).toBe(5);
    const top = list.body.data.items[0];
    expect(top).toMatchObject({ kind: 'chunk', message: 'Failed to fetch dynamically imported module', count: 2 });
    expect(Object.keys(top).sort()).toEqual(['count', 'firstSeen', 'id', 'kind', 'lastSeen', 'message']);
    expect(new Date(top.lastSeen).getTime()).toBe(env.t.clock.now());
    const detail = await staffGet(`/api/admin/client-errors/${top.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: top.id, count: 2, route: '/wp/home', userAgent: 'TestBrowser/1.0' });
    expect(detail.body.data).not.toHaveProperty('fingerprint');
    // the latest report had no stack: the group shows the latest report as it came
    expect(detail.body.data.stack).toBe('');
    // support staff may read them too
    expect((await staffGet('/api/admin/client-errors', 'support')).status).toBe(200);
  });

  it('is for staff with errors.read only: customers and visitors get 401, other roles 403; a missing group 404', async () => {
    expect((await env.t.api.get('/api/admin/client-errors').set('AppKey', APP_KEY)).status).toBe(401);
    expect((await staffGet('/api/admin/client-errors', 'content')).status).toBe(403);
    expect((await staffGet('/api/admin/client-errors/1', 'finance')).status).toBe(403);
    expect((await staffGet('/api/admin/client-errors/999999')).status).toBe(404);
    expect((await staffGet('/api/admin/client-errors?page=0')).status).toBe(400);
  });
});
