// The money of contract positions (docs/decisions/033-contract-trading.md): every fill, close,
// revocation and overnight charge is the position's row change, its events and one balanced
// journal, run inside the caller's ledger transaction (synchronous, no await). The status is
// checked by the row's UPDATE itself, so a second close of one position changes nothing.
//   open:   available → contract_margin (margin) + fees (opening fee)
//   limit:  available → contract_orders (margin + fee at the limit); the fill moves it to
//           contract_margin + fees at the fill price, the difference back to available
//   close:  contract_margin −margin part; available +max(0, margin + P/L − closing fee);
//           trading_house −P/L; fees +closing fee; insurance pays a negative remainder
import { CONTRACT_CURRENCY, feeOf, marginOf, openPriceOf, exitPriceOf, overnightFeeOf, pnlOf } from '../../../shared/contract.ts';
import type { RecordedTick } from '../../engine/ticks.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Leg, Ledger, Mode } from '../../ledger/ledger.ts';
import type { CloseReason, ContractRepository, EventRow, NewPosition, PositionRow, RiskRow } from './repository.ts';
import { quoteOf, specOf, type WholeClose } from './terms.ts';

const USDT = CONTRACT_CURRENCY;
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** A leg of the position's mode: the user's available balance or a platform account. */
function legOf(mode: Mode, userId: number, kind: string, amount: bigint): Leg {
  return {
    account: kind === 'available' ? { userId, kind: 'available', currency: USDT, mode } : { platform: kind as never, currency: USDT, mode },
    amount,
  } as Leg;
}

/** The legs of the position's mode; zero amounts are left out (the ledger refuses them). */
function legsOf(mode: Mode, userId: number, parts: [string, bigint][]): Leg[] {
  return parts.filter(([, amount]) => amount !== 0n).map(([kind, amount]) => legOf(mode, userId, kind, amount));
}

/** What closing a position reads of its row (a risk row has it). */
export type ClosingRow = Omit<RiskRow, 'limitTicks' | 'stopLossTicks' | 'takeProfitTicks' | 'riskFrom'>;

export interface CloseOutcome {
  lots: bigint;
  exitTicks: bigint;
  pnl: bigint;
  fee: bigint;
  payout: bigint;
  /** Taken from the other leg of a lock to cover this leg's negative remainder (unlock). */
  fromOther: bigint;
  journalId: number;
}

/**
 * A close computed and written to the row but not posted (closeUnposted): its figures, what
 * its journal moves and the event to record. One flat object: the risk engine makes one per
 * liquidated position, and a burst of 10,000 is 10,000 of these, not 10,000 sets of tuples.
 */
export interface UnpostedClose extends Omit<CloseOutcome, 'journalId'> {
  p: Pick<PositionRow, 'id' | 'userId' | 'mode' | 'copyOf'>;
  /** Released from contract_margin: this leg's margin part and what the other leg covered. */
  released: bigint;
  /** The P/L at the exit price, the trading house's side of it. */
  grossPnl: bigint;
  /** Paid by the insurance account (negative: a remainder below zero). */
  insurance: bigint;
  event: EventRow;
}

/**
 * Calls `f` with each of a close's journal parts, in the order every close journal lists them
 * (the one list of them: a single close posts them, a risk chunk nets them without tuples).
 */
function eachPart<A>(c: UnpostedClose, f: (arg: A, kind: string, amount: bigint) => void, arg: A) {
  f(arg, 'contract_margin', -c.released);
  f(arg, 'available', c.payout);
  f(arg, 'trading_house', -c.grossPnl);
  f(arg, 'fees', c.fee);
  f(arg, 'insurance', c.insurance);
}

/** A close's journal parts as [account kind, amount]. */
function closeParts(c: UnpostedClose): [string, bigint][] {
  const parts: [string, bigint][] = [];
  eachPart(c, (out, kind, amount) => out.push([kind, amount]), parts);
  return parts;
}

