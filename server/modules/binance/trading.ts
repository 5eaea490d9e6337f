// The trading endpoints (issue 39): orders placed, read and cancelled by key, open and all orders,
// the account's trades; the platform's own spot orders, marked as placed by key. An order placed
// here goes through the spot service as the web client's does (parsed on its market's terms,
// frozen, matched, fee'd, in the ledger), with the key and the client's id on its row; Binance's
// stricter parameter rules (exact steps, no rounding; its combinations) are checked first.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { parseAmount } from '../../../shared/money.ts';
import type { SpotOrderBody } from '../../../shared/schemas/spot.ts';
import type { TradeMode as Mode } from '../../ledger/ledger.ts';
import type { KeyInUse } from '../api-keys/service.ts';
import { parseSpotOrder } from '../spot/order.ts';
import type { OrderRow } from '../spot/repository.ts';
import type { SpotService } from '../spot/service.ts';
import type { MarketTerms } from '../spot/terms.ts';
import { orderView } from '../spot/views.ts';
import { type BinanceCall, type BinanceRoute, binanceRoute as route } from './api.ts';
import { bnError, bnTradeError } from './errors.ts';
import type { OrderCounts } from './order-limits.ts';
import { inBinanceWords } from './order-refusals.ts';
import {
  appClientOrderId,
  appOrderIdOf,
  BinanceCancelledOrder,
  BinanceCommission,
  BinanceNewOrder,
  BinanceOrder,
  BinanceOrderCounts,
  BinanceTestOrder,
  BinanceTrade,
  binanceCancelled,
  binanceNewOrder,
  binanceOrder,
  binanceTrade,
  type RespType,
  STP_MODE,
} from './order-views.ts';
import type { BinanceRepository, Window } from './repository.ts';
import { marketOfSymbol } from './symbols.ts';

export interface TradingDeps {
  spot: SpotService;
  /** Every spot market's terms (read per call: staff may add a market or switch one off). */
  terms: () => readonly MarketTerms[];
  repo: BinanceRepository;
  orderCounts: OrderCounts;
  now: () => number;
}

// Binance's parameter formats (its own error texts name these ranges)
const SymbolParam = z.string().regex(/^[A-Z0-9-_.]{1,20}$/);
const DecimalParam = z.string().regex(/^([0-9]{1,20})(\.[0-9]{1,20})?$/);
const ClientIdParam = z.string().regex(/^[.A-Z:/a-z0-9_-]{1,36}$/);
const LongParam = z.string().regex(/^[0-9]{1,18}$/);
const MillisParam = z.string().regex(/^[0-9]{1,16}$/);
const LimitParam = z.string().regex(/^[0-9]{1,4}$/);

const DAY_MS = 86_400_000;
/** A page of orders or trades: 500 unless asked, at most 1000 (Binance's). */
const DEFAULT_LIMIT = 500;
const MAX_LIMIT = 1000;

const NewOrderParams = z.strictObject({
  symbol: SymbolParam,
  side: z.string(),
  type: z.string(),
  timeInForce: z.string().optional(),
  quantity: DecimalParam.optional(),
  quoteOrderQty: DecimalParam.optional(),
  price: DecimalParam.optional(),
  newClientOrderId: ClientIdParam.optional(),
  newOrderRespType: z.enum(['ACK', 'RESULT', 'FULL']).optional(),
  selfTradePreventionMode: z.string().optional(),
  // (a client's own tags of its strategies: accepted, not kept)
  strategyId: LongParam.optional(),
  strategyType: z
    .string()
    .regex(/^[0-9]{1,10}$/)
    .optional(),
});
type NewOrderParams = z.output<typeof NewOrderParams>;

/** A list's parameters: the market, and where to start (allOrders; myTrades adds fromId). */
const listParams = {
  symbol: SymbolParam,
  orderId: LongParam.optional(),
  startTime: MillisParam.optional(),
  endTime: MillisParam.optional(),
  limit: LimitParam.optional(),
};

const OneOrderParams = z.strictObject({
  symbol: SymbolParam,
  orderId: LongParam.optional(),
  origClientOrderId: ClientIdParam.optional(),
});

