// Binance's market streams, the socket's protocol (issue 40, docs/decisions/096-binance-streams.md):
// the addresses (/ws, /ws/<stream>…, /stream?streams=, futures' /public /market /private), the
// requests (SUBSCRIBE, UNSUBSCRIBE, LIST_SUBSCRIPTIONS, SET_PROPERTY, GET_PROPERTY) and
// Binance's answers and refusals (codes 0–3), a path segment naming no stream ignored (CCXT's
// /ws/<n>), the messages-per-second limit, an unknown listenKey.
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../../helpers/app.ts';
import { baseUrlOf } from '../../helpers/ccxt.ts';
import { connectWs, type WsClient } from '../../helpers/ws.ts';

const env = appForFile();

/** A frame of the market: the clock a second on, one tick. */
function tick() {
  env.t.clock.advance(1000);
  return env.t.app.market.tick();
}

const answerTo = (id: unknown) => (m: Record<string, unknown>) => m.id === id && ('result' in m || 'error' in m);
/** A request and its answer (a quarter of a second later on the clock: within Binance's 5 messages a second). */
async function request(c: WsClient, body: Record<string, unknown>) {
  const from = c.messages.length;
  env.t.clock.advance(250);
  c.send(body);
  return c.waitFor(answerTo(body.id), from);
}
const events = (c: WsClient, e: string) => c.messages.filter((m) => m.e === e);

describe('the addresses', () => {
  it('/ws/<stream>/<stream>: raw events of the streams in the path; a segment naming no stream (CCXT’s /ws/0) is ignored', async () => {
    const c = await connectWs(env.t, '/market-stream/ws/btcusdt@miniTicker/0/ethusdt@kline_1m');
    expect(await request(c, { method: 'LIST_SUBSCRIPTIONS', id: 1 })).toEqual({
      result: ['btcusdt@miniTicker', 'ethusdt@kline_1m'],
      id: 1,
    });
    const frame = tick();
    const mini = await c.waitFor((m) => m.e === '24hrMiniTicker');
    const btc = frame.quotes.find((q) => q.symbol === 'BTC/USDT');
    expect(mini).toEqual({
      e: '24hrMiniTicker',
      E: frame.time,
      s: 'BTCUSDT',
      c: btc?.price,
      o: btc?.open,
      h: btc?.high,
      l: btc?.low,
      v: btc?.volume,
      q: btc?.turnover,
    });
    const kline = await c.waitFor((m) => m.e === 'kline');
    expect(kline).toMatchObject({ s: 'ETHUSDT', k: { s: 'ETHUSDT', i: '1m', x: false } });
    c.ws.terminate();
  });

  it('/stream?streams=a/b: every event wrapped {"stream","data"}; SET_PROPERTY combined false unwraps them, GET_PROPERTY says so', async () => {
    const c = await connectWs(env.t, '/market-stream/stream?streams=btcusdt@miniTicker/BTCUSDT@ticker');
    expect(await request(c, { method: 'GET_PROPERTY', params: ['combined'], id: 'a1' })).toEqual({ result: true, id: 'a1' });
    // the symbol in lower case is the stream's name
    expect(await request(c, { method: 'LIST_SUBSCRIPTIONS', id: 2 })).toEqual({ result: ['btcusdt@miniTicker', 'btcusdt@ticker'], id: 2 });
    tick();
    const wrapped = await c.waitFor((m) => m.stream === 'btcusdt@ticker');
    expect(Object.keys(wrapped).sort()).toEqual(['data', 'stream']);
    expect(wrapped.data).toMatchObject({ e: '24hrTicker', s: 'BTCUSDT' });
    expect(await request(c, { method: 'SET_PROPERTY', params: ['combined', false], id: 3 })).toEqual({ result: null, id: 3 });
    expect(await request(c, { method: 'GET_PROPERTY', params: ['combined'], id: 4 })).toEqual({ result: false, id: 4 });
    const from = c.messages.length;
    tick();
    expect(await c.waitFor((m) => m.e === '24hrMiniTicker', from)).toMatchObject({ s: 'BTCUSDT' });
    c.ws.terminate();
  });

  it('futures below their base and below /public, /market and /private; the demo wallet’s below /demo', async () => {
    for (const path of [
      '/futures-stream/ws',
      '/futures-stream/public/ws/1',
      '/futures-stream/market/stream?streams=btcusdt@markPrice@1s',
      '/futures-stream/private/ws',
      '/demo/futures-stream/market/ws',
      '/demo/market-stream/ws/7',
    ]) {
      const c = await connectWs(env.t, path);
      const answer = await request(c, { method: 'SUBSCRIBE', params: ['btcusdt@kline_1m'], id: 9 });
      expect(answer, path).toEqual({ result: null, id: 9 });
      tick();
      const kline = await c.waitFor((m) => m.e === 'kline' || (m.data as { e?: string } | undefined)?.e === 'kline');
      expect(kline, path).toBeDefined();
      c.ws.terminate();
    }
  });
});

