// Results analytics (issue 42 point 1): the figures of a customer's closed trades and equity, pure
// and exact. Amounts are minor units (bigint) of one currency; ratios are computed in integers
// and rounded half away from zero. A trade is a win when its result (net of its fees) is above
// zero, a loss below; a trade at exactly zero is neither and ends any streak.

/** One closed trade (a settled fast order, a closed or partly closed position, a spot fill). */
export interface ClosedTrade {
  id: string;
  product: 'fast' | 'contract' | 'spot';
  symbol: string;
  /** When it closed (epoch ms). */
  closedAt: number;
  /** Its result net of fees, minor units. */
  pnl: bigint;
  /** The fees it paid, minor units (≥ 0). */
  fees: bigint;
}

/** The account's equity at a time (epoch ms), minor units. */
export interface EquityPoint {
  time: number;
  equity: bigint;
  /** What a fall from this point is a percentage of (default: `equity`; the realized equity where `equity` has the cash flows taken out). */
  base?: bigint;
}

export interface Streak {
  length: number;
  /** The trades of the streak, in order (empty when there is none). */
  tradeIds: string[];
  from: number | null;
  to: number | null;
}

export interface Drawdown {
  /** The largest fall from a high to a later low (≥ 0). */
  amount: bigint;
  /** That fall per 10,000 of the high (basis points; 0 when the high is not above zero). */
  basisPoints: bigint;
  peakAt: number | null;
  troughAt: number | null;
  /** When equity first stood at the high again (null: not yet). */
  recoveredAt: number | null;
}

export interface Figures {
  trades: number;
  wins: number;
  losses: number;
  /** Winning trades per 10,000 trades (TradingView's "percent profitable"); null without trades. */
  winRateBasisPoints: bigint | null;
  grossProfit: bigint;
  /** The losing trades' results added up (≤ 0). */
  grossLoss: bigint;
  netPnl: bigint;
  averageWin: bigint | null;
  /** (≤ 0) */
  averageLoss: bigint | null;
  /**
   * Gross profit per unit of gross loss, ×10,000; `'no-losses'` when there is profit and no loss
   * (unbounded, shown as such), null without either.
   */
  profitFactor: bigint | 'no-losses' | null;
  /** The average result per trade (net P/L ÷ trades); null without trades. */
  expectancy: bigint | null;
  fees: bigint;
  longestWinning: Streak;
  longestLosing: Streak;
}

/** a ÷ b rounded half away from zero (b ≠ 0). */
export function divRound(a: bigint, b: bigint): bigint {
  const negative = a < 0n !== b < 0n;
  const x = a < 0n ? -a : a;
  const y = b < 0n ? -b : b;
  const q = (x * 2n + y) / (y * 2n);
  return negative ? -q : q;
}

const emptyStreak = (): Streak => ({ length: 0, tradeIds: [], from: null, to: null });

/** The figures of `trades` (any order: they are taken in closing order, then by id). */
export function figuresOf(trades: readonly ClosedTrade[]): Figures {
  const order = (a: ClosedTrade, b: ClosedTrade) => a.closedAt - b.closedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  // (the service passes them in order already: checking is one pass, sorting 100,000 is not)
  const inOrder = trades.every((t, i) => i === 0 || order(trades[i - 1] as ClosedTrade, t) <= 0);
  const scan = new FiguresScan();
  for (const t of inOrder ? trades : [...trades].sort(order)) scan.push(t);
  return scan.result();
}

/**
 * `figuresOf` one trade at a time, in closing order: running sums and the streaks so far, so a
 * report can take in a new trade without going over the old ones again (decision 102, Speed).
 */
export class FiguresScan {
  private wins = 0;
  private losses = 0;
  private n = 0;
  private grossProfit = 0n;
  private grossLoss = 0n;
  private fees = 0n;
  private longestWinning = emptyStreak();
  private longestLosing = emptyStreak();
  /** The run of wins (1) or losses (−1) going on, its trades' ids and times. */
  private run: { sign: 1 | -1; ids: string[]; from: number; to: number } | undefined;

