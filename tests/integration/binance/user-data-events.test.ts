// The spot user data stream's events (issue 40) through the spot WebSocket API, as Binance's
// clients receive them: a connection to the listening app (the ws package) subscribes by signature
// (`userDataStream.subscribe.signature`) and hears `{"subscriptionId","event"}` with Binance's
// `executionReport` for each change of the key's account's spot orders in the key's wallet (new, a
// trade as maker or taker, cancelled, expired) and `outboundAccountPosition` after its balance
// changes, whose amounts are /api/v3/account's; a listenKey's stream (the seam the stream routes
// use) hears the same. Nobody else's orders, no other wallet's. The WebSocket API's refusals in
// Binance's shape. BTC/USDT: tick 0.01, lot 0.0001 BTC, fees 0.1 % (quote coin). The ledger
// reconciles after every test.
import { afterEach, describe, expect, it } from 'vitest';
import { formatAmount } from '../../../shared/money.ts';
import { ExecutionReport, OutboundAccountPosition, WsApiAnswer } from '../../../shared/schemas/binance-user-data.ts';
import { createKey, keyOnly, keyTrader, limitBuy, recordingSink, subscribeSignature } from '../../helpers/binance.ts';
import { baseUrlOf } from '../../helpers/ccxt.ts';
import { fundsTestApp } from '../../helpers/funds.ts';
import { spotTrader } from '../../helpers/spot.ts';
import { connectWsUrl, type WsClient } from '../../helpers/ws.ts';

const env = fundsTestApp();
const USDT = (n: number) => BigInt(Math.round(n * 1e6));
const BTC = (n: number) => BigInt(Math.round(n * 1e8));
let price = 30_000;
/** A price level of its own for each test (the books are shared by the file's tests). */
const nextPrice = () => (price -= 100);

const open: WsClient[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.ws.close();
});

/** A WebSocket API connection to `mode`'s base. */
async function wsApi(mode: 'real' | 'demo') {
  const origin = (await baseUrlOf(env.t)).replace(/^http/, 'ws');
  const c = await connectWsUrl(`${origin}${mode === 'demo' ? '/demo' : ''}/ws-api/v3`);
  open.push(c);
  return c;
}

/** A request's answer (matched by id). */
const answerOf = async (c: WsClient, id: string | number) => WsApiAnswer.parse(await c.waitFor((m) => m.id === id));

/** A connection subscribed to `key`'s account; its subscription id. */
async function subscribed(mode: 'real' | 'demo', key: Parameters<typeof subscribeSignature>[1]) {
  const c = await wsApi(mode);
  c.send(subscribeSignature(env.t, key, 'sub'));
  const answer = await answerOf(c, 'sub');
  expect(answer, JSON.stringify(answer)).toMatchObject({ status: 200, result: { subscriptionId: 0 } });
  return c;
}

type Event = Record<string, unknown> & { e: string };
/** The events a connection has heard so far, of one type. */
const eventsOf = (c: WsClient, type: string) =>
  c.messages.filter((m) => (m.event as Event | undefined)?.e === type).map((m) => m.event as Event);
/** Waits until the connection has heard `n` events of `type`; returns them all. */
async function waitEvents(c: WsClient, type: string, n: number) {
  await c.waitFor(() => eventsOf(c, type).length >= n);
  return eventsOf(c, type);
}