/**
 * Told inside the transaction when a pending limit order fills (at the risk engine's tick or at
 * once when placed crossed) or is revoked: the futures API's orders follow their pending positions.
 */
export interface PendingListener {
  filled(p: PositionRow, fill: { ticks: bigint; tickTime: number; journalId: number; at: number }): void;
  revoked(p: PositionRow, at: number): void;
}

/** An open, add or close of a position (its event just written), as a position listener hears it. */
export interface PositionEvent {
  positionId: number;
  userId: number;
  mode: Mode;
  kind: 'open' | 'add' | 'close';
  /** The event's lots. */
  lots: bigint;
}

/**
 * Told inside the transaction, right after the event row is written, of every open (a market
 * order, a limit order's fill, a reverse's new leg, a futures order), add and close (every
 * reason) of a position that is not itself a copy (copy trading's jobs, decision 103). Kept
 * cheap: it runs on the risk engine's batches too.
 */
export type PositionListener = (e: PositionEvent) => void;

export class ContractExecution {
  private readonly pendingListeners: PendingListener[] = [];
  private readonly positionListeners: PositionListener[] = [];

  constructor(
    private readonly ledger: Ledger,
    private readonly repo: ContractRepository,
    private readonly precisionOf: (productId: number) => number,
  ) {}

  onPending(listener: PendingListener) {
    this.pendingListeners.push(listener);
  }

  onPosition(listener: PositionListener) {
    this.positionListeners.push(listener);
  }

  /** Tells the position listeners of an event just written (a copy's own events are not copied again). */
  private told(p: Pick<PositionRow, 'id' | 'userId' | 'mode' | 'copyOf'>, kind: PositionEvent['kind'], lots: bigint) {
    if (p.copyOf !== null) return;
    for (const l of this.positionListeners) l({ positionId: p.id, userId: p.userId, mode: p.mode, kind, lots });
  }

  private spec(p: Pick<PositionRow, 'productId' | 'contractSize' | 'feeRate' | 'maintenanceRate'>) {
    return specOf(p, this.precisionOf(p.productId));
  }

  private post(p: Pick<PositionRow, 'id' | 'userId' | 'mode'>, op: string, type: string, parts: [string, bigint][]) {
    return this.ledger.post({
      key: `contract:${p.id}:${op}`,
      type,
      userId: p.userId,
      reference: `contract:${p.id}`,
      legs: legsOf(p.mode, p.userId, parts),
    }).journalId;
  }

  private event(p: Pick<PositionRow, 'id'>, e: Omit<EventRow, 'positionId'>) {
    this.repo.insertEvent({ positionId: p.id, ...e });
  }

  private mustUpdate(p: PositionRow, change: Parameters<ContractRepository['update']>[2]) {
    if (!this.repo.update(p.id, p.status, change)) throw new AppError('CONTRACT_NOT_OPEN');
  }

  /** A market order: the position filled at the tick's ask (long) or bid (short). Returns its id. */
  openMarket(
    n: Omit<NewPosition, 'status' | 'entryValue' | 'margin' | 'reserve' | 'openFee' | 'riskFrom' | 'openedAt'>,
    tick: RecordedTick,
    now: number,
    silent = false,
  ) {
    const price = openPriceOf(n.side, quoteOf(n, tick.ticks));
    const spec = this.spec(n);
    const margin = marginOf(spec, n.lots, price, n.leverage);
    const fee = feeOf(spec, n.lots, price);
    const id = this.repo.insert({
      ...n,
      status: 'holding',
      entryValue: n.lots * price,
      margin,
      reserve: 0n,
      openFee: fee,
      riskFrom: tick.time,
      openedAt: now,
    });
    const p = { id, userId: n.userId, mode: n.mode, copyOf: n.copyOf };
    const journalId = this.post(p, 'open', 'contract_open', [
      ['available', -(margin + fee)],
      ['contract_margin', margin],
      ['fees', fee],
    ]);
    this.fillEvents(p, n.lots, price, tick, margin, fee, journalId, now, 'open');
    // (a lock's new leg is no opening of the user's: nobody copies it)
    if (!silent) this.told(p, 'open', n.lots);
    return id;
  }