  push(t: ClosedTrade): void {
    this.n++;
    this.fees += t.fees;
    const sign = t.pnl > 0n ? 1 : t.pnl < 0n ? -1 : 0;
    if (sign > 0) {
      this.wins++;
      this.grossProfit += t.pnl;
    } else if (sign < 0) {
      this.losses++;
      this.grossLoss += t.pnl;
    }
    if (sign === 0 || this.run?.sign !== sign) this.closeRun();
    if (sign !== 0) {
      this.run ??= { sign, ids: [], from: t.closedAt, to: t.closedAt };
      this.run.ids.push(t.id);
      this.run.to = t.closedAt;
    }
  }

  /** The longest streaks with the run going on counted as if it ended now (the scan goes on unchanged). */
  private streaks(): { winning: Streak; losing: Streak } {
    let winning = this.longestWinning;
    let losing = this.longestLosing;
    const run = this.run;
    // (the first of equal lengths is kept)
    if (run && run.sign > 0 && run.ids.length > winning.length) winning = streakOf(run);
    if (run && run.sign < 0 && run.ids.length > losing.length) losing = streakOf(run);
    return { winning, losing };
  }

  private closeRun(): void {
    const { winning, losing } = this.streaks();
    this.longestWinning = winning;
    this.longestLosing = losing;
    this.run = undefined;
  }

  result(): Figures {
    const { n, wins, losses, grossProfit, grossLoss } = this;
    const { winning, losing } = this.streaks();
    const netPnl = grossProfit + grossLoss;
    return {
      trades: n,
      wins,
      losses,
      winRateBasisPoints: n ? divRound(BigInt(wins) * 10_000n, BigInt(n)) : null,
      grossProfit,
      grossLoss,
      netPnl,
      averageWin: wins ? divRound(grossProfit, BigInt(wins)) : null,
      averageLoss: losses ? divRound(grossLoss, BigInt(losses)) : null,
      profitFactor: grossLoss < 0n ? divRound(grossProfit * 10_000n, -grossLoss) : grossProfit > 0n ? 'no-losses' : null,
      expectancy: n ? divRound(netPnl, BigInt(n)) : null,
      fees: this.fees,
      longestWinning: winning,
      longestLosing: losing,
    };
  }
}

const streakOf = (run: { ids: string[]; from: number; to: number }): Streak => ({
  length: run.ids.length,
  tradeIds: [...run.ids],
  from: run.from,
  to: run.to,
});

/** The largest fall of `curve` (time order) from a high to a later low, the high moving up with each new one. */
export function maxDrawdown(curve: readonly EquityPoint[]): Drawdown {
  const scan = new DrawdownScan();
  for (const p of curve) scan.push(p);
  return scan.result();
}

/** `maxDrawdown` one point at a time (the curve can grow; the result is always the whole curve's). */
export class DrawdownScan {
  private best: Drawdown = { amount: 0n, basisPoints: 0n, peakAt: null, troughAt: null, recoveredAt: null };
  private peak: EquityPoint | undefined;
  /** The deepest fall since the current high, while equity has not stood at it again. */
  private open: { peak: EquityPoint; trough: EquityPoint } | undefined;

  /** The larger of `best` and the open fall (ended at `recoveredAt`). */
  private settled(recoveredAt: number | null): Drawdown {
    const open = this.open;
    if (!open) return this.best;
    const amount = open.peak.equity - open.trough.equity;
    const base = open.peak.base ?? open.peak.equity;
    if (amount <= this.best.amount) return this.best;
    return {
      amount,
      basisPoints: base > 0n ? divRound(amount * 10_000n, base) : 0n,
      peakAt: open.peak.time,
      troughAt: open.trough.time,
      recoveredAt,
    };
  }

