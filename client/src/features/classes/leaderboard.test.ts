import { describe, expect, it } from 'vitest';
import { boardRows, tone } from './leaderboard';
import type { LeaderboardRow } from './types';

const row = (over: Partial<LeaderboardRow>): LeaderboardRow => ({
  rank: 1,
  userId: 1,
  name: 'a***',
  status: 'active',
  returnPercent: '0',
  netPnl: '0',
  maxDrawdownPercent: null,
  trades: 0,
  winRate: null,
  equity: '10000',
  scenarioTrades: 0,
  ...over,
});

describe('the class leaderboard', () => {
  it('keeps the server rank and puts learners who left last', () => {
    const rows = boardRows([
      row({ rank: 3, userId: 3, status: 'left' }),
      row({ rank: 2, userId: 2, returnPercent: '-1.5' }),
      row({ rank: 1, userId: 1, returnPercent: '4.20', scenarioTrades: 2 }),
    ]);
    expect(rows.map((r) => r.userId)).toEqual([1, 2, 3]);
    expect(rows.map((r) => r.tone)).toEqual(['teal', 'red', undefined]);
    expect(rows.map((r) => r.left)).toEqual([false, false, true]);
    expect(rows[0]?.inScenario).toBe(true);
  });

  it('tones a decimal by its sign, zero (even -0.00) plain', () => {
    expect(tone('0.01')).toBe('teal');
    expect(tone('-0.00')).toBeUndefined();
    expect(tone('0')).toBeUndefined();
    expect(tone('-3')).toBe('red');
    expect(tone(null)).toBeUndefined();
  });
});
