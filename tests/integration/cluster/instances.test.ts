// Three instances behind one balancer (issue 35, decision 081): an engine and two gateways on
// one PostgreSQL database with Redis between them. Whichever instance a request or a socket
// reaches, one account is never overdrawn, engine work is done by the engine, and a client
// moved to another instance resumes its channels without a gap or a duplicate.
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from '../../helpers/accounts.ts';
import type { TestApp } from '../../helpers/app.ts';
import { clusterForFile } from '../../helpers/cluster.ts';
import { api, availableOf, expectLedgerReconciles, readyToWithdraw, staffToken, withTwoFactor } from '../../helpers/funds.ts';
import { credit, spotTrader } from '../../helpers/spot.ts';
import { connectWs, type WsClient } from '../../helpers/ws.ts';

const env = clusterForFile(2);

/** Waits (on real time: the bus is a real Redis) until `check` holds, up to `ms`. */
async function eventually(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('a cluster: an engine and two gateways on one database, Redis between them', () => {
  it('the engine ticks; every gateway follows its market frames', async () => {
    const { engine, gateways } = env.c;
    engine.clock.advance(1000);
    const frame = engine.app.market.tick();
    await eventually(() => gateways.every((g) => g.app.market.currentSeq === frame.seq));
    for (const g of gateways) expect(g.app.market.quotes()).toEqual(engine.app.market.quotes());
  });

  it('a gateway that stops hearing the engine prices nothing until its frames return', async () => {
    const { engine, gateways } = env.c;
    const g = gateways[0] as TestApp;
    const u = await registerAndLogin(engine);
    credit(engine, u.userId, 'USDT', 1_000_000_000n);
    const quote = (t: TestApp) => api(t, u.token).post('/api/exchange/quote', { from: 'USDT', to: 'BTC', amount: '100' });
    // ten seconds without a frame (the engine does not tick): the gateway's prices are stale
    engine.clock.advance(10_000);
    expect((await quote(g)).body.code).toBe(5002);
    expect((await quote(engine)).body.code).toBe(0);
    const frame = engine.app.market.tick();
    await eventually(() => g.app.market.currentSeq === frame.seq);
    expect((await quote(g)).body.code).toBe(0);
  });

  it('10 withdrawals of one account spread over three instances: exactly the affordable ones are made', async () => {
    const staff = await staffToken(env.c.engine);
    const u = await readyToWithdraw(env.c.engine, staff, '500');
    // each confirmed by a recovery code of its own (decision 089): only the balance decides
    const { recoveryCodes } = await withTwoFactor(u);
    // (the enrolment moved the clock a step: prices are fresh again once every gateway follows a new frame)
    const frame = env.c.engine.app.market.tick();
    await eventually(() => env.c.gateways.every((g) => g.app.market.currentSeq === frame.seq));
    // 10 requests of 60 USDT each (9 × 60 = 540 > 500: 8 are affordable)
    const results = await Promise.all(
      recoveryCodes.map((twoFactorCode, i) =>
        api(env.c.all[i % 3] as TestApp, u.token).post('/api/withdraw', {
          method: 'crypto',
          currency: 'USDT',
          chain: 'TRC20',
          amount: '60',
          securityPassword: '135790',
          twoFactorCode,
        }),
      ),
    );
    const made = results.filter((r) => r.body.code === 0);
    expect(made).toHaveLength(8);
    for (const r of results.filter((r) => r.body.code !== 0)) expect([4001, 4002], JSON.stringify(r.body)).toContain(r.body.code);
    for (const t of env.c.all) expect(await availableOf(t, u.token)).toEqual({ available: '20.000000', frozen: '480.000000' });
    expectLedgerReconciles(env.c.engine);
  });

  it('50 spot orders of one account spread over three instances: the engine takes exactly the affordable ones', async () => {
    const trader = await spotTrader(env.c.engine);
    // each order holds 100.1 USDT (0.1 BTC at 1,000 and the 0.1 % fee): 3,003 USDT hold 30
    credit(env.c.engine, trader.userId, 'USDT', 3_003_000_000n);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api(env.c.all[i % 3] as TestApp, trader.token).post('/api/spot/orders', {
          symbol: 'BTC/USDT',
          side: 'buy',
          type: 'limit',
          mode: 'real',
          price: '1000',
          quantity: '0.1',
        }),
      ),
    );
    const codes = results.map((r) => r.body.code);
    expect(
      codes.filter((c) => c === 0),
      JSON.stringify(codes),
    ).toHaveLength(30);
    expect(codes.filter((c) => c !== 0)).toEqual(Array(20).fill(4001));
    // (at most 17 reached the engine directly: the gateways' were forwarded and placed there)
    expect(codes.filter((c, i) => c === 0 && i % 3 !== 0).length).toBeGreaterThan(0);
    expect(trader.balance('USDT')).toBe(0n);
    // one book, on the engine: every placed order is in it, whichever instance took the request
    const book = await api(env.c.gateways[0] as TestApp, trader.token).get('/api/spot/book?symbol=BTC/USDT&mode=real');
    expect(book.body.data.bids[0]).toMatchObject({ price: '1000.00', quantity: '3.0000' });
    expectLedgerReconciles(env.c.engine);
  });

  it("a contract opened through a gateway is the engine's; its owner's socket on the other gateway hears the position and its marks", async () => {
    const { engine, gateways } = env.c;
    const [g1, g2] = gateways as [TestApp, TestApp];
    const u = await registerAndLogin(engine);
    credit(engine, u.userId, 'USDT', 1_000_000_000n);
    const socket = await connectWs(g2, `/ws?userId=${u.userId}&token=${encodeURIComponent(u.token)}`);
    await socket.waitFor((m) => m.type === 'welcome');
    const productId = (engine.app.market.product('ETH/USDT') as { id: number }).id;
    const opened = await api(g1, u.token).post('/api/contract/open', {
      productId,
      side: 'long',
      lots: '1',
      leverage: 10,
      orderType: 'market',
      mode: 'real',
    });
    expect(opened.body.code, JSON.stringify(opened.body)).toBe(0);
    // the engine's risk index has it (it was opened there)
    expect(engine.app.services.contractRisk.hasOpen(u.userId)).toBe(true);
    const pushed = await socket.waitFor((m) => m.type === 'update' && (m.data as { kind?: string }).kind === 'contract-position');
    expect(pushed.data).toMatchObject({ position: { id: opened.body.data.id, status: 'holding' } });
    engine.clock.advance(1000);
    engine.app.market.tick();
    const marks = await socket.waitFor((m) => (m.data as { kind?: string } | undefined)?.kind === 'contract-marks');
    expect(marks.data).toMatchObject({ positions: [{ id: opened.body.data.id }] });
    expectLedgerReconciles(engine);
  });

  it('a websocket client moved to another instance resumes: every frame and private event once, in order', async () => {
    const { engine, gateways } = env.c;
    const [g1, g2] = gateways as [TestApp, TestApp];
    const u = await registerAndLogin(engine);
    const path = `/ws?userId=${u.userId}&token=${encodeURIComponent(u.token)}`;
    const first = await connectWs(g1, path);
    first.send({ op: 'subscribe', channel: 'quotes' });
    await first.waitFor((m) => m.type === 'snapshot' && m.channel === 'quotes');
    const tickAndPush = async (n: number) => {
      for (let i = 0; i < n; i++) {
        engine.clock.advance(1000);
        engine.app.market.tick();
        engine.app.wsHub.sendToUser(u.userId, { kind: 'probe', n: ++pushed });
      }
    };
    let pushed = 0;
    await tickAndPush(3);
    await first.waitFor((m) => m.type === 'update' && m.channel === 'user' && (m.data as { n: number }).n === 3);
    const seen = collect(first);
    // the instance goes away; meanwhile the market moves on and events happen
    first.ws.terminate();
    await tickAndPush(4);
    const second = await connectWs(g2, `${path}&since=${seen.lastId}`);
    second.send({ op: 'subscribe', channel: 'quotes', since: seen.lastSeq });
    await tickAndPush(2);
    await second.waitFor((m) => m.type === 'update' && m.channel === 'user' && (m.data as { n: number }).n === 9);
    await second.waitFor((m) => m.channel === 'quotes' && m.seq === engine.app.market.currentSeq);
    const after = collect(second);
    expect(second.messages.find((m) => m.type === 'resumed' && m.channel === 'user')).toBeDefined();
    expect(second.messages.find((m) => m.type === 'resumed' && m.channel === 'quotes')).toBeDefined();
    expect(second.messages.find((m) => m.type === 'snapshot')).toBeUndefined();
    // no gap, no duplicate: the two connections together saw every seq and every event once
    const seqs = [...seen.seqs, ...after.seqs];
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => (seqs[0] as number) + i));
    expect([...seen.events, ...after.events]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

/** The quotes seqs and private probe numbers a client received, and where it was. */
function collect(c: WsClient) {
  const quotes = c.messages.filter((m) => m.type === 'update' && m.channel === 'quotes');
  const users = c.messages.filter((m) => m.type === 'update' && m.channel === 'user');
  return {
    seqs: quotes.map((m) => m.seq as number),
    events: users.map((m) => (m.data as { n: number }).n),
    lastSeq: quotes.at(-1)?.seq as number,
    lastId: users.at(-1)?.id as string,
  };
}
