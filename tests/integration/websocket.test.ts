// /ws: channels with snapshot-then-updates and sequence numbers, errors that keep the
// connection healthy, the private user channel, Origin checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { registerAndLogin } from '../helpers/accounts.ts';
import { connectWs } from '../helpers/ws.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const isType = (type: string) => (m: Record<string, unknown>) => m.type === type;

describe('market channels', () => {
  it('quotes: snapshot of every symbol, then one update per tick with increasing seq', async () => {
    const c = await connectWs(t);
    await c.waitFor(isType('welcome'));
    c.send({ op: 'subscribe', channel: 'quotes' });
    const snapshot = await c.waitFor(isType('snapshot'));
    const quotes = snapshot.data as { symbol: string; price: string }[];
    expect(quotes.length).toBeGreaterThanOrEqual(20);
    expect(quotes[0]).toMatchObject({ symbol: expect.any(String), price: expect.stringMatching(/^\d+(\.\d+)?$/) });
    const seq0 = snapshot.seq as number;

    t.clock.advance(1000);
    t.app.market.tick();
    t.clock.advance(1000);
    t.app.market.tick();
    const u1 = await c.waitFor((m) => m.type === 'update' && m.seq === seq0 + 1);
    const u2 = await c.waitFor((m) => m.type === 'update' && m.seq === seq0 + 2);
    expect((u1.data as unknown[]).length).toBe(quotes.length);
    expect((u2.data as { time: number }[])[0]?.time).toBe(t.clock.now());
    c.ws.terminate();
  });

  it('the 1h and 4h candles channels: the hour and the 4-hour bucket the clock is in, kept by every tick', async () => {
    const c = await connectWs(t);
    c.send({ op: 'subscribe', channel: 'candles', symbol: 'BTC/USDT', period: '1h' });
    c.send({ op: 'subscribe', channel: 'candles', symbol: 'BTC/USDT', period: '4h' });
    for (const [period, ms] of [
      ['1h', 3_600_000],
      ['4h', 14_400_000],
    ] as const) {
      const snapshot = await c.waitFor((m) => m.type === 'snapshot' && m.channel === 'candles' && m.period === period);
      expect((snapshot.data as { time: number }).time, period).toBe(t.clock.now() - (t.clock.now() % ms));
    }
    t.clock.advance(1000);
    const frame = t.app.market.tick();
    const btc = frame.quotes.find((q) => q.symbol === 'BTC/USDT');
    for (const period of ['1h', '4h']) {
      const update = await c.waitFor((m) => m.type === 'update' && m.channel === 'candles' && m.period === period && m.seq === frame.seq);
      expect((update.data as { close: string }).close, period).toBe(btc?.price);
    }
    c.ws.terminate();
  });

  it('ticker and candles channels for one symbol; unsubscribe stops updates', async () => {
    const c = await connectWs(t);
    c.send({ op: 'subscribe', channel: 'ticker', symbol: 'ETH/USDT' });
    c.send({ op: 'subscribe', channel: 'candles', symbol: 'ETH/USDT', period: '5m' });
    const ticker = await c.waitFor((m) => m.type === 'snapshot' && m.channel === 'ticker');
    expect(ticker).toMatchObject({ symbol: 'ETH/USDT', data: { symbol: 'ETH/USDT' } });
    const candles = await c.waitFor((m) => m.type === 'snapshot' && m.channel === 'candles');
    expect(candles).toMatchObject({ symbol: 'ETH/USDT', period: '5m', data: { time: expect.any(Number), open: expect.any(String) } });

    t.clock.advance(1000);
    const frame = t.app.market.tick();
    const tickerUpdate = await c.waitFor((m) => m.type === 'update' && m.channel === 'ticker' && m.seq === frame.seq);
    const eth = frame.quotes.find((q) => q.symbol === 'ETH/USDT');
    expect(tickerUpdate.data).toEqual(eth);
    const candleUpdate = await c.waitFor((m) => m.type === 'update' && m.channel === 'candles' && m.seq === frame.seq);
    expect((candleUpdate.data as { close: string }).close).toBe(eth?.price);

    c.send({ op: 'unsubscribe', channel: 'ticker', symbol: 'ETH/USDT' });
    await c.waitFor(isType('unsubscribed'));
    const before = c.messages.length;
    t.clock.advance(1000);
    const next = t.app.market.tick();
    await c.waitFor((m) => m.channel === 'candles' && m.seq === next.seq, before);
    expect(c.messages.slice(before).some((m) => m.channel === 'ticker')).toBe(false);
    c.ws.terminate();
  });

  it('bad messages get clear errors and the connection stays healthy', async () => {
    const c = await connectWs(t);
    await c.waitFor(isType('welcome'));
    const cases: unknown[] = [
      'not json',
      { op: 'launch-rockets' },
      { op: 'subscribe', channel: 'ticker', symbol: 'NOPE/USDT' },
      { op: 'subscribe', channel: 'candles', symbol: 'BTC/USDT', period: '7m' },
      { op: 'subscribe', channel: 'ticker' },
      { op: 'subscribe', channel: 'quotes', extra: 1 },
      { op: 'subscribe', channel: 'ticker', symbol: 'x'.repeat(5000) },
      { op: 'subscribe', channel: 'user' },
      [1, 2, 3],
    ];
    for (const m of cases) c.send(m);
    const errors: Record<string, unknown>[] = [];
    for (let i = 0; i < cases.length; i++)
      errors.push(await c.waitFor(isType('error'), errors.length ? c.messages.indexOf(errors.at(-1) as Record<string, unknown>) + 1 : 0));
    expect(errors).toHaveLength(cases.length);
    for (const e of errors) expect(e).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
    expect(errors[2]?.msg).toContain('NOPE/USDT');
    expect(errors[2]?.code).toBe(3003);
    expect(errors[3]?.msg).toContain('1m, 5m');
    expect(errors[7]?.code).toBe(-99);
    c.send({ op: 'ping', id: 9 });
    expect(await c.waitFor(isType('pong'))).toMatchObject({ id: 9 });
    expect(c.closedWith()).toBeUndefined();
    c.ws.terminate();
  });

  it('limits subscriptions per connection', async () => {
    const c = await connectWs(t);
    const symbols = t.app.market.products().map((p) => p.symbol);
    for (const s of symbols) for (const period of ['1m', '5m', '15m']) c.send({ op: 'subscribe', channel: 'candles', symbol: s, period });
    const error = await c.waitFor(isType('error'));
    expect(error.code).toBe(3005);
    c.ws.terminate();
  });
});

