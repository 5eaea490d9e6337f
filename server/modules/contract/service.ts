// Contract trading (issue 15): settings, preview, open (market or limit), close (whole or
// part), close and reverse, stops, add, lock and unlock, cancel, close all, follow, stats.
// Every action checks its input before anything is written, then runs as one ledger
// transaction (execution.ts moves the money); the status check inside that transaction makes
// a repeated or concurrent action execute once. The risk index learns of every change
// (docs/decisions/033-contract-trading.md).
import {
  CONTRACT_CURRENCY,
  CONTRACT_SCALE,
  type ContractSpec,
  exitPriceOf,
  feeOf,
  LOT_SCALE,
  liquidationTicks,
  marginOf,
  notionalOf,
  openPriceOf,
  type Side,
  sidesOf,
} from '../../../shared/contract.ts';
import { formatAmount } from '../../../shared/money.ts';
import { formatScaled } from '../../../shared/market.ts';
import { serverMessage } from '../../../shared/i18n/server-messages.ts';
import type { Locale } from '../../../shared/locales.ts';
import type { AppContext } from '../../context.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { RecordedTick } from '../../engine/ticks.ts';
import { AppError } from '../../lib/app-error.ts';
import { LedgerError, type Mode } from '../../ledger/ledger.ts';
import { moneyTransaction } from '../../ledger/operations.ts';
import type { DemoService } from '../fast/demo.ts';
import type { OpeningGuard } from '../trading/products.ts';
import type { ContractExecution, PendingListener, PositionListener } from './execution.ts';
import { type ContractOrderBody, parseContractOrder, parseLots, parsePrice, type TypedContractOrder } from './order.ts';
import type { ContractPush } from './push.ts';
import type { ContractRepository, EventRow, PositionRow, PositionStatus } from './repository.ts';
import type { ContractRisk } from './risk.ts';
import type { ContractSettings, ContractSettingsBook } from './settings.ts';
import { exposureOf, quoteOf, specOf, triggeredBy } from './terms.ts';
import type { ContractViews } from './views.ts';

/** A typed order checked against the tick in force. */
interface CheckedOrder extends TypedContractOrder {
  spec: ContractSpec;
  tick: RecordedTick;
  /** The fill price now (market) or the limit price. */
  price: bigint;
}

const money = (v: bigint) => formatAmount(v, CONTRACT_SCALE);

/**
 * Who may be followed (decision 103): the copy module's leaders, registered at composition (the
 * contract module does not import it). Until then nobody is.
 */
export interface ContractLeaders {
  isLeader(userId: number, mode: Mode): boolean;
  /** The real-mode leaders (`/api/contract/traders`), at most 100, by user id. */
  realLeaders(): { userId: number; name: string }[];
  /** Opts a user in or out as a real-mode leader (`/api/contract/follow-profile`). */
  setRealLeader(userId: number, enabled: boolean): void;
}

/** What copy trading registers on the contract service at composition (decision 103). */
export interface CopyRegistration {
  leaders: ContractLeaders;
  /** Hears every open, add and close inside its transaction (writes the copy jobs). */
  onPosition: PositionListener;
  /** The masked name of the leader a subscription copies (a copied position's `copiedFrom`). */
  copiedFrom(subscriptionId: number): string | null;
}

/** A copy's order as copy trading asks for it: the leader's position copied into the follower's wallet. */
export interface CopyOrder {
  userId: number;
  mode: Mode;
  /** The leader's position (product, side and leverage copied; followOf). */
  leader: PositionRow;
  subscriptionId: number;
}

/**
 * What a copy job may do inside `ContractService.copying`'s transaction (decision 103): read the
 * terms and the copies, ask the follower's guard, and open, add to or close a copy at market at
 * the tick in force. An open or add the follower's balance cannot pay returns 'balance' (its
 * savepoint rolled back, the rest of the transaction stands).
 */
export interface CopyOps {
  /** The product's settings open to the mode and its tick in force; undefined: not trading. */
  terms(productId: number, mode: Mode): { settings: ContractSettings; tick: RecordedTick } | undefined;
  /** A subscription's holding and locked copies. */
  openCopies(subscriptionId: number): PositionRow[];
  event(id: number): EventRow | undefined;
  position(id: number): PositionRow | undefined;
  /** Whether the follower's responsible-trading guard lets them open (false: refused). */
  guard(userId: number, mode: Mode, leverage: number): boolean;
  open(o: CopyOrder, settings: ContractSettings, tick: RecordedTick, lots: bigint): number | 'balance';
  add(copy: PositionRow, lots: bigint, tick: RecordedTick): number | 'balance';
  /** Closes `lots` of a holding copy (reason copy). */
  close(copy: PositionRow, lots: bigint, tick: RecordedTick): void;
}

