// The one websocket endpoint, /ws, on the API's port.
//
// Client → server (JSON): {op:'subscribe', channel:'quotes'} | {op:'subscribe', channel:
// 'ticker', symbol} | {op:'subscribe', channel:'candles', symbol, period} | {op:'subscribe',
// channel:'user'} | {op:'unsubscribe', ...same} | {op:'auth', token} | {op:'ping', id?}.
// Server → client: {type:'welcome'}, {type:'snapshot', channel, seq, data} once per
// subscription, then {type:'update', channel, seq, data} every tick (seq grows by one per
// tick, so a gap means missed frames: resubscribe), {type:'pong'}, {type:'error', code, msg}.
// The chat (decision 055) adds {op:'subscribe', channel:'chat-visitor', token} (a visitor token)
// and {op:'subscribe', channel:'chat-staff', token} (a staff session with chat.answer).
// Errors never close the connection, except authentication at connect time: the private
// user channel is opened with ?userId= (spec section 6) but only a valid session token
// (?token= or the auth message) of that same user grants it; otherwise close code 4401.
// The same code closes a private connection when its session ends or expires (hub.ts).
// Resuming (decision 081): a subscription with `since` (a market channel's last seq, the user
// channel's last event id; for the user channel also ?since= beside ?token=) is answered with
// {type:'resumed', …} and the missed updates, in order, when this instance still holds them,
// else with the usual snapshot. Private updates carry their event `id`.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { ERRORS, type ErrorName, type MessageParams } from '../../../shared/errors.ts';
import { serverMessage } from '../../../shared/i18n/server-messages.ts';
import { PERIODS, type Period } from '../../../shared/market.ts';
import { WsClientMessage, WsEventId } from '../../../shared/schemas/market.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import { validationError } from '../../plugins/contract.ts';
import { candleWire, channelKey, type Connection, MAX_SUBSCRIPTIONS, WS_UNAUTHORIZED, type WsHub } from './hub.ts';

export { WS_UNAUTHORIZED };

