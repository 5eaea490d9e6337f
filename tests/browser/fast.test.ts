// Fast trading as a person does it, one journey per viewport (issue 30). Desktop, a logged-in
// user with real money: the markets' quotes moving with a tick; "Trade" on a markets row, on a
// home-page row and on a product detail page (whose K-line chart draws and switches periods)
// opening that product on the trade page, the order going to it, the bare route opening the
// product traded last (issue 12 point 5); open orders with their stake and would-be result at
// display precision ("Loss -100.00", issue 12 point 9); the real/demo switch showing the mode in
// colour, balance and confirmation (issue 12 point 4); an up order placed, counted down, shown
// "settlement in progress" while the market is held past its expiry, settled by the result pushed
// on the user channel, its proof read; then /demo, which trades the demo wallet whatever the
// switch was left on, and whose banner leads back to real money. Mobile, a visitor on /demo: a
// guest session, the live chart above the order panel, an order placed, counted down and
// settled, its proof; the guest session renewed in place (issue 12 point 7) on the next visit and
// while the page stays open. Time is the server's manual clock: the test moves it (and the
// pages' clocks), so nothing waits out the 30 seconds. What the removed cases proved is listed
// in docs/testing/browser-assertions-A.md.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { GUEST_TTL_SECONDS } from '../../server/modules/fast/guest-sessions.ts';
import { formatAmount, unitsOf } from '../../shared/money.ts';
import {
  balanceShows,
  chartSwitchesPeriods,
  closeDialog,
  confirmOrder,
  demoAvailable,
  expectChartAbovePanel,
  fastOrder,
  fastSymbolIs,
  openConfirmation,
  quotesMove,
  readConfirmation,
  shownBalance,
  tradesProduct,
} from '../helpers/A-fast.ts';
import { withoutAppropriateness } from '../helpers/app.ts';
import { browserEnvForFile, expectAccessible, fundedPage, openPage, screenshot, type TestPage } from '../helpers/browser.ts';
import { api, expectLedgerReconciles, fundedUser, staffToken, walletOf } from '../helpers/funds.ts';
import { tabTo } from '../helpers/keyboard.ts';
import { staffPageAt } from '../helpers/staff-browser.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

/** `a` − `b` of two USDT amounts (decimal strings at 6 places), exact. */
const minus = (a: string, b: string) => formatAmount(unitsOf(a, 6) - unitsOf(b, 6), 6);

/** Waits until every finite CSS transition and animation has ended (a dialog has finished opening or closing). */
async function stillFrames(tp: TestPage) {
  await tp.page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
  );
}

/** The countdown of an open order runs: two seconds on, it shows less time left. */
async function countsDown(page: Page, id: string) {
  const countdown = page.getByTestId(`fast-countdown-${id}`);
  const c1 = await countdown.innerText();
  await env().advance(2000);
  await page.waitForFunction(
    ({ testId, before }) => document.querySelector(`[data-testid="${testId}"]`)?.textContent !== before,
    { testId: `fast-countdown-${id}`, before: c1 },
    { timeout: 5000 },
  );
  expect(await countdown.innerText()).not.toBe(c1);
}

/** A settled order: its result, the balance moved (unless a tie), the settlement proof naming the market period's commitment. */
async function settledWithProof(tp: TestPage, label: string, id: string, balanceBefore: string) {
  const { page } = tp;
  const result = page.getByTestId(`fast-result-${id}`);
  await result.waitFor({ timeout: 10_000 });
  expect(['win', 'loss', 'tie']).toContain(await result.getAttribute('data-result'));
  // by then the "order placed" dialog has closed itself (screenshot as the user sees it)
  await page.getByTestId('fast-confirm-close').waitFor({ state: 'detached', timeout: 5000 });
  await screenshot(page, `${label}-fast-settled`);
  await expectAccessible(page, `${label}-fast-settled`);
  if ((await result.getAttribute('data-result')) !== 'tie') {
    await page.waitForFunction((b) => document.querySelector('[data-testid="fast-balance"]')?.textContent !== b, balanceBefore, {
      timeout: 10_000,
    });
  }
  // the settled row opens its proof from the keyboard too (a button): the full commitment, its copy button
  await page.getByTestId(`fast-settled-order-${id}`).focus();
  await page.keyboard.press('Enter');
  const commitment = page.getByTestId('fast-detail-proof-commitment');
  await commitment.waitFor({ timeout: 10_000 });
  expect(await commitment.innerText()).toMatch(/^[0-9a-f]{64}$/);
  await page.getByTestId('fast-detail-proof-copy').click();
  await page.locator('[data-testid="fast-detail-proof-copy"][data-copied]').waitFor({ timeout: 5000 });
  await stillFrames(tp);
  await screenshot(page, `${label}-fast-proof`);
  await expectAccessible(page, `${label}-fast-proof`, { state: 'dialog' });
  await closeDialog(page);
}

