// Results analytics (issue 42 point 1, docs/decisions/102-results-analytics.md): the caller's
// closed trades of one mode and currency, their figures, the realized equity curve and its
// drawdown, the calendar, the trades behind a figure and the CSV export of the same numbers.
import type { z } from 'zod';
import type { AnalyticsQuery, AnalyticsReport, AnalyticsTrade, AnalyticsTradesQuery } from '../../../shared/schemas/analytics.ts';
import { formatAmount } from '../../../shared/money.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mode } from '../../ledger/ledger.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
import type { TradeHistoryService } from '../trade-history/service.ts';
import { cell } from '../trade-history/views.ts';
import {
  type ClosedTrade,
  DailyScan,
  type Drawdown,
  DrawdownScan,
  daysIn,
  divRound,
  type EquityPoint,
  FiguresScan,
  KeyedScan,
  maxDrawdown,
} from './figures.ts';
import { type AnalyticsRepository, type ContractCloseRow, READ_NOTHING, type ReadMark, type SpotFillRow } from './repository.ts';

/** The API's query; a class wallet's (`class:<id>`) is asked by the classes module's leaderboard. */
type Query = Omit<z.infer<typeof AnalyticsQuery>, 'mode'> & { mode: Mode };
type TradesQuery = z.infer<typeof AnalyticsTradesQuery>;
type Report = z.infer<typeof AnalyticsReport>;

/** A closed trade and the trade-history row it belongs to (its order or position). */
export interface Trade extends ClosedTrade {
  rowId: number;
}

/** The most trades one answer of GET /api/analytics/trades lists (the latest when more match). */
export const ANALYTICS_TRADES_MAX = 1000;
/** The most points of the equity curve in an answer. */
export const EQUITY_POINTS_MAX = 500;

const byTime = (a: ClosedTrade, b: ClosedTrade) => a.closedAt - b.closedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** What a partly closed position's closes have counted so far (its partial closes' P/L and fees). */
export interface ContractProgress {
  counted: bigint;
  countedFees: bigint;
}

/**
 * A contract position's closes as trades: each partial close is its P/L less its close fee;
 * the final close (nothing left open) takes the rest of the position's result — its P/L, and
 * every fee not yet counted: the opening fee and the overnight charges (decision 102).
 * `open` holds what the partial closes read before counted, per position still open; it is
 * brought up to date (a position leaves it with its final close), so closes read later go on
 * from it exactly as if every close had been read at once.
 */
export function contractTrades(rows: readonly ContractCloseRow[], open = new Map<bigint, ContractProgress>()): Trade[] {
  const out: Trade[] = [];
  for (const c of [...rows].sort((a, b) => (a.eventId < b.eventId ? -1 : a.eventId > b.eventId ? 1 : 0))) {
    const progress = open.get(c.positionId) ?? { counted: 0n, countedFees: 0n };
    let gross: bigint;
    let fees: bigint;
    if (c.remaining > 0n) {
      gross = c.pnl ?? 0n;
      fees = c.fee ?? 0n;
      progress.counted += gross;
      progress.countedFees += fees;
      open.set(c.positionId, progress);
    } else {
      gross = c.realizedPnl - progress.counted;
      fees = c.fees - progress.countedFees;
      open.delete(c.positionId);
    }
    out.push({
      id: `contract:${c.eventId}`,
      product: 'contract',
      symbol: c.symbol,
      closedAt: Number(c.at),
      pnl: gross - fees,
      fees,
      rowId: Number(c.positionId),
    });
  }
  return out;
}

/** A spot holding bought on the platform: its lots, their cost (buy fees in it) and those fees. */
export interface Holding {
  lots: bigint;
  cost: bigint;
  fees: bigint;
}

/**
 * Spot fills as trades: every fill that sells out of a holding bought on the platform, its
 * result by average cost per market (buy fees are part of the cost; the sell's fee is taken
 * from its proceeds). Lots sold beyond that holding (coin deposited, or bought before the
 * range of the data) have no known cost and make no trade (decision 102). `holdings` (per
 * market) is what the fills read before left, brought up to date: fills read later go on from it.
 */
