// What the browser receives for the home route: loads /#/pc/home (desktop) and /#/wp/home
// (mobile) in headless chromium from the platform's own server (buildApp, as npm start serves
// it: precompressed brotli/gzip) and sums the transferred body bytes (encoded, as on the wire)
// of every script and stylesheet fetched until the network went idle, beside their decoded
// size. Target (issues 3 and 12): at most 200 KB of transferred JavaScript.
// Every request of the page must load (HTTP 2xx/3xx, no network failure, no page error), else the run stops.
//   npm run bench:client-size
import { servedClient } from './lib/served-client.ts';
import { VIEWPORTS } from '../../tests/helpers/browser.ts';

const LIMIT_KB = 200;

const { base, browser, close } = await servedClient();
const rows = [];
try {
  for (const [route, viewport, mobile] of [
    ['/#/pc/home', VIEWPORTS.desktop, false],
    ['/#/wp/home', VIEWPORTS.mobile, true],
  ] as const) {
    const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile });
    const page = await context.newPage();
    const sizes: Promise<{ type: string; transfer: number; decoded: number }>[] = [];
    const failures: string[] = [];
    page.on('requestfailed', (req) => failures.push(`${req.url()}: ${req.failure()?.errorText}`));
    page.on('response', (res) => {
      if (res.status() >= 400) failures.push(`${res.url()}: HTTP ${res.status()}`);
    });
    page.on('pageerror', (err) => failures.push(`page error: ${err.message}`));
    page.on('requestfinished', (req) => {
      const type = req.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      sizes.push(
        Promise.all([req.sizes(), req.response()]).then(async ([s, res]) => ({
          type,
          transfer: s.responseBodySize,
          decoded: (await res?.body().catch(() => Buffer.alloc(0)))?.length ?? 0,
        })),
      );
    });
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const all = await Promise.all(sizes);
    if (failures.length) throw new Error(`${route} did not load cleanly:\n${failures.slice(0, 10).join('\n')}`);
    if (!all.some((x) => x.type === 'script')) throw new Error(`${route} loaded no script`);
    const sum = (type: string, key: 'transfer' | 'decoded') => all.filter((x) => x.type === type).reduce((a, x) => a + x[key], 0) / 1024;
    const js = sum('script', 'transfer');
    rows.push({
      route,
      scripts: all.filter((x) => x.type === 'script').length,
      'JS KB transferred': +js.toFixed(1),
      'JS KB decoded': +sum('script', 'decoded').toFixed(1),
      'CSS KB transferred': +sum('stylesheet', 'transfer').toFixed(1),
      'CSS KB decoded': +sum('stylesheet', 'decoded').toFixed(1),
      [`JS within ${LIMIT_KB} KB`]: js <= LIMIT_KB,
    });
    await context.close();
  }
  console.table(rows);
} finally {
  await close();
}
