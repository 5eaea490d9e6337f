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
import type { ContractExecution } from './execution.ts';
import type { ContractRepository, PositionRow } from './repository.ts';
import { type MarkThresholds, specOf, thresholdsOf, triggeredBy } from './terms.ts';

/** Executions per transaction; the event loop gets a turn between chunks. */
export const RISK_CHUNK = 1000;
/** Recorded ticks read per product per pass (a long replay goes in passes). */
const TICKS_PER_PASS = 5000;

/** What the risk engine needs of an index of mark thresholds. */
export interface RiskIndex {
  set(positionId: number, productId: number, t: MarkThresholds): void;
  remove(positionId: number): void;
  /** The positions of a product whose thresholds the mark crosses, taken off the index. */
  crossed(productId: number, markTicks: bigint): number[];
  products(): Iterable<number>;
  clear(): void;
}

/** A per-product scan of every entry: correct, O(n) per tick of a product. */
export class ScanIndex implements RiskIndex {
  private readonly byProduct = new Map<number, Map<number, MarkThresholds>>();
  private readonly productOf = new Map<number, number>();

  set(positionId: number, productId: number, t: MarkThresholds) {
    this.remove(positionId);
    let m = this.byProduct.get(productId);
    if (!m) {
      m = new Map();
      this.byProduct.set(productId, m);
    }
    m.set(positionId, t);
    this.productOf.set(positionId, productId);
  }

  remove(positionId: number) {
    const productId = this.productOf.get(positionId);
    if (productId === undefined) return;
    this.productOf.delete(positionId);
    const m = this.byProduct.get(productId);
    m?.delete(positionId);
    if (m?.size === 0) this.byProduct.delete(productId);
  }

  crossed(productId: number, mark: bigint): number[] {
    const out: number[] = [];
    for (const [id, t] of this.byProduct.get(productId) ?? []) {
      if ((t.below !== undefined && mark <= t.below) || (t.above !== undefined && mark >= t.above)) out.push(id);
    }
    for (const id of out) this.remove(id);
    return out;
  }

  products() {
    return this.byProduct.keys();
  }

  clear() {
    this.byProduct.clear();
    this.productOf.clear();
  }
}

interface TickAt {
  productId: number;
  time: number;
  ticks: number;
}

export class ContractRisk {
  private running: Promise<void> | undefined;
  private requestedUpTo = 0;

  constructor(
    private readonly clock: Clock,
    private readonly ledger: Ledger,
    private readonly repo: ContractRepository,
    private readonly exec: ContractExecution,
    private readonly precisionOf: (productId: number) => number,
    private readonly index: RiskIndex,
    /** Told of the positions a committed chunk changed. */
    private readonly onChanged: (positions: PositionRow[]) => void,
  ) {}

  /** Owner of every holding or locked position (whose marks are pushed on each tick). */
  private readonly ownerOf = new Map<number, number>();

  /** The users with holding or locked positions. */
  owners(): Set<number> {
    return new Set(this.ownerOf.values());
  }

  /** Puts a position's thresholds in the index (or takes it off when nothing can trigger it). */
  track(p: PositionRow) {
    if (p.status === 'holding' || p.status === 'locked') this.ownerOf.set(p.id, p.userId);
    else this.ownerOf.delete(p.id);
    const t = thresholdsOf(p, specOf(p, this.precisionOf(p.productId)));
    if (t && (t.below !== undefined || t.above !== undefined)) this.index.set(p.id, p.productId, t);
    else this.index.remove(p.id);
  }

  /** Builds the index from the database (start, or after a chunk failed). */
  rebuild() {
    this.index.clear();
    this.ownerOf.clear();
    for (const p of this.repo.openPositions()) this.track(p);
  }

  /** At start: the index from the database, then every tick recorded after the cursor. */
  async start() {
    if (this.repo.cursor() === undefined) this.repo.setCursor(this.repo.latestTickTime() ?? 0);
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
    for (const productId of [...this.index.products()]) {
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
    let carry: { tick: TickAt; ids: number[] } | undefined;
    for (;;) {
      const changed: PositionRow[] = [];
      let done = false;
      this.ledger.transaction(() => {
        let n = 0;
        let through: number | undefined;
        while (n < RISK_CHUNK) {
          if (!carry) {
            const tick = ticks[i++];
            if (!tick) {
              through = horizon;
              done = true;
              break;
            }
            carry = { tick, ids: this.index.crossed(tick.productId, BigInt(tick.ticks)) };
          }
          while (carry.ids.length && n < RISK_CHUNK) {
            const p = this.execute(carry.ids.pop() as number, carry.tick);
            if (p) changed.push(p);
            n++;
          }
          if (carry.ids.length) break;
          // a tick time is through when every product's tick of that time is
          const next = ticks[i];
          if (!next || next.time > carry.tick.time) through = carry.tick.time;
          carry = undefined;
        }
        if (through !== undefined && through > cursor) this.repo.setCursor(through);
      });
      if (changed.length) this.onChanged(changed);
      if (done) return;
      await new Promise((r) => setImmediate(r));
    }
  }

  /** Executes what the tick does to one position (inside the chunk's transaction); returns the changed row. */
  private execute(id: number, tick: TickAt): PositionRow | undefined {
    const p = this.repo.position(id);
    if (!p || (p.status !== 'pending' && p.status !== 'holding')) return undefined;
    // a tick before the position's last fill does not apply to it
    const what = tick.time > p.riskFrom ? triggeredBy(p, specOf(p, this.precisionOf(p.productId)), BigInt(tick.ticks)) : undefined;
    const recorded = { time: tick.time, ticks: tick.ticks };
    const now = this.clock.now();
    if (what === 'fill') this.exec.fill(p, recorded, now);
    else if (what) this.exec.close(p, p.lots, recorded, what, now);
    const after = this.repo.position(id) as PositionRow;
    this.track(after);
    return what ? after : undefined;
  }
}