/**
 * The settled order's proof links to its market period's page: the commitment there, the seed
 * sealed until the period ends; once past its end the seed is out and the browser's SHA-256 of
 * it equals the commitment (✓ in words). The market is held over the hour and then catches up
 * in one tick (the period closes when its last slot is drawn).
 */
async function periodVerifies(tp: TestPage, label: string, id: string) {
  const { page } = tp;
  await page.getByTestId(`fast-settled-order-${id}`).click();
  const commitment = await page.getByTestId('fast-detail-proof-commitment').innerText();
  await page.getByTestId('fast-detail-proof-period').click();
  const period = page.getByTestId('market-period');
  await period.waitFor({ timeout: 10_000 });
  expect(await page.getByTestId('period-commitment').innerText()).toBe(commitment);
  expect(await page.getByTestId('period-verify').getAttribute('data-result')).toBe('sealed');
  expect(await page.getByTestId('period-seed-sealed').innerText()).toMatch(/^Revealed after /);
  expect(await page.getByTestId('period-command').innerText()).toMatch(/npm run market:verify -- --url http.* --period \d+/);
  await screenshot(page, `${label}-market-period-sealed`);
  const end = env().t.app.market.periods.containing(env().now())?.end as number;
  await env().advance(end - env().now() + 1000, { tick: false });
  await env().advance(10_000);
  // (the page reads the period again while its seed is sealed)
  await page.locator('[data-testid="period-verify"][data-result="match"]').waitFor({ timeout: 10_000 });
  expect(await page.getByTestId('period-verify').innerText()).toMatch(/^✓ Verified: /);
  expect(await page.getByTestId('period-seed').innerText()).toMatch(/^[0-9a-f]{64}$/);
  expect(await page.getByTestId('period-computed').innerText()).toBe(commitment);
  await screenshot(page, `${label}-market-period-verified`);
}

