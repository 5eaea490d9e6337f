// What the API and the channels show of spot orders, fills and trades: engine units and minor
// units turned into decimal strings of the market (docs/decisions/038-spot-trading.md).
import type { z } from 'zod';
import type { SpotFillView, SpotOrderView, SpotTradeView } from '../../../shared/schemas/spot.ts';
import { formatAmount } from '../../../shared/money.ts';
import type { OrderRow, TradeRow } from './repository.ts';
import { type MarketTerms, priceText, qtyText, quoteText } from './terms.ts';

type OrderView = z.infer<typeof SpotOrderView>;
type FillView = z.infer<typeof SpotFillView>;

/** The spec's words: unfilled, partially filled (open with fills), filled, cancelled. */
function statusOf(o: OrderRow): OrderView['status'] {
  if (o.status === 'open') return o.filledLots > 0n ? 'partially_filled' : 'unfilled';
  return o.status;
}

export function marketView(t: MarketTerms) {
  return {
    id: t.id,
    productId: t.productId,
    symbol: t.symbol,
    base: t.base,
    quote: t.quote,
    tickSize: t.tickSize,
    lotStep: t.lotStep,
    minNotional: t.minNotional,
    makerFee: t.makerFeeRate,
    takerFee: t.takerFeeRate,
    pricePrecision: t.pricePrecision,
    qtyPrecision: t.qtyPrecision,
    quotePrecision: t.quoteScale,
    enabled: t.enabled,
  };
}

export function orderView(t: MarketTerms, o: OrderRow): OrderView {
  // average deal price = deal value / deal count, at the market's price precision (rounded down)
  const avg = o.filledLots > 0n ? formatAmount((o.dealValue * t.tickScaled) / (t.unit * o.filledLots), t.pricePrecision) : null;
  return {
    id: o.id,
    mode: o.mode,
    marketId: o.marketId,
    symbol: t.symbol,
    base: t.base,
    quote: t.quote,
    side: o.side,
    type: o.type,
    status: statusOf(o),
    cancelReason: o.cancelReason,
    price: o.priceTicks === null ? null : priceText(t, o.priceTicks),
    quantity: o.qtyLots === null ? null : qtyText(t, o.qtyLots),
    amount: o.quoteAmount === null ? null : quoteText(t, o.quoteAmount),
    dealCount: qtyText(t, o.filledLots),
    remaining: qtyText(t, o.leftLots),
    avgPrice: avg,
    tradeAmount: quoteText(t, o.dealValue),
    fee: quoteText(t, o.fee),
    frozen: formatAmount(o.frozen, o.side === 'buy' ? t.quoteScale : t.baseScale),
    frozenCurrency: o.side === 'buy' ? t.quote : t.base,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    doneAt: o.doneAt,
    apiKeyId: o.apiKeyId,
    clientOrderId: o.clientOrderId,
  };
}

/** A fill as the order `orderId` saw it. */
export function fillView(t: MarketTerms, trade: TradeRow, orderId: number): FillView {
  const taker = trade.takerOrderId === orderId;
  return {
    id: trade.id,
    orderId,
    side: taker ? trade.side : trade.side === 'buy' ? 'sell' : 'buy',
    role: taker ? 'taker' : 'maker',
    price: priceText(t, trade.priceTicks),
    quantity: qtyText(t, trade.lots),
    tradeAmount: quoteText(t, trade.value),
    fee: quoteText(t, taker ? trade.takerFee : trade.makerFee),
    journalId: trade.journalId,
    time: trade.at,
  };
}

export function tradeView(t: MarketTerms, trade: TradeRow): z.infer<typeof SpotTradeView> {
  return { id: trade.id, price: priceText(t, trade.priceTicks), quantity: qtyText(t, trade.lots), side: trade.side, time: trade.at };
}

/** Depth levels (engine units) as decimal strings. */
export function levelsView(t: MarketTerms, levels: { price: number; qty: number }[]) {
  return levels.map((l) => ({ price: priceText(t, BigInt(l.price)), quantity: qtyText(t, BigInt(l.qty)) }));
}
