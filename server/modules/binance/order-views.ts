// The platform's spot orders and trades in Binance's shapes (issue 39): its field names, its
// statuses, its enums in capitals, decimal strings (at the market's precision) and millisecond
// times. An order's Binance status says how it ended: a market order the book could not fill
// whole EXPIRED, one the platform's self-trade prevention stopped (it expires the taker)
// EXPIRED_IN_MATCH, one its owner cancelled CANCELED.
import { z } from 'zod';
import type { SpotOrderView } from '../../../shared/schemas/spot.ts';
import { type MarketTerms, priceText, qtyText, quoteText } from '../spot/terms.ts';
import type { OwnTrade } from './repository.ts';
import { binanceSymbol } from './symbols.ts';

export const BINANCE_STATUSES = ['NEW', 'PARTIALLY_FILLED', 'FILLED', 'CANCELED', 'EXPIRED', 'EXPIRED_IN_MATCH'] as const;
export type BinanceStatus = (typeof BINANCE_STATUSES)[number];

/** The platform's self-trade prevention: a taker that would meet its owner's resting order expires. */
export const STP_MODE = 'EXPIRE_TAKER' as const;

/** An order without a client id of its own (placed in the app) answers this one, which finds it again. */
export const appClientOrderId = (orderId: number) => `web_${orderId}`;
/** The order id in an app order's client id (`web_12` → 12). */
export function appOrderIdOf(clientOrderId: string): number | undefined {
  const m = /^web_(\d{1,15})$/.exec(clientOrderId);
  return m ? Number(m[1]) : undefined;
}

export function statusOf(o: Pick<SpotOrderView, 'status' | 'cancelReason'>): BinanceStatus {
  switch (o.status) {
    case 'unfilled':
      return 'NEW';
    case 'partially_filled':
      return 'PARTIALLY_FILLED';
    case 'filled':
      return 'FILLED';
    default:
      return o.cancelReason === 'market_remainder' ? 'EXPIRED' : o.cancelReason === 'self_trade' ? 'EXPIRED_IN_MATCH' : 'CANCELED';
  }
}

const Dec = z.string();
const Int = z.number().int();
const Side = z.enum(['BUY', 'SELL']);
const Type = z.enum(['LIMIT', 'MARKET']);
const Status = z.enum(BINANCE_STATUSES);

const orderCore = {
  symbol: z.string(),
  orderId: Int,
  orderListId: Int,
  clientOrderId: z.string(),
  price: Dec,
  origQty: Dec,
  executedQty: Dec,
  cummulativeQuoteQty: Dec,
  status: Status,
  timeInForce: z.literal('GTC'),
  type: Type,
  side: Side,
  selfTradePreventionMode: z.literal(STP_MODE),
};

/** GET /order, an entry of /openOrders and /allOrders. */
export const BinanceOrder = z
  .object({
    ...orderCore,
    stopPrice: Dec,
    icebergQty: Dec,
    time: Int,
    updateTime: Int,
    isWorking: z.boolean(),
    workingTime: Int,
    origQuoteOrderQty: Dec,
  })
  .meta({ id: 'BinanceOrder' });
export type BinanceOrder = z.infer<typeof BinanceOrder>;

export const BinanceFill = z
  .object({ price: Dec, qty: Dec, commission: Dec, commissionAsset: z.string(), tradeId: Int })
  .meta({ id: 'BinanceFill' });

/** POST /order: ACK (ids and time), RESULT (with the order's state) or FULL (with its fills). */
const { symbol: _s, orderId: _o, orderListId: _l, clientOrderId: _c, ...orderState } = orderCore;
export const BinanceNewOrder = z
  .object({
    symbol: z.string(),
    orderId: Int,
    orderListId: Int,
    clientOrderId: z.string(),
    transactTime: Int,
    ...z.object({ ...orderState, origQuoteOrderQty: Dec, workingTime: Int, fills: z.array(BinanceFill) }).partial().shape,
  })
  .meta({ id: 'BinanceNewOrder' });

/** DELETE /order and each entry of DELETE /openOrders. */
export const BinanceCancelledOrder = z
  .object({ ...orderCore, origClientOrderId: z.string(), transactTime: Int, origQuoteOrderQty: Dec })
  .meta({ id: 'BinanceCancelledOrder' });

export const BinanceTrade = z
  .object({
    symbol: z.string(),
    id: Int,
    orderId: Int,
    orderListId: Int,
    price: Dec,
    qty: Dec,
    quoteQty: Dec,
    commission: Dec,
    commissionAsset: z.string(),
    time: Int,
    isBuyer: z.boolean(),
    isMaker: z.boolean(),
    isBestMatch: z.boolean(),
  })
  .meta({ id: 'BinanceTrade' });

