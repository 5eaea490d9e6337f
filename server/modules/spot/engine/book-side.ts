// One side of a spot order book (docs/decisions/037-matching-engine.md): price levels kept in a
// sorted array with the best level at the END, so the best price is O(1), the level a sweep
// empties is removed by pop(), and a new level near the top (where most orders arrive) shifts
// only the few elements above it. A Map from price to level finds an existing level in O(1).
// Each level holds its orders in a doubly linked list in time order: unlinking one is O(1).

export type Side = 'buy' | 'sell';

/** A resting order inside the book; `qty` is what is left of it (lots). */
export class OrderNode {
  prev: OrderNode | null = null;
  next: OrderNode | null = null;
  constructor(
    readonly id: number,
    readonly account: number,
    readonly side: Side,
    readonly price: number,
    public qty: number,
    readonly level: PriceLevel,
  ) {}
}

export class PriceLevel {
  /** Lots resting at this price (the depth the book channel shows). */
  total = 0;
  head: OrderNode | null = null;
  tail: OrderNode | null = null;
  constructor(readonly price: number) {}

  append(node: OrderNode): void {
    node.prev = this.tail;
    if (this.tail) this.tail.next = node;
    else this.head = node;
    this.tail = node;
    this.total += node.qty;
  }

  /** Unlinks `node`; the caller has already taken its quantity out of `total`. */
  unlink(node: OrderNode): void {
    if (node.prev) node.prev.next = node.next;
    else this.head = node.next;
    if (node.next) node.next.prev = node.prev;
    else this.tail = node.prev;
    node.prev = null;
    node.next = null;
  }
}

export class BookSide {
  /** Worst → best: bids by ascending price, asks by descending price. */
  private readonly levels: PriceLevel[] = [];
  private readonly byPrice = new Map<number, PriceLevel>();
  /** +1 for bids (higher is better), −1 for asks (lower is better). */
  private readonly direction: number;

  constructor(readonly side: Side) {
    this.direction = side === 'buy' ? 1 : -1;
  }

  best(): PriceLevel | undefined {
    return this.levels[this.levels.length - 1];
  }

  level(price: number): PriceLevel | undefined {
    return this.byPrice.get(price);
  }

  /** The level at `price`, created (in its sorted place) when absent. */
  levelFor(price: number): PriceLevel {
    const existing = this.byPrice.get(price);
    if (existing) return existing;
    const level = new PriceLevel(price);
    this.levels.splice(this.position(price), 0, level);
    this.byPrice.set(price, level);
    return level;
  }

  remove(level: PriceLevel): void {
    this.byPrice.delete(level.price);
    const last = this.levels.length - 1;
    if (this.levels[last] === level) this.levels.pop();
    else this.levels.splice(this.position(level.price) - 1, 1);
  }

  /** Best first, at most `depth` levels. */
  top(depth: number): PriceLevel[] {
    const out: PriceLevel[] = [];
    for (let i = this.levels.length - 1; i >= 0 && out.length < depth; i--) out.push(this.levels[i] as PriceLevel);
    return out;
  }

  /** The levels best first, lazily (a read-only walk: the caller must not change the side meanwhile). */
  *bestFirst(): Generator<PriceLevel> {
    for (let i = this.levels.length - 1; i >= 0; i--) yield this.levels[i] as PriceLevel;
  }

  get levelCount(): number {
    return this.levels.length;
  }

  /** Index of the first level whose price ranks better than `price` (binary search). */
  private position(price: number): number {
    const key = price * this.direction;
    let lo = 0;
    let hi = this.levels.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.levels[mid] as PriceLevel).price * this.direction <= key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
