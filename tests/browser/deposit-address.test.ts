// The crypto deposit page with the user's own address (issue 38 point 1), one journey per
// viewport: the crypto tab, USDT on TRC20 shows the address the API gives this user (valid for
// TRON), its QR code, the copy button, the warning naming the network, the confirmations and
// the minimum; another network and another coin (SOL) show theirs; then the page in a second
// language (German on the desktop, Chinese on the phone). The back office: the deposit queue's
// address lookup finds the owner and leads to their page, which lists their addresses.
// Everything the API decides (distinct per user, restarts, refusals) is in
// tests/integration/deposit-addresses.test.ts.
import { expect, it } from 'vitest';
import { isValidAddress } from '../../server/modules/funds/networks/address-codec.ts';
import type { Network } from '../../shared/networks.ts';
import { dismissNotices } from '../helpers/A-journeys.ts';
import { advancePage } from '../helpers/D-clock.ts';
import { registerAndLogin } from '../helpers/accounts.ts';
import {
  browserEnvForFile,
  expectAccessible,
  expectCjkRenders,
  openPage,
  screenshot,
  type TestPage,
  type ViewportName,
} from '../helpers/browser.ts';
import { api } from '../helpers/funds.ts';
import { staffPageAt } from '../helpers/staff-browser.ts';

const env = browserEnvForFile();

/** The address the API gives the user on that network. */
async function apiAddress(token: string, currency: string, network: Network): Promise<string> {
  const res = await api(env().t, token).get(`/api/recharge/address?currency=${currency}&network=${network}`);
  expect(res.body.code).toBe(0);
  return res.body.data.address;
}

/** The address panel of `network` once it is shown; its texts. */
async function shown(tp: TestPage, network: Network) {
  const panel = tp.page.locator(`[data-testid="deposit-address"][data-network="${network}"]`);
  await panel.waitFor({ timeout: 10_000 });
  await tp.settled();
  const text = (id: string) => tp.page.getByTestId(id).innerText();
  return {
    address: await text('recharge-address'),
    warning: await text('deposit-warning'),
    confirmations: await text('deposit-confirmations'),
    minimum: await text('deposit-minimum'),
  };
}

const ROUTES = { desktop: '/pc/handle/recharge', mobile: '/wp/recharge' } as const;
const SECOND = { desktop: 'de-DE', mobile: 'zh-CN' } as const;

for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
  it(`${viewport}: pick USDT on TRC20, see the own address with its QR code and the network's warning; then ERC20, SOL and a second language`, async () => {
    const u = await registerAndLogin(env().t);
    const tp = await openPage(env(), viewport, { session: { token: u.token, user: u.user } });
    const { page } = tp;
    await tp.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env().base });
    await tp.go(ROUTES[viewport]);
    await page.getByTestId('recharge-tab-crypto').click();
    await page.getByTestId('recharge-coin').selectOption('USDT');
    await page.getByTestId('recharge-network-TRC20').click();
    const trc = await shown(tp, 'TRC20');
    expect(trc.address).toBe(await apiAddress(u.token, 'USDT', 'TRC20'));
    expect(isValidAddress('TRC20', trc.address)).toBe(true);
    expect(trc.warning).toBe('Send only USDT on TRON (TRC20) to this address; other coins or networks are lost.');
    expect(trc.confirmations).toBe('Credited after 19 confirmations');
    expect(trc.minimum).toBe('Minimum deposit: 10.00 USDT');
    expect(await page.getByTestId('recharge-network-TRC20').getAttribute('aria-checked')).toBe('true');
    const qr = page.getByTestId('recharge-qr');
    expect(await qr.isVisible()).toBe(true);
    expect(Number(await qr.getAttribute('data-version'))).toBeGreaterThan(0);
    // copied as it is shown
    await page.getByTestId('recharge-copy').click();
    await page.locator('[data-testid="recharge-copy"][data-copied]').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(trc.address);
    // (the "copied" notice closed once shown, so the screenshots show the page under it)
    await page.locator('.mantine-Notification-root').first().waitFor();
    await dismissNotices(page);
    await page.getByTestId('deposit-address').scrollIntoViewIfNeeded();
    await screenshot(page, `${viewport}-deposit-address-usdt-trc20`);
    await expectAccessible(page, `${viewport}-deposit-address`);

    // the same coin on Ethereum: another address, its own confirmations
    await page.getByTestId('recharge-network-ERC20').click();
    const erc = await shown(tp, 'ERC20');
    expect(erc.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(erc.address).toBe(await apiAddress(u.token, 'USDT', 'ERC20'));
    expect(erc.confirmations).toBe('Credited after 12 confirmations');

    // another coin: SOL has one network, offered alone
    await page.getByTestId('recharge-coin').selectOption('SOL');
    const sol = await shown(tp, 'SOL');
    expect(await page.locator('[data-testid^="recharge-network-"]').count()).toBe(1);
    expect(isValidAddress('SOL', sol.address)).toBe(true);
    expect(sol.address).toBe(await apiAddress(u.token, 'SOL', 'SOL'));
    expect(sol.warning).toBe('Send only SOL on Solana to this address; other coins or networks are lost.');
    expect(sol.confirmations).toBe('Credited after 32 confirmations');
    await page.getByTestId('deposit-address').scrollIntoViewIfNeeded();
    await screenshot(page, `${viewport}-deposit-address-sol`);

    // in a second language, after a reload
    await page.evaluate((l) => localStorage.setItem('wplocale', l), SECOND[viewport]);
    await tp.reload();
    await page.getByTestId('recharge-tab-crypto').click();
    const again = await shown(tp, 'TRC20');
    expect(again.address).toBe(trc.address);
    if (viewport === 'desktop') {
      expect(again.warning).toBe('Senden Sie an diese Adresse nur USDT über TRON (TRC20); andere Coins oder Netzwerke gehen verloren.');
      expect(again.confirmations).toBe('Gutschrift nach 19 Bestätigungen');
    } else {
      expect(again.warning).toBe('请仅通过 TRON (TRC20) 向此地址发送 USDT；发送其他币种或使用其他网络将导致资产丢失。');
      expect(again.confirmations).toBe('19 次确认后到账');
      await expectCjkRenders(page);
    }
    await page.getByTestId('deposit-address').scrollIntoViewIfNeeded();
    await screenshot(page, `${viewport}-deposit-address-${SECOND[viewport]}`);
    await expectAccessible(page, `${viewport}-deposit-address-${SECOND[viewport]}`);
    expect(tp.errors).toEqual([]);
  });
}

