// The futures orders' trigger path (issue 40, decision 095): stops and the closing parts of
// resting LIMIT orders wait in an in-memory index of mark thresholds per product (the price
// alerts' index: a tick costs a look at the end of two sorted ladders), evaluated on the engine
// after every frame over the ticks recorded since the last one evaluated. A crossed entry is
// checked exactly and executed by the orders service at that tick, in its own transaction; an
// order applies only to ticks after the one in force when it was placed. At start (and on taking
// the engine over) the index is built from the waiting orders and the ticks recorded after the
// persisted cursor are replayed in time order: a stop crossed while the engine was down executes
// at the tick that crossed it. Replaying a tick twice changes nothing: an executed order no
// longer waits.
import type { Clock } from '../../../lib/clock.ts';
import type { RecordedTick } from '../../../engine/ticks.ts';
import { AlertIndex, type IndexedAlert } from '../../alerts/alert-index.ts';
import type { FuturesOrderRepository, FuturesOrderRow } from './order-repository.ts';
import type { Threshold } from './orders.ts';

/** The engine's recorded ticks as the trigger path reads them. */
export interface RecordedTicks {
  /** A product's recorded ticks with time in [from, to), oldest first. */
  between(productId: number, from: number, to: number): RecordedTick[];
  /** The last tick time the engine recorded. */
  readonly lastTickTime: number;
}

export interface Triggered {
  threshold(o: FuturesOrderRow): Threshold | undefined;
  /** Executes what the tick does to the order; the order if it still waits. */
  trigger(orderId: number, tick: RecordedTick): FuturesOrderRow | undefined;
}

export class FuturesTriggers {
  private index = new AlertIndex([]);
  /** Each indexed order's tick in force when placed: it applies to later ticks only. */
  private readonly armedAt = new Map<number, number>();
  /** The last recorded tick time evaluated. */
  private through = 0;
  private started = false;
  /** An execution failed mid-pass: the index is built again before the next run. */
  private broken = false;

  constructor(
    private readonly repo: FuturesOrderRepository,
    private readonly ticks: RecordedTicks,
    private readonly clock: Clock,
    private readonly orders: Triggered,
  ) {}

  /** Orders waiting in the index. */
  get size() {
    return this.index.size;
  }

  start() {
    this.index = new AlertIndex([]);
    this.armedAt.clear();
    this.broken = false;
    // (the first start begins at the engine's last tick: no order waited before it)
    this.through = this.repo.cursor() ?? (this.repo.cursor(this.ticks.lastTickTime) as number);
    for (const o of this.repo.waiting()) this.add(o);
    this.started = true;
    this.process();
  }

  stop() {
    this.started = false;
  }

  /** An order with a waiting part (placed now, or still waiting after a tick): into the index. */
  add(o: FuturesOrderRow) {
    const t = this.orders.threshold(o);
    if (!t) return;
    this.index.remove(o.id);
    this.index.add({ id: o.id, userId: o.userId, productId: o.productId, kind: t.kind, key: Number(t.ticks), windowMs: 0 });
    this.armedAt.set(o.id, o.armedTickTime);
  }

  /** A cancelled order: out of the index. */
  remove(orderId: number) {
    this.index.remove(orderId);
    this.armedAt.delete(orderId);
  }

  /** Evaluates every tick recorded after the last one evaluated, up to `upTo` (after each frame). */
  process(upTo: number = this.clock.now()) {
    if (this.broken) return this.start();
    if (!this.started) return;
    if (this.through >= upTo) return;
    try {
      for (const tick of this.ticksAfter(this.through, upTo)) this.evaluate(tick);
    } catch (e) {
      this.broken = true;
      throw e;
    }
    this.through = upTo;
    this.repo.cursor(upTo);
  }

  /** One recorded tick: the orders it crosses leave the index and execute; those it does not apply to come back. */
  private evaluate(tick: { productId: number; time: number; ticks: number }) {
    const back: IndexedAlert[] = [];
    for (const entry of this.index.tick(tick.productId, tick.time, tick.ticks)) {
      const armed = this.armedAt.get(entry.id);
      if (armed === undefined) continue;
      // placed against this tick (or a later one): the next tick decides
      if (tick.time <= armed) {
        back.push(entry);
        continue;
      }
      this.armedAt.delete(entry.id);
      const still = this.orders.trigger(entry.id, { time: tick.time, ticks: tick.ticks });
      if (still) this.add(still);
    }
    for (const entry of back) this.index.add(entry);
  }

  /** The recorded ticks of indexed products in (after, upTo], in time order (ms times: [after + 1, upTo + 1)). */
  private ticksAfter(after: number, upTo: number) {
    return this.index
      .productIds()
      .flatMap((productId) =>
        this.ticks.between(productId, after + 1, upTo + 1).map((t) => ({ productId, time: Number(t.time), ticks: Number(t.ticks) })),
      )
      .sort((a, b) => a.time - b.time || a.productId - b.productId);
  }
}
