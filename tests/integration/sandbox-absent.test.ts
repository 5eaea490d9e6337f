// Outside sandbox mode (issue 41, decision 097) the sandbox does not exist: no /api/sandbox route
// is in the route inventory, any such path is answered exactly as an unknown one (token or not),
// /api/config says sandbox: false, the API document knows no sandbox, and the database records
// itself normal and refuses to be served as a sandbox. On both stores.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_KEY, createTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_TMP } from '../helpers/paths.ts';
import { recordedMode, SANDBOX_ENV, startOn, withToken } from '../helpers/sandbox.ts';
import { TEST_STORE } from '../helpers/store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The control API's paths, today's and those the later points add. */
const SANDBOX_PATHS = [
  '/api/sandbox',
  '/api/sandbox/',
  '/api/sandbox/clock/advance',
  '/api/sandbox/clock/set',
  '/api/sandbox/market/BTC%2FUSDT/script',
  '/api/sandbox/market/BTCUSDT/script',
  '/api/sandbox/market/scripts',
  '/api/sandbox/snapshots',
  '/api/sandbox/snapshots/1/restore',
  '/api/sandbox/reset',
  '/api/sandbox/fixtures',
];

describe('a normal server has no sandbox', () => {
  it('its route inventory holds no /api/sandbox route, and it built no sandbox service', () => {
    const routes = t.app.routeCatalogue.map((r) => `${r.method} ${r.url}`);
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => /\/sandbox/i.test(r))).toEqual([]);
    expect(t.app.services.sandbox).toBeNull();
  });

  it('every /api/sandbox path is answered as an unknown route, with the token or without, with an AppKey or without', async () => {
    const answer = async (method: string, url: string, headers: Record<string, string>) => {
      const res = await t.app.inject({ method: method as 'GET', url, headers, ...(method === 'GET' ? {} : { payload: {} }) });
      return { status: res.statusCode, body: res.json() };
    };
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const variants: Record<string, string>[] = [{ AppKey: APP_KEY }, { AppKey: APP_KEY, ...withToken() }, withToken(), {}];
      for (const headers of variants) {
        const unknown = await answer(method, '/api/no-such-route', headers);
        expect(unknown.status).toBeGreaterThanOrEqual(403);
        for (const url of SANDBOX_PATHS) {
          expect(await answer(method, url, headers), `${method} ${url} ${Object.keys(headers).join('+')}`).toEqual(unknown);
        }
      }
    }
    // (with an AppKey that is the 404 of an unknown route)
    expect((await answer('GET', '/api/sandbox', { AppKey: APP_KEY })).body).toMatchObject({ code: 404, data: null });
  });

  it('/api/config says sandbox: false', async () => {
    const res = await t.api.get('/api/config?identify=isClose').set('AppKey', APP_KEY);
    expect(res.body.data).toEqual({ identify: 'isClose', configValue: 'N', sandbox: false });
  });

  it('the API document names no sandbox route, scheme or tag', async () => {
    const doc = (await t.api.get('/api/docs/json')).body;
    expect(Object.keys(doc.paths).filter((p) => p.includes('sandbox'))).toEqual([]);
    expect(Object.keys(doc.components.securitySchemes)).not.toContain('SandboxToken');
    expect(doc.tags.map((tag: { name: string }) => tag.name)).not.toContain('sandbox');
  });
});

describe("the database's mode record", () => {
  // (the refused starts write nothing there: they stop at the database)
  const dataDir = path.join(TEST_TMP, `sandbox-absent-${process.pid}`);
  it('is normal from the first start on, and a restart in the same mode starts', async () => {
    expect(recordedMode(t.app)).toBe('normal');
    await t.restart();
    expect(recordedMode(t.app)).toBe('normal');
    expect((await t.api.get('/api/health')).body.data).toEqual({ status: 'ok' });
  });

  it('a database recorded as a sandbox is refused a normal start (naming both modes), and this one is refused a sandbox start', async () => {
    const db = t.app.ctx.sqlite;
    db.prepare(`UPDATE "DeploymentMode" SET mode = 'sandbox' WHERE id = 1`).run();
    try {
      await expect(startOn(t.databaseUrl, {}, dataDir)).rejects.toThrow(
        /created in sandbox mode and the server was started in normal mode \(without SANDBOX\): refused/,
      );
    } finally {
      db.prepare(`UPDATE "DeploymentMode" SET mode = 'normal' WHERE id = 1`).run();
    }
    // a sandbox is refused on PostgreSQL by its configuration, and on this SQLite file by its record
    await expect(startOn(t.databaseUrl, SANDBOX_ENV, dataDir)).rejects.toThrow(
      TEST_STORE === 'postgres' ? /SANDBOX=true runs on SQLite only/ : /created in normal mode and the server was started in sandbox mode/,
    );
    expect(recordedMode(t.app)).toBe('normal');
  });
});
