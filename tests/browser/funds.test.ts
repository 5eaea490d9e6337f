// Money as a person moves it: a deposit by bank transfer to the payee the form shows (with
// copy buttons, the reference code to quote and, where set, a payment QR code), found by staff
// through its reference and approved through the staff API, shows in
// the balance; (on the desktop) a change of the bound bank card asked for on the bank-card
// page; a withdrawal freezes funds (one fund-flow movement, its badge whole on a phone), is
// rejected, and the funds thaw. On desktop and on mobile.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OfflineChannel } from '../../shared/schemas/funds.ts';
import { registerAndLogin } from '../helpers/accounts.ts';
import { browserEnvForFile, expectAccessible, openPage, screenshot, type TestPage } from '../helpers/browser.ts';
import { advancePage } from '../helpers/D-clock.ts';
import { pngImage } from '../helpers/files.ts';
import { api, expectLedgerReconciles, staffToken } from '../helpers/funds.ts';
import { TEST_TMP } from '../helpers/paths.ts';
import { confirmWithdrawalOnPage } from '../helpers/withdraw-page.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));
let staff: string;
const proofFile = path.join(TEST_TMP, `proof-${process.pid}.png`);
beforeAll(async () => {
  staff = await staffToken(env().t);
  fs.mkdirSync(TEST_TMP, { recursive: true });
  fs.writeFileSync(proofFile, pngImage());
});

const text = (tp: TestPage, id: string) => tp.page.getByTestId(id).innerText();

/**
 * Whether an element shows all of its text: nothing in it is clipped (a badge clips and
 * ellipsizes its inner label, not itself), and it lies inside the viewport.
 */
const shownWhole = (tp: TestPage, id: string) =>
  tp.page.getByTestId(id).evaluate((el) => {
    const box = el.getBoundingClientRect();
    const clipped = [el, ...el.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth);
    return !clipped && box.left >= 0 && box.right <= window.innerWidth;
  });