for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
  it(`${viewport}: in demo, a test transfer to the own address counts its confirmations up on the simulated chain and is credited at 19`, async () => {
    const u = await registerAndLogin(env().t);
    const tp = await openPage(env(), viewport, { session: { token: u.token, user: u.user } });
    const { page } = tp;
    await tp.go(ROUTES[viewport]);
    await page.getByTestId('recharge-tab-crypto').click();
    const panel = page.getByTestId('incoming-transfers');
    await panel.waitFor({ timeout: 10_000 });
    await page.getByTestId('incoming-mode-demo').click();
    expect(await panel.getAttribute('data-mode')).toBe('demo');
    await page.getByTestId('incoming-test-currency').selectOption('USDT');
    await page.getByTestId('incoming-test-network').selectOption('TRC20');
    await page.getByTestId('incoming-test-amount').fill('500');
    await page.getByTestId('incoming-test-send').click();
    const row = page.getByTestId('incoming-transfer').first();
    await page.locator('[data-testid="incoming-transfer"][data-status="confirming"]').waitFor({ timeout: 10_000 });
    expect(await row.getAttribute('data-required')).toBe('19');
    // the injected clock moves 12 simulated blocks (1 s each on TRC20): the count goes up, not yet credited
    await advancePage(env(), tp, 12_000);
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid="incoming-transfer"]')?.getAttribute('data-confirmations')) >= 10,
      undefined,
      { timeout: 10_000 },
    );
    expect(await row.getAttribute('data-status')).toBe('confirming');
    expect(await row.getByTestId('incoming-confirmations').innerText()).toMatch(/^1\d \/ 19 confirmations$/);
    await row.scrollIntoViewIfNeeded();
    await tp.settled();
    await screenshot(page, `${viewport}-deposit-simulated-confirming`);
    // past the 19th block: credited once, to the demo wallet only
    await advancePage(env(), tp, 10_000);
    await page.locator('[data-testid="incoming-transfer"][data-status="credited"]').waitFor({ timeout: 10_000 });
    const demo = await api(env().t, u.token).get('/api/demo/wallet');
    const real = await api(env().t, u.token).get('/api/wallet/assets');
    expect(demo.body.data.available).toMatch(/^100500(\.0+)?$/);
    expect(real.body.data.totalUsdt).toMatch(/^0(\.0+)?$/);
    await tp.settled();
    await screenshot(page, `${viewport}-deposit-simulated-credited`);
    expect(tp.errors).toEqual([]);
  });
}

it("desktop back office: the deposit queue's address lookup finds the owner, whose page lists their addresses", async () => {
  const u = await registerAndLogin(env().t);
  const trc = await apiAddress(u.token, 'USDT', 'TRC20');
  await apiAddress(u.token, 'BTC', 'BTC');
  const tp = await staffPageAt(env(), 'finance', '/admin/deposits');
  const { page } = tp;
  await page.getByTestId('deposit-address-lookup-input').fill(trc);
  await page.getByTestId('deposit-address-lookup-submit').click();
  const owner = page.getByTestId('deposit-address-lookup-owner');
  await owner.waitFor({ timeout: 10_000 });
  expect(await owner.getAttribute('data-user-id')).toBe(String(u.userId));
  expect(await page.getByTestId('deposit-address-lookup-address').innerText()).toBe(trc);
  await tp.settled();
  await screenshot(page, 'desktop-admin-deposit-address-lookup');
  await expectAccessible(page, 'desktop-admin-deposit-address-lookup');
  // nobody's address: said on the page
  await page.getByTestId('deposit-address-lookup-input').fill('TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC');
  await page.getByTestId('deposit-address-lookup-submit').click();
  await page.getByTestId('deposit-address-lookup-none').waitFor({ timeout: 10_000 });
  await page.getByTestId('deposit-address-lookup-input').fill(trc);
  await page.getByTestId('deposit-address-lookup-submit').click();
  await page.getByTestId('deposit-address-lookup-open').click();
  const rows = page.getByTestId('user-deposit-address');
  await rows.first().waitFor({ timeout: 10_000 });
  expect(await rows.evaluateAll((r) => r.map((e) => e.getAttribute('data-network')))).toEqual(['TRC20', 'BTC']);
  await page.getByTestId('user-deposit-addresses').scrollIntoViewIfNeeded();
  await tp.settled();
  await screenshot(page, 'desktop-admin-user-deposit-addresses');
  // (the browser logs the lookup's 404, which the page answers with its own line)
  expect(tp.errors.filter((e) => !/404 \(Not Found\) \(.*\/api\/admin\/deposit-addresses\?address=TMVQ/.test(e))).toEqual([]);
});
