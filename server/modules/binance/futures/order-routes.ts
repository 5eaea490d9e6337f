// The futures API's order endpoints (issue 40, docs/decisions/095-binance-futures-api.md), served
// at /fapi/v1/… (the real wallet) and /demo/fapi/v1/… (the demo wallet): orders placed, read and
// cancelled by key, the open and all orders, the account's fills; conditional orders also through
// the algo service's endpoints (/fapi/v1/algoOrder…), where CCXT places its stops now. Binance's
// parameter rules are checked here (exact steps, its combinations) before the orders service
// places anything; the platform's refusals are answered in Binance's futures codes.
import type { z } from 'zod';
import { LOT_SCALE } from '../../../../shared/contract.ts';
import { serverMessage } from '../../../../shared/i18n/server-messages.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { formatScaled } from '../../../../shared/market.ts';
import { parseAmount } from '../../../../shared/money.ts';
import {
  BnFuturesAlgoCancelled,
  BnFuturesAlgoOrder,
  BnFuturesAllAlgoOrders,
  BnFuturesAllOrders,
  BnFuturesCancelAll,
  BnFuturesNewAlgoOrder,
  BnFuturesNewOrder,
  BnFuturesOneAlgoOrder,
  BnFuturesOneOrder,
  BnFuturesOrder,
  BnFuturesSymbol,
  BnFuturesSymbolOptional,
  BnFuturesTrade,
  BnFuturesUserTrades,
  FUTURES_TYPES,
} from '../../../../shared/schemas/binance-futures-orders.ts';
import type { TradeMode as Mode } from '../../../ledger/ledger.ts';
import type { KeyInUse } from '../../api-keys/service.ts';
import type { ContractSettings } from '../../contract/settings.ts';
import { type BinanceCall, type BinanceRoute, binanceRoute as route } from '../api.ts';
import { BinanceError, bnError, bnTradeError } from '../errors.ts';
import type { OrderCounts } from '../order-limits.ts';
import { inBinanceWords } from '../order-refusals.ts';
import { idOf, keyOf, newClientId, pageLimit, timeWindow, trimmed } from '../trading.ts';
import type { FuturesTriggers } from './conditional.ts';
import { contractOfSymbol, lotsOfQuantity } from './contracts.ts';
import type { FuturesOrderRepository, FuturesOrderRow, FuturesType } from './order-repository.ts';
import { futuresAlgoOrder, futuresOrder, futuresTrades } from './order-views.ts';
import type { FuturesOrders, TypedFuturesOrder } from './orders.ts';
import { bnFuturesError, futuresRefusal } from './refusals.ts';

export interface FuturesOrderRouteDeps {
  orders: FuturesOrders;
  triggers: FuturesTriggers;
  repo: FuturesOrderRepository;
  /** Every contract product's settings (read per call: staff may switch one off or change its terms). */
  contracts: () => readonly ContractSettings[];
  orderCounts: OrderCounts;
}

const STOPS: readonly FuturesType[] = ['STOP_MARKET', 'TAKE_PROFIT_MARKET'];
const flag = (v: string | undefined) => v?.toLowerCase() === 'true';
const CANCELLED_ALL = { code: 200, msg: 'The operation of cancel all open order is done.' };

/** A price on the product's tick (its precision), in ticks: finer is -4014, zero or less -4001. */
function ticksOf(text: string, s: ContractSettings): bigint {
  const p = parseAmount(trimmed(text), s.pricePrecision);
  if ('units' in p) return p.units;
  if (p.problem === 'too-many-decimals') throw bnFuturesError.priceTick();
  if (p.problem === 'zero') throw new BinanceError(-4001, 'Price less than or equal to 0.');
  throw new BinanceError(-4002, 'Price greater than max price.');
}

/** A new order's parameters (of /order or /algoOrder, named alike) checked as Binance checks them. */
type NewOrderParams = Omit<z.output<typeof BnFuturesNewOrder>, 'newClientOrderId'>;

/**
 * The typed order of checked parameters: its side, type, combinations, then its quantity on the
 * product's step and within its lots (the platform's message), its prices on the tick.
 */
