// The order book as the screen holds it: the snapshot's levels, level changes applied from the
// depth channel (a quantity of "0" removes the level), best first; and each level's running
// total for the depth bars. Quantities stay decimal strings; totals are BigInt units.
import { compareDecimal, formatAmount, signOf, unitsOf } from '../../../../shared/money.ts';
import type { SpotLevel } from './types';

export interface BookSides {
  bids: SpotLevel[];
  asks: SpotLevel[];
}

/** Levels with the changes applied, best first (bids high to low, asks low to high). */
export function applyLevels(levels: SpotLevel[], changes: SpotLevel[], side: 'bids' | 'asks'): SpotLevel[] {
  const byPrice = new Map<string, SpotLevel>();
  // keyed by the price's value, so "100.5" and "100.50" are one level
  const key = (price: string) => price.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  for (const l of levels) byPrice.set(key(l.price), l);
  for (const c of changes) {
    if (signOf(c.quantity) === 0) byPrice.delete(key(c.price));
    else byPrice.set(key(c.price), c);
  }
  const sorted = [...byPrice.values()].sort((a, b) => compareDecimal(a.price, b.price));
  return side === 'bids' ? sorted.reverse() : sorted;
}

export function applyDepth(book: BookSides, changes: BookSides): BookSides {
  return { bids: applyLevels(book.bids, changes.bids, 'bids'), asks: applyLevels(book.asks, changes.asks, 'asks') };
}

export interface DepthRow extends SpotLevel {
  /** Quantity of this level and every better one (base coin, at `scale` decimals). */
  total: string;
  /** The total's share of the deeper side's total, 0–100 with one decimal: the depth bar's width. */
  share: number;
}

/**
 * The first `rows` levels of each side with running totals; both sides' bars are measured
 * against the larger of the two totals shown, so their lengths compare.
 */
export function depthRows(book: BookSides, rows: number, scale: number): { bids: DepthRow[]; asks: DepthRow[] } {
  const run = (levels: SpotLevel[]) => {
    let sum = 0n;
    return levels.slice(0, rows).map((l) => {
      sum += unitsOf(l.quantity, scale);
      return { level: l, sum };
    });
  };
  const bids = run(book.bids);
  const asks = run(book.asks);
  const deepest = [bids.at(-1)?.sum ?? 0n, asks.at(-1)?.sum ?? 0n].reduce((a, b) => (a > b ? a : b));
  // a width for CSS, not an amount: tenths of a percent, as a number only at the end
  const share = (sum: bigint) => (deepest > 0n ? Number((sum * 1000n) / deepest) / 10 : 0);
  const shaped = (r: { level: SpotLevel; sum: bigint }) => ({ ...r.level, total: formatAmount(r.sum, scale), share: share(r.sum) });
  return { bids: bids.map(shaped), asks: asks.map(shaped) };
}

/** The spread between the best ask and the best bid, or null when a side is empty. */
export function spread(book: BookSides, scale: number): string | null {
  const bid = book.bids[0];
  const ask = book.asks[0];
  if (!bid || !ask) return null;
  return formatAmount(unitsOf(ask.price, scale) - unitsOf(bid.price, scale), scale);
}

/** One step of the depth chart: a level, the quantity from the best price to it, and numbers to plot. */
export interface DepthPoint extends SpotLevel {
  side: 'bids' | 'asks';
  /** This level's quantity and every better one's (base coin, at the market's quantity decimals). */
  total: string;
  /** The price and the total as numbers: for plotting only, never for amounts. */
  x: number;
  y: number;
}

export interface DepthCurve {
  /** Bids from the lowest price shown up to the best bid (the chart's x axis runs low to high). */
  bids: DepthPoint[];
  /** Asks from the best ask up. */
  asks: DepthPoint[];
  /** The middle of the best bid and the best ask, exact (one decimal more where needed); null when a side is empty. */
  mid: string | null;
}

/**
 * The depth chart's curves: each side's cumulative quantity from the best price outwards,
 * summed exactly in units of the market's quantity decimals; numbers only for the plot.
 */
export function depthCurve(book: BookSides, priceScale: number, qtyScale: number): DepthCurve {
  const run = (levels: SpotLevel[], side: 'bids' | 'asks') => {
    let sum = 0n;
    return levels.map((l): DepthPoint => {
      sum += unitsOf(l.quantity, qtyScale);
      const total = formatAmount(sum, qtyScale);
      return { ...l, side, total, x: Number(l.price), y: Number(total) };
    });
  };
  const bid = book.bids[0];
  const ask = book.asks[0];
  let mid: string | null = null;
  if (bid && ask) {
    const twice = unitsOf(bid.price, priceScale) + unitsOf(ask.price, priceScale);
    mid = twice % 2n === 0n ? formatAmount(twice / 2n, priceScale) : formatAmount(twice * 5n, priceScale + 1);
  }
  return { bids: run(book.bids, 'bids').reverse(), asks: run(book.asks, 'asks'), mid };
}
