// The web client's one connection (client/src/lib/socket.ts) against the real /ws endpoint:
// after its connection is lost, it reconnects and resumes its channels from where it was
// (issue 35, decision 081) — the ticks and private events it missed arrive once each, in
// order, with no snapshot in between. Over TCP, with Node's `ws` as the browser's WebSocket.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { type ChannelFrame, type ChannelSpec, SocketManager } from '../../client/src/lib/socket.ts';
import { registerAndLogin } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { listenLocally } from '../helpers/ws.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  port = await listenLocally(t);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

/** The frames a listener got; `until` resolves when they satisfy a condition (checked on each). */
function recorder(manager: SocketManager, spec: ChannelSpec) {
  const frames: ChannelFrame[] = [];
  const waiters = new Set<() => void>();
  manager.subscribe(spec, (frame) => {
    frames.push(frame);
    for (const w of [...waiters]) w();
  });
  const until = (done: (frames: ChannelFrame[]) => boolean, what: string) =>
    new Promise<void>((resolve, reject) => {
      if (done(frames)) return resolve();
      // a guard against a hang, never a wait for time to pass (the reconnect backoff is < 1 s)
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}: ${JSON.stringify(frames)}`)), 10_000);
      const waiter = () => {
        if (!done(frames)) return;
        clearTimeout(timer);
        waiters.delete(waiter);
        resolve();
      };
      waiters.add(waiter);
    });
  return { frames, until };
}

it('a lost connection resumes: the missed ticks and private events once each, in order, no snapshot', async () => {
  const a = await registerAndLogin(t);
  const localStorage = memoryStorage();
  localStorage.setItem('Authorization', a.token);
  localStorage.setItem('socuid', String(a.userId));
  vi.stubGlobal('WebSocket', WebSocket);
  vi.stubGlobal('window', {
    localStorage,
    sessionStorage: memoryStorage(),
    location: { protocol: 'http:', host: `127.0.0.1:${port}` },
    addEventListener: () => {},
  });
  const urls: string[] = [];
  const manager = new SocketManager((url) => {
    urls.push(url);
    return new WebSocket(url) as unknown as globalThis.WebSocket;
  });
  try {
    const ticker = recorder(manager, { channel: 'ticker', symbol: 'BTC/USDT' });
    const user = recorder(manager, { channel: 'user' });
    await ticker.until((f) => f[0]?.type === 'snapshot', 'the ticker snapshot');
    await user.until((f) => f[0]?.type === 'snapshot', 'the user snapshot');
    const first = ticker.frames[0]?.seq as number;

    const tick = () => {
      t.clock.advance(1000);
      return t.app.market.tick().seq;
    };
    const event = (n: number) => t.app.wsHub.sendToUser(a.userId, { kind: 'test', n });
    tick();
    event(1);
    await ticker.until((f) => f.at(-1)?.seq === first + 1, 'a live tick');
    await user.until((f) => f.length === 2, 'a live event');

    // the instance's side of the connection goes away
    for (const ws of t.app.websocketServer.clients) ws.terminate();
    await new Promise<void>((resolve) => {
      const check = () => (manager.getStatus() === 'reconnecting' ? resolve() : setImmediate(check));
      check();
    });
    // missed while disconnected
    tick();
    tick();
    event(2);
    event(3);
    const lastMissed = tick();

    await ticker.until((f) => f.at(-1)?.seq === lastMissed, 'the replayed ticks');
    await user.until((f) => f.length === 4, 'the replayed events');
    // live again
    const live = tick();
    event(4);
    await ticker.until((f) => f.at(-1)?.seq === live, 'a live tick after the resume');
    await user.until((f) => f.length === 5, 'a live event after the resume');

    expect(urls).toHaveLength(2);
    expect(new URL(urls[1] ?? '').searchParams.get('since')).toMatch(/^\d+-\d+$/);
    expect(ticker.frames.map((f) => f.type)).toEqual(['snapshot', ...Array(5).fill('update')]);
    expect(ticker.frames.map((f) => f.seq)).toEqual([first, first + 1, first + 2, first + 3, first + 4, first + 5]);
    expect(user.frames.map((f) => (f.type === 'snapshot' ? 'snapshot' : (f.data as { n: number }).n))).toEqual(['snapshot', 1, 2, 3, 4]);
  } finally {
    manager.close();
  }
});
