// Money as a user reads it (issue 12, point 9), at both viewports: an open fast order's stake
// and would-be result at the currency's display precision ("Loss -100.00", never
// "-100.000000"); an exchange that asks for confirmation of a quote held for a few seconds,
// whose confirmed arrival is exactly what arrives, and a quote that expires on screen and is
// replaced by a new one. The market ticks when the test moves the server's clock; every wait is
// for an event.
import { expect, it } from 'vitest';
import { QUOTE_TTL_MS } from '../../server/modules/funds/exchange.ts';
import { formatAmount, unitsOf } from '../../shared/money.ts';
import { browserEnvForFile, fundedPage as funded, screenshot, type TestPage, type ViewportName } from '../helpers/browser.ts';
import { expectLedgerReconciles, walletOf } from '../helpers/funds.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

const VIEWPORTS: ViewportName[] = ['desktop', 'mobile'];
const ROUTES = {
  desktop: {
    fast: '/pc/trade/fast',
    transfer: '/pc/handle/transfer',
    history: '/pc/handle/transfer/history',
    recharge: '/pc/handle/recharge',
  },
  mobile: { fast: '/wp/trade', transfer: '/wp/transfer', history: '/wp/transfer/history', recharge: '/wp/recharge' },
} as const;

/** A logged-in user with 500 USDT, on a page of the given viewport. */
const fundedPage = (viewport: ViewportName) => funded(env(), viewport, '500');

/** Waits until every finite CSS transition and animation has ended (a dialog has finished opening or closing). */
async function settled(tp: TestPage) {
  await tp.page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
  );
}

/**
 * Runs `journey` at both viewports side by side, or one after the other when a journey moves
 * the clock past an expiry the other one depends on (they share the server's clock).
 */
async function atBothViewports(journey: (viewport: ViewportName) => Promise<TestPage>, options: { oneAtATime?: boolean } = {}) {
  const run = async (viewport: ViewportName) => {
    const tp = await journey(viewport);
    await tp.context.close();
  };
  if (!options.oneAtATime) {
    await Promise.all(VIEWPORTS.map(run));
    return;
  }
  for (const viewport of VIEWPORTS) await run(viewport);
}

it('an open fast order shows its stake and would-be result at 2 decimals: "Loss -100.00", not "-100.000000"', async () => {
  await atBothViewports(async (viewport) => {
    const { a, tp } = await fundedPage(viewport);
    const products = (await a.get('/api/product/list')).body.data as { id: number; symbol: string; tradeModes: string[] }[];
    const product = products.find((p) => p.tradeModes.includes('fast'));
    if (!product) throw new Error('no fast product in the seed');
    const options = (await a.get(`/api/fast/options?productId=${product.id}`)).body.data as { durationSec: number }[];
    const durationSec = Math.max(...options.map((o) => o.durationSec));
    // one order each way: whichever way the price goes, one of them is losing
    const ids: number[] = [];
    for (const direction of ['up', 'down']) {
      const res = await a.post('/api/fast/order', { productId: product.id, direction, amount: '100', durationSec, mode: 'real' });
      expect(res.body.code, JSON.stringify(res.body)).toBe(0);
      ids.push(res.body.data.id);
    }
    await tp.go(ROUTES[viewport].fast);
    const rows = ids.map((id) => tp.page.getByTestId(`fast-open-order-${id}`));
    for (const row of rows) await row.waitFor({ timeout: 20_000 });
    // the market ticks until the price leaves the entry price: one order shows a loss
    const loss = tp.page.locator('[data-testid^="fast-live-pl-"]', { hasText: 'Loss' });
    for (let ticks = 0; !(await loss.first().isVisible()); ticks++) {
      expect(ticks, 'ticks before the price left the entry price').toBeLessThan(30);
      await env().advance(1000);
      // (the tick's frame reaches the page, or the next round ticks again)
      await loss
        .first()
        .waitFor({ timeout: 2000 })
        .catch(() => undefined);
    }
    expect(await loss.first().innerText()).toMatch(/· Loss -100\.00$/);
    for (const id of ids) {
      const row = await tp.page.getByTestId(`fast-open-order-${id}`).innerText();
      expect(row).toContain('100.00 USDT');
      expect(row).not.toMatch(/\d\.\d{3,}\s*(USDT|$)/m);
      expect(await tp.page.getByTestId(`fast-live-pl-${id}`).innerText()).toMatch(/· (Loss -100\.00|Win \+\d+\.\d{2}|Tie 0\.00)$/);
    }
    expect(await tp.page.getByTestId('fast-balance').innerText()).toBe('300.00 USDT');
    await loss.first().scrollIntoViewIfNeeded();
    await settled(tp);
    await screenshot(tp.page, `${viewport}-fast-open-order-amounts`);
    // the order's details too
    await rows[0]?.click();
    const detail = tp.page.getByTestId(`fast-detail-${ids[0]}`);
    await detail.waitFor();
    await settled(tp);
    expect(await detail.innerText()).toContain('100.00 USDT');
    await screenshot(tp.page, `${viewport}-fast-order-detail-amount`);
    expect(tp.errors).toEqual([]);
    return tp;
  });
}, 120_000);

