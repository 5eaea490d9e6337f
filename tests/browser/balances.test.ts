// Live balances and assets as people read them (issue 37, points 2 and 5), at both viewports:
// the deposit page's balances (its side card on the desktop, under the form on the phone)
// change when staff approve the deposit, with no navigation or reload; the assets page
// hides zero balances and shows totals in BTC, both remembered on the device (in English and
// German); a contract's lot size is said where lots are chosen (1 lot = 10 SOL).
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { browserEnvForFile, openPage, screenshot, type TestPage } from '../helpers/browser.ts';
import { pngImage } from '../helpers/files.ts';
import { api, expectLedgerReconciles, offlineDeposit, staffToken } from '../helpers/funds.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

const dataValue = (tp: TestPage, id: string) => tp.page.getByTestId(id).getAttribute('data-value');

describe.each([
  ['desktop', { balancePage: '/pc/handle/recharge', balance: 'balance-available-USDT', property: '/pc/userCenter/property' }],
  ['mobile', { balancePage: '/wp/recharge', balance: 'balance-available-USDT', property: '/wp/property' }],
] as const)('%s', (viewport, routes) => {
  it('the balance shown changes when staff approve the deposit; the assets page hides zeros and totals in BTC', async () => {
    const e = env();
    const u = await registerAndLogin(e.t);
    const a = api(e.t, u.token);
    const proof = (await a.upload(pngImage())).body.data.id;
    const deposit = (await a.post('/api/recharge', offlineDeposit(proof, '250'))).body.data;
    const tp = await openPage(e, viewport, { session: u });
    try {
      await tp.go(routes.balancePage);
      expect(await dataValue(tp, routes.balance)).toBe('0.000000');
      // a mark on the page: a navigation or a reload would lose it
      await tp.page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      const url = tp.page.url();

      const approved = await api(e.t, await staffToken(e.t)).post(`/api/admin/deposits/${deposit.id}/approve`);
      expect(approved.body.code).toBe(0);
      await tp.page.locator(`[data-testid="${routes.balance}"][data-value="250.000000"]`).waitFor({ timeout: 5_000 });
      expect(await tp.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(tp.page.url()).toBe(url);
      // (on the phone the balances are under the form)
      await tp.page.getByTestId(routes.balance).scrollIntoViewIfNeeded();
      await screenshot(tp.page, `${viewport}-balance-live-after-approval`);

      // the assets page: zero balances hidden, the total in BTC; both kept after a reload
      await tp.go(routes.property);
      expect(await tp.page.locator('[data-testid^="asset-row-"]').count()).toBeGreaterThan(1);
      await tp.page.getByTestId('asset-hide-zero').check();
      await tp.page.locator('[data-testid="asset-quote"] label', { hasText: 'BTC' }).click();
      const total = tp.page.locator('[data-testid="asset-total"][data-currency="BTC"]');
      await total.waitFor();
      await tp.reload();
      await total.waitFor();
      expect(await tp.page.locator('[data-testid^="asset-row-"]').count()).toBe(1);
      await tp.page.getByTestId('asset-row-USDT').waitFor();
      // 250 USDT is worth less than one BTC at any simulated price, and some of it
      expect(await total.getAttribute('data-value')).toMatch(/^0\.\d{8}$/);
      expect(await total.getAttribute('data-value')).not.toBe('0.00000000');
      await screenshot(tp.page, `${viewport}-assets-hide-zero-btc`);
      await tp.page.evaluate(() => localStorage.setItem('wplocale', 'de-DE'));
      await tp.reload();
      await tp.page.getByText('Nullsalden ausblenden').waitFor();
      await screenshot(tp.page, `${viewport}-assets-hide-zero-btc-de`);
    } finally {
      await tp.context.close();
    }
  });

  it('says what one contract lot is where lots are chosen', async () => {
    const tp = await openPage(env(), viewport);
    try {
      await tp.go(`/demo?symbol=${encodeURIComponent('SOL/USDT')}`);
      await tp.page.getByTestId('demo-kind-contract').click();
      const size = tp.page.locator('[data-testid="contract-lots-lot-size"][data-unit="SOL"]');
      await size.waitFor();
      expect(await size.innerText()).toContain('1 lot = 10 SOL');
      await tp.page.getByTestId('contract-lots').fill('0.5');
      await tp.page.getByText('0.5 lots = 5 SOL').waitFor();
      await size.scrollIntoViewIfNeeded();
      await screenshot(tp.page, `${viewport}-contract-lot-size`);
    } finally {
      await tp.context.close();
    }
  });
});
