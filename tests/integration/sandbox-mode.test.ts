// Sandbox mode (issue 41 point 1, decision 097), which runs on SQLite only (vitest.config.ts):
// - the control API answers only calls with the sandbox's token, needs no AppKey, and lists
//   every control route;
// - /api/config says this is a sandbox;
// - the database records the mode it was created in and refuses a start in the other, both ways.
// What a normal server shows instead (no sandbox route at all): sandbox-absent.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_API_VERSION } from '../../shared/schemas/sandbox.ts';
import { migrateDeploy } from '../../server/db/migrate.ts';
import { APP_KEY, createTestApp, START_TIME, TEST_MARKET_SEED, type TestApp } from '../helpers/app.ts';
import { TEMPLATE_DB, TEST_TMP } from '../helpers/paths.ts';
import { recordedMode, SANDBOX_ENV, SANDBOX_TOKEN, startOn, withToken } from '../helpers/sandbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: SANDBOX_ENV });
});
afterAll(() => t.close());

/** Every control route of the app's route inventory. */
const controlRoutes = () => t.app.routeCatalogue.filter((r) => r.url === '/api/sandbox' || r.url.startsWith('/api/sandbox/'));

/** A valid call per control route (the later points add theirs: the coverage check below fails otherwise). */
const SAMPLES: Record<string, { body?: Record<string, unknown> }> = {
  'GET /api/sandbox': {},
  'GET /api/sandbox/magic': {},
  'POST /api/sandbox/fixtures': { body: { balances: [{ currency: 'USDT', real: '100' }] } },
  'POST /api/sandbox/snapshots': {},
  'GET /api/sandbox/snapshots': {},
  'POST /api/sandbox/snapshots/:id/restore': {},
  'POST /api/sandbox/reset': {},
  'GET /api/sandbox/clock': {},
  'POST /api/sandbox/clock/advance': { body: { seconds: 1 } },
  'POST /api/sandbox/clock/set': { body: { running: false } },
  'PUT /api/sandbox/market/:symbol/script': { body: { kind: 'preset', preset: 'flat' } },
  'DELETE /api/sandbox/market/:symbol/script': {},
  'GET /api/sandbox/market/scripts': {},
};

/** A control route's sample request, its path parameters filled in. */
function call(method: string, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: method as 'GET', url: url.replace(/:\w+/g, '1'), headers, payload: SAMPLES[`${method} ${url}`]?.body });
}

