// The Binance-compatible futures API's orders (issue 40, docs/decisions/095-binance-futures-api.md):
// the parameters as Binance's USDⓈ-M futures takes them (strings as sent, checked by the routes
// against Binance's rules after these shapes) and its answers (decimal strings, ms times, its field
// names): orders, conditional (algo) orders as CCXT places stops now, the account's fills.
import { z } from 'zod';
import { BnSymbol } from './binance-market.ts';

const Decimal = z.string().regex(/^([0-9]{1,20})(\.[0-9]{1,20})?$/);
const ClientId = z.string().regex(/^[.A-Z:/a-z0-9_-]{1,36}$/);
const Long = z.string().regex(/^[0-9]{1,18}$/);
const Millis = z.string().regex(/^[0-9]{1,16}$/);
const Flag = z.enum(['true', 'false', 'TRUE', 'FALSE']);

/** What a new order and a new algo order share (the order types, sides... are checked by the route). */
const orderCommon = {
  symbol: BnSymbol,
  side: z.string(),
  positionSide: z.string().optional(),
  type: z.string(),
  timeInForce: z.string().optional(),
  quantity: Decimal.optional(),
  reduceOnly: Flag.optional(),
  price: Decimal.optional(),
  closePosition: Flag.optional(),
  workingType: z.enum(['MARK_PRICE', 'CONTRACT_PRICE']).optional(),
  priceProtect: Flag.optional(),
  priceMatch: z.enum(['NONE']).optional(),
  selfTradePreventionMode: z.enum(['NONE', 'EXPIRE_TAKER', 'EXPIRE_MAKER', 'EXPIRE_BOTH']).optional(),
  newOrderRespType: z.enum(['ACK', 'RESULT']).optional(),
};

/** POST /fapi/v1/order. */
export const BnFuturesNewOrder = z.strictObject({
  ...orderCommon,
  newClientOrderId: ClientId.optional(),
  stopPrice: Decimal.optional(),
});
export type BnFuturesNewOrder = z.output<typeof BnFuturesNewOrder>;

/** POST /fapi/v1/algoOrder: a conditional order (CCXT sends its stops here). */
export const BnFuturesNewAlgoOrder = z.strictObject({
  ...orderCommon,
  algoType: z.enum(['CONDITIONAL']),
  clientAlgoId: ClientId.optional(),
  triggerPrice: Decimal.optional(),
});
export type BnFuturesNewAlgoOrder = z.output<typeof BnFuturesNewAlgoOrder>;

/** GET and DELETE /fapi/v1/order. */
export const BnFuturesOneOrder = z.strictObject({
  symbol: BnSymbol,
  orderId: Long.optional(),
  origClientOrderId: ClientId.optional(),
});

/** GET and DELETE /fapi/v1/algoOrder. */
export const BnFuturesOneAlgoOrder = z.strictObject({
  symbol: BnSymbol.optional(),
  algoId: Long.optional(),
  clientAlgoId: ClientId.optional(),
});

export const BnFuturesSymbolOptional = z.strictObject({ symbol: BnSymbol.optional() });
export const BnFuturesSymbol = z.strictObject({ symbol: BnSymbol });

const window = {
  startTime: Millis.optional(),
  endTime: Millis.optional(),
  limit: z
    .string()
    .regex(/^[0-9]{1,4}$/)
    .optional(),
};

/** GET /fapi/v1/allOrders. */
export const BnFuturesAllOrders = z.strictObject({ symbol: BnSymbol, orderId: Long.optional(), ...window });
/** GET /fapi/v1/allAlgoOrders. */
export const BnFuturesAllAlgoOrders = z.strictObject({ symbol: BnSymbol, algoId: Long.optional(), ...window });
/** GET /fapi/v1/userTrades. */
export const BnFuturesUserTrades = z.strictObject({ symbol: BnSymbol, orderId: Long.optional(), fromId: Long.optional(), ...window });

// ---------------------------------------------------------------- answers

