// The realtime connection resuming its channels after a reconnect (issue 35): the new
// connection may land on another server instance, which replays what was missed. A fake
// WebSocket plays the server; fake timers run the reconnect backoff.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ChannelFrame, type ChannelSpec, compareEventIds, MAX_BACKOFF_MS, SocketManager } from './socket';

class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = FakeSocket.CONNECTING;
  binaryType = 'blob';
  readonly sent: Record<string, unknown>[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = FakeSocket.CLOSED;
  }
  // the server's side
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.({});
  }
  receive(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  /** The instance died: the connection is lost. */
  lose() {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code: 1006 });
  }
  subscribes() {
    return this.sent.filter((m) => m.op === 'subscribe');
  }
}

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

let sockets: FakeSocket[];
let manager: SocketManager;
let localStorage: Storage;

/** The socket made last (the current connection). */
const current = () => {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket was made');
  return socket;
};

/** A listener that records what it is given. */
function listen(spec: ChannelSpec) {
  const frames: ChannelFrame[] = [];
  manager.subscribe(spec, (frame) => frames.push(frame));
  return frames;
}

/** The current connection is lost; the next one opens after the backoff. */
function reconnect(): FakeSocket {
  const lost = current();
  lost.lose();
  vi.advanceTimersByTime(MAX_BACKOFF_MS * 1.2);
  const next = current();
  expect(next).not.toBe(lost);
  next.open();
  return next;
}

const TICKER = { channel: 'ticker', symbol: 'BTC/USDT' } as const;
const tick = (seq: number) => ({ type: 'update', channel: 'ticker', symbol: 'BTC/USDT', seq, data: { price: String(seq) } });
const userEvent = (id: string) => ({ type: 'update', channel: 'user', id, data: { kind: 'spot-order', id } });

