// Futures orders placed by key (issue 40, docs/decisions/095-binance-futures-api.md) over the
// contract engine: every open and close goes through the contract service (its journals); this
// module keeps the orders' own rows in the same transactions. One-way netting as Binance's default
// mode: an order closes the account's opposite positions of the symbol oldest first and opens the
// remainder as one position at the symbol's leverage (unless reduceOnly). A MARKET order (and a
// LIMIT the tick in force already crosses) executes at once; a LIMIT otherwise rests: its opening
// part as the platform's pending limit position (decision 033), its closing part waiting on the
// trigger path; a stop waits there too and executes as a market order at the first recorded tick
// that crosses it, that tick recorded.
import type { Side } from '../../../../shared/contract.ts';
import type { RecordedTick } from '../../../engine/ticks.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { Ledger, TradeMode as Mode } from '../../../ledger/ledger.ts';
import type { KeyInUse } from '../../api-keys/service.ts';
import type { ContractService, FuturesOutcome } from '../../contract/service.ts';
import type { ContractSettings } from '../../contract/settings.ts';
import { sidesOf } from '../../../../shared/contract.ts';
import type { FuturesLeverageRepository } from './leverage-repository.ts';
import {
  type FuturesOrderRepository,
  type FuturesOrderRow,
  type FuturesSide,
  type FuturesStatus,
  type FuturesType,
  type NewFuturesOrder,
  WORKING,
} from './order-repository.ts';
import { bnFuturesError } from './refusals.ts';

/** A new order's parameters, checked against Binance's rules and the product's steps (order-routes.ts); lots 0 with closePosition. */
export type TypedFuturesOrder = { settings: ContractSettings } & Pick<
  FuturesOrderRow,
  'side' | 'type' | 'lots' | 'priceTicks' | 'stopTicks' | 'reduceOnly' | 'closePosition' | 'workingType' | 'clientOrderId'
>;

/** Where a waiting order's mark threshold lies: it triggers on the first tick at or above (or below) it. */
export interface Threshold {
  kind: 'above' | 'below';
  ticks: bigint;
}

export interface FuturesOrdersDeps {
  contract: ContractService;
  /** The product's settings now (its spread: where a waiting LIMIT's mark threshold lies). */
  settingsOf: (productId: number) => ContractSettings | undefined;
  tickInForce: (productId: number) => RecordedTick | undefined;
  leverage: FuturesLeverageRepository;
  repo: FuturesOrderRepository;
  ledger: Ledger;
  clock: Clock;
}

const isStop = (type: FuturesType) => type === 'STOP_MARKET' || type === 'TAKE_PROFIT_MARKET';
const sideOf = (s: FuturesSide): Side => (s === 'BUY' ? 'long' : 'short');
const opposite = (s: Side): Side => (s === 'long' ? 'short' : 'long');
const min = (a: bigint, b: bigint) => (a < b ? a : b);
const NOTHING: Omit<FuturesOutcome, 'tick'> = { fills: [], opened: null };

/**
 * An order's status from what it executed and what still works: a stop not triggered, a waiting
 * closing part or a pending position keep it NEW (PARTIALLY_FILLED once something executed); done,
 * it is FILLED when it executed its lots (a closePosition stop: anything), else EXPIRED.
 */
export function statusOf(
  o: Pick<FuturesOrderRow, 'type' | 'lots' | 'closePosition' | 'triggerTickTime'>,
  executed: bigint,
  waiting: bigint,
  pending: bigint,
): FuturesStatus {
  if ((isStop(o.type) && o.triggerTickTime === null) || waiting > 0n || pending > 0n) return executed > 0n ? 'PARTIALLY_FILLED' : 'NEW';
  return executed > 0n && (executed === o.lots || o.closePosition) ? 'FILLED' : 'EXPIRED';
}

/**
 * The mark threshold of an order's waiting part. A stop compares the mark (the recorded tick: the
 * platform's mark and last price alike): STOP_MARKET buys at or above its price, sells at or below;
 * TAKE_PROFIT_MARKET the reverse. A LIMIT's closing part fills where a new order would: a buy when
 * the ask (mark − ⌊spread/2⌋ + spread) is at or below its price, a sell when the bid (mark −
 * ⌊spread/2⌋) is at or above it.
 */
export function thresholdOf(o: FuturesOrderRow, spreadTicks: bigint): Threshold | undefined {
  if (!WORKING.includes(o.status)) return undefined;
  const buy = o.side === 'BUY';
  if (isStop(o.type)) {
    if (o.triggerTickTime !== null || o.stopTicks === null) return undefined;
    const up = o.type === 'STOP_MARKET' ? buy : !buy;
    return { kind: up ? 'above' : 'below', ticks: o.stopTicks };
  }
  if (o.type !== 'LIMIT' || o.waitingLots === 0n || o.priceTicks === null) return undefined;
  const half = spreadTicks / 2n;
  return buy ? { kind: 'below', ticks: o.priceTicks - (spreadTicks - half) } : { kind: 'above', ticks: o.priceTicks + half };
}

