// The stream routes' hand-over of a listenKey to the user data streams (the UserStreams seam,
// issue 40): a listenKey in the path, as ?listenKey= or in a SUBSCRIBE is attached with the
// socket's market and wallet; its events reach the socket raw or wrapped under the key's name;
// an unknown one closes the socket (1008) or refuses the request; closing or unsubscribing
// detaches it. The market streams are a stub here (their own tests: tests/integration/binance).
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { ManualClock } from '../../../lib/clock.ts';
import { zodValidatorCompiler } from '../../../plugins/contract.ts';
import type { MarketStreams } from './market-streams.ts';
import { streamRoutes } from './routes.ts';
import type { StreamSink, UserStreams } from './user-streams.ts';

const KEY = 'k'.repeat(64);
const OTHER = 'o'.repeat(64);

/** A user-stream seam that knows KEY only and records what attaches and detaches. */
function fakeUserStreams() {
  const attached: { key: string; market: string; mode: string; sink: StreamSink }[] = [];
  const detached: string[] = [];
  const seam: UserStreams = {
    isListenKey: (name) => /^[A-Za-z0-9]{64}$/.test(name),
    attach(key, market, mode, sink) {
      if (key !== KEY) return null;
      attached.push({ key, market, mode, sink });
      return () => detached.push(key);
    },
  };
  return { seam, attached, detached };
}

const streams = { start: () => () => {}, listed: () => true, subscribe: () => {}, unsubscribe: () => {} } as unknown as MarketStreams;
const users = fakeUserStreams();
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(zodValidatorCompiler);
  await app.register(websocket);
  await app.register(async (scope) => streamRoutes(scope, { streams, clock: new ManualClock(1_000_000), userStreams: users.seam }));
  await app.ready();
});
afterAll(() => app.close());

/** A socket and the texts it receives (and its close code). */
async function open(path: string) {
  const texts: string[] = [];
  let closed: number | undefined;
  const ws: WebSocket = await app.injectWS(
    path,
    {},
    {
      onInit: (socket) => {
        socket.on('message', (m) => texts.push(m.toString()));
        socket.on('close', (code) => {
          closed = code;
        });
      },
    },
  );
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { ws, texts, closedWith: () => closed, until };
}

describe('a listenKey on a stream socket', () => {
  it('in the path: attached for the socket’s market and wallet; its events come raw; closing the socket detaches it', async () => {
    const c = await open(`/demo/market-stream/ws/${KEY}`);
    const attach = users.attached.at(-1);
    expect(attach).toMatchObject({ key: KEY, market: 'spot', mode: 'demo' });
    attach?.sink.send('{"e":"executionReport"}');
    await c.until(() => c.texts.length > 0);
    expect(c.texts).toEqual(['{"e":"executionReport"}']);
    c.ws.terminate();
    await c.until(() => users.detached.length > 0);
    expect(users.detached).toEqual([KEY]);
  });

  it('as ?listenKey= on a combined socket (/private/stream): wrapped under the key; the seam may close the socket', async () => {
    const c = await open(`/futures-stream/private/stream?listenKey=${KEY}`);
    const attach = users.attached.at(-1);
    expect(attach).toMatchObject({ market: 'futures', mode: 'real' });
    attach?.sink.send('{"e":"ORDER_TRADE_UPDATE"}');
    await c.until(() => c.texts.length > 0);
    expect(c.texts).toEqual([`{"stream":"${KEY}","data":{"e":"ORDER_TRADE_UPDATE"}}`]);
    attach?.sink.close(4000, 'listenKeyExpired');
    await c.until(() => c.closedWith() !== undefined);
    expect(c.closedWith()).toBe(4000);
  });

  it('an unknown one closes the socket with 1008; in a SUBSCRIBE it is refused, and LIST_SUBSCRIPTIONS / UNSUBSCRIBE see a known one', async () => {
    const unknown = await open(`/market-stream/ws/${OTHER}`);
    await unknown.until(() => unknown.closedWith() !== undefined);
    expect(unknown.closedWith()).toBe(1008);

    const c = await open('/market-stream/ws');
    const reply = async (body: object) => {
      const from = c.texts.length;
      c.ws.send(JSON.stringify(body));
      await c.until(() => c.texts.length > from);
      return JSON.parse(c.texts[from] as string);
    };
    expect(await reply({ method: 'SUBSCRIBE', params: [OTHER], id: 1 })).toEqual({
      error: { code: 2, msg: 'Invalid request: invalid stream' },
      id: 1,
    });
    const before = users.attached.length;
    expect(await reply({ method: 'SUBSCRIBE', params: [KEY], id: 2 })).toEqual({ result: null, id: 2 });
    expect(users.attached.length).toBe(before + 1);
    expect(await reply({ method: 'LIST_SUBSCRIPTIONS', id: 3 })).toEqual({ result: [KEY], id: 3 });
    const detachedBefore = users.detached.length;
    expect(await reply({ method: 'UNSUBSCRIBE', params: [KEY], id: 4 })).toEqual({ result: null, id: 4 });
    expect(users.detached.length).toBe(detachedBefore + 1);
    c.ws.close();
  });
});
