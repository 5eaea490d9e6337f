// The risk engine (issue 15 point 6, docs/decisions/033-contract-trading.md): on every recorded
// tick, the positions whose stop-loss, take-profit, liquidation or limit price it crosses are
// executed at that tick (a gap fills at the gapping tick's price). Recorded ticks after the
// persisted cursor are processed in time order, so the same code serves the live market and
// the replay after a restart. An in-memory index keeps per product the mark thresholds of
// every open position; a crossed entry is checked exactly against the position's row inside
// the transaction that executes it. Executions run in chunks of at most RISK_CHUNK per
// transaction with an event-loop turn between, the cursor written with the chunk that
// completes a tick time.
import type { Clock } from '../../lib/clock.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import type { ContractExecution, UnpostedClose } from './execution.ts';
import type { CloseReason, ContractRepository, PositionRow, RiskRow } from './repository.ts';
import { specOf, triggeredBy, type WholeClose } from './terms.ts';
import { TriggerIndex, type TriggerSource, triggersOf } from './trigger-index.ts';

/** Executions per transaction at most; the event loop gets a turn between chunks. */
export const RISK_CHUNK = 1000;
/** A chunk also ends after this much work, so no transaction holds the event loop for long. */
const CHUNK_BUDGET_MS = 10;
/** Recorded ticks read per product per pass (a long replay goes in passes). */
const TICKS_PER_PASS = 5000;

/** Positions grouped by a key (owner, product), with the keys that have any. */
class Grouping {
  private readonly keyOf = new Map<number, number>();
  private readonly count = new Map<number, number>();

  /** Puts a position under `key` (undefined: under none). */
  set(positionId: number, key: number | undefined) {
    const before = this.keyOf.get(positionId);
    if (before === key) return;
    if (before !== undefined) {
      const n = (this.count.get(before) ?? 1) - 1;
      if (n > 0) this.count.set(before, n);
      else this.count.delete(before);
      this.keyOf.delete(positionId);
    }
    if (key !== undefined) {
      this.keyOf.set(positionId, key);
      this.count.set(key, (this.count.get(key) ?? 0) + 1);
    }
  }

  has(key: number) {
    return this.count.has(key);
  }

  keys() {
    return this.count.keys();
  }

  clear() {
    this.keyOf.clear();
    this.count.clear();
  }
}

interface TickAt {
  productId: number;
  time: number;
  ticks: number;
}

/** A position a trigger closed: what its owner's message says. */
export interface TriggeredClose {
  positionId: number;
  userId: number;
  mode: RiskRow['mode'];
  productId: number;
  reason: CloseReason;
  /** The P/L the close realized (CONTRACT_SCALE units). */
  pnl: bigint;
}

export class ContractRisk {
  private running: Promise<void> | undefined;
  /** The exact check's figures of a whole close, handed to the close right after it (one object for every check). */
  private readonly whole: WholeClose = { exit: 0n, pnl: 0n, fee: 0n };
  private index = new TriggerIndex();
  private requestedUpTo = 0;

  constructor(
    private readonly clock: Clock,
    private readonly ledger: Ledger,
    private readonly repo: ContractRepository,
    private readonly exec: ContractExecution,
    private readonly precisionOf: (productId: number) => number,
    /** Told of the positions a committed chunk changed. */
    private readonly onChanged: (positions: Pick<PositionRow, 'id' | 'userId'>[]) => void,
    /** A chunk's trigger closes (stop-loss, take-profit, liquidation), inside the chunk's transaction (their owners' messages). */
    private readonly inChunk: (closed: readonly TriggeredClose[]) => void = () => {},
  ) {}

  /** Owners of holding and locked positions (whose marks are pushed on each tick). */
  private readonly owners = new Grouping();
  /** Products of indexed positions (whose recorded ticks are read). */
  private readonly products = new Grouping();

  /** Whether a user has holding or locked positions. */
  readonly hasOpen = (userId: number) => this.owners.has(userId);

  /** Puts a position's triggers in the index (or takes it off when nothing can trigger it). */
  track(p: RiskRow) {
    const open = p.status === 'holding' || p.status === 'locked';
    this.owners.set(p.id, open ? p.userId : undefined);
    const triggers =
      open || p.status === 'pending'
        ? triggersOf(p as RiskRow & TriggerSource, { ...specOf(p, this.precisionOf(p.productId)), spreadTicks: p.spreadTicks })
        : [];
    this.index.set(p.id, p.productId, triggers);
    this.products.set(p.id, triggers.length ? p.productId : undefined);
  }

  /** Takes a closed position off the index and the groupings (what track() does with a closed row). */
  private untrack(id: number) {
    this.owners.set(id, undefined);
    this.index.remove(id);
    this.products.set(id, undefined);
  }

  /** Builds the index from the database (start, or after a chunk failed). */
  rebuild() {
    this.index = new TriggerIndex();
    this.owners.clear();
    this.products.clear();
    for (const p of this.repo.openPositions()) this.track(p);
  }

  /** At start: the index from the database, then every tick recorded after the cursor. */
  async start() {
    if (this.repo.cursor() === undefined) this.repo.setCursor(this.repo.latestTickTime() ?? 0);
    // (a sandbox's restore starts it again with the clock put back: a time asked for before
    // would carry the cursor past ticks not yet drawn)
    this.requestedUpTo = 0;
    this.rebuild();
    await this.process();
  }

