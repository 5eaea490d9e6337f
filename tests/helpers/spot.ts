// Spot (coin-to-coin) trading through the API, for integration tests: users whose coins come
// from a balanced deposit-clearing journal (what an approved deposit posts), and their calls.
import { expect } from 'vitest';
import { registerAndLogin } from './accounts.ts';
import type { TestApp } from './app.ts';
import { api } from './funds.ts';

export interface SpotOrderBody {
  symbol?: string;
  marketId?: number;
  side?: 'buy' | 'sell';
  type?: 'limit' | 'market';
  price?: string;
  quantity?: string;
  amount?: string;
  mode?: 'real' | 'demo';
}

let credits = 0;
/** Credits `units` minor units of `currency` to a user (deposit clearing → available, balanced). */
export function credit(t: TestApp, userId: number, currency: string, units: bigint, mode: 'real' | 'demo' = 'real') {
  t.app.ctx.ledger.post({
    key: `test-credit:${userId}:${currency}:${mode}:${++credits}`,
    type: 'deposit',
    userId,
    legs: [
      { account: { platform: mode === 'real' ? 'deposit_clearing' : 'demo_issuance', currency, mode }, amount: -units },
      { account: { userId, kind: 'available', currency, mode }, amount: units },
    ],
  });
}

/** A logged-in user with spot calls; `coins` are credited first (minor units). */
export async function spotTrader(t: TestApp, coins: Record<string, bigint> = {}) {
  const u = await registerAndLogin(t);
  const userId = u.userId;
  for (const [currency, units] of Object.entries(coins)) credit(t, userId, currency, units);
  const a = api(t, u.token);
  const order = (body: SpotOrderBody, key?: string) => {
    const r = a.post('/api/spot/orders', { symbol: 'BTC/USDT', side: 'buy', type: 'limit', mode: 'real', ...body });
    return key ? r.set('Idempotency-Key', key) : r;
  };
  const ok = async (res: { body: { code: number; data: unknown } }) => {
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    return res.body.data as Record<string, unknown> & { id: number };
  };
  const balance = (currency: string, mode: 'real' | 'demo' = 'real') =>
    t.app.ctx.ledger.balance({ userId, kind: 'available', currency, mode });
  return {
    ...u,
    userId,
    a,
    order,
    place: async (body: SpotOrderBody) => ok(await order(body)),
    cancel: (id: number) => a.post(`/api/spot/orders/${id}/cancel`),
    detail: async (id: number) => ok(await a.get(`/api/spot/orders/${id}`)),
    balance,
  };
}
