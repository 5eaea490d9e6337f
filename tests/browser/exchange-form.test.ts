// The exchange form (on @mantine/form, issue 13.7) as a person fills it in, at both viewports:
// nothing is asked of the server while the amount is missing or above the balance, each message
// says why and goes away as the amount is corrected, the currencies swap (emptying the amount),
// and a correct amount asks for exactly one quote.
import { describe, expect, it } from 'vitest';
import { browserEnvForFile, fundedPage, screenshot, type ViewportName } from '../helpers/browser.ts';
import { expectLedgerReconciles } from '../helpers/funds.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

const ROUTE: Record<ViewportName, string> = { desktop: '/pc/handle/transfer', mobile: '/wp/transfer' };

describe.each(['desktop', 'mobile'] as const)('%s', (viewport) => {
  it('refuses a missing or too large amount with a message, then asks for one quote', async () => {
    const { tp } = await fundedPage(env(), viewport, '500');
    try {
      const { page } = tp;
      const quotes: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/exchange/quote') && r.method() === 'POST') quotes.push(r.postData() ?? '');
      });
      await tp.go(ROUTE[viewport]);
      await page.getByText('Available: 500.00 USDT').waitFor();
      const message = (text: string) => page.getByText(text, { exact: true });

      // nothing typed: the amount says what is missing, nothing is sent
      await page.getByTestId('exchange-submit').click();
      await message('Amount cannot be empty').waitFor();
      await screenshot(page, `${viewport}-exchange-form-empty`);
      // typing clears it
      await page.getByTestId('exchange-amount').fill('600');
      await message('Amount cannot be empty').waitFor({ state: 'detached' });
      // more than the balance is refused as it is typed, and on submit nothing is sent
      await message('Insufficient balance').waitFor();
      await page.getByTestId('exchange-submit').click();
      await message('Insufficient balance').waitFor();
      expect(quotes).toEqual([]);

      // swapping the currencies empties the amount
      await page.getByTestId('exchange-swap').click();
      expect(await page.getByTestId('exchange-amount').inputValue()).toBe('');
      expect(await page.getByTestId('exchange-from').inputValue()).toBe('BTC');
      await page.getByTestId('exchange-swap').click();

      // a correct amount asks for one quote, shown for confirmation
      await page.getByTestId('exchange-amount').fill('100');
      await message('Insufficient balance').waitFor({ state: 'detached' });
      await page.getByTestId('exchange-submit').click();
      await page.getByTestId('exchange-confirm').waitFor();
      expect(quotes.map((q) => JSON.parse(q))).toEqual([{ from: 'USDT', to: 'BTC', amount: '100' }]);
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  });
});
