// A client that stops reading (decision 107): over TCP, its socket paused while the market ticks
// and private events flow. The server holds one update per market channel for it (memory bounded
// by its subscriptions) and its private events in order; when it reads again it gets each
// channel's newest value and every private event once, in order. A reader whose private events
// pass the bound is closed with 1013 instead.
import type { Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { MAX_QUEUED_BYTES, SLOW_READER_BYTES, WS_SLOW_READER } from '../../server/modules/realtime/hub.ts';
import { registerAndLogin } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { connectWsUrl, listenLocally, type WsClient } from '../helpers/ws.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  port = await listenLocally(t);
});
afterAll(() => t.close());
afterEach(() => {
  Object.assign(t.app.wsHub.limits, { slowReaderBytes: SLOW_READER_BYTES, maxQueuedBytes: MAX_QUEUED_BYTES });
});

type Message = Record<string, unknown>;
const MARKET = [
  { op: 'subscribe', channel: 'quotes' },
  { op: 'subscribe', channel: 'ticker', symbol: 'BTC/USDT' },
  { op: 'subscribe', channel: 'candles', symbol: 'BTC/USDT', period: '1d' },
];

/** A private connection subscribed to three market channels, its TCP socket paused (it reads nothing). */
async function pausedReader(): Promise<{ c: WsClient; userId: number; socket: Socket }> {
  const a = await registerAndLogin(t);
  const c = await connectWsUrl(`ws://127.0.0.1:${port}/ws?token=${encodeURIComponent(a.token)}`);
  for (const m of MARKET) c.send(m);
  for (const channel of ['quotes', 'ticker', 'candles']) await c.waitFor((m) => m.type === 'snapshot' && m.channel === channel);
  const socket = (c.ws as unknown as { _socket: Socket })._socket;
  socket.pause();
  return { c, userId: a.userId, socket };
}

const FILLER = 128 * 1024;

/**
 * Private events big enough to fill the loopback's buffers until the server holds one for the
 * paused reader (it is a slow reader then): quicker than thousands of ticks.
 */
function fill(userId: number, events: number[]) {
  for (let i = 0; i < 200 && t.app.wsHub.slowReaders().length === 0; i++) {
    events.push(events.length);
    t.app.wsHub.sendToUser(userId, { kind: 'test', n: events.length - 1, pad: 'x'.repeat(FILLER) });
  }
  expect(t.app.wsHub.slowReaders(), 'the paused reader never became a slow reader').toHaveLength(1);
}

/** Market ticks, with a private event every 5th. */
function tick(userId: number, ticks: number, events: number[]) {
  for (let i = 0; i < ticks; i++) {
    t.clock.advance(1000);
    t.app.market.tick();
    if (i % 5 === 0) {
      events.push(events.length);
      t.app.wsHub.sendToUser(userId, { kind: 'test', n: events.length - 1 });
    }
  }
}

it('a paused reader: one held update per market channel, then the newest of each and every private event in order', async () => {
  t.app.wsHub.limits.slowReaderBytes = 64 * 1024;
  const { c, userId, socket } = await pausedReader();
  const events: number[] = [];
  fill(userId, events);
  const before = t.app.wsHub.slowReaders()[0]?.queuedBytes ?? 0;
  tick(userId, 20, events);
  // bounded: one update per market channel, and the private events (about 100 bytes each)
  const [held] = t.app.wsHub.slowReaders();
  expect(held?.heldChannels).toBe(3);
  expect((held?.queuedBytes ?? 0) - before).toBeLessThan(4 * 150);
  const last = t.app.market.currentSeq;

  socket.resume();
  const newest = (channel: string) => c.waitFor((m) => m.type === 'update' && m.channel === channel && m.seq === last);
  const [quotes, ticker, candles] = await Promise.all([newest('quotes'), newest('ticker'), newest('candles')]);
  // the newest value of each channel, marked as carrying the updates it folded in
  expect(quotes).toMatchObject({ coalesced: true });
  expect((quotes.data as { symbol: string; price: string }[]).map((q) => [q.symbol, q.price])).toEqual(
    expect.arrayContaining(t.app.market.quotes().map((q) => [q.symbol, q.price])),
  );
  expect(ticker).toMatchObject({ coalesced: true, data: t.app.market.quote('BTC/USDT') });
  expect(candles).toMatchObject({ coalesced: true, data: { close: t.app.market.quote('BTC/USDT')?.price } });
  // nothing coalesced comes twice, and updates arrive in seq order per channel
  for (const channel of ['quotes', 'ticker', 'candles']) {
    const seqs = c.messages.filter((m: Message) => m.type === 'update' && m.channel === channel).map((m) => m.seq as number);
    expect(seqs, channel).toEqual([...seqs].sort((x, y) => x - y));
    expect(new Set(seqs).size, channel).toBe(seqs.length);
  }
  // every private event, once, in order
  await c.waitFor((m) => m.channel === 'user' && (m.data as { n?: number }).n === events.length - 1);
  const got = c.messages.filter((m) => m.channel === 'user' && m.type === 'update').map((m) => (m.data as { n: number }).n);
  expect(got).toEqual(events);
  expect(t.app.wsHub.slowReaders()).toEqual([]);
  c.ws.terminate();
});

it('a reader too slow for its private events is closed with 1013 (it reconnects and resumes)', async () => {
  Object.assign(t.app.wsHub.limits, { slowReaderBytes: 64 * 1024, maxQueuedBytes: FILLER + 4096 });
  const { c, userId, socket } = await pausedReader();
  const events: number[] = [];
  fill(userId, events);
  tick(userId, 5, events);
  expect(t.app.wsHub.privateConnectionCount(userId)).toBe(1);
  for (let n = 0; n < 1000 && t.app.wsHub.privateConnectionCount(userId) > 0; n++) t.app.wsHub.sendToUser(userId, { kind: 'test', n });
  // the hub let go of it at once (nothing more is held for it), before the client hears
  expect(t.app.wsHub.privateConnectionCount(userId)).toBe(0);
  expect(t.app.wsHub.slowReaders()).toEqual([]);
  socket.resume();
  expect(await c.waitClosed()).toBe(WS_SLOW_READER);
});
