// Response headers (issue 11): no caching of API answers, a Permissions-Policy, HSTS and
// upgrade-insecure-requests only over https, a CSP that names its own origin and the
// configured customer-service origins instead of wildcards, and API documentation that says
// who may call each route — checked against what the route really does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { APP_KEY, createTestApp, type TestApp } from '../helpers/app.ts';
import { staffToken } from '../helpers/funds.ts';

let t: TestApp;
let user: string;
beforeAll(async () => {
  t = await createTestApp();
  // customer-service pages on other sites, before the server starts: an absolute and a
  // protocol-relative address, and one of a disabled entry (which the CSP must not allow)
  // (the seed has only our own chat: the external entries are added here)
  const add = t.app.ctx.sqlite.prepare(
    `INSERT INTO "CustomerService" (name, customerLogo, customerUrl, isEnable) VALUES ('external', 'customer/chat.svg', ?, ?)`,
  );
  add.run('https://chat.example.com/room?x=1', 'Y');
  add.run('//help.example.org/chat', 'Y');
  add.run('https://disabled.example', 'N');
  await t.restart();
  user = (await registerAndLogin(t)).token;
});
afterAll(() => t.close());

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

describe('caching', () => {
  it('authenticated and other API answers are not stored; public images may be cached', async () => {
    const info = await t.api.get('/api/user/info').set('AppKey', APP_KEY).set('Authorization', user);
    expect(info.body.code).toBe(0);
    expect(info.headers['cache-control']).toBe('no-store');
    expect((await t.api.get('/api/config?identify=logo').set('AppKey', APP_KEY)).headers['cache-control']).toBe('no-store');
    const error = await t.api.get('/api/wallet/assets').set('AppKey', APP_KEY);
    expect(error.body.code).toBe(-99);
    expect(error.headers['cache-control']).toBe('no-store');
    expect((await t.api.get('/api/image/logo/logo.svg')).headers['cache-control']).toMatch(/public/);
  });
});

describe('transport and browser features', () => {
  it('over plain http: no HSTS and no upgrade of every script to https (a LAN address stays usable)', async () => {
    for (const url of ['/', '/api/config?identify=logo']) {
      const res = await t.api.get(url).set('AppKey', APP_KEY);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(res.headers['content-security-policy'], url).not.toMatch(/upgrade-insecure-requests/);
      expect(res.headers['permissions-policy'], url).toMatch(/camera=\(\)/);
      expect(res.headers['permissions-policy'], url).toMatch(/geolocation=\(\)/);
    }
  });

  it('an over-long path parameter answers 414 in the envelope with the usual headers, also where no hook runs', async () => {
    const long = '9'.repeat(400);
    // GET: the client's static wildcard catches the address; POST: the router answers itself
    // (Fastify's frameworkErrors, before any hook)
    for (const [label, res] of [
      ['GET', await t.api.get(`/api/notice/detail/${long}`).set('AppKey', APP_KEY).set('Accept-Language', 'de-DE')],
      ['POST', await t.api.post(`/api/admin/deposits/${long}/approve`).set('AppKey', APP_KEY).set('Accept-Language', 'de-DE')],
    ] as const) {
      expect(res.status, label).toBe(414);
      expect(res.body, label).toEqual({ code: 1010, msg: 'Die Adresse ist zu lang', data: null });
      expect(res.headers['cache-control'], label).toBe('no-store');
      expect(res.headers['x-content-type-options'], label).toBe('nosniff');
      expect(res.headers['permissions-policy'], label).toMatch(/camera=\(\)/);
      expect(res.headers['content-security-policy'], label).toMatch(/default-src 'self'/);
      expect(res.headers['strict-transport-security'], label).toBeUndefined();
    }
  });

  it('the Permissions-Policy names only features browsers know (no retired interest-cohort)', async () => {
    const policy = (await t.api.get('/')).headers['permissions-policy'] as string;
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
    expect(policy).not.toMatch(/interest-cohort/);
  });

  it('over https (behind a proxy that says so): HSTS and upgrade-insecure-requests', async () => {
    const res = await t.api.get('/').set('X-Forwarded-Proto', 'https');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/);
  });

  it('the CSP allows its own origin and the enabled customer-service origins, no wildcard', async () => {
    const csp = directives((await t.api.get('/')).headers['content-security-policy'] as string);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    // (a host without a scheme: CSP matches it in the page's own scheme, as the address does)
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://chat.example.com', 'help.example.org']);
    for (const [, values] of csp) {
      for (const v of values) expect(['ws:', 'wss:', 'https:', 'http:', '*']).not.toContain(v);
    }
  });
});

describe('API documentation', () => {
  it('says who may call each route, and each documented GET route behaves so', async () => {
    const staff = await staffToken(t);
    const doc = (await t.api.get('/api/docs/json')).body as {
      paths: Record<
        string,
        Record<string, { description?: string; security?: Record<string, string[]>[]; parameters?: { required?: boolean }[] }>
      >;
    };
    const checked = { public: 0, user: 0, staff: 0 };
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
      for (const [method, op] of Object.entries(methods)) {
        expect(op.description, `${method} ${path}`).toMatch(/^Access: /);
        expect(op.security, `${method} ${path}`).toBeDefined();
        // (validation answers before the session check: call only what needs no parameter)
        if (method !== 'get' || path.includes('{') || op.parameters?.some((p) => p.required)) continue;
        const noToken = (await t.api.get(path).set('AppKey', APP_KEY)).body.code;
        if (/^Access: public/.test(op.description as string)) {
          expect(noToken, `${path} documented public`).not.toBe(-99);
          checked.public++;
        } else if (/^Access: logged-in user/.test(op.description as string)) {
          expect(noToken, `${path} documented for users`).toBe(-99);
          expect(op.security?.every((s) => 'Authorization' in s)).toBe(true);
          checked.user++;
        } else if (/^Access: staff/.test(op.description as string)) {
          expect(noToken, `${path} documented for staff`).toBe(-99);
          expect((await t.api.get(path).set('AppKey', APP_KEY).set('Authorization', user)).body.code, `${path} as a user`).toBe(1006);
          expect((await t.api.get(path).set('AppKey', APP_KEY).set('Authorization', staff)).body.code, `${path} as staff`).not.toBe(1006);
          checked.staff++;
        }
      }
    }
    expect(checked.public).toBeGreaterThan(5);
    expect(checked.user).toBeGreaterThan(5);
    expect(checked.staff).toBeGreaterThan(0);
  });
});
