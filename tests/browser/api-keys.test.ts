// API keys in the browser (issue 39), one journey per viewport: in the security centre a user
// creates a demo key (read always ticked and fixed, contract ticked, an IP allow-list), sees the
// key, the secret and the demo base URL once with the warning, copies the secret; the secret
// signs a request to the Binance-compatible API; the list shows the key with its permissions,
// allow-list and last use, and never the secret; the user revokes it after a confirmation and the
// key signs nothing more. Mobile runs in German (the 64-character key must wrap, not overflow).
// Then staff: the back office's list, a key revoked from it, and the customer's page with it.
// The routes' rules and refusals are in tests/integration/binance.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { serverMessage } from '../../shared/i18n/server-messages.ts';
import { registerAndLogin, uniqueEmail } from '../helpers/accounts.ts';
import { createKey, signed } from '../helpers/binance.ts';
import { browserEnvForFile, expectAccessible, openPage, screenshot, type TestPage, type ViewportName } from '../helpers/browser.ts';
import { api } from '../helpers/funds.ts';
import { overlayShown, staffPageAt } from '../helpers/staff-browser.ts';

const env = browserEnvForFile();
const ALLOWED_IP = '203.0.113.9';

/** Fails when the page is wider than the screen (something overflows sideways). */
async function expectNoSidewaysOverflow(page: Page, what: string) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, `${what}: the page is wider than the screen`).toBeLessThanOrEqual(width);
}

/** Fails unless the element lies within the screen's width. */
async function expectWithinWidth(tp: TestPage, testId: string) {
  const box = await tp.page.getByTestId(testId).first().boundingBox();
  const width = tp.page.viewportSize()?.width ?? 0;
  expect(box, testId).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0), `${testId} runs off the screen`).toBeLessThanOrEqual(width);
}