export function spotTrades(fills: readonly SpotFillRow[], holdings = new Map<bigint, Holding>()): Trade[] {
  const out: Trade[] = [];
  for (const f of fills) {
    const h = holdings.get(f.marketId) ?? { lots: 0n, cost: 0n, fees: 0n };
    holdings.set(f.marketId, h);
    if (f.side === 'buy') {
      h.lots += f.lots;
      h.cost += f.value + f.fee;
      h.fees += f.fee;
      continue;
    }
    if (h.lots === 0n) continue;
    const lots = f.lots < h.lots ? f.lots : h.lots;
    const cost = lots === h.lots ? h.cost : divRound(h.cost * lots, h.lots);
    const buyFees = lots === h.lots ? h.fees : divRound(h.fees * lots, h.lots);
    const value = lots === f.lots ? f.value : divRound(f.value * lots, f.lots);
    const fee = lots === f.lots ? f.fee : divRound(f.fee * lots, f.lots);
    h.lots -= lots;
    h.cost -= cost;
    h.fees -= buyFees;
    out.push({
      id: `spot:${f.id}`,
      product: 'spot',
      symbol: f.symbol,
      closedAt: Number(f.at),
      pnl: value - fee - cost,
      fees: fee + buyFees,
      rowId: Number(f.orderId),
    });
  }
  return out;
}

/**
 * At most `max` points of a curve: the first and the last, and of each of `max / 2 − 1` even
 * slices its lowest and highest point (in time order), so every high and low that matters is kept.
 */
export function thin<T extends { equity: bigint }>(points: readonly T[], max: number): T[] {
  if (points.length <= max) return [...points];
  const slices = Math.floor(max / 2) - 1;
  const inner = points.length - 2;
  const out: T[] = [points[0] as T];
  for (let s = 0; s < slices; s++) {
    const from = 1 + Math.floor((s * inner) / slices);
    const to = 1 + Math.floor(((s + 1) * inner) / slices);
    if (from >= to) continue;
    let lo = from;
    let hi = from;
    for (let i = from + 1; i < to; i++) {
      if ((points[i] as T).equity < (points[lo] as T).equity) lo = i;
      if ((points[i] as T).equity > (points[hi] as T).equity) hi = i;
    }
    if (lo === hi) out.push(points[lo] as T);
    else for (const i of lo < hi ? [lo, hi] : [hi, lo]) out.push(points[i] as T);
  }
  out.push(points.at(-1) as T);
  return out;
}

/**
 * The realized equity after each change in [from, to) (the external cash flows and the closed
 * trades' results added up from the start; the first point: the equity at `from`), and the
 * curve the drawdown is measured on: the same less the cash flows so far (a deposit or a
 * withdrawal is no gain and no fall), each point's percent base its equity.
 */
export function equityOf(trades: readonly ClosedTrade[], flows: readonly Flow[], from?: number, to?: number) {
  const scan = new EquityScan(from, to, true);
  scan.extend(trades, flows);
  const { curve, drawdownCurve } = scan.result();
  return { curve, drawdownCurve: drawdownCurve as EquityPoint[] };
}

/** An external cash flow of the wallet: when, and how much came in (negative: went out). */
export interface Flow {
  time: number;
  amount: bigint;
}

/**
 * `equityOf` that can be extended: `extend` takes trades (closing order) and flows (journal
 * order) that come after everything taken before — every new trade at or after the last flow's
 * time and after the last trade in closing order, every new flow after the last trade's time —
 * so the points it adds are those a reading of everything at once would have added last.
 */
export class EquityScan {
  readonly curve: EquityPoint[] = [];
  private readonly drawdownCurve: EquityPoint[] | undefined;
  private readonly drawdown = new DrawdownScan();
  private equity = 0n;
  private external = 0n;
  private started: boolean;
  /** Trades and flows taken in so far. */
  private seen = 0;
  /** `to` reached: nothing after it counts. */
  private ended = false;

  constructor(
    private readonly from?: number,
    private readonly to?: number,
    keepDrawdownCurve = false,
  ) {
    this.started = from === undefined;
    this.drawdownCurve = keepDrawdownCurve ? [] : undefined;
  }

  private point(time: number): void {
    const p = { time, equity: this.equity - this.external, base: this.equity };
    this.curve.push({ time, equity: this.equity });
    this.drawdownCurve?.push(p);
    this.drawdown.push(p);
  }

