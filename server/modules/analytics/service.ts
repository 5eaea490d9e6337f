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
import { type ClosedTrade, dailyPnl, daysIn, divRound, type EquityPoint, figuresOf, maxDrawdown, pnlBy } from './figures.ts';
import type { AnalyticsRepository, ContractCloseRow, SpotFillRow } from './repository.ts';

type Query = z.infer<typeof AnalyticsQuery>;
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

/**
 * A contract position's closes as trades: each partial close is its P/L less its close fee;
 * the final close (nothing left open) takes the rest of the position's result — its P/L, and
 * every fee not yet counted: the opening fee and the overnight charges (decision 102).
 */
export function contractTrades(rows: readonly ContractCloseRow[]): Trade[] {
  const byPosition = new Map<bigint, ContractCloseRow[]>();
  for (const r of rows) {
    const list = byPosition.get(r.positionId);
    if (list) list.push(r);
    else byPosition.set(r.positionId, [r]);
  }
  const out: Trade[] = [];
  for (const closes of byPosition.values()) {
    closes.sort((a, b) => (a.eventId < b.eventId ? -1 : 1));
    let counted = 0n;
    let countedFees = 0n;
    for (const c of closes) {
      let gross: bigint;
      let fees: bigint;
      if (c.remaining > 0n) {
        gross = c.pnl ?? 0n;
        fees = c.fee ?? 0n;
        counted += gross;
        countedFees += fees;
      } else {
        gross = c.realizedPnl - counted;
        fees = c.fees - countedFees;
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
  }
  return out;
}

/**
 * Spot fills as trades: every fill that sells out of a holding bought on the platform, its
 * result by average cost per market (buy fees are part of the cost; the sell's fee is taken
 * from its proceeds). Lots sold beyond that holding (coin deposited, or bought before the
 * range of the data) have no known cost and make no trade (decision 102).
 */
export function spotTrades(fills: readonly SpotFillRow[]): Trade[] {
  const holdings = new Map<bigint, { lots: bigint; cost: bigint; fees: bigint }>();
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
export function equityOf(trades: readonly ClosedTrade[], flows: readonly { time: number; amount: bigint }[], from?: number, to?: number) {
  const curve: EquityPoint[] = [];
  const drawdownCurve: EquityPoint[] = [];
  let equity = 0n;
  let external = 0n;
  let started = from === undefined;
  let i = 0;
  let k = 0;
  while (i < trades.length || k < flows.length) {
    const trade = trades[i];
    const flow = flows[k];
    // at one moment the cash flow goes first (a grant before the trade it pays for)
    const isFlow = flow !== undefined && (trade === undefined || flow.time <= trade.closedAt);
    const time = isFlow ? (flow as { time: number }).time : (trade as ClosedTrade).closedAt;
    if (to !== undefined && time >= to) break;
    if (!started && from !== undefined && time >= from) {
      started = true;
      if (i + k > 0) {
        curve.push({ time: from, equity });
        drawdownCurve.push({ time: from, equity: equity - external, base: equity });
      }
    }
    if (isFlow) {
      equity += (flow as { amount: bigint }).amount;
      external += (flow as { amount: bigint }).amount;
      k++;
    } else {
      equity += (trade as ClosedTrade).pnl;
      i++;
    }
    if (!started) continue;
    curve.push({ time, equity });
    drawdownCurve.push({ time, equity: equity - external, base: equity });
  }
  if (!started && i + k > 0 && from !== undefined) {
    curve.push({ time: from, equity });
    drawdownCurve.push({ time: from, equity: equity - external, base: equity });
  }
  return { curve, drawdownCurve };
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

/** A user's closed trades and cash flows in one mode and currency, as of a signature, and the reports made of them. */
interface Ledgered {
  signature: string;
  trades: Trade[];
  flows: { time: number; amount: bigint }[];
  reports: Map<string, Report>;
}

/** How many (user, mode, currency) sets are kept, and how many trades in all (100,000 take some 25 MB). */
const CACHED_SETS = 64;
const CACHED_TRADES = 300_000;
/** Reports kept per set (ranges and time zones asked). */
const CACHED_REPORTS = 8;

export class AnalyticsService {
  /** Most recently used last; checked against the repository's signature on every request. */
  private readonly cache = new Map<string, Ledgered>();

  constructor(
    private readonly repo: AnalyticsRepository,
    private readonly book: CurrencyBook,
    private readonly history: TradeHistoryService,
  ) {}

  /**
   * The user's trades and cash flows, read again only when one of their trades has closed since
   * (or money came in or went out): the signature is read first, so a trade closing while they
   * are read makes the next request read them again (any instance: it is read from the store).
   */
  private ledgered(userId: number, mode: Mode, currency: string): Ledgered {
    const key = `${userId}:${mode}:${currency}`;
    const signature = this.repo.signature(userId, mode, currency);
    let set = this.cache.get(key);
    this.cache.delete(key);
    if (set?.signature !== signature) {
      set = {
        signature,
        trades: this.read(userId, mode, currency),
        flows: this.repo.cashFlows(userId, mode, currency).map((r) => ({ time: Number(r.createdAt), amount: r.amount })),
        reports: new Map(),
      };
    }
    this.cache.set(key, set);
    // the least recently used go first (never the one just asked for)
    let held = 0;
    for (const s of this.cache.values()) held += s.trades.length;
    for (const [k, s] of this.cache) {
      if (k === key || (this.cache.size <= CACHED_SETS && held <= CACHED_TRADES)) break;
      this.cache.delete(k);
      held -= s.trades.length;
    }
    return set;
  }

  /** Every closed trade of the user in the mode and currency, in closing order. */
  trades(userId: number, mode: Mode, currency: string): Trade[] {
    return this.ledgered(userId, mode, currency).trades;
  }

  private read(userId: number, mode: Mode, currency: string): Trade[] {
    const fast: Trade[] = this.repo.fastCloses(userId, mode, currency).map((r) => ({
      id: `fast:${r.id}`,
      product: 'fast',
      symbol: r.symbol,
      closedAt: Number(r.closedAt),
      pnl: r.pnl,
      fees: 0n,
      rowId: Number(r.id),
    }));
    const contract = currency === 'USDT' ? contractTrades(this.repo.contractCloses(userId, mode)) : [];
    const spot = spotTrades(this.repo.spotFills(userId, mode, currency));
    return [...fast, ...contract, ...spot].sort(byTime);
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
    const { currency, timeZone } = this.scope(q);
    const set = this.ledgered(userId, q.mode, currency);
    const key = `${q.from ?? ''}:${q.to ?? ''}:${timeZone}`;
    const known = set.reports.get(key);
    if (known) return known;
    const report = this.compute(set, q);
    if (set.reports.size >= CACHED_REPORTS) set.reports.delete(set.reports.keys().next().value as string);
    set.reports.set(key, report);
    return report;
  }

  private compute(set: Ledgered, q: Query): Report {
    const { currency, scale, timeZone, inRange } = this.scope(q);
    const all = set.trades;
    const trades = q.from === undefined && q.to === undefined ? all : all.filter((t) => inRange(t.closedAt));
    const f = figuresOf(trades);
    const amount = (units: bigint) => formatAmount(units, scale);
    const maybe = (units: bigint | null) => (units === null ? null : amount(units));
    const { curve, drawdownCurve } = equityOf(all, set.flows, q.from, q.to);
    const dd = maxDrawdown(drawdownCurve);
    const streak = (s: typeof f.longestWinning) => ({ length: s.length, from: s.from, to: s.to, tradeIds: s.tradeIds });
    return {
      mode: q.mode,
      currency,
      timeZone,
      from: q.from ?? null,
      to: q.to ?? null,
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
      byProduct: pnlBy(trades, (t) => t.product).map((r) => ({ product: r.key as Trade['product'], pnl: amount(r.pnl), trades: r.trades })),
      bySymbol: pnlBy(trades, (t) => t.symbol).map((r) => ({ symbol: r.key, pnl: amount(r.pnl), trades: r.trades })),
      drawdown: {
        amount: amount(dd.amount),
        percent: formatAmount(dd.basisPoints, 2),
        peakAt: dd.peakAt,
        troughAt: dd.troughAt,
        recoveredAt: dd.recoveredAt,
      },
      equity: thin(curve, EQUITY_POINTS_MAX).map((p) => ({ time: p.time, equity: amount(p.equity) })),
      calendar: dailyPnl(trades, timeZone).map((d) => ({ day: d.day, pnl: amount(d.pnl), trades: d.trades })),
      streaks: { winning: streak(f.longestWinning), losing: streak(f.longestLosing) },
    };
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