/** `f`'s result, or 'balance' when the follower's available balance could not pay it. */
function balanceOr<T>(f: () => T): T | 'balance' {
  try {
    return f();
  } catch (e) {
    if (e instanceof LedgerError && e.reason === 'INSUFFICIENT_BALANCE') return 'balance';
    throw e;
  }
}

/** A futures order of the Binance-compatible API as the contract service executes it (decision 095). */
export interface FuturesOrderInput {
  /** The product's settings, open to orders (`orderSettings`). */
  settings: ContractSettings;
  mode: Mode;
  /** long: a BUY (closes shorts first); short: a SELL. */
  side: Side;
  lots: bigint;
  /** What its opening part opens with. */
  leverage: number;
  reduceOnly: boolean;
  /** The recorded tick it fills at (a stop's crossing tick); absent: the tick in force. */
  tick?: RecordedTick;
  /** A limit not crossed yet: its lots rest as a pending limit order at this price instead (nothing closes). */
  restAt?: bigint;
}

/** One position a futures order opened or closed (part of), at the price and recorded tick of its journal. */
export interface FuturesFill {
  positionId: number;
  kind: 'open' | 'close';
  lots: bigint;
  ticks: bigint;
  tickTime: number;
  journalId: number;
}

export interface FuturesOutcome {
  fills: FuturesFill[];
  /** The position it opened (or rests as, pending), if any. */
  opened: number | null;
  /** The recorded tick it used. */
  tick: RecordedTick;
}

/** A futures order's own rows, written inside the transaction of its positions. */
export interface FuturesRecord {
  /** Before any position: the order's id (its row written). */
  orderId(): number;
  /** After: what it executed. */
  done(outcome: FuturesOutcome): void;
}

export class ContractService {
  constructor(
    private readonly ctx: AppContext,
    private readonly market: MarketEngine,
    private readonly demo: DemoService,
    private readonly book: ContractSettingsBook,
    private readonly repo: ContractRepository,
    private readonly exec: ContractExecution,
    private readonly risk: ContractRisk,
    private readonly views: ContractViews,
    private readonly push: ContractPush,
    /** Asked before new exposure: an open, a follow, an add, a reverse (responsible trading, decision 077). */
    private readonly guard: OpeningGuard = () => {},
  ) {}

  private leaders: ContractLeaders = { isLeader: () => false, realLeaders: () => [], setRealLeader: () => {} };

  /** Copy trading's registration (at composition): its leaders, its event listener and its names. */
  registerCopy(r: CopyRegistration) {
    this.leaders = r.leaders;
    this.exec.onPosition(r.onPosition);
    this.views.copiedFrom = r.copiedFrom;
  }

  private guarded(userId: number, mode: Mode, leverage: number) {
    this.guard({ userId, mode, product: 'contract', leverage });
  }

  settings(productId?: number) {
    return this.book
      .all()
      .filter((s) => productId === undefined || s.productId === productId)
      .map((s) => this.book.view(s));
  }

  // ---------------------------------------------------------------- checks
  /**
   * The settings of the product an order names, open to it (this deployment's modes, a known
   * product offering contracts, enabled): the route calls this, then parseContractOrder on them.
   */
  orderSettings(productId: number, mode: Mode): ContractSettings {
    return this.settingsOf(productId, mode);
  }

  private settingsOf(productId: number, mode: Mode): ContractSettings {
    // the ledger refuses real money in a demo-only deployment (decision 071); said here first,
    // before the balance is checked
    if (mode === 'real' && this.ctx.ledger.demoOnly) throw new AppError('DEMO_ONLY_DEPLOYMENT');
    const s = this.book.get(productId);
    if (!s) throw new AppError('PRODUCT_NOT_FOUND');
    if (!s.enabled) throw new AppError('CONTRACT_DISABLED');
    return s;
  }

  private tickOf(productId: number): RecordedTick {
    const tick = this.market.ticks.inForce(productId, this.ctx.clock.now());
    if (!tick) throw new AppError('MARKET_CLOSED');
    return tick;
  }