describe('the control API', () => {
  it("GET /api/sandbox answers the sandbox's state to a call with the token, without an AppKey", async () => {
    const res = await t.api.get('/api/sandbox').set(withToken());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 0,
      msg: 'Success',
      data: {
        mode: 'sandbox',
        version: SANDBOX_API_VERSION,
        clock: { now: new Date(START_TIME).toISOString(), epochMs: START_TIME, running: true },
        market: { seed: TEST_MARKET_SEED, tickMs: 1000 },
        routes: expect.arrayContaining([
          { method: 'GET', path: '/api/sandbox', summary: expect.stringContaining("The sandbox's state") },
          { method: 'GET', path: '/api/sandbox/magic', summary: expect.stringContaining('The magic values') },
          { method: 'POST', path: '/api/sandbox/fixtures', summary: expect.stringContaining('Creates a customer') },
          { method: 'POST', path: '/api/sandbox/snapshots/:id/restore', summary: expect.stringContaining('Puts a snapshot back') },
        ]),
      },
    });
    // the platform clock, as every expiry and job reads it
    t.clock.advance(90_000);
    const later = await t.api.get('/api/sandbox').set(withToken());
    expect(later.body.data.clock).toEqual({
      now: new Date(START_TIME + 90_000).toISOString(),
      epochMs: START_TIME + 90_000,
      running: true,
    });
  });

  it('refuses a call without the token, or with another, before anything else: 401, localized', async () => {
    const missing = await t.api.get('/api/sandbox');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ code: 7100, msg: 'The sandbox control API needs the X-Sandbox-Token header', data: null });
    // an AppKey is no token
    const appKeyOnly = await t.api.get('/api/sandbox').set('AppKey', APP_KEY);
    expect(appKeyOnly.body.code).toBe(7100);
    const german = await t.api.get('/api/sandbox').set('Accept-Language', 'de-DE');
    expect(german.body.msg).toBe('Die Steuer-API der Sandbox braucht den Header X-Sandbox-Token');
    for (const wrong of [
      `${SANDBOX_TOKEN}x`,
      SANDBOX_TOKEN.slice(0, -1),
      `${SANDBOX_TOKEN.slice(0, -1)}X`,
      SANDBOX_TOKEN.toUpperCase(),
      'x',
    ]) {
      const res = await t.api.get('/api/sandbox').set(withToken(wrong));
      expect(res.status, wrong).toBe(401);
      expect(res.body, wrong).toEqual({ code: 7101, msg: "The X-Sandbox-Token header is not this sandbox's token", data: null });
    }
    const japanese = await t.api.get('/api/sandbox').set(withToken('x')).set('Accept-Language', 'ja-JP');
    expect(japanese.body.msg).toBe('X-Sandbox-Token ヘッダーがこのサンドボックスのトークンと一致しません');
    // the token is checked before the input: a malformed call without it is still a 401
    expect((await t.api.get('/api/sandbox?unexpected=1')).body.code).toBe(7100);
  });

  it('lists exactly the control routes of the route inventory, and each refuses a call without the token', async () => {
    const inventory = controlRoutes().map((r) => `${r.method} ${r.url}`);
    expect(inventory.length).toBeGreaterThan(0);
    const listed = (await t.api.get('/api/sandbox').set(withToken())).body.data.routes as { method: string; path: string }[];
    expect(listed.map((r) => `${r.method} ${r.path}`).sort()).toEqual([...inventory].sort());
    expect(
      inventory.filter((r) => !(r in SAMPLES)),
      'a new control route needs a sample here',
    ).toEqual([]);
    for (const route of controlRoutes()) {
      const label = `${route.method} ${route.url}`;
      const without = await call(route.method, route.url);
      expect([without.statusCode, without.json().code], label).toEqual([401, 7100]);
      const wrong = await call(route.method, route.url, withToken(`${SANDBOX_TOKEN}-not`));
      expect([wrong.statusCode, wrong.json().code], label).toEqual([401, 7101]);
    }
  });

  it('with the token, malformed input is a 4xx with a message, never a 500', async () => {
    for (const route of controlRoutes()) {
      const label = `${route.method} ${route.url}`;
      const sample = SAMPLES[label] ?? {};
      const malformed: { what: string; url: string; body?: unknown }[] = [
        { what: 'extra query parameter', url: `${route.url}?unexpected=1` },
        ...(sample.body
          ? [
              { what: 'empty body', url: route.url, body: {} },
              { what: 'extra field', url: route.url, body: { ...sample.body, unexpected: 1 } },
              { what: 'array body', url: route.url, body: [sample.body] },
            ]
          : []),
      ];
      for (const m of malformed) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: m.url.replace(/:\w+/g, '1'),
          headers: withToken(),
          ...(m.body === undefined ? {} : { payload: m.body as object }),
        });
        expect(res.statusCode, `${label}: ${m.what}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${label}: ${m.what}`).toBeLessThan(500);
        expect(res.json().msg, `${label}: ${m.what}`).toMatch(/\w/);
      }
    }
  });

  it('the OpenAPI document lists the control API under its token scheme, without an AppKey', async () => {
    const doc = (await t.api.get('/api/docs/json')).body;
    expect(doc.components.securitySchemes.SandboxToken).toEqual({ type: 'apiKey', in: 'header', name: 'X-Sandbox-Token' });
    expect(doc.tags.map((tag: { name: string }) => tag.name)).toContain('sandbox');
    const get = doc.paths['/api/sandbox'].get;
    expect(get.security).toEqual([{ SandboxToken: [] }]);
    expect(get.description).toMatch(/^Access: sandbox mode only/);
    expect(get.responses['200'].content['application/json'].schema.properties.data).toEqual({ $ref: '#/components/schemas/SandboxState' });
  });
});