describe.each([
  [
    'desktop',
    {
      recharge: '/pc/handle/recharge',
      withdraw: '/pc/handle/withdraw',
      withdrawHistory: '/pc/handle/withdraw/history',
      property: '/pc/userCenter/property',
      gathering: '/pc/handle/gatheringWay',
      security: '/pc/userCenter/security',
    },
  ],
  [
    'mobile',
    {
      recharge: '/wp/recharge',
      withdraw: '/wp/withdraw',
      withdrawHistory: '/wp/withdraw/history',
      property: '/wp/property',
      gathering: '/wp/gatheringWay',
      security: '/wp/security',
    },
  ],
] as const)('%s', (viewport, routes) => {
  it('a deposit with a screenshot, approved by staff, shows in the balance; a rejected withdrawal thaws', async () => {
    const e = env();
    const u = await registerAndLogin(e.t);
    const { token, userId } = u;
    const tp = await openPage(e, viewport, { session: u });
    await tp.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e.base });
    try {
      const payees = (await api(e.t, token).get('/api/recharge/channels')).body.data.offline.channels as OfflineChannel[];
      const usdt = payees.find((c) => c.currency === 'USDT') as OfflineChannel;

      // deposit by offline transfer: the form says where to send it
      await tp.go(routes.recharge);
      await tp.page.getByTestId('recharge-tab-offline').click();
      await tp.page.locator('[data-testid="recharge-payee"][data-currency="USDT"]').waitFor();
      for (const field of ['payeeName', 'bankName', 'accountNumber', 'bankBranch'] as const) {
        expect(await text(tp, `recharge-payee-${field}`)).toBe(usdt[field]);
        expect(await shownWhole(tp, `recharge-payee-copy-${field}`)).toBe(true);
      }
      expect(await tp.page.getByTestId('recharge-payee-qr').count()).toBe(0);
      // the account number is copied as digits, ready to paste into a banking app
      await tp.page.getByTestId('recharge-payee-copy-accountNumber').click();
      await tp.page.locator('[data-testid="recharge-payee-copy-accountNumber"][data-copied]').waitFor();
      expect(await tp.page.evaluate(() => navigator.clipboard.readText())).toBe(usdt.accountNumber.replace(/\s/g, ''));
      // the reference code to quote in the transfer's remark (decision 088), large and copied whole
      const { reference } = (await api(e.t, token).get('/api/recharge/reference?currency=USDT')).body.data as { reference: string };
      await tp.page.getByTestId('recharge-reference').waitFor();
      expect(await text(tp, 'recharge-reference')).toBe(reference);
      expect(await shownWhole(tp, 'recharge-reference-box')).toBe(true);
      await tp.page.getByTestId('recharge-reference-copy').click();
      await tp.page.locator('[data-testid="recharge-reference-copy"][data-copied]').waitFor();
      expect(await tp.page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
      await tp.page.getByTestId('recharge-payee').scrollIntoViewIfNeeded();
      await screenshot(tp.page, `${viewport}-recharge-payee`);
      await expectAccessible(tp.page, `${viewport}-recharge-payee`);

      // the USD channel has a payment QR code
      await tp.page.getByTestId('recharge-currency').selectOption('USD');
      await tp.page.locator('[data-testid="recharge-payee"][data-currency="USD"]').waitFor();
      await tp.page.waitForFunction(
        () => (document.querySelector('[data-testid="recharge-payee-qr"]') as HTMLImageElement | null)?.naturalWidth,
        null,
        {
          timeout: 10_000,
        },
      );
      await tp.page.getByTestId('recharge-payee-qr').scrollIntoViewIfNeeded();
      await screenshot(tp.page, `${viewport}-recharge-payee-qr`);
      await tp.page.getByTestId('recharge-currency').selectOption('USDT');

      await tp.page.getByTestId('recharge-amount').fill('500');
      await tp.page.getByTestId('recharge-remitter-name').fill('Ada Lovelace');
      await tp.page.getByTestId('recharge-remitter-card').fill('6222000011112222');
      await tp.page.getByTestId('recharge-remitter-address').fill('12 Analytical Row');
      await tp.page.getByTestId('recharge-proof-input').setInputFiles(proofFile);
      await tp.page.getByTestId('recharge-proof-input-done').waitFor({ timeout: 10_000 });
      await screenshot(tp.page, `${viewport}-recharge-filled`);
      await tp.page.getByTestId('recharge-submit').click();
      await tp.page.getByTestId('recharge-success').waitFor({ timeout: 10_000 });
      await screenshot(tp.page, `${viewport}-recharge-submitted`);

      // staff find it by the reference the transfer quoted, and approve it through the API
      const queue = (await api(e.t, staff).get(`/api/admin/deposits?reference=${reference}`)).body.data.items;
      expect(queue).toHaveLength(1);
      const mine = queue[0];
      expect(mine).toMatchObject({ remitterName: 'Ada Lovelace', amount: expect.stringMatching(/^500\./), reference });
      expect((await api(e.t, staff).post(`/api/admin/deposits/${mine.id}/approve`)).body.code).toBe(0);

      await tp.go(routes.property);
      await tp.page.waitForFunction(
        () => document.querySelector('[data-testid="asset-available-USDT"]')?.textContent?.includes('500'),
        null,
        { timeout: 10_000 },
      );
      await screenshot(tp.page, `${viewport}-property-after-deposit`);
      await expectAccessible(tp.page, `${viewport}-property-after-deposit`);

      // security password and a withdrawal address, through the API (their screens are covered elsewhere)
      const a = api(e.t, token);
      expect((await a.post('/api/security-password', { password: '135790', confirmPassword: '135790' })).body.code).toBe(0);
      expect(
        (await a.post('/api/crypto-address', { coin: 'USDT', chain: 'TRC20', address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb' })).body.code,
      ).toBe(0);

      // a bank card, bound on the payment-methods page: the details are shown back with the
      // warning that a bound card cannot be edited, and nothing is bound until confirmed (issue 33
      // point 8); on the desktop the customer then asks to change it (the request that
      // admin-queues.test.ts reviews)
      await tp.go(routes.gathering);
      await tp.page.getByTestId('bankcard-holder').fill('Ada Lovelace');
      await tp.page.getByTestId('bankcard-number').fill('6222000099998888');
      await tp.page.getByTestId('bankcard-bank-name').fill('Navy Bank');
      await tp.page.getByTestId('bankcard-bank-address').fill('1 Harbor Rd');
      await tp.page.getByTestId('bankcard-currency').selectOption('USD');
      await tp.page.getByTestId('bankcard-agreement').check();
      await tp.page.getByTestId('bankcard-submit').click();
      const confirm = tp.page.getByTestId('bankcard-confirm');
      await confirm.waitFor();
      expect(await text(tp, 'bankcard-confirm-number')).toBe('6222000099998888');
      expect(await confirm.innerText()).toContain('A bound card cannot be edited');
      expect((await a.get('/api/bank-card')).body.data).toBeNull();
      await screenshot(tp.page, `${viewport}-bankcard-confirm`);
      await tp.page.getByTestId('bankcard-confirm-confirm').click();
      await tp.page.getByTestId('bankcard-bound').waitFor();
      expect((await a.get('/api/bank-card')).body.data.bankName).toBe('Navy Bank');
      if (viewport === 'desktop') {
        await tp.page.getByTestId('card-change-open').click();
        await tp.page.getByTestId('card-change-holder').fill('Ada Lovelace');
        await tp.page.getByTestId('card-change-number').fill('6222000044445555');
        await tp.page.getByTestId('card-change-bank-name').fill('Harbor Savings');
        await tp.page.getByTestId('card-change-bank-address').fill('7 Dock St');
        await tp.page.getByTestId('card-change-currency').selectOption('USD');
        await tp.page.getByTestId('card-change-note').fill('My Navy Bank card expires this month');
        await tp.page.getByTestId('card-change-form').scrollIntoViewIfNeeded();
        await screenshot(tp.page, `${viewport}-card-change-form`);
        await expectAccessible(tp.page, `${viewport}-card-change-form`);
        await tp.page.getByTestId('card-change-submit').click();
        await tp.page.getByTestId('card-change-pending').waitFor();
        await tp.settled();
        await tp.page.getByTestId('bankcard-panel').scrollIntoViewIfNeeded();
        await screenshot(tp.page, `${viewport}-card-change-pending`);
      }

      // withdraw 200: frozen
      await tp.go(routes.withdraw);
      await tp.page.getByTestId('withdraw-method-crypto').click();
      await tp.page.getByTestId('withdraw-amount').fill('200');
      // (the form asks for the preview once the amount has stood still for 400 ms)
      await advancePage(e, tp, 500, { tick: false });
      await tp.page.waitForFunction(() => document.querySelector('[data-testid="withdraw-arrival"]')?.textContent?.includes('198'), null, {
        timeout: 10_000,
      });
      expect(await text(tp, 'withdraw-fee')).toContain('2');
      await screenshot(tp.page, `${viewport}-withdraw-filled`);
      await expectAccessible(tp.page, `${viewport}-withdraw-filled`);
      // confirmed on its summary with the withdrawal password and the code sent for it (withdraw-confirm.test.ts shows that step)
      await tp.page.getByTestId('withdraw-submit').click();
      await confirmWithdrawalOnPage(tp, e.t, u.account, '135790');

      await tp.go(routes.property);
      await tp.page.waitForFunction(() => document.querySelector('[data-testid="asset-frozen-USDT"]')?.textContent?.includes('200'), null, {
        timeout: 10_000,
      });
      expect(await text(tp, 'asset-available-USDT')).toContain('300');
      await screenshot(tp.page, `${viewport}-property-frozen`);

      // the fund flow shows the withdrawal once, frozen, with a readable order that links to it
      const withdrawal = (await api(e.t, token).get('/api/withdraw/history')).body.data.items[0] as { id: number };
      const freeze = `${(await api(e.t, token).get('/api/wallet/flow?type=withdrawal_freeze')).body.data.items[0].journalId}-USDT`;
      await tp.page.getByTestId(`flow-row-${freeze}`).waitFor({ timeout: 10_000 });
      expect(await tp.page.locator('[data-type="withdrawal_freeze"]').count()).toBe(1);
      expect(await tp.page.locator('[data-type^="withdrawal"]').count()).toBe(1);
      expect(await text(tp, `flow-title-${freeze}`)).toBe('Withdrawal requested');
      expect(await text(tp, `flow-badge-${freeze}`)).toBe('Frozen');
      expect(await shownWhole(tp, `flow-badge-${freeze}`)).toBe(true);
      expect(await text(tp, `flow-amount-${freeze}`)).toBe('200.00 USDT');
      expect(await shownWhole(tp, `flow-amount-${freeze}`)).toBe(true);
      expect(await text(tp, `flow-order-${freeze}`)).toBe(`Withdrawal #${withdrawal.id}`);
      expect(await tp.page.getByTestId('fund-flow').innerText()).not.toMatch(/withdrawal:\d/);
      await tp.page.getByTestId(`flow-row-${freeze}`).scrollIntoViewIfNeeded();
      await screenshot(tp.page, `${viewport}-flow-frozen`);
      await expectAccessible(tp.page, `${viewport}-flow-frozen`);

      // staff reject: the funds thaw
      const pending = (await api(e.t, staff).get('/api/admin/withdrawals?status=processing')).body.data.items;
      const w = pending.find((x: { userId: number }) => x.userId === userId);
      expect(w).toBeTruthy();
      expect((await api(e.t, staff).post(`/api/admin/withdrawals/${w.id}/reject`, { reason: 'Address needs review' })).body.code).toBe(0);
      // still on the assets page: the review shows up there without leaving it (the page reads
      // the balances again every 5 s while some are frozen)
      await advancePage(e, tp, 5_000, { tick: false });
      await tp.page.waitForFunction(
        () => document.querySelector('[data-testid="asset-available-USDT"]')?.textContent?.includes('500'),
        null,
        { timeout: 10_000 },
      );
      expect(await text(tp, 'asset-frozen-USDT')).not.toContain('200');
      await screenshot(tp.page, `${viewport}-property-thawed`);
      const thaw = `${(await api(e.t, token).get('/api/wallet/flow?type=withdrawal_thaw')).body.data.items[0].journalId}-USDT`;
      await tp.page.getByTestId(`flow-row-${thaw}`).waitFor({ timeout: 10_000 });
      expect(await text(tp, `flow-badge-${thaw}`)).toBe('Thawed');
      await tp.page.getByTestId(`flow-row-${thaw}`).scrollIntoViewIfNeeded();
      await screenshot(tp.page, `${viewport}-flow-thawed`);
      // the order reference opens the withdrawal history of this interface
      await tp.page.getByTestId(`flow-order-${thaw}`).click();
      await tp.page.getByTestId(`withdrawal-row-${withdrawal.id}`).waitFor({ timeout: 10_000 });
      expect(new URL(tp.page.url()).hash).toBe(`#${routes.withdrawHistory}`);
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  });
});