for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
  it(`${viewport}: create a demo key, see its secret once with the base URL, list it, revoke it`, async () => {
    const { t, base } = env();
    const u = await registerAndLogin(t);
    const tp = await openPage(env(), viewport, { session: { token: u.token, user: u.user } });
    const { page } = tp;
    const german = viewport === 'mobile';
    if (german) await tp.context.addInitScript(() => localStorage.setItem('wplocale', 'de-DE'));
    await tp.go(viewport === 'desktop' ? '/pc/userCenter/security' : '/wp/security');
    const panel = page.getByTestId('api-keys-panel');
    await panel.getByTestId('api-keys-empty').waitFor();
    expect(await panel.getByRole('heading').first().innerText()).toBe(german ? 'API-Schlüssel' : 'API keys');

    // the form: reading ticked and fixed, no withdrawal permission anywhere, demo by default
    await panel.getByTestId('api-key-create').click();
    const form = page.getByTestId('api-key-form');
    await form.waitFor();
    await overlayShown(tp);
    const read = form.getByTestId('api-key-permission-read');
    expect(await read.isChecked()).toBe(true);
    expect(await read.isDisabled()).toBe(true);
    expect(await form.getByTestId('api-key-no-withdrawals').innerText()).toContain(
      german ? 'Auszahlungen sind' : 'Withdrawals are never possible',
    );
    // a real-wallet key asks for the withdrawal password (no two-factor here: no code field);
    // this user has none set: the server's refusal in the page's language, the form kept
    await form.getByTestId('api-key-mode-real').click();
    await form.getByTestId('api-key-security-password').waitFor();
    expect(await form.getByTestId('api-key-code').count()).toBe(0);
    await form.getByTestId('api-key-label').fill('Real bot');
    await form.getByTestId('api-key-security-password').fill('135790');
    await form.getByTestId('api-key-submit').click();
    await page
      .getByTestId('toast-error')
      .getByText(serverMessage(german ? 'de-DE' : 'en-US', 'SECURITY_PASSWORD_NOT_SET'))
      .waitFor();
    expect(await form.isVisible()).toBe(true);
    await form.getByTestId('api-key-mode-demo').click();
    await form.getByTestId('api-key-security-password').waitFor({ state: 'detached' });
    // a malformed allow-list entry is caught before sending
    await form.getByTestId('api-key-label').fill('Grid bot');
    await form.getByTestId('api-key-permission-contract').check();
    await form.getByTestId('api-key-ips').fill(`${ALLOWED_IP}\n300.1.2.3/40x`);
    await form.getByTestId('api-key-submit').click();
    // (the field's error names the entry)
    await form.locator('.mantine-InputWrapper-error', { hasText: '300.1.2.3/40x' }).waitFor();
    await form.getByTestId('api-key-ips').fill(`${ALLOWED_IP}\n198.51.100.0/24`);
    await screenshot(page, `api-keys-${viewport}-form`);
    await expectAccessible(tp, `${viewport}-api-key-form`, { state: 'api-key-form' });
    await form.getByTestId('api-key-submit').click();

    // the secret, once, with the key and the demo wallet's API addresses
    const created = page.getByTestId('api-key-created');
    await created.waitFor();
    await overlayShown(tp);
    const apiKey = await created.getByTestId('api-key-created-key').innerText();
    const secret = await created.getByTestId('api-key-created-secret').innerText();
    expect(apiKey).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(secret).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(secret).not.toBe(apiKey);
    expect(await created.getByTestId('api-key-created-base').innerText()).toBe(`${base}/demo/api/v3`);
    // and where its futures, streams and WebSocket API are (issue 40): the demo wallet's, websockets as ws(s)
    const socketBase = base.replace(/^http/, 'ws');
    expect(await created.getByTestId('api-key-created-futures').innerText()).toBe(`${base}/demo/fapi`);
    expect(await created.getByTestId('api-key-created-spotStreams').innerText()).toBe(`${socketBase}/demo/market-stream/ws`);
    expect(await created.getByTestId('api-key-created-futuresStreams').innerText()).toBe(`${socketBase}/demo/futures-stream/ws`);
    expect(await created.getByTestId('api-key-created-webSocketApi').innerText()).toBe(`${socketBase}/demo/ws-api/v3`);
    expect(await created.innerText()).toContain(german ? 'nur dieses eine Mal' : 'only time the secret key is shown');
    await created.getByTestId('api-key-created-secret-copy').click();
    await created.locator('[data-testid="api-key-created-secret-copy"][data-copied]').waitFor();
    if (german) {
      await expectNoSidewaysOverflow(page, 'the new key');
      await expectWithinWidth(tp, 'api-key-created-secret-copy');
    }
    await screenshot(page, `api-keys-${viewport}-created`);
    await expectAccessible(tp, `${viewport}-api-key-created`, { state: 'api-key-created' });
    // (a click beside the dialog does not close it: the secret would be lost)
    await page.mouse.click(5, 5);
    expect(await created.isVisible()).toBe(true);
    await created.getByTestId('api-key-created-done').click();
    await created.waitFor({ state: 'detached' });

    // the secret signs a request from an allowed address
    const key = { id: 0, apiKey, secret, mode: 'demo' as const };
    expect((await signed(t, key, 'GET', '/account', {}, { ip: ALLOWED_IP })).status).toBe(200);

    // the list: the key, never the secret, with its last use (read again)
    await tp.reload();
    const row = page.getByTestId('api-key-row');
    await row.waitFor();
    expect(await row.getByTestId('api-key-row-key').innerText()).toBe(apiKey);
    expect(await page.evaluate(() => document.body.innerText)).not.toContain(secret);
    expect(await row.getByTestId('api-key-row-label').innerText()).toBe('Grid bot');
    expect(await row.getAttribute('data-status')).toBe('active');
    for (const p of ['read', 'contract']) await row.getByTestId(`api-key-row-permission-${p}`).waitFor();
    expect(await row.getByTestId('api-key-row-permission-spot').count()).toBe(1);
    expect(await row.getByTestId('api-key-row-ips').innerText()).toContain(`${ALLOWED_IP}, 198.51.100.0/24`);
    expect(await row.getByTestId('api-key-row-times').innerText()).toContain(ALLOWED_IP);
    // (in the middle of the screen, below the sticky header, for the screenshot)
    await row.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    if (german) {
      await expectNoSidewaysOverflow(page, 'the list');
      await expectWithinWidth(tp, 'api-key-row-key-copy');
      await expectWithinWidth(tp, 'api-key-revoke');
    }
    await screenshot(page, `api-keys-${viewport}-list`);
    await expectAccessible(tp, `${viewport}-api-key-list`, { state: 'api-key-listed' });

    // revoked after a confirmation: it signs nothing more
    await row.getByTestId('api-key-revoke').click();
    const confirm = page.getByTestId('api-key-revoke-confirm');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('Grid bot');
    await confirm.getByTestId('api-key-revoke-confirm-confirm').click();
    await page.locator('[data-testid="api-key-row"][data-status="revoked"]').waitFor();
    expect(await row.getByTestId('api-key-row-revoked').innerText()).toContain(german ? 'Von Ihnen widerrufen' : 'Revoked by you');
    expect(await row.getByTestId('api-key-revoke').count()).toBe(0);
    expect((await signed(t, key, 'GET', '/account', {}, { ip: ALLOWED_IP })).status).toBe(401);
    await row.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, `api-keys-${viewport}-revoked`);
    // (the browser logs the refused real key's answer, a 400, as a console error)
    expect(tp.errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });
}

