// Route defaults (issue 13.4): routes declare only what is theirs; every documented API route
// still gets the error envelope among its responses and refuses query parameters it does not
// declare (server/plugins/route-defaults.ts withRouteDefaults).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERRORS } from '../../shared/errors.ts';
import { APP_KEY, createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// (the Binance-compatible API answers Binance's shape: tests/integration/binance)
const apiRoutes = () => t.app.routeCatalogue.filter((r) => r.url.startsWith('/api/') && r.schema && !r.schema.hide && !r.binance);

it('gives every API route a querystring schema and the error envelope for 4xx and 5xx', () => {
  const routes = apiRoutes();
  expect(routes.length).toBeGreaterThan(60);
  const missing = routes.filter((r) => {
    const response = (r.schema as { response?: Record<string, unknown> }).response ?? {};
    return !r.schema?.querystring || !response['4xx'] || !response['5xx'];
  });
  expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
});

it('documents the envelope and the appKey parameter on a route that declares neither', async () => {
  const doc = (await t.api.get('/api/docs/json')).body;
  const notices = doc.paths['/api/notice'].get;
  expect(Object.keys(notices.responses)).toEqual(expect.arrayContaining(['200', '4XX', '5XX']));
  expect(notices.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toContain('query:appKey');
});

it('refuses an undeclared query parameter with a localized 400 and accepts appKey', async () => {
  const refused = await t.api.get('/api/notice?bogus=1').set('AppKey', APP_KEY).set('Accept-Language', 'de-DE');
  expect(refused.status).toBe(400);
  expect(refused.body.code).toBe(ERRORS.VALIDATION_FAILED.code);
  expect(refused.body.msg).not.toMatch(/bogus=1|undefined/);
  const accepted = await t.api.get(`/api/notice?appKey=${APP_KEY}`);
  expect(accepted.status).toBe(200);
});
