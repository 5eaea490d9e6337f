// The trader's lines on the trade screen's chart and the spot depth chart (issue 37 point 4),
// one short journey per viewport (mobile reading Chinese): a holding ETH/USDT long opened
// through the API with a stop-loss shows its entry and stop-loss lines on the contract chart;
// the stop-loss changed through the position's prompt moves its line (the price the chart
// draws it at, read from the legend the chart renders from its price lines, and its place on
// the scale); no line title sits on the last-price label or on another title. Then the spot
// tab's depth view: the book's cumulative sides with the mid price, a tooltip on hover.
// The desktop chart shows MA as well (its legend row above the canvas, the lines' row under it).
// How the titles are laid out and the depth is summed is unit-tested beside the code.
import { expect, it } from 'vitest';
import { formatAmount, unitsOf } from '../../shared/money.ts';
import { browserEnvForFile, fundedPage, screenshot, type TestPage, type ViewportName } from '../helpers/browser.ts';
import { contractApi, contractMarket, SYMBOL } from '../helpers/contract.ts';
import { expectLedgerReconciles } from '../helpers/funds.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

/** `price` × percent / 100 at the price's own decimals. */
function percentOf(price: string, percent: bigint): string {
  const decimals = price.split('.')[1]?.length ?? 0;
  return formatAmount((unitsOf(price, decimals) * percent) / 100n, decimals);
}

const line = (tp: TestPage, id: string) => tp.page.getByTestId(`chart-line-${id}`);
const drawnAt = async (tp: TestPage, id: string) => Number(await line(tp, id).getAttribute('data-drawn'));

/** Every title drawn in the pane clears the last-price label and the other titles (16 px, chart-lines.ts). */
async function expectTitlesApart(tp: TestPage) {
  const { lastY, titled } = await tp.page.evaluate(() => {
    const legend = document.querySelector('[data-testid="chart-lines"]') as HTMLElement;
    const items = [...legend.querySelectorAll<HTMLElement>('[data-testid^="chart-line-"]')];
    return {
      lastY: legend.dataset.lastY ? Number(legend.dataset.lastY) : null,
      titled: items.filter((e) => e.dataset.title && e.dataset.y).map((e) => Number(e.dataset.y)),
    };
  });
  expect(titled.length).toBeGreaterThan(0);
  const taken = lastY === null ? titled : [lastY, ...titled];
  for (const [i, y] of taken.entries()) for (const other of taken.slice(i + 1)) expect(Math.abs(y - other)).toBeGreaterThanOrEqual(16);
}

/** The lines' legend row sits under the chart's box (the legend row above, the candles and the time axis), overlapping none of it. */
async function expectLinesUnderCanvas(tp: TestPage) {
  const chart = tp.page.getByTestId('contract-chart');
  const wrap = await chart.locator('.kline-wrap').boundingBox();
  const row = await chart.getByTestId('chart-lines').boundingBox();
  const outer = await chart.boundingBox();
  if (!wrap || !row || !outer) throw new Error('the chart or its lines row has no box');
  expect(row.y).toBeGreaterThanOrEqual(wrap.y + wrap.height - 0.5);
  expect(row.y + row.height).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
}