it('limits and the messages about them name amounts at display precision too', async () => {
  await atBothViewports(async (viewport) => {
    const { tp } = await fundedPage(viewport);
    await tp.go(ROUTES[viewport].recharge);
    await tp.page.getByTestId('recharge-tab-crypto').click();
    await tp.page.getByTestId('recharge-coin-BTC').click();
    await tp.page.getByText('Min 0.00050000, max 100.00000000 BTC').waitFor({ timeout: 10_000 });
    await tp.page.getByTestId('recharge-amount').fill('0.0001');
    await tp.page.getByTestId('recharge-submit').click();
    await tp.page.getByText('The minimum is 0.00050000 BTC').waitFor({ timeout: 10_000 });
    await settled(tp);
    await screenshot(tp.page, `${viewport}-recharge-minimum`);
    expect(tp.errors).toEqual([]);
    return tp;
  });
}, 60_000);

/** Types an amount of USDT to exchange for BTC and asks for a quote; returns the confirmation dialog's figures. */
async function askQuote(tp: TestPage, amount: string) {
  await tp.page.getByTestId('exchange-amount').fill(amount);
  await tp.page.waitForFunction(() => document.querySelector('[data-testid="exchange-arrival"]')?.getAttribute('data-value'), null, {
    timeout: 10_000,
  });
  await tp.page.getByTestId('exchange-submit').click();
  return confirmation(tp);
}

async function confirmation(tp: TestPage) {
  const dialog = tp.page.getByTestId('exchange-confirm');
  await dialog.waitFor({ timeout: 10_000 });
  const arrival = tp.page.getByTestId('exchange-confirm-arrival');
  return {
    quoteId: (await dialog.getAttribute('data-quote-id')) as string,
    amount: (await tp.page.getByTestId('exchange-confirm-amount').innerText()).trim(),
    arrival: (await arrival.getAttribute('data-value')) as string,
    arrivalText: (await arrival.innerText()).trim(),
  };
}

it('an exchange asks for confirmation of a held quote, and what arrives is exactly the confirmed amount', async () => {
  await atBothViewports(
    async (viewport) => {
      const { token, a, tp } = await fundedPage(viewport);
      await tp.go(ROUTES[viewport].transfer);
      const first = await askQuote(tp, '100');
      expect(first.amount).toBe('100.00 USDT');
      expect(first.arrival).toMatch(/^0\.\d{8}$/);
      expect(first.arrivalText).toBe(`${first.arrival} BTC`);
      expect(await tp.page.getByTestId('exchange-confirm-rate').innerText()).toMatch(/^1 USDT ≈ [\d.,]+ BTC$/);
      expect(await tp.page.getByTestId('exchange-confirm-countdown').innerText()).toMatch(/\d+ s$/);
      // nothing has moved yet: the click only asked for a quote
      expect((await walletOf(env().t, token, 'BTC')).available).toBe('0.00000000');
      await settled(tp);
      await screenshot(tp.page, `${viewport}-exchange-confirm`);
      await tp.page.getByTestId('exchange-confirm-submit').click();
      await tp.page.getByTestId('exchange-confirm').waitFor({ state: 'detached', timeout: 10_000 });
      expect((await walletOf(env().t, token, 'BTC')).available).toBe(first.arrival);
      expect((await walletOf(env().t, token)).available).toBe('400.000000');
      // the form's available balance follows, at display precision
      await tp.page.getByText('Available: 400.00 USDT').waitFor({ timeout: 10_000 });
      await settled(tp);
      await screenshot(tp.page, `${viewport}-exchange-done`);

      // a quote left alone expires on screen; only a new quote can be confirmed, and it is what arrives
      const second = await askQuote(tp, '50');
      await env().advance(QUOTE_TTL_MS);
      await tp.page.getByTestId('exchange-confirm-expired').waitFor({ timeout: 10_000 });
      expect(await tp.page.getByTestId('exchange-confirm-submit').count()).toBe(0);
      await settled(tp);
      await screenshot(tp.page, `${viewport}-exchange-expired`);
      await tp.page.getByTestId('exchange-confirm-refresh').click();
      await tp.page.waitForFunction(
        (old) => document.querySelector('[data-testid="exchange-confirm"]')?.getAttribute('data-quote-id') !== old,
        second.quoteId,
        { timeout: 10_000 },
      );
      const renewed = await confirmation(tp);
      await tp.page.getByTestId('exchange-confirm-submit').click();
      await tp.page.getByTestId('exchange-confirm').waitFor({ state: 'detached', timeout: 10_000 });
      const history = (await a.get('/api/exchange/history')).body.data.items as { amount: string; arrival: string }[];
      expect(history.map((x) => [x.amount, x.arrival])).toEqual([
        ['50.000000', renewed.arrival],
        ['100.000000', first.arrival],
      ]);
      const btc = (await walletOf(env().t, token, 'BTC')).available;
      expect(btc).toBe(formatAmount(unitsOf(first.arrival, 8) + unitsOf(renewed.arrival, 8), 8));

      // the history lists the confirmed amounts at display precision
      await tp.go(ROUTES[viewport].history);
      const rows = tp.page.locator('[data-testid^="exchange-row-"]');
      await rows.first().waitFor({ timeout: 10_000 });
      const newest = await rows.first().innerText();
      expect(newest).toContain(renewed.arrival);
      expect(newest).toMatch(/\b50\.00\b/);
      expect(newest).not.toContain('50.000000');
      await settled(tp);
      await screenshot(tp.page, `${viewport}-exchange-history`);
      expect(tp.errors).toEqual([]);
      return tp;
      // (the held quote of one viewport would expire while the other lets its own expire)
    },
    { oneAtATime: true },
  );
}, 120_000);