/** Same-origin pages, clients without an Origin (native apps, tools) and the CORS allow-list. */
export function originAllowed(request: FastifyRequest, allowList: string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (allowList.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

const HEARTBEAT_MS = 30_000;

/** The answer to a market subscription that resumes: the channel, and the seq it resumes after. */
function resumedOf(m: Extract<WsClientMessage, { op: 'subscribe' }>) {
  return {
    type: 'resumed',
    channel: m.channel,
    ...('symbol' in m ? { symbol: m.symbol } : {}),
    ...('period' in m ? { period: m.period } : {}),
    seq: 'since' in m ? m.since : undefined,
  };
}

/**
 * A channel another module serves (the spot book's depth and trades): its hub key and its
 * snapshot, or the error that refuses the subscription.
 */
export type ChannelResolver = (
  m: Extract<WsClientMessage, { op: 'subscribe' | 'unsubscribe' }>,
) => ResolvedChannel | undefined | Promise<ResolvedChannel | undefined>;
export type ResolvedChannel =
  | {
      key: string;
      snapshot: () => object;
      /** the staff session behind the subscription (its events check it again: chat-staff) */
      staffSession?: string;
    }
  | { error: ErrorName; params?: MessageParams };
/** A channel that needs a token checked first (the chat's: decision 055). */
export type AsyncChannelResolver = (m: Extract<WsClientMessage, { op: 'subscribe' | 'unsubscribe' }>) => Promise<ResolvedChannel>;

export const realtimeRoutes: FastifyPluginAsync<{
  market: MarketEngine;
  hub: WsHub;
  channels?: ChannelResolver;
  chatChannels?: AsyncChannelResolver;
}> = async (app, { market, hub, channels, chatChannels }) => {
  const unsubscribeBus = market.bus.subscribe(hub.onFrame);

  const alive = new WeakMap<object, boolean>();
  // this route's sockets (the server's other websockets, the Binance streams, keep their own heartbeat)
  const sockets = new Set<WebSocket>();
  // Drop connections that stopped answering pings (half-open TCP).
  const heartbeat = setInterval(() => {
    for (const ws of sockets) {
      if (alive.get(ws) === false) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    unsubscribeBus();
  });

  app.get('/ws', { websocket: true, schema: { hide: true } }, async (socket, request) => {
    if (!originAllowed(request, app.ctx.config.corsOrigins)) {
      socket.close(1008, 'origin not allowed');
      return;
    }
    const conn: Connection = { ws: socket, channels: new Set(), userId: null };
    const send = (m: object) => socket.send(JSON.stringify(m));
    const sendError = (name: ErrorName, params?: MessageParams, msg?: string) =>
      send({ type: 'error', code: ERRORS[name].code, msg: msg ?? serverMessage(request.locale, name, params) });

    // Messages may arrive while the token below is checked: queue them until then.
    const queued: Buffer[] = [];
    let ready = false;
    socket.on('message', (raw: Buffer) => (ready ? void handle(raw) : queued.push(raw)));
    socket.on('close', () => {
      hub.drop(conn);
      sockets.delete(socket);
    });
    sockets.add(socket);
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));

    const query = request.query as Record<string, string | undefined>;
    const authenticate = async (token: string | undefined) => {
      const result = await app.tokens.authenticateSession(token);
      return typeof result === 'object' ? result : null;
    };
    if (query.userId !== undefined || query.token !== undefined) {
      const auth = await authenticate(query.token);
      if (!auth || (query.userId !== undefined && query.userId !== String(auth.userId))) {
        socket.close(WS_UNAUTHORIZED, 'unauthorized');
        return;
      }
      // the socket may have closed while the token was checked: never register it then
      if (socket.readyState !== socket.OPEN) return;
      hub.authenticate(conn, auth);
    }
    send({ type: 'welcome', serverTime: app.ctx.clock.now(), seq: market.currentSeq, userId: conn.userId });
    // a reconnecting client's private events since the last one it saw (decision 081)
    if (conn.userId !== null && typeof query.since === 'string' && WsEventId.safeParse(query.since).success) {
      if (!hub.resumeUser(conn, query.since))
        send({ type: 'snapshot', channel: 'user', seq: market.currentSeq, data: { userId: conn.userId } });
    }

    async function handle(raw: Buffer) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw.toString());
      } catch {
        return sendError('VALIDATION_FAILED', { detail: 'messages must be JSON' });
      }
      const result = WsClientMessage.safeParse(parsed, { reportInput: true });
      if (!result.success) {
        const { name, msg } = validationError(result.error.issues, request.locale);
        return sendError(name, undefined, msg);
      }
      const m = result.data;
      if (m.op === 'ping') return send({ type: 'pong', id: m.id, serverTime: app.ctx.clock.now() });
      if (m.op === 'auth') {
        const auth = await authenticate(m.token);
        if (!auth || (conn.userId !== null && conn.userId !== auth.userId)) return sendError('SESSION_INVALID');
        if (socket.readyState !== socket.OPEN) return;
        hub.authenticate(conn, auth);
        return send({ type: 'authed', userId: auth.userId });
      }
      // resolve the channel
      let key: string;
      let snapshot: (() => object) | undefined;
      const seq = market.currentSeq;
      if (m.channel === 'quotes') {
        key = channelKey.quotes();
        snapshot = () => ({ type: 'snapshot', channel: 'quotes', seq, data: market.quotes() });
      } else if (m.channel === 'spot-depth' || m.channel === 'spot-trades') {
        const resolved = await channels?.(m);
        if (!resolved) return sendError('SYMBOL_UNKNOWN', { symbol: m.symbol.slice(0, 32) });
        if ('error' in resolved) return sendError(resolved.error, resolved.params);
        if (socket.readyState !== socket.OPEN) return;
        key = resolved.key;
        snapshot = resolved.snapshot;
      } else if (m.channel === 'chat-visitor' || m.channel === 'chat-staff') {
        if (!chatChannels) return sendError('NOT_FOUND');
        const resolved = await chatChannels(m);
        if ('error' in resolved) return sendError(resolved.error, resolved.params);
        if (socket.readyState !== socket.OPEN) return;
        key = resolved.key;
        snapshot = resolved.snapshot;
        if (resolved.staffSession !== undefined && m.op === 'subscribe') conn.staffSession = resolved.staffSession;
      } else if (m.channel === 'user') {
        if (conn.userId === null) return sendError('LOGIN_REQUIRED');
        key = channelKey.user(conn.userId);
        snapshot = () => ({ type: 'snapshot', channel: 'user', seq, data: { userId: conn.userId } });
      } else {
        const symbol = m.symbol;
        const product = market.product(symbol);
        if (!product) return sendError('SYMBOL_UNKNOWN', { symbol: symbol.slice(0, 32) });
        if (m.channel === 'ticker') {
          key = channelKey.ticker(symbol);
          snapshot = () => ({ type: 'snapshot', channel: 'ticker', symbol, seq, data: market.quote(symbol) });
        } else {
          if (!PERIODS.includes(m.period as Period)) {
            return sendError('VALIDATION_FAILED', { detail: `period must be one of ${PERIODS.join(', ')}` });
          }
          const period = m.period as Period;
          key = channelKey.candles(symbol, period);
          const candle = market.currentCandle(symbol, period);
          snapshot = () => ({
            type: 'snapshot',
            channel: 'candles',
            symbol,
            period,
            seq,
            data: candle ? candleWire(candle, product.pricePrecision) : null,
          });
        }
      }
      if (m.op === 'unsubscribe') {
        hub.unsubscribe(conn, key);
        return send({
          type: 'unsubscribed',
          channel: m.channel,
          ...('symbol' in m ? { symbol: m.symbol } : {}),
          ...('period' in m ? { period: m.period } : {}),
          ...('mode' in m ? { mode: m.mode } : {}),
        });
      }
      if (!conn.channels.has(key) && conn.channels.size >= MAX_SUBSCRIPTIONS) {
        return sendError('WS_SUBSCRIPTION_LIMIT', { limit: MAX_SUBSCRIPTIONS });
      }
      hub.subscribe(conn, key);
      // resuming: what the client missed instead of a snapshot, when this instance still holds it
      if (m.op === 'subscribe' && 'since' in m && m.since !== undefined) {
        if (typeof m.since === 'string' ? hub.resumeUser(conn, m.since) : hub.resumeMarket(conn, key, m.since, resumedOf(m))) return;
      }
      send(snapshot());
    }

    ready = true;
    for (const raw of queued.splice(0)) await handle(raw);
  });
};
