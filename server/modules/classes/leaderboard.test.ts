import { describe, expect, it } from 'vitest';
import { leaderboardRows, returnHundredths } from './leaderboard.ts';

const base = { left: false, winRate: null, maxDrawdownPercent: null, equity: 0n, scenarioTrades: 0 };
const START = 1_000_000_000n; // 1,000 USDT at 6 places

describe('class leaderboard', () => {
  it('returns net P/L over the starting balance with two places, rounded half away from zero', () => {
    expect(returnHundredths(123_450_000n, START)).toBe(1235n); // 12.345% → 12.35
    expect(returnHundredths(-123_450_000n, START)).toBe(-1235n);
    expect(returnHundredths(123_449_999n, START)).toBe(1234n);
    expect(returnHundredths(0n, START)).toBe(0n);
    expect(returnHundredths(1n, 3n)).toBe(3333n);
  });

  it('ranks by return, then fewer trades, then user id', () => {
    const rows = leaderboardRows(
      [
        { ...base, userId: 5, name: 'e', netPnl: '10.000000', trades: 4 },
        { ...base, userId: 3, name: 'c', netPnl: '-5.500000', trades: 1, left: true },
        { ...base, userId: 2, name: 'b', netPnl: '10.000000', trades: 2 },
        { ...base, userId: 1, name: 'a', netPnl: '10.000000', trades: 2, equity: 1_010_000_000n },
        { ...base, userId: 4, name: 'd', netPnl: '25.000001', trades: 9 },
      ],
      START,
      6,
    );
    expect(rows.map((r) => [r.rank, r.userId, r.returnPercent])).toEqual([
      [1, 4, '2.50'],
      [2, 1, '1.00'],
      [3, 2, '1.00'],
      [4, 5, '1.00'],
      [5, 3, '-0.55'],
    ]);
    expect(rows[1]).toMatchObject({ netPnl: '10.000000', equity: '1010.000000', status: 'active' });
    expect(rows[4]?.status).toBe('left');
  });

  it('ranks returns equal to two places by fewer trades', () => {
    const rows = leaderboardRows(
      [
        { ...base, userId: 1, name: 'a', netPnl: '0.000001', trades: 1 },
        { ...base, userId: 2, name: 'b', netPnl: '-0.000001', trades: 0 },
      ],
      START,
      6,
    );
    expect(rows.map((r) => r.returnPercent)).toEqual(['0.00', '0.00']);
    expect(rows.map((r) => r.userId)).toEqual([2, 1]);
  });
});