  /**
   * Stop-loss and take-profit against direction and price: a long's stop-loss lies between its
   * liquidation price and its exit price (the bid), its take-profit above the bid; a short's
   * mirrored (docs/decisions/033-contract-trading.md).
   */
  private checkStops(side: Side, exit: bigint, liquidation: bigint | undefined, sl: bigint | null, tp: bigint | null, precision: number) {
    const f = (t: bigint) => formatScaled(t, precision);
    if (sl !== null) {
      const ok =
        side === 'long'
          ? sl < exit && (liquidation === undefined || sl > liquidation)
          : sl > exit && (liquidation === undefined || sl < liquidation);
      if (!ok) {
        const low = side === 'long' ? (liquidation ?? 0n) : exit;
        const high = side === 'long' ? exit : liquidation;
        throw new AppError('CONTRACT_STOP_LOSS_INVALID', { low: f(low), high: high === undefined ? '∞' : f(high) });
      }
    }
    if (tp !== null) {
      if (side === 'long' && tp <= exit) throw new AppError('CONTRACT_TAKE_PROFIT_ABOVE', { price: f(exit) });
      if (side === 'short' && tp >= exit) throw new AppError('CONTRACT_TAKE_PROFIT_BELOW', { price: f(exit) });
    }
  }

  /** A typed order against the tick in force (or `tick`, a practice source's): the market open, the stops on their side of the price. */
  private check(order: TypedContractOrder, tick: RecordedTick = this.tickOf(order.settings.productId)): CheckedOrder {
    const { settings, side, lots, limitTicks } = order;
    const spec: ContractSpec = settings;
    const q = sidesOf(BigInt(tick.ticks), settings.spreadTicks);
    // a limit is checked as if filled at its price (its exit then a spread away)
    const price = limitTicks ?? openPriceOf(side, q);
    const exit =
      limitTicks === null ? exitPriceOf(side, q) : side === 'long' ? limitTicks - settings.spreadTicks : limitTicks + settings.spreadTicks;
    const margin = marginOf(spec, lots, price, order.leverage);
    const liquidation = liquidationTicks(spec, { side, lots, entryValue: lots * price, margin });
    this.checkStops(side, exit, liquidation, order.stopLossTicks, order.takeProfitTicks, settings.pricePrecision);
    return { ...order, spec, tick, price };
  }

  preview(userId: number, order: TypedContractOrder) {
    const c = this.check(order);
    const margin = marginOf(c.spec, c.lots, c.price, c.leverage);
    const fee = feeOf(c.spec, c.lots, c.price);
    const liquidation = liquidationTicks(c.spec, { side: c.side, lots: c.lots, entryValue: c.lots * c.price, margin });
    // (a first look at demo trading shows the demo wallet it would use)
    if (c.mode === 'demo') this.demo.ensure(userId);
    const available = this.ctx.ledger.balance({ userId, kind: 'available', currency: CONTRACT_CURRENCY, mode: c.mode });
    const f = (t: bigint) => formatScaled(t, c.settings.pricePrecision);
    return {
      price: f(c.price),
      notional: money(notionalOf(c.spec, c.lots, c.price)),
      margin: money(margin),
      fee: money(fee),
      // what the open's journal takes from available (margin and fee are charged to the cent)
      total: money(margin + fee),
      liquidationPrice: liquidation === undefined ? null : f(liquidation),
      available: money(available),
      currency: CONTRACT_CURRENCY,
    };
  }

  // ---------------------------------------------------------------- reading
  private owned(id: number, userId: number): PositionRow {
    const p = this.repo.position(id);
    // another user's position is as unknown as a missing one, and a replay's is the replay's (decision 106)
    if (!p || p.userId !== userId || p.replaySessionId !== null) throw new AppError('NOT_FOUND');
    return p;
  }

  position(id: number, userId: number) {
    const p = this.owned(id, userId);
    const precision = this.views.precision(p.productId);
    return { ...this.views.position(p), events: this.repo.events(id).map((e) => this.views.event(e, precision)) };
  }

  list(userId: number, q: { status?: PositionStatus; mode?: Mode; productId?: number; page?: number; pageSize?: number }) {
    const marks = new Map<number, bigint | undefined>();
    return this.repo.page(userId, q, (p) => {
      if (!marks.has(p.productId)) marks.set(p.productId, this.views.markOf(p.productId));
      return this.views.position(p, marks.get(p.productId));
    });
  }

  // ---------------------------------------------------------------- actions
  /** Runs an action's writes in one transaction, then tells the risk index and the owner of each changed position. */
  private act<T>(write: () => T, changed: () => number[]): T {
    const result = moneyTransaction(this.ctx.ledger, write);
    const rows = changed()
      .map((id) => this.repo.position(id))
      .filter((p): p is PositionRow => p !== undefined);
    for (const p of rows) this.risk.track(p);
    this.push.changed(rows);
    return result;
  }

  private newOrder(userId: number, c: CheckedOrder, followOf: number | null, futuresOrderId: number | null, copyOf: number | null) {
    const s = c.settings;
    return {
      userId,
      mode: c.mode,
      productId: s.productId,
      side: c.side,
      orderType: c.orderType,
      limitTicks: c.limitTicks,
      lots: c.lots,
      leverage: c.leverage,
      stopLossTicks: c.stopLossTicks,
      takeProfitTicks: c.takeProfitTicks,
      lockedWith: null,
      followOf,
      futuresOrderId,
      copyOf,
      contractSize: s.contractSize.toString(),
      spreadTicks: s.spreadTicks,
      feeRate: s.feeRate,
      maintenanceRate: s.maintenanceRate,
      overnightRate: s.overnightRate,
      createdAt: this.ctx.clock.now(),
    };
  }

