// Three instances of the platform on one database, each with its own connections, answering
// one customer at once (issue 34, point 4): whichever instance a request reaches, one account
// is never overdrawn, and a retried request is answered once. `npm test` runs it on one SQLite
// file, `npm run test:pg` on one PostgreSQL database (decision 080: writers take turns).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { api, availableOf, fundedUser, fundsTestApp, quoteOf, readyToWithdraw } from '../helpers/funds.ts';

const env = fundsTestApp();
let instances: TestApp[] = [];

beforeAll(async () => {
  instances = [env.t, await createTestApp({ sameDatabaseAs: env.t }), await createTestApp({ sameDatabaseAs: env.t })];
});
// (hooks after run in reverse: these close before the first instance)
afterAll(async () => {
  for (const t of instances.slice(1)) await t.close();
});

/** The same request to every instance, `perInstance` times each, all at once. */
function fromEveryInstance<T>(perInstance: number, send: (t: TestApp) => Promise<T>): Promise<T[]> {
  return Promise.all(instances.flatMap((t) => Array.from({ length: perInstance }, () => send(t))));
}

const WITHDRAW_ALL = { method: 'crypto', currency: 'USDT', chain: 'TRC20', amount: '500', securityPassword: '135790' };

describe('several instances on one database', () => {
  it('30 "withdraw everything" requests spread over three instances: exactly one succeeds', async () => {
    const u = await readyToWithdraw(env.t, env.staff, '500');
    const results = await fromEveryInstance(10, (t) => api(t, u.token).post('/api/withdraw', WITHDRAW_ALL));
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    for (const r of results.filter((r) => r.body.code !== 0)) expect([4001, 4002]).toContain(r.body.code);
    for (const t of instances) expect(await availableOf(t, u.token)).toEqual({ available: '0.000000', frozen: '500.000000' });
  });

  it('one retried withdrawal sent to every instance at once is made once', async () => {
    const u = await readyToWithdraw(env.t, env.staff, '100');
    const results = await fromEveryInstance(3, (t) =>
      api(t, u.token)
        .post('/api/withdraw', { ...WITHDRAW_ALL, amount: '40' })
        .set('Idempotency-Key', 'instances-retry-0001'),
    );
    const ids = new Set(results.map((r) => r.body.data?.id));
    expect(results.map((r) => r.body.code)).toEqual(results.map(() => 0));
    expect(ids.size).toBe(1);
    expect(await availableOf(env.t, u.token)).toEqual({ available: '60.000000', frozen: '40.000000' });
  });

  it('exchanges of the whole balance confirmed on every instance at once: one is made', async () => {
    const u = await fundedUser(env.t, env.staff, '300');
    // each instance quotes its own (a quote is confirmed where it was given or anywhere: both are tried)
    const quotes = await Promise.all(instances.map((t) => quoteOf(api(t, u.token), { from: 'USDT', to: 'BTC', amount: '300' })));
    const results = await Promise.all(
      instances.flatMap((t) => quotes.map((q) => api(t, u.token).post('/api/exchange', { quoteId: q.quoteId }))),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(await availableOf(env.t, u.token)).toEqual({ available: '0.000000', frozen: '0.000000' });
    const btc = await availableOf(env.t, u.token, 'BTC');
    expect(btc.available).toBe(results.find((r) => r.body.code === 0)?.body.data.arrival);
  });
});