  /**
   * Processes every recorded tick after the cursor up to `upTo`. A call while a run is going
   * extends it (the run goes on to the later time) and resolves when it ends.
   */
  process(upTo: number = this.clock.now()): Promise<void> {
    this.requestedUpTo = Math.max(this.requestedUpTo, upTo);
    if (!this.running) {
      this.running = this.run().finally(() => {
        this.running = undefined;
      });
    }
    return this.running;
  }

  private async run() {
    let cursor = this.repo.cursor() ?? 0;
    while (cursor < this.requestedUpTo) {
      const upTo = this.requestedUpTo;
      const { ticks, horizon } = this.ticksAfter(cursor, upTo);
      try {
        await this.processTicks(ticks, cursor, horizon);
      } catch (e) {
        // the chunk rolled back but the index had moved on: take it from the database again
        this.rebuild();
        throw e;
      }
      cursor = horizon;
    }
  }

  /** The recorded ticks of indexed products in (after, upTo], in time order, up to a horizon every product was read to. */
  private ticksAfter(after: number, upTo: number): { ticks: TickAt[]; horizon: number } {
    let horizon = upTo;
    const read: TickAt[][] = [];
    for (const productId of [...this.products.keys()]) {
      const rows = this.repo.ticksAfter(productId, after, upTo, TICKS_PER_PASS);
      if (rows.length === TICKS_PER_PASS) horizon = Math.min(horizon, Number((rows.at(-1) as { time: number }).time));
      read.push(rows.map((r) => ({ productId, time: Number(r.time), ticks: Number(r.ticks) })));
    }
    const ticks = read.flat().filter((t) => t.time <= horizon);
    ticks.sort((a, b) => a.time - b.time || a.productId - b.productId);
    return { ticks, horizon };
  }

  private async processTicks(ticks: TickAt[], cursor: number, horizon: number) {
    let i = 0;
    let carry: { tick: TickAt; recorded: { time: number; ticks: number }; ids: number[] } | undefined;
    for (;;) {
      const changed: Pick<PositionRow, 'id' | 'userId'>[] = [];
      const closes: UnpostedClose[] = [];
      const triggered: TriggeredClose[] = [];
      let done = false;
      this.ledger.transaction(() => {
        let n = 0;
        let through: number | undefined;
        const until = performance.now() + CHUNK_BUDGET_MS;
        const full = () => n >= RISK_CHUNK || (n % 16 === 0 && n > 0 && performance.now() > until);
        while (!full()) {
          if (!carry) {
            const tick = ticks[i++];
            if (!tick) {
              through = horizon;
              done = true;
              break;
            }
            carry = {
              tick,
              // what each close and fill records of the tick it used
              recorded: { time: tick.time, ticks: tick.ticks },
              ids: this.index.crossed(tick.productId, BigInt(tick.ticks)).map((c) => c.positionId),
            };
            // (crossed entries left the index; track() below puts back what is still open)
            for (const id of carry.ids) this.products.set(id, undefined);
          }
          while (carry.ids.length && !full()) {
            const p = this.execute(carry.ids.pop() as number, carry.tick, carry.recorded, closes, triggered);
            if (p) changed.push(p);
            n++;
          }
          if (carry.ids.length) break;
          // a tick time is through when every product's tick of that time is
          const next = ticks[i];
          if (!next || next.time > carry.tick.time) through = carry.tick.time;
          carry = undefined;
        }
        // the chunk's closes in one journal, netted per account
        this.exec.postCloses(closes);
        if (triggered.length) this.inChunk(triggered);
        if (through !== undefined && through > cursor) this.repo.setCursor(through);
      });
      if (changed.length) this.onChanged(changed);
      if (done) return;
      await new Promise((r) => setImmediate(r));
    }
  }

  /**
   * Executes what the tick does to one position (inside the chunk's transaction): a fill with
   * its own journal, a close left for the chunk's journal (`closes`). Returns the position if it changed.
   */
  private execute(
    id: number,
    tick: TickAt,
    recorded: { time: number; ticks: number },
    closes: UnpostedClose[],
    triggered: TriggeredClose[],
  ) {
    // the columns the check and a close need (a fill reads the whole row)
    const p = this.repo.riskRow(id);
    if (!p || (p.status !== 'pending' && p.status !== 'holding')) return undefined;
    // a tick before the position's last fill does not apply to it
    const whole = this.whole;
    const what = tick.time > p.riskFrom ? triggeredBy(p, specOf(p, this.precisionOf(p.productId)), BigInt(tick.ticks), whole) : undefined;
    const now = this.clock.now();
    if (what === undefined) {
      this.track(p);
      return undefined;
    }
    if (what === 'fill') {
      this.exec.fill(this.repo.position(id) as PositionRow, recorded, now);
      this.track(this.repo.riskRow(id) as RiskRow);
    } else {
      const close = this.exec.closeUnposted(p, p.lots, recorded, what, now, undefined, whole);
      closes.push(close);
      triggered.push({ positionId: p.id, userId: p.userId, mode: p.mode, productId: p.productId, reason: what, pnl: close.pnl });
      this.untrack(id);
    }
    return p;
  }
}