  /**
   * Places a checked order (inside the caller's transaction): a market order fills at the
   * tick in force; a limit already crossed by it fills at once at that tick (at or better
   * than the limit), otherwise it waits, pending.
   */
  private place(
    userId: number,
    c: CheckedOrder,
    followOf: number | null = null,
    futuresOrderId: number | null = null,
    copyOf: number | null = null,
  ): number {
    if (c.mode === 'demo') this.demo.ensure(userId);
    const order = this.newOrder(userId, c, followOf, futuresOrderId, copyOf);
    const now = this.ctx.clock.now();
    if (c.limitTicks === null) return this.exec.openMarket(order, c.tick, now);
    const id = this.exec.placeLimit(order, c.tick);
    const q = quoteOf(order, c.tick.ticks);
    if (c.side === 'long' ? q.ask <= c.limitTicks : q.bid >= c.limitTicks) {
      this.exec.fill(this.repo.position(id) as PositionRow, c.tick, now);
    }
    return id;
  }

  open(userId: number, order: TypedContractOrder) {
    const c = this.check(order);
    this.guarded(userId, c.mode, c.leverage);
    let id = 0;
    this.act(
      () => {
        id = this.place(userId, c);
      },
      () => [id],
    );
    return this.views.position(this.repo.position(id) as PositionRow);
  }

  private holding(id: number, userId: number): PositionRow {
    const p = this.owned(id, userId);
    if (p.status === 'locked') throw new AppError('CONTRACT_LOCKED');
    if (p.status !== 'holding') throw new AppError('CONTRACT_NOT_OPEN');
    return p;
  }

  /** Reads the position again inside the transaction: a concurrent action may have moved it on. */
  private fresh(id: number, status: PositionStatus): PositionRow {
    const p = this.repo.position(id) as PositionRow;
    if (p.status !== status) throw new AppError(p.status === 'locked' ? 'CONTRACT_LOCKED' : 'CONTRACT_NOT_OPEN');
    return p;
  }

  close(userId: number, id: number, lotsText?: string) {
    const p = this.holding(id, userId);
    let lots = p.lots;
    if (lotsText !== undefined) {
      const settings = this.settingsOf(p.productId, p.mode);
      lots = parseLots(lotsText, { ...settings, minLots: settings.lotStep });
      if (lots > p.lots) throw new AppError('CONTRACT_CLOSE_TOO_MANY', { max: formatScaled(p.lots, LOT_SCALE) });
    }
    const tick = this.tickOf(p.productId);
    this.act(
      () => {
        const now = this.fresh(id, 'holding');
        if (lots > now.lots) throw new AppError('CONTRACT_CLOSE_TOO_MANY', { max: formatScaled(now.lots, LOT_SCALE) });
        this.exec.close(now, lots, tick, 'user', this.ctx.clock.now());
      },
      () => [id],
    );
    return this.views.position(this.repo.position(id) as PositionRow);
  }

  reverse(userId: number, id: number, locale: Locale) {
    const p = this.holding(id, userId);
    this.guarded(userId, p.mode, p.leverage);
    const settings = this.settingsOf(p.productId, p.mode);
    const tick = this.tickOf(p.productId);
    const side: Side = p.side === 'long' ? 'short' : 'long';
    const q = sidesOf(BigInt(tick.ticks), settings.spreadTicks);
    // the same lots the other way, at the tick in force, its stops unchecked (it has none)
    const c: CheckedOrder = {
      settings,
      side,
      lots: p.lots,
      leverage: p.leverage,
      orderType: 'market',
      limitTicks: null,
      stopLossTicks: null,
      takeProfitTicks: null,
      mode: p.mode,
      spec: settings,
      tick,
      price: openPriceOf(side, q),
    };
    let opened: number | null = null;
    this.act(
      () => {
        // the stop-loss and take-profit go with the closed position
        this.exec.close(this.fresh(id, 'holding'), p.lots, tick, 'reverse', this.ctx.clock.now());
        try {
          // a savepoint: margin short rolls back the opening only
          opened = this.ctx.ledger.transaction(() => this.place(userId, c));
        } catch (e) {
          if (!(e instanceof LedgerError && e.reason === 'INSUFFICIENT_BALANCE')) throw e;
        }
      },
      () => (opened === null ? [id] : [id, opened]),
    );
    return {
      closed: this.views.position(this.repo.position(id) as PositionRow),
      opened: opened === null ? null : this.views.position(this.repo.position(opened) as PositionRow),
      reverseRefused: opened === null ? serverMessage(locale, 'contractReverseRefused') : null,
    };
  }

