// The mobile trade tab as a logged-in user meets it (issue 12, points 1, 4, 5 and the mobile "Reset
// demo" button), one journey (issue 30): the quotes list moving with a tick; a quotes row opening
// the product's detail page, whose Trade button opens the trade tab on that product and the order
// goes to it; a detail page's K-line chart drawing and switching periods; the bare trade route
// opening the product traded last; the live chart above the order panel with Buy up in reach
// above the tab bar; the real/demo switch showing the mode in colour, balance and confirmation;
// the tab's contract and coin-to-coin modes in the chosen mode; "Reset demo" shown whole in every
// language; /demo trading the demo wallet whatever the switch was left on, its banner leading
// back to real money. The desktop journey of the market and trade screens is in fast.test.ts.
// What the removed tests proved is listed in docs/testing/browser-assertions-A.md.
import { expect, it } from 'vitest';
import { formatAmount, unitsOf } from '../../shared/money.ts';
import {
  balanceShows,
  chartSwitchesPeriods,
  closeDialog,
  confirmOrder,
  demoAvailable,
  expectChartAbovePanel,
  fastOrder,
  fastSymbolIs,
  openConfirmation,
  quotesMove,
  readConfirmation,
  shownBalance,
  tradesProduct,
} from '../helpers/A-fast.ts';
import { dismissNotices } from '../helpers/A-journeys.ts';
import { browserEnvForFile, expectAccessible, fundedPage, screenshot } from '../helpers/browser.ts';
import { expectLedgerReconciles, walletOf } from '../helpers/funds.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

/** Every locale of the client: uk-UA (hidden from the pickers) by its stored setting, the others through the Language screen. */
const LOCALES = ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'ja-JP', 'ko-KR', 'th-TH', 'vi-VN', 'zh-CN', 'zh-MO'] as const;