  private fillEvents(
    p: Pick<PositionRow, 'id'>,
    lots: bigint,
    price: bigint,
    tick: RecordedTick,
    margin: bigint,
    fee: bigint,
    journalId: number,
    now: number,
    kind: 'open' | 'add',
    remaining = lots,
  ) {
    const common = { ticks: price, tickTime: tick.time, reason: null, remaining, journalId, at: now };
    this.event(p, { kind, lots, amount: -margin, ...common });
    this.event(p, { kind: 'fee', lots, amount: -fee, ...common });
  }

  /** A limit order: margin and fee at the limit price reserved in contract_orders. Returns its id. */
  placeLimit(
    n: Omit<NewPosition, 'status' | 'entryValue' | 'margin' | 'reserve' | 'openFee' | 'riskFrom' | 'openedAt'>,
    tick: RecordedTick,
  ) {
    const limit = n.limitTicks as bigint;
    const spec = this.spec(n);
    const reserve = marginOf(spec, n.lots, limit, n.leverage) + feeOf(spec, n.lots, limit);
    const id = this.repo.insert({
      ...n,
      status: 'pending',
      entryValue: 0n,
      margin: 0n,
      reserve,
      openFee: 0n,
      riskFrom: tick.time,
      openedAt: null,
    });
    this.post({ id, userId: n.userId, mode: n.mode }, 'reserve', 'contract_reserve', [
      ['available', -reserve],
      ['contract_orders', reserve],
    ]);
    return id;
  }

  /**
   * Fills a pending limit order at the tick (its ask or bid, at or better than the limit):
   * margin and fee re-priced at the fill, the difference to the reserve back to available. A
   * short filled above its limit needs a little more margin: taken from available, or, if
   * that is short, the margin is what the reserve holds.
   */
  fill(p: PositionRow, tick: RecordedTick, now: number) {
    const price = openPriceOf(p.side, quoteOf(p, tick.ticks));
    const spec = this.spec(p);
    const fee = feeOf(spec, p.lots, price);
    let margin = marginOf(spec, p.lots, price, p.leverage);
    const available = this.ledger.balance({ userId: p.userId, kind: 'available', currency: USDT, mode: p.mode });
    if (margin + fee - p.reserve > available) margin = p.reserve - fee;
    this.mustUpdate(p, {
      status: 'holding',
      entryValue: p.lots * price,
      margin,
      reserve: 0n,
      openFee: fee,
      riskFrom: tick.time,
      openedAt: now,
    });
    const journalId = this.post(p, 'fill', 'contract_fill', [
      ['contract_orders', -p.reserve],
      ['contract_margin', margin],
      ['fees', fee],
      ['available', p.reserve - margin - fee],
    ]);
    this.fillEvents(p, p.lots, price, tick, margin, fee, journalId, now, 'open');
    this.told(p, 'open', p.lots);
    for (const l of this.pendingListeners) l.filled(p, { ticks: price, tickTime: tick.time, journalId, at: now });
  }

  /** Cancels a pending order: its reserve back to available. */
  revoke(p: PositionRow, now: number) {
    this.mustUpdate(p, { status: 'revoked', reserve: 0n, closedAt: now });
    const journalId = this.post(p, 'revoke', 'contract_revoke', [
      ['contract_orders', -p.reserve],
      ['available', p.reserve],
    ]);
    this.event(p, {
      kind: 'revoke',
      lots: p.lots,
      ticks: null,
      tickTime: null,
      amount: p.reserve,
      reason: null,
      remaining: 0n,
      journalId,
      at: now,
    });
    for (const l of this.pendingListeners) l.revoked(p, now);
  }

