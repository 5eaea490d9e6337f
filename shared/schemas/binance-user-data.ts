// The Binance-compatible user data stream (issue 40, docs/decisions/096-binance-streams.md): the
// listenKey endpoints' parameters and answers, the spot WebSocket API's requests and answers, and
// the events a stream carries, as Binance writes them (its one-letter field names, decimal
// strings, times in ms), for the routes, the OpenAPI document and the tests.
import { z } from 'zod';

const Dec = z.string().regex(/^-?\d+(\.\d+)?$/);
const Int = z.number().int();
const Side = z.enum(['BUY', 'SELL']);

// ---------------------------------------------------------------- listenKeys (REST)

/** A listenKey as the platform makes them: 64 letters and digits. */
export const BnListenKey = z.string().regex(/^[A-Za-z0-9]{64}$/);

/** PUT and DELETE /api/v3/userDataStream name the listenKey; the futures ones need none (the key's own). */
export const BnListenKeyQuery = z.strictObject({ listenKey: BnListenKey });
export const BnNoParams = z.strictObject({});

export const BnListenKeyAnswer = z.object({ listenKey: z.string() }).meta({ id: 'BinanceListenKey' });
export const BnEmptyAnswer = z.object({}).meta({ id: 'BinanceEmpty' });

// ---------------------------------------------------------------- the spot WebSocket API

/** A request: an id (answered back), a method and its parameters. */
export const WsApiRequest = z.object({
  id: z.union([z.string().max(36), Int, z.null()]).optional(),
  method: z.string().max(64),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});
export type WsApiRequest = z.infer<typeof WsApiRequest>;

export const WsApiRateLimit = z.object({
  rateLimitType: z.literal('REQUEST_WEIGHT'),
  interval: z.literal('MINUTE'),
  intervalNum: Int,
  limit: Int,
  count: Int,
});

/** An answer: the request's id, 200 and its result, or an HTTP-like status and Binance's {code, msg}. */
export const WsApiAnswer = z.object({
  id: z.union([z.string(), Int, z.null()]),
  status: Int,
  result: z.unknown().optional(),
  error: z.object({ code: Int, msg: z.string() }).optional(),
  rateLimits: z.array(WsApiRateLimit).optional(),
});

// ---------------------------------------------------------------- events

/** A spot order's change: new, a trade, cancelled or expired. */
export const ExecutionReport = z.object({
  e: z.literal('executionReport'),
  /** event time */
  E: Int,
  s: z.string(),
  /** client order id (a cancel's: the order's own, the platform keeps no cancel ids) */
  c: z.string(),
  S: Side,
  o: z.enum(['LIMIT', 'MARKET']),
  f: z.literal('GTC'),
  q: Dec,
  p: Dec,
  P: Dec,
  F: Dec,
  g: Int,
  /** the cancelled order's client id ('' unless x is CANCELED) */
  C: z.string(),
  x: z.enum(['NEW', 'TRADE', 'CANCELED', 'EXPIRED', 'TRADE_PREVENTION']),
  X: z.enum(['NEW', 'PARTIALLY_FILLED', 'FILLED', 'CANCELED', 'EXPIRED', 'EXPIRED_IN_MATCH']),
  r: z.literal('NONE'),
  i: Int,
  /** last executed quantity, cumulative filled quantity, last executed price */
  l: Dec,
  z: Dec,
  L: Dec,
  /** commission of this trade, and its asset (null without a trade) */
  n: Dec,
  N: z.string().nullable(),
  T: Int,
  /** trade id (-1 without a trade) */
  t: Int,
  I: Int,
  w: z.boolean(),
  m: z.boolean(),
  M: z.boolean(),
  O: Int,
  Z: Dec,
  Y: Dec,
  Q: Dec,
  W: Int.optional(),
  V: z.string(),
});
export type ExecutionReport = z.infer<typeof ExecutionReport>;

