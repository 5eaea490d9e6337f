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
//   updates are ignored until that snapshot arrives.
// - Heartbeat: a ping every PING_MS; a connection silent for STALE_MS is dropped.
// - Reconnect with exponential backoff (capped at MAX_BACKOFF_MS), then every channel is
//   subscribed again. The session is part of the address (spec section 6): ?userId=&token=
//   when a user id and token are stored, nothing otherwise; a login or logout reconnects.
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

interface Channel {
  spec: ChannelSpec;
  listeners: Set<ChannelListener>;
  /** Last seq seen; null while a snapshot is awaited. */
  seq: number | null;
  releaseTimer: ReturnType<typeof setTimeout> | null;
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

function socketUrl(credentials: Credentials | null): string {
  const base = socketBaseUrl();
  if (!credentials) return base;
  const query = new URLSearchParams({ userId: credentials.userId, token: credentials.token });
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
      channel = { spec, listeners: new Set(), seq: null, releaseTimer: null };
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

  private sendSubscribe(channel: Channel) {
    channel.seq = null;
    this.send({ op: 'subscribe', ...channel.spec });
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
    this.credentials = credentials;
    this.setStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    let ws: WebSocket;
    try {
      ws = this.makeSocket(socketUrl(credentials));
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
      for (const channel of this.channels.values()) this.sendSubscribe(channel);
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
    if (frame.type !== 'snapshot' && frame.type !== 'update') return;
    const key = frameKey(frame);
    const channel = key ? this.channels.get(key) : undefined;
    if (!channel) return;
    const seq = typeof frame.seq === 'number' ? frame.seq : undefined;
    if (frame.type === 'snapshot') {
      channel.seq = seq ?? null;
    } else if (seq !== undefined) {
      if (channel.seq === null) return; // waiting for a snapshot
      if (seq <= channel.seq) return; // stale or repeated
      if (seq !== channel.seq + 1) {
        this.sendSubscribe(channel); // missed frames: fresh snapshot
        return;
      }
      channel.seq = seq;
    }
    const delivered: ChannelFrame = { type: frame.type, seq, data: frame.data };
    for (const listener of [...channel.listeners]) listener(delivered);
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
