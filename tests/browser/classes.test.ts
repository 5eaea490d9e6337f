// Classrooms (issue 43 point 2, decisions 105 and 106), one journey per viewport: a teacher
// creates a class in the browser (name, products, kinds, starting balance) and reads its join
// code; two learners join with the code, one in the browser, one through the API; the first
// opens and closes a contract position on the class's practice terminal, the second trades
// through the API; the teacher's leaderboard shows both learners in the order of the API's
// leaderboard (each learner's analytics of their class wallet: return, drawdown, trades, win
// rate, equity), opens a learner's class trades, and resets the class (every wallet back to the
// starting balance, the leaderboard counting from then). The phone in Chinese. The market moves
// only when the test moves the server's clock (env.advance).
import { expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { browserEnvForFile, expectAccessible, openPage, screenshot, type TestPage, type ViewportName } from '../helpers/browser.ts';
import { api, expectLedgerReconciles } from '../helpers/funds.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

const ROUTES: Record<ViewportName, string> = { desktop: '/pc/classes', mobile: '/wp/classes' };
const SYMBOL = 'BTC/USDT';
const PRODUCT_ID = 1; // BTC/USDT in the seed
const BALANCE = '10000';

type Api = ReturnType<typeof api>;

const ok = async (res: Promise<{ body: { code: number; data: unknown } }> | { body: { code: number; data: unknown } }) => {
  const { body } = await res;
  expect(body.code, JSON.stringify(body)).toBe(0);
  // biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read field by field
  return body.data as any;
};

interface Row {
  rank: number;
  userId: number;
  returnPercent: string;
  trades: number;
  maxDrawdownPercent: string | null;
  winRate: string | null;
  equity: string;
  status: string;
}

const board = async (as: Api, id: number): Promise<Row[]> => (await ok(as.get(`/api/classes/${id}/leaderboard`))).rows;

const wide = (tp: TestPage) => tp.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

it.each(['desktop', 'mobile'] as ViewportName[])(
  '%s: a teacher creates a class, two learners join and trade, the leaderboard ranks them, the teacher resets it',
  async (viewport) => {
    const e = env();
    const teacher = await registerAndLogin(e.t);
    const ta = api(e.t, teacher.token);
    const one = await registerAndLogin(e.t);
    const two = await registerAndLogin(e.t);
    const oneApi = api(e.t, one.token);
    const twoApi = api(e.t, two.token);
    const chinese = viewport === 'mobile';
    const zh = chinese ? '-zh-CN' : '';
    const tt = await openPage(e, viewport, { session: teacher });
    const lt = await openPage(e, viewport, { session: one });
    if (chinese) for (const tp of [tt, lt]) await tp.context.addInitScript(() => localStorage.setItem('wplocale', 'zh-CN'));
    try {
      // the teacher creates the class in the browser
      const tpage = tt.page;
      await tt.go(ROUTES[viewport]);
      await tpage.getByTestId('class-create').waitFor({ timeout: 20_000 });
      if (chinese) expect(await tpage.getByTestId('classes-screen').innerText()).toContain('班级');
      await tpage.getByTestId('class-name').fill(`Class ${viewport}`);
      await tpage.getByTestId('class-balance').fill(BALANCE);
      await tpage.getByTestId('class-products').click();
      await tpage.getByRole('option', { name: SYMBOL, exact: true }).click();
      await tpage.keyboard.press('Escape');
      expect(await wide(tt)).toBe(false);
      await tt.settled();
      await screenshot(tpage, `${viewport}-classes-create${zh}`);
      await expectAccessible(tpage, `${viewport}-classes-create`);
      const created = tpage.waitForResponse((r) => r.url().endsWith('/api/classes') && r.request().method() === 'POST');
      await tpage.getByTestId('class-create-button').click();
      const response = await created;
      const sent = response.request().postDataJSON();
      expect(sent).toMatchObject({
        name: `Class ${viewport}`,
        startingBalance: BALANCE,
        productIds: [PRODUCT_ID],
        kinds: ['fast', 'contract', 'spot'],
      });
      await tpage.getByTestId('class-teacher').waitFor({ timeout: 15_000 });
      const code = await tpage.getByTestId('class-code').getAttribute('data-code');
      const id = (await response.json()).data.id as number;
      expect(tpage.url()).toContain(`${ROUTES[viewport]}/${id}`);
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      const mine = await ok(ta.get(`/api/classes/${id}`));
      expect(mine.joinCode).toBe(code);
      expect(mine.role).toBe('teacher');
      await tt.settled();
      await screenshot(tpage, `${viewport}-class-teacher-empty${zh}`);

      // learner one joins with the code in the browser and trades on the practice terminal
      const lpage = lt.page;
      await lt.go(ROUTES[viewport]);
      await lpage.getByTestId('class-join-code').fill(code ?? '');
      await lpage.getByTestId('class-join-button').click();
      await lpage.getByTestId('class-learner').waitFor({ timeout: 15_000 });
      await lpage.getByTestId('practice-terminal').waitFor({ timeout: 15_000 });
      await expect
        .poll(() => lpage.getByTestId('practice-balance-USDT').getAttribute('data-value'), { timeout: 15_000 })
        .toMatch(/^10000(\.0+)?$/);
      await lpage.getByTestId('practice-tab-contract').click();
      await lpage.getByTestId('practice-contract-lots').fill('0.02');
      const opened = lpage.waitForResponse((r) => r.url().endsWith(`/api/classes/${id}/orders`) && r.request().method() === 'POST');
      await lpage.getByTestId('practice-contract-open').click();
      const order = await (await opened).json();
      expect(order.code, JSON.stringify(order)).toBe(0);
      const position = order.data.position;
      expect(position.mode).toBe(`class:${id}`);
      await lpage.getByTestId('practice-list-contract').click();
      await lpage.getByTestId(`practice-close-${position.id}`).waitFor({ timeout: 15_000 });
      expect(await wide(lt)).toBe(false);
      await lt.settled();
      await screenshot(lpage, `${viewport}-class-learner-terminal${zh}`);
      await expectAccessible(lpage, `${viewport}-class-learner-terminal`);
      await e.advance(5000);
      await lpage.getByTestId(`practice-close-${position.id}`).click();
      await lpage.locator(`[data-testid="practice-position-${position.id}"][data-status="closed"]`).waitFor({ timeout: 15_000 });

      // learner two joins and trades through the API: a short, closed after the market moved
      await ok(twoApi.post('/api/classes/join', { code }));
      const short = await ok(
        twoApi.post(`/api/classes/${id}/orders`, { product: 'contract', productId: PRODUCT_ID, side: 'short', lots: '0.05', leverage: 20 }),
      );
      await e.advance(8000);
      await ok(twoApi.post(`/api/classes/${id}/positions/${short.position.id}/close`, {}));

      // the leaderboard: both learners, in the API's order, each row the API's figures
      const rows = await board(ta, id);
      expect(rows.map((r) => r.userId).sort()).toEqual([one.userId, two.userId].sort());
      expect(rows.every((r) => r.trades === 1)).toBe(true);
      // ranked by return, best first
      const returns = rows.map((r) => Number(r.returnPercent)); // (a comparison of what the API says, not an amount computed)
      expect([...returns].sort((a, b) => b - a)).toEqual(returns);
      await tt.reload();
      const table = tpage.getByTestId('class-leaderboard-table');
      await table.waitFor({ timeout: 15_000 });
      await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBe(2);
      const shown = await table.locator('tbody tr').evaluateAll((trs) =>
        trs.map((tr) => ({
          userId: Number(tr.getAttribute('data-testid')?.replace('class-row-', '')),
          rank: Number(tr.getAttribute('data-rank')),
          returnPercent: tr.getAttribute('data-return'),
          trades: Number(tr.getAttribute('data-trades')),
        })),
      );
      expect(shown).toEqual(rows.map((r) => ({ userId: r.userId, rank: r.rank, returnPercent: r.returnPercent, trades: r.trades })));
      // learner one's own analytics of the class wallet say the same (the leaderboard is their report)
      const oneRow = rows.find((r) => r.userId === one.userId);
      const oneState = await ok(oneApi.get(`/api/classes/${id}/state`));
      expect(oneState.balances.find((b: { currency: string }) => b.currency === 'USDT').available).toBe(oneRow?.equity);
      await tt.settled();
      await screenshot(tpage, `${viewport}-class-leaderboard${zh}`);
      await expectAccessible(tpage, `${viewport}-class-leaderboard`);

      // the teacher opens learner one's class trades
      await tpage.getByTestId(`class-trades-${one.userId}`).click();
      await tpage.getByTestId(`class-trade-contract-${position.id}`).waitFor({ timeout: 15_000 });
      await tt.settled();
      await screenshot(tpage, `${viewport}-class-learner-trades${zh}`);
      await tpage.keyboard.press('Escape');

      // the teacher resets the class a moment later: every wallet back to the starting balance, the board from zero
      await e.advance(1000);
      await tpage.getByTestId('class-reset').click();
      await tpage.getByTestId('class-reset-confirm').waitFor();
      expect(await tpage.getByTestId('class-reset-confirm').innerText()).not.toContain('{{');
      await tt.settled();
      await screenshot(tpage, `${viewport}-class-reset-confirm${zh}`);
      await tpage.getByTestId('class-reset-confirm-confirm').click();
      await tpage.getByTestId('class-last-reset').waitFor({ timeout: 15_000 });
      const after = await board(ta, id);
      expect(after.every((r) => r.trades === 0)).toBe(true);
      for (const who of [oneApi, twoApi]) {
        const s = await ok(who.get(`/api/classes/${id}/state`));
        expect(Number(s.balances.find((b: { currency: string }) => b.currency === 'USDT').available)).toBe(Number(BALANCE));
      }
      await expect
        .poll(() => tpage.locator('[data-testid^="class-row-"]').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-trades'))), {
          timeout: 15_000,
        })
        .toEqual(['0', '0']);
      expect(await wide(tt)).toBe(false);
      await tt.settled();
      await screenshot(tpage, `${viewport}-class-after-reset${zh}`);
      expect(tt.errors).toEqual([]);
      expect(lt.errors).toEqual([]);
    } finally {
      await tt.context.close();
      await lt.context.close();
    }
  },
  240_000,
);