/** The order fields every shape shares. */
function core(t: MarketTerms, o: SpotOrderView) {
  return {
    symbol: binanceSymbol(t.symbol),
    orderId: o.id,
    orderListId: -1,
    clientOrderId: o.clientOrderId ?? appClientOrderId(o.id),
    price: o.price ?? priceText(t, 0n),
    // a market buy by amount ordered no quantity: what it bought
    origQty: o.quantity ?? o.dealCount,
    executedQty: o.dealCount,
    cummulativeQuoteQty: o.tradeAmount,
    status: statusOf(o),
    timeInForce: 'GTC' as const,
    type: o.type === 'limit' ? ('LIMIT' as const) : ('MARKET' as const),
    side: o.side === 'buy' ? ('BUY' as const) : ('SELL' as const),
    selfTradePreventionMode: STP_MODE,
  };
}

const origQuote = (t: MarketTerms, o: SpotOrderView) => o.amount ?? quoteText(t, 0n);

export function binanceOrder(t: MarketTerms, o: SpotOrderView): BinanceOrder {
  return {
    ...core(t, o),
    stopPrice: priceText(t, 0n),
    icebergQty: qtyText(t, 0n),
    time: o.createdAt,
    updateTime: o.updatedAt,
    isWorking: true,
    workingTime: o.createdAt,
    origQuoteOrderQty: origQuote(t, o),
  };
}

export type RespType = 'ACK' | 'RESULT' | 'FULL';

/** A placement's answer; `fills` are the trades it made as it was placed (FULL only). */
export function binanceNewOrder(
  t: MarketTerms,
  o: SpotOrderView,
  type: RespType,
  fills: { id: number; priceTicks: bigint; lots: bigint; takerFee: bigint }[],
) {
  const { symbol, orderId, orderListId, clientOrderId, ...rest } = core(t, o);
  const ack = { symbol, orderId, orderListId, clientOrderId, transactTime: o.createdAt };
  if (type === 'ACK') return ack;
  const result = { ...ack, ...rest, origQuoteOrderQty: origQuote(t, o), workingTime: o.createdAt };
  if (type === 'RESULT') return result;
  return {
    ...result,
    fills: fills.map((f) => ({
      price: priceText(t, f.priceTicks),
      qty: qtyText(t, f.lots),
      commission: quoteText(t, f.takerFee),
      commissionAsset: t.quote,
      tradeId: f.id,
    })),
  };
}

/** A cancel's answer: `clientOrderId` is the cancel's own (sent as newClientOrderId, or made up). */
export function binanceCancelled(t: MarketTerms, o: SpotOrderView, cancelId: string, at: number) {
  const c = core(t, o);
  return { ...c, origClientOrderId: c.clientOrderId, clientOrderId: cancelId, transactTime: at, origQuoteOrderQty: origQuote(t, o) };
}

export function binanceTrade(t: MarketTerms, tr: OwnTrade) {
  const buyer = tr.taker ? tr.side === 'buy' : tr.side === 'sell';
  return {
    symbol: binanceSymbol(t.symbol),
    id: tr.id,
    orderId: tr.orderId,
    orderListId: -1,
    price: priceText(t, tr.priceTicks),
    qty: qtyText(t, tr.lots),
    quoteQty: quoteText(t, tr.value),
    commission: quoteText(t, tr.fee),
    commissionAsset: t.quote,
    time: tr.at,
    isBuyer: buyer,
    isMaker: !tr.taker,
    isBestMatch: true,
  };
}

const Rates = (...names: string[]) => z.object(Object.fromEntries(names.map((n) => [n, Dec])));
const Discount = z.object({ enabledForAccount: z.boolean(), enabledForSymbol: z.boolean(), discountAsset: z.string(), discount: Dec });

/** GET /account/commission: the market's rates (no tax, no discount). */
export const BinanceCommission = z
  .object({
    symbol: z.string(),
    standardCommission: Rates('maker', 'taker', 'buyer', 'seller'),
    taxCommission: Rates('maker', 'taker', 'buyer', 'seller'),
    specialCommission: Rates('maker', 'taker', 'buyer', 'seller'),
    discount: Discount,
  })
  .meta({ id: 'BinanceCommission' });

/** POST /order/test: {} or, asked, the rates the order would pay. */
export const BinanceTestOrder = z
  .object({
    standardCommissionForOrder: Rates('maker', 'taker'),
    taxCommissionForOrder: Rates('maker', 'taker'),
    discount: Discount,
  })
  .partial()
  .meta({ id: 'BinanceTestOrder' });

/** GET /rateLimit/order: the account's order counts in each window. */
export const BinanceOrderCounts = z
  .array(z.object({ rateLimitType: z.literal('ORDERS'), interval: z.string(), intervalNum: Int, limit: Int, count: Int }))
  .meta({ id: 'BinanceOrderCounts' });
