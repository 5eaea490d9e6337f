// What every counter store (server/lib/counter-store.ts) must do alike, run against each one:
// memory, Redis (SharedCounters), the database fallback on SQLite and on PostgreSQL. Times are
// the `now` passed in; nothing waits.
import { describe, expect, it } from 'vitest';
import type { CounterStore } from '../../server/lib/counter-store.ts';

/** A realistic platform time (epoch ms): windows must be exact at this size too. */
const T = Date.UTC(2026, 10, 21, 12, 0, 0);

let unique = 0;
/** A key no other test of the run uses (stores may be shared between a file's tests). */
export function freshKey(what = 'k'): string {
  return `${what}:${process.pid}:${Date.now().toString(36)}:${++unique}`;
}

export function describeCounterStore(name: string, store: () => CounterStore) {
  describe(`counter store: ${name}`, () => {
    it('increment counts in the window in force, and a new window begins once it has reset', () => {
      const s = store();
      const k = freshKey();
      expect(s.increment(k, 1000, T)).toEqual({ count: 1, resetAt: T + 1000 });
      expect(s.increment(k, 1000, T + 250)).toEqual({ count: 2, resetAt: T + 1000 });
      expect(s.increment(k, 1000, T + 999)).toEqual({ count: 3, resetAt: T + 1000 });
      expect(s.increment(k, 1000, T + 1000)).toEqual({ count: 1, resetAt: T + 2000 });
    });

    it('increment counts a weight (a request of weight n is n events), in the window in force', () => {
      const s = store();
      const k = freshKey();
      expect(s.increment(k, 1000, T, 20)).toEqual({ count: 20, resetAt: T + 1000 });
      expect(s.increment(k, 1000, T + 10)).toEqual({ count: 21, resetAt: T + 1000 });
      expect(s.increment(k, 1000, T + 20, 5)).toEqual({ count: 26, resetAt: T + 1000 });
      expect(s.increment(k, 1000, T + 1000, 4)).toEqual({ count: 4, resetAt: T + 2000 });
    });

    it('take counts up to the limit, refuses without counting, and starts over in a new window', () => {
      const s = store();
      const k = freshKey();
      expect(s.take(k, 2, 1000, T)).toEqual({ taken: true, count: 1, resetAt: T + 1000 });
      expect(s.take(k, 2, 1000, T + 10)).toEqual({ taken: true, count: 2, resetAt: T + 1000 });
      expect(s.take(k, 2, 1000, T + 20)).toEqual({ taken: false, count: 2, resetAt: T + 1000 });
      expect(s.take(k, 2, 1000, T + 30)).toEqual({ taken: false, count: 2, resetAt: T + 1000 });
      expect(s.get(k, T + 40)).toEqual({ count: 2, resetAt: T + 1000 });
      expect(s.take(k, 2, 1000, T + 1000)).toEqual({ taken: true, count: 1, resetAt: T + 2000 });
    });

    it('take and increment count in the same window', () => {
      const s = store();
      const k = freshKey();
      s.increment(k, 1000, T);
      s.increment(k, 1000, T);
      expect(s.take(k, 3, 5000, T + 1)).toEqual({ taken: true, count: 3, resetAt: T + 1000 });
      expect(s.take(k, 3, 5000, T + 2).taken).toBe(false);
    });

    it('refund gives back only in the window it names, never below zero', () => {
      const s = store();
      const k = freshKey();
      const first = s.take(k, 5, 1000, T);
      s.take(k, 5, 1000, T);
      s.take(k, 5, 1000, T);
      s.refund(k, first.resetAt, 1, T + 1);
      expect(s.get(k, T + 1)?.count).toBe(2);
      s.refund(k, first.resetAt + 1, 1, T + 1); // another window's end: nothing
      expect(s.get(k, T + 1)?.count).toBe(2);
      s.refund(k, first.resetAt, 10, T + 2);
      expect(s.get(k, T + 2)).toEqual({ count: 0, resetAt: T + 1000 });
      s.take(k, 5, 1000, T + 1000);
      s.refund(k, first.resetAt, 1, T + 1001); // the old window's refund leaves the new one alone
      expect(s.get(k, T + 1001)).toEqual({ count: 1, resetAt: T + 2000 });
    });

    it('get is null for a key never counted and for a window that has reset', () => {
      const s = store();
      const k = freshKey();
      expect(s.get(k, T)).toBeNull();
      s.increment(k, 1000, T);
      expect(s.get(k, T + 999)).toEqual({ count: 1, resetAt: T + 1000 });
      expect(s.get(k, T + 1000)).toBeNull();
    });

    it('reset forgets the window; keys are counted apart', () => {
      const s = store();
      const [a, b] = [freshKey('a'), freshKey('b')];
      s.increment(a, 1000, T);
      s.increment(a, 1000, T);
      s.increment(b, 1000, T);
      s.reset(a);
      expect(s.get(a, T)).toBeNull();
      expect(s.get(b, T)).toEqual({ count: 1, resetAt: T + 1000 });
      expect(s.increment(a, 1000, T + 5)).toEqual({ count: 1, resetAt: T + 1005 });
    });

    it('keys are any text: addresses, IPv6 networks, e-mail addresses, spaces, quotes', () => {
      const s = store();
      const base = freshKey();
      const keys = ['login:ip:2001:db8::/64', "acct:o'brien@example.com", 'a b\tc', 'é 中 🙂', 'http:GET /api/x?y=1:1.2.3.4'].map(
        (k) => `${base}:${k}`,
      );
      keys.forEach((k, i) => {
        for (let n = 0; n <= i; n++) s.increment(k, 1000, T);
      });
      expect(keys.map((k) => s.get(k, T)?.count)).toEqual([1, 2, 3, 4, 5]);
    });
  });
}