function typedOrder(contracts: readonly ContractSettings[], p: NewOrderParams, clientOrderId: string, locale: Locale): TypedFuturesOrder {
  const s = contractOfSymbol(contracts, p.symbol);
  if (p.side !== 'BUY' && p.side !== 'SELL') throw bnTradeError.badSide();
  if (p.positionSide !== undefined && p.positionSide !== 'BOTH') throw bnFuturesError.positionSide();
  const type = p.type as FuturesType;
  if (!FUTURES_TYPES.includes(type)) {
    throw bnTradeError.badOrderType('This exchange takes LIMIT, MARKET, STOP_MARKET and TAKE_PROFIT_MARKET orders.');
  }
  const stop = STOPS.includes(type);
  if (type === 'LIMIT' && p.timeInForce === undefined) throw bnError.mandatory('timeInForce');
  if (p.timeInForce !== undefined && p.timeInForce !== 'GTC') {
    throw bnTradeError.badTimeInForce('An order here is GTC (IOC, FOK, GTX and GTD are not offered).');
  }
  const closePosition = flag(p.closePosition);
  if (closePosition && !stop) throw bnFuturesError.notWith('closePosition', 'It closes a position with STOP_MARKET or TAKE_PROFIT_MARKET.');
  if (closePosition && p.quantity !== undefined) throw bnFuturesError.notWith('quantity', 'closePosition closes what is open.');
  if (closePosition && p.reduceOnly !== undefined) throw bnFuturesError.notWith('reduceOnly', 'closePosition only reduces.');
  if (type === 'LIMIT' && p.price === undefined) throw bnError.mandatory('price');
  if (type !== 'LIMIT' && p.price !== undefined) throw bnFuturesError.notWith('price', 'Only a LIMIT order has a price here.');
  if (stop && p.stopPrice === undefined) throw bnError.mandatory('stopPrice');
  if (!stop && p.stopPrice !== undefined) throw bnFuturesError.notWith('stopPrice', 'Only a stop has a trigger price.');
  let lots = 0n;
  if (!closePosition) {
    if (p.quantity === undefined) throw bnError.mandatory('quantity');
    lots = lotsOfQuantity(s, trimmed(p.quantity));
    if (lots < s.minLots || lots > s.maxLots) {
      const f = (n: bigint) => formatScaled(n, LOT_SCALE);
      const msg = serverMessage(locale, 'CONTRACT_LOTS_INVALID', { min: f(s.minLots), max: f(s.maxLots), step: f(s.lotStep) });
      throw bnFuturesError.quantity(lots < s.minLots, msg);
    }
  }
  return {
    settings: s,
    side: p.side,
    type,
    lots,
    priceTicks: p.price === undefined ? null : ticksOf(p.price, s),
    stopTicks: p.stopPrice === undefined ? null : ticksOf(p.stopPrice, s),
    reduceOnly: flag(p.reduceOnly),
    closePosition,
    workingType: p.workingType ?? 'MARK_PRICE',
    clientOrderId,
  };
}

