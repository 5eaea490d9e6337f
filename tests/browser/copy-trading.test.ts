// Copy trading (issue 42 point 2, decision 103) as a follower does it, one journey per viewport:
// a leader with a closed trade opts in to be copied (through the API); a follower opens copy
// trading, reads the leader's record exactly as the API gives it and their results (summary
// figures and equity curve), copies them at a ratio of 0.5 with a cap, the dialog saying in a
// sentence what that means; the leader opens a contract position (0.04 lots) and the copy
// engine opens the follower's (0.02 lots), shown on the contract screen and in the trade
// history as copied from the leader; My copies counts it, its job listed as copied; the follower
// stops copying, closing the open copy. The phone in Chinese. The market moves only when the
// test moves the server's clock (env.advance), so nothing waits out real time.
import { expect, it } from 'vitest';
import { browserEnvForFile, expectAccessible, openPage, screenshot, type TestPage, type ViewportName } from '../helpers/browser.ts';
import { api, expectLedgerReconciles, fundedUser, staffToken } from '../helpers/funds.ts';
import { staffPageAt } from '../helpers/staff-browser.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

const ROUTES: Record<ViewportName, string> = { desktop: '/pc/copy', mobile: '/wp/copy' };
const SYMBOL = 'BTC/USDT';
const PRODUCT_ID = 1; // BTC/USDT in the seed
const LEADER_LOTS = '0.04';

type Api = ReturnType<typeof api>;

const ok = async (res: Promise<{ body: { code: number; data: unknown } }> | { body: { code: number; data: unknown } }) => {
  const { body } = await res;
  expect(body.code, JSON.stringify(body)).toBe(0);
  // biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read field by field
  return body.data as any;
};

/** A funded leader with one closed position (a record to show), opted in to be copied with real money. */
async function leader() {
  const e = env();
  const l = await fundedUser(e.t, await staffToken(e.t), '5000');
  const as = api(e.t, l.token);
  const order = { productId: PRODUCT_ID, side: 'long', lots: '0.02', leverage: 5, orderType: 'market', mode: 'real' };
  const first = await ok(as.post('/api/contract/open', order));
  await e.advance(5000);
  await ok(as.post(`/api/contract/positions/${first.id}/close`, {}));
  await ok(as.put('/api/copy/leader', { mode: 'real', enabled: true }));
  return { ...l, as, id: l.user.userId as number };
}

/** The follower's copies of the leader's positions (holding), from the API. */
async function copies(as: Api, status = 'holding') {
  const page = await ok(as.get(`/api/contract/positions?status=${status}&mode=real`));
  return (page.items as { id: number; copyOf: number | null; copiedFrom: string | null; lots: string }[]).filter((p) => p.copyOf !== null);
}

const wide = (tp: TestPage) => tp.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

