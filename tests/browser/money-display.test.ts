// The funds screens as a user with a history reads and fills them in (issues 12.9, 13.7, 17.7),
// one journey per viewport (issue 30), every amount at its currency's display precision:
// - the exchange form (on @mantine/form): nothing is asked of the server while the amount is
//   missing or above the balance, each message goes away as the amount is corrected, the
//   currencies swap (emptying the amount); a correct amount asks for exactly one quote, shown for
//   confirmation and held for a few seconds, whose confirmed arrival is exactly what arrives; a
//   quote left alone expires on screen and only a new one can be confirmed; the exchange history;
// - the withdrawal form: nothing is sent while the amount is missing, or (on its summary) the
//   withdrawal password or the code is missing or wrong, each message goes away as the field is
//   corrected, an amount above the balance is refused as it is typed, an amount above the
//   certification tier's limit is flagged, and a correct form, confirmed with the code sent for
//   it, withdraws exactly the amount typed; the withdrawal history;
// - the deposit history and the deposit form's limits; the fund flow;
// - the unified trade history: a fast order listed, filtered away and back by type and mode,
//   exported as CSV, opened in its detail.
// The histories are one list component: a table on desktop, cards on mobile. Time moves only when
// the test moves the server's clock (a quote's expiry). What the merged files (exchange-form,
// withdraw-form, history-lists, trade-history) proved is listed in docs/testing/browser-assertions-A.md.
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { QUOTE_TTL_MS } from '../../server/modules/funds/exchange/service.ts';
import { formatAmount, unitsOf } from '../../shared/money.ts';
import { dismissNotices } from '../helpers/A-journeys.ts';
import { browserEnvForFile, expectAccessible, fundedPage, screenshot, type TestPage, type ViewportName } from '../helpers/browser.ts';
import { pngImage } from '../helpers/files.ts';
import {
  api,
  expectLedgerReconciles,
  offlineDeposit,
  SECURITY_PASSWORD,
  staffToken,
  TRC20,
  walletOf,
  withdrawUsdt,
} from '../helpers/funds.ts';
import { confirmWithdrawalOnPage } from '../helpers/withdraw-page.ts';

// the withdrawal limits per certification tier on, as under npm start (an uncertified user's
// limit is 0: every withdrawal waits for a second approval, and the form says so first)
const env = browserEnvForFile((e) => expectLedgerReconciles(e.t), { env: { KYC_WITHDRAW_GATE: 'true' } });

type Screen = 'exchange' | 'exchangeHistory' | 'withdraw' | 'recharge' | 'rechargeHistory' | 'flow' | 'trades';
const ROUTES: Record<ViewportName, Record<Screen, string>> = {
  desktop: {
    exchange: '/pc/handle/transfer',
    exchangeHistory: '/pc/handle/transfer/history',
    withdraw: '/pc/handle/withdraw',
    recharge: '/pc/handle/recharge',
    rechargeHistory: '/pc/handle/recharge/history',
    flow: '/pc/userCenter/property',
    trades: '/pc/userCenter/tradeHistory',
  },
  mobile: {
    exchange: '/wp/transfer',
    exchangeHistory: '/wp/transfer/history',
    withdraw: '/wp/withdraw',
    recharge: '/wp/recharge',
    rechargeHistory: '/wp/recharge/history',
    flow: '/wp/property',
    trades: '/wp/tradeHistory',
  },
};

/** Waits until every finite CSS transition and animation has ended (a dialog has finished opening or closing). */
async function stillFrames(tp: TestPage) {
  await tp.page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
  );
}

/** A message shown under a field, exactly. */
const message = (tp: TestPage, text: string) => tp.page.getByText(text, { exact: true });

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

/** Picks `label` in the Select whose input is `testId`. */
async function pick(tp: TestPage, testId: string, label: string) {
  await tp.page.getByTestId(testId).click();
  await tp.page.getByRole('option', { name: label, exact: true }).click();
}