export function futuresOrderRoutes(deps: FuturesOrderRouteDeps): BinanceRoute[] {
  const { orders, repo } = deps;
  /** In-flight placements' client ids (user, wallet, id): a second one sent meanwhile is a duplicate too. */
  const placing = new Set<string>();

  const products = () => {
    const all = deps.contracts();
    const byId = new Map(all.map((s) => [s.productId, s]));
    return { bySymbol: (symbol: string) => contractOfSymbol(all, symbol), byId: (id: number) => byId.get(id), all };
  };

  /** Places a call's order under a client id: counted, checked, refused as a duplicate, the platform's refusals in Binance's codes. */
  async function place(call: BinanceCall<unknown>, p: NewOrderParams, clientId: string | undefined) {
    const { mode, request, reply } = call;
    const key = keyOf(call);
    const counted = deps.orderCounts.count(key.userId, mode);
    reply.headers(counted.headers);
    if (counted.refusal) throw counted.refusal;
    const clientOrderId = clientId ?? newClientId();
    const locale = request.locale;
    const typed = typedOrder(deps.contracts(), p, clientOrderId, locale);
    const inFlight = `${key.userId}:${mode}:${clientOrderId}`;
    if (placing.has(inFlight) || repo.workingWithClientId(key.userId, mode, clientOrderId)) throw bnFuturesError.duplicateClientId();
    placing.add(inFlight);
    try {
      const placed = await inBinanceWords(locale, () => orders.place(key, mode, typed), futuresRefusal);
      if (placed.waits) deps.triggers.add(placed.order);
      return { s: typed.settings, o: placed.order };
    } finally {
      placing.delete(inFlight);
    }
  }

  /** An order of the caller's (its user and wallet) on the product, by its id or its client id (the latest under it); or none. */
  function findOrder(key: KeyInUse, mode: Mode, productId: number | undefined, id: string | undefined, clientId: string | undefined) {
    let o: FuturesOrderRow | undefined;
    if (id !== undefined) {
      o = repo.order(idOf(id));
      if (o && clientId !== undefined && o.clientOrderId !== clientId) o = undefined;
    } else if (clientId !== undefined) {
      o = repo.byClientId(key.userId, mode, clientId);
    }
    return o && o.userId === key.userId && o.mode === mode && (productId === undefined || o.productId === productId) ? o : undefined;
  }

  /** An algo order (a stop) of the caller's, by algoId or clientAlgoId. */
  function findAlgo(key: KeyInUse, mode: Mode, p: z.output<typeof BnFuturesOneAlgoOrder>) {
    if (p.algoId === undefined && p.clientAlgoId === undefined) throw bnFuturesError.eitherAlgo();
    const productId = p.symbol === undefined ? undefined : products().bySymbol(p.symbol).productId;
    const o = findOrder(key, mode, productId, p.algoId, p.clientAlgoId);
    return o && STOPS.includes(o.type) ? o : undefined;
  }

  /** Cancels an order of the caller's; -2011 when it is not working (done, or done meanwhile). */
  function cancel(o: FuturesOrderRow | undefined): FuturesOrderRow {
    if (!o || !orders.cancel(o)) throw bnTradeError.unknownOrder();
    deps.triggers.remove(o.id);
    return repo.order(o.id) as FuturesOrderRow;
  }

  /** The caller's working orders of a product (or all), optionally only stops (of products still offering contracts). */
  function working(key: KeyInUse, mode: Mode, symbol: string | undefined, stopsOnly: boolean) {
    const m = products();
    const productId = symbol === undefined ? undefined : m.bySymbol(symbol).productId;
    return repo.working(key.userId, mode, productId).flatMap((o) => {
      const s = m.byId(o.productId);
      return s && (!stopsOnly || STOPS.includes(o.type)) ? [{ s, o }] : [];
    });
  }

  const list = (p: { orderId?: string; startTime?: string; endTime?: string; limit?: string }) => ({
    ...timeWindow(p),
    fromId: p.orderId === undefined ? undefined : idOf(p.orderId),
    limit: pageLimit(p.limit),
  });

  return [
    route({
      method: 'POST',
      path: '/fapi/v1/order',
      absolute: true,
      weight: 1,
      security: 'TRADE',
      permission: 'contract',
      params: BnFuturesNewOrder,
      summary:
        'Place a LIMIT (GTC), MARKET, STOP_MARKET or TAKE_PROFIT_MARKET order on a contract product, one-way: it closes your opposite positions oldest first, then opens the rest (reduceOnly: closes only)',
      response: BnFuturesOrder,
      handler: async (call) => {
        const { newClientOrderId, newOrderRespType, ...p } = call.params;
        const { s, o } = await place(call, p, newClientOrderId);
        // ACK: the order as accepted, before what it executed (Binance's default)
        const shown = newOrderRespType === 'RESULT' ? o : { ...o, status: 'NEW' as const, executedLots: 0n, executedValue: 0n };
        return futuresOrder(s, shown, false);
      },
    }),
    route({
      method: 'GET',
      path: '/fapi/v1/order',
      absolute: true,
      weight: 1,
      security: 'USER_DATA',
      params: BnFuturesOneOrder,
      summary: 'One of your futures orders (of this key’s wallet) by orderId or origClientOrderId',
      response: BnFuturesOrder,
      handler: (call) => {
        const { params: p, mode } = call;
        if (p.orderId === undefined && p.origClientOrderId === undefined) throw bnTradeError.eitherOrder();
        const s = products().bySymbol(p.symbol);
        const o = findOrder(keyOf(call), mode, s.productId, p.orderId, p.origClientOrderId);
        if (!o) throw bnTradeError.noSuchOrder();
        return futuresOrder(s, o);
      },
    }),
    route({
      method: 'DELETE',
      path: '/fapi/v1/order',
      absolute: true,
      weight: 1,
      security: 'TRADE',
      permission: 'contract',
      params: BnFuturesOneOrder,
      summary: 'Cancel a working order: a resting limit’s reserve returns, a waiting stop is dropped',
      response: BnFuturesOrder,
      handler: (call) => {
        const { params: p, mode } = call;
        if (p.orderId === undefined && p.origClientOrderId === undefined) throw bnTradeError.eitherOrder();
        const s = products().bySymbol(p.symbol);
        return futuresOrder(s, cancel(findOrder(keyOf(call), mode, s.productId, p.orderId, p.origClientOrderId)), false);
      },
    }),
    route({
      method: 'GET',
      path: '/fapi/v1/openOrders',
      absolute: true,
      weight: (sent) => (sent.has('symbol') ? 1 : 40),
      security: 'USER_DATA',
      params: BnFuturesSymbolOptional,
      summary: 'Your working futures orders of a symbol, or of every symbol without symbol (weight 40)',
      response: BnFuturesOrder.array(),
      handler: (call) => working(keyOf(call), call.mode, call.params.symbol, false).map(({ s, o }) => futuresOrder(s, o)),
    }),
    route({
      method: 'DELETE',
      path: '/fapi/v1/allOpenOrders',
      absolute: true,
      weight: 1,
      security: 'TRADE',
      permission: 'contract',
      params: BnFuturesSymbol,
      summary: 'Cancel all your working futures orders of a symbol',
      response: BnFuturesCancelAll,
      handler: (call) => {
        for (const { o } of working(keyOf(call), call.mode, call.params.symbol, false)) {
          if (orders.cancel(o)) deps.triggers.remove(o.id);
        }
        return CANCELLED_ALL;
      },
    }),
    route({
      method: 'GET',
      path: '/fapi/v1/allOrders',
      absolute: true,
      weight: 5,
      security: 'USER_DATA',
      params: BnFuturesAllOrders,
      summary: 'Your futures orders of a symbol, working and done, oldest first: from orderId or startTime, else the latest',
      response: BnFuturesOrder.array(),
      handler: (call) => {
        const s = products().bySymbol(call.params.symbol);
        return repo.orders(keyOf(call).userId, call.mode, s.productId, list(call.params)).map((o) => futuresOrder(s, o));
      },
    }),
    route({
      method: 'GET',
      path: '/fapi/v1/userTrades',
      absolute: true,
      weight: 5,
      security: 'USER_DATA',
      params: BnFuturesUserTrades,
      summary:
        'Your fills of a symbol (every open and close of your positions, the web’s too; orderId 0 when no order by key made it), oldest first; commission and realizedPnl in USDT',
      response: BnFuturesTrade.array(),
      handler: (call) => {
        const p = call.params;
        const s = products().bySymbol(p.symbol);
        if (p.fromId !== undefined && (p.startTime !== undefined || p.endTime !== undefined)) throw bnTradeError.combination();
        const w = {
          ...timeWindow(p),
          fromId: p.fromId === undefined ? undefined : idOf(p.fromId),
          orderId: p.orderId === undefined ? undefined : idOf(p.orderId),
          limit: pageLimit(p.limit),
        };
        return futuresTrades(s, repo.fills(keyOf(call).userId, call.mode, s.productId, w), (ids) => repo.positionFills(ids));
      },
    }),
    // ---------------------------------------------------------------- conditional orders as the algo service takes them
    route({
      method: 'POST',
      path: '/fapi/v1/algoOrder',
      absolute: true,
      weight: 1,
      security: 'TRADE',
      permission: 'contract',
      params: BnFuturesNewAlgoOrder,
      summary:
        'Place a STOP_MARKET or TAKE_PROFIT_MARKET order (algoType CONDITIONAL, triggerPrice): the same stop as POST /fapi/v1/order places',
      response: BnFuturesAlgoOrder,
      handler: async (call) => {
        const { algoType: _, clientAlgoId, triggerPrice, newOrderRespType: _r, ...p } = call.params;
        if (!STOPS.includes(p.type as FuturesType)) {
          throw bnTradeError.badOrderType('A conditional order here is STOP_MARKET or TAKE_PROFIT_MARKET.');
        }
        if (triggerPrice === undefined) throw bnError.mandatory('triggerPrice');
        const { s, o } = await place(call, { ...p, stopPrice: triggerPrice }, clientAlgoId);
        return futuresAlgoOrder(s, o);
      },
    }),
    route({
      method: 'GET',
      path: '/fapi/v1/algoOrder',
      absolute: true,
      weight: 1,
      security: 'USER_DATA',
      params: BnFuturesOneAlgoOrder,
      summary: 'One of your conditional orders by algoId or clientAlgoId',
      response: BnFuturesAlgoOrder,
      handler: (call) => {
        const o = findAlgo(keyOf(call), call.mode, call.params);
        const s = o && products().byId(o.productId);
        if (!o || !s) throw bnTradeError.noSuchOrder();
        return futuresAlgoOrder(s, o);
      },
    }),
    route({
      method: 'DELETE',
      path: '/fapi/v1/algoOrder',
      absolute: true,
      weight: 1,
      security: 'TRADE',
      permission: 'contract',
      params: BnFuturesOneAlgoOrder,
      summary: 'Cancel a waiting conditional order by algoId or clientAlgoId',
      response: BnFuturesAlgoCancelled,
      handler: (call) => {
        const o = cancel(findAlgo(keyOf(call), call.mode, call.params));
        return { algoId: o.id, clientAlgoId: o.clientOrderId, code: '200', msg: 'success' };
      },
    }),
    route({
      method: 'GET',
      path: '/fapi/v1/openAlgoOrders',
      absolute: true,
      weight: (sent) => (sent.has('symbol') ? 1 : 40),
      security: 'USER_DATA',
      params: BnFuturesSymbolOptional,
      summary: 'Your waiting conditional orders of a symbol, or of every symbol without symbol (weight 40)',
      response: BnFuturesAlgoOrder.array(),
      handler: (call) => working(keyOf(call), call.mode, call.params.symbol, true).map(({ s, o }) => futuresAlgoOrder(s, o)),
    }),
    route({
      method: 'GET',
      path: '/fapi/v1/allAlgoOrders',
      absolute: true,
      weight: 5,
      security: 'USER_DATA',
      params: BnFuturesAllAlgoOrders,
      summary: 'Your conditional orders of a symbol, waiting and done, oldest first: from algoId or startTime, else the latest',
      response: BnFuturesAlgoOrder.array(),
      handler: (call) => {
        const { algoId, ...p } = call.params;
        const s = products().bySymbol(p.symbol);
        return repo
          .orders(keyOf(call).userId, call.mode, s.productId, list({ ...p, orderId: algoId }), STOPS)
          .map((o) => futuresAlgoOrder(s, o));
      },
    }),
    route({
      method: 'DELETE',
      path: '/fapi/v1/algoOpenOrders',
      absolute: true,
      weight: 1,
      security: 'TRADE',
      permission: 'contract',
      params: BnFuturesSymbol,
      summary: 'Cancel all your waiting conditional orders of a symbol',
      response: BnFuturesCancelAll,
      handler: (call) => {
        for (const { o } of working(keyOf(call), call.mode, call.params.symbol, true)) {
          if (orders.cancel(o)) deps.triggers.remove(o.id);
        }
        return CANCELLED_ALL;
      },
    }),
  ];
}
