import { describe, expect, it } from 'vitest';
import { LIMIT_RAISE_DELAY_MS } from '../../../shared/responsible.ts';
import { changeLimit, exclusionEnd, excluded, type Limit, limitAt, lossOf, nextUtcMidnight, startExclusion, utcDayStart } from './rules.ts';

const NOW = Date.UTC(2026, 10, 29, 15, 30);
const none: Limit = { value: null, pending: null };

describe('limit changes', () => {
  it('a first limit and a lower one take effect at once, dropping a pending raise', () => {
    const first = changeLimit(none, 500n, NOW);
    expect(first).toEqual({ value: 500n, pending: null });
    const raised = changeLimit(first, 900n, NOW);
    expect(raised).toEqual({ value: 500n, pending: { value: 900n, at: NOW + LIMIT_RAISE_DELAY_MS } });
    expect(changeLimit(raised, 100n, NOW + 1000)).toEqual({ value: 100n, pending: null });
  });

  it('a raise or a removal holds the old limit for 24 hours, then the new one', () => {
    const raised = changeLimit({ value: 500n, pending: null }, 900n, NOW);
    expect(limitAt(raised, NOW + LIMIT_RAISE_DELAY_MS - 1).value).toBe(500n);
    expect(limitAt(raised, NOW + LIMIT_RAISE_DELAY_MS)).toEqual({ value: 900n, pending: null });
    const removed = changeLimit({ value: 500n, pending: null }, null, NOW);
    expect(limitAt(removed, NOW + LIMIT_RAISE_DELAY_MS - 1).value).toBe(500n);
    expect(limitAt(removed, NOW + LIMIT_RAISE_DELAY_MS).value).toBeNull();
  });

  it('asking for the limit in force again drops the pending change', () => {
    const raised = changeLimit({ value: 500n, pending: null }, 900n, NOW);
    expect(changeLimit(raised, 500n, NOW + 1)).toEqual({ value: 500n, pending: null });
  });

  it('a second raise restarts the 24 hours', () => {
    const raised = changeLimit({ value: 500n, pending: null }, 900n, NOW);
    const again = changeLimit(raised, 1000n, NOW + 3_600_000);
    expect(again.pending).toEqual({ value: 1000n, at: NOW + 3_600_000 + LIMIT_RAISE_DELAY_MS });
  });
});

describe('the UTC day', () => {
  it('starts at 00:00 UTC and resets at the next midnight', () => {
    expect(utcDayStart(NOW)).toBe(Date.UTC(2026, 10, 29));
    expect(nextUtcMidnight(NOW)).toBe(Date.UTC(2026, 10, 30));
    expect(utcDayStart(Date.UTC(2026, 10, 30) - 1)).toBe(Date.UTC(2026, 10, 29));
    expect(utcDayStart(Date.UTC(2026, 10, 30))).toBe(Date.UTC(2026, 10, 30));
  });

  it('counts only losses', () => {
    expect(lossOf(-5n)).toBe(5n);
    expect(lossOf(7n)).toBe(0n);
  });
});

describe('self-exclusion', () => {
  it('ends after the chosen period', () => {
    expect(exclusionEnd('1d', NOW)).toBe(NOW + 86_400_000);
    expect(exclusionEnd('7d', NOW)).toBe(NOW + 7 * 86_400_000);
    expect(exclusionEnd('30d', NOW)).toBe(NOW + 30 * 86_400_000);
    expect(exclusionEnd('6m', NOW)).toBe(Date.UTC(2027, 4, 29, 15, 30));
    expect(exclusionEnd('6m', Date.UTC(2026, 7, 31))).toBe(Date.UTC(2027, 1, 28));
  });

  it('runs until its end and is never shortened', () => {
    const until = startExclusion(null, '30d', NOW);
    expect(excluded(until, until - 1)).toBe(true);
    expect(excluded(until, until)).toBe(false);
    expect(startExclusion(until, '1d', NOW + 1000)).toBe(until);
    expect(startExclusion(until, '6m', NOW + 1000)).toBeGreaterThan(until);
  });
});