it('desktop, user: quotes move, "Trade" from a row and a detail page whose chart switches periods; amounts at display precision, the real/demo switch, place, count down, settling, settle, proof; /demo trades the demo wallet', async () => {
  const { tp, ...u } = await fundedPage(env(), 'desktop', '500');
  const { page } = tp;
  const pushed: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', (frame) => {
      if (typeof frame.payload === 'string' && frame.payload.includes('fast-settled')) pushed.push(frame.payload);
    }),
  );
  try {
    // two 100 USDT orders of the longest duration, one each way: whichever way the price goes, one of them is losing
    const products = (await u.a.get('/api/product/list')).body.data as { id: number; symbol: string; tradeModes: string[] }[];
    const fastProduct = products.find((p) => p.tradeModes.includes('fast'));
    if (!fastProduct) throw new Error('no fast product in the seed');
    const options = (await u.a.get(`/api/fast/options?productId=${fastProduct.id}`)).body.data as { durationSec: number }[];
    const durationSec = Math.max(...options.map((o) => o.durationSec));
    const ids: number[] = [];
    for (const direction of ['up', 'down']) {
      const res = await u.a.post('/api/fast/order', { productId: fastProduct.id, direction, amount: '100', durationSec, mode: 'real' });
      expect(res.body.code, JSON.stringify(res.body)).toBe(0);
      ids.push(res.body.data.id);
    }

    // the markets' quotes move with the next tick; "Trade" on a row opens that product, and a (demo) order goes to it
    const product = (symbol: string) => (env().t.app.market.product(symbol) as { id: number }).id;
    await tp.go('/pc/market');
    await quotesMove(env(), page, 20, 'desktop-quotes');
    await page.getByTestId('quote-trade-ETH/USDT').click();
    await tradesProduct(env(), page, u.token, 'ETH/USDT', 'desktop-trade-from-row');
    // the home page's product table has its own Trade buttons
    await tp.go('/pc/home');
    await page.getByTestId(`product-trade-${product('SOL/USDT')}`).click();
    await tradesProduct(env(), page, u.token, 'SOL/USDT', 'desktop-trade-from-home-row');
    // a product's detail page: its chart draws and switches periods; its Trade button
    await tp.go(`/pc/market/detail?id=${product('XAU/USD')}`);
    await chartSwitchesPeriods(page, 'desktop');
    await page.getByTestId('detail-trade').click();
    await tradesProduct(env(), page, u.token, 'XAU/USD', 'desktop-trade-from-detail');
    // the bare route opens the product traded last (kept as prdInfo)
    await tp.go('/pc/trade/fast');
    await fastSymbolIs(page, 'XAU/USD');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('prdInfo') ?? 'null')?.symbol)).toBe('XAU/USD');
    await page.getByTestId('fast-mode-real').click();

    // the open orders' stake and would-be result at 2 decimals: "Loss -100.00", not "-100.000000"
    const rows = ids.map((id) => page.getByTestId(`fast-open-order-${id}`));
    for (const row of rows) await row.waitFor({ timeout: 20_000 });
    const loss = page.locator('[data-testid^="fast-live-pl-"]', { hasText: 'Loss' });
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
      const row = await page.getByTestId(`fast-open-order-${id}`).innerText();
      expect(row).toContain('100.00 USDT');
      expect(row).not.toMatch(/\d\.\d{3,}\s*(USDT|$)/m);
      expect(await page.getByTestId(`fast-live-pl-${id}`).innerText()).toMatch(/· (Loss -100\.00|Win \+\d+\.\d{2}|Tie 0\.00)$/);
    }
    expect(await page.getByTestId('fast-balance').innerText()).toBe('300.00 USDT');
    await loss.first().scrollIntoViewIfNeeded();
    await stillFrames(tp);
    await screenshot(page, 'desktop-fast-open-order-amounts');
    await rows[0]?.click();
    const detail = page.getByTestId(`fast-detail-${ids[0]}`);
    await detail.waitFor();
    await stillFrames(tp);
    expect(await detail.innerText()).toContain('100.00 USDT');
    await screenshot(page, 'desktop-fast-order-detail-amount');
    await expectAccessible(page, 'desktop-fast-order-detail-amount');
    await closeDialog(page);
    await page.evaluate(() => window.scrollTo(0, 0));

    // the real/demo switch shows the mode in colour, balance and confirmation; real money is then traded
    const seen: Record<string, { colour: string; panel: string; confirmation: { text: string; mode: string | null } }> = {};
    let placed = '';
    let balanceBefore = '';
    for (const mode of ['demo', 'real'] as const) {
      await page.getByTestId(`fast-mode-${mode}`).click();
      // the balance shown is the chosen mode's
      await balanceShows(page, mode === 'real' ? (await walletOf(env().t, u.token)).available : await demoAvailable(env(), u.token));
      const panel = await page.getByTestId('fast-panel').evaluate((el) => getComputedStyle(el).borderTopColor);
      const colour = await page
        .locator('.mantine-SegmentedControl-root')
        .filter({ has: page.getByTestId('fast-mode-real') })
        .evaluate((el) => getComputedStyle(el.querySelector('.mantine-SegmentedControl-indicator') as Element).backgroundColor);
      await screenshot(page, `desktop-trade-mode-${mode}`);
      balanceBefore = await page.getByTestId('fast-balance').innerText();
      await openConfirmation(page);
      seen[mode] = { colour, panel, confirmation: await readConfirmation(page) };
      await screenshot(page, `desktop-trade-confirm-${mode}`);
      await expectAccessible(page, `desktop-trade-confirm-${mode}`, { state: 'confirm' });
      if (mode === 'demo') await closeDialog(page);
      else placed = await confirmOrder(page);
    }
    expect(seen.real?.panel, 'the order panel has a colour per mode').not.toBe(seen.demo?.panel);
    expect(seen.real?.colour, 'the switch has a colour per mode').not.toBe(seen.demo?.colour);
    for (const [mode, other] of [
      ['real', 'Demo'],
      ['demo', 'Real'],
    ] as const) {
      const confirmation = seen[mode]?.confirmation;
      expect(confirmation?.text).toContain(mode === 'real' ? 'Real' : 'Demo');
      expect(confirmation?.text).not.toContain(other);
      expect(confirmation?.mode, 'the confirmation carries the mode badge').toBe(mode);
    }
    expect((await fastOrder(env(), u.token, placed)).mode).toBe('real');

    // the countdown runs
    await countsDown(page, placed);
    await screenshot(page, 'desktop-user-fast-open');

    // the market runs until just before the expiry, then is held while time passes it: no tick
    // after the expiry is recorded, so the order cannot settle yet: "settlement in progress"
    const { expiresAt } = await fastOrder(env(), u.token, placed);
    await env().advance(expiresAt - 1000 - env().now());
    await env().advance(3000, { tick: false });
    expect(env().now()).toBeGreaterThan(expiresAt);
    await page.getByTestId(`fast-settling-${placed}`).waitFor({ timeout: 10_000 });
    // the "order placed" dialog closes itself (its timer is past; its closing transition ends)
    await page.getByTestId('fast-confirm-close').waitFor({ state: 'detached', timeout: 5000 });
    await screenshot(page, 'desktop-fast-settling');
    const pushedFor = (id: string) => pushed.filter((p) => JSON.parse(p).data?.order?.id === Number(id));
    expect(pushedFor(placed)).toEqual([]);
    expect((await fastOrder(env(), u.token, placed)).status).toBe('open');
    // the market ticks again: the tick after the expiry settles it, pushed on the user channel
    await env().advance(1000);
    await settledWithProof(tp, 'desktop-user', placed, balanceBefore);
    expect(pushedFor(placed).length).toBeGreaterThan(0);

    // /demo trades the demo wallet, though the switch was left on Real; the real balance stays untouched
    const realBefore = (await walletOf(env().t, u.token)).available;
    const demoBefore = await demoAvailable(env(), u.token);
    expect(await page.evaluate(() => localStorage.getItem('tradeMode'))).toBe('real');
    await tp.go('/demo');
    await page.getByTestId('demo-banner').waitFor();
    const dialog = await openConfirmation(page);
    const confirmation = await readConfirmation(page);
    await screenshot(page, 'desktop-trade-demo-confirm-user');
    const id = await confirmOrder(page);
    expect((await fastOrder(env(), u.token, id)).mode, 'the order is a demo order').toBe('demo');
    expect((await walletOf(env().t, u.token)).available, 'real balance unchanged').toBe(realBefore);
    expect(await demoAvailable(env(), u.token)).toBe(minus(demoBefore, '10'));
    expect(confirmation).toMatchObject({ mode: 'demo' });
    expect(confirmation.text).toContain('Demo');
    expect(confirmation.text).not.toContain('Real');
    expect(await dialog.innerText(), 'the "order placed" dialog says demo too').toContain('Demo');
    expect(await page.getByTestId('fast-mode-real').count(), 'no way to pick real money on /demo').toBe(0);
    expect(await page.getByTestId('fast-mode-locked').textContent()).toContain('Demo');
    await balanceShows(page, minus(demoBefore, '10'));
    await closeDialog(page);
    await screenshot(page, 'desktop-trade-demo-user');
    // the other kinds of /demo trade demo money too
    for (const kind of ['contract', 'spot']) {
      await page.getByTestId(`demo-kind-${kind}`).click();
      await page.waitForFunction((k) => document.querySelector(`[data-testid="${k}-panel"]`)?.getAttribute('data-mode') === 'demo', kind, {
        timeout: 20_000,
      });
      expect(await page.getByTestId(`${kind}-mode-real`).count()).toBe(0);
    }
    // the banner's way out leads to the trade page in real mode, said as such
    await page.getByTestId('demo-trade-real').click();
    await page.getByTestId('fast-mode-real').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="fast-panel"]')?.getAttribute('data-mode') === 'real');
    expect(await shownBalance(page)).toBe(realBefore);
    // last (it moves the clock past the hour): the order's proof checked on its period's page
    await periodVerifies(tp, 'desktop-user', placed);
    expect(tp.errors).toEqual([]);
  } finally {
    await tp.context.close();
  }
}, 120_000);

