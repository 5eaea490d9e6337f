// Mining financing's back office (issue 18, decisions 049 and 058) as staff use it on a desktop,
// one journey at one desk: an administrator reads every product's settings, proposes a change in
// the drawer (before → as typed) and a new product ("New product": every setting, the currency
// and the place after the seeded products filled in); the table names the pending change and
// nothing applies, nor exists, until a second administrator approves them on the Approvals page
// (the new product with a readable summary of its settings); the orders tab lists a customer's
// order, read only, with its daily payouts; and the customers' mining page lists the new product.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../shared/mining.ts';
import { type BrowserEnv, expectAccessible, screenshot, startBrowserEnv, type TestPage } from '../helpers/browser.ts';
import { advancePage } from '../helpers/D-clock.ts';
import { switchStaff } from '../helpers/D-staff.ts';
import { expectLedgerReconciles, fundedUser, staffToken } from '../helpers/funds.ts';
import { subscribe } from '../helpers/mining.ts';
import { addSecondStaff } from '../helpers/staff.ts';
import { overlayShown, staffPage } from '../helpers/staff-browser.ts';

let env: BrowserEnv;
beforeAll(async () => {
  env = await startBrowserEnv();
}, 60_000);
afterAll(async () => {
  expectLedgerReconciles(env.t);
  await env.close();
});

const cell = (tp: TestPage, id: number, field: string) =>
  tp.page.locator(`[data-testid="mining-product"][data-id="${id}"] [data-field="${field}"]`);

const productNamed = (name: string) =>
  env.t.app.ctx.sqlite.prepare('SELECT id FROM "MiningProduct" WHERE name = ?').get(name) as { id: number } | undefined;

const NAME = 'USDT 10-day';

