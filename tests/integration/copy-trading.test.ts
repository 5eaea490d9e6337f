// Copy trading through the API (issue 42 point 2, docs/decisions/103-copy-trading.md) on a
// scripted ETH/USDT price path (tests/helpers/contract.ts: 1 ETH a lot, spread 0.10): a leader's
// market open, limit fill, partial and full close are each copied exactly once, however often and
// however concurrently the job runner runs; ratios round down to the lot step, a copy below the
// minimum and one past the cap are skipped; a demo leader is never copied into real money;
// stopping closes the copies when asked; a leader who stops ends the subscriptions; bad input
// changes nothing; another follower's subscription is a 404. The ledger reconciles after every
// test (copy-trading check included).
import { describe, expect, it } from 'vitest';
import { APP_KEY } from '../helpers/app.ts';
import { nextIp } from '../helpers/accounts.ts';
import { contractApi, contractMarket } from '../helpers/contract.ts';
import { api, availableOf, fundedUser, fundsTestApp } from '../helpers/funds.ts';

const env = fundsTestApp();
const market = contractMarket(env);

async function trader(amount = '5000') {
  const u = await fundedUser(env.t, env.staff, amount);
  const c = contractApi(env.t, u.token, market.productId);
  const patch = (url: string, body: object) => env.t.api.patch(url).set('AppKey', APP_KEY).set('Authorization', u.token).send(body);
  return { ...u, c, a: c.a, patch };
}
type Trader = Awaited<ReturnType<typeof trader>>;

const ok = (res: { body: { code: number; data: unknown } }) => {
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  // biome-ignore lint/suspicious/noExplicitAny: an answer of any route
  return res.body.data as any;
};
const jobs = () => env.t.app.services.copyJobs;
/** The job runner as the engine runs it after a tick. */
const runJobs = () => jobs().run();
const lead = async (u: Trader, mode: 'real' | 'demo' = 'real') => ok(await u.a.put('/api/copy/leader', { mode, enabled: true }));
async function follow(
  u: Trader,
  leader: Trader,
  body: Partial<{ leaderMode: string; mode: string; ratio: string; maxMargin: string }> = {},
) {
  return ok(
    await u.a.post('/api/copy/subscriptions', {
      leaderId: leader.userId,
      leaderMode: 'real',
      mode: 'real',
      ratio: '0.5',
      maxMargin: '100000',
      ...body,
    }),
  ) as { id: number } & Record<string, never>;
}
/** The follower's contract positions of a mode (all statuses), oldest first. */
async function positionsOf(u: Trader, mode: 'real' | 'demo' = 'real') {
  const page = ok(await u.a.get(`/api/contract/positions?mode=${mode}&pageSize=100`)) as { items: Record<string, unknown>[] };
  return [...page.items].reverse();
}
async function jobsOf(u: Trader, subscriptionId: number) {
  return (
    ok(await u.a.get(`/api/copy/subscriptions/${subscriptionId}/jobs?pageSize=100`)) as { items: Record<string, unknown>[] }
  ).items.reverse();
}

