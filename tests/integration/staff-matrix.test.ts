// Least privilege on the server (issue 14 point 1, decision 027): walks the route table, so
// every route added under /api/admin is covered as it appears. Each must declare who may call
// it; each role is refused (403) exactly where its role lacks the permission and let past the
// guard everywhere else (a 400 for the harmless empty body, or a 404 for the id that names
// nothing, count as past); a customer's token is refused on every one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../server/app.ts';
import { PERMISSIONS, roleMay, STAFF_ROLES, type StaffAccess } from '../../shared/staff.ts';
import { registerAndLogin } from '../helpers/accounts.ts';
import { APP_KEY, createTestApp, type TestApp } from '../helpers/app.ts';
import { staffSession } from '../helpers/staff.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOGIN_STEPS = ['POST /api/admin/auth/login', 'POST /api/admin/auth/enrol'];
const key = (r: RouteEntry) => `${r.method} ${r.url}`;

/** The back-office routes, logging out last (it ends the session the walk uses). */
function adminRoutes(): RouteEntry[] {
  const routes = t.app.routeCatalogue.filter((r) => r.url.startsWith('/api/admin/') || r.url === '/api/admin');
  const last = (r: RouteEntry) => (r.url === '/api/admin/auth/logout' ? 1 : 0);
  return [...routes].sort((a, b) => last(a) - last(b));
}

/** A call that changes nothing: ids that name nothing, an empty body. */
function call(r: RouteEntry, token: string) {
  const url = r.url.replace(/:[A-Za-z]+/g, '999999').replace('*', 'nothing.png');
  const req = t.api[r.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](url).set('AppKey', APP_KEY).set('Authorization', token);
  return r.method === 'GET' || r.method === 'DELETE' ? req : req.send({});
}

describe('the route table', () => {
  it('has back-office routes, each declaring a known permission; only the login steps are public', () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(15);
    const known = new Set<string>([...PERMISSIONS, 'signed-in', 'public']);
    expect(routes.filter((r) => !r.permission || !known.has(r.permission)).map(key), 'routes without a (known) permission').toEqual([]);
    expect(routes.filter((r) => r.permission === 'public').map(key)).toEqual(LOGIN_STEPS);
  });
});

describe.each(STAFF_ROLES)('role %s', (role) => {
  it('is refused exactly where it lacks the permission', async () => {
    const token = await staffSession(t, role);
    const wrong: string[] = [];
    for (const r of adminRoutes()) {
      const access = r.permission as StaffAccess;
      if (access === 'public') continue;
      const allowed = access === 'signed-in' || roleMay(role, access);
      const res = await call(r, token);
      const refused = res.status === 403 && res.body.code === 1006;
      const passed = res.status !== 401 && res.status !== 403 && res.status < 500;
      if (allowed ? !passed : !refused) wrong.push(`${key(r)} [${access}] → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('a customer', () => {
  it('is refused (403) on every back-office route but the login steps', async () => {
    const user = await registerAndLogin(t);
    const wrong: string[] = [];
    for (const r of adminRoutes()) {
      if (r.permission === 'public') continue;
      const res = await call(r, user.token);
      if (res.status !== 403 || res.body.code !== 1006) wrong.push(`${key(r)} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
    // and their session is untouched
    expect((await t.api.get('/api/user/info').set('AppKey', APP_KEY).set('Authorization', user.token)).body.code).toBe(0);
  });
});