it('mobile, user: quotes move, "Trade" from a detail page whose chart switches periods; chart above the panel, the real/demo switch, contract and spot modes, "Reset demo" whole in every language; /demo trades the demo wallet', async () => {
  const { tp, ...u } = await fundedPage(env(), 'mobile', '500');
  const { page } = tp;
  const product = (symbol: string) => (env().t.app.market.product(symbol) as { id: number }).id;
  try {
    // the quotes list moves with the next tick; a row opens the detail page, whose Trade button
    // opens the trade tab on that product, and a (demo) order goes to it
    await tp.go('/wp/quotes/list');
    await quotesMove(env(), page, 10, 'mobile-quotes');
    await page.getByTestId('quote-row-ETH/USDT').locator('a').click();
    await page.getByTestId('detail-trade').waitFor();
    await screenshot(page, 'mobile-detail-trade-button');
    await expectAccessible(page, 'mobile-detail-trade-button');
    await page.getByTestId('detail-trade').click();
    await tradesProduct(env(), page, u.token, 'ETH/USDT', 'mobile-trade-from-row');
    // another product's detail page: its chart draws and switches periods; its Trade button
    await tp.go(`/wp/quotes/detail?id=${product('XAU/USD')}`);
    await chartSwitchesPeriods(page, 'mobile');
    await page.getByTestId('detail-trade').click();
    await tradesProduct(env(), page, u.token, 'XAU/USD', 'mobile-trade-from-detail');
    // the bare route opens the product traded last (kept as prdInfo)
    await tp.go('/wp/trade');
    await fastSymbolIs(page, 'XAU/USD');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('prdInfo') ?? 'null')?.symbol)).toBe('XAU/USD');

    // the live chart above the order panel, Buy up in reach above the tab bar
    await expectChartAbovePanel(page);
    await screenshot(page, 'mobile-trade-chart-tab');
    await page.evaluate(() => window.scrollTo(0, 0));

    // the real/demo switch shows the mode in colour, balance and confirmation
    const seen: Record<string, { colour: string; panel: string; confirmation: { text: string; mode: string | null } }> = {};
    for (const mode of ['demo', 'real'] as const) {
      await page.getByTestId(`fast-mode-${mode}`).click();
      await balanceShows(page, mode === 'real' ? (await walletOf(env().t, u.token)).available : await demoAvailable(env(), u.token));
      const panel = await page.getByTestId('fast-panel').evaluate((el) => getComputedStyle(el).borderTopColor);
      const colour = await page
        .locator('.mantine-SegmentedControl-root')
        .filter({ has: page.getByTestId('fast-mode-real') })
        .evaluate((el) => getComputedStyle(el.querySelector('.mantine-SegmentedControl-indicator') as Element).backgroundColor);
      await screenshot(page, `mobile-trade-mode-${mode}`);
      await expectAccessible(page, `mobile-trade-mode-${mode}`);
      await openConfirmation(page);
      seen[mode] = { colour, panel, confirmation: await readConfirmation(page) };
      await screenshot(page, `mobile-trade-confirm-${mode}`);
      await expectAccessible(page, `mobile-trade-confirm-${mode}`, { state: 'confirm' });
      // real money is traded from the tab (its countdown and settlement: fast.test.ts)
      if (mode === 'real') expect((await fastOrder(env(), u.token, await confirmOrder(page))).mode).toBe('real');
      await closeDialog(page);
    }
    expect(seen.real?.panel, 'the order panel has a colour per mode').not.toBe(seen.demo?.panel);
    expect(seen.real?.colour, 'the switch has a colour per mode').not.toBe(seen.demo?.colour);
    for (const [mode, other] of [
      ['real', 'Demo'],
      ['demo', 'Real'],
    ] as const) {
      const confirmation = seen[mode]?.confirmation;
      expect(confirmation?.text).toContain(mode === 'real' ? 'Real' : 'Demo');
      expect(confirmation?.text).not.toContain(other);
      expect(confirmation?.mode, 'the confirmation carries the mode badge').toBe(mode);
    }

    // the trade tab's other modes, contracts and coin-to-coin, open in the chosen mode (real)
    const tradeMode = page.locator('[data-testid="trade-mode"] label');
    for (const [tab, kind] of [
      [1, 'contract'],
      [2, 'spot'],
    ] as const) {
      await tradeMode.nth(tab).click();
      await page.waitForFunction((k) => document.querySelector(`[data-testid="${k}-panel"]`)?.getAttribute('data-mode') === 'real', kind, {
        timeout: 20_000,
      });
    }
    await tradeMode.nth(0).click();

    // /demo trades the demo wallet, though the switch was left on Real; the real balance stays untouched
    const realBefore = (await walletOf(env().t, u.token)).available;
    const demoBefore = await demoAvailable(env(), u.token);
    const demoAfter = formatAmount(unitsOf(demoBefore, 6) - unitsOf('10', 6), 6);
    expect(await page.evaluate(() => localStorage.getItem('tradeMode'))).toBe('real');
    await tp.go('/demo');
    await page.getByTestId('demo-banner').waitFor();
    const dialog = await openConfirmation(page);
    const confirmation = await readConfirmation(page);
    await screenshot(page, 'mobile-trade-demo-confirm-user');
    const id = await confirmOrder(page);
    expect((await fastOrder(env(), u.token, id)).mode, 'the order is a demo order').toBe('demo');
    expect((await walletOf(env().t, u.token)).available, 'real balance unchanged').toBe(realBefore);
    expect(await demoAvailable(env(), u.token)).toBe(demoAfter);
    expect(confirmation).toMatchObject({ mode: 'demo' });
    expect(confirmation.text).toContain('Demo');
    expect(confirmation.text).not.toContain('Real');
    expect(await dialog.innerText(), 'the "order placed" dialog says demo too').toContain('Demo');
    expect(await page.getByTestId('fast-mode-real').count(), 'no way to pick real money on /demo').toBe(0);
    expect(await page.getByTestId('fast-mode-locked').textContent()).toContain('Demo');
    await balanceShows(page, demoAfter);
    await closeDialog(page);
    await screenshot(page, 'mobile-trade-demo-user');
    await expectAccessible(page, 'mobile-trade-demo-user');
    // the banner's way out leads to the trade tab in real mode, said as such
    await page.getByTestId('demo-trade-real').click();
    await page.getByTestId('fast-mode-real').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="fast-panel"]')?.getAttribute('data-mode') === 'real');
    expect(await shownBalance(page)).toBe(realBefore);

    // "Reset demo" (demo mode) is shown whole in every language, measured in the locale's own font
    await page.getByTestId('fast-mode-demo').click();
    const resetFits = async (locale: string) => {
      await page.waitForFunction((l) => document.documentElement.lang === l, locale);
      const reset = page.getByTestId('fast-demo-reset');
      await reset.waitFor();
      await shownBalance(page);
      await page.evaluate(() => document.fonts.ready);
      const fit = await reset.evaluate((el) => {
        const label = (el.querySelector('.mantine-Button-label') ?? el) as HTMLElement;
        const b = el.getBoundingClientRect();
        const card = (el.closest('[data-testid="fast-panel"]') as HTMLElement).getBoundingClientRect();
        return {
          text: label.textContent,
          labelFits: label.scrollWidth <= label.clientWidth + 1,
          inside: b.left >= card.left && b.right <= card.right && b.right <= window.innerWidth,
        };
      });
      expect(fit, `${locale}: ${fit.text}`).toMatchObject({ labelFits: true, inside: true });
      if (locale === 'en-US' || locale === 'de-DE') {
        // (the Language screen's "language changed" notice dismissed: the screenshot shows the panel)
        await dismissNotices(page);
        await screenshot(page, `mobile-trade-reset-${locale}`);
      }
    };
    for (const locale of LOCALES) {
      if (locale !== 'en-US') {
        // the Language screen changes the language in place (by keyboard: the last change's
        // notice may lie over the next option); back on the trade tab (no need to wait for the
        // refetches to end: what is measured is waited for)
        await page.evaluate(() => {
          location.hash = '#/wp/language';
        });
        await page.getByTestId(`language-option-${locale}`).press('Enter');
        await page.waitForFunction((l) => document.documentElement.lang === l, locale);
        if (locale === 'de-DE') {
          // the notice speaks the new language, its message as its title (the message was the old one's)
          const notice = page.getByTestId('toast-success').last();
          await expect.poll(() => notice.innerText()).toContain('Sprache geändert');
          expect(await notice.innerText()).toContain('Erfolg');
        }
        await page.goBack();
      }
      await resetFits(locale);
    }
    await page.evaluate(() => localStorage.setItem('wplocale', 'uk-UA'));
    await tp.reload();
    await resetFits('uk-UA');

    expect(tp.errors).toEqual([]);
  } finally {
    await tp.context.close();
  }
}, 120_000);
