import { describe, expect, it } from 'vitest';
import { GUEST_POLL_MS, guestPollInterval, newlyFired } from './fired-alerts';
import type { AlertList, AlertView } from './types';

const alert = (id: number, status: AlertView['status'], firedAt: number | null = null): AlertView => ({
  id,
  symbol: 'BTC/USDT',
  kind: 'above',
  threshold: '95000.00',
  window: null,
  status,
  createdAt: 1,
  armedAt: { time: 1, price: '94000.00' },
  firedAt,
  firedTick: firedAt === null ? null : { time: firedAt, price: '95000.10' },
  cancelledAt: status === 'cancelled' ? 5 : null,
});
const list = (active: AlertView[], recent: AlertView[]): AlertList => ({ active, recent, max: 50 });

describe('a guest without a private channel', () => {
  it('reads its list every 15 s while an alert is active, not at all otherwise', () => {
    expect(guestPollInterval(undefined)).toBe(false);
    expect(guestPollInterval(list([], [alert(1, 'fired', 10)]))).toBe(false);
    expect(guestPollInterval(list([alert(2, 'active')], []))).toBe(GUEST_POLL_MS);
  });

  it('announces each fired alert once, oldest first; never what had fired before the first read, nor a cancelled one', () => {
    const first = newlyFired(undefined, list([alert(2, 'active'), alert(3, 'active')], [alert(1, 'fired', 10)]));
    expect(first.fresh).toEqual([]);
    const second = newlyFired(
      first.seen,
      list([], [alert(3, 'fired', 30), alert(2, 'fired', 20), alert(1, 'fired', 10), alert(4, 'cancelled')]),
    );
    expect(second.fresh.map((a) => a.id)).toEqual([2, 3]);
    expect(newlyFired(second.seen, list([], [alert(3, 'fired', 30), alert(2, 'fired', 20)])).fresh).toEqual([]);
  });
});
