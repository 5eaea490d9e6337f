// Results analytics (issue 42 point 1) as a customer reads them, one journey per viewport: a
// user with two settled fast orders (a win and a loss) and a contract position closed at a
// profit opens Results, sees the report's figures exactly as the API gives them (net P/L, win
// rate, profit factor, trades, the calendar's day), opens the day's trades in the drawer
// (desktop) or bottom sheet (phone) and a trade's own detail from there, exports the CSV (the same numbers), and switches to demo:
// empty, pointing to demo trading. The phone in Chinese. Trades are made through the real APIs
// on the manual clock before the page opens (its clock starts at the server's time).
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { contractApi, contractMarket } from '../helpers/contract.ts';
import { browserEnvForFile, expectAccessible, openPage, screenshot, type ViewportName } from '../helpers/browser.ts';
import { expectLedgerReconciles, fundedUser, staffToken } from '../helpers/funds.ts';
import { overlayShown } from '../helpers/staff-browser.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

const ROUTES: Record<ViewportName, string> = { desktop: '/pc/userCenter/analytics', mobile: '/wp/analytics' };

/** A funded user with a fast win, a fast loss and a contract position closed at a profit (real money). */
async function userWithTrades() {
  const e = env();
  const t = e.t;
  const eth = contractMarket(e);
  const u = await fundedUser(t, await staffToken(t), '20000');
  const fast = async (direction: 'up' | 'down', entry: number, exit: number) => {
    eth.tick(entry);
    const placed = await u.a.post('/api/fast/order', {
      productId: eth.productId(),
      direction,
      amount: '100',
      durationSec: 60,
      mode: 'real',
    });
    expect(placed.body.code, JSON.stringify(placed.body)).toBe(0);
    eth.tick(exit, 60_000);
    eth.tick(exit + 99, 500);
    await t.app.services.fastSettlement.settleDue();
  };
  await fast('up', 300_000, 300_100);
  await fast('up', 300_000, 299_900);
  const c = contractApi(t, u.token, eth.productId);
  await eth.step(300_000);
  const position = await c.open({ lots: '1', leverage: 10 });
  await eth.step(302_000);
  expect((await c.close(position.id)).body.code).toBe(0);
  return { ...u, positionId: position.id };
}

