// The engine handed over inside one test process (issue 36, decision 082): two candidates and a
// gateway on one PostgreSQL database with Redis between them, one manual clock. The leader stops;
// the other candidate takes the lease with the next epoch, rebuilds the market from its committed
// seeds (the gap recorded tick by tick), the spot books and the trigger index from the database,
// and serves engine work; an order that expired in the gap settles on the recorded tick of its
// expiry. A leader whose lease moved on is refused its next write and steps down. (Killed and
// paused processes: failover.test.ts.)
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standForEngine } from '../../../server/main.ts';
import { registerAndLogin } from '../../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { clusterEnv, deleteRedisKeys, until } from '../../helpers/cluster.ts';
import { api, expectLedgerReconciles } from '../../helpers/funds.ts';
import { credit, spotTrader } from '../../helpers/spot.ts';

const prefix = `t:${randomBytes(6).toString('hex')}`;
// (the instances share one event loop here: a lease long enough to outlast another's start-up;
// the handover below is a clean stop, which gives the lease up at once)
const shared = { ...clusterEnv(prefix), ENGINE_LEASE_MS: '6000' };
let a: TestApp;
let b: TestApp;
let g: TestApp;

/** Waits (on real time: the bus is a real Redis) until `check` holds. */
async function eventually(check: () => boolean | Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function candidate(id: string, sameDatabaseAs?: TestApp) {
  const t = await createTestApp({ sameDatabaseAs, env: { ...shared, CLUSTER_ROLE: 'candidate', INSTANCE_ID: id } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  standForEngine(t.app, t.app.ctx.config);
  return t;
}

/** The leader ticks one second on: its frame, once every other instance running follows it. */
async function tick(leader: TestApp, followers: TestApp[]) {
  leader.clock.advance(1000);
  const frame = leader.app.market.tick();
  await eventually(() => followers.every((t) => t.app.market.currentSeq >= frame.seq));
  return frame;
}

beforeAll(async () => {
  a = await candidate('a');
  await until(a.app, (e) => e.state === 'leading');
  b = await candidate('b', a);
  g = await createTestApp({ sameDatabaseAs: a, env: { ...shared, CLUSTER_ROLE: 'gateway', INSTANCE_ID: 'g' } });
  g.app.engineElection?.start('http://127.0.0.1:1');
  for (const t of [b, g]) await until(t.app, (e) => e.leader()?.holder === 'a');
});

afterAll(async () => {
  await g?.close();
  await b?.close();
  await a?.close();
  await deleteRedisKeys(prefix);
});

describe('an elected engine', () => {
  it('each instance tells who leads', async () => {
    const health = async (t: TestApp) => (await t.api.get('/api/health/engine')).body.data;
    expect(await health(a)).toMatchObject({ instanceId: 'a', role: 'candidate', state: 'leading', epoch: 1 });
    expect(await health(b)).toMatchObject({
      instanceId: 'b',
      role: 'candidate',
      state: 'following',
      epoch: null,
      leader: { holder: 'a', epoch: 1 },
    });
    expect(await health(g)).toMatchObject({
      role: 'gateway',
      state: 'following',
      leader: { holder: 'a', url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) },
    });
  });

  it('the leader stops: the other candidate takes over, rebuilt from the database, and an order that expired in the gap settles on its recorded tick', async () => {
    await tick(a, [b, g]);
    // a resting spot bid and a fast order, both through the gateway
    const buyer = await spotTrader(g, { USDT: 1_000_000_000n });
    const bid = await buyer.place({ side: 'buy', price: '1000', quantity: '0.1' });
    const u = await registerAndLogin(g);
    credit(g, u.userId, 'USDT', 1_000_000_000n);
    const product = g.app.market.product('ETH/USDT') as { id: number };
    const placed = await api(g, u.token).post('/api/fast/order', {
      productId: product.id,
      direction: 'up',
      amount: '100',
      durationSec: 60,
      mode: 'real',
    });
    expect(placed.body.code, JSON.stringify(placed.body)).toBe(0);
    const expiresAt = placed.body.data.expiresAt as number;
    const lastSeqOfA = a.app.market.currentSeq;
    const bookSeq = async () => (await buyer.a.get('/api/spot/book?symbol=BTC/USDT&mode=real')).body.data.seq as number;
    const bookSeqOfA = await bookSeq();

    // a stops (and gives its lease up); 70 s pass before b has rebuilt
    a.clock.advance(70_000);
    await a.app.close();
    await until(b.app, (e) => e.state === 'leading');
    expect(b.app.engineElection?.epoch).toBe(2);
    await until(g.app, (e) => e.leader()?.holder === 'b');

    // the market goes on from its committed seeds: b's frames follow a's, the gap recorded
    const frame = await tick(b, [g]);
    expect(frame.seq).toBeGreaterThan(lastSeqOfA);
    const recorded = b.app.market.ticks.inForce(product.id, expiresAt);
    expect(recorded?.time).toBe(expiresAt);
    await eventually(async () => (await api(g, u.token).get(`/api/fast/order/${placed.body.data.id}`)).body.data.status !== 'open');
    const settled = (await api(g, u.token).get(`/api/fast/order/${placed.body.data.id}`)).body.data;
    expect(settled).toMatchObject({ status: 'settled', exitTime: expiresAt });
    const row = b.app.ctx.sqlite
      .prepare('SELECT exitTicks, exitTime FROM "FastSettlement" WHERE orderId = ?')
      .get(placed.body.data.id) as Record<string, unknown>;
    expect({ ticks: Number(row.exitTicks), time: Number(row.exitTime) }).toEqual({ ticks: recorded?.ticks, time: expiresAt });

    // the books were rebuilt on b: the resting bid is there, and a sell through the gateway fills it;
    // b numbers its book updates above a's (a client holding a's would skip lower ones)
    expect(await bookSeq()).toBeGreaterThan(bookSeqOfA);
    expect((await buyer.a.get(`/api/spot/orders/${bid.id}`)).body.data).toMatchObject({ status: 'unfilled' });
    const seller = await spotTrader(g, { BTC: 100_000_000n });
    const sold = await seller.place({ side: 'sell', type: 'limit', price: '1000', quantity: '0.1' });
    expect(sold).toMatchObject({ status: 'filled' });
    expect((await buyer.detail(bid.id)).status).toBe('filled');
    expectLedgerReconciles(b);
  });

  it('a leader whose lease moved on is refused its next write and steps down; engine work is refused while nobody serves it', async () => {
    expect(b.app.engineElection?.state).toBe('leading');
    const seq = g.app.market.currentSeq;
    // another instance took the lease while b was away (and cannot be reached)
    const admin = (await import('pg')).default;
    const c = new admin.Client({ connectionString: b.databaseUrl });
    await c.connect();
    await c.query(`UPDATE "EngineLease" SET epoch = epoch + 1, holder = 'x', url = 'http://127.0.0.1:1', "expiresAt" = 9999999999999`);
    await c.end();
    b.clock.advance(1000);
    expect(() => b.app.market.tick()).toThrow(expect.objectContaining({ code: 'ENGINE_FENCED' }));
    await until(b.app, (e) => e.state === 'following');
    expect(b.app.market.isFollowing).toBe(true);
    // nothing of the refused tick went out
    expect(g.app.market.currentSeq).toBe(seq);
    // engine work now goes to x, which does not answer: refused with a second to wait, never a hang
    await until(g.app, (e) => e.leader()?.holder === 'x');
    const trader = await spotTrader(g, { USDT: 1_000_000_000n });
    const res = await trader.order({ side: 'buy', price: '1000', quantity: '0.1' });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 1008 });
  });
});
