// Reading a user's rows a few at a time (after each new trade, decision 102's Speed) must give
// exactly the report and the trades of reading them all at once: random histories of every
// product (fast settlements, contract positions closed in parts, spot buys and sells on two
// markets, cash flows), some trades closing before earlier ones, read in random slices by one
// service and all at once by a fresh one, every open-ended and closed range compared.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CurrencyBook } from '../funds/currencies.ts';
import type { TradeHistoryService } from '../trade-history/service.ts';
import type { AnalyticsRepository, CashFlowRow, ContractCloseRow, FastCloseRow, ReadMark, SpotFillRow } from './repository.ts';
import { AnalyticsService } from './service.ts';

/** One row as the store would hold it: which reading mark it falls under, and the row. */
type Row =
  | { kind: 'fast'; journal: number; row: FastCloseRow }
  | { kind: 'contract'; id: number; row: ContractCloseRow }
  | { kind: 'spot'; id: number; row: SpotFillRow }
  | { kind: 'flow'; journal: number; row: CashFlowRow };

/** A store holding `rows` of which the first `visible` are committed (the rest come later). */
class StubRepository {
  visible = 0;
  /** Rows read per kind, by every call (a row read twice is counted twice). */
  reads = 0;
  constructor(readonly rows: Row[]) {}
  private committed() {
    return this.rows.slice(0, this.visible);
  }
  signature(): string {
    return String(this.visible);
  }
  mark(): ReadMark {
    const m = { journal: 0, contractEvent: 0, spotTrade: 0 };
    for (const r of this.committed()) {
      if (r.kind === 'fast' || r.kind === 'flow') m.journal = Math.max(m.journal, r.journal);
      if (r.kind === 'contract') m.contractEvent = r.id;
      if (r.kind === 'spot') m.spotTrade = r.id;
    }
    return m;
  }
  private pick<K extends Row['kind']>(kind: K, key: (r: Extract<Row, { kind: K }>) => number, after: number, upto: number) {
    const out = this.committed()
      .filter((r): r is Extract<Row, { kind: K }> => r.kind === kind)
      .filter((r) => key(r) > after && key(r) <= upto)
      .map((r) => r.row as Extract<Row, { kind: K }>['row']);
    this.reads += out.length;
    return out;
  }
  fastCloses(_u: number, _m: string, _c: string, after: ReadMark, upto: ReadMark) {
    return this.pick('fast', (r) => r.journal, after.journal, upto.journal);
  }
  contractCloses(_u: number, _m: string, after: ReadMark, upto: ReadMark) {
    return this.pick('contract', (r) => r.id, after.contractEvent, upto.contractEvent);
  }
  spotFills(_u: number, _m: string, _c: string, after: ReadMark, upto: ReadMark) {
    return this.pick('spot', (r) => r.id, after.spotTrade, upto.spotTrade);
  }
  cashFlows(_u: number, _m: string, _c: string, after: ReadMark, upto: ReadMark) {
    return this.pick('flow', (r) => r.journal, after.journal, upto.journal);
  }
}

const book = { get: () => ({ scale: 6 }) } as unknown as CurrencyBook;
const serviceOf = (repo: StubRepository) => new AnalyticsService(repo as unknown as AnalyticsRepository, book, {} as TradeHistoryService);

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 1);

/** Step: what happens next in the user's history (values are drawn; times move on or, for a late row, back). */
const step = fc.record({
  what: fc.constantFrom('fast', 'fast', 'open', 'close', 'buy', 'sell', 'flow'),
  amount: fc.integer({ min: -50_000_000, max: 50_000_000 }),
  lots: fc.integer({ min: 1, max: 5 }),
  market: fc.integer({ min: 1, max: 2 }),
  /** ms after the previous row (0: the same moment); a few rows close before the previous (late). */
  gap: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: DAY / 3 }), fc.integer({ min: -DAY, max: -1 })),
  /** read (a request) after this row */
  read: fc.boolean(),
});

/** The rows of a drawn history, in commit order, and after which rows a request came. */
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

