// A new mining product from the back office (decision 058), at both viewports: an administrator
// opens "New product" on the mining products page, fills every setting in the drawer and
// proposes it; the approvals queue shows the pending creation with a readable summary of its
// settings, nothing exists until a second administrator approves it, and then customers see it
// on the mining page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BrowserEnv,
  openPage,
  type Session,
  screenshot,
  startBrowserEnv,
  type TestPage,
  type ViewportName,
} from '../helpers/browser.ts';
import { expectLedgerReconciles, fundedUser, staffToken } from '../helpers/funds.ts';
import { addSecondStaff } from '../helpers/staff.ts';
import { overlayShown, staffPage } from '../helpers/staff-browser.ts';

let env: BrowserEnv;
let customerUser: Session;
beforeAll(async () => {
  env = await startBrowserEnv();
  // (funded first: that logs an administrator in through the API, before the browsers' logins
  // take the authenticator's later steps)
  customerUser = await fundedUser(env.t, await staffToken(env.t), '100');
}, 60_000);
afterAll(async () => {
  expectLedgerReconciles(env.t);
  await env.close();
});

const productNamed = (name: string) =>
  env.t.app.ctx.sqlite.prepare('SELECT id FROM "MiningProduct" WHERE name = ?').get(name) as { id: number } | undefined;

/** Opens the mining products page (through the menu behind the burger on a phone) and proposes a new product. */
async function proposeNewProduct(tp: TestPage, viewport: ViewportName, name: string, sort: string) {
  const p = tp.page;
  if (viewport === 'mobile') await p.getByRole('button', { name: 'Menu' }).click();
  await p.getByTestId('admin-nav-mining').click();
  await p.getByTestId('mining-products').waitFor();
  await tp.settled();
  await screenshot(p, `${viewport}-admin-mining-new-button`);
  await p.getByTestId('mining-new').click();
  await p.getByTestId('settings-form-mining-product-new').waitFor();
  // the currency and the place after the seeded products are filled in; the rest is typed
  expect(await p.getByTestId('settings-currency').inputValue()).toBe('USDT');
  expect(await p.getByTestId('settings-sort').inputValue()).toBe(sort);
  const typed = {
    name,
    periodDays: '10',
    minRate: '0.0045',
    maxRate: '0.0065',
    defaultRate: '0.0055',
    minAmount: '200',
    maxAmount: '20000',
    userCap: '40000',
    totalQuota: '2000000',
  };
  for (const [field, value] of Object.entries(typed)) await p.getByTestId(`settings-${field}`).fill(value);
  await p.getByTestId('settings-reason').fill('Launch of the 10-day product (ticket 58)');
  await overlayShown(tp);
  // the drawer from its top: the lead, then every setting
  await p.locator('.mantine-Drawer-body').evaluate((body) => body.scrollTo(0, 0));
  await tp.settled();
  await screenshot(p, `${viewport}-admin-mining-new-form`);
  await p.getByTestId('settings-submit').click();
  await p.getByTestId('toast-success').waitFor();
  await p.getByTestId('settings-form-mining-product-new').waitFor({ state: 'detached' });
}

/** The approvals queue as a second administrator sees it: the pending creation with its summary. */
async function queueShows(tp: TestPage, viewport: ViewportName, name: string, sort: string) {
  const p = tp.page;
  await tp.go('/admin/approvals');
  const row = p.getByTestId('proposal-row').filter({ hasText: name });
  await row.waitFor();
  expect(await row.innerText()).toContain('New mining product');
  expect(await row.innerText()).toContain(`New product “${name}”: 10 days, 0.45 % – 0.65 % a day, 200–20000 USDT per order`);
  await tp.settled();
  await screenshot(p, `${viewport}-admin-mining-new-queue`);
  await row.getByTestId('proposal-open').click();
  await p.getByTestId('proposal-detail').waitFor();
  await overlayShown(tp);
  const diff = (field: string) => p.locator(`[data-testid="proposal-diff-row"][data-field="${field}"]`).innerText();
  expect(await diff('name')).toMatch(new RegExp(`—\\s+${name}`));
  expect(await diff('sort')).toMatch(new RegExp(`—\\s+${sort}`));
  expect(await diff('totalQuota')).toMatch(/—\s+2000000\.000000/);
  await tp.settled();
  await screenshot(p, `${viewport}-admin-mining-new-detail`);
}

for (const viewport of ['desktop', 'mobile'] as const) {
  describe(viewport, () => {
    it('an administrator proposes a new product; the queue shows it; it exists once a second one approves', async () => {
      const phoneCustomer = viewport === 'mobile' ? await openPage(env, viewport, { session: customerUser }) : undefined;
      await phoneCustomer?.context.addInitScript(() => localStorage.setItem('tradeMode', 'demo'));
      // each administrator logs in once per viewport: a fresh authenticator step for the second round
      if (viewport === 'mobile') await env.advance(30_000, { tick: false });
      const name = `USDT 10-day ${viewport}`;
      // after the seeded products (and, on the phone, after the one the desktop created)
      const sort = viewport === 'desktop' ? '4' : '5';
      let customer: TestPage | undefined = phoneCustomer;
      const proposer = await staffPage(env, 'admin', addSecondStaff(env.t, 'admin'), viewport);
      let approver: TestPage | undefined;
      try {
        await proposeNewProduct(proposer, viewport, name, sort);
        expect(productNamed(name)).toBeUndefined();

        approver = await staffPage(env, 'admin', undefined, viewport);
        await queueShows(approver, viewport, name, sort);
        const a = approver.page;
        await a.getByTestId('proposal-approve').click();
        await a.getByTestId('toast-success').waitFor();
        const created = productNamed(name);
        expect(created).toBeDefined();

        // customers see it with the seeded products: a visitor on the desktop, a customer whose
        // trading screens are in demo mode on the phone (mining lists its products there too)
        customer = phoneCustomer ?? (await openPage(env, viewport));
        await customer.go(viewport === 'desktop' ? '/pc/mining' : '/wp/mining');
        if (viewport === 'mobile') await customer.page.getByTestId('mining-demo-notice').waitFor();
        const card = customer.page.getByTestId(`mining-product-${created?.id}`);
        await card.waitFor();
        expect(await card.innerText()).toContain(name);
        expect(await customer.page.getByTestId(`mining-product-${created?.id}-rate`).innerText()).toBe('0.45 % – 0.65 %');
        await card.scrollIntoViewIfNeeded();
        await customer.settled();
        await screenshot(customer.page, `${viewport}-mining-new-product-customer`);
        expect(proposer.errors).toEqual([]);
        expect(approver.errors).toEqual([]);
        expect(customer.errors).toEqual([]);
      } finally {
        await proposer.context.close();
        await approver?.context.close();
        await customer?.context.close();
      }
    }, 150_000);
  });
}