describe('the requests', () => {
  it('SUBSCRIBE, LIST_SUBSCRIPTIONS and UNSUBSCRIBE: events only while subscribed', async () => {
    const c = await connectWs(env.t, '/market-stream/ws/0');
    expect(await request(c, { method: 'SUBSCRIBE', params: ['btcusdt@miniTicker', 'ethusdt@miniTicker'], id: 1 })).toEqual({
      result: null,
      id: 1,
    });
    expect(await request(c, { method: 'LIST_SUBSCRIPTIONS', id: 2 })).toEqual({
      result: ['btcusdt@miniTicker', 'ethusdt@miniTicker'],
      id: 2,
    });
    tick();
    await c.waitFor((m) => m.s === 'ETHUSDT');
    expect(await request(c, { method: 'UNSUBSCRIBE', params: ['ethusdt@miniTicker', 'solusdt@miniTicker'], id: 3 })).toEqual({
      result: null,
      id: 3,
    });
    expect(await request(c, { method: 'LIST_SUBSCRIPTIONS', id: 4 })).toEqual({ result: ['btcusdt@miniTicker'], id: 4 });
    const from = c.messages.length;
    tick();
    await c.waitFor((m) => m.s === 'BTCUSDT', from);
    // (the same frame's ETH event would have come before or with BTC's)
    expect(c.messages.slice(from).filter((m) => m.s === 'ETHUSDT')).toEqual([]);
    c.ws.terminate();
  });

  it('refusals in Binance’s codes and words; the socket stays open', async () => {
    const c = await connectWs(env.t, '/market-stream/ws');
    c.send('{"method": "SUBSCRIBE", ');
    expect(await c.waitFor((m) => 'error' in m)).toMatchObject({
      error: { code: 3, msg: expect.stringMatching(/^Invalid JSON: /) },
      id: null,
    });
    const refusal = async (body: unknown, id: unknown, code: number, msg: string) => {
      const from = c.messages.length;
      env.t.clock.advance(250);
      c.send(body);
      expect(await c.waitFor((m) => 'error' in m, from), JSON.stringify(body)).toEqual({ error: { code, msg }, id });
    };
    await refusal({ params: [], id: 1 }, null, 2, 'Invalid request: missing field `method`');
    await refusal({ method: 'SUBSCRIBE', params: [] }, null, 2, 'Invalid request: request ID must be an unsigned integer');
    await refusal({ method: 'SUBSCRIBE', params: [], id: 'not-alnum' }, null, 2, 'Invalid request: request ID must be an unsigned integer');
    await refusal(
      { method: 'SUBSCRIB', params: [], id: 2 },
      2,
      2,
      'Invalid request: unknown variant `SUBSCRIB`, expected one of `SUBSCRIBE`, `UNSUBSCRIBE`, `LIST_SUBSCRIPTIONS`, `SET_PROPERTY`, `GET_PROPERTY`',
    );
    // not a stream name; an interval or a depth the platform does not have; a symbol not listed; a futures-only stream on spot
    for (const name of ['btcusdt', 'btcusdt@kline_3m', 'btcusdt@depth7', 'btcusdt@depth@250ms', 'ethbtc@trade', 'btcusdt@markPrice']) {
      await refusal({ method: 'SUBSCRIBE', params: [name], id: 5 }, 5, 2, 'Invalid request: invalid stream');
    }
    // one bad name refuses the request: nothing was subscribed
    await refusal({ method: 'SUBSCRIBE', params: ['btcusdt@trade', 'nope'], id: 6 }, 6, 2, 'Invalid request: invalid stream');
    expect(await request(c, { method: 'LIST_SUBSCRIPTIONS', id: 7 })).toEqual({ result: [], id: 7 });
    await refusal({ method: 'SET_PROPERTY', params: [1, true], id: 8 }, 8, 2, 'Invalid request: property name must be a string');
    await refusal({ method: 'SET_PROPERTY', params: ['compact', true], id: 9 }, 9, 0, 'Unknown property');
    await refusal({ method: 'SET_PROPERTY', params: ['combined', 'yes'], id: 10 }, 10, 1, 'Invalid value type: expected Boolean');
    await refusal({ method: 'GET_PROPERTY', params: ['size'], id: 11 }, 11, 0, 'Unknown property');
    expect(c.closedWith()).toBeUndefined();
    c.ws.terminate();
  });

  it('more messages than Binance allows in a second (5 spot, 10 futures) close the socket with 1008', async () => {
    for (const [path, limit] of [
      ['/market-stream/ws', 5],
      ['/futures-stream/ws', 10],
    ] as const) {
      const c = await connectWs(env.t, path);
      for (let i = 1; i <= limit; i++) c.send({ method: 'LIST_SUBSCRIPTIONS', id: i });
      await c.waitFor(answerTo(limit));
      // a second later the count starts again
      env.t.clock.advance(1000);
      for (let i = 1; i <= limit; i++) c.send({ method: 'LIST_SUBSCRIPTIONS', id: 100 + i });
      await c.waitFor(answerTo(100 + limit));
      expect(c.closedWith(), path).toBeUndefined();
      c.send({ method: 'LIST_SUBSCRIPTIONS', id: 999 });
      expect(await c.waitClosed(), path).toBe(1008);
      expect(c.messages.some((m) => m.id === 999)).toBe(false);
    }
  });

  it('a listenKey the platform does not know ends the connection (1008), in the path or as ?listenKey=', async () => {
    const key = 'A'.repeat(64);
    for (const path of [`/futures-stream/private/ws?listenKey=${key}`, `/market-stream/ws?listenKey=${key}`]) {
      const c = await connectWs(env.t, path);
      expect(await c.waitClosed(), path).toBe(1008);
    }
  });

  it('the server answers a client’s ping with a pong', async () => {
    const origin = (await baseUrlOf(env.t)).replace('http', 'ws');
    const ws = new WebSocket(`${origin}/market-stream/ws`);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    const pong = new Promise<string>((resolve) => ws.once('pong', (data) => resolve(data.toString())));
    ws.ping('hello');
    expect(await pong).toBe('hello');
    ws.close();
  });
});

describe('an event is serialized once per stream', () => {
  it('every socket of a stream gets the same text; raw and combined sockets alike', async () => {
    const raw = await Promise.all([
      connectWs(env.t, '/market-stream/ws/btcusdt@ticker'),
      connectWs(env.t, '/market-stream/ws/btcusdt@ticker'),
    ]);
    const combined = await connectWs(env.t, '/market-stream/stream?streams=btcusdt@ticker');
    const sent: string[] = [];
    for (const c of [...raw, combined]) c.ws.on('message', (m) => sent.push(m.toString()));
    tick();
    await Promise.all([...raw, combined].map((c) => c.waitFor((m) => m.e === '24hrTicker' || m.stream === 'btcusdt@ticker')));
    expect(sent[0]).toBe(sent[1]);
    expect(sent[2]).toBe(`{"stream":"btcusdt@ticker","data":${sent[0]}}`);
    expect(events(raw[0] as WsClient, '24hrTicker').length).toBe(1);
    for (const c of [...raw, combined]) c.ws.terminate();
  });
});