beforeEach(() => {
  vi.useFakeTimers();
  localStorage = memoryStorage();
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('window', {
    localStorage,
    sessionStorage: memoryStorage(),
    location: { protocol: 'https:', host: 'app.example' },
    addEventListener: () => {},
  });
  sockets = [];
  manager = new SocketManager((url) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket as unknown as WebSocket;
  });
});
afterEach(() => {
  // closed, the manager ignores session changes (its storage listener outlives the test, and
  // other files of the worker change the session)
  manager.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('market channels after a reconnect', () => {
  it('subscribe again with since = the last seq seen (the first subscription has none)', () => {
    listen(TICKER);
    current().open();
    expect(current().subscribes()).toEqual([{ op: 'subscribe', ...TICKER }]);
    current().receive({ type: 'snapshot', ...TICKER, seq: 10, data: null });
    current().receive(tick(11));
    current().receive(tick(12));

    const next = reconnect();
    expect(next.subscribes()).toEqual([{ op: 'subscribe', ...TICKER, since: 12 }]);
  });

  it('resumed: the replayed updates reach listeners once each, in order, and no snapshot', () => {
    const frames = listen(TICKER);
    current().open();
    current().receive({ type: 'snapshot', ...TICKER, seq: 10, data: null });
    current().receive(tick(11));

    const next = reconnect();
    next.receive({ type: 'resumed', ...TICKER, seq: 11 });
    for (const seq of [12, 13, 14]) next.receive(tick(seq));
    // live again: one tick arrives twice (the replay overlapped the live stream)
    next.receive(tick(14));
    next.receive(tick(15));

    expect(frames.map((f) => [f.type, f.seq])).toEqual([
      ['snapshot', 10],
      ['update', 11],
      ['update', 12],
      ['update', 13],
      ['update', 14],
      ['update', 15],
    ]);
    expect(frames.every((f) => !f.resync)).toBe(true);
    // nothing asked again
    expect(next.subscribes()).toHaveLength(1);
  });

  it('a repeated or older update is dropped', () => {
    const frames = listen(TICKER);
    current().open();
    current().receive({ type: 'snapshot', ...TICKER, seq: 5, data: null });
    current().receive(tick(6));
    current().receive(tick(6));
    current().receive(tick(4));
    current().receive(tick(7));
    expect(frames.map((f) => f.seq)).toEqual([5, 6, 7]);
  });

  it('a snapshot instead of resumed replaces the state, even at a lower seq (a restarted server)', () => {
    const frames = listen(TICKER);
    current().open();
    current().receive({ type: 'snapshot', ...TICKER, seq: 500, data: { price: 'old' } });

    const next = reconnect();
    expect(next.subscribes()).toEqual([{ op: 'subscribe', ...TICKER, since: 500 }]);
    next.receive({ type: 'snapshot', ...TICKER, seq: 3, data: { price: 'new' } });
    next.receive(tick(4));

    expect(frames.map((f) => [f.type, f.seq, f.resync])).toEqual([
      ['snapshot', 500, false],
      ['snapshot', 3, true],
      ['update', 4, false],
    ]);
  });

  it('updates wait for the answer to a resume', () => {
    const frames = listen(TICKER);
    current().open();
    current().receive({ type: 'snapshot', ...TICKER, seq: 1, data: null });
    const next = reconnect();
    next.receive(tick(2));
    expect(frames.map((f) => f.seq)).toEqual([1]);
  });

  it('a resumed naming another seq than asked is not trusted: a fresh snapshot is asked for', () => {
    const frames = listen(TICKER);
    current().open();
    current().receive({ type: 'snapshot', ...TICKER, seq: 8, data: null });
    const next = reconnect();
    next.receive({ type: 'resumed', ...TICKER, seq: 20 });
    next.receive(tick(21));
    expect(next.subscribes()).toEqual([
      { op: 'subscribe', ...TICKER, since: 8 },
      { op: 'subscribe', ...TICKER },
    ]);
    expect(frames.map((f) => f.seq)).toEqual([8]);
  });

  it('a gap still asks for a fresh snapshot, and a reconnect before it arrives does not resume', () => {
    const frames = listen(TICKER);
    current().open();
    current().receive({ type: 'snapshot', ...TICKER, seq: 1, data: null });
    current().receive(tick(3));
    expect(current().subscribes()).toEqual([
      { op: 'subscribe', ...TICKER },
      { op: 'subscribe', ...TICKER },
    ]);
    const next = reconnect();
    expect(next.subscribes()).toEqual([{ op: 'subscribe', ...TICKER }]);
    expect(frames.map((f) => f.seq)).toEqual([1]);
  });

  it('an update coalesced by the server (a slow reader) is taken across its gap', () => {
    const frames = listen(TICKER);
    current().open();
    current().receive({ type: 'snapshot', ...TICKER, seq: 1, data: null });
    current().receive({ ...tick(5), coalesced: true });
    current().receive(tick(6));
    expect(current().subscribes()).toEqual([{ op: 'subscribe', ...TICKER }]);
    expect(frames.map((f) => f.seq)).toEqual([1, 5, 6]);
  });

  it('a connection lost again before the answer resumes from the same seq', () => {
    listen({ channel: 'candles', symbol: 'ETH/USDT', period: '1m' });
    current().open();
    current().receive({ type: 'snapshot', channel: 'candles', symbol: 'ETH/USDT', period: '1m', seq: 40, data: null });
    reconnect();
    const third = reconnect();
    expect(third.subscribes()).toEqual([{ op: 'subscribe', channel: 'candles', symbol: 'ETH/USDT', period: '1m', since: 40 }]);
  });

  it('spot and chat channels are subscribed afresh', () => {
    const depth = { channel: 'spot-depth', symbol: 'BTC/USDT', mode: 'real' } as const;
    const chat = { channel: 'chat-visitor', token: 'v1' } as const;
    listen(depth);
    listen(chat);
    current().open();
    current().receive({ type: 'snapshot', ...depth, seq: 9, data: null });
    current().receive({ type: 'snapshot', channel: 'chat-visitor', seq: 2, data: null });
    const next = reconnect();
    expect(next.subscribes()).toEqual([
      { op: 'subscribe', ...depth },
      { op: 'subscribe', ...chat },
    ]);
  });
});

describe('the user channel after a reconnect', () => {
  beforeEach(() => {
    localStorage.setItem('Authorization', 'tok');
    localStorage.setItem('socuid', '7');
  });

  /** A listener of the user channel that has seen a snapshot and `ids`. */
  function userChannelAt(...ids: string[]) {
    const frames = listen({ channel: 'user' });
    current().open();
    current().receive({ type: 'snapshot', channel: 'user', seq: 1, data: { userId: 7 } });
    for (const id of ids) current().receive(userEvent(id));
    return frames;
  }

  it('the address carries the last event id; the first one none', () => {
    userChannelAt('1700000000000-9', '1700000000000-10');
    expect(sockets[0]?.url).toBe('wss://app.example/ws?userId=7&token=tok');
    expect(sockets[0]?.subscribes()).toEqual([{ op: 'subscribe', channel: 'user' }]);

    const next = reconnect();
    expect(next.url).toBe('wss://app.example/ws?userId=7&token=tok&since=1700000000000-10');
    // the address resumed the channel: a subscribe without since would reset it to a snapshot
    expect(next.subscribes()).toEqual([]);
  });

  it('resumed: the replayed events reach listeners once each, in order', () => {
    const frames = userChannelAt('1700000000000-9');
    const next = reconnect();
    next.receive({ type: 'resumed', channel: 'user', id: '1700000000000-9' });
    // the replay starts at the id already seen (overlap), then what was missed, then live
    for (const id of ['1700000000000-9', '1700000000000-10', '1700000000001-0', '1700000000000-11', '1700000000001-1'])
      next.receive(userEvent(id));

    expect(frames.map((f) => (f.type === 'snapshot' ? 'snapshot' : (f.data as { id: string }).id))).toEqual([
      'snapshot',
      '1700000000000-9',
      '1700000000000-10',
      '1700000000001-0',
      '1700000000001-1',
    ]);
  });

  it('a snapshot instead of resumed reaches listeners as a resync, and the ids start over', () => {
    const frames = userChannelAt('1700000000000-9');
    const next = reconnect();
    next.receive({ type: 'snapshot', channel: 'user', seq: 2, data: { userId: 7 } });
    // a restarted server: its ids may be lower than the last one seen
    next.receive(userEvent('1600000000000-0'));

    expect(frames.map((f) => [f.type, f.resync])).toEqual([
      ['snapshot', false],
      ['update', false],
      ['snapshot', true],
      ['update', false],
    ]);
    expect(frames.at(-1)?.data).toMatchObject({ id: '1600000000000-0' });
  });

  it('without an event seen, the channel is subscribed afresh', () => {
    userChannelAt();
    const next = reconnect();
    expect(next.url).toBe('wss://app.example/ws?userId=7&token=tok');
    expect(next.subscribes()).toEqual([{ op: 'subscribe', channel: 'user' }]);
  });

  it("another user's connection does not resume from the previous user's events", () => {
    userChannelAt('1700000000000-9');
    localStorage.setItem('Authorization', 'other');
    localStorage.setItem('socuid', '8');
    const next = reconnect();
    expect(next.url).toBe('wss://app.example/ws?userId=8&token=other');
    expect(next.subscribes()).toEqual([{ op: 'subscribe', channel: 'user' }]);
  });
});

describe('close', () => {
  it('drops the connection and every channel, and never reconnects', () => {
    listen(TICKER);
    current().open();
    manager.close();
    expect(current().readyState).toBe(FakeSocket.CLOSED);
    expect(manager.channelCount).toBe(0);
    expect(manager.getStatus()).toBe('idle');
    vi.advanceTimersByTime(MAX_BACKOFF_MS * 2);
    expect(sockets).toHaveLength(1);
  });
});

describe('compareEventIds', () => {
  it('compares the time, then the counter, as numbers', () => {
    expect(compareEventIds('1700000000000-10', '1700000000000-9')).toBeGreaterThan(0);
    expect(compareEventIds('1700000000000-9', '1700000000000-10')).toBeLessThan(0);
    expect(compareEventIds('999-5', '1000-0')).toBeLessThan(0);
    expect(compareEventIds('1700000000001-0', '1700000000000-99')).toBeGreaterThan(0);
    expect(compareEventIds('1700000000000-7', '1700000000000-7')).toBe(0);
  });

  it('refuses what is not an event id', () => {
    expect(compareEventIds('abc', '1-1')).toBeNull();
    expect(compareEventIds('1-1', '1')).toBeNull();
  });
});
