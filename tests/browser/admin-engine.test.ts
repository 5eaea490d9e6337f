// The back office's engine page (issue 36, decision 082) on one process, as staff see it:
// support (errors.read) opens it from the menu on a desktop, and in Chinese on a phone, where it
// fits the width; the page says plainly that one process runs the engine, with no election and
// no lease. Finance, without errors.read, has no entry and is refused at the address. (A
// cluster's answer, the lease and the leader: tests/integration/cluster/admin-engine.test.ts.)
import { describe, expect, it } from 'vitest';
import { browserEnvForFile, expectAccessible, expectCjkRenders, screenshot, VIEWPORTS } from '../helpers/browser.ts';
import { staffPage, staffPageAt } from '../helpers/staff-browser.ts';

const env = browserEnvForFile();

describe('the engine page on one process', () => {
  it('desktop: support opens it from the menu; one process leads, no election, no lease; finance is refused', async () => {
    const tp = await staffPage(env(), 'support');
    const { page } = tp;
    try {
      await page.getByTestId('admin-nav-engine').click();
      await page.getByTestId('engine-summary').waitFor();
      await tp.settled();
      expect(await page.getByTestId('engine-mode').innerText()).toBe('One process');
      const badge = page.getByTestId('engine-leader');
      expect(await badge.innerText()).toMatch(/^leading$/i);
      expect(await badge.getAttribute('data-leading')).toBe('true');
      expect(await page.getByTestId('engine-summary-text').innerText()).toContain('One process runs the engine itself');
      expect(await page.getByTestId('engine-single').innerText()).toContain('No election');
      expect(await page.getByTestId('engine-self-role').innerText()).toBe('Single process');
      expect(await page.getByTestId('engine-self-state').getAttribute('data-value')).toBe('leading');
      expect(await page.getByTestId('engine-self-epoch').innerText()).toBe('—');
      expect(await page.getByTestId('engine-lease').count()).toBe(0);
      await screenshot(page, 'desktop-admin-engine');
      await expectAccessible(page, 'desktop-admin-engine');
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
    const finance = await staffPageAt(env(), 'finance', '/admin/engine');
    try {
      await finance.page.getByTestId('admin-forbidden').waitFor();
      expect(await finance.page.getByTestId('admin-nav-engine').count()).toBe(0);
    } finally {
      await finance.context.close();
    }
  }, 90_000);

  it('mobile, in Chinese: through the burger menu, the page fits a phone', async () => {
    const tp = await staffPage(env(), 'support', undefined, 'mobile');
    const { page } = tp;
    try {
      await page.evaluate(() => localStorage.setItem('wplocale', 'zh-CN'));
      await tp.reload();
      await expectCjkRenders(page);
      await page.getByRole('button', { name: '菜单' }).click();
      await page.getByTestId('admin-nav-engine').click();
      await page.getByTestId('engine-summary').waitFor();
      await tp.settled();
      expect(await page.getByTestId('engine-mode').innerText()).toBe('单进程');
      expect(await page.getByTestId('engine-leader').innerText()).toBe('运行中');
      expect(await page.getByTestId('engine-single').innerText()).toContain('无选举');
      // (a phone widens its layout viewport to what overflows: the page is held to the phone's 390 px)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      await screenshot(page, 'mobile-admin-engine-zh-CN');
      await expectAccessible(page, 'mobile-admin-engine-zh-CN');
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  }, 90_000);
});
