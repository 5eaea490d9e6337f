// Redis goes away and comes back (issue 35, decision 081): while it is down money keeps moving
// and settling, login lockouts still count on every instance (the database holds the counts:
// never fail open), and when it answers again the pushes resume. Redis is reached through a
// TCP proxy the test stops and starts (the machine's Redis itself is left alone).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, registerAndLogin } from '../../helpers/accounts.ts';
import { APP_KEY, type TestApp } from '../../helpers/app.ts';
import { createTestCluster, type TestCluster } from '../../helpers/cluster.ts';
import { api, confirmedWithdraw, expectLedgerReconciles, readyToWithdraw, staffToken } from '../../helpers/funds.ts';
import { credit } from '../../helpers/spot.ts';
import { TcpProxy } from '../../helpers/tcp-proxy.ts';
import { connectWs } from '../../helpers/ws.ts';

let proxy: TcpProxy;
let c: TestCluster;

beforeAll(async () => {
  proxy = await TcpProxy.open(6379);
  c = await createTestCluster(2, { redisUrl: proxy.url('redis') });
});
afterAll(async () => {
  await c.close();
  await proxy.close();
});

/** Waits (real time: Redis reconnects on its own schedule) until `check` holds. */
async function eventually(check: () => boolean | Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('Redis down, then back', () => {
  it('money moves and settles, lockouts hold across instances, and pushes resume when Redis returns', async () => {
    const { engine, gateways } = c;
    const [g1, g2] = gateways as [TestApp, TestApp];
    const staff = await staffToken(engine);
    const u = await readyToWithdraw(engine, staff, '500');
    const socket = await connectWs(g1, `/ws?userId=${u.userId}&token=${encodeURIComponent(u.token)}`);
    await socket.waitFor((m) => m.type === 'welcome');
    const victim = await registerAndLogin(engine);

    await proxy.stop();
    // a withdrawal through a gateway, its code asked for there too
    const withdrawn = await confirmedWithdraw(
      { a: api(g2, u.token), account: u.account },
      { method: 'crypto', currency: 'USDT', chain: 'TRC20', amount: '100', securityPassword: '135790' },
    );
    expect(withdrawn.body.code, JSON.stringify(withdrawn.body)).toBe(0);
    // a fast order placed through a gateway, settled by the engine on its own market
    const trader = await registerAndLogin(engine);
    credit(engine, trader.userId, 'USDT', 1_000_000_000n);
    engine.clock.advance(1000);
    engine.app.market.tick();
    const productId = (engine.app.market.product('ETH/USDT') as { id: number }).id;
    const placed = await api(g1, trader.token).post('/api/fast/order', {
      productId,
      direction: 'up',
      amount: '100',
      durationSec: 60,
      mode: 'real',
    });
    expect(placed.body.code, JSON.stringify(placed.body)).toBe(0);
    for (let i = 0; i < 62; i++) {
      engine.clock.advance(1000);
      engine.app.market.tick();
    }
    expect(await engine.app.services.fastSettlement.settleDue()).toBeGreaterThanOrEqual(1);
    const settled = await api(g2, trader.token).get(`/api/fast/order/${placed.body.data.id}`);
    expect(settled.body.data.status).not.toBe('open');
    expectLedgerReconciles(engine);

    // five wrong passwords from one address, spread over the three instances: the account is
    // locked for that address on every instance (the right password is refused too)
    const ip = nextIp();
    const attempt = (t: TestApp, password: string) =>
      t.api
        .post('/api/login')
        .set('AppKey', APP_KEY)
        .set('X-Forwarded-For', ip)
        .send({ ...victim.account, password });
    for (let i = 0; i < 5; i++) expect((await attempt(c.all[i % 3] as TestApp, `wrong-${i}`)).body.code).toBe(i < 4 ? 2001 : 2002);
    for (const t of c.all) expect((await attempt(t, victim.password)).body.code).toBe(2002);

    // Redis answers again: a push from the engine reaches the gateway's socket
    await proxy.start();
    await eventually(async () => {
      engine.app.wsHub.sendToUser(u.userId, { kind: 'probe' });
      await new Promise((r) => setTimeout(r, 100));
      return socket.messages.some((m) => m.type === 'update' && (m.data as { kind?: string }).kind === 'probe');
    });
    // and the gateways follow the market again
    engine.clock.advance(1000);
    const frame = engine.app.market.tick();
    await eventually(() => gateways.every((g) => g.app.market.currentSeq === frame.seq));
  });
});
