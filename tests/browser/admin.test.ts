// The back office at /#/admin (issue 14 points 1, 5 and 8, decision 027), as staff use it on a
// desktop, at one desk: finance logs in with the authenticator's code (computed here at the
// server's time), sees only its part of the menu and lands on the overview: today's deposits,
// withdrawals and new users, the open fast positions, the platform's fast-trade result on
// ETH/USDT, the queues waiting and the 30-day chart; a page outside its role is refused; it
// logs out. The first admin then sets up two-factor from the QR code's key, lands in the back
// office, proposes a staff member and a role raise (each waits for a second administrator's
// approval, decision 031: the page and the approvals list say so), and reads the audit log with
// its chain verified. The staff session lives in this tab's sessionStorage and never touches the
// customer's token. On a phone: the login and the shell fit, the menu behind a burger, and an
// administrator proposes a staff member there: the form, the toast and the waiting list fit. (Which
// entries each role's menu holds is client/src/features/admin/nav.test.ts's.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USERNAME } from '../../prisma/seed.ts';
import { totpCode } from '../../server/lib/totp.ts';
import {
  type BrowserEnv,
  expectAccessible,
  openPage,
  screenshot,
  startBrowserEnv,
  type TestPage,
  type ViewportName,
  VIEWPORTS,
} from '../helpers/browser.ts';
import { pngImage } from '../helpers/files.ts';
import { api, fundedUser, offlineDeposit, readyToWithdraw, withdrawUsdt } from '../helpers/funds.ts';
import { TEST_ADMIN_PASSWORD } from '../helpers/paths.ts';
import { staffSession, staffUsername, TEST_STAFF_PASSWORD, TEST_TOTP_SECRET } from '../helpers/staff.ts';

let env: BrowserEnv;
beforeAll(async () => {
  env = await startBrowserEnv();
  // today's money for the overview: two new customers, 750 deposited (one deposit of 50 waiting),
  // 100 withdrawn (a withdrawal of 20 waiting), a fast order lost (the platform keeps 40) and one open (15)
  const t = env.t;
  const staff = await staffSession(t, 'admin');
  const b = await readyToWithdraw(t, staff, '500');
  const c = await fundedUser(t, staff, '250');
  const paid = await withdrawUsdt(b, '100');
  expect((await api(t, staff).post(`/api/admin/withdrawals/${paid.id}/approve`)).body.code).toBe(0);
  await withdrawUsdt(b, '20');
  const proof = (await c.a.upload(pngImage())).body.data.id;
  expect((await c.a.post('/api/recharge', offlineDeposit(proof, '50'))).body.code).toBe(0);
  // a fast order c loses (ETH/USDT up, the price falls): the platform keeps 40
  const eth = t.app.market.product('ETH/USDT')?.id as number;
  const tick = (ms: number, ticks: number) => {
    t.clock.advance(ms);
    t.app.market.ticks.record([[eth, t.clock.now(), ticks]]);
  };
  tick(1000, 300_000);
  const order = { productId: eth, direction: 'up', amount: '40', durationSec: 60, mode: 'real' };
  expect((await c.a.post('/api/fast/order', order)).body.code).toBe(0);
  tick(60_000, 299_000);
  tick(500, 299_001);
  await t.app.services.fastSettlement.settleDue();
  expect((await b.a.post('/api/fast/order', { ...order, amount: '15' })).body.code).toBe(0);
}, 90_000);
afterAll(() => env.close());

async function loginPage(viewport: ViewportName = 'desktop'): Promise<TestPage> {
  const tp = await openPage(env, viewport);
  await tp.page.goto(`${env.base}/#/admin/login`);
  await tp.page.getByTestId('staff-login-form').waitFor();
  return tp;
}

async function fillLogin(tp: TestPage, username: string, password: string, code?: string) {
  await tp.page.getByTestId('staff-username').fill(username);
  await tp.page.getByTestId('staff-password').fill(password);
  if (code) await tp.page.getByTestId('staff-code').fill(code);
  await tp.page.getByTestId('staff-login-submit').click();
}

const menu = (tp: TestPage) =>
  tp.page
    .getByTestId('admin-nav')
    .evaluate((nav) => [...nav.querySelectorAll('[data-testid^="admin-nav-"]')].map((a) => a.getAttribute('data-testid')?.slice(10)));

