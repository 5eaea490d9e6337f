// Initial JavaScript of the home route: loads /#/pc/home (desktop) and /#/wp/home (mobile)
// in headless chromium against the built client and sums the gzipped size of every script
// the page fetched until the network went idle. Target (issue 3): at most 200 KB gzipped.
//   npm run bench:client-size
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildClient, clientIsStale } from '../client-build.ts';
import { createTestApp } from '../../tests/helpers/app.ts';
import { CHROMIUM, VIEWPORTS } from '../../tests/helpers/browser.ts';
import { createTemplateDatabase } from '../../tests/helpers/template.ts';

const LIMIT_KB = 200;

if (clientIsStale()) buildClient();
await createTemplateDatabase();
const t = await createTestApp();
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
});
const rows = [];
try {
  for (const [route, viewport, mobile] of [
    ['/#/pc/home', VIEWPORTS.desktop, false],
    ['/#/wp/home', VIEWPORTS.mobile, true],
  ] as const) {
    const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile });
    const page = await context.newPage();
    const scripts = new Map<string, Buffer>();
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script' && res.ok()) {
        scripts.set(res.url(), await res.body().catch(() => Buffer.alloc(0)));
      }
    });
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    let raw = 0;
    let gz = 0;
    for (const body of scripts.values()) {
      raw += body.length;
      gz += gzipSync(body, { level: 9 }).length;
    }
    rows.push({
      route,
      scripts: scripts.size,
      'raw KB': +(raw / 1024).toFixed(1),
      'gzip KB': +(gz / 1024).toFixed(1),
      [`within ${LIMIT_KB} KB`]: gz / 1024 <= LIMIT_KB,
    });
    await context.close();
  }
  console.table(rows);
} finally {
  await browser.close();
  await t.close();
}