describe('exactly once', () => {
  it('a market open, a limit fill, a partial and a full close are each copied once, whatever runs the jobs how often', async () => {
    const leader = await trader();
    const follower = await trader();
    await market.step(300_000);
    await lead(leader);
    const sub = await follow(follower, leader, { ratio: '0.5' });

    // the market open: 3 lots × 0.5 = 1.50
    const l1 = await leader.c.open({ lots: '3', leverage: 10 });
    expect(await positionsOf(follower)).toHaveLength(0);
    await Promise.all([runJobs(), runJobs()]);
    await runJobs();
    let mine = await positionsOf(follower);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'holding', side: 'long', leverage: 10, lots: '1.50', followOf: l1.id, copyOf: sub.id });
    expect(mine[0]?.copiedFrom).toMatch(/\*\*\*/);
    const [openJob] = await jobsOf(follower, sub.id);
    expect(openJob).toMatchObject({
      kind: 'open',
      status: 'done',
      skipReason: null,
      positionId: mine[0]?.id,
      lots: '1.50',
      leaderLots: '3.00',
    });
    // a job claimed twice places once
    jobs().runJob(openJob?.id as number);
    expect(await positionsOf(follower)).toHaveLength(1);

    // a partial close: 1 of 3 lots, the copy closes a third of 1.50
    ok(await leader.c.close(l1.id, '1'));
    await Promise.all([runJobs(), runJobs(), runJobs()]);
    mine = await positionsOf(follower);
    expect(mine[0]).toMatchObject({ status: 'holding', lots: '1.00' });
    const copy1 = await follower.c.get(mine[0]?.id as number);
    expect(copy1.events.filter((e) => e.kind === 'close')).toEqual([expect.objectContaining({ lots: '0.50', reason: 'copy' })]);

    // a limit order: its placing is not copied, its fill at the risk engine's tick is
    const limit = await leader.c.open({ lots: '2', orderType: 'limit', limitPrice: '2990.00' });
    await runJobs();
    expect(await positionsOf(follower)).toHaveLength(1);
    await market.step(298_900);
    expect((await leader.c.get(limit.id)).status).toBe('holding');
    await runJobs();
    await runJobs();
    mine = await positionsOf(follower);
    expect(mine).toHaveLength(2);
    expect(mine[1]).toMatchObject({ status: 'holding', lots: '1.00', followOf: limit.id, copyOf: sub.id });

    // the full close of the first: its copy closes whole
    ok(await leader.c.close(l1.id));
    await runJobs();
    await runJobs();
    mine = await positionsOf(follower);
    expect(mine[0]).toMatchObject({ status: 'closed', closeReason: 'copy', lots: '1.00' });
    expect(mine[1]?.status).toBe('holding');
    const all = await jobsOf(follower, sub.id);
    expect(all.map((j) => [j.kind, j.status])).toEqual([
      ['open', 'done'],
      ['close', 'done'],
      ['open', 'done'],
      ['close', 'done'],
    ]);
    expect(ok(await follower.a.get('/api/copy/subscriptions')).items).toEqual([
      expect.objectContaining({ id: sub.id, status: 'active', openCopies: 1, copied: 4, skipped: 0, ratio: '0.50' }),
    ]);

    // the trade history marks the copies; the leader's own rows are not
    const history = ok(await follower.a.get('/api/trade/history?type=contract')).items as Record<string, unknown>[];
    expect(history.map((r) => r.copiedFrom)).toEqual([mine[0]?.copiedFrom, mine[0]?.copiedFrom]);
    const theirs = ok(await leader.a.get('/api/trade/history?type=contract')).items as Record<string, unknown>[];
    expect(theirs.every((r) => r.copiedFrom === null)).toBe(true);
    const csv = (await follower.a.get('/api/trade/history.csv')).text.split(/\r?\n/);
    expect(csv[0]).toMatch(/,copiedFrom$/);
    expect(csv[1]?.endsWith(`,${mine[0]?.copiedFrom}`)).toBe(true);

    ok(await leader.c.close(limit.id));
    await runJobs();
    expect((await positionsOf(follower)).every((p) => p.status === 'closed')).toBe(true);
  });
});