interface StoredGuest {
  token: string;
  expiresAt: number;
}

const storedGuest = async (tp: TestPage) =>
  JSON.parse((await tp.page.evaluate(() => sessionStorage.getItem('guestSession'))) ?? 'null') as StoredGuest | null;

/** Moves the stored end of this tab's guest token (as if time had passed). */
async function guestEndsIn(tp: TestPage, ms: number) {
  // (the page's time: its clock follows the server's)
  await tp.page.evaluate((ms) => {
    const s = JSON.parse(sessionStorage.getItem('guestSession') ?? '{}');
    sessionStorage.setItem('guestSession', JSON.stringify({ ...s, expiresAt: Date.now() + ms }));
  }, ms);
}

const guestCall = (tp: TestPage) =>
  tp.page.waitForResponse((r) => r.url().includes('/api/demo/guest') && r.request().method() === 'POST', { timeout: 20_000 });

/** The renewal comes when the last hour of the token begins (GUEST_RENEW_BEFORE_MS of use-guest-token.ts). */
const RENEW_BEFORE_MS = 60 * 60_000;

it('mobile, visitor on /demo: guest session, chart above the panel, place, count down, settle, proof; the guest renewed in place', async () => {
  const tp = await openPage(env(), 'mobile');
  const { page } = tp;
  try {
    const created = guestCall(tp);
    await tp.go('/demo');
    await page.getByTestId('demo-banner').waitFor();
    const first = await (await created).json();
    expect(first.data).toMatchObject({ role: 'guest', renewed: false });
    const guestId = first.data.userId as number;
    const s1 = (await storedGuest(tp)) as StoredGuest;
    expect(Math.abs(s1.expiresAt - (env().now() + GUEST_TTL_SECONDS * 1000))).toBeLessThan(60_000);

    // the live chart above the order panel, Buy up in reach
    await expectChartAbovePanel(page);
    await screenshot(page, 'mobile-trade-chart-demo');
    await expectAccessible(page, 'mobile-trade-chart-demo');

    // an up order placed, counted down, settled; its stake and would-be result at display precision
    await page.getByTestId('fast-duration-30').click();
    await page.getByTestId('fast-amount').fill('10');
    const balanceBefore = await page.getByTestId('fast-balance').innerText();
    await page.getByTestId('fast-up').click();
    const id = await confirmOrder(page);
    await countsDown(page, id);
    expect(await page.getByTestId(`fast-open-order-${id}`).innerText()).toContain('10.00 USDT');
    expect(await page.getByTestId(`fast-live-pl-${id}`).innerText()).toMatch(/· (Loss -10\.00|Win \+\d+\.\d{2}|Tie 0\.00)$/);
    await screenshot(page, 'mobile-visitor-fast-open');
    await expectAccessible(page, 'mobile-visitor-fast-open');
    // past the expiry (the market held until then: the tick after the expiry settles it)
    const { expiresAt } = await fastOrder(env(), s1.token, id);
    await env().advance(expiresAt - env().now(), { tick: false });
    await env().advance(1000);
    await settledWithProof(tp, 'mobile-visitor', id, balanceBefore);
    expect(await page.evaluate(() => localStorage.getItem('Authorization'))).toBeNull();

    // the visitor has 10 demo USDT in an open 5-minute order
    const placed = await api(env().t, s1.token).post('/api/fast/order', {
      productId: env().t.app.market.product('BTC/USDT')?.id,
      direction: 'up',
      amount: '10',
      durationSec: 300,
      mode: 'demo',
    });
    expect(placed.body.code, JSON.stringify(placed.body)).toBe(0);

    // a minute later (the market held meanwhile: nothing here needs its ticks), the next visit
    // within the last hour of the token renews it: same guest, same demo wallet, a new token
    await env().advance(60_000, { tick: false });
    await guestEndsIn(tp, 10 * 60_000);
    const renewal = guestCall(tp);
    await tp.reload();
    const res = await renewal;
    expect(res.request().headers().authorization).toBe(s1.token);
    expect((await res.json()).data).toMatchObject({ userId: guestId, renewed: true });
    const s2 = (await storedGuest(tp)) as StoredGuest;
    expect(s2.token).not.toBe(s1.token);
    expect(Math.abs(s2.expiresAt - (env().now() + GUEST_TTL_SECONDS * 1000))).toBeLessThan(60_000);
    await balanceShows(page, await demoAvailable(env(), s2.token));
    await screenshot(page, 'mobile-demo-guest-renewed');

    // while the page stays open, the renewal comes when the last hour begins
    await guestEndsIn(tp, RENEW_BEFORE_MS + 6000);
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/demo/guest')) calls++;
    });
    await tp.reload();
    await page.getByTestId('fast-balance').waitFor();
    expect(calls).toBe(0);
    // six seconds on, the last hour begins
    const renewed = guestCall(tp);
    await env().advance(6000, { tick: false });
    expect((await (await renewed).json()).data).toMatchObject({ userId: guestId, renewed: true });
    expect(calls).toBe(1);
    const s3 = (await storedGuest(tp)) as StoredGuest;
    expect(s3.token).not.toBe(s2.token);
    expect((await api(env().t, s3.token).get('/api/demo/wallet')).body.data.position).toBe('10.000000');
    // last (it moves the clock past the hour): the settled order's proof checked on its period's page
    await periodVerifies(tp, 'mobile-visitor', id);
    expect(tp.errors).toEqual([]);
  } finally {
    await tp.context.close();
  }
}, 120_000);