  stops(userId: number, id: number, body: { stopLoss: string | null; takeProfit: string | null }) {
    const p = this.holding(id, userId);
    const precision = this.views.precision(p.productId);
    const sl = parsePrice(body.stopLoss ?? undefined, precision);
    const tp = parsePrice(body.takeProfit ?? undefined, precision);
    const tick = this.tickOf(p.productId);
    const exit = exitPriceOf(p.side, quoteOf(p, tick.ticks));
    this.checkStops(p.side, exit, liquidationTicks(specOf(p, precision), exposureOf(p)), sl, tp, precision);
    this.act(
      () => {
        if (!this.repo.update(id, 'holding', { stopLossTicks: sl, takeProfitTicks: tp })) throw new AppError('CONTRACT_NOT_OPEN');
      },
      () => [id],
    );
    return this.views.position(this.repo.position(id) as PositionRow);
  }

  add(userId: number, id: number, lotsText: string) {
    const p = this.holding(id, userId);
    const settings = this.settingsOf(p.productId, p.mode);
    const lots = parseLots(lotsText, settings);
    this.guarded(userId, p.mode, p.leverage);
    if (p.lots + lots > settings.maxLots) {
      throw new AppError('CONTRACT_LOTS_INVALID', {
        min: formatScaled(settings.minLots, LOT_SCALE),
        max: formatScaled(settings.maxLots - p.lots, LOT_SCALE),
        step: formatScaled(settings.lotStep, LOT_SCALE),
      });
    }
    const tick = this.tickOf(p.productId);
    this.act(
      () => this.exec.add(this.fresh(id, 'holding'), lots, tick, this.ctx.clock.now()),
      () => [id],
    );
    return this.views.position(this.repo.position(id) as PositionRow);
  }

  /**
   * Lock: an equal opposite leg at the tick in force, same leverage and terms, its own margin
   * and fee; both legs locked (SL/TP cancelled, exempt from triggers and liquidation).
   */
  lock(userId: number, id: number) {
    const p = this.holding(id, userId);
    const tick = this.tickOf(p.productId);
    let leg = 0;
    this.act(
      () => {
        const now = this.fresh(id, 'holding');
        if (now.mode === 'demo') this.demo.ensure(userId);
        leg = this.exec.openMarket(
          {
            ...now,
            side: now.side === 'long' ? 'short' : 'long',
            orderType: 'market',
            limitTicks: null,
            stopLossTicks: null,
            takeProfitTicks: null,
            lockedWith: null,
            followOf: null,
            futuresOrderId: null,
            copyOf: null,
            createdAt: this.ctx.clock.now(),
          },
          tick,
          this.ctx.clock.now(),
          true,
        );
        const cancelStops = { status: 'locked' as const, stopLossTicks: null, takeProfitTicks: null };
        // the cancelled stops are kept, so that unlocking can offer them again (decision 073)
        const kept = { lockStopLossTicks: now.stopLossTicks, lockTakeProfitTicks: now.takeProfitTicks };
        this.repo.update(id, 'holding', { ...cancelStops, ...kept, lockedWith: leg });
        this.repo.update(leg, 'holding', { ...cancelStops, lockedWith: id });
      },
      () => [id, leg],
    );
    return {
      position: this.views.position(this.repo.position(id) as PositionRow),
      lock: this.views.position(this.repo.position(leg) as PositionRow),
    };
  }

  /**
   * Unlock: closes this leg at the tick in force (reason unlock); the other leg holds again,
   * checked from this tick on. A negative remainder of this leg is taken from the other leg's
   * margin first, then from the insurance account.
   */
  unlock(userId: number, id: number) {
    const p = this.owned(id, userId);
    if (p.status !== 'locked' || p.lockedWith === null) throw new AppError('CONTRACT_NOT_LOCKED');
    const otherId = p.lockedWith;
    const tick = this.tickOf(p.productId);
    this.act(
      () => {
        const now = this.fresh(id, 'locked');
        const other = this.fresh(otherId, 'locked');
        this.exec.close(now, now.lots, tick, 'unlock', this.ctx.clock.now(), other);
        this.repo.update(otherId, 'locked', { status: 'holding', lockedWith: null, riskFrom: tick.time });
      },
      () => [id, otherId],
    );
    return this.views.position(this.repo.position(id) as PositionRow);
  }