  extend(trades: readonly ClosedTrade[], flows: readonly Flow[]): void {
    let i = 0;
    let k = 0;
    const { from, to } = this;
    while (!this.ended && (i < trades.length || k < flows.length)) {
      const trade = trades[i];
      const flow = flows[k];
      // at one moment the cash flow goes first (a grant before the trade it pays for)
      const isFlow = flow !== undefined && (trade === undefined || flow.time <= trade.closedAt);
      const time = isFlow ? (flow as Flow).time : (trade as ClosedTrade).closedAt;
      if (to !== undefined && time >= to) {
        this.ended = true;
        break;
      }
      if (!this.started && from !== undefined && time >= from) {
        this.started = true;
        if (this.seen > 0) this.point(from);
      }
      if (isFlow) {
        this.equity += (flow as Flow).amount;
        this.external += (flow as Flow).amount;
        k++;
      } else {
        this.equity += (trade as ClosedTrade).pnl;
        i++;
      }
      this.seen++;
      if (this.started) this.point(time);
    }
  }

  /** The curve, the drawdown curve (when kept) and the drawdown, as of what was taken in. */
  result(): { curve: EquityPoint[]; drawdownCurve?: EquityPoint[]; drawdown: Drawdown } {
    if (this.started || this.seen === 0 || this.from === undefined)
      return { curve: this.curve, drawdownCurve: this.drawdownCurve, drawdown: this.drawdown.result() };
    // nothing at or after `from` (yet): the one point is the equity at `from`
    const p = { time: this.from, equity: this.equity - this.external, base: this.equity };
    return { curve: [{ time: this.from, equity: this.equity }], drawdownCurve: [p], drawdown: maxDrawdown([p]) };
  }
}

const TRADE_ID = /^(fast|contract|spot):([1-9]\d{0,15})$/;

/** The IANA zone, or a localized 400. */
function zoneOf(timeZone: string | undefined): string {
  const zone = timeZone ?? 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    throw new AppError('ANALYTICS_TIME_ZONE_INVALID', { timeZone: zone.slice(0, 64) });
  }
}

/** What a report is of: its mode, currency (and its minor units), zone and range. */
interface ReportScope {
  mode: Mode;
  currency: string;
  scale: number;
  timeZone: string;
  from?: number;
  to?: number;
}

/**
 * A report's figures kept as running sums over the trades and cash flows taken in (closing
 * order), so a new trade adds to them instead of everything being counted again; the same
 * code counts everything at once (a report asked for the first time) — decision 102, Speed.
 */
export class ReportScan {
  private readonly figures = new FiguresScan();
  private readonly byProduct = new KeyedScan((t) => t.product);
  private readonly bySymbol = new KeyedScan((t) => t.symbol);
  private readonly daily: DailyScan;
  readonly equity: EquityScan;

  constructor(private readonly scope: ReportScope) {
    this.daily = new DailyScan(scope.timeZone);
    this.equity = new EquityScan(scope.from, scope.to);
  }

  /** Takes in trades and flows that come after those taken before (as `EquityScan.extend` says). */
  extend(trades: readonly Trade[], flows: readonly Flow[]): void {
    const { from, to } = this.scope;
    for (const t of trades) {
      if ((from !== undefined && t.closedAt < from) || (to !== undefined && t.closedAt >= to)) continue;
      this.figures.push(t);
      this.byProduct.push(t);
      this.bySymbol.push(t);
      this.daily.push(t);
    }
    this.equity.extend(trades, flows);
  }

