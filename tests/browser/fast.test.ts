// Fast trading as a person does it: place an up order, watch the countdown, see it settle
// with a result and the balance change — logged in (real money) and as a visitor on /demo
// (guest demo session), at both viewports. The market ticks on its own (real clock).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { type BrowserEnv, openPage, screenshot, signInContext, startBrowserEnv, type TestPage, type ViewportName } from '../helpers/browser.ts';
import { api, expectLedgerReconciles, staffToken } from '../helpers/funds.ts';
import { pngImage } from '../helpers/files.ts';

let env: BrowserEnv;
beforeAll(async () => {
  env = await startBrowserEnv();
}, 60_000);
afterAll(async () => {
  expectLedgerReconciles(env.t);
  await env.close();
});

async function fundedSession() {
  const staff = await staffToken(env.t);
  const u = await registerAndLogin(env.t);
  const a = api(env.t, u.token);
  const proof = (await a.upload(pngImage())).body.data.id;
  const dep = await a.post('/api/recharge', { channel: 'crypto', currency: 'USDT', chain: 'TRC20', amount: '500', proofUploadId: proof });
  await api(env.t, staff).post(`/api/admin/deposits/${dep.body.data.id}/approve`);
  return u;
}

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
  // the countdown runs
  const countdown = page.getByTestId(`fast-countdown-${id}`);
  const c1 = await countdown.innerText();
  await page.waitForTimeout(2100);
  expect(await countdown.innerText()).not.toBe(c1);
  await screenshot(page, `${label}-fast-open`);
  // it settles with a result
  const result = page.getByTestId(`fast-result-${id}`);
  await result.waitFor({ timeout: 50_000 });
  expect(['win', 'loss', 'tie']).toContain(await result.getAttribute('data-result'));
  await screenshot(page, `${label}-fast-settled`);
  if ((await result.getAttribute('data-result')) !== 'tie') {
    await page.waitForFunction((b) => document.querySelector('[data-testid="fast-balance"]')?.textContent !== b, before, { timeout: 10_000 });
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

it('logged in and as a visitor, on desktop and mobile', async () => {
  const runs: [ViewportName, 'user' | 'visitor'][] = [
    ['desktop', 'user'],
    ['mobile', 'user'],
    ['desktop', 'visitor'],
    ['mobile', 'visitor'],
  ];
  await Promise.all(
    runs.map(async ([viewport, who]) => {
      const tp = await openPage(env, viewport);
      try {
        if (who === 'user') {
          await signInContext(tp, await fundedSession());
          await tp.page.goto(`${env.base}/#${viewport === 'desktop' ? '/pc/trade/fast' : '/wp/trade'}`, { waitUntil: 'networkidle' });
          await tradeOnce(tp, `${viewport}-user`, 'real');
        } else {
          await tp.page.goto(`${env.base}/#/demo`, { waitUntil: 'networkidle' });
          await tp.page.getByTestId('demo-banner').waitFor();
          await tradeOnce(tp, `${viewport}-visitor`);
          expect(await tp.page.evaluate(() => localStorage.getItem('Authorization'))).toBeNull();
        }
      } finally {
        await tp.context.close();
      }
    }),
  );
}, 120_000);

it('shows "settlement in progress" from expiry until the result, which arrives on the user channel', async () => {
  const tp = await openPage(env, 'desktop');
  const pushed: string[] = [];
  tp.page.on('websocket', (ws) =>
    ws.on('framereceived', (frame) => {
      if (typeof frame.payload === 'string' && frame.payload.includes('fast-settled')) pushed.push(frame.payload);
    }),
  );
  try {
    const u = await fundedSession();
    await signInContext(tp, u);
    await tp.page.goto(`${env.base}/#/pc/trade/fast`, { waitUntil: 'networkidle' });
    const { id } = await placeUp(tp, 'real');
    const order = (await api(env.t, u.token).get(`/api/fast/order/${id}`)).body.data as { expiresAt: number };
    // hold the market just before the expiry: no tick after it is recorded, so the order
    // cannot settle yet
    await tp.page.waitForTimeout(Math.max(0, order.expiresAt - Date.now() - 1500));
    env.t.app.market.stop();
    try {
      await tp.page.getByTestId(`fast-settling-${id}`).waitFor({ timeout: 10_000 });
      // the "order placed" dialog has closed itself by now
      expect(await tp.page.getByTestId('fast-confirm-close').count()).toBe(0);
      await screenshot(tp.page, 'desktop-fast-settling');
      expect(pushed).toEqual([]);
    } finally {
      env.t.app.market.start();
    }
    await tp.page.getByTestId(`fast-result-${id}`).waitFor({ timeout: 15_000 });
    expect(pushed.some((p) => JSON.parse(p).data?.order?.id === Number(id))).toBe(true);
    expect(tp.errors).toEqual([]);
  } finally {
    await tp.context.close();
  }
}, 90_000);

