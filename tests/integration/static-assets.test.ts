// The built client as the browser receives it (issue 12.3): hashed assets compressed (brotli or
// gzip, as accepted) and cached for good; index.html and the service worker revalidated.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CLIENT_DIST } from '../../server/app.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { clientBuilt } from '../helpers/client.ts';

let t: TestApp;
let script: string;
beforeAll(async () => {
  // (the server lists the client's files when it starts)
  await clientBuilt();
  t = await createTestApp();
  const html = fs.readFileSync(path.join(CLIENT_DIST, 'index.html'), 'utf8');
  script = (/src="\.?\/?(assets\/[^"]+\.js)"/.exec(html) as RegExpExecArray)[1] as string;
});
afterAll(() => t.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

it('a hashed script comes compressed as the browser accepts, cached as immutable', async () => {
  const raw = fs.readFileSync(path.join(CLIENT_DIST, script));
  const br = await get(`/${script}`, 'gzip, deflate, br');
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
  expect(br.rawPayload.length).toBeLessThan(raw.length / 2);
  const gz = await get(`/${script}`, 'gzip');
  expect(gz.headers['content-encoding']).toBe('gzip');
  const plain = await get(`/${script}`);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.rawPayload.equals(raw)).toBe(true);
});

it('index.html and the service worker are revalidated; an unknown asset is a 404', async () => {
  for (const url of ['/', '/index.html', '/sw.js']) {
    const res = await get(url, 'br');
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['cache-control'], url).toBe('no-cache');
  }
  const missing = await get('/assets/nope-12345678.js', 'br');
  expect(missing.statusCode).toBe(404);
  expect(missing.body).not.toMatch(/<html/i);
});