describe('desktop', () => {
  it('at one desk: finance logs in with its code, sees its menu and today’s figures, logs out; the first admin sets up two-factor, adds staff, reads the audit log', async () => {
    const tp = await loginPage();
    try {
      const { page } = tp;
      // without the code: refused, with the catalogue's message
      await fillLogin(tp, staffUsername('finance'), TEST_STAFF_PASSWORD);
      await page.getByText('Enter the 6-digit code from your authenticator app').waitFor();
      expect(await page.getByTestId('admin-shell').count()).toBe(0);
      await page.getByTestId('staff-code').fill(totpCode(TEST_TOTP_SECRET, env.now()));
      await page.getByTestId('staff-login-submit').click();
      await page.getByTestId('admin-shell').waitFor();
      expect(await menu(tp)).toEqual([
        'overview',
        'deposits',
        'incoming',
        'withdrawals',
        'cards',
        'users',
        'apiKeys',
        'contract',
        'spot',
        'bonus',
        'mining',
        'classes',
        'approvals',
        'adjustments',
      ]);
      // the role's first page: the overview
      await page.getByTestId('admin-page-overview').waitFor();
      await page.getByTestId('overview-chart').locator('.recharts-line').first().waitFor();
      await tp.settled();
      expect(await page.getByTestId('overview-deposits').innerText()).toContain('750.00');
      expect(await page.getByTestId('overview-withdrawals').innerText()).toContain('100.00');
      expect(await page.getByTestId('overview-new-users').innerText()).toContain('2');
      expect(await page.getByTestId('overview-positions').innerText()).toContain('15.00');
      // every trading product's open business: the fast stake, the same 15 (issue 31)
      expect(await page.getByTestId('overview-trading-fast-real').innerText()).toContain('15.00');
      const results = await page.getByTestId('overview-results').innerText();
      expect(results).toContain('ETH/USDT');
      expect(results).toContain('40.00');
      expect(await page.getByTestId('overview-queue-deposits').innerText()).toContain('1');
      expect(await page.getByTestId('overview-queue-withdrawals').innerText()).toContain('1');
      // 30 days on the axis
      expect(await page.getByTestId('overview-chart').locator('.recharts-xAxis .recharts-cartesian-axis-tick').count()).toBeGreaterThan(5);
      await screenshot(page, 'desktop-admin-overview');
      await expectAccessible(page, 'desktop-admin-overview');
      await page.getByTestId('overview-trading').scrollIntoViewIfNeeded();
      await screenshot(page, 'desktop-admin-overview-trading');
      // a page outside the role: refused on screen as on the server
      await page.goto(`${env.base}/#/admin/staff`);
      await page.getByTestId('admin-forbidden').waitFor();
      // (the browser logs the refused login's 400 itself)
      expect(tp.errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
      tp.errors.length = 0;

      // finance logs out: the tab forgets the session, the login form again
      await page.getByTestId('admin-logout').click();
      await page.getByTestId('staff-login-form').waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('staffSession'))).toBeNull();
      await screenshot(page, 'desktop-admin-login');
      await expectAccessible(page, 'desktop-admin-login');

      // the first admin opens the back office at the same desk
      await tp.go('/admin/login');
      // the very first login: no code yet
      await fillLogin(tp, ADMIN_USERNAME, TEST_ADMIN_PASSWORD);
      await page.getByTestId('staff-enrol-form').waitFor();
      await page.getByTestId('enrol-qr').waitFor();
      await tp.settled();
      await screenshot(page, 'desktop-admin-enrol');
      await expectAccessible(page, 'desktop-admin-enrol');
      // what an authenticator app would read from the QR code: the key shown beside it
      const secret = (await page.getByTestId('enrol-secret').innerText()).replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await page.getByTestId('enrol-code').fill(totpCode(secret, env.now()));
      await page.getByTestId('enrol-submit').click();
      await page.getByTestId('admin-shell').waitFor();
      // the admin sees every entry and starts at the first
      expect(await menu(tp)).toEqual([
        'overview',
        'deposits',
        'incoming',
        'withdrawals',
        'cards',
        'kyc',
        'users',
        'apiKeys',
        'chat',
        'contract',
        'spot',
        'bonus',
        'mining',
        'classes',
        'approvals',
        'adjustments',
        'money',
        'content',
        'listing',
        'config',
        'staff',
        'audit',
        'errors',
        'engine',
      ]);
      await page.getByTestId('admin-page-overview').waitFor();
      expect(await page.getByTestId('admin-staff-role').textContent()).toBe('Administrator');
      // the session is this tab's, apart from the customer's token
      const stored = await page.evaluate(() => ({
        staff: sessionStorage.getItem('staffSession'),
        customer: localStorage.getItem('Authorization'),
      }));
      expect(JSON.parse(stored.staff as string)).toMatchObject({ staff: { username: ADMIN_USERNAME, role: 'admin' } });
      expect(stored.customer).toBeNull();

      // the admin adds a staff member
      await page.getByTestId('admin-nav-staff').click();
      await page.getByTestId('staff-table').waitFor();
      await page.getByTestId('create-staff-open').click();
      await page.getByTestId('create-staff-username').fill('Jane.Doe');
      await page.getByTestId('create-staff-name').fill('Jane Doe');
      await page.getByTestId('create-staff-password').fill('short');
      await page.getByTestId('create-staff-submit').click();
      await page.getByText('10 to 128 characters', { exact: true }).first().waitFor();
      await page.getByTestId('create-staff-password').fill('a-long-enough-password');
      // the form says a second administrator approves the account first (decision 031); a reason is required
      expect(await page.getByTestId('create-staff-hint').innerText()).toContain('A second administrator approves the new account');
      await page.getByTestId('create-staff-submit').click();
      await page.getByText('Give a reason', { exact: true }).first().waitFor();
      await page.getByTestId('create-staff-reason').fill('Joins the support desk');
      await page.getByTestId('create-staff-submit').click();
      // proposed, not created: the toast and the staff page say so, the table has no such row
      const proposed = page
        .getByTestId('toast-info')
        .filter({ hasText: 'Proposed: “Jane Doe” is created when a second administrator approves proposal #' });
      await proposed.waitFor();
      await page.getByTestId('staff-waiting-row').filter({ hasText: 'New account “Jane Doe” (jane.doe) as Support' }).waitFor();
      expect(await page.getByTestId('staff-row-jane.doe').count()).toBe(0);
      await tp.settled();
      await screenshot(page, 'desktop-admin-staff-proposed');
      // the approvals page lists it readably; its proposer may cancel, not approve
      await page.getByTestId('admin-nav-approvals').click();
      const listed = page.getByTestId('proposal-row').filter({ hasText: 'New staff account' });
      await listed.waitFor();
      expect(await listed.innerText()).toContain('New account “Jane Doe” (jane.doe) as Support');
      const createId = Number(await listed.getAttribute('data-id'));
      await listed.getByTestId('proposal-open').click();
      await page.getByTestId('proposal-detail').waitFor();
      const fields = await page
        .getByTestId('proposal-diff-row')
        .evaluateAll((rows) => rows.map((r) => (r as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
      expect(fields).toEqual(['Username — jane.doe', 'Display name — Jane Doe', 'Role — Support']);
      expect(await page.getByTestId('proposal-approve').count()).toBe(0);
      await page.getByTestId('proposal-cancel').waitFor();
      await tp.settled();
      await screenshot(page, 'desktop-admin-approvals-staff');
      await page.keyboard.press('Escape');
      // a second administrator approves it: the account exists
      const second = await staffSession(env.t, 'admin');
      expect((await api(env.t, second).post(`/api/admin/proposals/${createId}/approve`, {})).body.code).toBe(0);
      await page.getByTestId('admin-nav-staff').click();
      await page.reload();
      const row = page.getByTestId('staff-row-jane.doe');
      await row.waitFor();
      expect(await row.textContent()).toContain('Two-factor at next login');
      // support → finance grants permissions support lacks: a raise, proposed with its reason
      await page.getByTestId('staff-role-jane.doe').click();
      await page.getByRole('option', { name: 'Finance' }).click();
      await page.getByTestId('staff-role-change').waitFor();
      expect(await page.getByTestId('staff-role-hint').innerText()).toBe("This raise waits for a second administrator's approval.");
      await page.getByTestId('staff-role-reason').fill('Covers the finance desk');
      await tp.settled();
      await screenshot(page, 'desktop-admin-staff-role');
      await page.getByTestId('staff-role-submit').click();
      const roleProposed = page
        .getByTestId('toast-info')
        .filter({ hasText: 'Proposed: Jane Doe becomes Finance when a second administrator approves proposal #' });
      await roleProposed.waitFor();
      const roleId = Number(/#(\d+)/.exec(await roleProposed.innerText())?.[1]);
      // still support until approved
      expect(await page.getByTestId('staff-role-jane.doe').inputValue()).toBe('Support');
      expect((await api(env.t, second).post(`/api/admin/proposals/${roleId}/approve`, {})).body.code).toBe(0);
      await page.reload();
      await page.waitForFunction(
        () => (document.querySelector('[data-testid="staff-role-jane.doe"]') as HTMLInputElement | null)?.value === 'Finance',
      );
      // one's own role cannot be changed
      expect(await page.getByTestId(`staff-role-${ADMIN_USERNAME}`).isDisabled()).toBe(true);
      await tp.settled();
      await screenshot(page, 'desktop-admin-staff');
      await expectAccessible(page, 'desktop-admin-staff');

      await page.getByTestId('admin-nav-audit').click();
      await page.getByTestId('audit-table').waitFor();
      await page.locator('[data-testid="audit-chain"][data-ok="true"]').waitFor();
      const actions = await page.getByTestId('audit-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')));
      // each change applied by the second administrator's approval of its proposal
      expect(actions.filter((a) => a !== 'staff.login').slice(0, 6)).toEqual([
        'proposal.approve',
        'staff.role',
        'proposal.create',
        'proposal.approve',
        'staff.create',
        'proposal.create',
      ]);
      await tp.settled();
      await screenshot(page, 'desktop-admin-audit');
      await expectAccessible(page, 'desktop-admin-audit');
      // filtered by an action family
      await page.getByTestId('audit-filter-action').fill('staff.login');
      await page.getByTestId('audit-filter-apply').click();
      // (while the filtered page loads there may be no row at all: wait for rows, all of them logins)
      await page.waitForFunction(() => {
        const rows = [...document.querySelectorAll('[data-testid="audit-row"]')];
        return rows.length > 0 && rows.every((r) => r.getAttribute('data-action')?.startsWith('staff.login'));
      });
      // (the file's logins so far: the seeding's through the API, finance's and the first admin's)
      expect(await page.getByTestId('audit-row').count()).toBeGreaterThanOrEqual(3);
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  }, 120_000);
});

describe('mobile', () => {
  it('the login and the shell fit a phone, the menu behind a burger; an administrator proposes a staff member there', async () => {
    const tp = await loginPage('mobile');
    try {
      const { page } = tp;
      await screenshot(page, 'mobile-admin-login');
      await expectAccessible(page, 'mobile-admin-login');
      await env.advance(30_000); // the support login gets a step of its own
      await fillLogin(tp, staffUsername('support'), TEST_STAFF_PASSWORD, totpCode(TEST_TOTP_SECRET, env.now()));
      await page.getByTestId('admin-shell').waitFor();
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByTestId('admin-nav-users').waitFor();
      await tp.settled();
      await screenshot(page, 'mobile-admin-menu');
      await expectAccessible(page, 'mobile-admin-menu', { state: 'menu' });
      // (a phone widens its layout viewport to content that overflows, so innerWidth grows with
      // it: the page's width is held against the phone's own 390 px)
      const overflow = async () => (await page.evaluate(() => document.documentElement.scrollWidth)) > VIEWPORTS.mobile.width;
      expect(await overflow()).toBe(false);
      // support logs out; an administrator proposes a staff member on the phone (decision 031)
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.getByTestId('staff-login-form').waitFor();
      await fillLogin(tp, staffUsername('admin'), TEST_STAFF_PASSWORD, totpCode(TEST_TOTP_SECRET, env.now()));
      await page.getByTestId('admin-shell').waitFor();
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByTestId('admin-nav-staff').click();
      await page.getByTestId('staff-table').waitFor();
      await page.getByTestId('create-staff-open').click();
      await page.getByTestId('create-staff-username').fill('sam.lee');
      await page.getByTestId('create-staff-name').fill('Sam Lee');
      await page.getByTestId('create-staff-password').fill('a-long-enough-password');
      await page.getByTestId('create-staff-submit').click();
      await page.getByText('Give a reason', { exact: true }).first().waitFor();
      await tp.settled();
      await screenshot(page, 'mobile-admin-staff-create');
      await expectAccessible(page, 'mobile-admin-staff-create');
      expect(await overflow()).toBe(false);
      await page.getByTestId('create-staff-reason').fill('Joins the night desk');
      await page.getByTestId('create-staff-submit').click();
      await page
        .getByTestId('toast-info')
        .filter({ hasText: 'Proposed: “Sam Lee” is created when a second administrator approves proposal #' })
        .waitFor();
      await page.getByTestId('staff-waiting-row').filter({ hasText: 'New account “Sam Lee” (sam.lee) as Support' }).waitFor();
      expect(await page.getByTestId('staff-waiting').getByText('Waiting for a second administrator').count()).toBe(1);
      await tp.settled();
      await screenshot(page, 'mobile-admin-staff-proposed');
      expect(await overflow()).toBe(false);
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  }, 90_000);
});
