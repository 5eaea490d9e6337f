// What the browser receives for the home route: loads /#/pc/home (desktop) and /#/wp/home
// (mobile) in headless chromium from the platform's own server (buildApp, as npm start serves
// it: precompressed brotli/gzip) and counts the requests (scripts, and all of them) and sums the
// transferred body bytes (encoded, as on the wire) of every script and stylesheet fetched until
// the network went idle, beside their decoded size. Target (issues 3, 12 and 44): at most 200 KB
// of transferred JavaScript and at most 25 script requests on the home at each viewport.
// The landing page (/#/landing) and, as what the chunking must not make heavier, a trading
// and a funds page of each interface (logged in) are measured beside them (not at smoke size).
// Every request of the page must load (HTTP 2xx/3xx, no network failure, no page error), else
// the run stops with an error exit.
//   npm run bench:client-size
import os from 'node:os';
import { VIEWPORTS } from '../../tests/helpers/browser.ts';
import { reportFigures } from './lib/figures.ts';
import { SMOKE } from './lib/scale.ts';
import { servedClient } from './lib/served-client.ts';

const LIMIT_KB = 200;
const LIMIT_SCRIPTS = 25;

/** Route, viewport, logged in, and what shows that the screen is there (its lazy chunks loaded). */
const PAGES = [
  ['/#/pc/home', 'desktop', false, '[data-testid="pc-home"]'],
  ['/#/wp/home', 'mobile', false, '[data-testid="wp-home"]'],
  ['/#/landing', 'desktop', false, '[data-testid="landing-markets"] [data-price]'],
  ['/#/landing', 'mobile', false, '[data-testid="landing-markets"] [data-price]'],
  ...(SMOKE
    ? []
    : ([
        ['/#/pc/trade/fast', 'desktop', true, '[data-testid="pc-trade"]'],
        ['/#/pc/handle/recharge', 'desktop', true, '[data-testid="recharge-tab-offline"]'],
        ['/#/wp/trade', 'mobile', true, '[data-testid="wp-trade"]'],
        ['/#/wp/recharge', 'mobile', true, '[data-testid="recharge-tab-offline"]'],
      ] as const)),
] as const;

const { base, browser, signIn, close } = await servedClient();
const rows = [];
const figures: { viewport: string; scripts: number; js: number }[] = [];
try {
  for (const [route, viewportName, loggedIn, shown] of PAGES) {
    const mobile = viewportName === 'mobile';
    const context = await browser.newContext({ viewport: VIEWPORTS[viewportName], isMobile: mobile, hasTouch: mobile });
    if (loggedIn) await signIn(context);
    const page = await context.newPage();
    const sizes: Promise<{ type: string; transfer: number; decoded: number } | undefined>[] = [];
    const failures: string[] = [];
    let requests = 0;
    page.on('request', () => {
      requests++;
    });
    page.on('requestfailed', (req) => failures.push(`${req.url()}: ${req.failure()?.errorText}`));
    page.on('response', (res) => {
      if (res.status() >= 400) failures.push(`${res.url()}: HTTP ${res.status()}`);
    });
    page.on('pageerror', (err) => failures.push(`page error: ${err.message}`));
    page.on('requestfinished', (req) => {
      const type = req.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      sizes.push(
        Promise.all([req.sizes(), req.response()])
          .then(async ([s, res]) => ({
            type,
            transfer: s.responseBodySize,
            decoded: (await res?.body().catch(() => Buffer.alloc(0)))?.length ?? 0,
          }))
          .catch(() => undefined), // (a request finished after the count, its page closed meanwhile)
      );
    });
    // (network idle alone comes too early on a loaded machine: the entry is still being parsed)
    await page.goto(`${base}${route}`);
    await page.waitForSelector(shown, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const all = (await Promise.all(sizes)).filter((x) => x !== undefined);
    if (failures.length) throw new Error(`${route} did not load cleanly:\n${failures.slice(0, 10).join('\n')}`);
    const scripts = all.filter((x) => x.type === 'script').length;
    if (!scripts) throw new Error(`${route} loaded no script`);
    const sum = (type: string, key: 'transfer' | 'decoded') => all.filter((x) => x.type === type).reduce((a, x) => a + x[key], 0) / 1024;
    const js = sum('script', 'transfer');
    if (/^\/#\/(pc|wp)\/home$/.test(route)) figures.push({ viewport: viewportName, scripts, js: +js.toFixed(1) });
    rows.push({
      route: `${route} (${viewportName}${loggedIn ? ', logged in' : ''})`,
      scripts,
      requests,
      'JS KB transferred': +js.toFixed(1),
      'JS KB decoded': +sum('script', 'decoded').toFixed(1),
      'CSS KB transferred': +sum('stylesheet', 'transfer').toFixed(1),
      'CSS KB decoded': +sum('stylesheet', 'decoded').toFixed(1),
      [`within ${LIMIT_KB} KB and ${LIMIT_SCRIPTS} scripts`]: js <= LIMIT_KB && scripts <= LIMIT_SCRIPTS,
    });
    await context.close();
  }
  console.log(
    `load average (1 min): ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores (the sizes and counts do not depend on it)`,
  );
  console.table(rows);
  // the homes' figures for bench:speed (issue 44)
  reportFigures(
    'client-size',
    figures.flatMap((f) => [
      { figure: `${f.viewport} home: scripts`, value: f.scripts },
      { figure: `${f.viewport} home: JS KB transferred`, value: f.js },
    ]),
  );
} finally {
  await close();
}
