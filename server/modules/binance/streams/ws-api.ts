// The spot WebSocket API (issue 40, decision 096) at WS_API_BASES: `/ws-api/v3` for the real
// wallet, `/demo/ws-api/v3` for the demo one. What CCXT's watchOrders and watchBalance use for
// spot: `userDataStream.subscribe.signature` (the key's signature over the sorted parameters, the
// same checks as a signed REST request: key, IP allow-list, timestamp, signature, wallet) opens a
// subscription of the key's account on this connection, whose events arrive as
// `{"subscriptionId":n,"event":{…}}`; `userDataStream.unsubscribe` ends it (or all),
// `session.subscriptions` lists them; `ping` and `time`. `session.logon` needs an Ed25519 key,
// which the platform does not issue, so `userDataStream.subscribe` (after a logon) is refused.
// Requests `{"id","method","params"}`; answers `{"id","status":200,"result","rateLimits"}` or
// `{"id","status":4xx,"error":{"code","msg"},"rateLimits"}`, the weights counted with the REST
// API's (Binance's REQUEST_WEIGHT is one per IP for both). Pinged every 20 s, as Binance pings.
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { WsApiRequest } from '../../../../shared/schemas/binance-user-data.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { TradeMode as Mode } from '../../../ledger/ledger.ts';
import type { ApiKeyService } from '../../api-keys/service.ts';
import { checkedKey } from '../api.ts';
import { BinanceError, bnError } from '../errors.ts';
import { sortedParams } from '../signing.ts';
import type { RequestWeights } from '../weights.ts';
import { WS_API_BASES } from './paths.ts';
import type { Subscriber, UserDataStreams } from './user-data.ts';

/** A connection that has this much unsent data skips events until it drains (as the hub's). */
const MAX_BUFFERED_BYTES = 1 << 20;
/** Binance counts a WebSocket API connection as 2 of weight. */
const CONNECT_WEIGHT = 2;
/** Binance's heartbeat: a ping every 20 s; a connection with no pong for a minute (the platform's clock) is dropped. */
const PING_MS = 20_000;
const PONG_DEADLINE_MS = 60_000;

export const wsApiError = {
  badMessage: (why: string) => new BinanceError(-1013, `Invalid message. ${why}`),
  unknownMethod: (method: string) => new BinanceError(-1020, `This operation is not supported. Unknown method '${method}'.`),
  hmacLogon: () => new BinanceError(-4056, 'HMAC_SHA256 API key is not supported.'),
  notLoggedOn: () =>
    new BinanceError(
      -1002,
      'You are not authorized to execute this request. Log on first, or use userDataStream.subscribe.signature.',
      401,
    ),
  alreadySubscribed: () => new BinanceError(-2035, 'User Data Stream subscription already active.'),
  notSubscribed: () => new BinanceError(-2036, 'User Data Stream subscription not active.'),
};

export interface WsApiDeps {
  keys: ApiKeyService;
  clock: Clock;
  weights: RequestWeights;
  streams: UserDataStreams;
}

type Params = NonNullable<WsApiRequest['params']>;

/** One connection's subscriptions: by id, the user they follow and what ends them here. */
interface Session {
  socket: WebSocket;
  ip: string;
  mode: Mode;
  subscriptions: Map<number, { userId: number; detach: () => void }>;
  nextId: number;
  lastPong: number;
}

/** Refuses parameters a method does not read (Binance: -1104), as the REST API does. */
function onlyParams(params: Params, names: readonly string[]) {
  const sent = Object.keys(params);
  const read = sent.filter((n) => names.includes(n)).length;
  if (read < sent.length) throw bnError.notAllRead(read, sent.length);
}

/** A subscription id as sent: a number or its digits. */
function subscriptionIdOf(value: Params[string] | undefined): number | undefined {
  if (value === undefined) return undefined;
  const text = String(value);
  if (!/^\d{1,9}$/.test(text)) throw bnError.illegalChars('subscriptionId', '^[0-9]{1,9}$');
  return Number(text);
}

const canSend = (socket: WebSocket) => socket.readyState === socket.OPEN && socket.bufferedAmount <= MAX_BUFFERED_BYTES;

