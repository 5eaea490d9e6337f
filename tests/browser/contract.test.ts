// Contract trading as a trader does it (issue 15 point 9), one journey per viewport (issue 30):
// every action of section 4 through its prompt on one page. A long limit order waits (pending)
// until cancelled; a market long with stop-loss and take-profit through the confirmation, its
// P/L moving with the market; its SL/TP changed, lots added and that part closed; closed and
// reversed; the short locked and unlocked; the other leg closed by the trader and read in its
// detail; a trader who opted in followed; close all. Desktop: a logged-in user with real money
// on the trade page; mobile: a visitor on /demo (guest demo session). The market moves only
// when the test moves the server's clock (env.advance), so nothing waits out real time.
// What the removed cases (desktop visitor, mobile user) proved is listed in
// docs/testing/browser-assertions-A.md.
import { expect, it } from 'vitest';
import { formatAmount, unitsOf } from '../../shared/money.ts';
import { figure as value, figureShown, JOURNEYS } from '../helpers/A-journeys.ts';
import { browserEnvForFile, openTradeScreen, screenshot, type TestPage } from '../helpers/browser.ts';
import { api, expectLedgerReconciles, fundedUser, staffToken } from '../helpers/funds.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

/** `price` × percent / 100 at the price's own decimals ("64256.58", 98 → "62971.44"). */
function percentOf(price: string, percent: bigint): string {
  const decimals = price.split('.')[1]?.length ?? 0;
  return formatAmount((unitsOf(price, decimals) * percent) / 100n, decimals);
}

/** A page with the name its screenshots carry. */
type Trader = TestPage & { label: string };

const positionIn = (tp: TestPage, list: string) =>
  tp.page.locator(`[data-testid="contract-list-${list}"] [data-testid^="contract-position-"]`);
const idOf = async (card: ReturnType<TestPage['page']['locator']>) =>
  ((await card.getAttribute('data-testid')) as string).replace('contract-position-', '');

/** Confirms the order typed in the panel on the long side; returns the new position's id in `list`. */
async function confirmLong(tp: Trader, list: 'holding' | 'pending', screenshotName?: string): Promise<string> {
  const { page } = tp;
  // the debounced preview of the long side: margin, fee, liquidation price
  await figureShown(tp, 'contract-preview-long-margin');
  await page.getByTestId(`contract-tab-${list}`).click();
  const known = await positionIn(tp, list).evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  await page.getByTestId('contract-long').click();
  const dialog = page.getByTestId('contract-confirm');
  await dialog.waitFor();
  for (const figure of ['margin', 'fee']) expect(await value(tp, `contract-confirm-${figure}`)).toMatch(/^\d+(\.\d+)?$/);
  expect(await page.getByTestId('contract-confirm-liq').innerText()).toMatch(/\d/);
  if (screenshotName) await screenshot(page, `${tp.label}-${screenshotName}`);
  await page.getByTestId('contract-confirm-confirm').click();
  await dialog.waitFor({ state: 'detached', timeout: 10_000 });
  const handle = await page.waitForFunction(
    ({ list, known }) =>
      [...document.querySelectorAll(`[data-testid="contract-list-${list}"] [data-testid^="contract-position-"]`)]
        .map((e) => e.getAttribute('data-testid'))
        .find((id) => !known.includes(id)),
    { list, known },
    { timeout: 10_000 },
  );
  return String(await handle.jsonValue()).replace('contract-position-', '');
}

