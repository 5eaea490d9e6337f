// Fast trading: placement throughput and latency (service level: validation, entry tick,
// order row and stake posting in one transaction; HTTP adds the API cost measured by
// bench:api), and the time to settle 10,000 and 100,000 expiring orders with the longest
// event-loop stall while it runs. Settlement runs as in production: 1,000 orders per
// transaction (one netted journal each), an event-loop turn between runs, WAL checkpoints
// in a worker thread. The ledger's flow index is built by its own worker thread and is not
// part of these figures (bench:ledger counts it).
// Every order counted must be written and every due order settled, and the ledger must reconcile
// at the end, else the run stops.
//   npm run bench:fast
import { reconcile } from '../../server/ledger/reconcile.ts';
import { parseFastOrder } from '../../server/modules/fast/order.ts';
import { createTestApp } from '../../tests/helpers/app.ts';
import { createTemplateDatabase } from '../../tests/helpers/template.ts';
import { sized } from './lib/scale.ts';
import { watchStalls } from './lib/stalls.ts';

await createTemplateDatabase();
const t = await createTestApp();
const { app, clock } = t;
const db = app.ctx.sqlite;
const eth = app.market.product('ETH/USDT');
if (!eth) throw new Error('no ETH/USDT');

// users with money, created directly
const USERS = sized(2000, 100);
const insertUser = db.prepare(
  `INSERT INTO "User" (role, status, email, passwordHash, inviteCode, createdAt) VALUES ('user', 'active', ?, 'x', ?, ?)`,
);
const userIds: number[] = [];
db.transaction(() => {
  for (let i = 0; i < USERS; i++) userIds.push(Number(insertUser.run(`bench${i}@example.com`, `BENCH${i}`, clock.now()).lastInsertRowid));
})();
app.ctx.ledger.postMany(
  userIds.map((userId) => ({
    key: `bench-fund:${userId}`,
    type: 'deposit',
    userId,
    legs: [
      { account: { platform: 'deposit_clearing' as const, currency: 'USDT' }, amount: -10_000_000_000_000n },
      { account: { userId, kind: 'available' as const, currency: 'USDT' }, amount: 10_000_000_000_000n },
    ],
  })),
);
clock.advance(1000);
app.market.tick();

const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n;

function place(n: number) {
  const before = count('FastOrder');
  const latencies: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    // (typed as the route types a body: the parse is part of a placement's cost)
    const body = { productId: eth?.id as number, direction: i % 2 ? 'up' : 'down', amount: '10', durationSec: 30, mode: 'real' } as const;
    app.services.fast.place(userIds[i % USERS] as number, parseFastOrder(app.services.fast.orderOption(body), body));
    latencies.push(performance.now() - s);
  }
  const elapsed = (performance.now() - t0) / 1000;
  // (a refused order throws in place(); this checks the rows are there)
  if (count('FastOrder') - before !== n) throw new Error(`${count('FastOrder') - before} orders written, ${n} placed`);
  latencies.sort((a, b) => a - b);
  return {
    orders: n,
    'orders/s': Math.round(n / elapsed),
    'p50 ms': +(latencies[Math.floor(n / 2)] as number).toFixed(3),
    'p99 ms': +(latencies[Math.floor(n * 0.99)] as number).toFixed(3),
  };
}

async function settle(n: number) {
  place(n);
  clock.advance(31_000);
  // a recorded tick after the expiry makes the exit final (recorded directly, so no
  // tick-triggered settlement runs before the measured one)
  app.market.ticks.record([[eth?.id as number, clock.now(), 300_000]]);
  const stalls = watchStalls();
  const t0 = performance.now();
  const settled = await app.services.fastSettlement.settleDue();
  const elapsed = performance.now() - t0;
  const open = count('FastOpenOrder');
  if (settled !== n || open !== 0) throw new Error(`settled ${settled} of ${n} due orders, ${open} still open`);
  return { orders: settled, 'total ms': Math.round(elapsed), 'longest stall ms': Math.round(stalls()) };
}

console.log(`\nnode ${process.version}\n`);
console.log('placement');
console.table([place(sized(20_000, 500))]);
clock.advance(60_000);
app.market.ticks.record([[eth.id, clock.now(), 300_000]]);
await app.services.fastSettlement.settleDue();
console.log('settlement');
// the machine's disk and neighbours move single runs by ±40%: five rounds of 10,000, then one of 100,000
const ROUND = sized(10_000, 200);
const rounds = [];
for (let i = 0; i < 5; i++) rounds.push(await settle(ROUND));
const sorted = rounds.map((r) => r['total ms']).sort((a, b) => a - b);
console.table([...rounds, await settle(sized(100_000, 1_000))]);
console.log(`${ROUND.toLocaleString('en-US')} orders, 5 rounds: median ${sorted[2]} ms (min ${sorted[0]}, max ${sorted[4]})`);
const drifts = reconcile(app.ctx.flow);
await t.close();
if (drifts.length) throw new Error(`the ledger does not reconcile: ${JSON.stringify(drifts.slice(0, 5))}`);
console.log('ledger reconcile: clean');
