// Quotes and charts as a person sees them, and the way from them to the trade page (issue 12
// point 5), one journey per viewport (issue 30): the next market tick moves the prices on screen;
// "Trade" on a market row (desktop: the markets' and the home page's tables; mobile: a row opens
// the detail page, whose Trade button opens the trade tab) and on a product detail page opens
// that product, and the order goes to it; the detail page's K-line chart draws candles and
// redraws when the period changes; the bare trade route opens the product traded last. The
// market ticks when the test moves the server's clock. What the removed tests proved is listed
// in docs/testing/browser-assertions-A.md.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { closeDialog, confirmOrder, fastOrder, fastSymbolIs, openConfirmation } from '../helpers/A-fast.ts';
import { browserEnvForFile, openPage, screenshot, type TestPage, type ViewportName } from '../helpers/browser.ts';

const env = browserEnvForFile();

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

const product = (symbol: string) => env().t.app.market.product(symbol) as { id: number };

/** The quotes list: its rows, and prices that change with the next tick. */
async function quotesMove(tp: TestPage, viewport: ViewportName) {
  await tp.page.getByTestId('quote-row-BTC/USDT').waitFor();
  expect(await tp.page.locator('[data-testid^="quote-row-"]').count()).toBeGreaterThanOrEqual(viewport === 'desktop' ? 20 : 10);
  const before = await prices(tp.page);
  await env().advance(1000);
  await tp.page.waitForFunction(
    (b) =>
      [...document.querySelectorAll('[data-testid^="quote-price-"]')]
        .map((e) => `${e.getAttribute('data-testid')}=${e.textContent}`)
        .join('|') !== b,
    before,
    { timeout: 10_000 },
  );
  await screenshot(tp.page, `${viewport}-quotes`);
}

/** The detail page's chart at 1 minute draws candles, and redraws at each other period (the market is still meanwhile). */
async function chartSwitchesPeriods(tp: TestPage, viewport: ViewportName) {
  const { page } = tp;
  await page.getByTestId('kline-chart').waitFor();
  await page.getByTestId('period-1m').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="kline-chart"]')?.getAttribute('data-period') === '1m');
  // drawn: candles in several colours
  await expect.poll(async () => (await chartPixels(page)).colours, { timeout: 10_000 }).toBeGreaterThan(4);
  const oneMinute = await chartPixels(page);
  await screenshot(page, `${viewport}-chart-1m`);
  for (const period of ['1d', '1Y', 'timeshare', '15m']) {
    const candlesLoaded =
      period === 'timeshare'
        ? null
        : page.waitForResponse((r) => r.url().includes('/api/product/candles') && r.url().includes(`period=${period}`));
    await page.getByTestId(`period-${period}`).click();
    await candlesLoaded;
    await page.waitForFunction((p) => document.querySelector('[data-testid="kline-chart"]')?.getAttribute('data-period') === p, period);
    // redrawn: candles whose pixels differ from the 1-minute chart's (the market is still, so
    // only the period can have changed them)
    let drawn = await chartPixels(page);
    await expect
      .poll(
        async () => {
          drawn = await chartPixels(page);
          return drawn.colours > 3 && drawn.hash !== oneMinute.hash;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(drawn.colours, period).toBeGreaterThan(3);
    expect(drawn.hash, `${period} redrew the chart`).not.toBe(oneMinute.hash);
    if (period === '1d' || period === 'timeshare') await screenshot(page, `${viewport}-chart-${period}`);
  }
}

it.each(['desktop', 'mobile'] as ViewportName[])(
  '%s: quotes move with a tick; "Trade" on a row and on a detail page opens that product, whose chart draws and switches periods',
  async (viewport) => {
    const u = await registerAndLogin(env().t);
    const tp = await openPage(env(), viewport, { session: u });
    const { page } = tp;
    /** On the trade page: the product in the address and the panel, a demo order goes to it. */
    const tradeAndCheck = async (symbol: string, label: string) => {
      await page.waitForFunction((s) => new URLSearchParams(location.hash.split('?')[1]).get('symbol') === s, symbol);
      await fastSymbolIs(page, symbol);
      await page.getByTestId('fast-mode-demo').click();
      await openConfirmation(page);
      const id = await confirmOrder(page);
      expect((await fastOrder(env(), u.token, id)).symbol).toBe(symbol);
      await closeDialog(page);
      await screenshot(page, `${viewport}-trade-${label}`);
    };
    try {
      if (viewport === 'desktop') {
        await tp.go('/pc/market');
        await quotesMove(tp, viewport);
        await page.getByTestId('quote-trade-ETH/USDT').waitFor();
        await screenshot(page, 'desktop-market-trade-buttons');
        await page.getByTestId('quote-trade-ETH/USDT').click();
        await tradeAndCheck('ETH/USDT', 'from-row');
        // the home page's product table has its own Trade buttons
        await tp.go('/pc/home');
        await page.getByTestId(`product-trade-${product('SOL/USDT').id}`).click();
        await tradeAndCheck('SOL/USDT', 'from-home-row');
        await tp.go(`/pc/market/detail?id=${product('XAU/USD').id}`);
      } else {
        // mobile rows open the detail page, whose Trade button opens the trade tab
        await tp.go('/wp/quotes/list');
        await quotesMove(tp, viewport);
        await page.getByTestId('quote-row-ETH/USDT').locator('a').click();
        await page.getByTestId('detail-trade').waitFor();
        await screenshot(page, 'mobile-detail-trade-button');
        await page.getByTestId('detail-trade').click();
        await tradeAndCheck('ETH/USDT', 'from-row');
        await tp.go(`/wp/quotes/detail?id=${product('XAU/USD').id}`);
      }
      await chartSwitchesPeriods(tp, viewport);
      await page.getByTestId('detail-trade').click();
      await tradeAndCheck('XAU/USD', 'from-detail');
      // the bare route opens the product traded last (kept as prdInfo)
      await tp.go(viewport === 'desktop' ? '/pc/trade/fast' : '/wp/trade');
      await fastSymbolIs(page, 'XAU/USD');
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('prdInfo') ?? 'null')?.symbol)).toBe('XAU/USD');
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  },
  90_000,
);