it('desktop, keyboard only: log in, place a fast order, open it from the open orders, every control reached with a visible focus ring; rises and falls carry ▲/▼ and a sign, not colour alone, on the desktop and a phone in English, German and Chinese', async () => {
  const e = env();
  const u = await fundedUser(e.t, await staffToken(e.t), '500');
  const tp = await openPage(e, 'desktop');
  const { page } = tp;
  await tp.context.addInitScript(() => {
    for (let i = 1; i <= 20; i++) sessionStorage.setItem(`noticeDialogShown:${i}`, '1');
  });
  try {
    await tp.go('/pc/user/login?redirect=%2Fpc%2Ftrade%2Ffast');
    // the account kind's tabs: reached with Tab, switched with an arrow key
    await tabTo(page, '[data-testid="login-tab-phone"]');
    await page.keyboard.press('ArrowRight');
    await page.getByTestId('login-email').waitFor();
    await tabTo(page, '[data-testid="login-email"]');
    await page.keyboard.type(u.account.type === 'email' ? u.account.email : '');
    await tabTo(page, '[data-testid="login-password"]');
    await page.keyboard.type(u.password);
    await tabTo(page, '[data-testid="login-submit"]');
    await screenshot(page, 'desktop-keyboard-login-focus-en-US');
    await page.keyboard.press('Enter');
    await page.getByTestId('fast-up').waitFor({ timeout: 20_000 });
    await tp.settled();
    // the order: the duration with Space, the stake typed, "Buy up" and the confirmation with Enter
    await tabTo(page, '[data-testid="fast-duration-30"]');
    await page.keyboard.press('Space');
    expect(await page.getByTestId('fast-duration-30').getAttribute('aria-pressed')).toBe('true');
    await tabTo(page, '[data-testid="fast-amount"]');
    await page.keyboard.type('10');
    await tabTo(page, '[data-testid="fast-up"]');
    await screenshot(page, 'desktop-keyboard-fast-up-focus-en-US');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await tabTo(page, '[data-testid="fast-confirm"]');
    await page.keyboard.press('Enter');
    await page.getByTestId('fast-entry-price').waitFor({ timeout: 10_000 });
    const id = (await page.locator('[data-testid^="fast-open-order-"]').first().getAttribute('data-testid'))?.replace(
      'fast-open-order-',
      '',
    );
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // the order in the open orders, reached back from the page's start, opened with Enter
    await tabTo(page, `[data-testid="fast-open-order-${id}"]`, { max: 120 });
    await page.keyboard.press('Enter');
    await page.getByTestId(`fast-detail-${id}`).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Shift+Tab goes back to the order panel
    await tabTo(page, '[data-testid="fast-up"]', { key: 'Shift+Tab', max: 120 });
  } finally {
    await tp.context.close();
  }

  // prices and changes: ▲/▼ named "Up"/"Down" in the reader's language beside the colour, and a signed change
  // (English at both viewports, German on the desktop, Chinese on the phone)
  for (const viewport of ['desktop', 'mobile'] as const) {
    for (const locale of ['en-US', viewport === 'desktop' ? 'de-DE' : 'zh-CN']) {
      const q = await openPage(e, viewport, { session: u });
      try {
        await q.context.addInitScript((l) => localStorage.setItem('wplocale', l), locale);
        await q.go(viewport === 'desktop' ? '/pc/market' : '/wp/quotes/list');
        await e.advance(1000);
        const marks = await q.page.$$eval('[data-testid^="quote-row-"]', (rows) =>
          rows.map((r) => {
            const price = r.querySelector('[data-testid^="quote-price-"]');
            const change = r.querySelector('[data-trend]:not([data-testid^="quote-price-"])');
            return {
              trend: price?.getAttribute('data-trend'),
              arrow: price?.querySelector('[data-testid="trend-arrow"]')?.getAttribute('aria-label') ?? null,
              change: change?.textContent ?? '',
            };
          }),
        );
        expect(marks.length).toBeGreaterThan(3);
        const named = { 'en-US': ['Up', 'Down'], 'de-DE': ['Gestiegen', 'Gefallen'], 'zh-CN': ['上涨', '下跌'] }[locale] as string[];
        for (const m of marks) {
          if (m.trend === 'flat') continue;
          expect(m.arrow, `${viewport} ${locale}: the price's arrow`).toBe(m.trend === 'rise' ? named[0] : named[1]);
          expect(m.change, `${viewport} ${locale}: the change's sign`).toMatch(m.trend === 'rise' ? /^\+/ : /^[-−]/);
        }
        // the focus ring on a quote's link beside the arrows
        await tabTo(q.page, viewport === 'desktop' ? '.quote-link' : '.quotes-list-link', { max: 80 });
        await screenshot(q.page, `${viewport}-quotes-signs-focus-${locale}`);
      } finally {
        await q.context.close();
      }
    }
  }
});

