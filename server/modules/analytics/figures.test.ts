import { describe, expect, it } from 'vitest';
import { type ClosedTrade, dailyPnl, dayIn, divRound, figuresOf, maxDrawdown, pnlBy } from './figures.ts';

const H = 3_600_000;
const T0 = Date.UTC(2026, 10, 20, 9, 0); // Friday 20 November 2026, 09:00 UTC
let n = 0;
const trade = (pnl: number, at: number, over: Partial<ClosedTrade> = {}): ClosedTrade => ({
  id: `t${++n}`,
  product: 'contract',
  symbol: 'BTC/USDT',
  closedAt: at,
  pnl: BigInt(pnl),
  fees: 10n,
  ...over,
});

describe('divRound', () => {
  it('rounds half away from zero', () => {
    expect([divRound(5n, 2n), divRound(-5n, 2n), divRound(7n, 3n), divRound(-7n, 3n), divRound(1n, 3n), divRound(5n, -2n)]).toEqual([
      3n,
      -3n,
      2n,
      -2n,
      0n,
      -3n,
    ]);
  });
});

describe('figuresOf', () => {
  it('wins, losses, averages, profit factor and expectancy of a hand-counted set', () => {
    // +300, −100, +50, 0, −150: 2 wins, 2 losses, 1 even
    const f = figuresOf([trade(300, T0), trade(-100, T0 + H), trade(50, T0 + 2 * H), trade(0, T0 + 3 * H), trade(-150, T0 + 4 * H)]);
    expect(f.trades).toBe(5);
    expect([f.wins, f.losses]).toEqual([2, 2]);
    expect(f.winRateBasisPoints).toBe(4000n); // 2 of 5
    expect([f.grossProfit, f.grossLoss, f.netPnl]).toEqual([350n, -250n, 100n]);
    expect([f.averageWin, f.averageLoss]).toEqual([175n, -125n]);
    expect(f.profitFactor).toBe(14_000n); // 350 / 250 = 1.4
    expect(f.expectancy).toBe(20n); // 100 / 5
    expect(f.fees).toBe(50n);
  });

  it('a profit factor with no losses is unbounded, not a division by zero; none without trades', () => {
    const f = figuresOf([trade(10, T0), trade(20, T0 + H)]);
    expect(f.profitFactor).toBe('no-losses');
    expect(f.averageLoss).toBeNull();
    expect(figuresOf([trade(0, T0)]).profitFactor).toBeNull();
    const none = figuresOf([]);
    expect([none.trades, none.winRateBasisPoints, none.expectancy, none.profitFactor, none.averageWin]).toEqual([
      0,
      null,
      null,
      null,
      null,
    ]);
    expect(none.longestWinning).toEqual({ length: 0, tradeIds: [], from: null, to: null });
  });

  it('streaks run across days in closing order; an even trade ends one; the first of two equal ones is kept', () => {
    const a = trade(5, T0 + 20 * H); // Saturday
    const b = trade(5, T0 + 30 * H); // Sunday
    const c = trade(5, T0 + 50 * H); // Monday
    const d = trade(-5, T0 + 51 * H);
    const e = trade(0, T0 + 52 * H);
    const f1 = trade(-5, T0 + 53 * H);
    const g = trade(-5, T0 + 54 * H);
    const h = trade(7, T0);
    const i = trade(-1, T0 + H);
    // (given out of order: taken by closing time)
    const f = figuresOf([g, c, a, e, d, b, f1, i, h]);
    expect(f.longestWinning).toEqual({ length: 3, tradeIds: [a.id, b.id, c.id], from: a.closedAt, to: c.closedAt });
    // −1, then −5 (ended by the even trade), then −5 −5: the later two-long run
    expect(f.longestLosing.tradeIds).toEqual([f1.id, g.id]);
    const tie = figuresOf([trade(-1, T0), trade(1, T0 + H), trade(-1, T0 + 2 * H)]);
    expect(tie.longestLosing.from).toBe(T0);
  });
});

describe('maxDrawdown', () => {
  const at = (...equities: number[]) => equities.map((e, i) => ({ time: T0 + i * H, equity: BigInt(e) }));

  it('measures each fall from the high before it: a later, larger fall from a new high wins', () => {
    // 1000 → 800 (−200 from 1000), new high 1200 → 900 (−300 from 1200), then 1300
    const d = maxDrawdown(at(1000, 800, 1200, 900, 1100, 1300));
    expect(d).toEqual({ amount: 300n, basisPoints: 2500n, peakAt: T0 + 2 * H, troughAt: T0 + 3 * H, recoveredAt: T0 + 5 * H });
  });

  it('a fall that has not recovered has no recovery date; reaching the old high again is a recovery', () => {
    expect(maxDrawdown(at(500, 400, 450))).toEqual({ amount: 100n, basisPoints: 2000n, peakAt: T0, troughAt: T0 + H, recoveredAt: null });
    expect(maxDrawdown(at(500, 450, 500, 480)).recoveredAt).toBe(T0 + 2 * H);
    // the percentage is of the high, rounded: 1/3 of the high = 3333 bp
    expect(maxDrawdown(at(300, 200)).basisPoints).toBe(3333n);
  });

  it('none on a curve that only rises, or is empty', () => {
    expect(maxDrawdown(at(1, 2, 3)).amount).toBe(0n);
    expect(maxDrawdown([])).toEqual({ amount: 0n, basisPoints: 0n, peakAt: null, troughAt: null, recoveredAt: null });
  });
});

describe('days in the customer time zone', () => {
  it('a trade at 23:30 UTC is the next day in Shanghai (UTC+8) and the same day in New York', () => {
    const late = Date.UTC(2026, 10, 20, 23, 30);
    expect(dayIn(late, 'UTC')).toBe('2026-11-20');
    expect(dayIn(late, 'Asia/Shanghai')).toBe('2026-11-21');
    expect(dayIn(late, 'America/New_York')).toBe('2026-11-20');
  });

  it('groups P/L by local day, days in order', () => {
    const x = trade(100, Date.UTC(2026, 10, 20, 15, 0)); // 23:00 in Shanghai, the 20th
    const y = trade(-30, Date.UTC(2026, 10, 20, 16, 30)); // 00:30 the 21st in Shanghai
    const z = trade(10, Date.UTC(2026, 10, 21, 1, 0));
    expect(dailyPnl([z, y, x], 'Asia/Shanghai')).toEqual([
      { day: '2026-11-20', pnl: 100n, trades: 1, tradeIds: [x.id] },
      { day: '2026-11-21', pnl: -20n, trades: 2, tradeIds: [y.id, z.id] },
    ]);
    expect(dailyPnl([z, y, x], 'UTC').map((d) => [d.day, d.pnl])).toEqual([
      ['2026-11-20', 70n],
      ['2026-11-21', 10n],
    ]);
  });

  it('P/L per product and per symbol', () => {
    const rows = [trade(5, T0, { product: 'fast', symbol: 'ETH/USDT' }), trade(-2, T0, { symbol: 'ETH/USDT' }), trade(4, T0)];
    expect(pnlBy(rows, (t) => t.product)).toEqual([
      { key: 'fast', pnl: 5n, trades: 1 },
      { key: 'contract', pnl: 2n, trades: 2 },
    ]);
    expect(pnlBy(rows, (t) => t.symbol).map((r) => [r.key, r.pnl])).toEqual([
      ['ETH/USDT', 3n],
      ['BTC/USDT', 4n],
    ]);
  });
});