/** A user with 1,000 USDT, a withdrawal password and a bound address; a rejected deposit and a rejected withdrawal; an open fast order of 100 USDT. */
async function userWithHistory(viewport: ViewportName) {
  const e = env();
  const staff = await staffToken(e.t);
  const { tp, ...u } = await fundedPage(e, viewport, '1000', { readyToWithdraw: true });
  const proof = (await u.a.upload(pngImage())).body.data.id;
  // (the transfer quoted its reference code, decision 088: the deposit history shows it)
  const { reference } = (await u.a.get('/api/recharge/reference?currency=USDT')).body.data as { reference: string };
  const rejected = (await u.a.post('/api/recharge', { ...offlineDeposit(proof, '250.5'), reference })).body.data as {
    id: number;
    reference: string;
  };
  expect((await api(e.t, staff).post(`/api/admin/deposits/${rejected.id}/reject`, { reason: 'Proof unreadable' })).body.code).toBe(0);
  const withdrawal = await withdrawUsdt(u, '100');
  expect((await api(e.t, staff).post(`/api/admin/withdrawals/${withdrawal.id}/reject`, { reason: 'Address needs review' })).body.code).toBe(
    0,
  );
  // (its code was sent a moment ago: the form's withdrawal asks for the next one after the resend minute)
  await e.advance(60_000);
  const fast = await u.a.post('/api/fast/order', {
    productId: e.t.app.market.product('ETH/USDT')?.id,
    direction: 'up',
    amount: '100',
    durationSec: 60,
    mode: 'real',
  });
  expect(fast.body.code, JSON.stringify(fast.body)).toBe(0);
  return { tp, u, rejected, withdrawal, fastId: fast.body.data.id as number };
}