  report(): Report {
    const { mode, currency, scale, timeZone, from, to } = this.scope;
    const f = this.figures.result();
    const amount = (units: bigint) => formatAmount(units, scale);
    const maybe = (units: bigint | null) => (units === null ? null : amount(units));
    const { curve, drawdown: dd } = this.equity.result();
    const streak = (s: typeof f.longestWinning) => ({ length: s.length, from: s.from, to: s.to, tradeIds: s.tradeIds });
    return {
      mode,
      currency,
      timeZone,
      from: from ?? null,
      to: to ?? null,
      summary: {
        trades: f.trades,
        wins: f.wins,
        losses: f.losses,
        winRate: f.winRateBasisPoints === null ? null : formatAmount(f.winRateBasisPoints, 2),
        grossProfit: amount(f.grossProfit),
        grossLoss: amount(f.grossLoss),
        netPnl: amount(f.netPnl),
        averageWin: maybe(f.averageWin),
        averageLoss: maybe(f.averageLoss),
        // two places straight from the sums (not from the ×10,000 figure: no double rounding)
        profitFactor: f.grossLoss < 0n ? formatAmount(divRound(f.grossProfit * 100n, -f.grossLoss), 2) : null,
        profitFactorUnbounded: f.profitFactor === 'no-losses',
        expectancy: maybe(f.expectancy),
        fees: amount(f.fees),
      },
      byProduct: this.byProduct.result().map((r) => ({ product: r.key as Trade['product'], pnl: amount(r.pnl), trades: r.trades })),
      bySymbol: this.bySymbol.result().map((r) => ({ symbol: r.key, pnl: amount(r.pnl), trades: r.trades })),
      drawdown: {
        amount: amount(dd.amount),
        percent: formatAmount(dd.basisPoints, 2),
        peakAt: dd.peakAt,
        troughAt: dd.troughAt,
        recoveredAt: dd.recoveredAt,
      },
      equity: thin(curve, EQUITY_POINTS_MAX).map((p) => ({ time: p.time, equity: amount(p.equity) })),
      calendar: this.daily.result().map((d) => ({ day: d.day, pnl: amount(d.pnl), trades: d.trades })),
      streaks: { winning: streak(f.longestWinning), losing: streak(f.longestLosing) },
    };
  }
}

/**
 * A user's closed trades and cash flows in one mode and currency as of a signature, where their
 * reading stopped, what the next reading goes on from, and the reports made of them.
 */
interface Ledgered {
  signature: string;
  /** Rows up to here are read; the next reading starts after it. */
  mark: ReadMark;
  trades: Trade[];
  flows: Flow[];
  /** The latest cash flow's time (flows are in journal order). */
  lastFlowAt: number;
  /** Positions closed in part whose final close is not read yet. */
  positions: Map<bigint, ContractProgress>;
  /** Spot holdings bought on the platform, per market. */
  holdings: Map<bigint, Holding>;
  /** The open-ended reports (no `to`) kept up to date as trades are read, by range start and zone. */
  scans: Map<string, ReportScan>;
  reports: Map<string, Report>;
}

/** How many (user, mode, currency) sets are kept, and how many trades and kept equity points in all (100,000 trades take some 25 MB). */
const CACHED_SETS = 64;
const CACHED_ITEMS = 500_000;
/** Reports kept per set (ranges and time zones asked), and open-ended reports kept up to date. */
const CACHED_REPORTS = 8;
const CACHED_SCANS = 4;

const weightOf = (set: Ledgered) => {
  let n = set.trades.length;
  for (const scan of set.scans.values()) n += scan.equity.curve.length;
  return n;
};

/** Two arrays in closing order merged (the new one usually short). */
function merged(a: readonly Trade[], b: readonly Trade[]): Trade[] {
  const out: Trade[] = [];
  let i = 0;
  let k = 0;
  while (i < a.length || k < b.length) {
    if (k >= b.length || (i < a.length && byTime(a[i] as Trade, b[k] as Trade) <= 0)) out.push(a[i++] as Trade);
    else out.push(b[k++] as Trade);
  }
  return out;
}

export class AnalyticsService {
  /** Most recently used last; checked against the repository's signature on every request. */
  private readonly cache = new Map<string, Ledgered>();

  constructor(
    private readonly repo: AnalyticsRepository,
    private readonly book: CurrencyBook,
    private readonly history: TradeHistoryService,
  ) {}

