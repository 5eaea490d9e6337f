// Live balances on the client (issue 37): which user-channel frames mean the balances may have
// moved, and that a burst of pushes reads the balance queries (only those) once at once and
// once at the end.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BALANCE_QUERY, BALANCE_REFRESH_MS, balancesMayHaveChanged, scheduleBalanceRefresh } from './live-balances';

describe('balance pushes', () => {
  it('a balance update or a resync snapshot means the balances may have moved; other frames do not', () => {
    const balance = { kind: 'balance', modes: ['real'], currencies: ['USDT'] };
    expect(balancesMayHaveChanged({ type: 'update', data: balance, resync: false })).toBe(true);
    expect(balancesMayHaveChanged({ type: 'update', data: { kind: 'fast-settled' }, resync: false })).toBe(false);
    expect(balancesMayHaveChanged({ type: 'update', data: null, resync: false })).toBe(false);
    expect(balancesMayHaveChanged({ type: 'snapshot', data: {}, resync: false })).toBe(false);
    expect(balancesMayHaveChanged({ type: 'snapshot', data: {}, resync: true })).toBe(true);
  });

  describe('refreshing', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('reads the balance queries at once, a burst once more at its end, and no other query', async () => {
      const client = new QueryClient();
      const reads = { balance: 0, other: 0 };
      // two queries on screen, each read once when shown
      const observe = (key: keyof typeof reads, meta?: Record<string, unknown>) =>
        new QueryObserver(client, { queryKey: [key], queryFn: () => ++reads[key], meta, staleTime: Number.POSITIVE_INFINITY }).subscribe(
          () => {},
        );
      observe('balance', BALANCE_QUERY);
      observe('other');
      await vi.advanceTimersByTimeAsync(0);
      reads.balance = 0;
      reads.other = 0;
      scheduleBalanceRefresh(client);
      await vi.advanceTimersByTimeAsync(0);
      expect(reads).toEqual({ balance: 1, other: 0 });
      scheduleBalanceRefresh(client);
      scheduleBalanceRefresh(client);
      await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_MS - 1);
      expect(reads.balance).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(reads.balance).toBe(2);
      // quiet: the next push reads at once again
      await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_MS);
      scheduleBalanceRefresh(client);
      await vi.advanceTimersByTimeAsync(0);
      expect(reads).toEqual({ balance: 3, other: 0 });
    });
  });
});
