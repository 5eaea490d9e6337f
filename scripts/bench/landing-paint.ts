// First paint of the landing page (issue 19 point 6): loads /#/landing in headless chromium
// from the platform's own server (buildApp, precompressed files, as npm start serves them),
// a fresh context (cold cache, no service worker) per run, and prints first-paint and
// first-contentful-paint (the browser's paint timing), the time until the live prices are
// shown, and the machine's load average at the start, as the median and worst of RUNS runs.
//   npm run bench:landing-paint            (5 runs, desktop and mobile)
//   RUNS=10 npm run bench:landing-paint
// Each run must paint and show live prices (a missing paint entry stops the run).
import os from 'node:os';
import { VIEWPORTS } from '../../tests/helpers/browser.ts';
import { setting } from './lib/scale.ts';
import { servedClient } from './lib/served-client.ts';

const RUNS = setting('RUNS', 5, 1);

const { base, browser, close } = await servedClient();
const load = os.loadavg()[0]?.toFixed(1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const rows = [];
try {
  for (const [name, viewport, mobile] of [
    ['desktop', VIEWPORTS.desktop, false],
    ['mobile', VIEWPORTS.mobile, true],
  ] as const) {
    const fp: number[] = [];
    const fcp: number[] = [];
    const prices: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`${base}/#/landing`, { waitUntil: 'load' });
      await page.waitForSelector('[data-testid="landing-markets"] [data-price]', { timeout: 30_000 });
      const pricesAt = await page.evaluate(() => performance.now());
      const paints = await page.evaluate(() => Object.fromEntries(performance.getEntriesByType('paint').map((e) => [e.name, e.startTime])));
      const [first, contentful] = [paints['first-paint'], paints['first-contentful-paint']];
      if (first === undefined || contentful === undefined) throw new Error(`${name}: no paint timing (${JSON.stringify(paints)})`);
      fp.push(first);
      fcp.push(contentful);
      prices.push(pricesAt);
      await context.close();
    }
    rows.push({
      viewport: name,
      runs: RUNS,
      'first-paint ms (median)': Math.round(median(fp)),
      'FCP ms (median)': Math.round(median(fcp)),
      'FCP ms (worst)': Math.round(Math.max(...fcp)),
      'live prices ms (median)': Math.round(median(prices)),
    });
  }
  console.log(`load average (1 min) at start: ${load} on ${os.cpus().length} cores`);
  console.table(rows);
} finally {
  await close();
}
