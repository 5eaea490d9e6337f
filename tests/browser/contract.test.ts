// Contract trading as a trader does it (issue 15 point 9), at both viewports: open a long with
// stop-loss and take-profit through the confirmation, watch its P/L move, close it and read
// the close in its detail; open another, lock it, unlock it. Logged in with real money on the
// trade page, and as a visitor on /demo (guest demo session). The market moves only when the
// test moves the server's clock (env.advance), so nothing waits out real time.
import { expect, it } from 'vitest';
import { formatAmount, unitsOf } from '../../shared/money.ts';
import {
  browserEnvForFile,
  openPage,
  openTradeScreen,
  screenshot,
  TRADER_CASES,
  type TestPage,
  type ViewportName,
} from '../helpers/browser.ts';
import { api, expectLedgerReconciles, fundedUser, staffToken } from '../helpers/funds.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

/** `price` × percent / 100 at the price's own decimals ("64256.58", 98 → "62971.44"). */
function percentOf(price: string, percent: bigint): string {
  const decimals = price.split('.')[1]?.length ?? 0;
  return formatAmount((unitsOf(price, decimals) * percent) / 100n, decimals);
}

/** A page with the name its screenshots carry. */
type Trader = TestPage & { label: string };

const value = (tp: TestPage, testId: string) => tp.page.getByTestId(testId).getAttribute('data-value');

/** Fills the order panel (SL/TP given or cleared), confirms a long, returns the new position's id. */
async function openLong(tp: Trader, stops: { stopLoss: string; takeProfit: string } | null, known: string[]): Promise<string> {
  const { page } = tp;
  await page.getByTestId('contract-sl').fill(stops?.stopLoss ?? '');
  await page.getByTestId('contract-tp').fill(stops?.takeProfit ?? '');
  // the debounced preview of the long side: margin, fee, liquidation price
  await page.waitForFunction(
    () => /\d/.test(document.querySelector('[data-testid="contract-preview-long-margin"]')?.getAttribute('data-value') ?? ''),
    null,
    { timeout: 10_000 },
  );
  await page.getByTestId('contract-long').click();
  const dialog = page.getByTestId('contract-confirm');
  await dialog.waitFor();
  for (const figure of ['margin', 'fee']) expect(await value(tp, `contract-confirm-${figure}`)).toMatch(/^\d+(\.\d+)?$/);
  expect(await page.getByTestId('contract-confirm-liq').innerText()).toMatch(/\d/);
  await screenshot(page, `${tp.label}-contract-confirm`);
  await page.getByTestId('contract-confirm-confirm').click();
  await dialog.waitFor({ state: 'detached', timeout: 10_000 });
  await page.getByTestId('contract-tab-holding').click();
  const fresh = page.locator('[data-testid="contract-list-holding"] [data-testid^="contract-position-"]').filter({
    hasNot: page.locator(known.map((id) => `[data-testid="contract-entry-${id}"]`).join(',') || '[data-none]'),
  });
  await fresh.first().waitFor({ timeout: 10_000 });
  return ((await fresh.first().getAttribute('data-testid')) as string).replace('contract-position-', '');
}

/** Moves the market tick by tick until the position's unrealised P/L shows another figure. */
async function watchPnlMove(tp: TestPage, id: string) {
  const { page } = tp;
  const pnl = `contract-pnl-${id}`;
  await env().advance(1000);
  await page.waitForFunction((t) => /\d/.test(document.querySelector(`[data-testid="${t}"]`)?.getAttribute('data-value') ?? ''), pnl, {
    timeout: 10_000,
  });
  const first = await value(tp, pnl);
  for (let step = 0; step < 20 && (await value(tp, pnl)) === first; step++) {
    await env().advance(2000);
    await page
      .waitForFunction(
        ({ t, v }) => document.querySelector(`[data-testid="${t}"]`)?.getAttribute('data-value') !== v,
        { t: pnl, v: first },
        { timeout: 3000 },
      )
      .catch(() => undefined);
  }
  expect(await value(tp, pnl)).not.toBe(first);
  expect(await value(tp, `contract-mark-${id}`)).toMatch(/^\d+(\.\d+)?$/);
  // the statistics' unrealised P/L follows the open position's (the only one) tick by tick
  await expect
    .poll(async () => unitsOf((await value(tp, 'contract-stat-unrealized')) ?? '', 6), { timeout: 5000 })
    .toBe(unitsOf((await value(tp, pnl)) as string, 6));
  expect(await value(tp, `contract-ratio-${id}`)).toMatch(/^\d+(\.\d+)?$/);
}

