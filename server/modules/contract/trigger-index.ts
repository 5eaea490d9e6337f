// The risk engine's trigger index (issue 15 point 6, docs/decisions/034-risk-trigger-index.md):
// every open position's liquidation, stop-loss, take-profit and limit-fill thresholds, in mark
// ticks, per product in two binary heaps — the highest 'below' threshold and the lowest 'above'
// threshold on top — so a tick looks at two heap tops and pops only what it crosses. Entries
// are not searched out of a heap when a position changes: each carries the version of the
// position's triggers it belongs to, and an entry whose version is no longer current is
// dropped when it reaches the top (or when stale entries outnumber live ones, by a rebuild).
// Pure and in memory: the contract service rebuilds it from the open positions at start-up.
import { type ContractSpec, type Exposure, liquidationTrigger, sidesOf } from '../../../shared/contract.ts';

export type TriggerKind = 'liquidation' | 'stop_loss' | 'take_profit' | 'limit_fill';

export interface Trigger {
  kind: TriggerKind;
  /** crossed when the mark tick is ≤ (below) or ≥ (above) */
  direction: 'below' | 'above';
  markTicks: bigint;
}

/** A position whose trigger a tick crossed; `markTicks` is that tick (the one to close or fill at). */
export interface Crossed {
  positionId: number;
  kind: TriggerKind;
  markTicks: bigint;
}

/**
 * When one tick crosses several triggers of a position, the first of these applies: a position
 * whose equity is at maintenance is liquidated whatever its stop says (the stop-out closes at the
 * same tick either way; the reason recorded is liquidation). A stop-loss and a take-profit can only
 * be crossed together if they were set the wrong way round; the loss-cutting one wins.
 */
const PRIORITY: readonly TriggerKind[] = ['liquidation', 'stop_loss', 'take_profit', 'limit_fill'];

/** Stale entries a heap may carry beyond its live ones before it is rebuilt. */
const REBUILD_SLACK = 1024;

/**
 * Entries a tick pops one by one before the rest of what it crosses is taken in one pass over
 * the heap (a gap that liquidates thousands): k pops cost k·log n, the pass n.
 */
const POPS_BEFORE_PASS = 256;

/**
 * A min-heap of (key, position, version, kind) in parallel typed arrays: about 25 bytes an entry,
 * no object per entry. Keys are tick thresholds as numbers (exact: set() refuses thresholds
 * beyond 2^53); the 'below' heap stores them negated so both heaps are min-heaps.
 */
class TriggerHeap {
  length = 0;
  /** Entries whose position version is current (the rest are stale). */
  live = 0;
  private keys = new Float64Array(16);
  private ids = new Float64Array(16);
  private versions = new Float64Array(16);
  private kinds = new Uint8Array(16);

  topKey(): number {
    return this.length ? (this.keys[0] as number) : Number.POSITIVE_INFINITY;
  }
  topId(): number {
    return this.ids[0] as number;
  }
  topVersion(): number {
    return this.versions[0] as number;
  }
  topKind(): number {
    return this.kinds[0] as number;
  }

  push(key: number, id: number, version: number, kind: number): void {
    if (this.length === this.keys.length) this.grow();
    this.put(this.length, key, id, version, kind);
    this.length++;
    this.siftUp(this.length - 1);
  }

  pop(): void {
    const last = --this.length;
    if (last > 0) {
      this.move(last, 0);
      this.siftDown(0);
    }
  }

  /**
   * Takes out every entry with key ≤ probe in one pass over the heap, calling `take` for each
   * (in array order), and restores the heap order of the rest in O(n): for a tick that crosses
   * many entries, cheaper than popping each (O(k log n)).
   */
  takeAtMost(probe: number, take: (id: number, version: number, kind: number) => void): void {
    let n = 0;
    for (let i = 0; i < this.length; i++) {
      if ((this.keys[i] as number) <= probe) take(this.ids[i] as number, this.versions[i] as number, this.kinds[i] as number);
      else this.move(i, n++);
    }
    this.length = n;
    for (let i = (n >> 1) - 1; i >= 0; i--) this.siftDown(i);
  }

  /** Keeps only entries `keep` accepts and restores the heap order in O(n). */
  rebuild(keep: (id: number, version: number) => boolean): void {
    let n = 0;
    for (let i = 0; i < this.length; i++) {
      if (keep(this.ids[i] as number, this.versions[i] as number)) this.move(i, n++);
    }
    this.length = n;
    for (let i = (n >> 1) - 1; i >= 0; i--) this.siftDown(i);
  }