it.each(['desktop', 'mobile'] as ViewportName[])(
  '%s: a follower copies a leader, sees the copy marked, and stops',
  async (viewport) => {
    const e = env();
    const lead = await leader();
    const follower = await fundedUser(e.t, await staffToken(e.t), '5000');
    const fa = api(e.t, follower.token);
    const tp = await openPage(e, viewport, { session: follower });
    const { page } = tp;
    const chinese = viewport === 'mobile';
    const zh = chinese ? '-zh-CN' : '';
    if (chinese) await tp.context.addInitScript(() => localStorage.setItem('wplocale', 'zh-CN'));
    try {
      // the leaders: the record as the API has it
      await tp.go(ROUTES[viewport]);
      const card = page.getByTestId(`copy-leader-${lead.id}`);
      await card.waitFor({ timeout: 20_000 });
      const listed = (await ok(fa.get('/api/copy/leaders?mode=real'))).items.find((l: { leaderId: number }) => l.leaderId === lead.id);
      expect(listed.record.trades).toBe(1);
      const figure = (key: string) => page.getByTestId(`copy-leader-${lead.id}-${key}`).first().getAttribute('data-value');
      expect(await figure('trades')).toBe('1');
      expect(await figure('net-pnl')).toBe(listed.record.netPnl);
      expect(await figure('win-rate')).toBe(listed.record.winRate ?? '');
      expect(await figure('drawdown')).toBe(listed.record.maxDrawdownPercent);
      expect(await figure('followers')).toBe('0');
      expect(await card.innerText()).toContain(listed.name);
      if (chinese) expect(await page.getByTestId('copy-screen').innerText()).toContain('跟单');
      expect(await wide(tp)).toBe(false);
      await tp.settled();
      await screenshot(page, `${viewport}-copy-leaders${zh}`);
      await expectAccessible(page, `${viewport}-copy-leaders`);

      // the leader's results: the analytics report's figures and curve
      await page.getByTestId(`copy-leader-${lead.id}-open`).click();
      const detail = page.getByTestId(`copy-leader-detail-${lead.id}`);
      await detail.waitFor({ timeout: 10_000 });
      const report = (await ok(fa.get(`/api/copy/leaders/${lead.id}?mode=real`))).report;
      expect(await detail.getByTestId('analytics-net-pnl').getAttribute('data-value')).toBe(report.summary.netPnl);
      expect(await detail.getByTestId('analytics-trade-count').getAttribute('data-value')).toBe('1');
      await detail.getByTestId('analytics-equity').waitFor();
      await tp.settled();
      await screenshot(page, `${viewport}-copy-leader-detail${zh}`);
      // copying starts from the detail too: its Copy button opens the dialog
      await detail.getByTestId(`copy-leader-${lead.id}-copy`).click();

      // the dialog: a real leader into real (demo allowed too), ratio 0.5, cap 500 USDT
      const dialog = page.getByTestId('copy-dialog');
      await dialog.waitFor();
      await page.getByTestId('copy-dialog-ratio').fill('0.001');
      expect(await page.getByTestId('copy-dialog-confirm').isDisabled()).toBe(true);
      await page.getByTestId('copy-dialog-ratio').fill('0.5');
      await page.getByTestId('copy-dialog-cap').fill('500');
      const explain = await page.getByTestId('copy-dialog-explain').innerText();
      // "When <name> opens a 2-lot position, you open 1 lots … at most 500 USDT"
      expect(explain).toContain(listed.name);
      expect(explain).toMatch(/\b2\b[\s\S]*\b1\b[\s\S]*500/);
      await tp.settled();
      await screenshot(page, `${viewport}-copy-dialog${zh}`);
      await expectAccessible(page, `${viewport}-copy-dialog`, { state: 'dialog' });
      const subscribed = page.waitForResponse((r) => r.url().includes('/api/copy/subscriptions') && r.request().method() === 'POST');
      await page.getByTestId('copy-dialog-confirm').click();
      const sent = (await subscribed).request().postDataJSON();
      expect(sent).toEqual({ leaderId: lead.id, leaderMode: 'real', mode: 'real', ratio: '0.5', maxMargin: '500' });
      await dialog.waitFor({ state: 'detached', timeout: 10_000 });
      await page.keyboard.press('Escape');
      await detail.waitFor({ state: 'detached', timeout: 10_000 });
      await page.getByTestId(`copy-leader-${lead.id}-copying`).first().waitFor({ timeout: 10_000 });
      const sub = (await ok(fa.get('/api/copy/subscriptions'))).items[0];
      expect(sub.status).toBe('active');

      // the leader opens 0.04 lots: the engine copies 0.02 into the follower's wallet on the next tick
      const leaderPosition = await ok(
        lead.as.post('/api/contract/open', {
          productId: PRODUCT_ID,
          side: 'short',
          lots: LEADER_LOTS,
          leverage: 5,
          orderType: 'market',
          mode: 'real',
        }),
      );
      await expect
        .poll(
          async () => {
            await e.advance(1000);
            return (await copies(fa)).length;
          },
          { timeout: 20_000 },
        )
        .toBe(1);
      const [copy] = await copies(fa);
      if (!copy) throw new Error('no copy');
      expect(copy.copiedFrom).toBe(listed.name);
      expect(Number(copy.lots)).toBe(0.02); // (a comparison of what the API says, not an amount computed)

      // My copies: one open copy, one job copied, the terms typed
      await page.getByTestId(`copy-leader-${lead.id}-copying`).first().click();
      const subCard = page.getByTestId(`copy-sub-${sub.id}`);
      await subCard.waitFor({ timeout: 10_000 });
      await expect.poll(() => page.getByTestId(`copy-sub-${sub.id}-open`).getAttribute('data-value'), { timeout: 15_000 }).toBe('1');
      expect(await page.getByTestId(`copy-sub-${sub.id}-copied`).getAttribute('data-value')).toBe('1');
      expect(Number(await page.getByTestId(`copy-sub-${sub.id}-ratio`).getAttribute('data-value'))).toBe(0.5);
      await page.getByTestId(`copy-sub-${sub.id}-jobs-toggle`).click();
      const job = page.locator(`[data-testid="copy-jobs-${sub.id}"] [data-testid^="copy-job-"][data-status="done"]`);
      await job.first().waitFor({ timeout: 10_000 });
      expect(await wide(tp)).toBe(false);
      await tp.settled();
      await screenshot(page, `${viewport}-copy-mine${zh}`);
      await expectAccessible(page, `${viewport}-copy-mine`);

      // the contract screen: the copy marked with the leader's name
      if (viewport === 'desktop') await tp.go(`/pc/trade/future?symbol=${encodeURIComponent(SYMBOL)}`);
      else {
        await tp.go(`/wp/trade?symbol=${encodeURIComponent(SYMBOL)}`);
        await page.locator('[data-testid="trade-mode"] label').nth(1).click();
      }
      await page.getByTestId('contract-mode-real').click();
      await page.getByTestId('contract-tab-holding').click();
      const mark = page.getByTestId(`contract-copied-${copy.id}`);
      await mark.waitFor({ timeout: 15_000 });
      expect(await mark.innerText()).toContain(listed.name);
      await page.getByTestId(`contract-position-${copy.id}`).scrollIntoViewIfNeeded();
      expect(await wide(tp)).toBe(false);
      await tp.settled();
      await screenshot(page, `${viewport}-copy-position${zh}`);
      // the follow tab keeps the one-shot follow list and leads to copy trading
      await page.getByTestId('contract-tab-follow').click();
      await page.getByTestId('contract-copy-trading').scrollIntoViewIfNeeded();
      expect(await wide(tp)).toBe(false);
      await tp.settled();
      await screenshot(page, `${viewport}-copy-follow-tab${zh}`);
      await page.getByTestId('contract-copy-trading-link').click();
      await page.waitForURL(new RegExp(`#${ROUTES[viewport]}`));

      // the trade history: the row marked too
      await tp.go(viewport === 'desktop' ? '/pc/userCenter/tradeHistory' : '/wp/tradeHistory');
      const row = page.getByTestId(`trade-copied-contract-${copy.id}`);
      await row.waitFor({ timeout: 15_000 });
      expect(await row.innerText()).toContain(listed.name);
      await tp.settled();
      await screenshot(page, `${viewport}-copy-history${zh}`);

      // stop, closing the open copy at market
      await tp.go(`${ROUTES[viewport]}?tab=mine`);
      await page.getByTestId(`copy-sub-${sub.id}-stop`).click();
      await page.getByTestId('copy-stop').waitFor();
      // (every figure of the sentence filled in: the open copies counted)
      expect(await page.getByTestId('copy-stop').innerText()).not.toContain('{{');
      expect(await page.getByTestId('copy-stop').innerText()).toMatch(/[(（]1[)）]/);
      await page.getByTestId('copy-stop-close').check();
      await tp.settled();
      await screenshot(page, `${viewport}-copy-stop${zh}`);
      await page.getByTestId('copy-stop-confirm').click();
      await page.getByTestId('copy-stop').waitFor({ state: 'detached', timeout: 10_000 });
      await page.locator(`[data-testid="copy-sub-${sub.id}"][data-status="stopped"]`).waitFor({ timeout: 10_000 });
      await expect.poll(async () => (await copies(fa)).length, { timeout: 10_000 }).toBe(0);
      expect((await copies(fa, 'closed')).map((p) => p.id)).toContain(copy.id);
      // the leader's next position is not copied any more
      await ok(lead.as.post(`/api/contract/positions/${leaderPosition.id}/close`, {}));
      await e.advance(2000);
      expect((await ok(fa.get('/api/copy/subscriptions'))).items[0].status).toBe('stopped');
      expect(await wide(tp)).toBe(false);
      await page.evaluate(() => window.scrollTo(0, 0));
      await tp.settled();
      await screenshot(page, `${viewport}-copy-stopped${zh}`);

      // leading: the follower opts in with real money, and is listed for others with no follower yet
      await page.getByTestId('copy-tab-lead').click();
      await page.getByTestId('copy-lead-real-switch').click();
      await expect
        .poll(async () => (await ok(fa.get('/api/copy/leader'))).modes.find((m: { mode: string }) => m.mode === 'real').enabled, {
          timeout: 10_000,
        })
        .toBe(true);
      await expect.poll(() => page.getByTestId('copy-lead-real-switch').isChecked(), { timeout: 10_000 }).toBe(true);
      expect(await page.getByTestId('copy-lead-real-followers').getAttribute('data-value')).toBe('0');
      expect(await wide(tp)).toBe(false);
      await tp.settled();
      await screenshot(page, `${viewport}-copy-lead${zh}`);
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  },
  180_000,
);

it('back office: a customer\u2019s page shows where they lead and whom they copy', async () => {
  const e = env();
  const lead = await leader();
  const follower = await fundedUser(e.t, await staffToken(e.t), '1000');
  const fa = api(e.t, follower.token);
  // a real leader copied into the demo wallet, at twice their lots, within 100 USDT
  await ok(fa.post('/api/copy/subscriptions', { leaderId: lead.id, leaderMode: 'real', mode: 'demo', ratio: '2', maxMargin: '100' }));
  const name = (await ok(fa.get('/api/copy/subscriptions'))).items[0].leaderName as string;
  const tp = await staffPageAt(e, 'compliance', `/admin/users/${follower.user.userId}`);
  const { page } = tp;
  try {
    const panel = page.getByTestId('user-copy-panel');
    const row = panel.getByTestId('user-copy-row');
    await row.waitFor({ timeout: 15_000 });
    const text = await row.innerText();
    expect(text).toContain(name);
    expect(text).toContain(`#${lead.id}`);
    expect(text).toMatch(/2(\.00)?×/);
    expect(text).toContain('100.00 USDT');
    expect(await panel.getByTestId('user-copy-leading').innerText()).not.toContain('Followers:');
    await panel.scrollIntoViewIfNeeded();
    await tp.settled();
    await screenshot(page, 'desktop-admin-user-copy');
    // the leader's page: leading with real money, one follower
    await tp.go(`/admin/users/${lead.id}`);
    const leading = page.getByTestId('user-copy-leading');
    await leading.waitFor({ timeout: 15_000 });
    await expect.poll(() => leading.innerText(), { timeout: 10_000 }).toContain('Followers: 1');
    expect(tp.errors).toEqual([]);
  } finally {
    await tp.context.close();
  }
}, 120_000);