  cancel(userId: number, id: number) {
    const p = this.owned(id, userId);
    if (p.status !== 'pending') throw new AppError('CONTRACT_NOT_PENDING');
    this.act(
      () => {
        const now = this.repo.position(id) as PositionRow;
        if (now.status !== 'pending') throw new AppError('CONTRACT_NOT_PENDING');
        this.exec.revoke(now, this.ctx.clock.now());
      },
      () => [id],
    );
    return this.views.position(this.repo.position(id) as PositionRow);
  }

  /** The spec's "force liquidate": every holding position of the mode closed now (reason close_all). */
  closeAll(userId: number, mode: Mode) {
    const ids = this.repo.userHolding(userId, mode).map((p) => p.id);
    const ticks = new Map<number, RecordedTick>();
    for (const id of ids) {
      const p = this.repo.position(id) as PositionRow;
      if (!ticks.has(p.productId)) ticks.set(p.productId, this.tickOf(p.productId));
    }
    let closed = 0;
    this.act(
      () => {
        for (const id of ids) {
          const p = this.repo.position(id) as PositionRow;
          if (p.status !== 'holding') continue;
          this.exec.close(p, p.lots, ticks.get(p.productId) as RecordedTick, 'close_all', this.ctx.clock.now());
          closed++;
        }
      },
      () => ids,
    );
    return { closed };
  }

  // ---------------------------------------------------------------- practice wallets (decisions 105, 106)
  /**
   * A practice wallet's market order at `tick` (its price source's tick in force): the same
   * checks, margin, fee, liquidation price and stops as a live one. A replay session's position
   * (sessionId) is never told to the live risk engine: the replay checks it on its own ticks
   * (`replayTriggers`); without a session it is a live position. The caller grants the money.
   */
  openPractice(userId: number, order: TypedContractOrder, tick: RecordedTick, sessionId: number | null) {
    const c = this.check(order, tick);
    this.guarded(userId, c.mode, c.leverage);
    let id = 0;
    const write = () => {
      id = this.place(userId, c);
      if (sessionId !== null) this.repo.setReplaySession(id, sessionId);
    };
    if (sessionId === null) this.act(write, () => [id]);
    else moneyTransaction(this.ctx.ledger, write);
    return this.views.position(this.repo.position(id) as PositionRow, BigInt(tick.ticks));
  }

  /** A position of any wallet, unchecked (the practice service checks whose and which wallet's it is). */
  practicePosition(id: number): PositionRow | undefined {
    return this.repo.position(id);
  }

  /**
   * Closes a practice position whole at `tick` (its source's tick in force), inside the caller's
   * transaction when there is one: `user` (asked) or `close_all` (a session's end, a reset). A
   * live one (no session) is told to the risk index.
   */
  closePractice(p: PositionRow, tick: RecordedTick, reason: 'user' | 'close_all') {
    const write = () => this.exec.close(this.fresh(p.id, 'holding'), p.lots, tick, reason, this.ctx.clock.now());
    if (p.replaySessionId === null) this.act(write, () => [p.id]);
    else moneyTransaction(this.ctx.ledger, write);
    return this.views.position(this.repo.position(p.id) as PositionRow, BigInt(tick.ticks));
  }

  /** A position's view, unchecked (the practice service read whose it is), marked at `markOf` its product's tick (a replay's). */
  practiceView(id: number, markOf: (productId: number) => bigint | undefined) {
    const p = this.repo.position(id) as PositionRow;
    return this.views.position(p, markOf(p.productId));
  }

  /** A wallet's holding positions, live and of every replay session (closing a practice wallet's business). */
  holdingOf(userId: number, mode: Mode): PositionRow[] {
    return this.repo.userHolding(userId, mode);
  }

  /** A replay session's holding positions. */
  sessionHolding(sessionId: number): PositionRow[] {
    return this.repo.sessionHolding(sessionId);
  }

  /**
   * A replay session's risk over its ticks (oldest first), inside the caller's transaction: each
   * holding position closes at the first tick after its fill that triggers it (stop-loss,
   * take-profit, liquidation), decided by the live risk engine's own rule (`triggeredBy`).
   * Returns how many closed.
   */
  replayTriggers(sessionId: number, productId: number, ticks: readonly RecordedTick[]): number {
    let open = this.repo.sessionHolding(sessionId).filter((p) => p.productId === productId);
    let closed = 0;
    for (const tick of ticks) {
      if (open.length === 0) break;
      open = open.filter((p) => {
        // (a tick before the position's fill does not apply to it, as in the live engine)
        if (tick.time <= p.riskFrom) return true;
        const what = triggeredBy(p, specOf(p, this.views.precision(p.productId)), BigInt(tick.ticks));
        if (what === undefined || what === 'fill') return true;
        this.exec.close(p, p.lots, tick, what, this.ctx.clock.now());
        closed++;
        return false;
      });
    }
    return closed;
  }