const Dec = z.string();
const Int = z.number().int();
const Side = z.enum(['BUY', 'SELL']);
export const FUTURES_TYPES = ['LIMIT', 'MARKET', 'STOP_MARKET', 'TAKE_PROFIT_MARKET'] as const;
export const FUTURES_STATUSES = ['NEW', 'PARTIALLY_FILLED', 'FILLED', 'CANCELED', 'EXPIRED'] as const;
const Type = z.enum(FUTURES_TYPES);

/** An order as GET /fapi/v1/order answers it (POST and DELETE answer it without `time`). */
export const BnFuturesOrder = z
  .object({
    orderId: Int,
    symbol: z.string(),
    status: z.enum(FUTURES_STATUSES),
    clientOrderId: z.string(),
    price: Dec,
    avgPrice: Dec,
    origQty: Dec,
    executedQty: Dec,
    cumQty: Dec,
    cumQuote: Dec,
    timeInForce: z.literal('GTC'),
    type: Type,
    origType: Type,
    reduceOnly: z.boolean(),
    closePosition: z.boolean(),
    side: Side,
    positionSide: z.literal('BOTH'),
    stopPrice: Dec,
    workingType: z.enum(['MARK_PRICE', 'CONTRACT_PRICE']),
    priceProtect: z.literal(false),
    priceMatch: z.literal('NONE'),
    selfTradePreventionMode: z.literal('NONE'),
    goodTillDate: Int,
    updateTime: Int,
    time: Int.optional(),
  })
  .meta({ id: 'BinanceFuturesOrder' });
export type BnFuturesOrder = z.infer<typeof BnFuturesOrder>;

/** A conditional order in the algo service's shape (POST, GET and the lists of /fapi/v1/algoOrder). */
export const BnFuturesAlgoOrder = z
  .object({
    algoId: Int,
    clientAlgoId: z.string(),
    algoType: z.literal('CONDITIONAL'),
    orderType: Type,
    symbol: z.string(),
    side: Side,
    positionSide: z.literal('BOTH'),
    timeInForce: z.literal('GTC'),
    quantity: Dec,
    algoStatus: z.enum(['NEW', 'CANCELED', 'FINISHED', 'EXPIRED']),
    triggerPrice: Dec,
    price: Dec,
    icebergQuantity: z.null(),
    selfTradePreventionMode: z.literal('NONE'),
    workingType: z.enum(['MARK_PRICE', 'CONTRACT_PRICE']),
    priceMatch: z.literal('NONE'),
    closePosition: z.boolean(),
    priceProtect: z.literal(false),
    reduceOnly: z.boolean(),
    createTime: Int,
    updateTime: Int,
    triggerTime: Int,
    goodTillDate: Int,
    /** Once triggered: the order it executed as (the same id here) and its average price. */
    actualOrderId: z.string(),
    actualPrice: Dec,
  })
  .meta({ id: 'BinanceFuturesAlgoOrder' });
export type BnFuturesAlgoOrder = z.infer<typeof BnFuturesAlgoOrder>;

export const BnFuturesAlgoCancelled = z
  .object({ algoId: Int, clientAlgoId: z.string(), code: z.string(), msg: z.string() })
  .meta({ id: 'BinanceFuturesAlgoCancelled' });

/** DELETE /fapi/v1/allOpenOrders and /fapi/v1/algoOpenOrders. */
export const BnFuturesCancelAll = z.object({ code: z.number().int(), msg: z.string() }).meta({ id: 'BinanceFuturesCancelAll' });

/** One fill of GET /fapi/v1/userTrades: an open or a close of one of the account's positions. */
export const BnFuturesTrade = z
  .object({
    buyer: z.boolean(),
    commission: Dec,
    commissionAsset: z.string(),
    id: Int,
    maker: z.boolean(),
    orderId: Int,
    price: Dec,
    qty: Dec,
    quoteQty: Dec,
    realizedPnl: Dec,
    side: Side,
    positionSide: z.literal('BOTH'),
    symbol: z.string(),
    time: Int,
  })
  .meta({ id: 'BinanceFuturesTrade' });
export type BnFuturesTrade = z.infer<typeof BnFuturesTrade>;
