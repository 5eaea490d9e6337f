// The market streams' websocket routes (issue 40, docs/decisions/096-binance-streams.md, "Market
// streams"): Binance's paths below each market's and wallet's base (paths.ts) — /ws, /ws/<stream>
// [/<stream>…], /stream?streams=a/b (combined: each event wrapped {"stream","data"}), and for
// futures the same below /public, /market and /private — and Binance's requests on the socket
// (SUBSCRIBE, UNSUBSCRIBE, LIST_SUBSCRIPTIONS, SET_PROPERTY, GET_PROPERTY) with its answers and
// refusals. A path segment naming no stream is ignored (CCXT connects to /ws/<n>, n its own
// connection's number, then subscribes by message). A listenKey named in the path, the
// `listenKey` parameter or a SUBSCRIBE opens that key's user data stream on the socket (the
// UserStreams seam, when the app has one).
import type { Writable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import {
  BN_STREAM_METHODS,
  BnGetProperty,
  BnSetProperty,
  BnStreamMethod,
  BnStreamNames,
  BnStreamProperty,
  BnStreamQuery,
  BnStreamRequest,
  BnStreamRequestId,
} from '../../../../shared/schemas/binance-streams.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { TradeMode as Mode } from '../../../ledger/ledger.ts';
import { framedText, frameSocket, type Outgoing, writeFramed } from '../../realtime/ws-frames.ts';
import type { MarketStreams, StreamClient } from './market-streams.ts';
import { type ParsedStream, parseStream } from './names.ts';
import { FUTURES_CATEGORIES, STREAM_BASES, type StreamMarket } from './paths.ts';
import type { StreamSink, UserStreams } from './user-streams.ts';

/** Binance's limits: streams per connection; incoming messages (requests, pings, pongs) per second. */
export const MAX_STREAMS = 1024;
export const MESSAGES_PER_SECOND: Record<StreamMarket, number> = { spot: 5, futures: 10 };
/** Binance pings every 20 s (spot) / 3 min (futures) and drops a connection silent for 1 min / 10 min. */
const PING_MS: Record<StreamMarket, number> = { spot: 20_000, futures: 180_000 };
const PONG_DEADLINE_MS: Record<StreamMarket, number> = { spot: 60_000, futures: 600_000 };
/** A connection with this much unsent data skips events until it drains (as the platform's own socket). */
const MAX_BUFFERED_BYTES = 1 << 20;
/** Close code and reason of a connection over the message rate, and of an unknown listenKey. */
export const WS_POLICY = 1008;

type RequestId = z.infer<typeof BnStreamRequestId>;

/** Binance's answers to a request it cannot read (web-socket-streams.md, "Error Messages"). */
const refusals = {
  json: (why: string) => ({ code: 3, msg: `Invalid JSON: ${why}` }),
  id: () => ({ code: 2, msg: 'Invalid request: request ID must be an unsigned integer' }),
  method: () => ({ code: 2, msg: 'Invalid request: missing field `method`' }),
  variant: (method: string) => ({
    code: 2,
    msg: `Invalid request: unknown variant \`${method}\`, expected one of ${BN_STREAM_METHODS.map((m) => `\`${m}\``).join(', ')}`,
  }),
  stream: () => ({ code: 2, msg: 'Invalid request: invalid stream' }),
  tooMany: () => ({ code: 2, msg: `Invalid request: too many streams; a connection may listen to at most ${MAX_STREAMS}` }),
  propertyName: () => ({ code: 2, msg: 'Invalid request: property name must be a string' }),
  property: () => ({ code: 0, msg: 'Unknown property' }),
  boolean: () => ({ code: 1, msg: 'Invalid value type: expected Boolean' }),
};

/** What the socket listens to: a market stream, or a listenKey's user data stream (detached on close). */
type Listening = { stream: ParsedStream } | { listenKey: string; detach: () => void };

class StreamConnection implements StreamClient {
  combined: boolean;
  /** in the order subscribed (LIST_SUBSCRIPTIONS), by name */
  readonly listening = new Map<string, Listening>();
  lastPong: number;
  private windowStart = Number.NEGATIVE_INFINITY;
  private inWindow = 0;
  /** the stream a frame is written to directly (none: through ws.send) */
  private readonly frames: Writable | undefined;

  constructor(
    readonly socket: WebSocket,
    readonly market: StreamMarket,
    readonly mode: Mode,
    combined: boolean,
    now: number,
  ) {
    this.combined = combined;
    this.lastPong = now;
    this.frames = frameSocket(socket);
  }

  deliver(raw: () => Outgoing, wrapped: () => Outgoing) {
    if (this.socket.readyState !== this.socket.OPEN || this.socket.bufferedAmount > MAX_BUFFERED_BYTES) return;
    writeFramed(this.socket, this.frames, this.combined ? wrapped() : raw());
  }

  answer(id: RequestId, result: unknown) {
    this.socket.send(JSON.stringify({ result, id }));
  }

  refuse(id: RequestId, error: { code: number; msg: string }) {
    this.socket.send(JSON.stringify({ error, id }));
  }

  /** Counts an incoming message; false once over the second's limit. */
  counted(now: number): boolean {
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.inWindow = 0;
    }
    return ++this.inWindow <= MESSAGES_PER_SECOND[this.market];
  }
}

export interface StreamRoutesDeps {
  streams: MarketStreams;
  clock: Clock;
  /** The user data streams (absent: a listenKey is never recognized). */
  userStreams?: UserStreams;
}

export async function streamRoutes(app: FastifyInstance, deps: StreamRoutesDeps) {
  const { streams, clock, userStreams } = deps;
  const open = new Set<StreamConnection>();

  // Binance's heartbeat: a ping every 20 s (spot) / 3 min (futures); a connection that sent no
  // pong within the deadline (on the platform's clock) is dropped
  const beats = (['spot', 'futures'] as const).map((market) => {
    const timer = setInterval(() => {
      const now = clock.now();
      for (const conn of open) {
        if (conn.market !== market) continue;
        if (now - conn.lastPong > PONG_DEADLINE_MS[market]) conn.socket.terminate();
        else conn.socket.ping();
      }
    }, PING_MS[market]);
    timer.unref();
    return timer;
  });
  const stop = streams.start();
  app.addHook('onClose', async () => {
    for (const timer of beats) clearInterval(timer);
    stop();
  });

  /** Starts listening to `name`: a listenKey's user stream, or a listed market stream; a refusal otherwise. */
  function listen(conn: StreamConnection, name: string): 'ok' | 'unknown key' | 'invalid' {
    if (conn.listening.has(name)) return 'ok';
    if (userStreams?.isListenKey(name)) {
      const sink: StreamSink = {
        send: (payload) =>
          conn.deliver(
            () => framedText(payload),
            () => framedText(`{"stream":${JSON.stringify(name)},"data":${payload}}`),
          ),
        close: (code, reason) => conn.socket.close(code, reason),
      };
      const detach = userStreams.attach(name, conn.market, conn.mode, sink);
      if (!detach) return 'unknown key';
      conn.listening.set(name, { listenKey: name, detach });
      return 'ok';
    }
    const parsed = parseStream(conn.market, name);
    if (!parsed || !streams.listed(conn.market, parsed.spec)) return 'invalid';
    if (conn.listening.has(parsed.name)) return 'ok';
    conn.listening.set(parsed.name, { stream: parsed });
    streams.subscribe(conn, conn.market, conn.mode, parsed);
    return 'ok';
  }

  function unlisten(conn: StreamConnection, name: string) {
    const parsed = userStreams?.isListenKey(name) ? undefined : parseStream(conn.market, name);
    const key = parsed?.name ?? name;
    const listening = conn.listening.get(key);
    if (!listening) return;
    conn.listening.delete(key);
    if ('detach' in listening) listening.detach();
    else streams.unsubscribe(conn, conn.market, conn.mode, key);
  }

  function subscribeMessage(conn: StreamConnection, id: RequestId, params: unknown, subscribe: boolean) {
    const names = BnStreamNames.safeParse(params ?? []);
    if (!names.success) return conn.refuse(id, refusals.stream());
    if (!subscribe) {
      for (const name of names.data) unlisten(conn, name);
      return conn.answer(id, null);
    }
    // every name is checked before any is listened to: a refused request changes nothing
    const fresh = names.data.filter((name) => !conn.listening.has(parseStream(conn.market, name)?.name ?? name));
    for (const name of fresh) {
      if (userStreams?.isListenKey(name)) continue;
      const parsed = parseStream(conn.market, name);
      if (!parsed || !streams.listed(conn.market, parsed.spec)) return conn.refuse(id, refusals.stream());
    }
    if (conn.listening.size + new Set(fresh).size > MAX_STREAMS) return conn.refuse(id, refusals.tooMany());
    // only a listenKey can still fail (unknown or expired): what this request opened is closed again
    const opened: string[] = [];
    for (const name of fresh) {
      if (listen(conn, name) !== 'ok') {
        for (const done of opened) unlisten(conn, done);
        return conn.refuse(id, refusals.stream());
      }
      opened.push(name);
    }
    conn.answer(id, null);
  }

  function propertyMessage(conn: StreamConnection, id: RequestId, params: unknown, set: boolean) {
    const parsed = (set ? BnSetProperty : BnGetProperty).safeParse(params);
    const name: unknown = Array.isArray(params) ? params[0] : undefined;
    if (typeof name !== 'string') return conn.refuse(id, refusals.propertyName());
    if (!BnStreamProperty.safeParse(name).success) return conn.refuse(id, refusals.property());
    if (!parsed.success) return conn.refuse(id, set ? refusals.boolean() : refusals.propertyName());
    if (!set) return conn.answer(id, conn.combined);
    conn.combined = parsed.data[1] as boolean;
    conn.answer(id, null);
  }

  function handle(conn: StreamConnection, raw: string) {
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch (err) {
      return conn.refuse(null, refusals.json((err as Error).message));
    }
    const request = BnStreamRequest.safeParse(body);
    const sentId = request.success ? request.data.id : undefined;
    const id = BnStreamRequestId.safeParse(sentId);
    if (!request.success || sentId === undefined || !id.success)
      return conn.refuse(null, request.success ? refusals.id() : refusals.method());
    const method = BnStreamMethod.safeParse(request.data.method);
    if (!method.success) return conn.refuse(id.data, refusals.variant(request.data.method));
    const { params } = request.data;
    switch (method.data) {
      case 'SUBSCRIBE':
      case 'UNSUBSCRIBE':
        return subscribeMessage(conn, id.data, params, method.data === 'SUBSCRIBE');
      case 'LIST_SUBSCRIPTIONS':
        return conn.answer(id.data, [...conn.listening.keys()]);
      case 'SET_PROPERTY':
      case 'GET_PROPERTY':
        return propertyMessage(conn, id.data, params, method.data === 'SET_PROPERTY');
    }
  }

  const serve = (market: StreamMarket, mode: Mode, combined: boolean) => (socket: WebSocket, request: FastifyRequest) => {
    const conn = new StreamConnection(socket, market, mode, combined, clock.now());
    const query = request.query as z.infer<typeof BnStreamQuery>;
    const tooFast = () => {
      if (conn.counted(clock.now())) return false;
      socket.close(WS_POLICY, 'Too many requests');
      return true;
    };
    socket.on('message', (data: Buffer) => {
      if (!tooFast()) handle(conn, data.toString());
    });
    socket.on('ping', tooFast);
    socket.on('pong', () => {
      conn.lastPong = clock.now();
      tooFast();
    });
    socket.on('close', () => {
      open.delete(conn);
      for (const name of [...conn.listening.keys()]) unlisten(conn, name);
    });
    open.add(conn);

    // the streams the address names: path segments after /ws/, then ?streams= (a segment naming none is ignored)
    const path = (request.params as { '*'?: string })['*'] ?? '';
    const named = [...path.split('/'), ...(query.streams ?? '').split('/')].filter((s) => s !== '');
    if (query.listenKey !== undefined) named.push(query.listenKey);
    for (const name of named.slice(0, MAX_STREAMS)) {
      const listenKey = query.listenKey === name || userStreams?.isListenKey(name) === true;
      // an unknown or expired listenKey ends the connection, as Binance's does
      if (listen(conn, name) === 'unknown key' || (listenKey && !conn.listening.has(name))) {
        socket.close(WS_POLICY, 'This listenKey does not exist.');
        return;
      }
    }
  };

  const options = { websocket: true, schema: { hide: true, querystring: BnStreamQuery } } as const;
  for (const market of ['spot', 'futures'] as const) {
    for (const mode of ['real', 'demo'] as const) {
      const base = STREAM_BASES[market][mode];
      const prefixes = market === 'futures' ? [base, ...FUTURES_CATEGORIES.map((c) => `${base}/${c}`)] : [base];
      for (const prefix of prefixes) {
        app.get(`${prefix}/ws`, options, serve(market, mode, false));
        app.get(`${prefix}/ws/*`, options, serve(market, mode, false));
        app.get(`${prefix}/stream`, options, serve(market, mode, true));
      }
    }
  }
}