describe('executionReport and outboundAccountPosition by signature subscription', () => {
  it('a limit order placed by key: NEW, a TRADE as maker filled by another user, CANCELED; the balances are /account’s', async () => {
    const p = nextPrice();
    const u = await keyTrader(env.t, 'demo', { USDT: USDT(10_000) });
    const other = await keyTrader(env.t, 'demo', { BTC: BTC(1) });
    const c = await subscribed('demo', u.key);
    // the same events on a listenKey's stream
    const { listenKey } = (await keyOnly(env.t, u.key, 'POST', '/demo/api/v3/userDataStream')).body as { listenKey: string };
    const sink = recordingSink();
    env.t.app.services.binanceUserStreams.attach(listenKey, 'spot', 'demo', sink);

    const placed = await u.ok('POST', '/order', limitBuy(p, '0.02', { newClientOrderId: 'bot-1' }));
    const [created] = await waitEvents(c, 'executionReport', 1);
    expect(ExecutionReport.parse(created)).toEqual({
      e: 'executionReport',
      E: env.t.clock.now(),
      s: 'BTCUSDT',
      c: 'bot-1',
      S: 'BUY',
      o: 'LIMIT',
      f: 'GTC',
      q: '0.0200',
      p: `${p}.00`,
      P: '0.00',
      F: '0.0000',
      g: -1,
      C: '',
      x: 'NEW',
      X: 'NEW',
      r: 'NONE',
      i: placed.orderId,
      l: '0.0000',
      z: '0.0000',
      L: '0.00',
      n: '0',
      N: null,
      T: placed.transactTime,
      t: -1,
      I: 0,
      w: true,
      m: false,
      M: false,
      O: placed.transactTime,
      Z: '0.000000',
      Y: '0.000000',
      Q: '0.000000',
      W: placed.transactTime,
      V: 'EXPIRE_TAKER',
    });

    // another user's sell by key takes half of it: u's order trades as the maker
    env.t.clock.advance(1000);
    const sold = await other.ok('POST', '/order', { symbol: 'BTCUSDT', side: 'SELL', type: 'MARKET', quantity: '0.01' });
    const [, trade] = await waitEvents(c, 'executionReport', 2);
    const value = USDT(p * 0.01);
    expect(ExecutionReport.parse(trade)).toMatchObject({
      i: placed.orderId,
      c: 'bot-1',
      x: 'TRADE',
      X: 'PARTIALLY_FILLED',
      l: '0.0100',
      L: `${p}.00`,
      z: '0.0100',
      Y: formatAmount(value, 6),
      Z: formatAmount(value, 6),
      n: formatAmount(value / 1000n, 6),
      N: 'USDT',
      t: sold.fills[0].tradeId,
      T: env.t.clock.now(),
      m: true,
      w: true,
    });

    env.t.clock.advance(1000);
    await u.ok('DELETE', '/order', { symbol: 'BTCUSDT', orderId: String(placed.orderId) });
    const [, , cancelled] = await waitEvents(c, 'executionReport', 3);
    expect(ExecutionReport.parse(cancelled)).toMatchObject({
      i: placed.orderId,
      x: 'CANCELED',
      X: 'CANCELED',
      C: 'bot-1',
      z: '0.0100',
      Z: formatAmount(value, 6),
      l: '0.0000',
      T: env.t.clock.now(),
      w: false,
    });
    // only u's own order: never the other user's
    expect(eventsOf(c, 'executionReport').map((e) => e.i)).toEqual([placed.orderId, placed.orderId, placed.orderId]);

    // each balance change told the changed coins; the last of each is what /account says
    const positions = eventsOf(c, 'outboundAccountPosition').map((e) => OutboundAccountPosition.parse(e));
    expect(positions.length).toBeGreaterThanOrEqual(3);
    const last = new Map<string, { f: string; l: string }>();
    for (const position of positions) for (const b of position.B) last.set(b.a, { f: b.f, l: b.l });
    const account = (await u.ok('GET', '/account')) as { balances: { asset: string; free: string; locked: string }[] };
    for (const asset of ['USDT', 'BTC']) {
      const b = account.balances.find((x) => x.asset === asset);
      expect(last.get(asset), asset).toEqual({ f: b?.free, l: b?.locked });
    }
    expect(last.get('BTC')).toEqual({ f: '0.01000000', l: '0.00000000' });

    // the listenKey's stream heard the same events, unwrapped
    const heard = sink.events.filter((e) => e.e === 'executionReport');
    expect(heard).toEqual(eventsOf(c, 'executionReport'));
  });

  it('a market order by key: NEW and its TRADEs (the last FILLED); one the book cannot fill whole EXPIRED after its trade', async () => {
    const p = nextPrice();
    const u = await keyTrader(env.t, 'real', { USDT: USDT(10_000), BTC: BTC(1) });
    const other = await spotTrader(env.t, { BTC: BTC(1), USDT: USDT(10_000) });
    const c = await subscribed('real', u.key);
    await other.place({ side: 'sell', type: 'limit', price: `${p}`, quantity: '0.01' });
    await other.place({ side: 'sell', type: 'limit', price: `${p + 1}`, quantity: '0.01' });

    // 0.015 BTC across two asks: NEW, TRADE (partially), TRADE (filled)
    const sell = { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET' };
    const cost = formatAmount((USDT(p * 0.01 + (p + 1) * 0.005) * 1001n) / 1000n, 6);
    const bought = await u.ok('POST', '/order', { ...sell, quoteOrderQty: cost });
    expect(bought.status).toBe('FILLED');
    const reports = await waitEvents(c, 'executionReport', 3);
    expect(reports.map((r) => [r.i, r.x, r.X, r.l, r.z, r.L, r.m, r.w])).toEqual([
      [bought.orderId, 'NEW', 'NEW', '0.0000', '0.0000', '0.00', false, false],
      [bought.orderId, 'TRADE', 'PARTIALLY_FILLED', '0.0100', '0.0100', `${p}.00`, false, false],
      [bought.orderId, 'TRADE', 'FILLED', '0.0050', '0.0150', `${p + 1}.00`, false, false],
    ]);
    expect(reports.map((r) => r.t)).toEqual([-1, ...bought.fills.map((f: { tradeId: number }) => f.tradeId)]);

    // 0.01 BTC more wanted than the book holds: it takes the 0.005 left and expires
    const sellAll = await u.ok('POST', '/order', { ...sell, quoteOrderQty: formatAmount(USDT((p + 1) * 0.015 * 1.001), 6) });
    expect(sellAll.status).toBe('EXPIRED');
    const more = (await waitEvents(c, 'executionReport', 6)).slice(3);
    expect(more.map((r) => [r.i, r.x, r.X, r.l, r.z])).toEqual([
      [sellAll.orderId, 'NEW', 'NEW', '0.0000', '0.0000'],
      [sellAll.orderId, 'TRADE', 'PARTIALLY_FILLED', '0.0050', '0.0050'],
      [sellAll.orderId, 'EXPIRED', 'EXPIRED', '0.0000', '0.0050'],
    ]);
    // nothing left to take: NEW and EXPIRED at once
    const none = await u.ok('POST', '/order', { symbol: 'BTCUSDT', side: 'SELL', type: 'MARKET', quantity: '0.001' });
    const unfilled = (await waitEvents(c, 'executionReport', 8)).slice(6);
    expect(unfilled.map((r) => [r.i, r.x, r.X, r.z])).toEqual([
      [none.orderId, 'NEW', 'NEW', '0.0000'],
      [none.orderId, 'EXPIRED', 'EXPIRED', '0.0000'],
    ]);
  });

  it('the key’s wallet only: a real key hears nothing of the same user’s demo orders, nor of the web client’s other users', async () => {
    const p = nextPrice();
    const u = await keyTrader(env.t, 'real', { USDT: USDT(1000) });
    const c = await subscribed('real', u.key);
    // the same user's demo wallet order (web client), another user's real order
    env.t.app.services.demo.ensure(u.userId);
    await u.place({ side: 'buy', type: 'limit', price: `${p}`, quantity: '0.01', mode: 'demo' });
    const stranger = await spotTrader(env.t, { USDT: USDT(1000) });
    await stranger.place({ side: 'buy', type: 'limit', price: `${p}`, quantity: '0.01' });
    // the user's own real order from the web client: heard (it is the account's, whoever placed it)
    const own = await u.place({ side: 'buy', type: 'limit', price: `${p}`, quantity: '0.01' });
    const [report] = await waitEvents(c, 'executionReport', 1);
    expect(report).toMatchObject({ i: own.id, c: `web_${own.id}`, x: 'NEW' });
    await u.cancel(own.id);
    await waitEvents(c, 'executionReport', 2);
    expect(eventsOf(c, 'executionReport').map((e) => e.i)).toEqual([own.id, own.id]);
    // (the demo wallet's balance changes are not the real key's either)
    for (const position of eventsOf(c, 'outboundAccountPosition')) {
      const usdt = (position.B as { a: string; f: string }[]).find((b) => b.a === 'USDT');
      if (usdt) expect(Number(usdt.f)).toBeLessThanOrEqual(1000);
    }
  });
});

describe('the WebSocket API', () => {
  it('ping, time, session.subscriptions; refusals: bad signature, another wallet, another address, a stale timestamp, an unknown method, a logon', async () => {
    const u = await keyTrader(env.t, 'demo');
    const c = await wsApi('demo');
    c.send({ id: 'p', method: 'ping' });
    expect(await answerOf(c, 'p')).toMatchObject({
      status: 200,
      result: {},
      rateLimits: [{ rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: 6000 }],
    });
    c.send({ id: 2, method: 'time' });
    expect(await answerOf(c, 2)).toMatchObject({ status: 200, result: { serverTime: env.t.clock.now() } });

    c.send(subscribeSignature(env.t, u.key, 'bad', { secret: 'x'.repeat(64) }));
    expect(await answerOf(c, 'bad')).toMatchObject({
      status: 400,
      error: { code: -1022, msg: 'Signature for this request is not valid.' },
    });
    c.send(subscribeSignature(env.t, u.key, 'old', { timestamp: env.t.clock.now() - 60_000 }));
    expect((await answerOf(c, 'old')).error?.code).toBe(-1021);
    c.send({ ...subscribeSignature(env.t, u.key, 'extra'), params: { ...subscribeSignature(env.t, u.key, 'extra').params, x: 1 } });
    expect((await answerOf(c, 'extra')).error?.code).toBe(-1104);
    c.send({ id: 'nokey', method: 'userDataStream.subscribe.signature', params: { timestamp: env.t.clock.now() } });
    expect((await answerOf(c, 'nokey')).error?.code).toBe(-2014);
    c.send({ id: 'what', method: 'order.dance' });
    expect((await answerOf(c, 'what')).error?.code).toBe(-1020);
    c.send({ id: 'proto', method: 'constructor' });
    expect((await answerOf(c, 'proto')).error?.code).toBe(-1020);
    c.send({ id: 'logon', method: 'session.logon', params: {} });
    expect((await answerOf(c, 'logon')).error).toEqual({ code: -4056, msg: 'HMAC_SHA256 API key is not supported.' });
    c.send({ id: 'udss', method: 'userDataStream.subscribe' });
    expect((await answerOf(c, 'udss')).error?.code).toBe(-1002);
    c.send('not json');
    expect((await c.waitFor((m) => m.id === null)).error).toMatchObject({ code: -1013 });

    // a demo key on the real wallet's WebSocket API: refused once the signature holds
    const real = await wsApi('real');
    real.send(subscribeSignature(env.t, u.key, 'wrong'));
    const wrong = await answerOf(real, 'wrong');
    expect(wrong).toMatchObject({ status: 401, error: { code: -2015 } });
    expect(wrong.error?.msg).toContain('/demo/ws-api/v3');

    // a key allowed from another address only
    const elsewhere = await createKey(u.a, { mode: 'demo', ipAllowList: ['10.1.2.3'] });
    c.send(subscribeSignature(env.t, elsewhere, 'ip'));
    expect((await answerOf(c, 'ip')).error).toMatchObject({ code: -2015, msg: expect.stringContaining('127.0.0.1') });

    // nothing was subscribed by the refusals
    c.send({ id: 'subs', method: 'session.subscriptions' });
    expect((await answerOf(c, 'subs')).result).toEqual([]);
    c.send(subscribeSignature(env.t, u.key, 'ok'));
    expect((await answerOf(c, 'ok')).result).toEqual({ subscriptionId: 0 });
    c.send(subscribeSignature(env.t, u.key, 'twice'));
    expect((await answerOf(c, 'twice')).error?.code).toBe(-2035);
    c.send({ id: 'subs2', method: 'session.subscriptions' });
    expect((await answerOf(c, 'subs2')).result).toEqual([{ subscriptionId: 0 }]);
  });

  it('unsubscribe stops the events; a revoked key ends its subscription with eventStreamTerminated', async () => {
    const p = nextPrice();
    const u = await keyTrader(env.t, 'demo', { USDT: USDT(1000) });
    const c = await subscribed('demo', u.key);
    c.send({ id: 'u1', method: 'userDataStream.unsubscribe', params: { subscriptionId: 0 } });
    expect((await answerOf(c, 'u1')).result).toEqual({});
    c.send({ id: 'u2', method: 'userDataStream.unsubscribe', params: { subscriptionId: 0 } });
    expect((await answerOf(c, 'u2')).error?.code).toBe(-2036);
    const placed = await u.ok('POST', '/order', limitBuy(p, '0.01'));
    // subscribed again: its next subscription id, and the events from then on
    c.send(subscribeSignature(env.t, u.key, 's2'));
    expect((await answerOf(c, 's2')).result).toEqual({ subscriptionId: 1 });
    await u.ok('DELETE', '/order', { symbol: 'BTCUSDT', orderId: String(placed.orderId) });
    const [report] = await waitEvents(c, 'executionReport', 1);
    expect(report).toMatchObject({ i: placed.orderId, x: 'CANCELED' });
    expect(c.messages.find((m) => (m.event as Event | undefined)?.e === 'executionReport')?.subscriptionId).toBe(1);

    expect((await u.a.post(`/api/user/api-keys/${u.key.id}/revoke`)).body.code).toBe(0);
    const ended = await c.waitFor((m) => (m.event as Event | undefined)?.e === 'eventStreamTerminated');
    expect(ended).toEqual({ subscriptionId: 1, event: { e: 'eventStreamTerminated', E: env.t.clock.now() } });
    expect(env.t.app.services.binanceUserStreams.streamCount(u.userId)).toBe(0);
    // the connection stays; the revoked key cannot subscribe again
    c.send(subscribeSignature(env.t, u.key, 's3'));
    expect((await answerOf(c, 's3')).error?.code).toBe(-2015);
  });
});