  /**
   * The user's trades and cash flows. When one of their trades has closed since (or money came
   * in or went out), only the rows after the last reading are read and added, and the kept
   * reports are brought up to date: the signature is read first, so a trade closing while they
   * are read makes the next request read again (any instance: it is read from the store).
   */
  private ledgered(userId: number, mode: Mode, currency: string): Ledgered {
    const key = `${userId}:${mode}:${currency}`;
    const signature = this.repo.signature(userId, mode, currency);
    let set = this.cache.get(key);
    // (out of the cache while it changes: a failure half way leaves nothing half read)
    this.cache.delete(key);
    if (set?.signature !== signature) set = this.readOn(userId, mode, currency, signature, set);
    this.cache.set(key, set);
    // the least recently used go first (never the one just asked for)
    let held = 0;
    for (const s of this.cache.values()) held += weightOf(s);
    for (const [k, s] of this.cache) {
      if (k === key || (this.cache.size <= CACHED_SETS && held <= CACHED_ITEMS)) break;
      this.cache.delete(k);
      held -= weightOf(s);
    }
    return set;
  }

  /**
   * The rows after `old`'s mark (every row without it) made into trades and flows and added to
   * `old`'s (which is taken over): the contract closes and spot fills go on from the positions and
   * holdings they left. The kept reports take the new trades in when these come after all the
   * old ones (a trade closing in the past, as a late settlement could, makes them start afresh).
   */
  private readOn(userId: number, mode: Mode, currency: string, signature: string, old?: Ledgered): Ledgered {
    const after = old?.mark ?? READ_NOTHING;
    const mark = this.repo.mark();
    const positions = old?.positions ?? new Map<bigint, ContractProgress>();
    const holdings = old?.holdings ?? new Map<bigint, Holding>();
    const fresh: Trade[] = [
      ...this.repo.fastCloses(userId, mode, currency, after, mark).map(
        (r): Trade => ({
          id: `fast:${r.id}`,
          product: 'fast',
          symbol: r.symbol,
          closedAt: Number(r.closedAt),
          pnl: r.pnl,
          fees: 0n,
          rowId: Number(r.id),
        }),
      ),
      ...(currency === 'USDT' ? contractTrades(this.repo.contractCloses(userId, mode, after, mark), positions) : []),
      ...spotTrades(this.repo.spotFills(userId, mode, currency, after, mark), holdings),
    ].sort(byTime);
    const flows = this.repo.cashFlows(userId, mode, currency, after, mark).map((r) => ({ time: Number(r.createdAt), amount: r.amount }));
    let lastFlowAt = old?.lastFlowAt ?? Number.NEGATIVE_INFINITY;
    for (const f of flows) if (f.time > lastFlowAt) lastFlowAt = f.time;
    if (!old) {
      return { signature, mark, trades: fresh, flows, lastFlowAt, positions, holdings, scans: new Map(), reports: new Map() };
    }
    const last = old.trades.at(-1);
    const lastTradeAt = last?.closedAt ?? Number.NEGATIVE_INFINITY;
    const first = fresh[0];
    const inOrder = !last || !first || byTime(last, first) < 0;
    // (the conditions of EquityScan.extend)
    const appended = inOrder && fresh.every((t) => t.closedAt >= old.lastFlowAt) && flows.every((f) => f.time > lastTradeAt);
    const trades = inOrder ? old.trades : merged(old.trades, fresh);
    if (inOrder) for (const t of fresh) trades.push(t);
    for (const f of flows) old.flows.push(f);
    if (appended) for (const scan of old.scans.values()) scan.extend(fresh, flows);
    return {
      signature,
      mark,
      trades,
      flows: old.flows,
      lastFlowAt,
      positions,
      holdings,
      scans: appended ? old.scans : new Map(),
      reports: new Map(),
    };
  }

  /** Every closed trade of the user in the mode and currency, in closing order. */
  trades(userId: number, mode: Mode, currency: string): Trade[] {
    return this.ledgered(userId, mode, currency).trades;
  }

  private scope(q: Query) {
    const currency = q.currency ?? 'USDT';
    const scale = this.book.get(currency).scale;
    const timeZone = zoneOf(q.timeZone);
    if (q.from !== undefined && q.to !== undefined && q.to <= q.from) throw new AppError('ANALYTICS_RANGE_INVALID');
    const inRange = (t: number) => (q.from === undefined || t >= q.from) && (q.to === undefined || t < q.to);
    return { currency, scale, timeZone, inRange };
  }

