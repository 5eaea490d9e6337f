// The unified trade history as a person reads it (issue 17.7): a user with a fast order sees it
// listed (a table on desktop, cards on mobile) and filters it by type and by mode, so that it
// disappears and comes back; the CSV export downloads it; the row opens the fast order's detail.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { browserEnvForFile, fundedPage, screenshot, type TestPage } from '../helpers/browser.ts';
import { expectLedgerReconciles } from '../helpers/funds.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

const ROUTE = { desktop: '/pc/userCenter/tradeHistory', mobile: '/wp/tradeHistory' } as const;

/** Picks `label` in the Select whose input is `testId` ('' clears it). */
async function pick(tp: TestPage, testId: string, label: string) {
  const input = tp.page.getByTestId(testId);
  await input.click();
  await tp.page.getByRole('option', { name: label, exact: true }).click();
}

describe.each(['desktop', 'mobile'] as const)('%s', (viewport) => {
  it('trade history lists a fast order and filters it', async () => {
    const e = env();
    const { a, tp } = await fundedPage(e, viewport, '1000');
    try {
      const product = e.t.app.market.product('ETH/USDT') as { id: number };
      const placed = await a.post('/api/fast/order', {
        productId: product.id,
        direction: 'up',
        amount: '100',
        durationSec: 60,
        mode: 'real',
      });
      expect(placed.body.code, JSON.stringify(placed.body)).toBe(0);
      const rowId = `trade-row-fast-${placed.body.data.id}`;
      const row = tp.page.getByTestId(rowId);

      await tp.page.goto(`${e.base}/#${ROUTE[viewport]}`);
      await row.waitFor({ timeout: 15_000 });
      const text = (await row.textContent()) ?? '';
      expect(text).toContain('ETH/USDT');
      expect(text).toContain('100.00');
      expect(text).toContain('Pending settlement');
      expect(await tp.page.getByTestId('trade-history').locator('table').count()).toBe(viewport === 'desktop' ? 1 : 0);
      await screenshot(tp.page, `${viewport}-trade-history`);

      // by type: contracts only → gone; fast → back
      await pick(tp, 'trade-filter-type', 'Contract');
      await row.waitFor({ state: 'detached', timeout: 10_000 });
      await tp.page.getByText('No trades yet').waitFor({ timeout: 10_000 });
      await pick(tp, 'trade-filter-type', 'Fast');
      await row.waitFor({ timeout: 10_000 });

      // by mode: demo → gone; real → back
      await pick(tp, 'trade-filter-mode', 'Demo');
      await row.waitFor({ state: 'detached', timeout: 10_000 });
      await screenshot(tp.page, `${viewport}-trade-history-filtered-empty`);
      await pick(tp, 'trade-filter-mode', 'Real');
      await row.waitFor({ timeout: 10_000 });
      await screenshot(tp.page, `${viewport}-trade-history-filtered`);

      // the CSV export downloads the filtered list
      const [download] = await Promise.all([tp.page.waitForEvent('download'), tp.page.getByTestId('trade-history-export').click()]);
      expect(download.suggestedFilename()).toBe('trade-history.csv');
      const csv = fs
        .readFileSync((await download.path()) as string, 'utf8')
        .trimEnd()
        .split('\r\n');
      expect(csv.length).toBe(2);
      expect(csv[0]?.startsWith('kind,id,mode,symbol,')).toBe(true);
      expect(csv[1]?.startsWith(`fast,${placed.body.data.id},real,ETH/USDT,up,pending_settlement,,USDT,100.000000,`)).toBe(true);

      // the row opens the fast order's own detail (its settlement proof)
      await row.click();
      await tp.page.getByTestId(`fast-detail-${placed.body.data.id}`).waitFor({ timeout: 10_000 });
      await screenshot(tp.page, `${viewport}-trade-history-detail`);
    } finally {
      await tp.context.close();
    }
  });
});