it.each(['desktop', 'mobile'] as ViewportName[])(
  '%s: Results shows the figures and opens a day’s trades',
  async (viewport) => {
    const e = env();
    const u = await userWithTrades();
    const tp = await openPage(e, viewport, { session: u });
    const { page } = tp;
    const chinese = viewport === 'mobile';
    if (chinese) await tp.context.addInitScript(() => localStorage.setItem('wplocale', 'zh-CN'));
    try {
      await tp.go(ROUTES[viewport]);
      const net = page.getByTestId('analytics-net-pnl');
      await net.waitFor({ timeout: 20_000 });
      const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      const from = await page.evaluate(() => {
        const d = new Date();
        return new Date(d.getFullYear(), d.getMonth(), d.getDate() - 29).getTime();
      });
      // the same report as the API's for the default range (the last 30 days, the browser's time zone)
      const api = (await u.a.get(`/api/analytics?mode=real&timeZone=${encodeURIComponent(timeZone)}&from=${from}`)).body;
      expect(api.code, JSON.stringify(api)).toBe(0);
      const r = api.data;
      expect(r.summary.trades).toBe(3);
      expect(r.summary.wins).toBe(2);
      expect(await net.getAttribute('data-value')).toBe(r.summary.netPnl);
      expect(await page.getByTestId('analytics-win-rate').getAttribute('data-value')).toBe(r.summary.winRate);
      expect(await page.getByTestId('analytics-profit-factor').getAttribute('data-value')).toBe(r.summary.profitFactor);
      expect(await page.getByTestId('analytics-trade-count').getAttribute('data-value')).toBe('3');
      expect(await page.getByTestId('analytics-fees').getAttribute('data-value')).toBe(r.summary.fees);
      // the amount as the API has it, at the currency's display decimals, never via a float
      const [int, frac = ''] = r.summary.netPnl.replace('-', '').split('.');
      expect(await net.innerText()).toContain(`${Number(int).toLocaleString('en-US')}.${frac.padEnd(2, '0').slice(0, 2)}`);
      expect(await page.getByTestId('analytics-streak-winning').getAttribute('data-value')).toBe(String(r.streaks.winning.length));
      // one calendar day, P/L as the API's
      expect(r.calendar).toHaveLength(1);
      const day = r.calendar[0];
      const cell = page.getByTestId(`analytics-day-${day.day}`);
      expect(await cell.getAttribute('data-value')).toBe(day.pnl);
      expect(await page.getByTestId('analytics-equity').locator('.recharts-line').count()).toBe(1);
      if (chinese) expect(await page.getByTestId('analytics-summary').innerText()).toContain('胜率');
      // nothing wider than the screen
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await tp.settled();
      await screenshot(page, `${viewport}-analytics${chinese ? '-zh-CN' : ''}`);
      await expectAccessible(page, `${viewport}-analytics`);
      if (viewport === 'mobile') {
        await page.getByTestId('analytics-calendar').scrollIntoViewIfNeeded();
        await screenshot(page, `${viewport}-analytics-calendar-zh-CN`);
      }

      // the day's trades: all three, their results summing to the day's P/L
      await cell.click();
      const drawer = page.getByTestId('analytics-trades');
      await page
        .locator('[data-testid^="analytics-trade-fast:"], [data-testid^="analytics-trade-contract:"]')
        .first()
        .waitFor({ timeout: 10_000 });
      await overlayShown(tp);
      const pnls = await page
        .getByTestId('analytics-trade-pnl')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-value') as string));
      expect(pnls).toHaveLength(3);
      const units = (v: string) => BigInt(v.replace('.', '').replace(/^(-?)0+(?=\d)/, '$1'));
      const scale = (v: string) => v.split('.')[1]?.length ?? 0;
      expect(pnls.every((p) => scale(p) === scale(day.pnl))).toBe(true);
      expect(pnls.map(units).reduce((a, b) => a + b, 0n)).toBe(units(day.pnl));
      expect(await drawer.count()).toBeGreaterThan(0);
      await tp.settled();
      await screenshot(page, `${viewport}-analytics-day${chinese ? '-zh-CN' : ''}`);
      await expectAccessible(page, `${viewport}-analytics-day`, { state: 'dialog' });
      // a trade opens its own detail (the contract position with its events)
      await page.locator('[data-testid^="analytics-trade-contract:"]').click();
      await page.getByTestId(`contract-detail-${u.positionId}`).waitFor({ timeout: 10_000 });
      await tp.settled();
      await screenshot(page, `${viewport}-analytics-trade-detail`);
      // Escape closes the detail, then the list (a second Escape where both have gone is harmless)
      await page.keyboard.press('Escape');
      await page.getByTestId(`contract-detail-${u.positionId}`).waitFor({ state: 'detached' });
      if ((await page.locator('.mantine-Drawer-content').count()) > 0) await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.querySelectorAll('.mantine-Drawer-content').length === 0);

      // the CSV export: the same numbers as the screen's
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('analytics-export').click()]);
      expect(download.suggestedFilename()).toBe('results-real.csv');
      const csv = fs.readFileSync((await download.path()) as string, 'utf8');
      expect(csv).toContain(`netPnl,${r.summary.netPnl}`);
      expect(csv).toContain(`winRate,${r.summary.winRate}`);

      // the losses: the fast loss alone
      await page.getByTestId('analytics-average-loss-open').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="analytics-trade-pnl"]').length === 1);
      expect(await page.getByTestId('analytics-trade-pnl').getAttribute('data-value')).toBe(r.summary.averageLoss);
      await page.keyboard.press('Escape');

      // the replay wallet apart (mode=replay): no replay trade yet
      const replayReport = page.waitForResponse((res) => res.url().includes('/api/analytics?') && res.url().includes('mode=replay'));
      await page.getByTestId('analytics-mode-replay').click();
      expect((await (await replayReport).json()).code).toBe(0);
      await page.getByTestId('analytics-empty').waitFor({ timeout: 10_000 });

      // demo apart: no demo trade yet, the empty state points to demo trading
      await page.getByTestId('analytics-mode-demo').click();
      await page.getByTestId('analytics-empty').waitFor({ timeout: 10_000 });
      await tp.settled();
      await screenshot(page, `${viewport}-analytics-empty${chinese ? '-zh-CN' : ''}`);
      await page.getByTestId('analytics-try-demo').click();
      await page.waitForURL(viewport === 'desktop' ? /#\/pc\/trade\/fast/ : /#\/wp\/trade/);
    } finally {
      await tp.context.close();
    }
  },
  120_000,
);