  report(userId: number, q: Query): Report {
    const { currency, scale, timeZone } = this.scope(q);
    const set = this.ledgered(userId, q.mode, currency);
    const key = `${q.from ?? ''}:${q.to ?? ''}:${timeZone}`;
    const known = set.reports.get(key);
    if (known) return known;
    // an open-ended range (the last days, everything) is kept and goes on with each new trade
    let scan = q.to === undefined ? set.scans.get(key) : undefined;
    if (!scan) {
      scan = new ReportScan({ mode: q.mode, currency, scale, timeZone, from: q.from, to: q.to });
      scan.extend(set.trades, set.flows);
      if (q.to === undefined) {
        if (set.scans.size >= CACHED_SCANS) set.scans.delete(set.scans.keys().next().value as string);
        set.scans.set(key, scan);
      }
    }
    const report = scan.report();
    if (set.reports.size >= CACHED_REPORTS) set.reports.delete(set.reports.keys().next().value as string);
    set.reports.set(key, report);
    return report;
  }

  /** The report and its trades as CSV (the same numbers as the JSON). */
  csv(userId: number, q: Query): string {
    const { currency, scale, inRange } = this.scope(q);
    return analyticsCsv(
      this.report(userId, q),
      this.trades(userId, q.mode, currency).filter((t) => inRange(t.closedAt)),
      scale,
    );
  }

  /** The trades behind a figure: the report's range, then the product, symbol, day, result or ids asked. */
  list(userId: number, q: TradesQuery): { items: z.infer<typeof AnalyticsTrade>[] } {
    const { currency, scale, timeZone, inRange } = this.scope(q);
    let ids: Set<string> | undefined;
    if (q.ids !== undefined) {
      const list = q.ids.split(',');
      if (list.length > 500 || list.some((id) => !TRADE_ID.test(id))) throw new AppError('ANALYTICS_TRADE_IDS_INVALID');
      ids = new Set(list);
    }
    const dayOf = q.day === undefined ? undefined : daysIn(timeZone);
    const picked = this.trades(userId, q.mode, currency).filter(
      (t) =>
        inRange(t.closedAt) &&
        (q.product === undefined || t.product === q.product) &&
        (q.symbol === undefined || t.symbol === q.symbol) &&
        (q.result === undefined || (q.result === 'win' ? t.pnl > 0n : q.result === 'loss' ? t.pnl < 0n : t.pnl === 0n)) &&
        (ids === undefined || ids.has(t.id)) &&
        (q.day === undefined || (dayOf as (time: number) => string)(t.closedAt) === q.day),
    );
    const shown = picked.slice(-ANALYTICS_TRADES_MAX);
    const rows = this.history.rowsOf(
      userId,
      q.mode,
      shown.map((t) => ({ kind: t.product, id: t.rowId })),
    );
    return {
      items: shown.map((t) => ({
        id: t.id,
        product: t.product,
        symbol: t.symbol,
        closedAt: t.closedAt,
        pnl: formatAmount(t.pnl, scale),
        fees: formatAmount(t.fees, scale),
        row: rows.get(`${t.product}:${t.rowId}`) as z.infer<typeof AnalyticsTrade>['row'],
      })),
    };
  }
}

/**
 * The CSV export (RFC 4180, CRLF): the summary's figures as `figure,value` lines (the same strings
 * as the JSON report), an empty line, then every trade in range in closing order.
 */
export function analyticsCsv(report: Report, trades: readonly Trade[], scale: number): string {
  const s = report.summary;
  const lines = [
    'figure,value',
    ...Object.entries({
      mode: report.mode,
      currency: report.currency,
      timeZone: report.timeZone,
      ...s,
      drawdownAmount: report.drawdown.amount,
      drawdownPercent: report.drawdown.percent,
      drawdownPeakAt: report.drawdown.peakAt,
      drawdownTroughAt: report.drawdown.troughAt,
      longestWinningStreak: report.streaks.winning.length,
      longestLosingStreak: report.streaks.losing.length,
    }).map(([k, v]) => `${k},${cell(v)}`),
    '',
    'id,product,symbol,closedAt,pnl,fees',
    ...trades.map((t) =>
      [t.id, t.product, t.symbol, new Date(t.closedAt).toISOString(), formatAmount(t.pnl, scale), formatAmount(t.fees, scale)]
        .map(cell)
        .join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