it.each<[ViewportName, string]>([
  ['desktop', 'en-US'],
  ['mobile', 'zh-CN'],
])(
  '%s (%s): entry and stop-loss lines on the contract chart, a new stop-loss moves its line; the spot depth chart',
  async (viewport, locale) => {
    const started = Date.now();
    const { token, tp } = await fundedPage(env(), viewport, '20000');
    const { page } = tp;
    const label = `${viewport}-${locale}`;
    // (desktop with MA over the candles: the lines share the pane with an indicator and its legend row)
    const indicators = JSON.stringify(viewport === 'desktop' ? ['ma', 'vol'] : ['vol']);
    await tp.context.addInitScript(
      ([l, i]) => {
        localStorage.setItem('wplocale', l);
        localStorage.setItem('chartIndicators', i);
      },
      [locale, indicators] as const,
    );
    // some history for the chart to draw
    await env().advance(20_000);
    const c = contractApi(env().t, token, contractMarket(env()).productId);
    const opened = await c.open({ lots: '1', leverage: 10 });
    const entry = opened.entryPrice as string;
    const stopLoss = percentOf(entry, 98n);
    expect((await c.action(opened.id, 'stops', { stopLoss, takeProfit: null })).body.code).toBe(0);
    const id = `contract-${opened.id}`;

    const search = `?symbol=${encodeURIComponent(SYMBOL)}`;
    if (viewport === 'desktop') await tp.go(`/pc/trade/future${search}`);
    else {
      await tp.go(`/wp/trade${search}`);
      await page.locator('[data-testid="trade-mode"] label').nth(1).click();
    }
    await page.getByTestId('contract-mode-real').click();
    // the entry and the stop-loss drawn where the position has them
    await expect.poll(() => drawnAt(tp, `${id}-entry`), { timeout: 15_000 }).toBe(Number(entry));
    expect(await drawnAt(tp, `${id}-sl`)).toBe(Number(stopLoss));
    expect(await line(tp, `${id}-sl`).getAttribute('data-price')).toBe(stopLoss);
    await expect.poll(async () => (await line(tp, `${id}-sl`).getAttribute('data-y')) !== '', { timeout: 5000 }).toBe(true);
    const yBefore = Number(await line(tp, `${id}-sl`).getAttribute('data-y'));
    await expectTitlesApart(tp);
    if (viewport === 'desktop') await page.getByTestId('chart-legend-MA7').waitFor();
    await expectLinesUnderCanvas(tp);
    await page.getByTestId('contract-chart').scrollIntoViewIfNeeded();
    await screenshot(page, `chart-lines-${label}-before`);

    // a new stop-loss through the position's prompt: its line moves up to it
    const moved = percentOf(entry, 99n);
    await page.getByTestId(`contract-stops-${opened.id}`).click();
    await page.getByTestId('contract-stops-sl').fill(moved);
    await page.getByTestId('contract-stops-dialog-confirm').click();
    await page.getByTestId('contract-stops-dialog').waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => drawnAt(tp, `${id}-sl`), { timeout: 10_000 }).toBe(Number(moved));
    // (higher price, smaller y: the line went up the scale, after the next layout)
    await expect.poll(async () => Number(await line(tp, `${id}-sl`).getAttribute('data-y')), { timeout: 5000 }).toBeLessThan(yBefore);
    expect(await drawnAt(tp, `${id}-entry`)).toBe(Number(entry));
    await expectTitlesApart(tp);
    await page.getByTestId('contract-chart').scrollIntoViewIfNeeded();
    await screenshot(page, `chart-lines-${label}-after`);

    if (viewport === 'desktop') {
      // a fast order's line at its entry, its title counting down to the expiry
      const placed = await c.a.post('/api/fast/order', {
        productId: opened.productId,
        direction: 'up',
        amount: '10',
        durationSec: 60,
        mode: 'real',
      });
      expect(placed.body.code, JSON.stringify(placed.body)).toBe(0);
      const order = placed.body.data as { id: number; entryPrice: string };
      await page.locator('[data-testid="trade-mode"] label').nth(0).click();
      await page.getByTestId('fast-mode-real').click();
      const fast = line(tp, `fast-${order.id}`);
      await expect.poll(() => drawnAt(tp, `fast-${order.id}`), { timeout: 15_000 }).toBe(Number(order.entryPrice));
      await expect.poll(async () => (await fast.innerText()).includes('0:5'), { timeout: 5000 }).toBe(true);
      await env().advance(15_000);
      await expect.poll(async () => (await fast.innerText()).match(/\d:\d\d/)?.[0], { timeout: 5000 }).toMatch(/^0:(4[0-5]|3\d)$/);
      await screenshot(page, `chart-lines-${label}-fast`);
    }

    // the spot screen's depth view: both sides summed from the best price, the mid between them
    await page.locator('[data-testid="trade-mode"] label').nth(2).click();
    // the K-line's toolbar with the depth tab in it (one row, also in a phone's width)
    await page.locator('[data-testid="spot-chart"] [data-testid="kline-chart"] canvas').first().waitFor({ timeout: 15_000 });
    await screenshot(page, `chart-lines-${label}-spot`);
    await page.getByTestId('chart-view-depth').click();
    const depth = page.getByTestId('spot-depth-chart');
    await expect.poll(async () => (await depth.getAttribute('data-mid')) ?? '', { timeout: 15_000 }).toMatch(/^\d+(\.\d+)?$/);
    const bids = (await depth.getAttribute('data-bid-total')) as string;
    expect(unitsOf(bids, 8)).toBeGreaterThan(0n);
    const box = await depth.boundingBox();
    if (!box) throw new Error('the depth chart has no box');
    // a point on the bids' side: the tooltip names a bid level and its running total
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.6);
    const tooltip = page.getByTestId('spot-depth-tooltip');
    await tooltip.waitFor({ timeout: 5000 });
    expect(await tooltip.getAttribute('data-side')).toBe('bids');
    expect(unitsOf((await tooltip.getAttribute('data-total')) as string, 8)).toBeGreaterThan(0n);
    await depth.scrollIntoViewIfNeeded();
    await screenshot(page, `chart-lines-${label}-depth`);
    expect(tp.errors).toEqual([]);
    console.log(`chart-lines ${label}: ${Date.now() - started} ms`);
  },
);
