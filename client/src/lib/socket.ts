// The one realtime connection (server endpoint `/ws`, same origin or the build's API base).
//
// - One shared WebSocket, opened on the first subscription and closed when no subscription
//   has been left for IDLE_CLOSE_MS.
// - Subscriptions are reference-counted per channel key ("quotes", "ticker:BTC/USDT",
//   "candles:BTC/USDT:1m"); the server is told once per key. A key released by its last
//   listener stays subscribed for UNSUBSCRIBE_GRACE_MS, so a remount or a quick switch back
//   costs nothing.
// - Every channel starts with a snapshot, then updates whose `seq` grows by one per tick. A
//   gap means frames were missed: the channel is subscribed again (fresh snapshot) and its
//   updates are ignored until that snapshot arrives. An update at or below the last seq is
//   a repeat and dropped. An update marked `coalesced` skips seqs on purpose: the server held
//   it while this client read slowly and folded the skipped ones into it (decision 107).
// - Heartbeat: a ping every PING_MS; a connection silent for STALE_MS is dropped.
// - Reconnect with exponential backoff (capped at MAX_BACKOFF_MS), then every channel is
//   subscribed again. The session is part of the address (spec section 6): ?userId=&token=
//   when a user id and token are stored, nothing otherwise; a login or logout reconnects.
// - Resume (issue 35, decision 081): the new connection may land on another server instance,
//   which can replay what was missed. A market channel (quotes, ticker, candles) is subscribed
//   again with `since` = its last seq; the user channel's last event id goes in the address
//   (&since=, the address opens that channel). The server answers `resumed` and replays the
//   missed updates (listeners just see them, in order, once each), or a snapshot when it
//   cannot; such a snapshot reaches listeners with `resync`: what they show may lack events.
//   Spot and chat channels are always subscribed afresh.
import { API_BASE } from './env';
import { getToken } from './session';
import { STORAGE_KEYS, storage } from './storage';

export type ChannelSpec =
  | { channel: 'quotes' }
  | { channel: 'ticker'; symbol: string }
  | { channel: 'candles'; symbol: string; period: string }
  | { channel: 'user' }
  | { channel: 'spot-depth' | 'spot-trades'; symbol: string; mode: 'real' | 'demo' }
  // the customer-service chat (decision 055): a visitor's own channel and the back office's inbox
  | { channel: 'chat-visitor' | 'chat-staff'; token: string };

/** A channel frame as delivered to listeners. */
export interface ChannelFrame {
  type: 'snapshot' | 'update';
  seq: number | undefined;
  data: unknown;
  /**
   * A snapshot replacing one the channel already had (a reconnect the server could not
   * resume, missed frames): events may have been missed, so what was built from the channel
   * should be read again. False on the channel's first snapshot and on every update.
   */
  resync: boolean;
}

export type ChannelListener = (frame: ChannelFrame) => void;

export type SocketStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

export const PING_MS = 20_000;
export const STALE_MS = 45_000;
export const MAX_BACKOFF_MS = 15_000;
export const IDLE_CLOSE_MS = 10_000;
export const UNSUBSCRIBE_GRACE_MS = 2_000;
/** The server closes with this code when the session in the address is not valid. */
export const WS_UNAUTHORIZED = 4401;

export function channelKey(spec: ChannelSpec): string {
  switch (spec.channel) {
    case 'quotes':
    case 'user':
    case 'chat-visitor':
    case 'chat-staff':
      return spec.channel;
    case 'ticker':
      return `ticker:${spec.symbol}`;
    case 'candles':
      return `candles:${spec.symbol}:${spec.period}`;
    case 'spot-depth':
    case 'spot-trades':
      return `${spec.channel}:${spec.symbol}:${spec.mode}`;
  }
}

/** The channels a server instance can replay by seq after a reconnect. */
const RESUMABLE_BY_SEQ: ReadonlySet<ChannelSpec['channel']> = new Set(['quotes', 'ticker', 'candles']);

interface Channel {
  spec: ChannelSpec;
  listeners: Set<ChannelListener>;
  /** Last seq seen; null when none is known (a snapshot is awaited). */
  seq: number | null;
  /**
   * The answer a subscription waits for: a snapshot, or `resumed` (asked with since = seq);
   * updates with a seq are ignored meanwhile.
   */
  awaiting: 'snapshot' | 'resumed' | null;
  /** Whether a snapshot or a resumption was received: a later snapshot is a resync. */
  synced: boolean;
  /** The user channel: id of the last event seen ("<ms>-<n>"), to resume from. */
  lastId: string | null;
  releaseTimer: ReturnType<typeof setTimeout> | null;
}

