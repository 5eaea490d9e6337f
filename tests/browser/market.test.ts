// Quotes and charts as a person sees them: the next market tick moves the prices on screen
// within 3 s; the K-line chart draws candles and redraws when the period changes; on desktop
// and mobile. The market ticks when the test moves the server's clock.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { browserEnvForFile, openPage, type Session, screenshot, type TestPage, type ViewportName } from '../helpers/browser.ts';

const env = browserEnvForFile();
let session: Session;
beforeAll(async () => {
  session = await registerAndLogin(env().t);
});

const page = (viewport: ViewportName): Promise<TestPage> => openPage(env(), viewport, { session });

const prices = (p: Page) =>
  p.$$eval('[data-testid^="quote-price-"]', (els) => els.map((e) => `${e.getAttribute('data-testid')}=${e.textContent}`).join('|'));

/** Distinct colours drawn on the chart's canvases, and a fingerprint of their pixels. */
const chartPixels = (p: Page) =>
  p.$$eval('[data-testid="kline-chart"] canvas', (canvases) => {
    const colours = new Set<number>();
    let hash = 0;
    for (const c of canvases as HTMLCanvasElement[]) {
      const ctx = c.getContext('2d');
      if (!ctx || c.width === 0 || c.height === 0) continue;
      const data = ctx.getImageData(0, 0, c.width, c.height).data;
      for (let i = 0; i < data.length; i += 16) {
        const v = ((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0);
        colours.add(v);
        hash = (hash * 31 + v) | 0;
      }
    }
    return { colours: colours.size, hash };
  });

describe.each([
  ['desktop', '/pc/market', '/pc/market/detail'],
  ['mobile', '/wp/quotes/list', '/wp/quotes/detail'],
] as const)('%s', (viewport, listPath, detailPath) => {
  it('the quotes list shows prices that change within 3 s of a tick', async () => {
    const tp = await page(viewport);
    try {
      await tp.go(`${listPath}`);
      await tp.page.getByTestId('quote-row-BTC/USDT').waitFor();
      const rows = await tp.page.locator('[data-testid^="quote-row-"]').count();
      expect(rows).toBeGreaterThanOrEqual(viewport === 'desktop' ? 20 : 10);
      const before = await prices(tp.page);
      const start = Date.now();
      await env().advance(1000);
      await tp.page.waitForFunction(
        (b) =>
          [...document.querySelectorAll('[data-testid^="quote-price-"]')]
            .map((e) => `${e.getAttribute('data-testid')}=${e.textContent}`)
            .join('|') !== b,
        before,
        { timeout: 3000 },
      );
      expect(Date.now() - start).toBeLessThanOrEqual(3000);
      await screenshot(tp.page, `${viewport}-quotes`);
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  });

  it('the chart renders candles and switches periods', async () => {
    const tp = await page(viewport);
    try {
      const btc = env().t.app.market.product('BTC/USDT');
      await tp.go(`${detailPath}?id=${btc?.id}&period=1m`);
      await tp.page.getByTestId('kline-chart').waitFor();
      // drawn: candles in several colours
      await expect.poll(async () => (await chartPixels(tp.page)).colours, { timeout: 10_000 }).toBeGreaterThan(4);
      const oneMinute = await chartPixels(tp.page);
      expect(oneMinute.colours, 'candles drawn in several colours').toBeGreaterThan(4);
      await screenshot(tp.page, `${viewport}-chart-1m`);
      for (const period of ['1d', '1Y', 'timeshare', '15m']) {
        const candlesLoaded =
          period === 'timeshare'
            ? null
            : tp.page.waitForResponse((r) => r.url().includes('/api/product/candles') && r.url().includes(`period=${period}`));
        await tp.page.getByTestId(`period-${period}`).click();
        await candlesLoaded;
        await tp.page.waitForFunction(
          (p) => document.querySelector('[data-testid="kline-chart"]')?.getAttribute('data-period') === p,
          period,
        );
        // redrawn: candles whose pixels differ from the 1-minute chart's (the market is still,
        // so only the period can have changed them)
        let drawn = await chartPixels(tp.page);
        await expect
          .poll(
            async () => {
              drawn = await chartPixels(tp.page);
              return drawn.colours > 3 && drawn.hash !== oneMinute.hash;
            },
            { timeout: 10_000 },
          )
          .toBe(true);
        expect(drawn.colours, period).toBeGreaterThan(3);
        expect(drawn.hash, `${period} redrew the chart`).not.toBe(oneMinute.hash);
        if (period === '1d' || period === 'timeshare') await screenshot(tp.page, `${viewport}-chart-${period}`);
      }
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  });
});