/** The spot wallet's balances that changed: free and locked per asset. */
export const OutboundAccountPosition = z.object({
  e: z.literal('outboundAccountPosition'),
  E: Int,
  /** time of the account's last update */
  u: Int,
  B: z.array(z.object({ a: z.string(), f: Dec, l: Dec })),
});
export type OutboundAccountPosition = z.infer<typeof OutboundAccountPosition>;

/** The listenKey was closed or outlived its 60 minutes: the stream ends. */
export const ListenKeyExpired = z.object({ e: z.literal('listenKeyExpired'), E: Int, listenKey: z.string() });

/** The WebSocket API's subscription ended (unsubscribed, or its key revoked). */
export const EventStreamTerminated = z.object({ e: z.literal('eventStreamTerminated'), E: Int });

/** A futures account's change: the USDT wallet and the positions of the symbol as positionRisk nets them. */
export const AccountUpdate = z.object({
  e: z.literal('ACCOUNT_UPDATE'),
  E: Int,
  T: Int,
  a: z.object({
    m: z.enum(['DEPOSIT', 'WITHDRAW', 'ORDER', 'FUNDING_FEE', 'ADJUSTMENT', 'MARGIN_TRANSFER']),
    B: z.array(z.object({ a: z.string(), wb: Dec, cw: Dec, bc: Dec })),
    P: z.array(
      z.object({
        s: z.string(),
        pa: Dec,
        ep: Dec,
        bep: Dec,
        cr: Dec,
        up: Dec,
        mt: z.enum(['isolated', 'cross']),
        iw: Dec,
        ps: z.enum(['BOTH', 'LONG', 'SHORT']),
      }),
    ),
  }),
});
export type AccountUpdate = z.infer<typeof AccountUpdate>;

/** A futures order's change: new, a trade, cancelled or expired (`o` as Binance's, one-way mode). */
export const OrderTradeUpdate = z.object({
  e: z.literal('ORDER_TRADE_UPDATE'),
  E: Int,
  T: Int,
  o: z.object({
    s: z.string(),
    c: z.string(),
    S: Side,
    o: z.enum(['LIMIT', 'MARKET', 'STOP_MARKET', 'TAKE_PROFIT_MARKET']),
    f: z.literal('GTC'),
    q: Dec,
    p: Dec,
    ap: Dec,
    sp: Dec,
    x: z.enum(['NEW', 'TRADE', 'CANCELED', 'EXPIRED']),
    X: z.enum(['NEW', 'PARTIALLY_FILLED', 'FILLED', 'CANCELED', 'EXPIRED']),
    i: Int,
    /** last filled quantity, filled so far, last fill price */
    l: Dec,
    z: Dec,
    L: Dec,
    N: z.string(),
    n: Dec,
    T: Int,
    /** trade id (0 without a trade): userTrades' id */
    t: Int,
    b: Dec,
    a: Dec,
    m: z.boolean(),
    R: z.boolean(),
    wt: z.enum(['MARK_PRICE', 'CONTRACT_PRICE']),
    ot: z.enum(['LIMIT', 'MARKET', 'STOP_MARKET', 'TAKE_PROFIT_MARKET']),
    ps: z.literal('BOTH'),
    cp: z.boolean(),
    rp: Dec,
    pP: z.boolean(),
    si: Int,
    ss: Int,
    V: z.string(),
    pm: z.string(),
    gtd: Int,
  }),
});
export type OrderTradeUpdate = z.infer<typeof OrderTradeUpdate>;

/**
 * The platform's private event of a futures order placed by key (its owner's channel, through the
 * bus): which order, what happened to it (NEW, a TRADE with the fills it made: position and
 * journal, CANCELED, EXPIRED). Each stream builds Binance's ORDER_TRADE_UPDATE from the rows.
 */
export const FuturesOrderMessage = z.object({
  kind: z.literal('futures-order'),
  mode: z.enum(['real', 'demo']),
  orderId: Int,
  x: z.enum(['NEW', 'TRADE', 'CANCELED', 'EXPIRED']),
  fills: z.array(z.object({ positionId: Int, journalId: Int })).optional(),
});
export type FuturesOrderMessage = z.infer<typeof FuturesOrderMessage>;