describe('ratios, steps and the cap', () => {
  it('rounds down to the lot step, skips below the minimum and past the cap', async () => {
    const leader = await trader('20000');
    const follower = await trader('20000');
    await market.step(300_000);
    await lead(leader);
    const sub = await follow(follower, leader, { ratio: '0.5', maxMargin: '700' });
    const settings = env.t.app.services.contractSettings;
    const before = env.t.app.ctx.sqlite
      .prepare(`SELECT lotStep, minLots FROM "ContractSetting" WHERE productId = ?`)
      .get(market.productId()) as {
      lotStep: number;
      minLots: number;
    };
    const setStep = (step: number, min: number) => {
      env.t.app.ctx.sqlite
        .prepare(`UPDATE "ContractSetting" SET lotStep = ?, minLots = ? WHERE productId = ?`)
        .run(step, min, market.productId());
      settings.invalidate();
    };
    try {
      // a step of one lot: 3 × 0.5 = 1.50 → 1 lot (margin 300.01 of the 700 cap)
      setStep(100, 100);
      const a = await leader.c.open({ lots: '3' });
      await runJobs();
      expect((await positionsOf(follower)).map((p) => p.lots)).toEqual(['1.00']);
      // 1 × 0.5 = 0.50 → 0: below the minimum
      await leader.c.open({ lots: '1' });
      await runJobs();
      // 5 × 0.5 = 2.50 → 2 lots: 600 more margin would pass the cap
      await leader.c.open({ lots: '5' });
      await runJobs();
      // 2 × 0.5 = 1 lot more fits (300.01 + 300.01 ≤ 700)
      await leader.c.open({ lots: '2' });
      await runJobs();
      expect((await positionsOf(follower)).map((p) => p.lots)).toEqual(['1.00', '1.00']);
      expect((await jobsOf(follower, sub.id)).map((j) => j.skipReason)).toEqual([null, 'too_small', 'cap', null]);
      const s = ok(await follower.a.get('/api/copy/subscriptions')).items[0] as Record<string, unknown>;
      expect(s).toMatchObject({ marginInUse: '600.020000', openCopies: 2, copied: 2, skipped: 2 });
      // a cap below the margin in use is refused; one above it is taken for later copies
      const below = await follower.patch(`/api/copy/subscriptions/${sub.id}`, { maxMargin: '500' });
      expect(below.status).toBe(400);
      expect(below.body).toMatchObject({ code: 7228 });
      expect(below.body.msg).toMatch(/600\.02/);
      expect(ok(await follower.patch(`/api/copy/subscriptions/${sub.id}`, { ratio: '1', maxMargin: '2000' }))).toMatchObject({
        ratio: '1.00',
        maxMargin: '2000.000000',
      });
      // an add to the leader's position: 1 × 1 more on the copy of `a`
      ok(await leader.c.action(a.id, 'add', { lots: '1' }));
      await runJobs();
      expect((await positionsOf(follower)).map((p) => p.lots)).toEqual(['2.00', '1.00']);
    } finally {
      setStep(Number(before.lotStep), Number(before.minLots));
    }
    for (const p of await positionsOf(leader)) if (p.status === 'holding') ok(await leader.c.close(p.id as number));
    await runJobs();
    expect((await positionsOf(follower)).every((p) => p.status === 'closed')).toBe(true);
  });
});

describe('demo and real', () => {
  it('a demo leader is copied into demo only: never a real position', async () => {
    const leader = await trader();
    const follower = await trader();
    await market.step(300_000);
    await lead(leader, 'demo');
    const into = await follower.a.post('/api/copy/subscriptions', {
      leaderId: leader.userId,
      leaderMode: 'demo',
      mode: 'real',
      ratio: '1',
      maxMargin: '1000',
    });
    expect(into.status).toBe(400);
    expect(into.body).toMatchObject({ code: 7222 });
    // a demo leader is no real-mode leader either
    const asReal = await follower.a.post('/api/copy/subscriptions', {
      leaderId: leader.userId,
      leaderMode: 'real',
      mode: 'real',
      ratio: '1',
      maxMargin: '1000',
    });
    expect(asReal.body.code).toBe(7220);
    const sub = await follow(follower, leader, { leaderMode: 'demo', mode: 'demo', ratio: '1' });
    const p = await leader.c.open({ mode: 'demo', lots: '1' });
    await runJobs();
    expect(await positionsOf(follower, 'real')).toHaveLength(0);
    const demo = await positionsOf(follower, 'demo');
    expect(demo).toEqual([expect.objectContaining({ mode: 'demo', lots: '1.00', copyOf: sub.id, followOf: p.id })]);
    // the one-shot follow of a demo leader's position: into demo only
    expect((await follower.a.post('/api/contract/follow', { positionId: p.id, mode: 'real' })).body.code).toBe(7222);
    expect(ok(await follower.a.post('/api/contract/follow', { positionId: p.id, mode: 'demo' }))).toMatchObject({
      mode: 'demo',
      followOf: p.id,
      copyOf: null,
    });
    expect(await positionsOf(follower, 'real')).toHaveLength(0);
    expect((await availableOf(env.t, follower.token)).available).toBe('5000.000000');
    ok(await leader.c.close(p.id));
    await runJobs();
    for (const x of await positionsOf(follower, 'demo')) if (x.status === 'holding') ok(await follower.c.close(x.id as number));
  });

  it('a guest follows into demo but never leads nor follows into real', async () => {
    const leader = await trader();
    await lead(leader);
    const guest = await env.t.api.post('/api/demo/guest').set('AppKey', APP_KEY).set('X-Forwarded-For', nextIp());
    const token = guest.headers.authorization as string;
    const g = (method: 'put' | 'post', url: string, body: object) =>
      env.t.api[method](url).set('AppKey', APP_KEY).set('Authorization', token).send(body);
    const led = await g('put', '/api/copy/leader', { mode: 'demo', enabled: true });
    expect(led.status).toBe(403);
    expect(led.body.code).toBe(7227);
    const body = { leaderId: leader.userId, leaderMode: 'real', ratio: '1', maxMargin: '100' };
    expect((await g('post', '/api/copy/subscriptions', { ...body, mode: 'real' })).body.code).toBe(-99);
    expect((await g('post', '/api/copy/subscriptions', { ...body, mode: 'demo' })).body.data).toMatchObject({
      mode: 'demo',
      status: 'active',
    });
  });
});

