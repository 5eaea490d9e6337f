// Market replay (issue 43 point 1, decision 106) in the browser, one short journey per viewport:
// once a market period has ended (its seed revealed), a user starts a replay of it from the
// replay page at 60×, pauses it, steps the paused replay on and sees the replay clock move, and
// places a fast order on the practice terminal at the replayed price. The phone in Chinese. Time moves only when the test
// moves the server's clock.
import { beforeAll, expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { browserEnvForFile, expectAccessible, openPage, screenshot, type ViewportName } from '../helpers/browser.ts';
import { api, expectLedgerReconciles } from '../helpers/funds.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

const ROUTES: Record<ViewportName, string> = { desktop: '/pc/replay', mobile: '/wp/replay' };
const HOUR = 3_600_000;

const ok = async (res: Promise<{ body: { code: number; data: unknown } }> | { body: { code: number; data: unknown } }) => {
  const { body } = await res;
  expect(body.code, JSON.stringify(body)).toBe(0);
  // biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read field by field
  return body.data as any;
};

beforeAll(async () => {
  // the market's first period runs out: its seed is revealed and it can be replayed
  await env().advance(HOUR + 60_000);
}, 300_000);

it.each(['desktop', 'mobile'] as ViewportName[])(
  '%s: a replay of an ended period, paused, stepped on, a fast order placed',
  async (viewport) => {
    const e = env();
    const user = await registerAndLogin(e.t);
    const ua = api(e.t, user.token);
    const periods = (await ok(ua.get('/api/replay/periods'))).items;
    expect(periods.length).toBeGreaterThan(0);
    const chinese = viewport === 'mobile';
    const zh = chinese ? '-zh-CN' : '';
    const tp = await openPage(e, viewport, { session: user });
    if (chinese) await tp.context.addInitScript(() => localStorage.setItem('wplocale', 'zh-CN'));
    const { page } = tp;
    try {
      await tp.go(ROUTES[viewport]);
      await page.getByTestId('replay-start').waitFor({ timeout: 20_000 });
      await page.getByTestId('replay-speed-60').click();
      await tp.settled();
      await screenshot(page, `${viewport}-replay-start${zh}`);
      await expectAccessible(page, `${viewport}-replay-start`);
      const started = page.waitForResponse((r) => r.url().endsWith('/api/replay/sessions') && r.request().method() === 'POST');
      await page.getByTestId('replay-start-button').click();
      const session = (await (await started).json()).data;
      expect(session.speed).toBe(60);
      await page.getByTestId('replay-session').waitFor({ timeout: 15_000 });

      // pause (before the period's first tick the replay has no price yet)
      await page.getByTestId('replay-pause').click();
      await page.locator('[data-testid="replay-session"][data-running="false"]').waitFor({ timeout: 15_000 });
      // step the paused replay on: its clock moves by the seconds asked
      const before = Number(await page.getByTestId('replay-clock').getAttribute('data-elapsed'));
      await page.getByTestId('replay-step-seconds').fill('30');
      await page.getByTestId('replay-step').click();
      await expect
        .poll(async () => Number(await page.getByTestId('replay-clock').getAttribute('data-elapsed')), { timeout: 15_000 })
        .toBe(before + 30);
      // a fast order on the replay's clock (its price the replayed path's)
      await page.getByTestId('practice-fast-amount').fill('20');
      const placed = page.waitForResponse((r) => r.url().endsWith(`/api/replay/sessions/${session.id}/orders`));
      await page.getByTestId('practice-fast-up').click();
      const order = await (await placed).json();
      expect(order.code, JSON.stringify(order)).toBe(0);
      expect(order.data.fastOrder.mode).toBe('replay');
      await page.getByTestId(`practice-fast-${order.data.fastOrder.id}`).waitFor({ timeout: 15_000 });

      const read = await ok(ua.get(`/api/replay/sessions/${session.id}`));
      expect(read.elapsedSec).toBe(before + 30);
      expect(read.running).toBe(false);
      await tp.settled();
      await screenshot(page, `${viewport}-replay-session${zh}`);
      await expectAccessible(page, `${viewport}-replay-session`);
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  },
  180_000,
);
