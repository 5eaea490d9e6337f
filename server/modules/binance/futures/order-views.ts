// The futures orders and fills in Binance's USDⓈ-M shapes (issue 40, decision 095): decimal
// strings (prices at the product's precision, quantities in the base unit: lots × contract size),
// ms times, its enums; an order's cumQuote exact (Σ lots × fill price × contract size). One-way
// mode only: positionSide BOTH. Conditional orders also in the algo service's shape, as CCXT
// places and reads its stops now.
import { CONTRACT_SCALE, feeOf, LOT_SCALE, pnlOf } from '../../../../shared/contract.ts';
import { formatScaled } from '../../../../shared/market.ts';
import { formatAmount } from '../../../../shared/money.ts';
import type { BnFuturesAlgoOrder, BnFuturesOrder, BnFuturesTrade } from '../../../../shared/schemas/binance-futures-orders.ts';
import { specOf } from '../../contract/terms.ts';
import type { ContractSettings } from '../../contract/settings.ts';
import { binanceSymbol } from '../symbols.ts';
import { quantityOfLots } from './contracts.ts';
import type { FillRow, FuturesOrderRow, PositionFills } from './order-repository.ts';

type Terms = Pick<ContractSettings, 'symbol' | 'contractSize' | 'pricePrecision'>;

const priceText = (t: Terms, ticks: bigint | null) => formatScaled(ticks ?? 0n, t.pricePrecision);
/** Σ lots × ticks in USDT, exact (lots in hundredths of contracts of contractSize base units). */
const quoteText = (t: Terms, lotTicks: bigint) => formatAmount(lotTicks * t.contractSize, LOT_SCALE + t.pricePrecision);
const money = (v: bigint) => formatAmount(v, CONTRACT_SCALE);

/** The average fill price, half up at the product's precision ("0" before any fill). */
export function avgText(t: Terms, o: Pick<FuturesOrderRow, 'executedLots' | 'executedValue'>): string {
  if (o.executedLots === 0n) return priceText(t, 0n);
  return priceText(t, (o.executedValue * 2n + o.executedLots) / (2n * o.executedLots));
}

export function futuresOrder(t: Terms, o: FuturesOrderRow, withTime = true): BnFuturesOrder {
  const executed = quantityOfLots(t, o.executedLots);
  return {
    orderId: o.id,
    symbol: binanceSymbol(t.symbol),
    status: o.status,
    clientOrderId: o.clientOrderId,
    price: priceText(t, o.priceTicks),
    avgPrice: avgText(t, o),
    origQty: quantityOfLots(t, o.lots),
    executedQty: executed,
    cumQty: executed,
    cumQuote: quoteText(t, o.executedValue),
    timeInForce: 'GTC',
    type: o.type,
    origType: o.type,
    reduceOnly: o.reduceOnly,
    closePosition: o.closePosition,
    side: o.side,
    positionSide: 'BOTH',
    stopPrice: priceText(t, o.stopTicks),
    workingType: o.workingType,
    priceProtect: false,
    priceMatch: 'NONE',
    selfTradePreventionMode: 'NONE',
    goodTillDate: 0,
    updateTime: o.updatedAt,
    ...(withTime ? { time: o.createdAt } : {}),
  };
}

const ALGO_STATUS = { NEW: 'NEW', PARTIALLY_FILLED: 'NEW', FILLED: 'FINISHED', CANCELED: 'CANCELED', EXPIRED: 'EXPIRED' } as const;

/** A stop as the algo service shows it: triggered, it names the order it executed as (itself here). */
export function futuresAlgoOrder(t: Terms, o: FuturesOrderRow): BnFuturesAlgoOrder {
  const triggered = o.triggerTickTime !== null;
  return {
    algoId: o.id,
    clientAlgoId: o.clientOrderId,
    algoType: 'CONDITIONAL',
    orderType: o.type,
    symbol: binanceSymbol(t.symbol),
    side: o.side,
    positionSide: 'BOTH',
    timeInForce: 'GTC',
    quantity: quantityOfLots(t, o.lots),
    algoStatus: ALGO_STATUS[o.status],
    triggerPrice: priceText(t, o.stopTicks),
    price: priceText(t, 0n),
    icebergQuantity: null,
    selfTradePreventionMode: 'NONE',
    workingType: o.workingType,
    priceMatch: 'NONE',
    closePosition: o.closePosition,
    priceProtect: false,
    reduceOnly: o.reduceOnly,
    createTime: o.createdAt,
    updateTime: o.updatedAt,
    triggerTime: o.triggerTickTime ?? 0,
    goodTillDate: 0,
    actualOrderId: triggered ? String(o.id) : '',
    actualPrice: avgText(t, o),
  };
}

/**
 * Each close's realized P/L as the execution computed it (decision 033): the closed part takes
 * its share of the entry value (the rest keeps ⌊entryValue × left / lots⌋), P/L at the close's
 * exit price; the final close takes what the position's realizedPnl says is left, so the closes
 * sum to what the user bore (a liquidation's capped loss included).
 */
export function realizedByClose(p: PositionFills, pricePrecision: number): Map<number, bigint> {
  const spec = specOf(p, pricePrecision);
  const out = new Map<number, bigint>();
  let lots = 0n;
  let entryValue = 0n;
  let sum = 0n;
  for (const e of p.events) {
    if (e.kind !== 'close') {
      lots += e.lots;
      entryValue += e.lots * e.ticks;
      continue;
    }
    const rest = lots === 0n ? 0n : (entryValue * e.remaining) / lots;
    const pnl =
      e.remaining === 0n ? p.realizedPnl - sum : pnlOf(spec, { side: p.side, lots: e.lots, entryValue: entryValue - rest }, e.ticks);
    out.set(e.id, pnl);
    sum += pnl;
    lots = e.remaining;
    entryValue = rest;
  }
  return out;
}

/** One fill of the account as userTrades answers it: an open (the fee its journal charged) or a close. */
export function futuresTrade(t: Terms, f: FillRow, p: PositionFills | undefined, realized: Map<number, bigint>): BnFuturesTrade {
  const opening = f.kind !== 'close';
  const long = p?.side === 'long';
  const buyer = opening === long;
  const commission = opening ? (f.openFee ?? 0n) : p ? feeOf(specOf(p, t.pricePrecision), f.lots, f.ticks) : 0n;
  return {
    buyer,
    commission: money(commission),
    commissionAsset: 'USDT',
    id: f.id,
    maker: f.maker,
    orderId: f.orderId ?? 0,
    price: priceText(t, f.ticks),
    qty: quantityOfLots(t, f.lots),
    quoteQty: quoteText(t, f.lots * f.ticks),
    realizedPnl: money(opening ? 0n : (realized.get(f.id) ?? 0n)),
    side: buyer ? 'BUY' : 'SELL',
    positionSide: 'BOTH',
    symbol: binanceSymbol(t.symbol),
    time: f.at,
  };
}

/** The account's fills as userTrades answers them: each close's realized P/L replayed from its position's fills. */
export function futuresTrades(
  t: Terms,
  fills: readonly FillRow[],
  positionFills: (ids: readonly number[]) => Map<number, PositionFills>,
): BnFuturesTrade[] {
  const positions = positionFills([...new Set(fills.map((f) => f.positionId))]);
  const realized = new Map([...positions.values()].flatMap((pf) => [...realizedByClose(pf, t.pricePrecision)]));
  return fills.map((f) => futuresTrade(t, f, positions.get(f.positionId), realized));
}
