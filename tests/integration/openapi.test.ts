// The OpenAPI document is generated from the route schemas and lists every API route.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('/api/docs/json lists every API route with its method', async () => {
  const res = await t.api.get('/api/docs/json');
  expect(res.status).toBe(200);
  const doc = res.body as { openapi: string; paths: Record<string, Record<string, unknown>> };
  expect(doc.openapi).toMatch(/^3\./);
  const routes = t.app.routeCatalogue.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
  expect(routes.length).toBeGreaterThan(20);
  for (const r of routes) {
    // OpenAPI writes :id as {id} and the wildcard as {*}
    const path = r.url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
    expect(doc.paths[path], `${r.method} ${r.url} missing`).toBeDefined();
    expect(doc.paths[path]?.[r.method.toLowerCase()], `${r.method} ${r.url} missing`).toBeDefined();
  }
});

it('documents request bodies, responses and the error envelope from the zod schemas', async () => {
  const doc = (await t.api.get('/api/docs/json')).body;
  const login = doc.paths['/api/login'].post;
  expect(JSON.stringify(login.requestBody)).toContain('#/components/schemas/LoginBodyInput');
  expect(JSON.stringify(doc.components.schemas.LoginBodyInput)).toContain('password');
  expect(login.responses['200']).toBeDefined();
  expect(JSON.stringify(login.responses)).toContain('ErrorEnvelope');
  expect(doc.components.schemas.UserInfo).toBeDefined();
  const config = doc.paths['/api/config'].get;
  expect(config.parameters.some((p: { name: string; in: string }) => p.name === 'identify' && p.in === 'query')).toBe(true);
});

it('/api/docs is a browsable page', async () => {
  const res = await t.api.get('/api/docs').redirects(2);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.text).toMatch(/swagger/i);
});

it("documents each route's 200 answer as the envelope around its data (issue 13.4: routes declare only the data)", async () => {
  const doc = (await t.api.get('/api/docs/json')).body;
  const ok = doc.paths['/api/wallet/assets'].get.responses['200'].content['application/json'].schema;
  expect(Object.keys(ok.properties)).toEqual(['code', 'msg', 'data']);
  expect(ok.required).toEqual(['code', 'msg', 'data']);
  expect(ok.properties.data.$ref).toBe('#/components/schemas/Assets');
});