describe('desktop', () => {
  it('an administrator proposes a product change and a new product, a second one approves them; the orders are read only', async () => {
    // a customer's order, with its first day paid
    const customer = await fundedUser(env.t, await staffToken(env.t), '1000');
    const order = await subscribe(env.t, customer.token, 1, '500');
    expect(order.code, JSON.stringify(order)).toBe(0);
    const d0 = Math.floor(env.now() / DAY_MS) * DAY_MS;
    env.t.clock.set(d0 + 2 * DAY_MS + 1000);
    await env.advance(1000, { tick: false });

    const tp = await staffPage(env, 'admin', addSecondStaff(env.t, 'admin'));
    const { page } = tp;
    try {
      await page.getByTestId('admin-nav-mining').click();
      await page.getByTestId('mining-products').waitFor();
      expect(await cell(tp, 1, 'defaultRate').innerText()).toBe('0.004');
      expect(await page.getByTestId('mining-product-1-held').innerText()).toMatch(/^500 USDT in 1 orders$/);
      await tp.settled();
      await screenshot(page, 'desktop-admin-mining-products');
      await expectAccessible(page, 'desktop-admin-mining-products');

      // a change of the first product's rates
      await page.getByTestId('mining-propose-1').click();
      await page.getByTestId('settings-form-mining-product').waitFor();
      await page.getByTestId('settings-reason').fill('Rate review: 0.35 % to 0.55 %');
      await page.getByTestId('settings-minRate').fill('0.0035');
      await page.getByTestId('settings-maxRate').fill('0.0055');
      await overlayShown(tp);
      await tp.settled();
      await screenshot(page, 'desktop-admin-mining-propose');
      await page.getByTestId('settings-submit').click();
      await page.getByTestId('toast-success').waitFor();
      await page.locator('[data-testid="mining-product"][data-id="1"]').getByTestId('mining-product-pending').waitFor();
      await page.getByTestId('settings-form-mining-product').waitFor({ state: 'detached' });
      expect(await cell(tp, 1, 'minRate').innerText()).toBe('0.003');
      await tp.settled();
      await screenshot(page, 'desktop-admin-mining-new-button');

      // a new product: the currency and the place after the seeded products are filled in; the rest is typed
      await page.getByTestId('mining-new').click();
      await page.getByTestId('settings-form-mining-product-new').waitFor();
      expect(await page.getByTestId('settings-currency').inputValue()).toBe('USDT');
      expect(await page.getByTestId('settings-sort').inputValue()).toBe('4');
      const typed = {
        name: NAME,
        periodDays: '10',
        minRate: '0.0045',
        maxRate: '0.0065',
        defaultRate: '0.0055',
        minAmount: '200',
        maxAmount: '20000',
        userCap: '40000',
        totalQuota: '2000000',
      };
      for (const [field, value] of Object.entries(typed)) await page.getByTestId(`settings-${field}`).fill(value);
      await page.getByTestId('settings-reason').fill('Launch of the 10-day product (ticket 58)');
      await overlayShown(tp);
      // the drawer from its top: the lead, then every setting
      await page.locator('.mantine-Drawer-body').evaluate((body) => body.scrollTo(0, 0));
      await tp.settled();
      await screenshot(page, 'desktop-admin-mining-new-form');
      await expectAccessible(page, 'desktop-admin-mining-new-form', { state: 'dialog' });
      await page.getByTestId('settings-submit').click();
      await page.getByTestId('toast-success').first().waitFor();
      await page.getByTestId('settings-form-mining-product-new').waitFor({ state: 'detached' });
      expect(productNamed(NAME)).toBeUndefined();
      expect(tp.errors).toEqual([]);

      // the second administrator: the queue names the new product's settings
      await switchStaff(env, tp, 'admin');
      await page.getByTestId('admin-nav-approvals').click();
      const created = page.getByTestId('proposal-row').filter({ hasText: NAME });
      await created.waitFor();
      expect(await created.innerText()).toContain('New mining product');
      expect(await created.innerText()).toContain(`New product “${NAME}”: 10 days, 0.45 % – 0.65 % a day, 200–20000 USDT per order`);
      await tp.settled();
      await screenshot(page, 'desktop-admin-mining-new-queue');
      await created.getByTestId('proposal-open').click();
      await page.getByTestId('proposal-detail').waitFor();
      await overlayShown(tp);
      const diff = (field: string) => page.locator(`[data-testid="proposal-diff-row"][data-field="${field}"]`).innerText();
      expect(await diff('name')).toMatch(new RegExp(`—\\s+${NAME}`));
      expect(await diff('sort')).toMatch(/—\s+4/);
      expect(await diff('totalQuota')).toMatch(/—\s+2,000,000\.00 USDT/);
      await tp.settled();
      await screenshot(page, 'desktop-admin-mining-new-detail');
      await page.getByTestId('proposal-approve').click();
      await page.getByTestId('toast-success').waitFor();
      const product = productNamed(NAME);
      expect(product).toBeDefined();

      // then the change of the first product, the one proposal left
      await page.getByTestId('proposal-detail').waitFor({ state: 'detached' });
      await created.waitFor({ state: 'detached' });
      await page.getByTestId('proposal-open').first().click();
      const rate = page.locator('[data-testid="proposal-diff-row"][data-field="minRate"]');
      await rate.waitFor();
      expect(await rate.innerText()).toMatch(/0\.3 %\s+0\.35 %/);
      await page.getByTestId('proposal-approve').click();
      await page.getByTestId('toast-success').first().waitFor();
      await page.getByTestId('admin-nav-mining').click();
      await page.getByTestId('mining-products').waitFor();
      expect(await cell(tp, 1, 'minRate').innerText()).toBe('0.0035');
      await page.locator(`[data-testid="mining-product"][data-id="${product?.id}"]`).waitFor();

      // the orders: the customer's one, its payout in the detail, nothing to act on
      await page.getByTestId('mining-tab-orders').click();
      await page.getByTestId(`mining-order-open-${order.data.id}`).click();
      const detail = page.getByTestId('mining-order-detail');
      await detail.waitFor();
      expect(await page.getByTestId('mining-order-payouts').locator('tr').count()).toBe(1);
      expect(await detail.locator('button').count()).toBe(0);
      await tp.settled();
      await screenshot(page, 'desktop-admin-mining-order');
      await page.keyboard.press('Escape');
      // (a moment on: the approvals' toasts have closed by themselves)
      await advancePage(env, tp, 2_000, { tick: false });
      await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached' });

      // the customers' mining page lists it with the seeded products (a visitor's: the tab holds no customer session)
      await tp.go('/pc/mining');
      const card = page.getByTestId(`mining-product-${product?.id}`);
      await card.waitFor();
      expect(await card.innerText()).toContain(NAME);
      expect(await page.getByTestId(`mining-product-${product?.id}-rate`).innerText()).toBe('0.45 % – 0.65 %');
      await card.scrollIntoViewIfNeeded();
      await tp.settled();
      await screenshot(page, 'desktop-mining-new-product-customer');
      await expectAccessible(page, 'desktop-mining-new-product-customer');
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  }, 180_000);
});
