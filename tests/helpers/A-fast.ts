// The fast-trading panel as a person uses it, for the browser journeys of the fast screens
// and the market screens that lead to them (tests/browser/fast.test.ts, trade.test.ts).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type BrowserEnv, screenshot, type ViewportName } from './browser.ts';
import { api } from './funds.ts';

export interface FastOrderView {
  id: number;
  symbol: string;
  mode: 'real' | 'demo';
  amount: string;
  expiresAt: number;
  status: string;
}

/** The order as the server has it. */
export async function fastOrder(env: BrowserEnv, token: string, id: string): Promise<FastOrderView> {
  const res = await api(env.t, token).get(`/api/fast/order/${id}`);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data;
}

/** The demo wallet's available USDT (decimal string). */
export async function demoAvailable(env: BrowserEnv, token: string): Promise<string> {
  return (await api(env.t, token).get('/api/demo/wallet')).body.data.available;
}

/** Opens the order confirmation for a 10 USDT, 30-second up order (amount and duration filled in). */
export async function openConfirmation(page: Page) {
  await page.getByTestId('fast-up').waitFor({ timeout: 20_000 });
  await page.getByTestId('fast-duration-30').click();
  await page.getByTestId('fast-amount').fill('10');
  await page.getByTestId('fast-up').click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  // its opening transition has finished (screenshots show it as the user reads it)
  await page.waitForFunction(() => {
    const el = document.querySelector('[role="dialog"]');
    return el !== null && getComputedStyle(el).opacity === '1' && el.getAnimations({ subtree: true }).length === 0;
  });
  return dialog;
}

/** Confirms the open confirmation and returns the id of the new open order. */
export async function confirmOrder(page: Page): Promise<string> {
  const known = await page.$$eval('[data-testid^="fast-open-order-"]', (els) => els.map((e) => e.getAttribute('data-testid')));
  await page.getByTestId('fast-confirm').click();
  await page.getByTestId('fast-entry-price').waitFor({ timeout: 10_000 });
  const handle = await page.waitForFunction(
    (before) =>
      [...document.querySelectorAll('[data-testid^="fast-open-order-"]')]
        .map((e) => e.getAttribute('data-testid'))
        .find((id) => !before.includes(id)),
    known,
    { timeout: 10_000 },
  );
  return String(await handle.jsonValue()).replace('fast-open-order-', '');
}

/** What the open order dialog says, and the mode its badge names (null without one). */
export const readConfirmation = (page: Page) =>
  page.getByRole('dialog').evaluate((el) => ({
    text: (el as HTMLElement).innerText,
    mode: el.querySelector('[data-testid="fast-confirm-mode"]')?.getAttribute('data-mode') ?? null,
  }));

/** Closes the order dialog and waits until it has gone. */
export async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** The shown balance once it is loaded (its raw decimal). */
export async function shownBalance(page: Page): Promise<string> {
  const handle = await page.waitForFunction(
    () => document.querySelector('[data-testid="fast-balance"]')?.getAttribute('data-value') || null,
  );
  return String(await handle.jsonValue());
}

