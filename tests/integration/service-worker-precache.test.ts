// What the built service worker precaches (decision 052): the shell of both customer
// interfaces, so either opens offline. The browser shows it once, on a phone
// (tests/browser/pwa.test.ts, mobile journey: the worker installs, takes control, and offline
// the shell opens from its cache); the list below is what makes the desktop shell open the
// same way: every customer script and style is in it, the desktop layouts among them.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import { CLIENT_DIST } from '../../server/app.ts';
import { clientBuilt } from '../helpers/client.ts';

beforeAll(() => clientBuilt());

/** The URLs the generated worker precaches (its precacheAndRoute list). */
function precached(): string[] {
  const sw = fs.readFileSync(path.join(CLIENT_DIST, 'sw.js'), 'utf8');
  return [...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1] as string);
}

it('the worker precaches the page, the icons and every customer script and style, the desktop and mobile layouts among them', () => {
  const urls = precached();
  expect(urls).toContain('index.html');
  expect(urls).toContain('icons/icon-192.png');
  // the scripts and styles index.html loads
  const html = fs.readFileSync(path.join(CLIENT_DIST, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  expect(entry.length).toBeGreaterThan(0);
  for (const file of entry) expect(urls).toContain(file);
  // every built script and style but the back office's, the Sentry chunk and the catalogues of
  // other locales than the fallback (cached when first used)
  const other = LOCALES.filter((l) => l !== 'en-US');
  const expected = fs
    .readdirSync(path.join(CLIENT_DIST, 'assets'))
    .filter((f) => /\.(js|css)$/.test(f))
    .filter((f) => !f.startsWith('admin-') && !f.startsWith('sentry-') && !other.some((l) => f.startsWith(`${l}-`)))
    .map((f) => `assets/${f}`);
  expect(urls.filter((u) => u.startsWith('assets/')).sort()).toEqual(expected.sort());
  for (const layout of ['pc-layout', 'pc-user-action-layout', 'pc-user-center-layout', 'wp-tab-layout', 'wp-user-layout'])
    expect(
      urls.some((u) => new RegExp(`^assets/${layout}-[\\w-]+\\.js$`).test(u)),
      layout,
    ).toBe(true);
  // no API answer, no websocket
  expect(urls.filter((u) => u.startsWith('api/') || u.startsWith('/api') || u.startsWith('ws'))).toEqual([]);
});