describe('stopping', () => {
  it('stop with closePositions closes the open copies at market; a job left pending is skipped', async () => {
    const leader = await trader();
    const follower = await trader();
    await market.step(300_000);
    await lead(leader);
    const sub = await follow(follower, leader, { ratio: '1' });
    const p = await leader.c.open({ lots: '1' });
    await runJobs();
    // a close not run yet when the follower stops
    ok(await leader.c.close(p.id, '0.5'));
    const stopped = ok(await follower.a.post(`/api/copy/subscriptions/${sub.id}/stop`, { closePositions: true }));
    expect(stopped).toMatchObject({ status: 'stopped', stopReason: 'user', openCopies: 0, marginInUse: '0.000000' });
    expect(await positionsOf(follower)).toEqual([expect.objectContaining({ status: 'closed', closeReason: 'copy', lots: '1.00' })]);
    await runJobs();
    expect((await jobsOf(follower, sub.id)).map((j) => [j.kind, j.status, j.skipReason])).toEqual([
      ['open', 'done', null],
      ['close', 'skipped', 'stopped'],
    ]);
    // stopped: neither changed nor stopped again; the leader's later events write no job
    expect((await follower.patch(`/api/copy/subscriptions/${sub.id}`, { ratio: '2' })).body.code).toBe(7226);
    expect((await follower.a.post(`/api/copy/subscriptions/${sub.id}/stop`, { closePositions: false })).body.code).toBe(7226);
    ok(await leader.c.close(p.id));
    await runJobs();
    expect(await jobsOf(follower, sub.id)).toHaveLength(2);
    // and the follower may subscribe again
    await follow(follower, leader);
  });

  it('a leader who stops leading ends every subscription to them; the copies stay the followers’', async () => {
    const leader = await trader();
    const f1 = await trader();
    const f2 = await trader();
    await market.step(300_000);
    await lead(leader);
    const s1 = await follow(f1, leader, { ratio: '1' });
    const s2 = await follow(f2, leader, { ratio: '2' });
    const p = await leader.c.open({ lots: '1' });
    await runJobs();
    expect(ok(await leader.a.get('/api/copy/leader')).modes).toContainEqual(
      expect.objectContaining({ mode: 'real', enabled: true, followers: 2 }),
    );
    const leaders = ok(await f1.a.get('/api/copy/leaders?mode=real&pageSize=100')).items as Record<string, unknown>[];
    expect(leaders.find((l) => l.leaderId === leader.userId)).toMatchObject({ followers: 2, openPositions: 1, subscriptionId: s1.id });
    expect(ok(await f1.a.get(`/api/copy/leaders/${leader.userId}?mode=real`))).toMatchObject({
      leader: { leaderId: leader.userId },
      report: { mode: 'real' },
    });
    ok(await leader.a.put('/api/copy/leader', { mode: 'real', enabled: false }));
    for (const [f, s] of [
      [f1, s1],
      [f2, s2],
    ] as const) {
      const [mine] = ok(await f.a.get('/api/copy/subscriptions')).items as Record<string, unknown>[];
      expect(mine).toMatchObject({ id: s.id, status: 'stopped', stopReason: 'leader', openCopies: 1 });
    }
    expect((await f1.a.get(`/api/copy/leaders/${leader.userId}?mode=real`)).body.code).toBe(7220);
    // the back office sees it all
    const staffView = ok(await api(env.t, env.staff).get(`/api/admin/users/${f2.userId}/copy`));
    expect(staffView.subscriptions).toEqual([expect.objectContaining({ id: s2.id, status: 'stopped', copied: 1, pending: 0 })]);
    ok(await leader.c.close(p.id));
    await runJobs();
    for (const f of [f1, f2]) {
      const [copy] = await positionsOf(f);
      expect(copy?.status).toBe('holding');
      ok(await f.c.close(copy?.id as number));
    }
  });
});

