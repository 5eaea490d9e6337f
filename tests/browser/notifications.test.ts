// The notification bell (issue 37.1), at both viewports: staff approve a deposit and the bell's
// badge (and, on the phone, the "My" tab's) goes up live, without a reload; the centre shows
// the message unread in its group; "mark all read" clears the badge. Desktop in English, the
// phone in German (a non-English locale).
import { describe, expect, it } from 'vitest';
import { browserEnvForFile, openPage, screenshot } from '../helpers/browser.ts';
import { pngImage } from '../helpers/files.ts';
import { api, expectLedgerReconciles, fundedUser, offlineDeposit, staffToken } from '../helpers/funds.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

describe.each([
  ['desktop', '/pc/home', '/pc/article/message', 'en-US', 'Deposit approved', 'Mark all read'],
  ['mobile', '/wp/home', '/wp/article/message?tab=messages', 'de-DE', 'Einzahlung genehmigt', 'Alle als gelesen markieren'],
] as const)('%s', (viewport, home, centre, locale, title, markAll) => {
  it('the bell counts a message staff caused, live, and clears on "mark all read"', async () => {
    const e = env();
    const staff = await staffToken(e.t);
    const u = await fundedUser(e.t, staff, '100');
    // (the funding deposit's message and the seed's broadcasts read: the badge starts at nothing)
    expect((await u.a.post('/api/message/read-all')).body.data.total).toBe(0);
    const tp = await openPage(e, viewport, { session: u });
    await tp.context.addInitScript((l) => localStorage.setItem('wplocale', l), locale);
    const { page } = tp;
    const bell = page.getByTestId('notification-bell').first();
    const count = async () => Number(await bell.getAttribute('data-count'));
    try {
      await tp.go(home);
      expect(await count()).toBe(0);

      // staff approve a deposit: the badge goes up without a reload
      const proof = (await u.a.upload(pngImage())).body.data.id;
      const dep = await u.a.post('/api/recharge', offlineDeposit(proof, '25'));
      expect((await api(e.t, staff).post(`/api/admin/deposits/${dep.body.data.id}/approve`)).body.code).toBe(0);
      await page.waitForFunction(() => document.querySelector('[data-testid="notification-bell"]')?.getAttribute('data-count') === '1');
      if (viewport === 'mobile') expect(await page.getByTestId('tab-my-badge').getAttribute('data-count')).toBe('1');
      await screenshot(page, `notifications-${viewport}-badge`);

      // the centre: the message unread in its group
      await bell.click();
      await page.getByTestId('notification-centre').waitFor();
      await tp.settled();
      expect(page.url()).toContain(centre.split('?')[0]);
      const unread = page.locator('[data-testid^="message-list-item-"][data-unread]');
      expect(await unread.count()).toBe(1);
      expect(await unread.first().innerText()).toContain(title);
      await page.getByTestId('centre-tab-funds').click();
      await tp.settled();
      // (the tab's list may paint a frame after the requests settle on a loaded machine: a full
      // browser tier once counted it empty here)
      await expect.poll(() => unread.count(), { timeout: 15_000 }).toBe(1);
      await screenshot(page, `notifications-${viewport}-centre`);

      // mark all read: the badge is gone
      const button = page.getByTestId('mark-all-read');
      expect((await button.innerText()).trim()).toBe(markAll);
      await button.click();
      // (on the phone the centre is a tab page: the "My" tab carries the badge there)
      const badge = viewport === 'mobile' ? 'tab-my-badge' : 'notification-bell';
      await page.waitForFunction((id) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('data-count') === '0', badge);
      await tp.settled();
      expect(await page.locator('[data-testid^="message-list-item-"][data-unread]').count()).toBe(0);
      await screenshot(page, `notifications-${viewport}-cleared`);
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  });
});