  /** Adds lots at the tick's open price: entry value and margin add up (new average entry). */
  add(p: PositionRow, lots: bigint, tick: RecordedTick, now: number) {
    const price = openPriceOf(p.side, quoteOf(p, tick.ticks));
    const spec = this.spec(p);
    const margin = marginOf(spec, lots, price, p.leverage);
    const fee = feeOf(spec, lots, price);
    this.mustUpdate(p, {
      lots: p.lots + lots,
      entryValue: p.entryValue + lots * price,
      margin: p.margin + margin,
      openFee: p.openFee + fee,
      riskFrom: tick.time,
    });
    const journalId = this.post(p, `add:${this.repo.eventCount(p.id)}`, 'contract_add', [
      ['available', -(margin + fee)],
      ['contract_margin', margin],
      ['fees', fee],
    ]);
    this.fillEvents(p, lots, price, tick, margin, fee, journalId, now, 'add', p.lots + lots);
    this.told(p, 'add', lots);
  }

  /**
   * Closes `lots` of a holding or locked position at the tick's exit price (the whole position
   * when lots = its lots), with its own journal.
   */
  close(p: PositionRow, lots: bigint, tick: RecordedTick, reason: CloseReason, now: number, other?: PositionRow): CloseOutcome {
    const c = this.closeUnposted(p, lots, tick, reason, now, other);
    const journalId = this.post(p, `close:${this.repo.eventCount(p.id)}`, 'contract_close', closeParts(c));
    this.repo.insertEvent({ ...c.event, journalId });
    this.told(p, 'close', lots);
    return { lots: c.lots, exitTicks: c.exitTicks, pnl: c.pnl, fee: c.fee, payout: c.payout, fromOther: c.fromOther, journalId };
  }

  /**
   * A close without its journal (the risk engine nets a chunk's closes into one): the row
   * updated, the journal's parts and the event to record once the journal is posted. The
   * closed part takes its share of the entry value and margin (the rest keeps the same average
   * entry). `other`: the lock's other leg, whose margin covers this leg's negative remainder
   * first (unlock); then the insurance account does.
   */
  closeUnposted(
    p: ClosingRow,
    lots: bigint,
    tick: RecordedTick,
    reason: CloseReason,
    now: number,
    other?: PositionRow,
    /** A whole close's figures at this tick, when the risk check has computed them. */
    whole?: WholeClose,
  ): UnpostedClose {
    const remaining = p.lots - lots;
    let exit: bigint;
    let restValue = 0n;
    let restMargin = 0n;
    let pnl: bigint;
    let fee: bigint;
    if (whole && remaining === 0n) ({ exit, pnl, fee } = whole);
    else {
      const spec = this.spec(p);
      exit = exitPriceOf(p.side, quoteOf(p, tick.ticks));
      restValue = (p.entryValue * remaining) / p.lots;
      restMargin = ceilDiv(p.margin * remaining, p.lots);
      pnl = pnlOf(spec, { side: p.side, lots, entryValue: p.entryValue - restValue }, exit);
      fee = feeOf(spec, lots, exit);
    }
    const margin = p.margin - restMargin;
    const gross = margin + pnl - fee;
    const fromOther = gross < 0n && other ? (-gross < other.margin ? -gross : other.margin) : 0n;
    const payout = gross + fromOther > 0n ? gross + fromOther : 0n;
    // the P/L the user bears: capped where the margin (and the other leg's) ran out
    const borne = payout - margin - fromOther + fee;
    const full = remaining === 0n;
    const written = full
      ? // a whole close (every risk close): one prepared statement of the columns it sets
        this.repo.closeFull(p.id, p.status, {
          realizedPnl: p.realizedPnl + borne,
          closeFee: p.closeFee + fee,
          closeTicks: exit,
          closeTickTime: tick.time,
          closeReason: reason,
          closedAt: now,
        })
      : this.repo.update(p.id, p.status, {
          lots: remaining,
          entryValue: restValue,
          margin: restMargin,
          realizedPnl: p.realizedPnl + borne,
          closeFee: p.closeFee + fee,
          closeTicks: exit,
          closeTickTime: tick.time,
          closeReason: reason,
        });
    if (!written) throw new AppError('CONTRACT_NOT_OPEN');
    if (other && fromOther > 0n && !this.repo.update(other.id, other.status, { margin: other.margin - fromOther })) {
      throw new AppError('CONTRACT_NOT_OPEN');
    }
    return {
      p,
      lots,
      exitTicks: exit,
      pnl: borne,
      fee,
      payout,
      fromOther,
      released: margin + fromOther,
      grossPnl: pnl,
      insurance: gross + fromOther < 0n ? gross + fromOther : 0n,
      // (its journal is named once the journal is posted)
      event: {
        positionId: p.id,
        kind: 'close',
        lots,
        ticks: exit,
        tickTime: tick.time,
        amount: payout,
        reason,
        remaining,
        pnl: borne,
        fee,
        journalId: null,
        at: now,
      },
    };
  }