/** Waits until the drawer holding `testId` has slid and faded in, so a screenshot shows it whole. */
async function whenStill(tp: TestPage, testId: string) {
  await tp.page.waitForFunction(
    (t) => {
      const content = document.querySelector(`[data-testid="${t}"]`)?.closest('.mantine-Drawer-content');
      if (!content) return false;
      const style = getComputedStyle(content);
      return style.opacity === '1' && (style.transform === 'none' || style.transform === 'matrix(1, 0, 0, 1, 0, 0)');
    },
    testId,
    { timeout: 10_000 },
  );
}

/** The position lists in view, as a trader scrolls to them. */
async function showLists(tp: TestPage) {
  await tp.page.getByTestId('contract-positions').scrollIntoViewIfNeeded();
  await tp.settled();
}

/** Confirms an action's prompt on a position. */
async function act(tp: TestPage, action: string, id: string) {
  await tp.page.getByTestId(`contract-${action}-${id}`).click();
  await tp.page.getByTestId(`contract-${action}-dialog-confirm`).click();
  await tp.page.getByTestId(`contract-${action}-dialog`).waitFor({ state: 'detached', timeout: 10_000 });
}

async function tradeContracts(tp: Trader) {
  const { page } = tp;
  await page.getByTestId('contract-panel').waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="contract-price"]')?.getAttribute('data-value') ?? ''));
  const price = (await value(tp, 'contract-price')) as string;
  const stops = { stopLoss: percentOf(price, 95n), takeProfit: percentOf(price, 105n) };

  // a long with stop-loss and take-profit; its P/L moves with the market
  const id = await openLong(tp, stops, []);
  expect(unitsOf((await value(tp, `contract-sl-${id}`)) as string, 8)).toBe(unitsOf(stops.stopLoss, 8));
  expect(unitsOf((await value(tp, `contract-tp-${id}`)) as string, 8)).toBe(unitsOf(stops.takeProfit, 8));
  await watchPnlMove(tp, id);
  await showLists(tp);
  await screenshot(page, `${tp.label}-contract-holding`);

  // closed by the trader: it leaves the holding list, the closed list names why, the detail its ticks
  await act(tp, 'close', id);
  await page.getByTestId(`contract-position-${id}`).waitFor({ state: 'detached', timeout: 10_000 });
  await page.getByTestId('contract-tab-closed').click();
  await page.getByTestId(`contract-reason-${id}`).waitFor({ timeout: 10_000 });
  expect(await value(tp, `contract-reason-${id}`)).toBe('user');
  expect(await value(tp, `contract-realized-${id}`)).toMatch(/^-?\d+(\.\d+)?$/);
  await page.getByTestId(`contract-detail-open-${id}`).click();
  await page.getByTestId(`contract-detail-${id}`).waitFor({ timeout: 10_000 });
  await whenStill(tp, `contract-detail-${id}`);
  for (const kind of ['open', 'close']) expect(await page.getByTestId(`contract-event-${kind}`).count()).toBeGreaterThan(0);
  await screenshot(page, `${tp.label}-contract-detail`);
  await page.keyboard.press('Escape');
  await page.getByTestId(`contract-detail-${id}`).waitFor({ state: 'detached' });

  // another long, locked: both legs locked; unlocked: this leg closed, the other holding again
  const second = await openLong(tp, null, [id]);
  await act(tp, 'lock', second);
  await page.getByTestId('contract-tab-locked').click();
  const locked = page.locator('[data-testid="contract-list-locked"] [data-testid^="contract-position-"]');
  await expect.poll(() => locked.count(), { timeout: 10_000 }).toBe(2);
  await showLists(tp);
  await screenshot(page, `${tp.label}-contract-locked`);
  await act(tp, 'unlock', second);
  await page.getByTestId('contract-empty-locked').waitFor({ timeout: 10_000 });
  await page.getByTestId('contract-tab-holding').click();
  const holding = page.locator('[data-testid="contract-list-holding"] [data-testid^="contract-position-"]');
  await expect.poll(() => holding.count(), { timeout: 10_000 }).toBe(1);
  expect(await holding.first().getAttribute('data-testid')).not.toBe(`contract-position-${second}`);
  await showLists(tp);
  await screenshot(page, `${tp.label}-contract-unlocked`);
  expect(tp.errors).toEqual([]);
}