  // ---------------------------------------------------------------- the futures API (decision 095)
  /** Hears, inside their transactions, every fill and revocation of a pending limit order (a futures order follows its own). */
  onPending(listener: PendingListener) {
    this.exec.onPending(listener);
  }

  /** The account's holding positions of a product on one side, oldest first: what a one-way order nets against. */
  netted(userId: number, mode: Mode, productId: number, side: Side): PositionRow[] {
    return this.repo
      .userHolding(userId, mode)
      .filter((p) => p.productId === productId && p.side === side)
      .sort((a, b) => (a.openedAt ?? 0) - (b.openedAt ?? 0) || a.id - b.id);
  }

  /**
   * A futures order, one-way as Binance nets: closes the account's opposite holding positions of
   * the product oldest first (the last one in part where the lots end inside it), then opens the
   * remainder as one position at the order's leverage, unless reduceOnly; all at one recorded
   * tick (a stop's crossing tick, else the tick in force). With `restAt` nothing closes: the lots
   * rest as a pending limit order at that price (filled by the risk engine). One transaction with
   * the order's own rows: `record.orderId` before any position is written, `record.done` after.
   */
  futuresOrder(userId: number, o: FuturesOrderInput, record: FuturesRecord): FuturesOutcome {
    const s = o.settings;
    const opposite: Side = o.side === 'long' ? 'short' : 'long';
    const closable = o.restAt === undefined ? this.netted(userId, o.mode, s.productId, opposite) : [];
    const opens = !o.reduceOnly && o.lots > closable.reduce((sum, p) => sum + p.lots, 0n);
    if (opens) this.guarded(userId, o.mode, o.leverage);
    const order: TypedContractOrder = {
      settings: s,
      side: o.side,
      lots: o.lots,
      leverage: o.leverage,
      orderType: o.restAt === undefined ? 'market' : 'limit',
      limitTicks: o.restAt ?? null,
      stopLossTicks: null,
      takeProfitTicks: null,
      mode: o.mode,
    };
    // a resting limit is checked as the web's is; a fill now at the given tick (a stop's, maybe past)
    const c = o.restAt === undefined ? this.checkedAt(order, o.tick ?? this.tickOf(s.productId)) : this.check(order);
    const outcome: FuturesOutcome = { fills: [], opened: null, tick: c.tick };
    const at = this.ctx.clock.now();
    this.act(
      () => {
        const orderId = record.orderId();
        let left = o.lots;
        // (read again inside the transaction: only what is still holding closes)
        for (const p of closable.map((p) => this.repo.position(p.id) as PositionRow)) {
          if (left === 0n) break;
          if (p.status !== 'holding') continue;
          const lots = p.lots < left ? p.lots : left;
          const closed = this.exec.close(p, lots, c.tick, 'user', at);
          outcome.fills.push({
            positionId: p.id,
            kind: 'close',
            lots,
            ticks: closed.exitTicks,
            tickTime: c.tick.time,
            journalId: closed.journalId,
          });
          left -= lots;
        }
        if (left > 0n && !o.reduceOnly) {
          const id = this.place(userId, { ...c, lots: left }, null, orderId);
          outcome.opened = id;
          // (a resting limit has no fill yet: the risk engine's fill tells the pending listeners)
          const fill = this.repo.events(id).find((e) => e.kind === 'open');
          if (fill && o.restAt === undefined) {
            const { ticks, tickTime, journalId } = fill as { ticks: bigint; tickTime: number; journalId: number };
            outcome.fills.push({ positionId: id, kind: 'open', lots: left, ticks, tickTime, journalId });
          }
        }
        record.done(outcome);
      },
      () => [...outcome.fills.map((f) => f.positionId), ...(outcome.opened === null ? [] : [outcome.opened])],
    );
    return outcome;
  }

  /** A market order checked as filled at `tick` (the tick in force or a past crossing tick). */
  private checkedAt(order: TypedContractOrder, tick: RecordedTick): CheckedOrder {
    const q = sidesOf(BigInt(tick.ticks), order.settings.spreadTicks);
    return { ...order, spec: order.settings, tick, price: openPriceOf(order.side, q) };
  }

  // ---------------------------------------------------------------- follow
  setFollowable(userId: number, followable: boolean) {
    this.leaders.setRealLeader(userId, followable);
    return { followable };
  }

  traders() {
    return this.leaders.realLeaders().map((t) => ({
      traderId: t.userId,
      name: t.name,
      positions: this.repo.userHolding(t.userId, 'real').map((p) => this.views.position(p)),
    }));
  }

