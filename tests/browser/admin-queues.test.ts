// The back office's review queues and customers (issue 14 points 2 and 3), as staff use them on
// a desktop, one journey at one desk: finance finds a deposit by its customer and the reference
// code the transfer quoted, opens it with its proof shown (the view is audited) and approves it,
// the customer's balance changes; reads a withdrawal's
// detail and where to pay it; reviews a bank-card change the customer asked for (on their
// bank-card page in tests/browser/funds.test.ts; here through the API); then compliance opens
// the customer's detail with balances, fund flow, login history and sessions, and signs them out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { type BrowserEnv, expectAccessible, screenshot, startBrowserEnv, type TestPage, VIEWPORTS } from '../helpers/browser.ts';
import { switchStaff } from '../helpers/D-staff.ts';
import { pngImage } from '../helpers/files.ts';
import { api, readyToWithdraw, staffToken, walletOf, withdrawUsdt } from '../helpers/funds.ts';
import { overlayShown, staffPage } from '../helpers/staff-browser.ts';

let env: BrowserEnv;
beforeAll(async () => {
  env = await startBrowserEnv();
}, 60_000);
afterAll(() => env.close());

/** Opens a queue row by the request's id and waits for its detail drawer to have slid in whole. */
async function openRow(tp: TestPage, id: number, detail: string) {
  await tp.page.locator(`[data-testid="queue-row"][data-id="${id}"]`).click();
  await tp.page.getByTestId(detail).waitFor();
  await tp.page.waitForFunction((testId) => {
    const box = document.querySelector(`[data-testid="${testId}"]`)?.getBoundingClientRect();
    return box !== undefined && box.right <= window.innerWidth && box.left > 0;
  }, detail);
}

/**
 * Opens a queue from the menu and waits for its own list: the queue page is shared by the kinds
 * and keeps showing the previous kind's rows until the new list arrives, so a row id there may
 * be another kind's request (a click on it once opened a withdrawal for a card change).
 */
async function openQueue(tp: TestPage, section: string, kind: string) {
  const listed = tp.page.waitForResponse((r) => new URL(r.url()).pathname === `/api/admin/${kind}` && r.request().method() === 'GET');
  await tp.page.getByTestId(`admin-nav-${section}`).click();
  await listed;
  await tp.page.getByTestId('queue-table').waitFor();
  await tp.settled();
}

/** The USDT withdrawal amount above which paying takes a second staff member's approval (set here as a money-settings approval would). */
function setApprovalThreshold(usdt: string) {
  env.t.app.ctx.sqlite.prepare(`UPDATE "Currency" SET withdrawApprovalThreshold = ? WHERE code = 'USDT'`).run(BigInt(usdt) * 1_000_000n);
}

/**
 * Waits for the toast of `kind` whose text matches `message` (what the staff member is told a
 * review did) and checks the proposal it names is the one the server recorded, if it names one.
 */
async function expectNotice(tp: TestPage, kind: 'info' | 'success', message: RegExp) {
  // (the toast's title, "Success" or "Info", sits above its message)
  const toast = tp.page.getByTestId(`toast-${kind}`).locator('.mantine-Notification-description').filter({ hasText: message });
  await toast.waitFor();
  const text = (await toast.innerText()).trim();
  const named = message.exec(text);
  expect(named, text).not.toBeNull();
  if (named?.[1]) {
    const pending = (await api(env.t, await staffToken(env.t)).get(`/api/admin/proposals?status=pending&kind=withdrawal`)).body.data.items;
    expect(pending.map((p: { id: number }) => p.id)).toContain(Number(named[1]));
  }
}