it.each(TRADER_CASES)(
  '%s, %s: long with SL/TP, P/L moves, close; open, lock, unlock',
  async (viewport, who) => {
    // the trade tab's second mode: contracts
    const tp = await openTradeScreen(env(), viewport, who, { kind: 'contract', pcPath: '/pc/trade/future', wpTab: 1 });
    try {
      await tradeContracts({ ...tp, label: `${viewport}-${who}` });
    } finally {
      await tp.context.close();
    }
  },
  180_000,
);

/** The other actions of section 4 through their prompts: a limit order pending then cancelled; SL/TP set on a holding position; lots added; part closed; close and reverse; close all. */
async function everyAction(tp: Trader) {
  const { page } = tp;
  await page.getByTestId('contract-panel').waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="contract-price"]')?.getAttribute('data-value') ?? ''));
  const price = (await value(tp, 'contract-price')) as string;

  // a long limit well below the market waits (pending) until cancelled (revoked)
  await page.getByTestId('contract-type-limit').click();
  await page.getByTestId('contract-limit-price').fill(percentOf(price, 95n));
  await page.waitForFunction(
    () => /\d/.test(document.querySelector('[data-testid="contract-preview-long-margin"]')?.getAttribute('data-value') ?? ''),
    null,
    { timeout: 10_000 },
  );
  await page.getByTestId('contract-long').click();
  await page.getByTestId('contract-confirm-confirm').click();
  await page.getByTestId('contract-confirm').waitFor({ state: 'detached', timeout: 10_000 });
  await page.getByTestId('contract-tab-pending').click();
  const pending = page.locator('[data-testid="contract-list-pending"] [data-testid^="contract-position-"]').first();
  await pending.waitFor({ timeout: 10_000 });
  const limitId = ((await pending.getAttribute('data-testid')) as string).replace('contract-position-', '');
  await showLists(tp);
  await screenshot(page, `${tp.label}-contract-pending`);
  await act(tp, 'cancel', limitId);
  await page.getByTestId('contract-empty-pending').waitFor({ timeout: 10_000 });
  await page.getByTestId('contract-tab-revoked').click();
  await page.getByTestId(`contract-position-${limitId}`).waitFor({ timeout: 10_000 });

  // a market long; SL/TP set afterwards through its prompt
  await page.getByTestId('contract-type-market').click();
  const id = await openLong(tp, null, []);
  await page.getByTestId(`contract-stops-${id}`).click();
  await page.getByTestId('contract-stops-sl').fill(percentOf(price, 96n));
  await page.getByTestId('contract-stops-tp').fill(percentOf(price, 104n));
  await screenshot(page, `${tp.label}-contract-stops-dialog`);
  await page.getByTestId('contract-stops-dialog-confirm').click();
  await page.getByTestId('contract-stops-dialog').waitFor({ state: 'detached', timeout: 10_000 });
  await expect
    .poll(async () => unitsOf((await value(tp, `contract-sl-${id}`)) ?? '0', 8), { timeout: 10_000 })
    .toBe(unitsOf(percentOf(price, 96n), 8));
  expect(unitsOf((await value(tp, `contract-tp-${id}`)) as string, 8)).toBe(unitsOf(percentOf(price, 104n), 8));

  // lots added at the current price (the product's minimum by default), then that part closed
  const lots = unitsOf((await value(tp, `contract-lots-${id}`)) as string, 2);
  await act(tp, 'add', id);
  await expect.poll(async () => unitsOf((await value(tp, `contract-lots-${id}`)) ?? '0', 2), { timeout: 10_000 }).toBeGreaterThan(lots);
  await page.getByTestId(`contract-close-${id}`).click();
  await page.locator('[data-testid="contract-close-part"] label').nth(1).click();
  await page.getByTestId('contract-close-lots').fill(formatAmount(lots, 2));
  await page.getByTestId('contract-close-dialog-confirm').click();
  await page.getByTestId('contract-close-dialog').waitFor({ state: 'detached', timeout: 10_000 });
  await expect.poll(async () => unitsOf((await value(tp, `contract-lots-${id}`)) ?? '0', 2), { timeout: 10_000 }).toBe(lots);

  // close and reverse: this long closed (reason: reverse), a short of the same size holding
  await act(tp, 'reverse', id);
  await page.getByTestId(`contract-position-${id}`).waitFor({ state: 'detached', timeout: 10_000 });
  const holding = page.locator('[data-testid="contract-list-holding"] [data-testid^="contract-position-"]');
  await expect.poll(() => holding.count(), { timeout: 10_000 }).toBe(1);
  const reversedId = ((await holding.first().getAttribute('data-testid')) as string).replace('contract-position-', '');
  expect(unitsOf((await value(tp, `contract-lots-${reversedId}`)) as string, 2)).toBe(lots);
  await showLists(tp);
  await screenshot(page, `${tp.label}-contract-reversed`);
  await page.getByTestId('contract-tab-closed').click();
  await expect.poll(() => value(tp, `contract-reason-${id}`), { timeout: 10_000 }).toBe('reverse');

  // close all (the spec's force liquidation): nothing left holding
  await page.getByTestId('contract-tab-holding').click();
  await page.getByTestId('contract-close-all').click();
  await page.getByTestId('contract-close-all-dialog-confirm').click();
  await page.getByTestId('contract-empty-holding').waitFor({ timeout: 10_000 });
  await page.getByTestId('contract-tab-closed').click();
  await expect.poll(() => value(tp, `contract-reason-${reversedId}`), { timeout: 10_000 }).toBe('close_all');
  expect(tp.errors).toEqual([]);
}