  /**
   * Copies a leader's holding position once (decision 103 keeps 033's one-shot follow): same
   * product, side and leverage, the follower's own margin; a demo leader's into demo only.
   */
  follow(userId: number, body: { positionId: number; lots?: string; mode: Mode }) {
    const leader = this.repo.position(body.positionId);
    if (leader?.status !== 'holding') throw new AppError('NOT_FOUND');
    if (leader.userId === userId) throw new AppError('CONTRACT_FOLLOW_OWN');
    if (!this.leaders.isLeader(leader.userId, leader.mode)) throw new AppError('CONTRACT_NOT_FOLLOWABLE');
    if (leader.mode === 'demo' && body.mode === 'real') throw new AppError('COPY_DEMO_INTO_REAL');
    // (parsed here, not at the route: the leader's product sets the lots' limits, and an
    // unknown or unfollowable position is refused first)
    const input: ContractOrderBody = {
      productId: leader.productId,
      side: leader.side,
      lots: body.lots ?? formatScaled(leader.lots, LOT_SCALE),
      leverage: leader.leverage,
      orderType: 'market',
      mode: body.mode,
    };
    const c = this.check(parseContractOrder(this.settingsOf(input.productId, input.mode), input));
    this.guarded(userId, c.mode, c.leverage);
    let id = 0;
    this.act(
      () => {
        id = this.place(userId, c, leader.id);
      },
      () => [id],
    );
    return this.views.position(this.repo.position(id) as PositionRow);
  }

  // ---------------------------------------------------------------- copy trading (decision 103)
  /**
   * Runs a copy job's writes in one transaction: `write` claims the job and places through the
   * ops inside it (synchronous, no await); the risk index and the followers' channels learn of
   * the positions it changed once it committed.
   */
  copying<T>(write: (ops: CopyOps) => T): T {
    const changed: number[] = [];
    const savepoint = <R>(f: () => R): R => this.ctx.ledger.transaction(f);
    const ops: CopyOps = {
      terms: (productId, mode) => {
        try {
          return { settings: this.settingsOf(productId, mode), tick: this.tickOf(productId) };
        } catch (e) {
          if (e instanceof AppError) return undefined;
          throw e;
        }
      },
      openCopies: (subscriptionId) => this.repo.copies(subscriptionId),
      event: (id) => this.repo.event(id),
      position: (id) => this.repo.position(id),
      guard: (userId, mode, leverage) => {
        try {
          this.guarded(userId, mode, leverage);
          return true;
        } catch (e) {
          if (e instanceof AppError) return false;
          throw e;
        }
      },
      open: (o, settings, tick, lots) =>
        balanceOr(() =>
          savepoint(() => {
            const order: TypedContractOrder = {
              settings,
              side: o.leader.side,
              lots,
              leverage: o.leader.leverage,
              orderType: 'market',
              limitTicks: null,
              stopLossTicks: null,
              takeProfitTicks: null,
              mode: o.mode,
            };
            const id = this.place(o.userId, this.checkedAt(order, tick), o.leader.id, null, o.subscriptionId);
            changed.push(id);
            return id;
          }),
        ),
      add: (copy, lots, tick) =>
        balanceOr(() =>
          savepoint(() => {
            this.exec.add(this.fresh(copy.id, 'holding'), lots, tick, this.ctx.clock.now());
            changed.push(copy.id);
            return copy.id;
          }),
        ),
      close: (copy, lots, tick) => {
        this.exec.close(this.fresh(copy.id, 'holding'), lots, tick, 'copy', this.ctx.clock.now());
        changed.push(copy.id);
      },
    };
    return this.act(
      () => write(ops),
      () => changed,
    );
  }

  // ---------------------------------------------------------------- statistics
  stats(userId: number, mode: Mode) {
    const s = this.repo.stats(userId, mode);
    const closed = s.closed ?? 0n;
    const wins = s.wins ?? 0n;
    let marginHeld = 0n;
    let unrealized = 0n;
    const open = this.repo.userOpen(userId, mode);
    for (const p of open) {
      marginHeld += p.margin;
      const mark = this.views.markOf(p.productId);
      if (mark !== undefined) unrealized += this.views.unrealized(p, mark);
    }
    return {
      closed: Number(closed),
      // a win is a close that made money after its fees (net), not one whose price moved its way
      wins: Number(wins),
      winRate: formatScaled(closed === 0n ? 0n : (wins * 10000n) / closed, 2),
      realizedPnl: money(s.pnl ?? 0n),
      fees: money(s.fees ?? 0n),
      netPnl: money((s.pnl ?? 0n) - (s.fees ?? 0n)),
      open: open.length,
      marginHeld: money(marginHeld),
      unrealizedPnl: money(unrealized),
      currency: CONTRACT_CURRENCY,
    };
  }
}
