// The spot books as the streams read them (partial depth, book tickers, the 24-hour ticker's best
// bid and ask). The engine's instance reads its own books; an instance that follows it (decisions
// 081, 082) keeps a copy of each book a stream asks for: a snapshot from the engine, then every
// depth change the bus brings, in order (a gap reloads the snapshot).
import type { TradeMode as Mode } from '../../../ledger/ledger.ts';
import type { SpotService } from '../../spot/service.ts';

/** A book's levels as decimal strings [price, quantity], best first, and the depth seq they are at. */
export interface BookLevels {
  seq: number;
  bids: [string, string][];
  asks: [string, string][];
}

/** A book's snapshot as the spot module answers it (/api/spot/book). */
export interface BookSnapshot {
  seq: number;
  bids: { price: string; quantity: string }[];
  asks: { price: string; quantity: string }[];
}

/** A depth change as spot publishes it on the bus (spot/push.ts): each changed level's new total ("0": gone). */
export interface DepthChange {
  symbol: string;
  mode: Mode;
  seq: number;
  firstSeq?: number;
  data: { bids: { price: string; quantity: string }[]; asks: { price: string; quantity: string }[] };
}

export interface SpotBookReader {
  /** The top `depth` levels a side of a (platform symbol, mode) book; undefined while this instance does not know it yet. */
  levels(symbol: string, mode: Mode, depth: number): BookLevels | undefined;
  /** A depth change heard on the bus. */
  heard(change: DepthChange): void;
}

/** Where a following instance asks for a book's snapshot (the engine's /api/spot/book, at most 100 levels). */
export interface EngineBooks {
  /** Whether this instance runs the engine now (its own books are current). */
  local(): boolean;
  snapshot(symbol: string, mode: Mode): Promise<BookSnapshot>;
}

const pairs = (levels: { price: string; quantity: string }[]): [string, string][] => levels.map((l) => [l.price, l.quantity]);

/** Compares two non-negative decimal strings of one market (the same decimals): by length, then by digits. */
const comparePrices = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** A zero quantity in any of the market's spellings ("0", "0.0000"). */
const isZero = (quantity: string) => /^0+(\.0+)?$/.test(quantity);

/** A followed copy of one book. */
class BookCopy {
  seq = -1;
  readonly bids = new Map<string, string>();
  readonly asks = new Map<string, string>();
  /** changes heard while the snapshot is on its way */
  pending: DepthChange[] | null = [];

  load(s: BookSnapshot) {
    this.seq = s.seq;
    this.bids.clear();
    this.asks.clear();
    for (const l of s.bids) this.bids.set(l.price, l.quantity);
    for (const l of s.asks) this.asks.set(l.price, l.quantity);
  }

  /** Applies a change that follows; false on a gap (the copy must be reloaded). */
  apply(c: DepthChange): boolean {
    if (c.seq <= this.seq) return true;
    if ((c.firstSeq ?? c.seq) !== this.seq + 1) return false;
    for (const [side, levels] of [
      [this.bids, c.data.bids],
      [this.asks, c.data.asks],
    ] as const) {
      for (const l of levels) {
        if (isZero(l.quantity)) side.delete(l.price);
        else side.set(l.price, l.quantity);
      }
    }
    this.seq = c.seq;
    return true;
  }

  top(depth: number): BookLevels {
    const bids = [...this.bids].sort((a, b) => comparePrices(b[0], a[0])).slice(0, depth);
    const asks = [...this.asks].sort((a, b) => comparePrices(a[0], b[0])).slice(0, depth);
    return { seq: this.seq, bids, asks };
  }
}

/**
 * The books of this instance's spot service when it runs the engine (or there is no cluster);
 * otherwise the copies kept from the engine's snapshots and the bus.
 */
export function spotBookReader(spot: SpotService, engine: EngineBooks | null, onError: (err: unknown) => void): SpotBookReader {
  const copies = new Map<string, BookCopy>();
  const keyOf = (symbol: string, mode: Mode) => `${symbol}:${mode}`;

  function reload(symbol: string, mode: Mode, copy: BookCopy) {
    copy.pending = [];
    (engine as EngineBooks)
      .snapshot(symbol, mode)
      .then((s) => {
        const pending = copy.pending ?? [];
        copy.pending = null;
        copy.load(s);
        for (const c of pending) if (!copy.apply(c)) return reload(symbol, mode, copy);
      })
      .catch((err) => {
        // asked again when a stream next reads it
        copies.delete(keyOf(symbol, mode));
        onError(err);
      });
  }

  return {
    levels(symbol, mode, depth) {
      if (!engine || engine.local()) {
        const book = spot.book(symbol, mode, depth);
        return { seq: book.seq, bids: pairs(book.bids), asks: pairs(book.asks) };
      }
      const key = keyOf(symbol, mode);
      let copy = copies.get(key);
      if (!copy) {
        copy = new BookCopy();
        copies.set(key, copy);
        reload(symbol, mode, copy);
      }
      return copy.pending ? undefined : copy.top(depth);
    },
    heard(change) {
      const copy = copies.get(keyOf(change.symbol, change.mode));
      if (!copy) return;
      if (copy.pending) copy.pending.push(change);
      else if (!copy.apply(change)) reload(change.symbol, change.mode, copy);
    },
  };
}