it.each(['desktop', 'mobile'] as ViewportName[])(
  '%s, visitor on /demo: limit order cancelled, SL/TP, add, part close, reverse, close all',
  async (viewport) => {
    const tp = await openPage(env(), viewport);
    try {
      await tp.go('/demo');
      await tp.page.getByTestId('demo-kind-contract').click();
      await everyAction({ ...tp, label: `${viewport}-visitor` });
    } finally {
      await tp.context.close();
    }
  },
  180_000,
);

it.each(['desktop', 'mobile'] as ViewportName[])(
  '%s, visitor on /demo: follows a trader who opted in',
  async (viewport) => {
    // a trader lets others follow and holds a real-money short at 5× (real positions are the ones followed)
    const leader = await fundedUser(env().t, await staffToken(env().t), '5000');
    const as = api(env().t, leader.token);
    expect((await as.put('/api/contract/follow-profile', { followable: true })).body.code).toBe(0);
    const opened = await as.post('/api/contract/open', {
      productId: 1,
      side: 'short',
      lots: '0.02',
      leverage: 5,
      orderType: 'market',
      mode: 'real',
    });
    expect(opened.body.code).toBe(0);
    const leaderPosition = String(opened.body.data.id);

    const tp = await openPage(env(), viewport);
    try {
      await tp.go('/demo');
      await tp.page.getByTestId('demo-kind-contract').click();
      await tp.page.getByTestId('contract-tab-follow').click();
      await tp.page.getByTestId(`contract-follow-${leaderPosition}`).click();
      // the leader's lots by default, the same side and leverage, the follower's own margin
      expect(await tp.page.getByTestId('contract-follow-lots').inputValue()).toBe('0.02');
      await screenshot(tp.page, `${viewport}-visitor-contract-follow`);
      await tp.page.getByTestId('contract-follow-dialog-confirm').click();
      await tp.page.getByTestId('contract-follow-dialog').waitFor({ state: 'detached', timeout: 10_000 });
      await tp.page.getByTestId('contract-tab-holding').click();
      const copy = tp.page.locator('[data-testid="contract-list-holding"] [data-testid^="contract-position-"]').first();
      await copy.waitFor({ timeout: 10_000 });
      const id = ((await copy.getAttribute('data-testid')) as string).replace('contract-position-', '');
      expect(await copy.innerText()).toMatch(/Short 5×/i);
      expect(await value(tp, `contract-lots-${id}`)).toMatch(/^0\.02?0?$/);
      await screenshot(tp.page, `${viewport}-visitor-contract-followed`);
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  },
  120_000,
);