  /**
   * Posts the closes of a risk chunk as one journal, netted per account (the smallest position
   * id names it: a position closes once), and records their events with it.
   */
  postCloses(closes: UnpostedClose[]) {
    if (closes.length === 0) return;
    // netted per account, the accounts in the order they first appear (a close's parts, in
    // order); found per mode by user id or platform account kind (no key strings to build)
    type Accounts = { users: Map<number, Leg>; platform: Map<string, Leg> };
    const legs: Leg[] = [];
    const byMode = new Map<Mode, Accounts>();
    const events: EventRow[] = [];
    let first = Number.MAX_SAFE_INTEGER;
    const add = (c: UnpostedClose, kind: string, amount: bigint) => {
      if (amount === 0n) return;
      const { p } = c;
      const accounts = byMode.get(p.mode) as Accounts;
      const known = kind === 'available' ? accounts.users.get(p.userId) : accounts.platform.get(kind);
      if (known) {
        known.amount += amount;
        return;
      }
      const leg = legOf(p.mode, p.userId, kind, amount);
      legs.push(leg);
      if (kind === 'available') accounts.users.set(p.userId, leg);
      else accounts.platform.set(kind, leg);
    };
    for (const c of closes) {
      const { p } = c;
      if (!byMode.has(p.mode)) byMode.set(p.mode, { users: new Map(), platform: new Map() });
      eachPart(c, add, c);
      if (p.id < first) first = p.id;
      events.push(c.event);
    }
    const { journalId } = this.ledger.post({
      key: `contract-closes:${first}`,
      type: 'contract_close',
      reference: `contract-closes:${first}`,
      memo: `${closes.length} positions`,
      legs: legs.filter((l) => l.amount !== 0n),
    });
    for (const e of events) e.journalId = journalId;
    this.repo.insertEvents(events);
    for (const c of closes) this.told(c.p, 'close', c.lots);
  }

  /**
   * The overnight fee of `day`: notional at the tick in force then × the overnight rate (to the
   * cent, half up), taken from the position's margin (at most all of it). False when the day was charged before.
   */
  chargeOvernight(p: PositionRow, day: string, tick: RecordedTick, now: number): boolean {
    if (this.repo.wasCharged(p.id, day)) return false;
    const fee = overnightFeeOf(this.spec(p), p.lots, BigInt(tick.ticks), p.overnightRate);
    const charge = fee < p.margin ? fee : p.margin;
    if (charge === 0n) return false;
    this.mustUpdate(p, { margin: p.margin - charge, overnightFees: p.overnightFees + charge });
    const journalId = this.post(p, `overnight:${day}`, 'contract_overnight', [
      ['contract_margin', -charge],
      ['fees', charge],
    ]);
    this.repo.insertCharge(p.id, day, charge, journalId, now);
    this.event(p, {
      kind: 'overnight',
      lots: p.lots,
      ticks: BigInt(tick.ticks),
      tickTime: tick.time,
      amount: -charge,
      reason: null,
      remaining: p.lots,
      journalId,
      at: now,
    });
    return true;
  }
}