  push(p: EquityPoint): void {
    if (!this.peak || p.equity >= this.peak.equity) {
      // a new high (or the old one reached again): the fall from the last one is over
      this.best = this.settled(p.time);
      this.open = undefined;
      this.peak = p;
    } else if (!this.open || p.equity < this.open.trough.equity) {
      this.open = { peak: this.peak, trough: p };
    }
  }

  result(): Drawdown {
    return this.settled(null);
  }
}

/** Calendar dates (YYYY-MM-DD: en-CA's way of writing them) in the IANA time zone `timeZone`. */
const datesIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar date (YYYY-MM-DD) of `time` in the IANA time zone `timeZone`. */
export function dayIn(time: number, timeZone: string): string {
  return datesIn(timeZone).format(time);
}

const QUARTER_HOUR = 900_000;

/**
 * `dayIn` for many times in order: a day's date is formatted once, and where it ends found by
 * halving (a few more formats a day). Every zone's offset is a whole number of quarter hours and
 * changes on a quarter hour (of UTC too, then), so a day begins and ends on a quarter hour (true
 * of every offset in use since 1980; local mean times of the 19th century aside), and no day is
 * longer than 100 quarter hours.
 */
export function daysIn(timeZone: string): (time: number) => string {
  const format = datesIn(timeZone);
  const dayOfQuarter = (q: number) => format.format(q * QUARTER_HOUR);
  /** The quarters [from, to) known to be `day`. */
  let from = 0;
  let to = 0;
  let day = '';
  return (time) => {
    const q = Math.floor(time / QUARTER_HOUR);
    if (q >= from && q < to) return day;
    day = dayOfQuarter(q);
    from = q;
    // the first quarter of another day after q: within 100 quarters
    let lo = q;
    let hi = q + 100;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (dayOfQuarter(mid) === day) lo = mid;
      else hi = mid;
    }
    to = hi;
    return day;
  };
}

export interface DayResult {
  day: string;
  pnl: bigint;
  trades: number;
  tradeIds: string[];
}

/** Realized P/L per calendar day in the customer's time zone, days in order (only days with trades). */
export function dailyPnl(trades: readonly ClosedTrade[], timeZone: string): DayResult[] {
  const scan = new DailyScan(timeZone);
  const inOrder = trades.every((t, i) => i === 0 || (trades[i - 1] as ClosedTrade).closedAt <= t.closedAt);
  for (const t of inOrder ? trades : [...trades].sort((a, b) => a.closedAt - b.closedAt)) scan.push(t);
  return scan.result();
}

/** `dailyPnl` one trade at a time. */
export class DailyScan {
  private readonly days = new Map<string, DayResult>();
  private readonly dayOf: (time: number) => string;

  constructor(timeZone: string) {
    this.dayOf = daysIn(timeZone);
  }

  push(t: ClosedTrade): void {
    const day = this.dayOf(t.closedAt);
    const d = this.days.get(day) ?? { day, pnl: 0n, trades: 0, tradeIds: [] };
    d.pnl += t.pnl;
    d.trades++;
    d.tradeIds.push(t.id);
    this.days.set(day, d);
  }

  result(): DayResult[] {
    return [...this.days.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  }
}

/** Net P/L and trade count per key (a product, a symbol), keys in order of their first trade. */
export function pnlBy(trades: readonly ClosedTrade[], key: (t: ClosedTrade) => string): { key: string; pnl: bigint; trades: number }[] {
  const scan = new KeyedScan(key);
  for (const t of trades) scan.push(t);
  return scan.result();
}

/** `pnlBy` one trade at a time. */
export class KeyedScan {
  private readonly out = new Map<string, { key: string; pnl: bigint; trades: number }>();

  constructor(private readonly key: (t: ClosedTrade) => string) {}

  push(t: ClosedTrade): void {
    const k = this.key(t);
    const row = this.out.get(k) ?? { key: k, pnl: 0n, trades: 0 };
    row.pnl += t.pnl;
    row.trades++;
    this.out.set(k, row);
  }

  result(): { key: string; pnl: bigint; trades: number }[] {
    return [...this.out.values()].map((r) => ({ ...r }));
  }
}