describe('refused', () => {
  it('bad input gets a localized 4xx and changes nothing; another follower’s subscription is a 404', async () => {
    const leader = await trader();
    const follower = await trader();
    const other = await trader();
    await lead(leader);
    const cases: [object, number, RegExp][] = [
      [{ ratio: '0' }, 7224, /Verhältnis|0,01|0\.01/],
      [{ ratio: '10.001' }, 7224, /0\.01|0,01/],
      [{ ratio: 'abc' }, 7224, /./],
      [{ ratio: '' }, 7224, /./],
      [{ maxMargin: '0' }, 7225, /1/],
      [{ maxMargin: '1000000.01' }, 7225, /1/],
      [{ leaderId: follower.userId }, 7221, /./],
      [{ leaderId: other.userId }, 7220, /./],
    ];
    for (const [body, code, msg] of cases) {
      const res = await follower.a
        .post('/api/copy/subscriptions')
        .set('Accept-Language', 'de-DE')
        .send({ leaderId: leader.userId, leaderMode: 'real', mode: 'real', ratio: '1', maxMargin: '100', ...body });
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body, JSON.stringify(body)).toMatchObject({ code });
      expect(res.body.msg).toMatch(msg);
    }
    expect(ok(await follower.a.get('/api/copy/subscriptions')).items).toEqual([]);
    const sub = await follow(follower, leader, { ratio: '1', maxMargin: '100' });
    expect(
      (
        await follower.a
          .post('/api/copy/subscriptions')
          .send({ leaderId: leader.userId, leaderMode: 'real', mode: 'demo', ratio: '1', maxMargin: '100' })
      ).body.code,
    ).toBe(7223);
    for (const body of [{ ratio: '0' }, { ratio: '10.001' }, { ratio: 'abc' }, { maxMargin: '0' }]) {
      const res = await follower.patch(`/api/copy/subscriptions/${sub.id}`, body).set('Accept-Language', 'zh-CN');
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(ok(await follower.a.get('/api/copy/subscriptions')).items).toEqual([
      expect.objectContaining({ id: sub.id, ratio: '1.00', maxMargin: '100.000000', status: 'active' }),
    ]);
    // someone else's subscription is as unknown as a missing one
    expect((await other.a.get(`/api/copy/subscriptions/${sub.id}/jobs`)).body.code).toBe(404);
    expect((await other.patch(`/api/copy/subscriptions/${sub.id}`, { ratio: '2' })).body.code).toBe(404);
    expect((await other.a.post(`/api/copy/subscriptions/${sub.id}/stop`, { closePositions: true })).body.code).toBe(404);
    expect(ok(await follower.a.get('/api/copy/subscriptions')).items[0]).toMatchObject({ status: 'active', ratio: '1.00' });
    // the one-shot follow: a leader of either mode only, never oneself
    await market.step(300_000);
    const q = await other.c.open({ lots: '1' });
    expect((await follower.a.post('/api/contract/follow', { positionId: q.id, mode: 'real' })).body.code).toBe(6316);
    ok(await other.c.close(q.id));
  });
});