const EVENT_ID = /^\d+-\d+$/;

/** Compares two digit strings as numbers of any length. */
function compareDigits(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Orders two user-channel event ids "<ms>-<n>" (negative, zero, positive): by the time, then
 * the counter, as numbers ("1700000000000-10" comes after "1700000000000-9"). Null when one
 * is not such an id.
 */
export function compareEventIds(a: string, b: string): number | null {
  if (!EVENT_ID.test(a) || !EVENT_ID.test(b)) return null;
  const [aTime = '', aCount = ''] = a.split('-');
  const [bTime = '', bCount = ''] = b.split('-');
  return compareDigits(aTime, bTime) || compareDigits(aCount, bCount);
}

interface Credentials {
  userId: string;
  token: string;
}

function storedCredentials(): Credentials | null {
  const token = getToken();
  const userId = storage.get(STORAGE_KEYS.socuid);
  return token && userId ? { userId, token } : null;
}

/** ws(s)://host/ws from the API base, or from the page's location when the API is same-origin. */
export function socketBaseUrl(): string {
  if (/^https?:\/\//i.test(API_BASE)) return `${API_BASE.replace(/^http/i, 'ws')}/ws`;
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${API_BASE}/ws`;
}

/** The address: the session when there is one, and the user channel's resume point. */
function socketUrl(credentials: Credentials | null, userSince: string | null): string {
  const base = socketBaseUrl();
  if (!credentials) return base;
  const query = new URLSearchParams({ userId: credentials.userId, token: credentials.token });
  if (userSince !== null) query.set('since', userSince);
  return `${base}?${query.toString()}`;
}

const decoder = new TextDecoder();

interface ServerFrame {
  type?: string;
  channel?: string;
  symbol?: string;
  period?: string;
  mode?: string;
  seq?: number;
  /** a user-channel event's id */
  id?: string;
  /** a market update that carries the ones its seq skipped (decision 107) */
  coalesced?: boolean;
  data?: unknown;
}

function frameKey(frame: ServerFrame): string | null {
  switch (frame.channel) {
    case 'quotes':
    case 'user':
    case 'chat-visitor':
    case 'chat-staff':
      return frame.channel;
    case 'ticker':
      return frame.symbol ? `ticker:${frame.symbol}` : null;
    case 'candles':
      return frame.symbol && frame.period ? `candles:${frame.symbol}:${frame.period}` : null;
    case 'spot-depth':
    case 'spot-trades':
      return frame.symbol && frame.mode ? `${frame.channel}:${frame.symbol}:${frame.mode}` : null;
    default:
      return null;
  }
}

/**
 * Closes a socket on purpose: its handlers go first, so the close is not taken for a lost
 * connection. A socket still connecting is closed once open (closing it earlier makes the
 * browser log an error).
 */
function dispose(ws: WebSocket, code?: number): void {
  ws.onmessage = null;
  ws.onclose = null;
  ws.onerror = null;
  if (ws.readyState === WebSocket.CONNECTING) {
    ws.onopen = () => ws.close(code);
    return;
  }
  ws.onopen = null;
  ws.close(code);
}

export class SocketManager {
  private ws: WebSocket | null = null;
  private readonly channels = new Map<string, Channel>();
  private status: SocketStatus = 'idle';
  private readonly statusListeners = new Set<() => void>();
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private lastMessageAt = 0;
  private pingId = 0;
  /** The credentials the open socket was made with. */
  private credentials: Credentials | null = null;
  /** A token the server refused (close 4401): not offered again. */
  private rejectedToken: string | null = null;
  private watchingSession = false;

  constructor(private readonly makeSocket: (url: string) => WebSocket = (url) => new WebSocket(url)) {}

  /** Adds a listener to a channel; returns the function that removes it. */
  subscribe(spec: ChannelSpec, listener: ChannelListener): () => void {
    const key = channelKey(spec);
    let channel = this.channels.get(key);
    if (!channel) {
      channel = { spec, listeners: new Set(), seq: null, awaiting: null, synced: false, lastId: null, releaseTimer: null };
      this.channels.set(key, channel);
      this.sendSubscribe(channel);
    }
    if (channel.releaseTimer) {
      clearTimeout(channel.releaseTimer);
      channel.releaseTimer = null;
    }
    channel.listeners.add(listener);
    this.cancelIdleClose();
    this.ensureConnected();
    const owned = channel;
    return () => {
      owned.listeners.delete(listener);
      if (owned.listeners.size > 0 || owned.releaseTimer) return;
      owned.releaseTimer = setTimeout(() => this.release(key, owned), UNSUBSCRIBE_GRACE_MS);
    };
  }

  getStatus = (): SocketStatus => this.status;

  onStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  /**
   * Closes the connection and forgets every channel and its listeners, with no reconnect (a
   * manager no longer used: the app's own lives as long as the page).
   */
  close(): void {
    for (const channel of this.channels.values()) if (channel.releaseTimer) clearTimeout(channel.releaseTimer);
    this.channels.clear();
    this.cancelIdleClose();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.stopHeartbeat();
    const ws = this.ws;
    this.ws = null;
    if (ws) dispose(ws, 1000);
    this.attempt = 0;
    this.setStatus('idle');
  }

  /** Number of channels the server is asked for (tests and diagnostics). */
  get channelCount(): number {
    return this.channels.size;
  }

  private release(key: string, channel: Channel) {
    channel.releaseTimer = null;
    if (channel.listeners.size > 0 || this.channels.get(key) !== channel) return;
    this.channels.delete(key);
    this.send({ op: 'unsubscribe', ...channel.spec });
    if (this.channels.size === 0) this.scheduleIdleClose();
  }

  private setStatus(status: SocketStatus) {
    if (this.status === status) return;
    this.status = status;
    for (const l of this.statusListeners) l();
  }

  private send(message: object): boolean {
    if (this.ws?.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  /** Asks for a fresh snapshot, or with `resumeFrom` to continue after that seq. */
  private sendSubscribe(channel: Channel, resumeFrom: number | null = null) {
    if (resumeFrom === null) {
      channel.seq = null;
      channel.awaiting = 'snapshot';
      this.send({ op: 'subscribe', ...channel.spec });
      return;
    }
    channel.awaiting = 'resumed';
    this.send({ op: 'subscribe', ...channel.spec, since: resumeFrom });
  }

  /** A connection opened: every channel is subscribed again, resumed where it can be. */
  private resubscribeAll(userSince: string | null) {
    for (const channel of this.channels.values()) {
      // the address already resumed the user channel (the server answers resumed or snapshot)
      if (channel.spec.channel === 'user' && userSince !== null) {
        channel.awaiting = null;
        continue;
      }
      const resumable = RESUMABLE_BY_SEQ.has(channel.spec.channel) && channel.awaiting !== 'snapshot';
      this.sendSubscribe(channel, resumable ? channel.seq : null);
    }
  }

  private watchSession() {
    if (this.watchingSession || typeof window === 'undefined') return;
    this.watchingSession = true;
    storage.subscribe((key) => {
      if (key !== STORAGE_KEYS.authorization && key !== STORAGE_KEYS.socuid) return;
      const next = storedCredentials();
      if (next?.token === this.credentials?.token && next?.userId === this.credentials?.userId) return;
      if (this.ws) this.restart(0);
    });
    window.addEventListener('online', () => {
      if (this.reconnectTimer) this.restart(0);
    });
  }

  private ensureConnected() {
    this.watchSession();
    if (this.ws || this.reconnectTimer) return;
    this.connect();
  }

  private connect() {
    this.reconnectTimer = null;
    if (this.channels.size === 0) {
      this.setStatus('idle');
      return;
    }
    let credentials = storedCredentials();
    if (credentials && credentials.token === this.rejectedToken) credentials = null;
    const user = this.channels.get('user');
    // event ids are one user's: another user (or none) starts that channel afresh
    if (user && credentials?.userId !== this.credentials?.userId) user.lastId = null;
    this.credentials = credentials;
    const userSince = credentials && user ? user.lastId : null;
    this.setStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    let ws: WebSocket;
    try {
      ws = this.makeSocket(socketUrl(credentials, userSince));
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    // the server sends fan-out updates as binary frames (one shared buffer per tick)
    ws.binaryType = 'arraybuffer';
    ws.onopen = () => {
      if (this.ws !== ws) return;
      this.lastMessageAt = Date.now();
      this.setStatus('open');
      this.resubscribeAll(userSince);
      this.startHeartbeat();
    };
    ws.onmessage = (event) => {
      if (this.ws !== ws) return;
      this.lastMessageAt = Date.now();
      this.attempt = 0;
      const data: unknown = event.data;
      if (typeof data === 'string') this.onFrame(data);
      else if (data instanceof ArrayBuffer) this.onFrame(decoder.decode(data));
    };
    ws.onclose = (event) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.stopHeartbeat();
      if (event.code === WS_UNAUTHORIZED && credentials) this.rejectedToken = credentials.token;
      this.scheduleReconnect(event.code === WS_UNAUTHORIZED ? 0 : undefined);
    };
    // an error is always followed by close
    ws.onerror = () => {};
  }

  private onFrame(raw: string) {
    let frame: ServerFrame;
    try {
      frame = JSON.parse(raw) as ServerFrame;
    } catch {
      return;
    }
    if (frame.type !== 'snapshot' && frame.type !== 'update' && frame.type !== 'resumed') return;
    const key = frameKey(frame);
    const channel = key ? this.channels.get(key) : undefined;
    if (!channel) return;
    const seq = typeof frame.seq === 'number' ? frame.seq : undefined;
    if (frame.type === 'resumed') {
      this.onResumed(channel, seq);
      return;
    }
    let resync = false;
    if (frame.type === 'snapshot') {
      resync = channel.synced;
      channel.synced = true;
      channel.seq = seq ?? null;
      channel.awaiting = null;
      // the server could not replay: its ids may start over (a restart)
      channel.lastId = null;
    } else if (seq !== undefined) {
      if (channel.awaiting !== null || channel.seq === null) return; // waiting for the answer to a subscribe
      if (seq <= channel.seq) return; // stale or repeated (a replay overlapping what was seen)
      if (seq !== channel.seq + 1 && frame.coalesced !== true) {
        this.sendSubscribe(channel); // missed frames: fresh snapshot
        return;
      }
      channel.seq = seq;
    } else if (typeof frame.id === 'string' && EVENT_ID.test(frame.id)) {
      if (channel.lastId !== null && (compareEventIds(frame.id, channel.lastId) ?? 1) <= 0) return; // replayed twice
      channel.lastId = frame.id;
    }
    const delivered: ChannelFrame = { type: frame.type, seq, data: frame.data, resync };
    for (const listener of [...channel.listeners]) listener(delivered);
  }

  /**
   * The server replays from where the channel was: nothing changes for listeners. A market
   * channel's answer must name the seq it was asked from; any other is taken as lost, and a
   * fresh snapshot is asked for.
   */
  private onResumed(channel: Channel, seq: number | undefined) {
    if (channel.spec.channel === 'user') {
      channel.synced = true;
      return;
    }
    if (channel.awaiting !== 'resumed') return; // an answer to an earlier subscribe, superseded
    if (seq === undefined || seq !== channel.seq) {
      this.sendSubscribe(channel);
      return;
    }
    channel.awaiting = null;
    channel.synced = true;
  }

  private startHeartbeat() {
    this.stopHeartbeat();
    this.pingTimer = setInterval(() => {
      if (Date.now() - this.lastMessageAt > STALE_MS) {
        this.restart(0);
        return;
      }
      this.send({ op: 'ping', id: ++this.pingId });
    }, PING_MS);
  }

  private stopHeartbeat() {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private scheduleReconnect(delay?: number) {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    if (this.channels.size === 0) {
      this.setStatus('idle');
      return;
    }
    const backoff = delay ?? Math.min(MAX_BACKOFF_MS, 500 * 2 ** this.attempt) * (0.8 + Math.random() * 0.4);
    this.attempt += 1;
    this.setStatus('reconnecting');
    this.reconnectTimer = setTimeout(() => this.connect(), backoff);
  }

  /** Drops the current connection (if any) and connects again after `delay`. */
  private restart(delay: number) {
    const ws = this.ws;
    this.ws = null;
    this.stopHeartbeat();
    if (ws) dispose(ws);
    this.scheduleReconnect(delay);
  }

  private scheduleIdleClose() {
    this.cancelIdleClose();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.channels.size > 0) return;
      const ws = this.ws;
      this.ws = null;
      this.stopHeartbeat();
      if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
      this.reconnectTimer = null;
      this.attempt = 0;
      if (ws) dispose(ws, 1000);
      this.setStatus('idle');
    }, IDLE_CLOSE_MS);
  }

  private cancelIdleClose() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}

/** The app's one connection. */
export const socket = new SocketManager();

/**
 * One listener per channel however many components want it: `hold(spec)` counts holders
 * and subscribes `handler` on the first, unsubscribes after the last.
 */
export function channelHolder(
  handler: (key: string, frame: ChannelFrame) => void,
  onRelease?: (key: string) => void,
  manager: SocketManager = socket,
) {
  const held = new Map<string, { count: number; release: () => void }>();
  return function hold(spec: ChannelSpec): () => void {
    const key = channelKey(spec);
    let entry = held.get(key);
    if (!entry) {
      entry = { count: 0, release: manager.subscribe(spec, (frame) => handler(key, frame)) };
      held.set(key, entry);
    }
    entry.count += 1;
    const owned = entry;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      owned.count -= 1;
      if (owned.count === 0 && held.get(key) === owned) {
        held.delete(key);
        owned.release();
        onRelease?.(key);
      }
    };
  };
}
