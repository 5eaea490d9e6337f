// The back office's overview (issue 14 point 8) at the desktop viewport: a finance staff member
// logs in and sees today's deposits, withdrawals and new users, the open fast positions, the
// platform's fast-trade result on ETH/USDT, the queues waiting and the 30-day chart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../server/lib/totp.ts';
import { type BrowserEnv, openPage, screenshot, startBrowserEnv } from '../helpers/browser.ts';
import { pngImage } from '../helpers/files.ts';
import { api, fundedUser, offlineDeposit, readyToWithdraw, withdrawUsdt } from '../helpers/funds.ts';
import { staffSession, staffUsername, TEST_STAFF_PASSWORD, TEST_TOTP_SECRET } from '../helpers/staff.ts';

let env: BrowserEnv;
beforeAll(async () => {
  env = await startBrowserEnv();
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

describe('desktop', () => {
  it("shows today's figures, the platform result, the queues and the 30-day chart", async () => {
    const tp = await openPage(env, 'desktop');
    try {
      const { page } = tp;
      await page.goto(`${env.base}/#/admin/login`);
      await page.getByTestId('staff-username').fill(staffUsername('finance'));
      await page.getByTestId('staff-password').fill(TEST_STAFF_PASSWORD);
      await page.getByTestId('staff-code').fill(totpCode(TEST_TOTP_SECRET, env.now()));
      await page.getByTestId('staff-login-submit').click();
      await page.getByTestId('admin-page-overview').waitFor();
      await page.getByTestId('overview-chart').locator('.recharts-line').first().waitFor();
      await tp.settled();
      expect(await page.getByTestId('overview-deposits').innerText()).toContain('750.00');
      expect(await page.getByTestId('overview-withdrawals').innerText()).toContain('100.00');
      expect(await page.getByTestId('overview-new-users').innerText()).toContain('2');
      expect(await page.getByTestId('overview-positions').innerText()).toContain('15.00');
      const results = await page.getByTestId('overview-results').innerText();
      expect(results).toContain('ETH/USDT');
      expect(results).toContain('40.00');
      expect(await page.getByTestId('overview-queue-deposits').innerText()).toContain('1');
      expect(await page.getByTestId('overview-queue-withdrawals').innerText()).toContain('1');
      // 30 days on the axis
      expect(await page.getByTestId('overview-chart').locator('.recharts-xAxis .recharts-cartesian-axis-tick').count()).toBeGreaterThan(5);
      await screenshot(page, 'desktop-admin-overview');
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  });
});