  private put(i: number, key: number, id: number, version: number, kind: number): void {
    this.keys[i] = key;
    this.ids[i] = id;
    this.versions[i] = version;
    this.kinds[i] = kind;
  }

  private move(from: number, to: number): void {
    this.put(to, this.keys[from] as number, this.ids[from] as number, this.versions[from] as number, this.kinds[from] as number);
  }

  private grow(): void {
    const size = this.keys.length * 2;
    const keys = new Float64Array(size);
    const ids = new Float64Array(size);
    const versions = new Float64Array(size);
    const kinds = new Uint8Array(size);
    keys.set(this.keys);
    ids.set(this.ids);
    versions.set(this.versions);
    kinds.set(this.kinds);
    this.keys = keys;
    this.ids = ids;
    this.versions = versions;
    this.kinds = kinds;
  }

  private siftUp(i: number): void {
    const key = this.keys[i] as number;
    const id = this.ids[i] as number;
    const version = this.versions[i] as number;
    const kind = this.kinds[i] as number;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((this.keys[parent] as number) <= key) break;
      this.move(parent, i);
      i = parent;
    }
    this.put(i, key, id, version, kind);
  }

  private siftDown(i: number): void {
    const key = this.keys[i] as number;
    const id = this.ids[i] as number;
    const version = this.versions[i] as number;
    const kind = this.kinds[i] as number;
    const half = this.length >> 1;
    while (i < half) {
      let child = 2 * i + 1;
      if (child + 1 < this.length && (this.keys[child + 1] as number) < (this.keys[child] as number)) child++;
      if ((this.keys[child] as number) >= key) break;
      this.move(child, i);
      i = child;
    }
    this.put(i, key, id, version, kind);
  }
}

interface ProductHeaps {
  below: TriggerHeap;
  above: TriggerHeap;
}

interface Indexed {
  heaps: ProductHeaps;
  version: number;
  /** Entries of this version still in each heap. */
  below: number;
  above: number;
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

export class TriggerIndex {
  private readonly products = new Map<number, ProductHeaps>();
  private readonly positions = new Map<number, Indexed>();
  private nextVersion = 1;
  private poppedEntries = 0;

  /** Replaces the position's triggers (none: the position leaves the index). */
  set(positionId: number, productId: number, triggers: Trigger[]): void {
    for (const t of triggers) {
      if (t.markTicks > MAX_SAFE || t.markTicks < -MAX_SAFE) throw new RangeError(`trigger out of range: ${t.markTicks}`);
    }
    this.remove(positionId);
    if (!triggers.length) return;
    const heaps = this.heapsOf(productId);
    const entry: Indexed = { heaps, version: this.nextVersion++, below: 0, above: 0 };
    for (const t of triggers) {
      const kind = PRIORITY.indexOf(t.kind);
      const ticks = Number(t.markTicks);
      if (t.direction === 'below') {
        heaps.below.push(-ticks, positionId, entry.version, kind);
        entry.below++;
      } else {
        heaps.above.push(ticks, positionId, entry.version, kind);
        entry.above++;
      }
    }
    heaps.below.live += entry.below;
    heaps.above.live += entry.above;
    this.positions.set(positionId, entry);
  }

  remove(positionId: number): void {
    const entry = this.positions.get(positionId);
    if (!entry) return;
    this.positions.delete(positionId);
    const { below, above } = entry.heaps;
    below.live -= entry.below;
    above.live -= entry.above;
    this.compact(below);
    this.compact(above);
  }

  /**
   * Every trigger crossed by this mark tick, removed from the index (all of the position's
   * triggers are removed when any fires), one per position (PRIORITY). Nothing crossed → two
   * heap tops compared, O(1).
   */
  crossed(productId: number, markTicks: bigint): Crossed[] {
    const heaps = this.products.get(productId);
    if (!heaps) return [];
    // the mark as a number compares exactly with the (safe-integer) thresholds: rounding is monotone
    const mark = Number(markTicks);
    if (heaps.below.topKey() > -mark && heaps.above.topKey() > mark) return [];
    const fired = new Map<number, number>();
    this.drain(heaps.below, -mark, 'below', fired);
    this.drain(heaps.above, mark, 'above', fired);
    const result: Crossed[] = [];
    for (const [positionId, kind] of fired) {
      this.remove(positionId);
      result.push({ positionId, kind: PRIORITY[kind] as TriggerKind, markTicks });
    }
    return result;
  }