describe('what a sandbox tells every screen', () => {
  it('/api/config says sandbox: true beside every setting', async () => {
    for (const identify of ['isClose', 'siteName', 'logo']) {
      const res = await t.api.get(`/api/config?identify=${identify}`).set('AppKey', APP_KEY);
      expect(res.body.code, identify).toBe(0);
      expect(res.body.data, identify).toMatchObject({ identify, sandbox: true });
    }
  });
});

describe("the database's mode record", () => {
  const dir = path.join(TEST_TMP, `sandbox-mode-${process.pid}`);
  let n = 0;
  /** A fresh copy of the seeded template (it records no mode: its first start does). */
  const freshDatabase = () => {
    const sub = path.join(dir, `db-${++n}`);
    fs.mkdirSync(sub, { recursive: true });
    const file = path.join(sub, 'platform.db');
    fs.copyFileSync(TEMPLATE_DB, file);
    return `file:${file}`;
  };
  beforeAll(() => fs.mkdirSync(dir, { recursive: true }));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('a database created in sandbox mode is refused a normal start, naming both modes, and starts again as a sandbox', async () => {
    const url = freshDatabase();
    const sandbox = await startOn(url, SANDBOX_ENV);
    expect(recordedMode(sandbox)).toBe('sandbox');
    await sandbox.close();
    await expect(startOn(url)).rejects.toThrow(
      /created in sandbox mode and the server was started in normal mode \(without SANDBOX\): refused.*served only in sandbox mode \(SANDBOX=true\)/,
    );
    const again = await startOn(url, SANDBOX_ENV);
    expect((await again.inject({ url: '/api/sandbox', headers: withToken() })).json().data.mode).toBe('sandbox');
    await again.close();
  });

  it('and the reverse: a database created normal is refused a sandbox start, and starts again normal', async () => {
    const url = freshDatabase();
    const normal = await startOn(url);
    expect(recordedMode(normal)).toBe('normal');
    await normal.close();
    await expect(startOn(url, SANDBOX_ENV)).rejects.toThrow(
      /created in normal mode and the server was started in sandbox mode \(SANDBOX=true\): refused.*served only in normal mode \(without SANDBOX\)/,
    );
    const again = await startOn(url);
    expect(recordedMode(again)).toBe('normal');
    expect((await again.inject({ url: '/api/sandbox', headers: withToken() })).statusCode).toBe(403); // (no AppKey: as any unknown /api path)
    await again.close();
  });

  it('the migration records a database that existed before it (its staff seeded) as normal, and leaves a new one to its first start', async () => {
    const before = '20261130013326_binance_streams_futures';
    const fresh = path.join(dir, 'fresh.db');
    await migrateDeploy(fresh, before);
    const existing = path.join(dir, 'existing.db');
    fs.copyFileSync(fresh, existing);
    const db = new Database(existing);
    db.prepare(
      `INSERT INTO "Staff" (username, displayName, passwordHash, role, createdAt) VALUES ('admin', 'Admin', 'x', 'admin', 0)`,
    ).run();
    db.close();
    for (const file of [existing, fresh]) expect(await migrateDeploy(file)).toContain('20261130021519_deployment_mode');
    const modeOf = (file: string) => {
      const d = new Database(file, { readonly: true });
      const row = d.prepare('SELECT mode, recordedAt FROM "DeploymentMode"').all() as { mode: string; recordedAt: number }[];
      d.close();
      return row;
    };
    const [existingRow] = modeOf(existing);
    expect(existingRow?.mode).toBe('normal');
    // (the database's own clock, when the migration ran)
    expect(Math.abs(Number(existingRow?.recordedAt) - Date.now())).toBeLessThan(3_600_000);
    expect(modeOf(fresh)).toEqual([]);
  });
});