// Responsible trading (issue 33 point 10, decision 077): a daily loss limit set, then raised (the
// raise waits 24 hours, shown with its time); negative balance protection under the contract
// form's leverage; the risk warning and the appropriateness check before the first real fast
// trade (wrong answers say why), and the trade going through once it is passed; on desktop, the
// back office's read-only panel. Limits, protection and check are shot in English and in German
// (desktop) or Chinese (phone), the language switched in place as a person does.
it.each(['desktop', 'mobile'] as const)(
  '%s: responsible trading: a limit raised waits 24 hours; the check comes before the first real fast trade, which then goes through',
  async (viewport) => {
    const e = env();
    const u = await fundedPage(e, viewport, '1000');
    withoutAppropriateness(e.t, u.userId);
    const { tp } = u;
    const { page } = tp;
    const routes =
      viewport === 'desktop'
        ? { security: '/pc/userCenter/security', trade: '/pc/trade/fast' }
        : { security: '/wp/security', trade: '/wp/trade' };
    // the language switched in place, as a person does (the header's menu; the mobile language page)
    const switchTo = async (locale: string) => {
      if (viewport === 'desktop') {
        await tp.go(routes.security);
        await page.getByTestId('language-menu').click();
      } else {
        await tp.go('/wp/language');
      }
      await page.getByTestId(`language-option-${locale}`).click();
      await page.waitForFunction((l) => document.documentElement.lang === l, locale);
    };
    try {
      // German on the desktop, Chinese on the phone, then English (one other language per
      // viewport keeps the journey short; all three were looked at on both when it was written)
      for (const locale of [viewport === 'desktop' ? 'de-DE' : 'zh-CN', 'en-US']) {
        await switchTo(locale);
        await tp.go(routes.security);
        await page.getByTestId('responsible-loss-input').waitFor();
        if (locale !== 'en-US') {
          await page.getByTestId('responsible-loss-input').fill('100');
          await page.getByTestId('responsible-loss-save').click();
          await page.getByTestId('responsible-loss-value').filter({ hasText: '100' }).waitFor();
          // a raise: the 100 holds until 24 hours from now
          await page.getByTestId('responsible-loss-input').fill('500');
          await page.getByTestId('responsible-loss-save').click();
          await page.getByTestId('responsible-loss-pending').waitFor();
          const limit = (await api(e.t, u.token).get('/api/responsible')).body.data.lossLimit;
          expect(limit).toEqual({
            value: '100.000000',
            pending: { value: '500.000000', at: new Date(e.now() + 86_400_000).toISOString() },
          });
        }
        await page.getByTestId('responsible-loss-pending').waitFor();
        expect(await page.getByTestId('responsible-loss-value').innerText()).toContain('100');
        expect(await page.getByTestId('responsible-loss-pending').innerText()).toContain('500');
        await page.getByTestId('responsible-loss').scrollIntoViewIfNeeded();
        await tp.settled();
        await screenshot(page, `${viewport}-responsible-limits-${locale}`);

        // negative balance protection, stated under the leverage of the contract order form
        if (viewport === 'desktop') await tp.go('/pc/trade/future');
        else {
          await tp.go(routes.trade);
          await page.locator('[data-testid="trade-mode"] label').nth(1).click();
        }
        const protection = page.getByTestId('contract-negative-balance');
        await protection.waitFor();
        if (locale === 'en-US') expect(await protection.innerText()).toContain('never goes below zero');
        await page.getByTestId('contract-leverage').scrollIntoViewIfNeeded();
        await screenshot(page, `${viewport}-contract-negative-balance-${locale}`);

        // the first real fast trade: the warning, then the check (a wrong answer says why)
        if (viewport === 'desktop') await tp.go(routes.trade);
        else await page.locator('[data-testid="trade-mode"] label').nth(0).click();
        await page.getByTestId('fast-mode-real').click();
        await openConfirmation(page);
        await page.getByTestId('fast-confirm').click();
        await page.getByTestId('appropriateness-warning').waitFor();
        await stillFrames(tp);
        if (locale === 'en-US') await screenshot(page, `${viewport}-appropriateness-warning-${locale}`);
        await page.getByTestId('appropriateness-accept').check();
        await page.getByTestId('appropriateness-next').click();
        await page.getByTestId('appropriateness-quiz').waitFor();
        for (const [id, option] of [
          ['leverage', 'a'], // wrong: the answer is b
          ['liquidation', 'a'],
          ['maxLoss', 'c'],
          ['fastStake', 'a'],
        ])
          await page.getByTestId(`quiz-${id}-${option}`).check();
        await page.getByTestId('appropriateness-submit').click();
        await page.getByTestId('quiz-leverage-why').waitFor();
        await page.getByTestId('quiz-leverage-why').scrollIntoViewIfNeeded();
        await screenshot(page, `${viewport}-appropriateness-quiz-${locale}`);
      }
      // not passed yet: nothing was placed
      expect((await api(e.t, u.token).get('/api/fast/orders?mode=real')).body.data.total).toBe(0);
      await page.getByTestId('quiz-leverage-b').check();
      await page.getByTestId('appropriateness-submit').click();
      // passed: the confirmation comes back and the order is placed
      await page.getByTestId('fast-entry-price').waitFor({ timeout: 10_000 });
      expect((await api(e.t, u.token).get('/api/fast/orders?mode=real')).body.data.total).toBe(1);
      expect((await api(e.t, u.token).get('/api/responsible')).body.data.appropriatenessPassedAt).not.toBeNull();
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
    if (viewport === 'mobile') return;
    // the back office (desktop) shows the settings, read only
    const staff = await staffPageAt(e, 'compliance', `/admin/users/${u.userId}`);
    try {
      const panel = staff.page.getByTestId('user-responsible-panel');
      await panel.getByTestId('user-responsible-loss-pending').waitFor();
      expect(await panel.getByTestId('user-responsible-loss').innerText()).toContain('100.00 USDT');
      expect(await panel.getByTestId('user-responsible-loss-pending').innerText()).toContain('500.00 USDT');
      expect(await panel.getByTestId('user-responsible-check').innerText()).toContain('(v1)');
      expect(await panel.getByRole('button').count(), 'nothing to change or lift').toBe(0);
      await panel.scrollIntoViewIfNeeded();
      await screenshot(staff.page, 'desktop-admin-user-responsible');
      expect(staff.errors).toEqual([]);
    } finally {
      await staff.context.close();
    }
  },
  90_000,
);