describe('private user channel', () => {
  it('a userId without a valid token is refused', async () => {
    const { userId } = await registerAndLogin(t);
    const none = await connectWs(t, `/ws?userId=${userId}`);
    expect(await none.waitClosed()).toBe(4401);
    const bad = await connectWs(t, `/ws?userId=${userId}&token=forged.token.value`);
    expect(await bad.waitClosed()).toBe(4401);
  });

  it("another user's token does not open this user's channel", async () => {
    const a = await registerAndLogin(t);
    const b = await registerAndLogin(t);
    const c = await connectWs(t, `/ws?userId=${a.userId}&token=${encodeURIComponent(b.token)}`);
    expect(await c.waitClosed()).toBe(4401);
  });

  it('the right token opens it, and messages to the user arrive on it only', async () => {
    const a = await registerAndLogin(t);
    const b = await registerAndLogin(t);
    const ca = await connectWs(t, `/ws?userId=${a.userId}&token=${encodeURIComponent(a.token)}`);
    expect(await ca.waitFor(isType('welcome'))).toMatchObject({ userId: a.userId });
    const cb = await connectWs(t);
    cb.send({ op: 'auth', token: b.token });
    await cb.waitFor(isType('authed'));
    t.app.wsHub.sendToUser(a.userId, { kind: 'test', value: 1 });
    expect(await ca.waitFor((m) => m.channel === 'user')).toMatchObject({ data: { kind: 'test', value: 1 } });
    // b's own message is a barrier: anything sent to b before it would have arrived first
    t.app.wsHub.sendToUser(b.userId, { kind: 'barrier' });
    await cb.waitFor((m) => m.channel === 'user');
    expect(cb.messages.filter((m) => m.channel === 'user')).toEqual([expect.objectContaining({ data: { kind: 'barrier' } })]);
    cb.send({ op: 'auth', token: 'garbage' });
    expect(await cb.waitFor(isType('error'))).toMatchObject({ code: -99 });
    ca.ws.terminate();
    cb.ws.terminate();
  });
});

describe('origin', () => {
  it('refuses a foreign Origin and accepts an allowed one', async () => {
    const foreign = await connectWs(t, '/ws', { origin: 'http://evil.example' });
    expect(await foreign.waitClosed()).toBe(1008);
    const allowed = await connectWs(t, '/ws', { origin: 'http://allowed.example' });
    expect(await allowed.waitFor(isType('welcome'))).toBeTruthy();
    allowed.ws.terminate();
  });
});
