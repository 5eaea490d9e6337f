// A sandbox's snapshot restore (issue 41 point 5, decision 097): a SQLite sandbox (test app)
// holding 100,000 spot orders resting on the book (the worst case for the rebuild: every one
// goes back into the engine's memory), a snapshot taken, the orders all cancelled, then the
// snapshot restored through the control API. Reports the database's size, the time to take a
// snapshot, and the restore's time (the requests refused meanwhile): the database put back,
// the caches and the flow index forgotten, the market and every module's memory rebuilt.
// Checks after each restore: every order back on the book, and the ledger reconciles.
//   npm run bench:sandbox-restore      (BENCH_ORDERS, default 100,000; RUNS, default 3)
import { reconcile } from '../../server/ledger/reconcile.ts';
import { parseSpotOrder } from '../../server/modules/spot/order.ts';
import { registerAndLogin } from '../../tests/helpers/accounts.ts';
import { createTestApp } from '../../tests/helpers/app.ts';
import { SANDBOX_ENV, withToken } from '../../tests/helpers/sandbox.ts';
import { credit } from '../../tests/helpers/spot.ts';
import { createTemplateDatabase } from '../../tests/helpers/template.ts';
import { setting } from './lib/scale.ts';
import { percentilesMs } from './lib/timings.ts';

const ORDERS = setting('BENCH_ORDERS', 100_000, 1_000);
const RUNS = setting('RUNS', 3, 1);
const SYMBOL = 'BTC/USDT';
const USERS = 10;

await createTemplateDatabase();
const t = await createTestApp({ env: SANDBOX_ENV });
try {
  const { app } = t;
  const spot = app.services.spot;
  const market = spot.marketOf(SYMBOL);
  const users: number[] = [];
  for (let i = 0; i < USERS; i++) {
    const id = (await registerAndLogin(t)).userId;
    credit(t, id, 'USDT', 10n ** 15n);
    credit(t, id, 'BTC', 10n ** 13n);
    users.push(id);
  }
  // buys below 100 and sells above it: nothing crosses, every order rests
  const p0 = performance.now();
  for (let i = 0; i < ORDERS; i++) {
    const sell = i % 2 === 1;
    const cents = sell ? 10_001 + (i % 500) : 9_999 - (i % 500);
    const body = {
      marketId: market.id,
      mode: 'real' as const,
      side: sell ? ('sell' as const) : ('buy' as const),
      type: 'limit' as const,
      price: (cents / 100).toFixed(2),
      quantity: '0.0600',
    };
    await spot.place(users[i % USERS] as number, parseSpotOrder(spot.orderMarket(body), body));
  }
  const placeS = (performance.now() - p0) / 1000;
  const resting = () => spot.bookOrders(market.id, 'real').length;
  if (resting() !== ORDERS) throw new Error(`${resting()} orders rest, expected ${ORDERS}`);

  const control = async (url: string) => {
    const res = await app.inject({ method: 'POST', url, headers: withToken() });
    const body = res.json() as { code: number; data: { id: number; bytes: number; tookMs: number } };
    if (body.code !== 0) throw new Error(`${url}: ${res.body}`);
    return body.data;
  };
  const t0 = performance.now();
  const snapshot = await control('/api/sandbox/snapshots');
  const takeMs = performance.now() - t0;

  const restores: number[] = [];
  const inside: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    // the book emptied after the snapshot (a test's work), then put back
    for (const o of spot.bookOrders(market.id, 'real')) await spot.cancel(o.account, o.id);
    if (resting() !== 0) throw new Error('the book did not empty');
    const r0 = performance.now();
    const restored = await control(`/api/sandbox/snapshots/${snapshot.id}/restore`);
    restores.push(performance.now() - r0);
    inside.push(restored.tookMs);
    if (resting() !== ORDERS) throw new Error(`${resting()} orders rest after the restore, expected ${ORDERS}`);
    const drifts = reconcile(app.ctx.flow);
    if (drifts.length) throw new Error(`the ledger does not reconcile: ${JSON.stringify(drifts.slice(0, 3))}`);
  }
  console.log(
    `\nsandbox restore (SQLite): ${ORDERS.toLocaleString('en-US')} resting spot orders placed in ${placeS.toFixed(1)} s; database ${(snapshot.bytes / 1e6).toFixed(1)} MB`,
  );
  console.table([
    { what: `restore through the control API (${RUNS} runs)`, ...percentilesMs(restores) },
    { what: 'requests refused meanwhile (its tookMs)', ...percentilesMs(inside) },
    { what: 'snapshot (VACUUM INTO)', ...percentilesMs([takeMs]) },
  ]);
} finally {
  await t.close();
}
