// Money as a person moves it: a deposit with a screenshot, approved through the staff API,
// shows in the balance; a withdrawal freezes funds, is rejected, and the funds thaw. On
// desktop and on mobile.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { type BrowserEnv, openPage, screenshot, signInContext, startBrowserEnv, type TestPage, type ViewportName } from '../helpers/browser.ts';
import { pngImage } from '../helpers/files.ts';
import { api, expectLedgerReconciles, staffToken } from '../helpers/funds.ts';
import { TEST_TMP } from '../helpers/paths.ts';

let env: BrowserEnv;
let staff: string;
const proofFile = path.join(TEST_TMP, `proof-${process.pid}.png`);
beforeAll(async () => {
  env = await startBrowserEnv();
  staff = await staffToken(env.t);
  fs.mkdirSync(TEST_TMP, { recursive: true });
  fs.writeFileSync(proofFile, pngImage());
}, 60_000);
afterAll(async () => {
  expectLedgerReconciles(env.t);
  await env.close();
});

async function loggedIn(viewport: ViewportName) {
  const r = await registerAndLogin(env.t);
  const tp = await openPage(env, viewport);
  await signInContext(tp, r);
  return { ...r, tp };
}

async function go(tp: TestPage, route: string) {
  await tp.page.goto(`${env.base}/#${route}`, { waitUntil: 'networkidle' });
  await tp.page.waitForFunction(() => !document.querySelector('[data-testid="page-loader"]'), null, { timeout: 15_000 });
}

const text = (tp: TestPage, id: string) => tp.page.getByTestId(id).innerText();

describe.each([
  ['desktop', { recharge: '/pc/handle/recharge', withdraw: '/pc/handle/withdraw', property: '/pc/userCenter/property', gathering: '/pc/handle/gatheringWay', security: '/pc/userCenter/security' }],
  ['mobile', { recharge: '/wp/recharge', withdraw: '/wp/withdraw', property: '/wp/property', gathering: '/wp/gatheringWay', security: '/wp/security' }],
] as const)('%s', (viewport, routes) => {
  it('a deposit with a screenshot, approved by staff, shows in the balance; a rejected withdrawal thaws', async () => {
    const { tp, token, userId } = await loggedIn(viewport);
    try {
      // deposit by offline transfer with a screenshot
      await go(tp, routes.recharge);
      await tp.page.getByTestId('recharge-tab-offline').click();
      await tp.page.getByTestId('recharge-amount').fill('500');
      await tp.page.getByTestId('recharge-remitter-name').fill('Ada Lovelace');
      await tp.page.getByTestId('recharge-remitter-card').fill('6222000011112222');
      await tp.page.getByTestId('recharge-remitter-address').fill('12 Analytical Row');
      await tp.page.getByTestId('recharge-proof-input').setInputFiles(proofFile);
      await tp.page.waitForTimeout(800);
      await screenshot(tp.page, `${viewport}-recharge-filled`);
      await tp.page.getByTestId('recharge-submit').click();
      await tp.page.getByTestId('recharge-success').waitFor({ timeout: 10_000 });
      await screenshot(tp.page, `${viewport}-recharge-submitted`);

      // staff approve through the API
      const queue = (await api(env.t, staff).get('/api/admin/deposits?status=reviewing')).body.data.items;
      const mine = queue.find((d: { remitterName: string; amount: string }) => d.remitterName === 'Ada Lovelace' && d.amount.startsWith('500'));
      expect(mine).toBeTruthy();
      expect((await api(env.t, staff).post(`/api/admin/deposits/${mine.id}/approve`)).body.code).toBe(0);

      await go(tp, routes.property);
      await tp.page.waitForFunction(() => document.querySelector('[data-testid="asset-available-USDT"]')?.textContent?.includes('500'), null, { timeout: 10_000 });
      await screenshot(tp.page, `${viewport}-property-after-deposit`);

      // security password and a withdrawal address, through the API (their screens are covered elsewhere)
      const a = api(env.t, token);
      expect((await a.post('/api/security-password', { password: '135790', confirmPassword: '135790' })).body.code).toBe(0);
      expect((await a.post('/api/crypto-address', { coin: 'USDT', chain: 'TRC20', address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb' })).body.code).toBe(0);

      // withdraw 200: frozen
      await go(tp, routes.withdraw);
      await tp.page.getByTestId('withdraw-method-crypto').click();
      await tp.page.getByTestId('withdraw-amount').fill('200');
      await tp.page.waitForFunction(() => document.querySelector('[data-testid="withdraw-arrival"]')?.textContent?.includes('198'), null, { timeout: 10_000 });
      expect(await text(tp, 'withdraw-fee')).toContain('2');
      await tp.page.getByTestId('withdraw-security-password').fill('135790');
      await screenshot(tp.page, `${viewport}-withdraw-filled`);
      await tp.page.getByTestId('withdraw-submit').click();
      await tp.page.getByTestId('withdraw-success').waitFor({ timeout: 10_000 });

      await go(tp, routes.property);
      await tp.page.waitForFunction(() => document.querySelector('[data-testid="asset-frozen-USDT"]')?.textContent?.includes('200'), null, { timeout: 10_000 });
      expect(await text(tp, 'asset-available-USDT')).toContain('300');
      await screenshot(tp.page, `${viewport}-property-frozen`);

      // staff reject: the funds thaw
      const pending = (await api(env.t, staff).get('/api/admin/withdrawals?status=processing')).body.data.items;
      const w = pending.find((x: { userId: number }) => x.userId === userId);
      expect(w).toBeTruthy();
      expect((await api(env.t, staff).post(`/api/admin/withdrawals/${w.id}/reject`, { reason: 'Address needs review' })).body.code).toBe(0);
      await go(tp, routes.property);
      await tp.page.waitForFunction(() => document.querySelector('[data-testid="asset-available-USDT"]')?.textContent?.includes('500'), null, { timeout: 10_000 });
      expect(await text(tp, 'asset-frozen-USDT')).not.toContain('200');
      await screenshot(tp.page, `${viewport}-property-thawed`);
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  });
});
