// The trading screens' chart (issue 37 point 4), one short journey per viewport: the chart
// switches to 4 hours and shows MA and RSI (their values named in the legend above the canvas,
// RSI in a pane of its own), the choice kept on the device across a reload. Desktop in English
// on the contract screen; the phone in German on the spot tab, with the periods in a menu and
// the chart folding away. The indicators' arithmetic is unit-tested
// (client/src/features/market/indicators.test.ts); the 1h/4h candles in tests/integration/market.test.ts.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { browserEnvForFile, openTradeScreen, screenshot } from '../helpers/browser.ts';

const env = browserEnvForFile();

const chart = (page: Page) => page.getByTestId('kline-chart');

/** Chooses 4h (from the buttons or the phone's menu), waits for its candles and the redraw. */
async function choose4h(page: Page, compact: boolean) {
  await chart(page).waitFor();
  const loaded = page.waitForResponse((r) => r.url().includes('/api/product/candles') && r.url().includes('period=4h'));
  if (compact) await page.getByTestId('period-menu').click();
  await page.getByTestId('period-4h').click();
  await loaded;
  await page.waitForFunction(() => document.querySelector('[data-testid="kline-chart"]')?.getAttribute('data-period') === '4h');
}

/** Turns MA and RSI on through the indicator menu. */
async function chooseMaAndRsi(page: Page) {
  await page.getByTestId('indicator-menu').click();
  await page.getByTestId('indicator-ma').click();
  await page.getByTestId('indicator-rsi').click();
  await expect.poll(() => page.getByTestId('indicator-rsi').getAttribute('aria-checked')).toBe('true');
  await page.keyboard.press('Escape');
  // (the pointer off the chart: the legend shows the last bar, as the screenshots do)
  await page.mouse.move(1, 1);
}

/** MA7/25 and RSI14 named with values in the legend (4h history is 7 days, 42 bars: MA99 not yet defined), RSI within 0-100; price, volume and RSI panes; the legend above the canvas. */
async function expectMaAndRsi(page: Page, decimalComma: boolean) {
  await page.waitForFunction(() => document.querySelector('[data-testid="kline-chart"]')?.getAttribute('data-panes') === '3');
  expect(await chart(page).getAttribute('data-indicators')).toBe('ma,vol,rsi');
  const number = (v: string | null) => Number(decimalComma ? (v ?? '').replace(/\./g, '').replace(',', '.') : (v ?? '').replace(/,/g, ''));
  for (const name of ['MA7', 'MA25']) {
    const v = await page.getByTestId(`chart-legend-${name}`).getAttribute('data-value');
    expect(number(v), `${name} ${v}`).toBeGreaterThan(0);
  }
  // the last price is named in the legend, not as a label on the scale beside the scale's own
  expect(number(await page.getByTestId('chart-legend-price').getAttribute('data-value'))).toBeGreaterThan(0);
  const rsi = number(await page.getByTestId('chart-legend-RSI14').getAttribute('data-value'));
  expect(rsi).toBeGreaterThanOrEqual(0);
  expect(rsi).toBeLessThanOrEqual(100);
  // the legend is a row of its own: nothing of it lies over the chart's canvas (labels never overlap)
  const legend = await page.getByTestId('chart-legend').boundingBox();
  const canvas = await chart(page).boundingBox();
  expect((legend?.y ?? 0) + (legend?.height ?? 0)).toBeLessThanOrEqual((canvas?.y ?? 0) + 0.5);
}

it('desktop, contract screen: the chart switches to 4h and shows MA and RSI, kept across a reload', async () => {
  const tp = await openTradeScreen(env(), 'desktop', 'user', { kind: 'contract', pcPath: '/pc/trade/future', wpTab: 1 });
  const { page } = tp;
  await choose4h(page, false);
  await chooseMaAndRsi(page);
  await expectMaAndRsi(page, false);
  await screenshot(page, 'desktop-trade-chart-4h-ma-rsi');
  await tp.reload();
  await chart(page).waitFor();
  expect(await chart(page).getAttribute('data-period')).toBe('4h');
  await expectMaAndRsi(page, false);
  expect(tp.errors).toEqual([]);
});

it('mobile in German, spot tab: 4h from the period menu, MA and RSI; the chart folds away', async () => {
  const tp = await openTradeScreen(env(), 'mobile', 'user', { kind: 'spot', pcPath: '/pc/trade/bibi', wpTab: 2 });
  const { page } = tp;
  await chart(page).waitFor();
  await screenshot(page, 'mobile-trade-spot-chart-en');
  await page.evaluate(() => localStorage.setItem('wplocale', 'de-DE'));
  await tp.reload();
  await page.locator('[data-testid="trade-mode"] label').nth(2).click();
  await choose4h(page, true);
  expect(await page.getByTestId('period-menu').textContent()).toContain('4 Std.');
  await chooseMaAndRsi(page);
  await expectMaAndRsi(page, true);
  await screenshot(page, 'mobile-trade-chart-4h-ma-rsi-de');
  await page.getByTestId('chart-toggle').click();
  await chart(page).waitFor({ state: 'detached' });
  expect(await page.getByTestId('chart-toggle').getAttribute('aria-label')).toBe('Chart anzeigen');
  // the toolbar fits the phone's width: nothing of it beyond the screen
  const tools = await page
    .locator('.chart-toolbar')
    .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, right: el.getBoundingClientRect().right }));
  expect(tools.scroll).toBeLessThanOrEqual(tools.client + 1);
  expect(tools.right).toBeLessThanOrEqual(390);
  expect(tp.errors).toEqual([]);
});