/** Moves the market tick by tick until the position's unrealised P/L shows another figure. */
async function watchPnlMove(tp: TestPage, id: string) {
  const { page } = tp;
  const pnl = `contract-pnl-${id}`;
  await env().advance(1000);
  await figureShown(tp, pnl);
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

/** A trader who lets others follow and holds a real-money short at 5× (real positions are the ones followed); its id. */
async function leaderShort(): Promise<string> {
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
  expect(opened.body.code, JSON.stringify(opened.body)).toBe(0);
  return String(opened.body.data.id);
}

async function tradeContracts(tp: Trader, leaderPosition: string) {
  const { page } = tp;
  await page.getByTestId('contract-panel').waitFor({ timeout: 20_000 });
  await figureShown(tp, 'contract-price');
  const price = (await value(tp, 'contract-price')) as string;

  // a long limit well below the market waits (pending) until cancelled (revoked)
  await page.getByTestId('contract-type-limit').click();
  await page.getByTestId('contract-limit-price').fill(percentOf(price, 95n));
  const limitId = await confirmLong(tp, 'pending');
  await showLists(tp);
  await screenshot(page, `${tp.label}-contract-pending`);
  await act(tp, 'cancel', limitId);
  await page.getByTestId('contract-empty-pending').waitFor({ timeout: 10_000 });
  await page.getByTestId('contract-tab-revoked').click();
  await page.getByTestId(`contract-position-${limitId}`).waitFor({ timeout: 10_000 });

  // a market long with stop-loss and take-profit through the confirmation; its P/L moves with the market
  await page.getByTestId('contract-type-market').click();
  const stops = { stopLoss: percentOf(price, 95n), takeProfit: percentOf(price, 105n) };
  await page.getByTestId('contract-sl').fill(stops.stopLoss);
  await page.getByTestId('contract-tp').fill(stops.takeProfit);
  const id = await confirmLong(tp, 'holding', 'contract-confirm');
  expect(unitsOf((await value(tp, `contract-sl-${id}`)) as string, 8)).toBe(unitsOf(stops.stopLoss, 8));
  expect(unitsOf((await value(tp, `contract-tp-${id}`)) as string, 8)).toBe(unitsOf(stops.takeProfit, 8));
  await watchPnlMove(tp, id);
  await showLists(tp);
  await screenshot(page, `${tp.label}-contract-holding`);

  // SL/TP changed through its prompt
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
  const holding = positionIn(tp, 'holding');
  await expect.poll(() => holding.count(), { timeout: 10_000 }).toBe(1);
  const short = await idOf(holding.first());
  expect(unitsOf((await value(tp, `contract-lots-${short}`)) as string, 2)).toBe(lots);
  await showLists(tp);
  await screenshot(page, `${tp.label}-contract-reversed`);
  await page.getByTestId('contract-tab-closed').click();
  await expect.poll(() => value(tp, `contract-reason-${id}`), { timeout: 10_000 }).toBe('reverse');

  // the short locked: both legs locked; unlocked: this leg closed, the other holding again
  await page.getByTestId('contract-tab-holding').click();
  await act(tp, 'lock', short);
  await page.getByTestId('contract-tab-locked').click();
  await expect.poll(() => positionIn(tp, 'locked').count(), { timeout: 10_000 }).toBe(2);
  await showLists(tp);
  await screenshot(page, `${tp.label}-contract-locked`);
  await act(tp, 'unlock', short);
  await page.getByTestId('contract-empty-locked').waitFor({ timeout: 10_000 });
  await page.getByTestId('contract-tab-holding').click();
  await expect.poll(() => holding.count(), { timeout: 10_000 }).toBe(1);
  const other = await idOf(holding.first());
  expect(other).not.toBe(short);

  // the other leg closed by the trader: it leaves the holding list, the closed list names why, the detail its ticks
  await act(tp, 'close', other);
  await page.getByTestId(`contract-position-${other}`).waitFor({ state: 'detached', timeout: 10_000 });
  await page.getByTestId('contract-tab-closed').click();
  await page.getByTestId(`contract-reason-${other}`).waitFor({ timeout: 10_000 });
  expect(await value(tp, `contract-reason-${other}`)).toBe('user');
  expect(await value(tp, `contract-realized-${other}`)).toMatch(/^-?\d+(\.\d+)?$/);
  await page.getByTestId(`contract-detail-open-${other}`).click();
  await page.getByTestId(`contract-detail-${other}`).waitFor({ timeout: 10_000 });
  await whenStill(tp, `contract-detail-${other}`);
  for (const kind of ['open', 'close']) expect(await page.getByTestId(`contract-event-${kind}`).count()).toBeGreaterThan(0);
  await screenshot(page, `${tp.label}-contract-detail`);
  await page.keyboard.press('Escape');
  await page.getByTestId(`contract-detail-${other}`).waitFor({ state: 'detached' });

  // a trader who opted in followed: the leader's lots by default, the same side and leverage, the follower's own margin
  await page.getByTestId('contract-tab-follow').click();
  await page.getByTestId(`contract-follow-${leaderPosition}`).click();
  expect(await page.getByTestId('contract-follow-lots').inputValue()).toBe('0.02');
  await screenshot(page, `${tp.label}-contract-follow`);
  await page.getByTestId('contract-follow-dialog-confirm').click();
  await page.getByTestId('contract-follow-dialog').waitFor({ state: 'detached', timeout: 10_000 });
  await page.getByTestId('contract-tab-holding').click();
  const copy = holding.first();
  await copy.waitFor({ timeout: 10_000 });
  const copyId = await idOf(copy);
  expect(await copy.innerText()).toMatch(/Short 5×/i);
  expect(await value(tp, `contract-lots-${copyId}`)).toMatch(/^0\.02?0?$/);
  await showLists(tp);
  await screenshot(page, `${tp.label}-contract-followed`);

  // close all (the spec's force liquidation): nothing left holding
  await page.getByTestId('contract-close-all').click();
  await page.getByTestId('contract-close-all-dialog-confirm').click();
  await page.getByTestId('contract-empty-holding').waitFor({ timeout: 10_000 });
  await page.getByTestId('contract-tab-closed').click();
  await expect.poll(() => value(tp, `contract-reason-${copyId}`), { timeout: 10_000 }).toBe('close_all');
  expect(tp.errors).toEqual([]);
}

it.each(JOURNEYS)(
  '%s, %s: limit order cancelled; long with SL/TP, P/L moves, SL/TP changed, add, part close, reverse, lock, unlock, close, detail; follow; close all',
  async (viewport, who) => {
    const leaderPosition = await leaderShort();
    // the trade tab's second mode: contracts
    const tp = await openTradeScreen(env(), viewport, who, { kind: 'contract', pcPath: '/pc/trade/future', wpTab: 1 });
    try {
      await tradeContracts({ ...tp, label: `${viewport}-${who}` }, leaderPosition);
    } finally {
      await tp.context.close();
    }
  },
  180_000,
);
