// Issue 39 point 4: the help centre's CCXT example runs as it is. The file the article shows
// (shared/examples/ccxt-binance.mjs, filled into the article when read: decision 094) runs as
// its reader runs it, `node ccxt-binance.mjs` with the platform's address and a demo key in the
// environment, against a test server listening on a port: the real `ccxt` package's binance
// class, nothing patched. What it prints is what the platform did: the markets, the demo balance,
// a limit buy at half the price placed by the key, read back and cancelled.
//
// Time: the child process signs with its own (wall) clock; the server checks timestamps against
// the test's manual clock, which stands days away at START_TIME. The example sets CCXT's
// adjustForTimeDifference (what a reader whose clock drifts needs anyway): CCXT reads the
// server's time when it loads the markets and signs on it. While the process runs, the server's
// clock runs at wall speed from where the test had it, as a production server's does (a frozen
// clock would see the child's timestamps run ahead of it, refused past a second: -1021).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { formatAmount } from '../../../shared/money.ts';
import { EXAMPLES_DIR } from '../../../server/modules/pages/examples.ts';
import { registerAndLogin } from '../../helpers/accounts.ts';
import { APP_KEY, appForFile, type TestApp } from '../../helpers/app.ts';
import { createKey } from '../../helpers/binance.ts';
import { baseUrlOf } from '../../helpers/ccxt.ts';
import { api, expectLedgerReconciles } from '../../helpers/funds.ts';
import { credit, spotTrader } from '../../helpers/spot.ts';

const env = appForFile();
const SNIPPET = path.join(EXAMPLES_DIR, 'ccxt-binance.mjs');
const USDT = (n: number) => BigInt(Math.round(n * 1e6));
const BTC = (n: number) => BigInt(Math.round(n * 1e8));

/** Runs the example as its reader does; the server's clock runs at wall speed meanwhile (see above). */
async function runSnippet(t: TestApp, environment: Record<string, string>) {
  const from = t.clock.now();
  const started = Date.now();
  const running = vi.spyOn(t.clock, 'now').mockImplementation(() => from + (Date.now() - started));
  try {
    return await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [SNIPPET],
        { env: { PATH: process.env.PATH ?? '', ...environment }, timeout: 90_000 },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  } finally {
    running.mockRestore();
    // (time went on while it ran: the clock stays where it got to)
    t.clock.set(from + (Date.now() - started));
  }
}

it('the help centre’s CCXT example, run as it is on a demo key: markets, balance, ticker, a limit buy at half the price placed, read back and cancelled', async () => {
  const { t } = env;
  // the page shows this very file
  const articles = await t.api.get('/api/help/articles?q=CCXT').set('AppKey', APP_KEY);
  const article = await t.api.get(`/api/help/articles/${articles.body.data.items[0].id}`).set('AppKey', APP_KEY);
  expect(article.body.data.body).toContain(`\`\`\`js\n${fs.readFileSync(SNIPPET, 'utf8')}\`\`\``);

  // a trade on the demo book (whether the ticker's last price is the book's or the product's quote)
  const seller = await spotTrader(t);
  const buyer = await spotTrader(t);
  credit(t, seller.userId, 'BTC', BTC(0.01), 'demo');
  credit(t, buyer.userId, 'USDT', USDT(1000), 'demo');
  await seller.place({ symbol: 'BTC/USDT', side: 'sell', type: 'limit', price: '50000', quantity: '0.01', mode: 'demo' });
  expect(
    await buyer.place({ symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '50000', quantity: '0.01', mode: 'demo' }),
  ).toMatchObject({
    status: 'filled',
  });

  // the reader: the demo wallet's funds (its grant), a demo key made in the security centre
  const u = await registerAndLogin(t);
  t.app.services.demo.ensure(u.userId);
  const key = await createKey(api(t, u.token), { mode: 'demo', permissions: ['read', 'spot'] });
  const available = () => t.app.ctx.ledger.balance({ userId: u.userId, kind: 'available', currency: 'USDT', mode: 'demo' });
  const before = available();

  const run = await runSnippet(t, { PLATFORM_URL: await baseUrlOf(t), API_KEY: key.apiKey, API_SECRET: key.secret });
  expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
  const out = run.stdout;
  expect(out).toMatch(/^markets: \d+ \(BTC\/USDT: yes\)$/m);
  const balance = /^balance: ([\d.]+) USDT, ([\d.]+) BTC free$/m.exec(out);
  expect(balance, out).not.toBeNull();
  // (CCXT prints numbers: compared as numbers)
  expect(Number(balance?.[1])).toBe(Number(formatAmount(before, 6)));
  const ticker = /^ticker: BTC\/USDT last ([\d.]+), /m.exec(out);
  expect(ticker, out).not.toBeNull();
  const placed = /^placed: order (\d+), buy ([\d.]+) BTC\/USDT at ([\d.]+), open$/m.exec(out);
  expect(placed, out).not.toBeNull();
  const [, orderId, amount, price] = placed as RegExpExecArray;
  expect(Number(price)).toBeLessThanOrEqual(Number(ticker?.[1]) / 2);
  expect(out).toMatch(new RegExp(`^read back: order ${orderId}, open, filled 0$`, 'm'));
  expect(out).toMatch(new RegExp(`^cancelled: order ${orderId}, canceled$`, 'm'));

  // the platform's own spot order, placed by the key, in the demo wallet, cancelled by its owner
  const rows = t.app.ctx.sqlite.prepare('SELECT id, userId, mode, status FROM "SpotOrder" WHERE apiKeyId = ?').all(key.id) as {
    id: number;
    userId: number;
    mode: string;
    status: string;
  }[];
  expect(rows.map((r) => ({ ...r, id: Number(r.id), userId: Number(r.userId) }))).toEqual([
    { id: Number(orderId), userId: u.userId, mode: 'demo', status: 'cancelled' },
  ]);
  const detail = await api(t, u.token).get(`/api/spot/orders/${orderId}`);
  expect(detail.body.data).toMatchObject({ mode: 'demo', side: 'buy', type: 'limit', status: 'cancelled', cancelReason: 'user' });
  expect(Number(detail.body.data.price)).toBe(Number(price));
  expect(Number(detail.body.data.quantity)).toBe(Number(amount));
  // (small: about the market's minimum order value)
  expect(Number(price) * Number(amount)).toBeLessThan(10);
  // nothing bought, nothing held back
  expect(available()).toBe(before);
  expectLedgerReconciles(t);
});