it.each(['desktop', 'mobile'] as ViewportName[])(
  '%s: exchange form and quotes, withdrawal form, deposit, withdrawal, exchange and trade histories, deposit limits, fund flow',
  async (viewport) => {
    const e = env();
    const routes = ROUTES[viewport];
    const { tp, u, rejected, withdrawal, fastId } = await userWithHistory(viewport);
    const { page } = tp;
    // a table on desktop, cards on mobile
    const layoutIs = async (testId: string) => {
      expect(await page.getByTestId(testId).locator('table').count()).toBe(viewport === 'desktop' ? 1 : 0);
    };
    try {
      // --- the exchange form: nothing is asked of the server while the amount is missing or above the balance
      const quotes: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/exchange/quote') && r.method() === 'POST') quotes.push(r.postData() ?? '');
      });
      await tp.go(routes.exchange);
      await page.getByText('Available: 900.00 USDT').waitFor();
      await page.getByTestId('exchange-submit').click();
      await message(tp, 'Amount cannot be empty').waitFor();
      await screenshot(page, `${viewport}-exchange-form-empty`);
      await expectAccessible(page, `${viewport}-exchange-form-empty`);
      // typing clears it; more than the balance is refused as it is typed, and on submit nothing is sent
      await page.getByTestId('exchange-amount').fill('1000');
      await message(tp, 'Amount cannot be empty').waitFor({ state: 'detached' });
      await message(tp, 'Insufficient balance').waitFor();
      await page.getByTestId('exchange-submit').click();
      await message(tp, 'Insufficient balance').waitFor();
      expect(quotes).toEqual([]);
      // swapping the currencies empties the amount
      await page.getByTestId('exchange-swap').click();
      expect(await page.getByTestId('exchange-amount').inputValue()).toBe('');
      expect(await page.getByTestId('exchange-from').inputValue()).toBe('BTC');
      await page.getByTestId('exchange-swap').click();

      // a correct amount clears the message and asks for one quote, held for confirmation; nothing moves before it is confirmed
      await page.getByTestId('exchange-amount').fill('100');
      await message(tp, 'Insufficient balance').waitFor({ state: 'detached' });
      const first = await askQuote(tp, '100');
      expect(quotes.map((q) => JSON.parse(q))).toEqual([{ from: 'USDT', to: 'BTC', amount: '100' }]);
      expect(first.amount).toBe('100.00 USDT');
      expect(first.arrival).toMatch(/^0\.\d{8}$/);
      expect(first.arrivalText).toBe(`${first.arrival} BTC`);
      expect(await page.getByTestId('exchange-confirm-rate').innerText()).toMatch(/^1 USDT ≈ [\d.,]+ BTC$/);
      expect(await page.getByTestId('exchange-confirm-countdown').innerText()).toMatch(/\d+ s$/);
      expect((await walletOf(e.t, u.token, 'BTC')).available).toBe('0.00000000');
      await stillFrames(tp);
      await screenshot(page, `${viewport}-exchange-confirm`);
      await expectAccessible(page, `${viewport}-exchange-confirm`, { state: 'dialog' });
      // what arrives is exactly the confirmed amount; the form's available balance follows, at display precision
      await page.getByTestId('exchange-confirm-submit').click();
      await page.getByTestId('exchange-confirm').waitFor({ state: 'detached', timeout: 10_000 });
      expect((await walletOf(e.t, u.token, 'BTC')).available).toBe(first.arrival);
      expect((await walletOf(e.t, u.token)).available).toBe('800.000000');
      await page.getByText('Available: 800.00 USDT').waitFor({ timeout: 10_000 });
      await stillFrames(tp);
      await screenshot(page, `${viewport}-exchange-done`);

      // a quote left alone expires on screen; only a new quote can be confirmed, and it is what arrives
      const second = await askQuote(tp, '50');
      // (the page's clock runs ahead of the server's by the real time since the last advance, and
      // the dialog counts the quote down on it: the clocks move on until the page's is past it too)
      const pageAhead = Math.max(0, (await page.evaluate(() => Date.now())) - e.now());
      await e.advance(QUOTE_TTL_MS + pageAhead);
      await page.getByTestId('exchange-confirm-expired').waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('exchange-confirm-submit').count()).toBe(0);
      await stillFrames(tp);
      await screenshot(page, `${viewport}-exchange-expired`);
      await page.getByTestId('exchange-confirm-refresh').click();
      await page.waitForFunction(
        (old) => document.querySelector('[data-testid="exchange-confirm"]')?.getAttribute('data-quote-id') !== old,
        second.quoteId,
        { timeout: 10_000 },
      );
      const renewed = await confirmation(tp);
      await page.getByTestId('exchange-confirm-submit').click();
      await page.getByTestId('exchange-confirm').waitFor({ state: 'detached', timeout: 10_000 });
      const exchanges = (await u.a.get('/api/exchange/history')).body.data.items as { id: number; amount: string; arrival: string }[];
      expect(exchanges.map((x) => [x.amount, x.arrival])).toEqual([
        ['50.000000', renewed.arrival],
        ['100.000000', first.arrival],
      ]);
      expect((await walletOf(e.t, u.token, 'BTC')).available).toBe(
        formatAmount(unitsOf(first.arrival, 8) + unitsOf(renewed.arrival, 8), 8),
      );

      // the exchange history lists the confirmed amounts at display precision (BTC at its 8 decimals, under 1 no grouping)
      await tp.go(routes.exchangeHistory);
      const newest = page.getByTestId(`exchange-row-${exchanges[0]?.id}`);
      await newest.waitFor({ timeout: 10_000 });
      // newest first
      expect(await page.locator('[data-testid^="exchange-row-"]').first().getAttribute('data-testid')).toBe(
        `exchange-row-${exchanges[0]?.id}`,
      );
      expect(await newest.innerText()).toContain(`${renewed.arrival} BTC`);
      expect(await newest.innerText()).toMatch(/\b50\.00 USDT\b/);
      expect(await newest.innerText()).not.toContain('50.000000');
      const older = await page.getByTestId(`exchange-row-${exchanges[1]?.id}`).innerText();
      expect(older).toContain('100.00 USDT');
      expect(older).toContain(`${first.arrival} BTC`);
      await layoutIs('exchange-history');
      await stillFrames(tp);
      await screenshot(page, `${viewport}-history-exchange`);
      await expectAccessible(page, `${viewport}-history-exchange`);

      // --- the withdrawal form: nothing filled in, the amount says what is missing, nothing is sent and no summary opens
      await tp.go(routes.withdraw);
      await page.getByTestId('withdraw-method-crypto').click();
      await page.getByTestId('withdraw-destination').waitFor();
      await page.getByTestId('withdraw-submit').click();
      await message(tp, 'Amount cannot be empty').waitFor();
      await screenshot(page, `${viewport}-withdraw-form-errors`);
      await expectAccessible(page, `${viewport}-withdraw-form-errors`);
      // typing clears the message; above the balance is refused as it is typed, and not summarized
      await page.getByTestId('withdraw-amount').fill('1000');
      expect(await message(tp, 'Amount cannot be empty').count()).toBe(0);
      await message(tp, 'Insufficient balance').waitFor();
      await page.getByTestId('withdraw-submit').click();
      expect(await page.getByTestId('withdraw-confirm').count()).toBe(0);
      // corrected: above the tier's limit, told before sending (the request is taken, a second approver pays it)
      await page.getByTestId('withdraw-amount').fill('120.5');
      await page.waitForFunction(() => document.querySelector('[data-testid="withdraw-arrival"]')?.getAttribute('data-value'), null, {
        timeout: 10_000,
      });
      await page.getByTestId('withdraw-over-tier-limit').waitFor();
      expect(await page.getByTestId('withdraw-over-tier-limit').textContent()).toContain('second review');
      await screenshot(page, `${viewport}-withdraw-over-tier-limit`);
      // its summary: the password and the code say what is missing; a short password is refused; nothing is sent
      await page.getByTestId('withdraw-submit').click();
      expect(await page.getByTestId('withdraw-confirm-amount').innerText()).toBe('120.50 USDT');
      await page.getByTestId('withdraw-confirm-submit').click();
      await message(tp, 'Please enter the withdrawal password').waitFor();
      await message(tp, 'Please enter the verification code').waitFor();
      await page.getByTestId('withdraw-security-password').fill('12');
      expect(await message(tp, 'Please enter the withdrawal password').count()).toBe(0);
      await page.getByTestId('withdraw-confirm-submit').click();
      await message(tp, 'The withdrawal password is exactly 6 digits').waitFor();
      expect(((await u.a.get('/api/withdraw/history')).body.data.items as unknown[]).length).toBe(1);
      // corrected and confirmed with the code sent for it: sent once, with the amount typed
      await confirmWithdrawalOnPage(tp, e.t, u.account, SECURITY_PASSWORD);
      const withdrawals = (await u.a.get('/api/withdraw/history')).body.data.items as { id: number; amount: string }[];
      expect(withdrawals.map((w) => w.amount)).toEqual(['120.500000', '100.000000']);

      // the withdrawal history (from the success notice): the rejected one with its reason, its funds thawed
      await page.getByTestId('withdraw-success-history').click();
      await page.getByTestId(`withdrawal-row-${withdrawal.id}`).waitFor({ timeout: 15_000 });
      const w = await page.getByTestId(`withdrawal-row-${withdrawal.id}`).innerText();
      expect(w).toContain('100.00 USDT');
      expect(w).toContain(TRC20);
      expect(w).toContain('Address needs review');
      expect(await page.getByTestId(`withdrawal-funds-${withdrawal.id}`).getAttribute('data-state')).toBe('thawed');
      expect(await page.getByTestId(`withdrawal-row-${withdrawals[0]?.id}`).innerText()).toContain('120.50 USDT');
      await layoutIs('withdraw-history');
      // every status badge shows its word whole (on a phone "FROZEN" beside the fee line was "FROZ…")
      for (const badge of await page.locator('[data-testid^="withdrawal-funds-"], [data-testid^="withdrawal-status-"]').all()) {
        const cut = await badge.evaluate((el) => [...el.querySelectorAll('*'), el].some((e) => e.scrollWidth > e.clientWidth + 1));
        expect(cut, await badge.innerText()).toBe(false);
      }
      // (the "submitted" notice dismissed, the list from its top)
      await dismissNotices(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `${viewport}-history-withdraw`);

      // --- the deposit history: the approved and the rejected deposit, with its reason
      await tp.go(routes.rechargeHistory);
      await page.getByTestId(`deposit-row-${rejected.id}`).waitFor({ timeout: 15_000 });
      expect(await page.locator('[data-testid^="deposit-row-"]').count()).toBe(2);
      const rejectedRow = await page.getByTestId(`deposit-row-${rejected.id}`).innerText();
      expect(rejectedRow).toContain('250.50 USDT');
      expect(rejectedRow).toContain('Proof unreadable');
      expect(rejectedRow).toContain(rejected.reference);
      expect(await page.getByTestId(`deposit-status-${rejected.id}`).getAttribute('data-status')).toBe('rejected');
      await layoutIs('recharge-history');
      await screenshot(page, `${viewport}-history-recharge`);
      await expectAccessible(page, `${viewport}-history-recharge`);

      // the deposit form's limits and the messages about them name amounts at display precision too
      await tp.go(routes.recharge);
      await page.getByTestId('recharge-tab-crypto').click();
      await page.getByTestId('recharge-coin').selectOption('BTC');
      await page.getByText('Min 0.00050000, max 100.00000000 BTC').waitFor({ timeout: 10_000 });
      await page.getByTestId('recharge-amount').fill('0.0001');
      await page.getByTestId('recharge-submit').click();
      await page.getByText('The minimum is 0.00050000 BTC').waitFor({ timeout: 10_000 });
      await stillFrames(tp);
      await screenshot(page, `${viewport}-recharge-minimum`);

      // --- the fund flow: deposit in, withdrawal freezes and thaw, exchanges out and in
      await tp.go(routes.flow);
      const flow = page.locator('[data-testid^="flow-row-"]');
      await flow.first().waitFor({ timeout: 15_000 });
      expect(await flow.count()).toBeGreaterThanOrEqual(5);
      expect(await flow.first().getAttribute('data-direction')).toMatch(/^(in|out|freeze|thaw)$/);
      await layoutIs('flow-list');
      await page.getByTestId('flow-list').scrollIntoViewIfNeeded();
      await screenshot(page, `${viewport}-history-flow`);
      await expectAccessible(page, `${viewport}-history-flow`);

      // --- the trade history lists the fast order
      const row = page.getByTestId(`trade-row-fast-${fastId}`);
      await tp.go(routes.trades);
      await row.waitFor({ timeout: 15_000 });
      const text = (await row.textContent()) ?? '';
      expect(text).toContain('ETH/USDT');
      expect(text).toContain('100.00');
      expect(text).toContain('Pending settlement');
      await layoutIs('trade-history');
      await screenshot(page, `${viewport}-trade-history`);
      await expectAccessible(page, `${viewport}-trade-history`);
      // by type: contracts only → gone; fast → back
      await pick(tp, 'trade-filter-type', 'Contract');
      await row.waitFor({ state: 'detached', timeout: 10_000 });
      await page.getByText('No trades yet').waitFor({ timeout: 10_000 });
      await pick(tp, 'trade-filter-type', 'Fast');
      await row.waitFor({ timeout: 10_000 });
      // by mode: demo → gone; real → back
      await pick(tp, 'trade-filter-mode', 'Demo');
      await row.waitFor({ state: 'detached', timeout: 10_000 });
      await screenshot(page, `${viewport}-trade-history-filtered-empty`);
      await pick(tp, 'trade-filter-mode', 'Real');
      await row.waitFor({ timeout: 10_000 });
      // the CSV export downloads the filtered list
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('trade-history-export').click()]);
      expect(download.suggestedFilename()).toBe('trade-history.csv');
      const csv = fs
        .readFileSync((await download.path()) as string, 'utf8')
        .trimEnd()
        .split('\r\n');
      expect(csv.length).toBe(2);
      expect(csv[0]?.startsWith('kind,id,mode,symbol,')).toBe(true);
      expect(csv[1]?.startsWith(`fast,${fastId},real,ETH/USDT,up,pending_settlement,,USDT,100.000000,`)).toBe(true);
      // the row opens the fast order's own detail (its settlement proof)
      await row.click();
      await page.getByTestId(`fast-detail-${fastId}`).waitFor({ timeout: 10_000 });
      await screenshot(page, `${viewport}-trade-history-detail`);
      await expectAccessible(page, `${viewport}-trade-history-detail`, { state: 'dialog' });
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  },
  180_000,
);
