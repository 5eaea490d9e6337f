// The back office's Classes page (issue 43, decision 106) as staff read it on a desktop: a
// teacher creates a class and two learners join through the API, one places a fast order in the
// class (its stake held), the other leaves; compliance (users.read) opens /admin/classes, sees the
// class's row (teacher, learners, status, starting balance) and opens its drawer: each member's
// class wallet (available and held) and whether they left. Read only: nothing on the page
// changes a class. Then the same page in Chinese.
import { expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { browserEnvForFile, expectAccessible, expectCjkRenders, screenshot } from '../helpers/browser.ts';
import { api, expectLedgerReconciles } from '../helpers/funds.ts';
import { overlayShown, staffPageAt } from '../helpers/staff-browser.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));
const DAY = 86_400_000;
const PRODUCT_ID = 1; // BTC/USDT in the seed

const ok = async (res: Promise<{ body: { code: number; data: unknown } }>) => {
  const { body } = await res;
  expect(body.code, JSON.stringify(body)).toBe(0);
  // biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read field by field
  return body.data as any;
};

it('staff read every class and a class’s members with their class wallets (English, then Chinese)', async () => {
  const e = env();
  const teacher = await registerAndLogin(e.t);
  const stayer = await registerAndLogin(e.t);
  const leaver = await registerAndLogin(e.t);
  const now = e.now();
  const c = await ok(
    api(e.t, teacher.token).post('/api/classes', {
      name: 'Staff view class',
      startAt: now,
      endAt: now + 30 * DAY,
      startingBalance: '2500',
      productIds: [PRODUCT_ID],
      kinds: ['fast', 'contract'],
    }),
  );
  await ok(api(e.t, stayer.token).post('/api/classes/join', { code: c.joinCode }));
  await ok(api(e.t, leaver.token).post('/api/classes/join', { code: c.joinCode }));
  // the stayer's fast order holds its stake; the leaver leaves (their wallet stays, marked left)
  await ok(
    api(e.t, stayer.token).post(`/api/classes/${c.id}/orders`, {
      product: 'fast',
      productId: PRODUCT_ID,
      direction: 'up',
      amount: '100',
      durationSec: 60,
    }),
  );
  await ok(api(e.t, leaver.token).post(`/api/classes/${c.id}/leave`, {}));

  const tp = await staffPageAt(e, 'compliance', '/admin/classes');
  const { page } = tp;
  try {
    await page.getByTestId('admin-nav-classes').waitFor();
    const row = page.locator(`[data-testid="class-row"][data-id="${c.id}"]`);
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('Staff view class');
    expect(text).toContain(`#${teacher.userId}`);
    expect(text).toContain('2,500.00 USDT');
    expect(await row.getByTestId('class-row-learners').innerText()).toBe('1 active of 2');
    expect(await row.getByTestId('class-status').getAttribute('data-value')).toBe('open');
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await tp.settled();
    await screenshot(page, 'desktop-admin-classes');
    await expectAccessible(page, 'desktop-admin-classes');

    // the drawer: every member's class wallet, the one who left marked so
    await page.getByTestId(`class-open-${c.id}`).click();
    const detail = page.locator(`[data-testid="class-detail"][data-id="${c.id}"]`);
    await detail.waitFor();
    await overlayShown(tp);
    const member = (id: number) => detail.locator(`[data-testid="class-member"][data-id="${id}"]`);
    expect(await member(stayer.userId).getByTestId('class-member-available').getAttribute('data-value')).toBe('2400.000000');
    expect(await member(stayer.userId).getByTestId('class-member-held').getAttribute('data-value')).toBe('100.000000');
    expect(await member(stayer.userId).getAttribute('data-left')).toBe('false');
    expect(await member(leaver.userId).getByTestId('class-member-available').getAttribute('data-value')).toBe('2500.000000');
    expect(await member(leaver.userId).getAttribute('data-left')).toBe('true');
    expect(await member(leaver.userId).innerText()).toContain('Left ');
    expect(await detail.innerText()).toContain(`class:${c.id}`);
    await detail.getByTestId('class-scenario-none').waitFor();
    await tp.settled();
    await screenshot(page, 'desktop-admin-classes-detail');
    await expectAccessible(page, 'desktop-admin-classes-detail', { state: 'dialog' });

    // the same page in Chinese
    await page.evaluate(() => localStorage.setItem('wplocale', 'zh-CN'));
    await tp.reload();
    await row.waitFor();
    await expectCjkRenders(page);
    expect(await page.getByTestId('admin-page-classes').innerText()).toContain('班级');
    expect(await row.getByTestId('class-row-learners').innerText()).toBe('2 人中 1 人在班');
    await page.getByTestId(`class-open-${c.id}`).click();
    await detail.waitFor();
    await overlayShown(tp);
    expect(await member(leaver.userId).innerText()).toContain('退出');
    await tp.settled();
    await screenshot(page, 'desktop-admin-classes-detail-zh-CN');
    expect(tp.errors).toEqual([]);
  } finally {
    await tp.context.close();
  }
});