  /** Positions in the index (those with at least one trigger). */
  get size(): number {
    return this.positions.size;
  }

  /** Entries taken off the heaps so far, live or stale: a tick that crosses nothing takes none. */
  get popped(): number {
    return this.poppedEntries;
  }

  /**
   * Takes every entry with key ≤ probe off the heap (popped one by one, or past
   * POPS_BEFORE_PASS in one pass); a live one records its position's most urgent kind.
   */
  private drain(heap: TriggerHeap, probe: number, side: 'below' | 'above', fired: Map<number, number>): void {
    const take = (id: number, version: number, kind: number) => {
      this.poppedEntries++;
      if (!this.isCurrent(id, version)) return;
      const entry = this.positions.get(id) as Indexed;
      entry[side]--;
      heap.live--;
      const seen = fired.get(id);
      if (seen === undefined || kind < seen) fired.set(id, kind);
    };
    for (let pops = 0; heap.topKey() <= probe; pops++) {
      if (pops === POPS_BEFORE_PASS) {
        heap.takeAtMost(probe, take);
        return;
      }
      const id = heap.topId();
      const version = heap.topVersion();
      const kind = heap.topKind();
      heap.pop();
      take(id, version, kind);
    }
  }

  /** Rebuilds a heap once its stale entries outnumber the live ones (amortised O(1) per change). */
  private compact(heap: TriggerHeap): void {
    if (heap.length - heap.live > Math.max(heap.live, REBUILD_SLACK)) heap.rebuild((id, version) => this.isCurrent(id, version));
  }

  private isCurrent(positionId: number, version: number): boolean {
    return this.positions.get(positionId)?.version === version;
  }

  private heapsOf(productId: number): ProductHeaps {
    let heaps = this.products.get(productId);
    if (!heaps) {
      heaps = { below: new TriggerHeap(), above: new TriggerHeap() };
      this.products.set(productId, heaps);
    }
    return heaps;
  }
}

/** What triggersOf needs of a position. */
export interface TriggerSource extends Exposure {
  status: 'pending' | 'holding' | 'locked';
  limitTicks: bigint | null;
  stopLossTicks: bigint | null;
  takeProfitTicks: bigint | null;
}

/**
 * The triggers of a position in mark ticks, under decision 033's price convention: a tick's
 * bid = mark − ⌊spread/2⌋ and ask = bid + spread; a long exits at the bid, a short at the ask;
 * a limit buy fills when ask ≤ limit, a limit sell when bid ≥ limit. A price condition
 * "exit ≤ p" is therefore "mark ≤ p − (exit − mark)". Locked positions have none (their
 * pair's equity does not move).
 */
export function triggersOf(p: TriggerSource, spec: ContractSpec & { spreadTicks: bigint }): Trigger[] {
  if (p.status === 'locked') return [];
  // where the bid and the ask sit relative to the mark
  const { bid, ask } = sidesOf(0n, spec.spreadTicks);
  const falling = p.side === 'long' ? 'below' : 'above';
  const rising = p.side === 'long' ? 'above' : 'below';
  if (p.status === 'pending') {
    if (p.limitTicks === null) throw new Error('a pending position without a limit price');
    // a limit buy fills when ask ≤ limit, a limit sell when bid ≥ limit
    return [{ kind: 'limit_fill', direction: falling, markTicks: p.limitTicks - (p.side === 'long' ? ask : bid) }];
  }
  const exit = p.side === 'long' ? bid : ask;
  const at = (kind: TriggerKind, direction: Trigger['direction'], price: bigint): Trigger => ({ kind, direction, markTicks: price - exit });
  const triggers: Trigger[] = [];
  const liquidation = p.lots > 0n ? liquidationTrigger(spec, p) : undefined;
  if (liquidation !== undefined) triggers.push(at('liquidation', falling, liquidation));
  if (p.stopLossTicks !== null) triggers.push(at('stop_loss', falling, p.stopLossTicks));
  if (p.takeProfitTicks !== null) triggers.push(at('take_profit', rising, p.takeProfitTicks));
  return triggers;
}