describe('desktop', () => {
  it('finance reviews a deposit with its proof, a withdrawal and a card change; compliance reads the customer and signs them out', async () => {
    const staff = await staffToken(env.t);
    // a deposit by bank transfer with its proof, waiting in the queue
    const u = await registerAndLogin(env.t);
    const a = api(env.t, u.token);
    const proof = (await a.upload(pngImage())).body.data.id as number;
    const { reference } = (await a.get('/api/recharge/reference?currency=USDT')).body.data as { reference: string };
    const dep = await a.post('/api/recharge', {
      channel: 'offline',
      currency: 'USDT',
      amount: '640',
      remitterName: 'Grace Hopper',
      remitterCard: '6222000011112222',
      remitterAddress: '1 Navy Yard',
      proofUploadId: proof,
      reference,
    });
    expect(dep.body.code).toBe(0);
    // a withdrawal waiting, and a bank card of the same customer
    const w8 = await readyToWithdraw(env.t, staff, '800');
    const w = await withdrawUsdt(w8, '300');
    const card = { holder: 'Grace Hopper', number: '6222000099998888', bankName: 'Navy Bank', bankAddress: '1 Harbor Rd', currency: 'USD' };
    expect((await w8.a.post('/api/bank-card', { ...card, agreement: true })).body.code).toBe(0);

    // the customer asks for a new card (their bank-card page asks the same: tests/browser/funds.test.ts)
    const asked = await w8.a.post('/api/bank-card/change-request', {
      holder: 'Grace Hopper',
      number: '6222000044445555',
      bankName: 'Harbor Savings',
      bankAddress: '7 Dock St',
      currency: 'USD',
      note: 'My Navy Bank card expires this month',
    });
    expect(asked.body.code, JSON.stringify(asked.body)).toBe(0);

    const tp = await staffPage(env, 'finance');
    const { page } = tp;
    try {
      // the deposit queue opens on the waiting requests; a filter by customer and by the reference
      // as the bank statement's remark shows it (any case) narrows it to theirs
      await page.getByTestId('admin-nav-deposits').click();
      await page.getByTestId('queue-table').waitFor();
      await page.getByTestId('queue-filter-user').fill(String(u.userId));
      await page.getByTestId('queue-filter-reference').fill(reference.toLowerCase());
      await page.getByTestId('queue-filter-apply').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="queue-row"]').length === 1);
      // the customer by e-mail (issue 32), not "#N"
      const email = u.account.type === 'email' ? u.account.email : '';
      expect(await page.getByTestId('customer-cell').innerText()).toMatch(new RegExp(`^${email}\\s+#${u.userId}$`));
      expect(await page.getByTestId('queue-reference').innerText()).toBe(reference);
      await tp.settled();
      await screenshot(page, 'desktop-admin-deposits-queue');
      await openRow(tp, dep.body.data.id, 'deposit-detail');
      // the proof is the customer's own image, loaded with the staff session
      await page.waitForFunction(
        () => ((document.querySelector('[data-testid="deposit-proof"]') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0,
      );
      expect(await page.getByTestId('deposit-reference').innerText()).toBe(reference);
      await tp.settled();
      await screenshot(page, 'desktop-admin-deposit-detail');
      await expectAccessible(page, 'desktop-admin-deposit-detail');
      await page.getByTestId('review-approve').click();
      await page.getByTestId('queue-empty').waitFor();
      expect((await walletOf(env.t, u.token)).available).toBe('640.000000');
      const views = await api(env.t, staff).get(`/api/admin/audit?action=upload.view&targetId=${proof}`);
      expect(views.body.data.total).toBe(1);

      // a withdrawal: where to pay it, and how the customer confirmed it (decision 089)
      await openQueue(tp, 'withdrawals', 'withdrawals');
      await openRow(tp, w.id, 'withdrawal-detail');
      expect(await page.getByTestId('withdrawal-address').innerText()).toContain('T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb');
      expect(await page.getByTestId('withdrawal-confirmed-with').innerText()).toBe('Code sent by e-mail');
      expect(await page.getByTestId('withdrawal-allow-list').innerText()).toBe('Off when requested');
      await tp.settled();
      await screenshot(page, 'desktop-admin-withdrawal-detail');
      await expectAccessible(page, 'desktop-admin-withdrawal-detail');
      // above the approval threshold "Mark as paid" only proposes it, and says so (issue 32.3)
      setApprovalThreshold('200');
      await page.getByTestId('review-approve').click();
      await expectNotice(
        tp,
        'info',
        /^Not paid yet: proposal #(\d+) waits for a second staff member's approval; the customer has not been told$/,
      );
      await tp.settled();
      await screenshot(page, 'desktop-admin-withdrawal-proposed');
      expect((await api(env.t, staff).get(`/api/admin/withdrawals/${w.id}`)).body.data.status).toBe('processing');

      // the card change: the current card beside the requested one, approved
      await openQueue(tp, 'cards', 'card-changes');
      const change = (await api(env.t, staff).get(`/api/admin/card-changes?userId=${w8.userId}`)).body.data.items[0];
      await openRow(tp, change.id, 'card-change-detail');
      expect(await page.getByTestId('card-current').innerText()).toBe('6222000099998888');
      expect(await page.getByTestId('card-requested').innerText()).toBe('6222000044445555');
      await tp.settled();
      await screenshot(page, 'desktop-admin-card-change');
      await expectAccessible(page, 'desktop-admin-card-change');
      await page.getByTestId('review-approve').click();
      await page.getByTestId('queue-empty').waitFor();
      expect((await w8.a.get('/api/bank-card')).body.data.number).toBe('6222 **** **** 5555');
      expect(tp.errors).toEqual([]);

      // compliance: the depositor's detail (balances, fund flow, logins) and their sessions signed out
      await switchStaff(env, tp, 'compliance');
      await page.getByTestId('admin-nav-users').click();
      await page.getByTestId('users-search').fill(u.account.type === 'email' ? u.account.email : '');
      await page.getByTestId('users-search-submit').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="users-row"]').length === 1);
      await tp.settled();
      await screenshot(page, 'desktop-admin-users-search');
      await expectAccessible(page, 'desktop-admin-users-search');
      await page.getByTestId('users-row').click();
      await page.getByTestId('user-profile').waitFor();
      await page.getByTestId('user-balances-real').waitFor();
      expect(await page.getByTestId('user-balances-real').innerText()).toContain('640');
      await page.getByTestId('user-flow').waitFor();
      // fund-flow kinds in words (issue 32), as the customer's own flow names them
      expect(await page.getByTestId('user-flow-type').first().textContent()).toBe('Deposit');
      await tp.settled();
      await screenshot(page, 'desktop-admin-user-detail');
      await expectAccessible(page, 'desktop-admin-user-detail');
      await page.getByTestId('user-tab-logins').click();
      await page.getByTestId('user-logins').scrollIntoViewIfNeeded();
      expect(await page.getByTestId('login-result').first().textContent()).toBe('Success');
      await tp.settled();
      await screenshot(page, 'desktop-admin-user-logins');
      await page.getByTestId('user-sign-out').click();
      await page.getByText('Open sessions: 0').waitFor();
      expect((await api(env.t, u.token).get('/api/user/info')).body.code).toBe(-99);
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  }, 180_000);
});

describe('mobile', () => {
  it('"Mark as paid" says what happened: paid, or waiting for a second approver with the proposal', async () => {
    const staff = await staffToken(env.t);
    const c = await readyToWithdraw(env.t, staff, '800');
    const small = await withdrawUsdt(c, '100');
    const big = await withdrawUsdt(c, '300');
    setApprovalThreshold('200');
    const tp = await staffPage(env, 'finance', undefined, 'mobile');
    const { page } = tp;
    const open = async (id: number) => {
      await tp.go('/admin/withdrawals');
      await page.locator(`[data-testid="queue-row"][data-id="${id}"]`).click();
      await page.getByTestId('withdrawal-detail').waitFor();
      await overlayShown(tp);
    };
    try {
      await open(small.id);
      await page.getByTestId('review-approve').click();
      await expectNotice(tp, 'success', /^Paid: the customer has been told$/);
      await tp.settled();
      await screenshot(page, 'mobile-admin-withdrawal-paid');
      await expectAccessible(page, 'mobile-admin-withdrawal-paid');
      expect((await api(env.t, staff).get(`/api/admin/withdrawals/${small.id}`)).body.data.status).toBe('passed');

      await open(big.id);
      await page.getByTestId('review-approve').click();
      await expectNotice(
        tp,
        'info',
        /^Not paid yet: proposal #(\d+) waits for a second staff member's approval; the customer has not been told$/,
      );
      await tp.settled();
      await screenshot(page, 'mobile-admin-withdrawal-proposed');
      expect((await api(env.t, staff).get(`/api/admin/withdrawals/${big.id}`)).body.data.status).toBe('processing');
      // (against the phone's own width: a phone widens innerWidth to content that overflows)
      const fits = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      await fits();

      // the customer's page on the phone: fund-flow kinds in words (decision 070), not raw types
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByTestId('admin-nav-users').click();
      await page.getByTestId('users-search').fill(c.account.type === 'email' ? c.account.email : '');
      await page.getByTestId('users-search-submit').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="users-row"]').length === 1);
      await page.getByTestId('users-row').click();
      await page.locator('[data-testid="user-flow-type"][data-type="deposit"]').waitFor();
      expect(await page.locator('[data-testid="user-flow-type"][data-type="deposit"]').textContent()).toBe('Deposit');
      for (const kind of await page.getByTestId('user-flow-type').allTextContents()) expect(kind).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
      await tp.settled();
      await screenshot(page, 'mobile-admin-user-detail');
      await expectAccessible(page, 'mobile-admin-user-detail');
      await fits();
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  }, 120_000);
});