function historyOf(steps: Step[]) {
  const rows: Row[] = [];
  const readsAfter: number[] = [];
  let journal = 0;
  let eventId = 0;
  let fillId = 0;
  let at = T0;
  /** Open positions: lots left, P/L and fees so far. */
  const open: { id: bigint; lots: number; pnl: bigint; fees: bigint }[] = [];
  let positionId = 0n;
  for (const s of steps) {
    at = Math.max(T0, at + s.gap);
    journal++;
    if (s.what === 'fast') {
      rows.push({ kind: 'fast', journal, row: { id: BigInt(journal), symbol: 'ETH/USDT', closedAt: BigInt(at), pnl: BigInt(s.amount) } });
    } else if (s.what === 'open') {
      open.push({ id: ++positionId, lots: s.lots, pnl: 0n, fees: 1_500_000n });
    } else if (s.what === 'close') {
      const p = open[s.lots % Math.max(open.length, 1)];
      if (!p) continue;
      // a partial close of one lot (some recorded without their P/L, as before migration 102), or the whole rest
      const lots = s.amount % 3 === 0 || p.lots === 1 ? p.lots : 1;
      const pnl = BigInt(s.amount);
      const fee = 500_000n;
      p.lots -= lots;
      p.pnl += pnl;
      p.fees += fee + (p.lots === 0 ? 200_000n : 0n);
      const legacy = s.amount % 5 === 0;
      rows.push({
        kind: 'contract',
        id: ++eventId,
        row: {
          eventId: BigInt(eventId),
          positionId: p.id,
          symbol: p.id % 2n ? 'ETH/USDT' : 'BTC/USDT',
          at: BigInt(at),
          remaining: BigInt(p.lots),
          pnl: legacy ? null : pnl,
          fee: legacy ? null : fee,
          // (what the position row says when this close is read: final once it is closed)
          realizedPnl: 0n,
          fees: 0n,
        },
      });
      if (p.lots === 0) {
        // every close of the position reads the closed position's figures (the row is final then)
        for (const r of rows)
          if (r.kind === 'contract' && r.row.positionId === p.id) Object.assign(r.row, { realizedPnl: p.pnl, fees: p.fees });
        open.splice(open.indexOf(p), 1);
      }
    } else if (s.what === 'buy' || s.what === 'sell') {
      const value = BigInt(Math.abs(s.amount) + 1_000_000) * BigInt(s.lots);
      rows.push({
        kind: 'spot',
        id: ++fillId,
        row: {
          id: BigInt(fillId),
          orderId: BigInt(fillId + 1000),
          marketId: BigInt(s.market),
          symbol: s.market === 1 ? 'BTC/USDT' : 'ETH/USDT',
          side: s.what,
          lots: BigInt(s.lots),
          value,
          fee: value / 1000n,
          at: BigInt(at),
        },
      });
    } else {
      rows.push({ kind: 'flow', journal, row: { journalId: BigInt(journal), createdAt: BigInt(at), amount: BigInt(s.amount) * 10n } });
    }
    if (s.read) readsAfter.push(rows.length);
  }
  return { rows, readsAfter };
}

const queries = [
  { mode: 'real' as const },
  { mode: 'real' as const, timeZone: 'Asia/Shanghai', from: T0 + 2 * DAY },
  { mode: 'real' as const, timeZone: 'America/New_York', from: T0 + DAY, to: T0 + 5 * DAY },
];

const view = (s: AnalyticsService) => s.trades(1, 'real', 'USDT').map((t) => [t.id, t.closedAt, t.pnl, t.fees]);

describe('reading after each new trade', () => {
  it('gives the report and trades of one reading of everything, whatever the slices', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), (steps) => {
        const { rows, readsAfter } = historyOf(steps);
        const repo = new StubRepository(rows);
        const live = serviceOf(repo);
        for (const visible of [...readsAfter, rows.length]) {
          repo.visible = visible;
          const all = new StubRepository(rows);
          all.visible = visible;
          const cold = serviceOf(all);
          for (const q of queries) expect(live.report(1, q)).toEqual(cold.report(1, q));
          expect(view(live)).toEqual(view(cold));
        }
        // every row was read once: none twice, none dropped
        expect(repo.reads).toBe(rows.length);
      }),
      { numRuns: 200, seed: 20261130 },
    );
  });

  it('a row read twice or left out makes the reports differ (the comparison above sees it)', () => {
    const { rows } = historyOf(
      Array.from({ length: 12 }, (_, i) => ({
        what: (['fast', 'open', 'close', 'buy', 'sell', 'flow'] as const)[i % 6] as Step['what'],
        amount: 1_000_000 * (i + 1) * (i % 2 ? -1 : 1) + 7,
        lots: 2,
        market: 1,
        gap: 60_000,
        read: true,
      })),
    );
    const cold = new StubRepository(rows);
    cold.visible = rows.length;
    const expected = serviceOf(cold).report(1, { mode: 'real' });
    // a store that hands one row over again (an inclusive bound) and one that skips the first new row
    for (const fault of ['twice', 'dropped'] as const) {
      const repo = new StubRepository(rows);
      const pick = repo.fastCloses.bind(repo);
      repo.fastCloses = (u, m, c, after, upto) => {
        const out = pick(u, m, c, after, upto);
        if (after.journal === 0) return out;
        return fault === 'twice' ? [...pick(u, m, c, { ...after, journal: after.journal - 1 }, after), ...out] : out.slice(1);
      };
      const live = serviceOf(repo);
      for (let v = 1; v <= rows.length; v++) {
        repo.visible = v;
        live.report(1, { mode: 'real' });
      }
      expect(live.report(1, { mode: 'real' })).not.toEqual(expected);
    }
  });
});
