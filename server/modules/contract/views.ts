// What the API and the user channel show of positions: prices in the product's precision,
// lots with 2 decimals, money in USDT with 6; a holding or locked position with its mark
// (exit) price, unrealised P/L, margin ratio and liquidation price at the tick in force.
import {
  CONTRACT_CURRENCY,
  CONTRACT_SCALE,
  exitPriceOf,
  LOT_SCALE,
  liquidationTicks,
  maintenanceOf,
  marginRatioBp,
  notionalOf,
  pnlOf,
} from '../../../shared/contract.ts';
import { formatAmount } from '../../../shared/money.ts';
import { formatScaled } from '../../../shared/market.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventRow, PositionRow } from './repository.ts';
import { exposureOf, quoteOf, specOf } from './terms.ts';

const money = (v: bigint) => formatAmount(v, CONTRACT_SCALE);
const lotsText = (v: bigint) => formatScaled(v, LOT_SCALE);
/** Every fee a position has paid: opening (and add), closing and overnight. */
const feesOf = (p: Pick<PositionRow, 'openFee' | 'closeFee' | 'overnightFees'>) => p.openFee + p.closeFee + p.overnightFees;

export class ContractViews {
  /** The masked name of the leader a copy subscription follows (registered by copy trading, decision 103). */
  copiedFrom: (subscriptionId: number) => string | null = () => null;

  constructor(
    private readonly market: MarketEngine,
    private readonly clock: Clock,
  ) {}

  precision(productId: number) {
    return this.market.product(productId)?.pricePrecision ?? 0;
  }

  /**
   * An open position's figures at a tick, exact (minor units, ticks): its exit price, unrealised
   * P/L, notional and maintenance margin there, and its liquidation price (a holding one's only:
   * a locked leg is exempt).
   */
  valuation(p: PositionRow, markTicks: bigint) {
    const spec = specOf(p, this.precision(p.productId));
    const e = exposureOf(p);
    const exit = exitPriceOf(p.side, quoteOf(p, markTicks));
    return {
      spec,
      exit,
      pnl: pnlOf(spec, e, exit),
      notional: notionalOf(spec, p.lots, exit),
      maintenance: maintenanceOf(spec, p.lots, exit),
      liquidation: p.status === 'holding' ? liquidationTicks(spec, e) : undefined,
    };
  }

  /** The mark figures of an open position at a tick: exit price, unrealised P/L, margin ratio, liquidation price. */
  marks(p: PositionRow, markTicks: bigint) {
    const v = this.valuation(p, markTicks);
    const precision = v.spec.pricePrecision;
    return {
      markPrice: formatScaled(v.exit, precision),
      unrealizedPnl: money(v.pnl),
      marginRatio: formatScaled(marginRatioBp(v.spec, exposureOf(p), v.exit), 2),
      liquidationPrice: v.liquidation === undefined ? null : formatScaled(v.liquidation, precision),
    };
  }

  /** Unrealised P/L of an open position at a tick (at its exit price). */
  unrealized(p: PositionRow, markTicks: bigint): bigint {
    return pnlOf(specOf(p, this.precision(p.productId)), exposureOf(p), exitPriceOf(p.side, quoteOf(p, markTicks)));
  }

  /** The tick in force now of a product (marks of open positions). */
  markOf(productId: number): bigint | undefined {
    const t = this.market.ticks.inForce(productId, this.clock.now());
    return t === undefined ? undefined : BigInt(t.ticks);
  }

  position(p: PositionRow, mark: bigint | undefined = this.markOf(p.productId)) {
    const precision = this.precision(p.productId);
    const price = (t: bigint | null) => (t === null ? null : formatScaled(t, precision));
    const open = p.status === 'holding' || p.status === 'locked';
    const live = open && mark !== undefined ? this.marks(p, mark) : undefined;
    const filled = p.status !== 'pending' && p.status !== 'revoked';
    return {
      id: p.id,
      mode: p.mode,
      productId: p.productId,
      symbol: this.market.product(p.productId)?.symbol ?? '',
      side: p.side,
      status: p.status,
      orderType: p.orderType,
      limitPrice: price(p.limitTicks),
      lots: lotsText(p.lots),
      leverage: p.leverage,
      // the average entry, rounded half up to the product's precision
      entryPrice: filled && p.lots > 0n ? price((2n * p.entryValue + p.lots) / (2n * p.lots)) : null,
      margin: money(p.status === 'pending' ? p.reserve : p.margin),
      openFee: money(p.openFee),
      stopLoss: price(p.stopLossTicks),
      takeProfit: price(p.takeProfitTicks),
      liquidationPrice: live?.liquidationPrice ?? null,
      markPrice: live?.markPrice ?? null,
      unrealizedPnl: live?.unrealizedPnl ?? null,
      marginRatio: live?.marginRatio ?? null,
      closePrice: price(p.closeTicks),
      closeReason: p.closeReason,
      realizedPnl: p.closeReason === null ? null : money(p.realizedPnl),
      closeFee: p.closeReason === null ? null : money(p.closeFee),
      overnightFees: money(p.overnightFees),
      fees: money(feesOf(p)),
      // what a closed position made or lost in all: gross P/L less every fee it paid
      netPnl: p.status === 'closed' ? money(p.realizedPnl - feesOf(p)) : null,
      lockedWith: p.lockedWith,
      stopsBeforeLock:
        p.lockStopLossTicks === null && p.lockTakeProfitTicks === null
          ? null
          : { stopLoss: price(p.lockStopLossTicks), takeProfit: price(p.lockTakeProfitTicks) },
      followOf: p.followOf,
      copyOf: p.copyOf,
      copiedFrom: p.copyOf === null ? null : this.copiedFrom(p.copyOf),
      currency: CONTRACT_CURRENCY,
      createdAt: p.createdAt,
      openedAt: p.openedAt,
      closedAt: p.closedAt,
    };
  }

  event(e: EventRow, precision: number) {
    // the market period that drew the tick used, as a fast order names its own (decision 015)
    const period = e.tickTime === null ? undefined : this.market.periods.commitmentAt(e.tickTime);
    return {
      kind: e.kind,
      lots: e.lots === null ? null : lotsText(e.lots),
      price: e.ticks === null ? null : formatScaled(e.ticks, precision),
      tickTime: e.tickTime,
      periodStart: period?.start ?? null,
      commitment: period?.commitment ?? null,
      amount: money(e.amount),
      reason: e.reason,
      journalId: e.journalId,
      at: e.at,
    };
  }
}

export type PositionView = ReturnType<ContractViews['position']>;
