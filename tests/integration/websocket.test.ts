// The websocket endpoint shares the API's port: greeting, ping/pong, bad messages, Origin.
import type { WebSocket } from 'ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function connect(headers: Record<string, string> = {}) {
  const messages: unknown[] = [];
  let closed: number | undefined;
  const ws: WebSocket = await t.app.injectWS('/ws', { headers }, {
    onInit: (socket) => {
      socket.on('message', (m) => messages.push(JSON.parse(m.toString())));
      socket.on('close', (code) => {
        closed = code;
      });
    },
  });
  const next = async (n: number) => {
    for (let i = 0; i < 100 && messages.length < n; i++) await new Promise((r) => setTimeout(r, 10));
    return messages.slice(0, n);
  };
  return { ws, messages, next, closedWith: () => closed };
}

it('greets, answers pings and survives malformed messages', async () => {
  const c = await connect();
  expect((await c.next(1))[0]).toEqual({ type: 'welcome', serverTime: t.clock.now() });
  c.ws.send('not json');
  c.ws.send(JSON.stringify({ type: 'launch-rockets' }));
  c.ws.send(JSON.stringify({ type: 'ping', id: 7 }));
  const [, bad1, bad2, pong] = await c.next(4);
  expect(bad1).toMatchObject({ type: 'error', msg: expect.any(String) });
  expect(bad2).toMatchObject({ type: 'error' });
  expect(pong).toEqual({ type: 'pong', id: 7, serverTime: t.clock.now() });
  c.ws.terminate();
});

it('refuses a foreign Origin and accepts an allowed one', async () => {
  const foreign = await connect({ origin: 'http://evil.example' });
  for (let i = 0; i < 100 && foreign.closedWith() === undefined; i++) await new Promise((r) => setTimeout(r, 10));
  expect(foreign.closedWith()).toBe(1008);
  const allowed = await connect({ origin: 'http://allowed.example' });
  expect((await allowed.next(1))[0]).toMatchObject({ type: 'welcome' });
  allowed.ws.terminate();
});
