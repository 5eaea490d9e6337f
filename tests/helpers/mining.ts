// Mining financing in tests (decision 049): a product's settings changed through the four-eyes
// proposal (two administrators), subscriptions through the customers' API, and the calendar
// of an order subscribed now (payout time 00:00 UTC).
import { expect } from 'vitest';
import { DAY_MS } from '../../shared/mining.ts';
import type { TestApp } from './app.ts';
import { api } from './funds.ts';
import { secondStaffSession } from './staff.ts';

export const SEEDED = {
  productId: 1,
  name: 'USDT 5-day',
  periodDays: 5,
  minRate: '0.003',
  maxRate: '0.005',
  defaultRate: '0.004',
  minAmount: '100',
  maxAmount: '50000',
  userCap: '100000',
  totalQuota: '10000000',
  enabled: true,
};
export type MiningSettings = typeof SEEDED;

/** Proposes `changes` to a product as `staff` and approves them as a second administrator; the proposal. */
export async function setMiningProduct(t: TestApp, staff: string, changes: Partial<MiningSettings>) {
  const payload = { ...SEEDED, ...changes };
  const proposed = await api(t, staff).post('/api/admin/proposals/mining-product', { payload, reason: 'test terms' });
  // (the product already has these settings)
  if (proposed.body.code === 6106) return null;
  expect(proposed.body.code, JSON.stringify(proposed.body)).toBe(0);
  const approver = await secondStaffSession(t, 'admin');
  const approved = await api(t, approver).post(`/api/admin/proposals/${proposed.body.data.id}/approve`, {});
  expect(approved.body.code, JSON.stringify(approved.body)).toBe(0);
  return approved.body.data;
}

/** Subscribes through the API; the response body. */
export function subscribe(t: TestApp, token: string, productId: number, amount: string, key?: string) {
  const r = api(t, token).post('/api/mining/orders', { productId, amount });
  return (key ? r.set('Idempotency-Key', key) : r).then((res) => res.body);
}

/** The calendar of an order subscribed at `at` with the payout time 00:00 UTC: day k is paid at payoutAt(k). */
export function calendar(at: number) {
  const d0 = Math.floor(at / DAY_MS) * DAY_MS;
  return { d0, payoutAt: (k: number) => d0 + (k + 1) * DAY_MS };
}

/** A user's available USDT as a string. */
export async function availableUsdt(t: TestApp, token: string): Promise<string> {
  const assets = (await api(t, token).get('/api/wallet/assets')).body.data;
  return assets.rows.find((r: { currency: string }) => r.currency === 'USDT').available;
}
