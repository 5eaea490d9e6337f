// The price-alert index (issue 37 point 3): every active alert in memory, per product, so a
// tick costs a look at the end of three sorted ladders and nothing more while nothing fires.
// `above` thresholds are kept in descending order (the lowest, the next to fire, at the end),
// `below` ascending (the highest at the end), `move` percents per window descending; a tick
// pops from the ends what it crosses. A `move` alert compares the tick with the lowest and the
// highest price of its window, kept by two monotonic queues per (product, window): amortized
// O(1) per tick. Prices are the engine's integer ticks (exact; thresholds beyond 2^53 are
// refused by the service); percents are basis points, compared by integer products (no division).
// Pure and in memory: the evaluator builds it from the database at start.
import type { AlertKind } from '../../../shared/price-alerts.ts';

export interface IndexedAlert {
  id: number;
  userId: number;
  productId: number;
  kind: AlertKind;
  /** Price ticks (above, below) or basis points (move). */
  key: number;
  /** A move's window (0 for above, below). */
  windowMs: number;
}

/** Alerts sorted so the next to fire sits at the end: pushing and taking there cost nothing. */
class Ladder {
  readonly keys: number[] = [];
  readonly ids: number[] = [];
  /** descending: the smallest key at the end (fires when key ≤ probe); else the largest. */
  constructor(private readonly descending: boolean) {}

  get length() {
    return this.keys.length;
  }
  /** The key at the end (the next to fire); NaN when empty. */
  last(): number {
    return this.keys.length ? (this.keys[this.keys.length - 1] as number) : Number.NaN;
  }

  /** The first position where `key` may go, keeping the order (entries of an equal key stay together). */
  private position(key: number): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const k = this.keys[mid] as number;
      if (this.descending ? k > key : k < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(key: number, id: number) {
    const i = this.position(key);
    this.keys.splice(i, 0, key);
    this.ids.splice(i, 0, id);
  }

  remove(key: number, id: number): boolean {
    for (let i = this.position(key); i < this.keys.length && this.keys[i] === key; i++) {
      if (this.ids[i] === id) {
        this.keys.splice(i, 1);
        this.ids.splice(i, 1);
        return true;
      }
    }
    return false;
  }

  /** Takes the id at the end. */
  pop(): number {
    this.keys.pop();
    return this.ids.pop() as number;
  }
}

/** The lowest and highest price within a sliding window of time (monotonic queues). */
export class WindowExtremes {
  private minTimes: number[] = [];
  private minValues: number[] = [];
  private minHead = 0;
  private maxTimes: number[] = [];
  private maxValues: number[] = [];
  private maxHead = 0;

  constructor(readonly windowMs: number) {}

  /** A price at `time` (times never go back); `low`/`high` apart for a candle's range. */
  push(time: number, low: number, high: number = low) {
    while (this.minValues.length > this.minHead && (this.minValues[this.minValues.length - 1] as number) >= low) {
      this.minValues.pop();
      this.minTimes.pop();
    }
    this.minValues.push(low);
    this.minTimes.push(time);
    while (this.maxValues.length > this.maxHead && (this.maxValues[this.maxValues.length - 1] as number) <= high) {
      this.maxValues.pop();
      this.maxTimes.pop();
    }
    this.maxValues.push(high);
    this.maxTimes.push(time);
    // what fell out of the window (time - windowMs, time]
    const from = time - this.windowMs;
    while ((this.minTimes[this.minHead] as number) <= from) this.minHead++;
    while ((this.maxTimes[this.maxHead] as number) <= from) this.maxHead++;
    if (this.minHead > 1024 && this.minHead * 2 > this.minTimes.length) {
      this.minTimes = this.minTimes.slice(this.minHead);
      this.minValues = this.minValues.slice(this.minHead);
      this.minHead = 0;
    }
    if (this.maxHead > 1024 && this.maxHead * 2 > this.maxTimes.length) {
      this.maxTimes = this.maxTimes.slice(this.maxHead);
      this.maxValues = this.maxValues.slice(this.maxHead);
      this.maxHead = 0;
    }
  }

