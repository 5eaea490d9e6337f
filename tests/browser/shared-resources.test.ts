// Shared server resources are read once and kept under one cache entry (client/src/lib/api):
// the product list and the wallet assets that the market and assets screens loaded are what
// the fast-trading screen shows at once, before its own refresh returns. Checked by holding
// the refresh: with a separate cache entry per screen, the fast screen waits on the held
// request (a loader, a dash for the balance).
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserEnvForFile, expectAccessible, fundedPage, screenshot, type ViewportName } from '../helpers/browser.ts';
import { expectLedgerReconciles } from '../helpers/funds.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

const SHARED = /\/api\/(product\/list|wallet\/assets)(\?|$)/;

/** Holds every request to the shared resources until `release`. */
async function holdShared(page: Page) {
  const held: Route[] = [];
  const handler = (route: Route) => void held.push(route);
  await page.route(SHARED, handler);
  return {
    async release() {
      // a held request the page has cancelled since (a query's abort signal) is already handled
      await Promise.all(held.map((r) => r.continue().catch(() => undefined)));
      await page.unroute(SHARED, handler);
    },
  };
}

const ROUTES: Record<ViewportName, { property: string; quotes: string; fast: string }> = {
  desktop: { property: '/pc/userCenter/property', quotes: '/pc/market', fast: '/pc/trade/fast' },
  mobile: { property: '/wp/property', quotes: '/wp/quotes/list', fast: '/wp/trade' },
};

describe.each(['desktop', 'mobile'] as const)('%s', (viewport) => {
  it('the fast screen shows the products and the real balance the other screens loaded, without waiting', async () => {
    const e = env();
    const { tp } = await fundedPage(e, viewport, '750');
    try {
      const { page } = tp;
      const routes = ROUTES[viewport];
      await page.goto(`${e.base}/#${routes.property}`);
      await page.getByTestId('asset-row-USDT').first().waitFor();
      // within the app (no reload): the cache is kept
      await page.evaluate((r) => {
        location.hash = r;
      }, routes.quotes);
      await page.locator('[data-testid^="quote-row-"]').first().waitFor();
      const shared = await holdShared(page);
      try {
        await page.evaluate((r) => {
          location.hash = r;
        }, routes.fast);
        await page.getByTestId('fast-up').waitFor({ timeout: 10_000 });
        await page.getByTestId('fast-mode-real').click();
        await page.waitForFunction(() => document.querySelector('[data-testid="fast-balance"]')?.getAttribute('data-value') !== '', null, {
          timeout: 10_000,
        });
        expect(await page.getByTestId('fast-balance').getAttribute('data-value')).toBe('750.000000');
        expect(await page.getByTestId('fast-balance').innerText()).toMatch(/^750\.00\s+USDT$/);
        await screenshot(page, `${viewport}-fast-from-shared-cache`);
        await expectAccessible(page, `${viewport}-fast-from-shared-cache`);
      } finally {
        await shared.release();
      }
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  }, 90_000);
});