const crosses = (t: Threshold, mark: bigint) => (t.kind === 'above' ? mark >= t.ticks : mark <= t.ticks);

export class FuturesOrders {
  constructor(private readonly deps: FuturesOrdersDeps) {
    // a pending position of an order fills or is revoked (the risk engine, the web, a cancel here)
    deps.contract.onPending({
      filled: (p, fill) => {
        if (p.futuresOrderId === null) return;
        const o = deps.repo.order(p.futuresOrderId);
        if (!o) return;
        const { ticks, tickTime, journalId, at } = fill;
        deps.repo.insertFills(o.id, [{ positionId: p.id, kind: 'open', lots: p.lots, ticks, tickTime, journalId }], at);
        const executedLots = o.executedLots + p.lots;
        deps.repo.update(o.id, {
          status: statusOf(o, executedLots, o.waitingLots, 0n),
          waitingLots: o.waitingLots,
          executedLots,
          executedValue: o.executedValue + p.lots * fill.ticks,
          updatedAt: fill.at,
        });
      },
      revoked: (p, at) => {
        if (p.futuresOrderId === null) return;
        const o = deps.repo.order(p.futuresOrderId);
        if (!o || !WORKING.includes(o.status)) return;
        // the order is cancelled whole: its waiting closing part with its resting position
        deps.repo.update(o.id, { ...o, status: 'CANCELED', waitingLots: 0n, updatedAt: at });
      },
    });
  }

  private tickOf(productId: number): RecordedTick {
    const tick = this.deps.tickInForce(productId);
    if (!tick) throw new AppError('MARKET_CLOSED');
    return tick;
  }

  /** The lots of the account's positions an order of `side` would close (its opposite holding ones). */
  private closable(userId: number, mode: Mode, productId: number, side: Side): bigint {
    return this.deps.contract.netted(userId, mode, productId, opposite(side)).reduce((sum, p) => sum + p.lots, 0n);
  }

  /** The threshold of a waiting order at its product's spread now. */
  threshold(o: FuturesOrderRow): Threshold | undefined {
    const s = this.deps.settingsOf(o.productId);
    return s && thresholdOf(o, s.spreadTicks);
  }

  /**
   * Places an order of `key`'s user in `mode` (AppErrors: the platform's refusals, which the route
   * answers in Binance's words). Returns its row and whether a part of it waits on the trigger path.
   */
  place(key: KeyInUse, mode: Mode, t: TypedFuturesOrder): { order: FuturesOrderRow; waits: boolean } {
    const { contract, repo } = this.deps;
    // the product open to orders in this wallet (demo-only deployment, switched off...)
    const s = contract.orderSettings(t.settings.productId, mode);
    const tick = this.tickOf(s.productId);
    const side = sideOf(t.side);
    const closable = t.reduceOnly ? this.closable(key.userId, mode, s.productId, side) : 0n;
    if (t.reduceOnly && closable === 0n) throw bnFuturesError.reduceOnlyRejected();
    // reduceOnly closes what is open at most: the order is cut to it, as Binance adjusts it
    const lots = t.reduceOnly ? min(t.lots, closable) : t.lots;
    const now = this.deps.clock.now();
    const row: NewFuturesOrder = {
      userId: key.userId,
      mode,
      productId: s.productId,
      apiKeyId: key.id,
      clientOrderId: t.clientOrderId,
      type: t.type,
      side: t.side,
      lots,
      priceTicks: t.priceTicks,
      stopTicks: t.stopTicks,
      reduceOnly: t.reduceOnly,
      closePosition: t.closePosition,
      workingType: t.workingType,
      leverage: this.deps.leverage.leverageOf(key.userId, mode, s),
      status: 'NEW',
      waitingLots: 0n,
      armedTickTime: tick.time,
      createdAt: now,
      updatedAt: now,
    };
    const mark = BigInt(tick.ticks);
    if (isStop(t.type)) {
      const threshold = thresholdOf({ ...row, id: 0, executedLots: 0n, executedValue: 0n, triggerTickTime: null, triggerTicks: null }, 0n);
      if (threshold && crosses(threshold, mark)) throw bnFuturesError.wouldTrigger();
      const id = this.deps.ledger.transaction(() => repo.insert({ ...row, waitingLots: lots }));
      return { order: repo.order(id) as FuturesOrderRow, waits: true };
    }
    const q = sidesOf(mark, s.spreadTicks);
    const limit = t.priceTicks;
    const crossed = limit === null || (side === 'long' ? q.ask <= limit : q.bid >= limit);
    if (crossed) {
      // a market order, or a limit the tick in force crosses: executed now, at or better than its price
      let id = 0;
      contract.futuresOrder(
        key.userId,
        { settings: s, mode, side, lots, leverage: row.leverage, reduceOnly: t.reduceOnly, tick },
        {
          orderId: () => {
            id = repo.insert(row);
            return id;
          },
          done: (out) => this.executed(repo.order(id) as FuturesOrderRow, out, now, { waiting: 0n }),
        },
      );
      return { order: repo.order(id) as FuturesOrderRow, waits: false };
    }
    // a resting limit: the part that would close waits for its tick, the rest rests as a pending position
    const closing = t.reduceOnly ? lots : min(lots, this.closable(key.userId, mode, s.productId, side));
    const opening = lots - closing;
    const waiting = { ...row, waitingLots: closing };
    let id = 0;
    if (opening > 0n) {
      contract.futuresOrder(
        key.userId,
        { settings: s, mode, side, lots: opening, leverage: row.leverage, reduceOnly: false, restAt: limit },
        {
          orderId: () => {
            id = repo.insert(waiting);
            return id;
          },
          done: () => {},
        },
      );
    } else {
      id = this.deps.ledger.transaction(() => repo.insert(waiting));
    }
    return { order: repo.order(id) as FuturesOrderRow, waits: closing > 0n };
  }

