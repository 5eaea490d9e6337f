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
  const sorted = inOrder ? trades : [...trades].sort(order);
  let wins = 0;
  let losses = 0;
  let grossProfit = 0n;
  let grossLoss = 0n;
  let fees = 0n;
  let longestWinning = emptyStreak();
  let longestLosing = emptyStreak();
  let run: { sign: 1 | -1; trades: ClosedTrade[] } | undefined;
  const closeRun = () => {
    if (!run) return;
    const streak: Streak = {
      length: run.trades.length,
      tradeIds: run.trades.map((t) => t.id),
      from: (run.trades[0] as ClosedTrade).closedAt,
      to: (run.trades.at(-1) as ClosedTrade).closedAt,
    };
    // (the first of equal lengths is kept)
    if (run.sign > 0 && streak.length > longestWinning.length) longestWinning = streak;
    if (run.sign < 0 && streak.length > longestLosing.length) longestLosing = streak;
    run = undefined;
  };
  for (const t of sorted) {
    fees += t.fees;
    const sign = t.pnl > 0n ? 1 : t.pnl < 0n ? -1 : 0;
    if (sign > 0) {
      wins++;
      grossProfit += t.pnl;
    } else if (sign < 0) {
      losses++;
      grossLoss += t.pnl;
    }
    if (sign === 0 || run?.sign !== sign) closeRun();
    if (sign !== 0) {
      run ??= { sign, trades: [] };
      run.trades.push(t);
    }
  }
  closeRun();
  const n = sorted.length;
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
    fees,
    longestWinning,
    longestLosing,
  };
}

/** The largest fall of `curve` (time order) from a high to a later low, the high moving up with each new one. */
export function maxDrawdown(curve: readonly EquityPoint[]): Drawdown {
  let best: Drawdown = { amount: 0n, basisPoints: 0n, peakAt: null, troughAt: null, recoveredAt: null };
  let peak: EquityPoint | undefined;
  /** The deepest fall since the current high, while equity has not stood at it again. */
  let open: { peak: EquityPoint; trough: EquityPoint } | undefined;
  const settle = (recoveredAt: number | null) => {
    if (!open) return;
    const amount = open.peak.equity - open.trough.equity;
    const base = open.peak.base ?? open.peak.equity;
    if (amount > best.amount) {
      best = {
        amount,
        basisPoints: base > 0n ? divRound(amount * 10_000n, base) : 0n,
        peakAt: open.peak.time,
        troughAt: open.trough.time,
        recoveredAt,
      };
    }
    open = undefined;
  };
  for (const p of curve) {
    if (!peak || p.equity >= peak.equity) {
      // a new high (or the old one reached again): the fall from the last one is over
      settle(p.time);
      peak = p;
    } else if (!open || p.equity < open.trough.equity) {
      open = { peak, trough: p };
    }
  }
  settle(null);
  return best;
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
  const days = new Map<string, DayResult>();
  const dayOf = daysIn(timeZone);
  const inOrder = trades.every((t, i) => i === 0 || (trades[i - 1] as ClosedTrade).closedAt <= t.closedAt);
  for (const t of inOrder ? trades : [...trades].sort((a, b) => a.closedAt - b.closedAt)) {
    const day = dayOf(t.closedAt);
    const d = days.get(day) ?? { day, pnl: 0n, trades: 0, tradeIds: [] };
    d.pnl += t.pnl;
    d.trades++;
    d.tradeIds.push(t.id);
    days.set(day, d);
  }
  return [...days.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/** Net P/L and trade count per key (a product, a symbol), keys in order of their first trade. */
export function pnlBy(trades: readonly ClosedTrade[], key: (t: ClosedTrade) => string): { key: string; pnl: bigint; trades: number }[] {
  const out = new Map<string, { key: string; pnl: bigint; trades: number }>();
  for (const t of trades) {
    const k = key(t);
    const row = out.get(k) ?? { key: k, pnl: 0n, trades: 0 };
    row.pnl += t.pnl;
    row.trades++;
    out.set(k, row);
  }
  return [...out.values()];
}