  get empty() {
    return this.minValues.length <= this.minHead;
  }
  get min(): number {
    return this.minValues[this.minHead] as number;
  }
  get max(): number {
    return this.maxValues[this.maxHead] as number;
  }
}

/** Whether `price` is at least `bp` basis points away from the window's low or high (exact, in integers). */
export function movedBy(bp: number, price: number, w: WindowExtremes): boolean {
  if (w.empty) return false;
  return bp * w.min <= (price - w.min) * 10_000 || bp * w.max <= (w.max - price) * 10_000;
}

interface ProductAlerts {
  above: Ladder;
  below: Ladder;
  /** Per window: its move alerts (descending basis points) and its extremes. */
  moves: Map<number, { ladder: Ladder; window: WindowExtremes }>;
}

export class AlertIndex {
  private readonly products = new Map<number, ProductAlerts>();
  private readonly byId = new Map<number, IndexedAlert>();

  constructor(private readonly windows: readonly number[]) {}

  get size() {
    return this.byId.size;
  }

  has(id: number) {
    return this.byId.has(id);
  }

  /** Products with alerts in the index (whose ticks are read). */
  productIds(): number[] {
    return [...this.products.keys()];
  }

  /** Whether the product's windows are being kept (it has or had alerts since they were seeded). */
  tracks(productId: number) {
    return this.products.has(productId);
  }

  /**
   * Starts keeping a product's windows (no alerts yet): `seed` pushes its history (candles,
   * recorded ticks) in time order before the first tick arrives.
   */
  track(productId: number, seed?: (push: (time: number, low: number, high?: number) => void) => void): void {
    if (this.products.has(productId)) return;
    const moves = new Map(this.windows.map((ms) => [ms, { ladder: new Ladder(true), window: new WindowExtremes(ms) }]));
    this.products.set(productId, { above: new Ladder(true), below: new Ladder(false), moves });
    seed?.((time, low, high = low) => {
      for (const m of moves.values()) m.window.push(time, low, high);
    });
  }

  /** A product's window (for a check before an alert is set). */
  window(productId: number, windowMs: number): WindowExtremes | undefined {
    return this.products.get(productId)?.moves.get(windowMs)?.window;
  }

  add(alert: IndexedAlert) {
    if (this.byId.has(alert.id)) return;
    this.track(alert.productId);
    const p = this.products.get(alert.productId) as ProductAlerts;
    const ladder = this.ladderOf(p, alert);
    if (!ladder) throw new Error(`no window of ${alert.windowMs} ms`);
    ladder.insert(alert.key, alert.id);
    this.byId.set(alert.id, alert);
  }

  /** Takes an alert out (cancelled); false when it is not in the index. */
  remove(id: number): boolean {
    const alert = this.byId.get(id);
    if (!alert) return false;
    const p = this.products.get(alert.productId) as ProductAlerts;
    this.ladderOf(p, alert)?.remove(alert.key, id);
    this.byId.delete(id);
    return true;
  }

  private ladderOf(p: ProductAlerts, a: IndexedAlert): Ladder | undefined {
    if (a.kind === 'above') return p.above;
    if (a.kind === 'below') return p.below;
    return p.moves.get(a.windowMs)?.ladder;
  }

  /**
   * One recorded tick of a product: its windows move on, and every alert it crosses leaves the
   * index and is returned (in no particular order). Products without alerts are not tracked.
   */
  tick(productId: number, time: number, price: number): IndexedAlert[] {
    const p = this.products.get(productId);
    if (!p) return NO_ALERTS;
    let fired: IndexedAlert[] | undefined;
    const take = (ladder: Ladder) => {
      const alert = this.byId.get(ladder.pop()) as IndexedAlert;
      this.byId.delete(alert.id);
      if (fired) fired.push(alert);
      else fired = [alert];
    };
    while (p.above.length && p.above.last() <= price) take(p.above);
    while (p.below.length && p.below.last() >= price) take(p.below);
    for (const m of p.moves.values()) {
      m.window.push(time, price);
      while (m.ladder.length && movedBy(m.ladder.last(), price, m.window)) take(m.ladder);
    }
    return fired ?? NO_ALERTS;
  }
}

const NO_ALERTS: IndexedAlert[] = [];