  /**
   * Writes what an execution did to the order's row (inside its transaction): its fills, executed
   * lots and value, its waiting part done, the tick a trigger used, its status.
   */
  private executed(o: FuturesOrderRow, out: Omit<FuturesOutcome, 'tick'>, at: number, change: { waiting: bigint; trigger?: RecordedTick }) {
    const { repo } = this.deps;
    repo.insertFills(o.id, out.fills, at);
    const executedLots = o.executedLots + out.fills.reduce((sum, f) => sum + f.lots, 0n);
    const executedValue = o.executedValue + out.fills.reduce((sum, f) => sum + f.lots * f.ticks, 0n);
    const triggered = change.trigger ? { triggerTickTime: change.trigger.time, triggerTicks: BigInt(change.trigger.ticks) } : {};
    const after = { ...o, ...triggered };
    repo.update(o.id, {
      status: statusOf(after, executedLots, change.waiting, repo.pendingPosition(o.id)?.lots ?? 0n),
      waitingLots: change.waiting,
      executedLots,
      executedValue,
      updatedAt: at,
      ...triggered,
    });
  }

  /**
   * What a recorded tick does to a waiting order (the trigger path calls it for the orders the
   * index says the tick crossed): checked exactly; a crossed stop or closing part executes as a
   * market order at that tick (a stop's reduceOnly or closePosition: what is open then, at most),
   * and a refusal then (the margin, the guard, a closed product) expires the part instead.
   * Returns the order if it still waits (the tick did not cross it).
   */
  trigger(orderId: number, tick: RecordedTick): FuturesOrderRow | undefined {
    const { repo, contract } = this.deps;
    const o = repo.order(orderId);
    if (!o) return undefined;
    const threshold = this.threshold(o);
    if (!threshold) return undefined;
    if (tick.time <= o.armedTickTime || !crosses(threshold, BigInt(tick.ticks))) return o;
    const side = sideOf(o.side);
    const now = this.deps.clock.now();
    const stop = isStop(o.type);
    const wanted = stop ? o.lots : o.waitingLots;
    const reduces = o.reduceOnly || o.closePosition;
    const closable = reduces ? this.closable(o.userId, o.mode, o.productId, side) : 0n;
    const lots = o.closePosition ? closable : reduces ? min(wanted, closable) : wanted;
    const trigger = stop ? tick : undefined;
    const expire = () =>
      this.deps.ledger.transaction(() => this.executed(repo.order(o.id) as FuturesOrderRow, NOTHING, now, { waiting: 0n, trigger }));
    if (lots === 0n) {
      expire();
      return undefined;
    }
    try {
      const settings = contract.orderSettings(o.productId, o.mode);
      contract.futuresOrder(
        o.userId,
        { settings, mode: o.mode, side, lots, leverage: o.leverage, reduceOnly: reduces, tick },
        // (read inside the transaction: a pending part may have filled meanwhile)
        { orderId: () => o.id, done: (out) => this.executed(repo.order(o.id) as FuturesOrderRow, out, now, { waiting: 0n, trigger }) },
      );
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      expire();
    }
    return undefined;
  }

  /**
   * Cancels a working order: its pending position revoked (its reserve back: the revocation's
   * listener marks the order), its waiting part dropped. False when it is no longer working.
   */
  cancel(o: FuturesOrderRow): boolean {
    if (!WORKING.includes(o.status)) return false;
    const pending = this.deps.repo.pendingPosition(o.id);
    if (pending) {
      try {
        this.deps.contract.cancel(o.userId, pending.id);
        return true;
      } catch (e) {
        // (filled meanwhile)
        if (e instanceof AppError) return false;
        throw e;
      }
    }
    return this.deps.ledger.transaction(() => {
      const now = this.deps.repo.order(o.id) as FuturesOrderRow;
      if (!WORKING.includes(now.status)) return false;
      this.deps.repo.update(o.id, { ...now, status: 'CANCELED', waitingLots: 0n, updatedAt: this.deps.clock.now() });
      return true;
    });
  }
}
