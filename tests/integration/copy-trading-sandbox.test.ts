// Copy trading in a sandbox (decision 103 with decision 099), SQLite only as every sandbox: the
// test clock's advance runs the copy jobs after the contract risk engine, slot by slot, as the
// live market does after each tick. A leader's market open waits as a pending job until the
// advance; a limit order the advance fills is copied within the same advance.
import { expect, it } from 'vitest';
import { api, expectLedgerReconciles } from '../helpers/funds.ts';
import { appForFile } from '../helpers/app.ts';
import { SANDBOX_ENV, withToken } from '../helpers/sandbox.ts';

const env = appForFile({ env: SANDBOX_ENV });

async function control(path: string, body: object = {}) {
  const res = await env.t.api.post(path).set(withToken()).send(body);
  expect(res.body.code, `${path} ${JSON.stringify(res.body)}`).toBe(0);
  return res.body.data;
}
const ok = (res: { body: { code: number; data: unknown } }) => {
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  // biome-ignore lint/suspicious/noExplicitAny: an answer of any route
  return res.body.data as any;
};

it('the test clock’s advance runs the copy jobs: a market open and a limit fill are copied inside it', async () => {
  const { t } = env;
  t.clock.advance(1000);
  t.app.market.tick();
  const eth = (t.app.market.product('ETH/USDT') as { id: number }).id;
  const price = Number(t.app.market.quote('ETH/USDT')?.price);
  const leader = await control('/api/sandbox/fixtures', { balances: [{ currency: 'USDT', real: '20000' }], kyc: 'junior' });
  const follower = await control('/api/sandbox/fixtures', { balances: [{ currency: 'USDT', real: '20000' }], kyc: 'junior' });
  const la = api(t, leader.token);
  const fa = api(t, follower.token);
  ok(await la.put('/api/copy/leader', { mode: 'real', enabled: true }));
  const sub = ok(
    await fa.post('/api/copy/subscriptions', {
      leaderId: leader.userId,
      leaderMode: 'real',
      mode: 'real',
      ratio: '2',
      maxMargin: '100000',
    }),
  );
  const order = { productId: eth, side: 'long', leverage: 10, mode: 'real' };
  const opened = ok(await la.post('/api/contract/open', { ...order, lots: '1', orderType: 'market' }));
  // a limit far below: filled when the price gets there (moved by a script below)
  const limit = ok(
    await la.post('/api/contract/open', { ...order, lots: '0.5', orderType: 'limit', limitPrice: (price * 0.98).toFixed(2) }),
  );
  const jobs = async () => ok(await fa.get(`/api/copy/subscriptions/${sub.id}/jobs`)).items as Record<string, unknown>[];
  expect((await jobs()).map((j) => j.status)).toEqual(['pending']);

  await control('/api/sandbox/clock/advance', { seconds: 1 });
  const positions = async () => (ok(await fa.get('/api/contract/positions?mode=real')).items as Record<string, unknown>[]).reverse();
  expect(await positions()).toEqual([expect.objectContaining({ lots: '2.00', followOf: opened.id, copyOf: sub.id, status: 'holding' })]);
  expect((await jobs()).map((j) => [j.kind, j.status])).toEqual([['open', 'done']]);

  // the price falls 3 % within a minute: the leader's limit fills at the risk engine's tick, the copy after it in the same advance
  const symbol = encodeURIComponent('ETH/USDT');
  const scripted = await t.api
    .put(`/api/sandbox/market/${symbol}/script`)
    .set(withToken())
    .send({ kind: 'path', points: [{ afterSeconds: 60, price: (price * 0.97).toFixed(2) }] });
  expect(scripted.body.code, JSON.stringify(scripted.body)).toBe(0);
  await control('/api/sandbox/clock/advance', { seconds: 120 });
  expect(ok(await la.get(`/api/contract/positions/${limit.id}`)).status).toBe('holding');
  expect((await positions()).map((p) => [p.followOf, p.lots])).toEqual([
    [opened.id, '2.00'],
    [limit.id, '1.00'],
  ]);
  expect((await jobs()).every((j) => j.status === 'done')).toBe(true);
  expectLedgerReconciles(t);
});