/** Binance's own order ids look like this: 22 random letters, digits, - and _. */
export const newClientId = () => randomBytes(16).toString('base64url').slice(0, 22);

/** A decimal's trailing zeros after the point dropped ("0.10000000" is "0.1"): Binance takes any count of them. */
export const trimmed = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

/** A positive exact multiple of a step (`stepScaled` units of 10^-precision): the decimal as sent, trimmed; or null. */
function onStep(text: string, precision: number, stepScaled: bigint): string | null {
  const t = trimmed(text);
  const p = parseAmount(t, precision);
  return 'problem' in p || p.units % stepScaled !== 0n ? null : t;
}

export const pageLimit = (limit: string | undefined) => {
  const n = limit === undefined ? DEFAULT_LIMIT : Number(limit);
  if (n < 1 || n > MAX_LIMIT) throw bnError.illegalChars('limit', `1-${MAX_LIMIT}`);
  return n;
};

/** An id as a number; one beyond any id (no order or trade has it) as the largest safe integer. */
export const idOf = (text: string) => {
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : Number.MAX_SAFE_INTEGER;
};

/** startTime and endTime (inclusive), at most a day apart as Binance allows. */
export function timeWindow(p: { startTime?: string; endTime?: string }) {
  const startTime = p.startTime === undefined ? undefined : Number(p.startTime);
  const endTime = p.endTime === undefined ? undefined : Number(p.endTime);
  if (startTime !== undefined && endTime !== undefined && (endTime < startTime || endTime - startTime > DAY_MS)) {
    throw bnTradeError.intervalTooBig();
  }
  return { startTime, endTime };
}

export const keyOf = (call: BinanceCall<unknown>) => call.key as KeyInUse;

