// The withdrawal form (on @mantine/form) as a person fills it in: nothing is sent while the
// amount or the withdrawal password is missing or wrong, each message goes away as the field
// is corrected, an amount above the balance is refused as it is typed, and a correct form
// withdraws exactly the amount typed; an amount above the certification tier's limit is flagged
// before it is sent. On desktop and on mobile.
import { describe, expect, it } from 'vitest';
import { browserEnvForFile, fundedPage, screenshot, type ViewportName } from '../helpers/browser.ts';
import { expectLedgerReconciles, SECURITY_PASSWORD } from '../helpers/funds.ts';

// the withdrawal limits per certification tier on, as under npm start (an uncertified user's
// limit is 0: every withdrawal waits for a second approval, and the form says so first)
const env = browserEnvForFile((e) => expectLedgerReconciles(e.t), { env: { KYC_WITHDRAW_GATE: 'true' } });

const ROUTE: Record<ViewportName, string> = { desktop: '/pc/handle/withdraw', mobile: '/wp/withdraw' };

describe.each(['desktop', 'mobile'] as const)('%s', (viewport) => {
  it('refuses a missing or wrong amount and password, then withdraws what was typed', async () => {
    const e = env();
    const { tp, ...u } = await fundedPage(e, viewport, '500', { readyToWithdraw: true });
    try {
      const { page } = tp;
      await page.goto(`${e.base}/#${ROUTE[viewport]}`);
      await page.getByTestId('withdraw-method-crypto').click();
      await page.getByTestId('withdraw-destination').waitFor();
      const message = (text: string) => page.getByText(text, { exact: true });

      // nothing filled in: both fields say what is missing, nothing is sent
      await page.getByTestId('withdraw-submit').click();
      await message('Amount cannot be empty').waitFor();
      await message('Please enter the withdrawal password').waitFor();
      await screenshot(page, `${viewport}-withdraw-form-errors`);

      // typing clears a field's message; a short password is refused on submit
      await page.getByTestId('withdraw-security-password').fill('12');
      expect(await message('Please enter the withdrawal password').count()).toBe(0);
      await page.getByTestId('withdraw-amount').fill('600');
      expect(await message('Amount cannot be empty').count()).toBe(0);
      // above the balance: refused as it is typed
      await message('Insufficient balance').waitFor();
      await page.getByTestId('withdraw-submit').click();
      await message('The withdrawal password is exactly 6 digits').waitFor();
      expect((await u.a.get('/api/withdraw/history')).body.data.items).toEqual([]);

      // corrected: sent once, with the amount typed
      await page.getByTestId('withdraw-amount').fill('120.5');
      await page.getByTestId('withdraw-security-password').fill(SECURITY_PASSWORD);
      expect(await message('The withdrawal password is exactly 6 digits').count()).toBe(0);
      await page.waitForFunction(() => document.querySelector('[data-testid="withdraw-arrival"]')?.getAttribute('data-value'), null, {
        timeout: 10_000,
      });
      // above the tier's limit: told before sending (the request is taken, a second approver pays it)
      await page.getByTestId('withdraw-over-tier-limit').waitFor();
      expect(await page.getByTestId('withdraw-over-tier-limit').textContent()).toContain('second review');
      await screenshot(page, `${viewport}-withdraw-over-tier-limit`);
      await page.getByTestId('withdraw-submit').click();
      await page.getByTestId('withdraw-success').waitFor({ timeout: 10_000 });
      const items = (await u.a.get('/api/withdraw/history')).body.data.items as { amount: string; chain: string }[];
      expect(items.map((w) => w.amount)).toEqual(['120.500000']);
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  }, 90_000);
});