export function wsApiRoutes(deps: WsApiDeps) {
  const methods: Record<string, { weight: number; run: (s: Session, params: Params) => unknown }> = {
    ping: {
      weight: 1,
      run: (_s, params) => {
        onlyParams(params, []);
        return {};
      },
    },
    time: {
      weight: 1,
      run: (_s, params) => {
        onlyParams(params, []);
        return { serverTime: deps.clock.now() };
      },
    },
    'session.logon': {
      weight: 2,
      run: () => {
        throw wsApiError.hmacLogon();
      },
    },
    'userDataStream.subscribe': {
      weight: 2,
      run: () => {
        throw wsApiError.notLoggedOn();
      },
    },
    'userDataStream.subscribe.signature': {
      weight: 2,
      run: (s, params) => {
        onlyParams(params, ['apiKey', 'timestamp', 'recvWindow', 'signature']);
        const key = checkedKey(deps, {
          apiKey: params.apiKey === undefined ? undefined : String(params.apiKey),
          ip: s.ip,
          mode: s.mode,
          signed: sortedParams(params),
          permission: 'read',
          homeOf: (keyMode) => WS_API_BASES[keyMode],
        });
        // one subscription per account and connection (Binance's rule)
        for (const sub of s.subscriptions.values()) if (sub.userId === key.userId) throw wsApiError.alreadySubscribed();
        const subscriptionId = s.nextId++;
        const prefix = `{"subscriptionId":${subscriptionId},"event":`;
        const subscriber: Subscriber = {
          send: (event) => {
            if (canSend(s.socket)) s.socket.send(`${prefix}${event}}`);
          },
          end: () => {
            s.subscriptions.delete(subscriptionId);
            if (canSend(s.socket)) s.socket.send(`${prefix}${JSON.stringify({ e: 'eventStreamTerminated', E: deps.clock.now() })}}`);
          },
        };
        s.subscriptions.set(subscriptionId, { userId: key.userId, detach: deps.streams.subscribe(key, subscriber) });
        return { subscriptionId };
      },
    },
    'userDataStream.unsubscribe': {
      weight: 2,
      run: (s, params) => {
        onlyParams(params, ['subscriptionId']);
        const id = subscriptionIdOf(params.subscriptionId);
        const ids = id === undefined ? [...s.subscriptions.keys()] : [id];
        if (id !== undefined && !s.subscriptions.has(id)) throw wsApiError.notSubscribed();
        for (const i of ids) {
          s.subscriptions.get(i)?.detach();
          s.subscriptions.delete(i);
        }
        return {};
      },
    },
    'session.subscriptions': {
      weight: 2,
      run: (s, params) => {
        onlyParams(params, []);
        return [...s.subscriptions.keys()].map((subscriptionId) => ({ subscriptionId }));
      },
    },
  };

  return async (app: FastifyInstance) => {
    const open = new Set<Session>();
    const beat = setInterval(() => {
      const now = deps.clock.now();
      for (const s of open) {
        if (now - s.lastPong > PONG_DEADLINE_MS) s.socket.terminate();
        else s.socket.ping();
      }
    }, PING_MS);
    beat.unref();
    app.addHook('onClose', async () => clearInterval(beat));
    for (const mode of ['real', 'demo'] as const) {
      app.get(WS_API_BASES[mode], { websocket: true, schema: { hide: true } }, (socket, request) => {
        const s: Session = { socket, ip: request.ip, mode, subscriptions: new Map(), nextId: 0, lastPong: deps.clock.now() };
        open.add(s);
        socket.on('pong', () => {
          s.lastPong = deps.clock.now();
        });
        socket.on('close', () => {
          open.delete(s);
          for (const sub of s.subscriptions.values()) sub.detach();
          s.subscriptions.clear();
        });
        const connected = deps.weights.spend(request.ip, CONNECT_WEIGHT);
        if (connected.refusal) {
          socket.close(1008, connected.refusal.message.slice(0, 120));
          return;
        }

        const answer = (id: WsApiRequest['id'], outcome: { result: unknown } | { error: BinanceError }, used?: number) => {
          const rateLimits =
            used === undefined
              ? {}
              : {
                  rateLimits: [
                    { rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: deps.weights.perMinute, count: used },
                  ],
                };
          const body =
            'error' in outcome
              ? {
                  id: id ?? null,
                  status: outcome.error.status,
                  error: { code: outcome.error.code, msg: outcome.error.message },
                  ...rateLimits,
                }
              : { id: id ?? null, status: 200, result: outcome.result, ...rateLimits };
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(body));
        };

        socket.on('message', (raw: Buffer) => {
          let parsed: unknown;
          try {
            parsed = JSON.parse(raw.toString());
          } catch {
            return answer(null, { error: wsApiError.badMessage('Requests are JSON objects.') });
          }
          const request = WsApiRequest.safeParse(parsed);
          if (!request.success) {
            const id = (parsed as { id?: unknown } | null)?.id;
            const echo = typeof id === 'string' || typeof id === 'number' ? id : null;
            return answer(echo, { error: wsApiError.badMessage('A request is {"id", "method", "params": {…}}.') });
          }
          const { id, method, params = {} } = request.data;
          const m = Object.hasOwn(methods, method) ? methods[method] : undefined;
          const spent = deps.weights.spend(s.ip, m?.weight ?? 1);
          if (spent.refusal) return answer(id, { error: spent.refusal }, spent.used);
          if (!m) return answer(id, { error: wsApiError.unknownMethod(method) }, spent.used);
          try {
            answer(id, { result: m.run(s, params) }, spent.used);
          } catch (e) {
            if (e instanceof BinanceError) return answer(id, { error: e }, spent.used);
            app.log.error({ err: e, method }, 'WebSocket API request failed');
            answer(id, { error: bnError.unknown() }, spent.used);
          }
        });
      });
    }
  };
}
