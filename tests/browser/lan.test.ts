// The app over the local network (issues 11.7 and 12.2): served on all interfaces and opened
// at a non-loopback address of this machine over plain http, as a phone on the same Wi-Fi
// would. Scripts and styles must load as http (no upgrade-insecure-requests, no HSTS), the
// page render and the live quotes arrive over the websocket, on both interfaces.
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { type BrowserEnv, expectAccessible, openPage, screenshot, startBrowserEnv } from '../helpers/browser.ts';

/** An IPv4 address of this machine that is not loopback. */
function lanAddress(): string {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  throw new Error('this machine has no non-loopback IPv4 address');
}

let env: BrowserEnv;
beforeAll(async () => {
  const ip = lanAddress();
  env = await startBrowserEnv({ host: ip, baseHost: ip });
});
afterAll(() => env.close());

describe.each([
  ['desktop', '/pc/market'],
  ['mobile', '/wp/quotes/list'],
] as const)('%s over the LAN address', (viewport, route) => {
  it('loads every script and stylesheet over http and shows live quotes', async () => {
    expect(new URL(env.base).hostname).not.toMatch(/^(127\.|localhost)/);
    // the mobile quotes need a login (spec section 6)
    const tp = await openPage(env, viewport, { session: await registerAndLogin(env.t) });
    try {
      const failed: string[] = [];
      tp.page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
      const main = await tp.page.goto(`${env.base}/#${route}`, { waitUntil: 'load' });
      // every request of the page answered (or failed) and painted
      await tp.settled();
      expect(main?.headers()['strict-transport-security']).toBeUndefined();
      await tp.page.getByTestId('quote-row-BTC/USDT').waitFor({ timeout: 15_000 });
      const scripts = await tp.page.evaluate(() =>
        [...document.querySelectorAll('script[src], link[rel="stylesheet"]')].map(
          (e) => (e as HTMLScriptElement).src || (e as HTMLLinkElement).href,
        ),
      );
      expect(scripts.length).toBeGreaterThan(0);
      for (const src of scripts) expect(src).toMatch(/^http:\/\//);
      // the next tick's price arrives over the websocket
      const price = tp.page.getByTestId('quote-price-BTC/USDT');
      const before = await price.innerText();
      await env.advance(1000);
      await tp.page.waitForFunction((b) => document.querySelector('[data-testid="quote-price-BTC/USDT"]')?.textContent !== b, before, {
        timeout: 5000,
      });
      await screenshot(tp.page, `${viewport}-lan`);
      await expectAccessible(tp.page, `${viewport}-lan`);
      expect(failed).toEqual([]);
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  });
});
