// Bonuses on the user's screens (issue 17.5, decision 048), at both viewports: a funded user's
// sign-up and first-deposit bonuses on the assets page (kind, amount, locked, turnover progress,
// granted, expiry, state), and the withdraw screen naming the part that cannot be withdrawn, in
// the note and in the live preview; one journey on one page per viewport. On desktop the journey
// goes on in the back office: the bonus terms and the grants (the user's among them).
// What moved out of this file: docs/testing/browser-assertions-C.md.
import { expect, it } from 'vitest';
import { enableBonuses } from '../helpers/bonus.ts';
import { browserEnvForFile, expectAccessible, fundedPage, screenshot, type TestPage, type ViewportName } from '../helpers/browser.ts';
import { expectLedgerReconciles } from '../helpers/funds.ts';
import { staffPageAt } from '../helpers/staff-browser.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

const PROPERTY: Record<ViewportName, string> = { desktop: '/pc/userCenter/property', mobile: '/wp/property' };
const WITHDRAW: Record<ViewportName, string> = { desktop: '/pc/handle/withdraw', mobile: '/wp/withdraw' };

/** The user's screens: the bonuses on the assets page, the locked part on the withdraw screen. */
async function userScreens(tp: TestPage, viewport: ViewportName) {
  const { page } = tp;
  await tp.go(PROPERTY[viewport]);
  await page.getByTestId('bonus-list').waitFor();
  expect(await page.getByTestId('bonus-locked-total').getAttribute('data-value')).toBe('30.000000');
  for (const [kind, locked] of [
    ['signUp', '10.000000'],
    ['firstDeposit', '20.000000'],
  ]) {
    const row = page.getByTestId(`bonus-${kind}`);
    expect(await row.getByTestId('bonus-locked').getAttribute('data-value')).toBe(locked);
    expect(await row.getByTestId('bonus-state').getAttribute('data-state')).toBe('active');
  }
  expect(await page.getByTestId('bonus-signUp').innerText()).toContain('Sign-up bonus');
  expect(await page.getByTestId('bonus-firstDeposit').getByTestId('bonus-turnover').innerText()).toMatch(/0\.00 \/ 400\.00 USDT/);
  await page.getByTestId('bonus-list').scrollIntoViewIfNeeded();
  await tp.settled();
  await screenshot(page, `${viewport}-bonus-assets`);
  await expectAccessible(page, `${viewport}-bonus-assets`);

  await tp.go(WITHDRAW[viewport]);
  await page.getByTestId('bonus-locked-note').waitFor();
  expect(await page.getByTestId('bonus-locked-note').innerText()).toContain('30.00 USDT');
  await page.getByTestId('withdraw-method-crypto').click();
  await page.getByTestId('withdraw-amount').fill('100');
  await page.waitForFunction(() => document.querySelector('[data-testid="withdraw-bonus-locked"]')?.getAttribute('data-value'), null, {
    timeout: 10_000,
  });
  expect(await page.getByTestId('withdraw-bonus-locked').getAttribute('data-value')).toBe('30.000000');
  expect(await page.getByTestId('withdraw-withdrawable').getAttribute('data-value')).toBe('500.000000');
  await tp.settled();
  await screenshot(page, `${viewport}-bonus-withdraw`);
  await expectAccessible(page, `${viewport}-bonus-withdraw`);
  expect(tp.errors).toEqual([]);
}

it('desktop: the bonuses on the assets page and the locked part on the withdraw screen; the back office shows the terms and the grants', async () => {
  const e = env();
  enableBonuses(e.t);
  const { tp, userId } = await fundedPage(e, 'desktop', '500', { readyToWithdraw: true });
  try {
    await userScreens(tp, 'desktop');
  } finally {
    await tp.context.close();
  }
  const staff = await staffPageAt(e, 'admin', '/admin/bonus');
  try {
    const { page } = staff;
    await page.getByTestId('bonus-settings').waitFor();
    expect(await page.locator('[data-testid="bonus-setting"][data-kind="signUp"] [data-field="amount"]').innerText()).toBe(
      '10.000000 USDT',
    );
    await staff.settled();
    await screenshot(page, 'desktop-admin-bonus-settings');
    await expectAccessible(page, 'desktop-admin-bonus-settings');
    await page.getByTestId('bonus-tab-grants').click();
    await page.getByTestId('bonus-grants').waitFor();
    expect(await page.getByTestId('bonus-grant-row').count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId('bonus-grants').innerText()).toContain(`#${userId} · `);
    await staff.settled();
    await screenshot(page, 'desktop-admin-bonus-grants');
    expect(staff.errors).toEqual([]);
  } finally {
    await staff.context.close();
  }
});

it('mobile: the bonuses on the assets page and the locked part on the withdraw screen', async () => {
  const e = env();
  enableBonuses(e.t);
  const { tp } = await fundedPage(e, 'mobile', '500', { readyToWithdraw: true });
  try {
    await userScreens(tp, 'mobile');
  } finally {
    await tp.context.close();
  }
});