export function tradingRoutes(deps: TradingDeps): BinanceRoute[] {
  const { spot, repo } = deps;
  /** In-flight placements' client ids (user, wallet, id): a second one sent meanwhile is a duplicate too. */
  const placing = new Set<string>();

  const markets = () => {
    const all = deps.terms();
    const byId = new Map(all.map((t) => [t.id, t]));
    return { bySymbol: (symbol: string) => marketOfSymbol(all, symbol), byId: (id: number) => byId.get(id) as MarketTerms };
  };

  /**
   * The order of a GET or DELETE: by its id (and then its client id must match too, when sent) or
   * by its client id (the latest under it; an app order's `web_<id>`); the caller's own, in the
   * key's wallet, on `terms`' market — or none.
   */
  function findOrder(key: KeyInUse, mode: Mode, terms: MarketTerms, p: z.output<typeof OneOrderParams>): OrderRow | undefined {
    const clientIdOf = (o: OrderRow) => o.clientOrderId ?? appClientOrderId(o.id);
    let o: OrderRow | undefined;
    if (p.orderId !== undefined) {
      o = repo.order(idOf(p.orderId));
      if (o && p.origClientOrderId !== undefined && clientIdOf(o) !== p.origClientOrderId) o = undefined;
    } else if (p.origClientOrderId !== undefined) {
      o = repo.byClientId(key.userId, mode, p.origClientOrderId);
      const appId = o ? undefined : appOrderIdOf(p.origClientOrderId);
      if (appId !== undefined) o = repo.order(appId);
      if (o && clientIdOf(o) !== p.origClientOrderId) o = undefined;
    } else {
      throw bnTradeError.eitherOrder();
    }
    return o && o.userId === key.userId && o.mode === mode && o.marketId === terms.id ? o : undefined;
  }

  /**
   * A new order's parameters checked as Binance checks them (its side, type, time in force and
   * their combinations), before anything of the platform's: its market, and whether it is a limit.
   */
  function checkedOrder(p: NewOrderParams) {
    const terms = markets().bySymbol(p.symbol);
    if (p.side !== 'BUY' && p.side !== 'SELL') throw bnTradeError.badSide();
    if (p.type !== 'LIMIT' && p.type !== 'MARKET') throw bnTradeError.badOrderType('This exchange takes LIMIT and MARKET orders.');
    const limit = p.type === 'LIMIT';
    if (limit) {
      if (p.timeInForce === undefined) throw bnError.mandatory('timeInForce');
      if (p.timeInForce !== 'GTC') throw bnTradeError.badTimeInForce('A limit order here is GTC (IOC and FOK are not offered).');
      if (p.quantity === undefined) throw bnError.mandatory('quantity');
      if (p.price === undefined) throw bnError.mandatory('price');
      if (p.quoteOrderQty !== undefined) throw bnError.notRequired('quoteOrderQty');
    } else {
      if (p.timeInForce !== undefined) throw bnTradeError.tifNotRequired();
      if (p.price !== undefined) throw bnError.notRequired('price');
      if (p.quantity === undefined && p.quoteOrderQty === undefined) throw bnTradeError.eitherQuantity();
      if (p.quantity !== undefined && p.quoteOrderQty !== undefined) {
        throw bnTradeError.unsupported('Send quantity or quoteOrderQty, not both.');
      }
      // the platform's market orders: a buy spends an amount, a sell sells a quantity
      if (p.side === 'BUY' && p.quantity !== undefined) {
        throw bnTradeError.unsupported('A market buy is by quoteOrderQty on this exchange (the amount to spend, its fee included).');
      }
      if (p.side === 'SELL' && p.quoteOrderQty !== undefined) {
        throw bnTradeError.unsupported('A market sell is by quantity on this exchange (quoteOrderQty buys only).');
      }
    }
    if (p.selfTradePreventionMode !== undefined && p.selfTradePreventionMode !== STP_MODE) throw bnTradeError.stpMode();
    if (p.strategyType !== undefined && Number(p.strategyType) < 1_000_000) throw bnTradeError.strategyType();
    return { terms, limit };
  }

  /** The typed order of checked parameters on its market, open to orders (AppErrors: the caller answers them in Binance's words). */
  function typedOrder(p: NewOrderParams, mode: Mode, terms: MarketTerms, limit: boolean) {
    const side = p.side === 'BUY' ? ('buy' as const) : ('sell' as const);
    const body: SpotOrderBody = { marketId: terms.id, side, type: limit ? 'limit' : 'market', mode };
    const market = spot.orderMarket(body);
    // exact steps: Binance refuses what the web client's form would round
    if (p.price !== undefined) {
      const price = onStep(p.price, market.pricePrecision, market.tickScaled);
      if (price === null) throw bnTradeError.filter('PRICE_FILTER');
      body.price = price;
    }
    if (p.quantity !== undefined) {
      const quantity = onStep(p.quantity, market.qtyPrecision, market.lotScaled);
      if (quantity === null) throw bnTradeError.filter('LOT_SIZE');
      body.quantity = quantity;
    }
    if (p.quoteOrderQty !== undefined) {
      // a market buy by cost: the platform's amount to spend (its taker fee included in it)
      const amount = parseAmount(trimmed(p.quoteOrderQty), market.quoteScale);
      if ('problem' in amount) {
        throw amount.problem === 'too-many-decimals' ? bnTradeError.precision() : bnTradeError.filter('NOTIONAL');
      }
      body.amount = trimmed(p.quoteOrderQty);
    }
    return parseSpotOrder(market, body);
  }

  return [
    route({
      method: 'POST',
      path: '/order',
      weight: 1,
      security: 'TRADE',
      params: NewOrderParams,
      summary:
        'Place a LIMIT (GTC) or MARKET order (quantity, or quoteOrderQty for a market buy by cost): the platform’s own spot order, marked as placed by this key',
      response: BinanceNewOrder,
      handler: async (call) => {
        const { params: p, mode, request, reply } = call;
        const key = keyOf(call);
        const counted = deps.orderCounts.count(key.userId, mode);
        reply.headers(counted.headers);
        if (counted.refusal) throw counted.refusal;
        const { terms, limit } = checkedOrder(p);
        const clientOrderId = p.newClientOrderId ?? newClientId();
        const inFlight = `${key.userId}:${mode}:${clientOrderId}`;
        if (placing.has(inFlight) || repo.openWithClientId(key.userId, mode, clientOrderId)) throw bnTradeError.duplicateOrder();
        placing.add(inFlight);
        try {
          const placed = await inBinanceWords(request.locale, () =>
            spot.place(key.userId, typedOrder(p, mode, terms, limit), undefined, { apiKeyId: key.id, clientOrderId }),
          );
          const type: RespType = p.newOrderRespType ?? 'FULL';
          return binanceNewOrder(terms, placed, type, type === 'FULL' ? repo.takerFills(placed.id) : []);
        } finally {
          placing.delete(inFlight);
        }
      },
    }),
    route({
      method: 'POST',
      path: '/order/test',
      weight: (sent) => (sent.get('computeCommissionRates') === 'true' ? 20 : 1),
      security: 'TRADE',
      params: NewOrderParams.extend({ computeCommissionRates: z.enum(['true', 'false']).optional() }),
      summary: 'Check a new order as POST /order would, without placing it: {} (or the fee rates it would pay)',
      response: BinanceTestOrder,
      handler: async ({ params: { computeCommissionRates, ...p }, mode, request }) => {
        const { terms, limit } = checkedOrder(p);
        await inBinanceWords(request.locale, () => typedOrder(p, mode, terms, limit));
        if (computeCommissionRates !== 'true') return {};
        return {
          standardCommissionForOrder: { maker: terms.makerFeeRate, taker: terms.takerFeeRate },
          taxCommissionForOrder: { maker: '0', taker: '0' },
          discount: { enabledForAccount: false, enabledForSymbol: false, discountAsset: 'BNB', discount: '0' },
        };
      },
    }),
    route({
      method: 'GET',
      path: '/order',
      weight: 4,
      security: 'USER_DATA',
      params: OneOrderParams,
      summary: 'One of your orders (of this key’s wallet) by orderId or origClientOrderId',
      response: BinanceOrder,
      handler: (call) => {
        const terms = markets().bySymbol(call.params.symbol);
        const o = findOrder(keyOf(call), call.mode, terms, call.params);
        if (!o) throw bnTradeError.noSuchOrder();
        return binanceOrder(terms, orderView(terms, o));
      },
    }),
    route({
      method: 'DELETE',
      path: '/order',
      weight: 1,
      security: 'TRADE',
      params: OneOrderParams.extend({ newClientOrderId: ClientIdParam.optional() }),
      summary: 'Cancel an open order: its remainder is unfrozen',
      response: BinanceCancelledOrder,
      handler: async (call) => {
        const key = keyOf(call);
        const terms = markets().bySymbol(call.params.symbol);
        const o = findOrder(key, call.mode, terms, call.params);
        if (o?.status !== 'open') throw bnTradeError.unknownOrder();
        // (filled or cancelled meanwhile: unknown to a cancel, as on Binance)
        const cancelled = await spot.cancel(key.userId, o.id).catch(() => {
          throw bnTradeError.unknownOrder();
        });
        return binanceCancelled(terms, cancelled, call.params.newClientOrderId ?? newClientId(), deps.now());
      },
    }),
    route({
      method: 'GET',
      path: '/openOrders',
      weight: (sent) => (sent.has('symbol') ? 6 : 80),
      security: 'USER_DATA',
      params: z.strictObject({ symbol: SymbolParam.optional() }),
      summary: 'Your open orders of a market, or of every market without symbol (weight 80)',
      response: z.array(BinanceOrder),
      handler: (call) => {
        const m = markets();
        const terms = call.params.symbol === undefined ? undefined : m.bySymbol(call.params.symbol);
        return repo.openOrders(keyOf(call).userId, call.mode, terms?.id).map((o) => {
          const t = m.byId(o.marketId);
          return binanceOrder(t, orderView(t, o));
        });
      },
    }),
    route({
      method: 'DELETE',
      path: '/openOrders',
      weight: 1,
      security: 'TRADE',
      params: z.strictObject({ symbol: SymbolParam }),
      summary: 'Cancel all your open orders of a market',
      response: z.array(BinanceCancelledOrder),
      handler: async (call) => {
        const key = keyOf(call);
        const terms = markets().bySymbol(call.params.symbol);
        const open = repo.openOrders(key.userId, call.mode, terms.id);
        const settled = await spot.cancelMany(
          key.userId,
          open.map((o) => o.id),
        );
        const done = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
        // nothing open (or everything filled meanwhile): as Binance answers a cancel of nothing
        if (done.length === 0) throw bnTradeError.unknownOrder();
        const at = deps.now();
        return done.map((o) => binanceCancelled(terms, o, newClientId(), at));
      },
    }),
    route({
      method: 'GET',
      path: '/allOrders',
      weight: 20,
      security: 'USER_DATA',
      params: z.strictObject(listParams),
      summary: 'Your orders of a market, open and done, oldest first: from orderId or startTime, else the latest (limit 500, at most 1000)',
      response: z.array(BinanceOrder),
      handler: (call) => {
        const p = call.params;
        const terms = markets().bySymbol(p.symbol);
        const w: Window = {
          ...timeWindow(p),
          fromId: p.orderId === undefined ? undefined : idOf(p.orderId),
          limit: pageLimit(p.limit),
        };
        return repo.orders(keyOf(call).userId, call.mode, terms.id, w).map((o) => binanceOrder(terms, orderView(terms, o)));
      },
    }),
    route({
      method: 'GET',
      path: '/myTrades',
      weight: 20,
      security: 'USER_DATA',
      params: z.strictObject({ ...listParams, fromId: LongParam.optional() }),
      summary:
        'Your trades of a market (of one order with orderId), oldest first: from fromId or startTime, else the latest; commission in the quote coin',
      response: z.array(BinanceTrade),
      handler: (call) => {
        const p = call.params;
        const terms = markets().bySymbol(p.symbol);
        const timed = p.startTime !== undefined || p.endTime !== undefined;
        // Binance's combinations: fromId or orderId with no time
        if (timed && (p.fromId !== undefined || p.orderId !== undefined)) throw bnTradeError.combination();
        const w = {
          ...timeWindow(p),
          fromId: p.fromId === undefined ? undefined : idOf(p.fromId),
          orderId: p.orderId === undefined ? undefined : idOf(p.orderId),
          limit: pageLimit(p.limit),
        };
        return repo.trades(keyOf(call).userId, call.mode, terms.id, w).map((tr) => binanceTrade(terms, tr));
      },
    }),
    route({
      method: 'GET',
      path: '/account/commission',
      weight: 20,
      security: 'USER_DATA',
      params: z.strictObject({ symbol: SymbolParam }),
      summary: 'The fee rates of a market (charged in the quote coin)',
      response: BinanceCommission,
      handler: ({ params }) => {
        const t = markets().bySymbol(params.symbol);
        const none = { maker: '0', taker: '0', buyer: '0', seller: '0' };
        return {
          symbol: params.symbol,
          standardCommission: { maker: t.makerFeeRate, taker: t.takerFeeRate, buyer: '0', seller: '0' },
          taxCommission: none,
          specialCommission: none,
          discount: { enabledForAccount: false, enabledForSymbol: false, discountAsset: 'BNB', discount: '0' },
        };
      },
    }),
    route({
      method: 'GET',
      path: '/rateLimit/order',
      weight: 40,
      security: 'USER_DATA',
      params: z.strictObject({}),
      summary: 'Your order counts in the 10-second and one-day windows, with their limits',
      response: BinanceOrderCounts,
      handler: (call) => deps.orderCounts.current(keyOf(call).userId, call.mode),
    }),
    // no margin trading here: the pair lists are empty (CCXT's loadMarkets asks for them when it has a key)
    ...(['/sapi/v1/margin/allPairs', '/sapi/v1/margin/isolated/allPairs'] as const).map((path) =>
      route({
        method: 'GET',
        path,
        absolute: true,
        weight: path.includes('isolated') ? 10 : 1,
        security: 'NONE',
        params: z.strictObject({ symbol: SymbolParam.optional() }),
        summary: 'Margin pairs: none (the platform has no margin trading)',
        response: z.array(z.object({ symbol: z.string() })),
        handler: () => [],
      }),
    ),
  ];
}