/** Waits until the panel shows `value` (a decimal string, compared exactly) as its balance. */
export async function balanceShows(page: Page, value: string) {
  await page
    .waitForFunction((v) => document.querySelector('[data-testid="fast-balance"]')?.getAttribute('data-value') === v, value, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  // on failure this says what was shown
  expect(await shownBalance(page)).toBe(value);
}

/** Waits until the fast panel's symbol input shows `symbol`. */
export async function fastSymbolIs(page: Page, symbol: string) {
  await page.waitForFunction(
    (s) => (document.querySelector('[data-testid="fast-symbol"]') as HTMLInputElement | null)?.value === s,
    symbol,
    { timeout: 20_000 },
  );
}

/**
 * The mobile chart above the order panel: its price pane's canvas wide and tall enough, the
 * chart spanning the screen and ending above the panel; with Buy up in reach (above the tab
 * bar, if any) the price pane still in sight; candles drawn (more than the background colour).
 */
export async function expectChartAbovePanel(page: Page) {
  const canvas = page.locator('[data-testid="fast-chart"] [data-testid="kline-chart"] canvas').first();
  await canvas.waitFor({ timeout: 20_000 });
  await page.getByTestId('fast-up').waitFor();
  const chart = await page.getByTestId('fast-chart').boundingBox();
  const box = await canvas.boundingBox();
  const up = await page.getByTestId('fast-up').boundingBox();
  const panel = await page.getByTestId('fast-panel').boundingBox();
  // the price pane's canvas (the price scale and the volume pane have their own)
  expect(box?.width ?? 0).toBeGreaterThan(250);
  expect(box?.height ?? 0).toBeGreaterThan(120);
  expect(chart?.width ?? 0, 'the chart spans the screen').toBeGreaterThan(330);
  expect((chart?.y ?? 0) + (chart?.height ?? 0)).toBeLessThanOrEqual((panel?.y ?? 0) + 1);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThan(up?.y ?? 0);
  const inSight = await page.getByTestId('fast-up').evaluate((el) => {
    const bar = document.querySelector('.wp-tabbar')?.getBoundingClientRect().top ?? window.innerHeight;
    const b = el.getBoundingClientRect();
    if (b.bottom > bar) window.scrollBy(0, b.bottom - bar + 8);
    const canvas = document.querySelector('[data-testid="fast-chart"] canvas')?.getBoundingClientRect();
    return {
      buttonBottom: el.getBoundingClientRect().bottom,
      bar,
      chartShown: canvas ? Math.min(canvas.bottom, bar) - Math.max(canvas.top, 0) : 0,
    };
  });
  expect(inSight.buttonBottom).toBeLessThanOrEqual(inSight.bar);
  expect(inSight.chartShown, 'px of the price chart in sight next to the Buy buttons').toBeGreaterThan(100);
  const colours = await page.$$eval('[data-testid="fast-chart"] canvas', (canvases) => {
    const seen = new Set<number>();
    for (const c of canvases as HTMLCanvasElement[]) {
      const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data;
      for (let i = 0; data && i < data.length; i += 16) seen.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
    }
    return seen.size;
  });
  expect(colours).toBeGreaterThan(4);
}

/**
 * On the trade page a "Trade" button opened: the product in the address and in the panel, and a
 * demo order of 10 USDT goes to it (then a screenshot named `name`).
 */
export async function tradesProduct(env: BrowserEnv, page: Page, token: string, symbol: string, name: string) {
  await page.waitForFunction((s) => new URLSearchParams(location.hash.split('?')[1]).get('symbol') === s, symbol);
  await fastSymbolIs(page, symbol);
  await page.getByTestId('fast-mode-demo').click();
  await openConfirmation(page);
  const id = await confirmOrder(page);
  expect((await fastOrder(env, token, id)).symbol).toBe(symbol);
  await closeDialog(page);
  await screenshot(page, name);
}

const prices = (p: Page) =>
  p.$$eval('[data-testid^="quote-price-"]', (els) => els.map((e) => `${e.getAttribute('data-testid')}=${e.textContent}`).join('|'));

/** The quotes list on screen: its rows (at least `rows`), and prices that change with the next market tick. */
export async function quotesMove(env: BrowserEnv, page: Page, rows: number, name: string) {
  await page.getByTestId('quote-row-BTC/USDT').waitFor();
  expect(await page.locator('[data-testid^="quote-row-"]').count()).toBeGreaterThanOrEqual(rows);
  const before = await prices(page);
  await env.advance(1000);
  await page.waitForFunction(
    (b) =>
      [...document.querySelectorAll('[data-testid^="quote-price-"]')]
        .map((e) => `${e.getAttribute('data-testid')}=${e.textContent}`)
        .join('|') !== b,
    before,
    { timeout: 10_000 },
  );
  await screenshot(page, name);
}

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

/**
 * A product detail page's K-line chart: at 1 minute it draws candles in several colours, and it
 * redraws at each other period (the market is still meanwhile: only the period can change the
 * pixels). Screenshots `<viewport>-chart-1m`, `-1d`, `-timeshare`.
 */
export async function chartSwitchesPeriods(page: Page, viewport: ViewportName) {
  await page.getByTestId('kline-chart').waitFor();
  await page.getByTestId('period-1m').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="kline-chart"]')?.getAttribute('data-period') === '1m');
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
