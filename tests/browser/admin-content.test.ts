// Content in the back office (issue 14 point 6, decision 029), on a desktop: content staff
// publish a notice with a Japanese version; a customer reading in Japanese sees it in Japanese
// as the popup notice and on the notice ticker, and in English once they switch the page to
// English. Then staff close
// the site (after a confirmation): every customer route shows the 404 screen while the back
// office stays usable, and opening it again restores the customer's pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserEnv, expectAccessible, openPage, screenshot, startBrowserEnv, type TestPage } from '../helpers/browser.ts';
import { staffPage } from '../helpers/staff-browser.ts';

let env: BrowserEnv;
beforeAll(async () => {
  env = await startBrowserEnv();
}, 60_000);
afterAll(() => env.close());

const TITLE = 'Deposits now credited within minutes';
const TITLE_JA = '入金が数分で反映されるようになりました';

/** The content staff member's page: they start at their first page, Content. */
async function contentStaffPage(): Promise<TestPage> {
  const tp = await staffPage(env, 'content');
  await tp.page.getByTestId('admin-page-content').waitFor();
  return tp;
}

/** A visitor's desktop page reading in `locale` (as chosen in the language picker). */
async function customerPage(locale: string): Promise<TestPage> {
  const tp = await openPage(env, 'desktop');
  await tp.context.addInitScript((l) => localStorage.setItem('wplocale', l), locale);
  return tp;
}

describe('desktop', () => {
  it('staff publish a notice with a Japanese version; customers see it in their language; isClose closes and reopens the site', async () => {
    const staff = await contentStaffPage();
    const { page } = staff;
    try {
      await page.getByTestId('content-table-notices').waitFor();
      await staff.settled();
      await screenshot(page, 'desktop-admin-content-notices');
      await expectAccessible(page, 'desktop-admin-content-notices');

      // write the notice: English, then the Japanese tab
      await page.getByTestId('content-new').click();
      await page.getByTestId('content-editor-notices').waitFor();
      await page.getByTestId('content-text-title').fill(TITLE);
      await page.getByTestId('content-text-content').fill('Bank transfers are now matched automatically.');
      await page.getByTestId('content-field-isDialog').check();
      await page.getByTestId('content-locale-ja-JP').click();
      await page.getByTestId('content-text-title-ja-JP').fill(TITLE_JA);
      await page.getByTestId('content-text-content-ja-JP').fill('銀行振込は自動で照合されるようになりました。');
      await screenshot(page, 'desktop-admin-notice-editor-ja');
      await expectAccessible(page, 'desktop-admin-notice-editor-ja', { state: 'dialog' });
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/notices') && r.request().method() === 'POST');
      await page.getByTestId('content-save').click();
      const notice = (await (await saved).json()).data as { id: number };
      await page.getByTestId(`content-row-notices-${notice.id}`).waitFor();
      await page.getByTestId('content-editor-notices').waitFor({ state: 'detached' });
      await staff.settled();
      await screenshot(page, 'desktop-admin-notice-published');

      // the banners, with their images
      await page.getByTestId('content-tab-banners').click();
      await page.getByTestId('content-table-banners').waitFor();
      await staff.settled();
      await screenshot(page, 'desktop-admin-content-banners');

      // a customer reading in Japanese: the popup notice in Japanese, and on the notice ticker
      const customer = await customerPage('ja-JP');
      await customer.go('/pc/home');
      await customer.page.getByTestId('notice-dialog').waitFor();
      expect(await customer.page.getByTestId('notice-dialog').innerText()).toContain(TITLE_JA);
      await customer.settled();
      await screenshot(customer.page, 'desktop-customer-notice-ja');
      await expectAccessible(customer.page, 'desktop-customer-notice-ja');
      await customer.page.getByTestId('notice-dialog-close').click();
      // (the ticker repeats its items for its loop)
      await customer.page.getByTestId(`notice-ticker-${notice.id}`).first().filter({ hasText: TITLE_JA }).waitFor();
      // switching to English on the page: the notices already loaded come again, in English
      await customer.page.getByTestId('language-menu').click();
      await customer.page.getByTestId('language-option-en-US').click();
      await customer.page.getByTestId(`notice-ticker-${notice.id}`).first().filter({ hasText: TITLE }).waitFor();
      expect(await customer.page.getByTestId(`notice-ticker-${notice.id}`).first().innerText()).toContain(TITLE);
      // the ticker holds still for someone who asks for less motion (as every test page does), and scrolls otherwise
      const tickerAnimation = () =>
        customer.page
          .locator('[data-testid="notice-ticker"] .mantine-Marquee-content')
          .first()
          .evaluate((e) => getComputedStyle(e).animationName);
      expect(await tickerAnimation()).toBe('none');
      await customer.page.emulateMedia({ reducedMotion: 'no-preference' });
      expect(await tickerAnimation()).not.toBe('none');
      await customer.page.emulateMedia({ reducedMotion: 'reduce' });
      await customer.settled();
      await screenshot(customer.page, 'desktop-customer-notice-en');

      // close the site: asked first, then every customer route goes to the 404 screen
      await page.getByTestId('admin-nav-config').click();
      await page.getByTestId('config-switch-isClose').click();
      await page.getByTestId('config-close-confirm').waitFor({ state: 'visible' });
      await staff.settled();
      await screenshot(page, 'desktop-admin-close-confirm');
      const closed = page.waitForResponse((r) => r.url().endsWith('/api/admin/config/isClose'));
      await page.getByTestId('config-close-confirm').click();
      expect((await (await closed).json()).data.configValue).toBe('Y');
      await customer.go('/pc/market');
      await customer.page.getByTestId('not-found').waitFor();
      await screenshot(customer.page, 'desktop-customer-site-closed');
      await expectAccessible(customer.page, 'desktop-customer-site-closed');
      // the back office stays open: staff switch the site back on
      await page.getByTestId('config-switch-isClose').waitFor();
      await staff.settled();
      await screenshot(page, 'desktop-admin-config-closed');
      const reopened = page.waitForResponse((r) => r.url().endsWith('/api/admin/config/isClose'));
      await page.getByTestId('config-switch-isClose').click();
      expect((await (await reopened).json()).data.configValue).toBe('N');
      await customer.go('/pc/home');
      await customer.page.getByTestId('notice-ticker').waitFor();
      expect(await customer.page.getByTestId('not-found').count()).toBe(0);

      for (const tp of [staff, customer]) expect(tp.errors).toEqual([]);
    } finally {
      await env.t.app.ctx.prisma.configItem.update({ where: { identify: 'isClose' }, data: { configValue: 'N' } });
    }
  }, 120_000);
});
