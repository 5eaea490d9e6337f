// Fast trading as a person does it: place an up order, watch the countdown, see it settle
// with a result and the balance change — logged in (real money) and as a visitor on /demo
// (guest demo session), at both viewports. Time is the server's manual clock: the test moves
// it (and the pages' clocks) past the expiry, so nothing waits out the 30 seconds.
import { expect, it } from 'vitest';
import { browserEnvForFile, fundedPage, openPage, screenshot, type TestPage, type ViewportName } from '../helpers/browser.ts';
import { api, expectLedgerReconciles } from '../helpers/funds.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

/** Places a 10 USDT, 30-second up order through the screen; returns its id and the balance before. */
async function placeUp(tp: TestPage, mode?: 'real' | 'demo') {
  const { page } = tp;
  await page.getByTestId('fast-up').waitFor({ timeout: 20_000 });
  if (mode) await page.getByTestId(`fast-mode-${mode}`).click();
  await page.getByTestId('fast-duration-30').click();
  await page.getByTestId('fast-amount').fill('10');
  await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="fast-balance"]')?.textContent ?? ''));
  const before = await page.getByTestId('fast-balance').innerText();
  await page.getByTestId('fast-up').click();
  await page.getByTestId('fast-confirm').click();
  const open = page.locator('[data-testid^="fast-open-order-"]').first();
  await open.waitFor({ timeout: 10_000 });
  const id = (await open.getAttribute('data-testid'))?.replace('fast-open-order-', '') as string;
  return { id, before };
}

async function tradeOnce(tp: TestPage, label: string, mode?: 'real' | 'demo') {
  const { page } = tp;
  const { id, before } = await placeUp(tp, mode);
  // the countdown runs: two seconds on, it shows less time left
  const countdown = page.getByTestId(`fast-countdown-${id}`);
  const c1 = await countdown.innerText();
  await env().advance(2000);
  await page.waitForFunction(
    ({ testId, before }) => document.querySelector(`[data-testid="${testId}"]`)?.textContent !== before,
    { testId: `fast-countdown-${id}`, before: c1 },
    { timeout: 5000 },
  );
  expect(await countdown.innerText()).not.toBe(c1);
  await screenshot(page, `${label}-fast-open`);
  // past the expiry it settles with a result
  await env().advance(30_000);
  const result = page.getByTestId(`fast-result-${id}`);
  await result.waitFor({ timeout: 10_000 });
  expect(['win', 'loss', 'tie']).toContain(await result.getAttribute('data-result'));
  // by then the "order placed" dialog has closed itself (screenshot as the user sees it)
  await page.getByTestId('fast-confirm-close').waitFor({ state: 'detached', timeout: 5000 });
  await screenshot(page, `${label}-fast-settled`);
  if ((await result.getAttribute('data-result')) !== 'tie') {
    await page.waitForFunction((b) => document.querySelector('[data-testid="fast-balance"]')?.textContent !== b, before, {
      timeout: 10_000,
    });
  }
  // the settlement proof names the commitment of the market period that drew its ticks
  await page.getByTestId(`fast-settled-order-${id}`).click();
  const commitment = page.getByTestId('fast-detail-commitment');
  await commitment.waitFor({ timeout: 10_000 });
  expect(await commitment.innerText()).toMatch(/^[0-9a-f]{16}…/);
  await screenshot(page, `${label}-fast-proof`);
  await page.keyboard.press('Escape');
  expect(tp.errors).toEqual([]);
}

it.each([
  ['desktop', 'user'],
  ['mobile', 'user'],
  ['desktop', 'visitor'],
  ['mobile', 'visitor'],
] as [ViewportName, 'user' | 'visitor'][])('%s, %s: place, count down, settle, proof', async (viewport, who) => {
  // one page at a time: each moves the one clock past its own order's expiry
  const tp = who === 'user' ? (await fundedPage(env(), viewport, '500')).tp : await openPage(env(), viewport);
  try {
    if (who === 'user') {
      await tp.go(`${viewport === 'desktop' ? '/pc/trade/fast' : '/wp/trade'}`);
      await tradeOnce(tp, `${viewport}-user`, 'real');
    } else {
      await tp.go(`/demo`);
      await tp.page.getByTestId('demo-banner').waitFor();
      await tradeOnce(tp, `${viewport}-visitor`);
      expect(await tp.page.evaluate(() => localStorage.getItem('Authorization'))).toBeNull();
    }
  } finally {
    await tp.context.close();
  }
});

it('shows "settlement in progress" from expiry until the result, which arrives on the user channel', async () => {
  const { tp, ...u } = await fundedPage(env(), 'desktop', '500');
  const pushed: string[] = [];
  tp.page.on('websocket', (ws) =>
    ws.on('framereceived', (frame) => {
      if (typeof frame.payload === 'string' && frame.payload.includes('fast-settled')) pushed.push(frame.payload);
    }),
  );
  try {
    await tp.go(`/pc/trade/fast`);
    const { id } = await placeUp(tp, 'real');
    const order = (await api(env().t, u.token).get(`/api/fast/order/${id}`)).body.data as { expiresAt: number };
    // the market runs until just before the expiry, then is held while time passes it: no
    // tick after the expiry is recorded, so the order cannot settle yet
    await env().advance(order.expiresAt - 1000 - env().now());
    await env().advance(3000, { tick: false });
    expect(env().now()).toBeGreaterThan(order.expiresAt);
    await tp.page.getByTestId(`fast-settling-${id}`).waitFor({ timeout: 10_000 });
    // the "order placed" dialog closes itself (its timer is past; its closing transition ends)
    await tp.page.getByTestId('fast-confirm-close').waitFor({ state: 'detached', timeout: 5000 });
    expect(await tp.page.getByTestId('fast-confirm-close').count()).toBe(0);
    await screenshot(tp.page, 'desktop-fast-settling');
    expect(pushed).toEqual([]);
    expect((await api(env().t, u.token).get(`/api/fast/order/${id}`)).body.data.status).toBe('open');
    // the market ticks again: the tick after the expiry settles it, pushed on the user channel
    await env().advance(1000);
    await tp.page.getByTestId(`fast-result-${id}`).waitFor({ timeout: 10_000 });
    expect(pushed.some((p) => JSON.parse(p).data?.order?.id === Number(id))).toBe(true);
    expect(tp.errors).toEqual([]);
  } finally {
    await tp.context.close();
  }
});