it('staff: the back office lists every key, revokes one (the customer sees why), and the customer page shows them', async () => {
  const { t } = env();
  const email = uniqueEmail('keys');
  const u = await registerAndLogin(t, { type: 'email', email });
  const key = await createKey(api(t, u.token), { label: 'Market maker', permissions: ['spot', 'fast'] });
  const tp = await staffPageAt(env(), 'compliance', '/admin/api-keys');
  const { page } = tp;
  await page.getByTestId('admin-nav-apiKeys').waitFor();
  await page.getByTestId('api-keys-table').waitFor();
  // the customer's keys, by part of the e-mail
  await page.getByTestId('api-keys-filter-user').fill(email.slice(0, 12));
  await page.getByTestId('api-keys-filter-apply').click();
  const row = page.locator(`[data-testid="api-keys-row"][data-id="${key.id}"]`);
  await row.waitFor();
  // (the key's row is in the unfiltered list too: the filtered one replaces it a moment later)
  await expect.poll(() => page.getByTestId('api-keys-row').count(), { timeout: 15_000 }).toBe(1);
  expect(await row.innerText()).toContain(email);
  expect(await row.getByTestId('api-keys-row-key').getAttribute('data-value')).toBe(key.apiKey);
  expect(await page.evaluate(() => document.body.innerText)).not.toContain(key.secret);
  await screenshot(page, 'api-keys-admin-list');
  await expectAccessible(tp, 'admin-api-keys');
  await row.getByTestId('api-keys-row-revoke').click();
  const confirm = page.getByTestId('api-keys-revoke-confirm');
  await confirm.waitFor();
  expect(await confirm.innerText()).toContain('Market maker');
  await confirm.getByTestId('api-keys-revoke-confirm-confirm').click();
  await page.locator(`[data-testid="api-keys-row"][data-id="${key.id}"][data-status="revoked"]`).waitFor();
  expect(await row.getByTestId('api-keys-row-ended').getAttribute('data-note')).toBe('staff');
  expect((await signed(t, key, 'GET', '/account')).status).toBe(401);
  // the customer sees why
  const mine = (await api(t, u.token).get('/api/user/api-keys')).body.data as { id: number; revokeNote: string }[];
  expect(mine.find((k) => k.id === key.id)?.revokeNote).toBe('staff');
  // the customer's page lists their keys
  await tp.go(`/admin/users/${u.userId}`);
  const own = page.getByTestId('user-api-keys');
  await own.locator(`[data-testid="api-keys-row"][data-id="${key.id}"]`).waitFor();
  await own.scrollIntoViewIfNeeded();
  await screenshot(page, 'api-keys-admin-user');
  expect(tp.errors).toEqual([]);
});
