// Classrooms through the API (issue 43 point 2, decisions 105 and 106) on a scripted ETH/USDT
// price path (tests/helpers/contract.ts): a teacher creates a class (each bad input a localized
// 4xx), learners join with its code (each refusal), trade fast and contract in their class
// wallets on the live market; the leaderboard ranks them by their analytics figures; the teacher
// sees a learner's class trades only (never their demo ones); a learner, a stranger and the
// teacher each get a 404 where a route is not theirs; a reset brings every wallet back and
// closes positions; leaving closes a learner's business and joining again keeps their wallet;
// the real and demo wallets are untouched; the ledger reconciles after every test (the
// class-wallets check included, and it finds a class account of a non-member).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount, unitsOf } from '../../shared/money.ts';
import { reconcile } from '../../server/ledger/reconcile.ts';
import { CODE_ALPHABET } from '../../server/modules/classes/service.ts';
import { APP_KEY, createTestApp, START_TIME, type TestApp } from '../helpers/app.ts';
import { nextIp, registerAndLogin } from '../helpers/accounts.ts';
import { contractMarket } from '../helpers/contract.ts';
import { api, expectLedgerReconciles, fundsTestApp } from '../helpers/funds.ts';

const env = fundsTestApp();
const eth = contractMarket(env);
const DAY = 86_400_000;

type Res = { status: number; body: { code: number; msg: string; data: unknown } };
// biome-ignore lint/suspicious/noExplicitAny: an answer of any route
const ok = (res: Res): any => {
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data;
};
function refused(res: Res, code: number, status: number) {
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code, data: null });
  expect(res.status).toBe(status);
  expect(res.body.msg.length).toBeGreaterThan(0);
}
const notFound = (res: Res) => refused(res, 404, 404);

async function customer() {
  const u = await registerAndLogin(env.t);
  return { ...u, a: api(env.t, u.token) };
}
type Customer = Awaited<ReturnType<typeof customer>>;

function classBody(over: Record<string, unknown> = {}) {
  const now = env.t.clock.now();
  return {
    name: 'Trading 101',
    startAt: now,
    endAt: now + 30 * DAY,
    startingBalance: '1000',
    productIds: [eth.productId()],
    kinds: ['fast', 'contract'],
    ...over,
  };
}
const createClass = async (teacher: Customer, over: Record<string, unknown> = {}) =>
  ok(await teacher.a.post('/api/classes', classBody(over)));
const join = (u: Customer, code: string) => u.a.post('/api/classes/join', { code });

/** A user's balance of one wallet (available, or frozen), in minor units. */
const balance = (userId: number, mode: string, kind: 'available' | 'frozen' = 'available') =>
  env.t.app.ctx.ledger.balance({ userId, kind, currency: 'USDT', mode: mode as 'real' });

describe('creating a class', () => {
  it('refuses each bad input with its localized 4xx and makes a class with a code of the safe alphabet', async () => {
    const teacher = await customer();
    const now = env.t.clock.now();
    const bad: [Record<string, unknown>, number][] = [
      [{ name: '   ' }, 7260],
      [{ name: 'x'.repeat(61) }, 7261],
      [{ startingBalance: '99.999999' }, 7262],
      [{ startingBalance: '10000000.000001' }, 7262],
      [{ startingBalance: '100.0000001' }, 7262],
      [{ startingBalance: 'ten' }, 7262],
      [{ productIds: [] }, 7263],
      [{ productIds: [999_999] }, 7263],
      [{ kinds: [] }, 7263],
      [{ endAt: now + DAY, startAt: now + 2 * DAY }, 7264],
      [{ startAt: now - 3 * DAY, endAt: now - DAY }, 7264],
      [{ startAt: now, endAt: now + 366 * DAY }, 7264],
    ];
    for (const [over, code] of bad) refused(await teacher.a.post('/api/classes', classBody(over)), code, 400);
    // a product that offers no spot market refuses the spot kind
    const noSpot = env.t.app.market
      .quotes()
      .map((q) => env.t.app.market.product(q.symbol))
      .find((p) => p && !env.t.app.ctx.sqlite.prepare('SELECT 1 FROM "SpotMarket" WHERE productId = ?').get(p.id));
    if (noSpot) refused(await teacher.a.post('/api/classes', classBody({ productIds: [noSpot.id], kinds: ['spot'] })), 7263, 400);
    expect(
      (env.t.app.ctx.sqlite.prepare('SELECT COUNT(*) AS n FROM "TradingClass" WHERE teacherId = ?').get(teacher.userId) as { n: number }).n,
    ).toBe(0);

    const c = await createClass(teacher, { startingBalance: '2500.5' });
    expect(c).toMatchObject({
      role: 'teacher',
      status: 'open',
      startingBalance: '2500.500000',
      currency: 'USDT',
      learners: 0,
      mode: `class:${c.id}`,
      resets: 0,
      scenario: null,
      left: false,
      scenarioSessionId: null,
    });
    expect(c.joinCode).toMatch(new RegExp(`^[${CODE_ALPHABET}]{8}$`));
    expect(c.joinCode).not.toMatch(/[01OI]/);
    expect(ok(await teacher.a.get('/api/classes')).teaching.map((x: { id: number }) => x.id)).toContain(c.id);

    // a guest (demo visitor) is told to sign up
    const guest = await env.t.api.post('/api/demo/guest').set('AppKey', APP_KEY).set('X-Forwarded-For', nextIp());
    const g = api(env.t, guest.headers.authorization as string);
    refused(await g.post('/api/classes', classBody()), 7271, 403);
    refused(await g.get('/api/classes'), 7271, 403);
    refused(await g.post('/api/classes/join', { code: c.joinCode }), 7271, 403);
  });
});

describe('joining', () => {
  it('refuses an unknown code, one’s own class, a second join and an ended class; grants the starting balance once', async () => {
    const teacher = await customer();
    const learner = await customer();
    const c = await createClass(teacher);
    refused(await join(learner, 'ZZZZZZZZ'), 7266, 404);
    refused(await join(teacher, c.joinCode), 7270, 400);
    const joined = ok(await join(learner, c.joinCode.toLowerCase()));
    expect(joined).toMatchObject({ id: c.id, role: 'learner', joinCode: null, learners: 1, left: false });
    refused(await join(learner, c.joinCode), 7269, 409);
    expect(balance(learner.userId, `class:${c.id}`)).toBe(1_000_000_000n);
    expect(ok(await learner.a.get('/api/classes')).learning.map((x: { id: number }) => x.id)).toEqual([c.id]);

    const short = await createClass(teacher, { endAt: env.t.clock.now() + 60_000 });
    env.t.clock.advance(60_000);
    refused(await join(learner, short.joinCode), 7267, 409);
  });
});

describe('a class on the live market', () => {
  it('two learners trade; the leaderboard ranks them by their analytics; the teacher sees class trades only; a reset and leaving', async () => {
    const teacher = await customer();
    const a = await customer();
    const b = await customer();
    const stranger = await customer();
    const c = await createClass(teacher);
    const mode = `class:${c.id}`;
    ok(await join(a, c.joinCode));
    ok(await join(b, c.joinCode));
    const before = {
      aReal: balance(a.userId, 'real'),
      aDemo: balance(a.userId, 'demo'),
      bReal: balance(b.userId, 'real'),
    };

    // a class that has not started refuses orders
    const later = await createClass(teacher, { startAt: env.t.clock.now() + DAY });
    ok(await join(a, later.joinCode));
    const contractBody = (side: 'long' | 'short', leverage: number) => ({
      product: 'contract',
      productId: eth.productId(),
      side,
      lots: '1',
      leverage,
    });
    const fastBody = { product: 'fast', productId: eth.productId(), direction: 'up', amount: '100', durationSec: 60 };
    refused(await a.a.post(`/api/classes/${later.id}/orders`, fastBody), 7268, 409);
    // a product or kind the class does not allow
    refused(await a.a.post(`/api/classes/${c.id}/orders`, { ...fastBody, productId: 999_999 }), 7246, 400);

    // A: a fast order up that wins; B: a contract long that loses, and a demo fast order of their own
    await eth.step(300_000);
    const fast = ok(await a.a.post(`/api/classes/${c.id}/orders`, fastBody));
    expect(fast.fastOrder).toMatchObject({ mode, status: 'open' });
    const pos = ok(await b.a.post(`/api/classes/${c.id}/orders`, contractBody('long', 10)));
    expect(pos.position).toMatchObject({ mode, status: 'holding' });
    ok(await b.a.post('/api/fast/order', { productId: eth.productId(), direction: 'down', amount: '10', durationSec: 60, mode: 'demo' }));
    await eth.step(301_000, 60_000);
    await eth.step(299_000, 1_000);
    await env.t.app.services.fastSettlement.settleDue();
    ok(await b.a.post(`/api/classes/${c.id}/positions/${pos.position.id}/close`));

    const stateA = ok(await a.a.get(`/api/classes/${c.id}/state`));
    expect(stateA.mode).toBe(mode);
    expect(stateA.fastOrders[0]).toMatchObject({ id: fast.fastOrder.id, status: 'settled', result: 'win' });

    // the leaderboard: from each learner's analytics report of the class wallet
    const board = ok(await teacher.a.get(`/api/classes/${c.id}/leaderboard`));
    expect(ok(await a.a.get(`/api/classes/${c.id}/leaderboard`))).toEqual(board);
    const reportOf = (userId: number) => env.t.app.services.analytics.report(userId, { mode: mode as `class:${number}`, currency: 'USDT' });
    // net P/L ÷ 1,000 USDT × 100, to two places, half away from zero: (units × 10,000 ± 500,000,000) ÷ 1,000,000,000 (truncating)
    const percent = (net: string) => {
      const units = unitsOf(net, 6) * 10_000n;
      return formatAmount((units + (units < 0n ? -500_000_000n : 500_000_000n)) / 1_000_000_000n, 2);
    };
    const ra = reportOf(a.userId).summary;
    const rb = reportOf(b.userId).summary;
    expect(Number(ra.netPnl)).toBeGreaterThan(0);
    expect(Number(rb.netPnl)).toBeLessThan(0);
    expect(board.rows).toEqual([
      expect.objectContaining({
        rank: 1,
        userId: a.userId,
        status: 'active',
        netPnl: ra.netPnl,
        returnPercent: percent(ra.netPnl),
        trades: 1,
      }),
      expect.objectContaining({
        rank: 2,
        userId: b.userId,
        status: 'active',
        netPnl: rb.netPnl,
        returnPercent: percent(rb.netPnl),
        trades: 1,
      }),
    ]);
    expect(board.rows[0].winRate).toBe(ra.winRate);
    expect(board.rows[0].name).toMatch(/\*\*\*/);
    // (nothing of A's is open: their equity is their available balance)
    expect(board.rows[0].equity).toBe(formatAmount(balance(a.userId, mode), 6));

    // the teacher sees B's class trades only: never their demo fast order
    const trades = ok(await teacher.a.get(`/api/classes/${c.id}/learners/${b.userId}/trades`));
    expect(trades.total).toBe(1);
    expect(trades.items.map((r: { mode: string; kind: string }) => [r.mode, r.kind])).toEqual([[mode, 'contract']]);
    notFound(await teacher.a.get(`/api/classes/${c.id}/learners/${stranger.userId}/trades`));

    // whose route is whose: 404 everywhere else
    notFound(await stranger.a.get(`/api/classes/${c.id}`));
    notFound(await stranger.a.get(`/api/classes/${c.id}/leaderboard`));
    notFound(await stranger.a.post(`/api/classes/${c.id}/orders`, fastBody));
    notFound(await a.a.get(`/api/classes/${c.id}/learners/${b.userId}/trades`));
    notFound(await a.a.post(`/api/classes/${c.id}/reset`));
    notFound(await a.a.post(`/api/classes/${c.id}/scenario`, { periodStart: 1, productId: eth.productId(), speed: 5 }));
    notFound(await a.a.post(`/api/classes/${c.id}/scenario/end`));
    notFound(await teacher.a.post(`/api/classes/${c.id}/orders`, fastBody));
    notFound(await teacher.a.get(`/api/classes/${c.id}/state`));
    notFound(await teacher.a.post(`/api/classes/${c.id}/leave`));

    // a reset: B's open position closes, every wallet is back at 1,000 USDT, the board starts again
    const open = ok(await b.a.post(`/api/classes/${c.id}/orders`, contractBody('short', 5)));
    await eth.step(299_500);
    const reset = ok(await teacher.a.post(`/api/classes/${c.id}/reset`));
    expect(reset).toEqual({ reset: 2, closed: 1 });
    for (const u of [a, b]) {
      expect(balance(u.userId, mode)).toBe(1_000_000_000n);
      expect(balance(u.userId, mode, 'frozen')).toBe(0n);
    }
    const stateB = ok(await b.a.get(`/api/classes/${c.id}/state`));
    expect(stateB.positions.find((p: { id: number }) => p.id === open.position.id)).toMatchObject({ status: 'closed' });
    const after = ok(await teacher.a.get(`/api/classes/${c.id}`));
    expect(after).toMatchObject({ resets: 1, lastResetAt: env.t.clock.now() });
    const board2 = ok(await teacher.a.get(`/api/classes/${c.id}/leaderboard`));
    expect(board2.since).toBe(env.t.clock.now());
    expect(board2.rows.map((r: { trades: number; returnPercent: string }) => [r.trades, r.returnPercent])).toEqual([
      [0, '0.00'],
      [0, '0.00'],
    ]);

    // leaving closes B's business; B can no longer trade; joining again keeps the wallet (no second grant)
    const held = ok(await b.a.post(`/api/classes/${c.id}/orders`, contractBody('long', 10)));
    await eth.step(299_600);
    expect(ok(await b.a.post(`/api/classes/${c.id}/leave`))).toMatchObject({ left: true, learners: 1 });
    const stateLeft = ok(await b.a.get(`/api/classes/${c.id}/state`));
    expect(stateLeft.positions.find((p: { id: number }) => p.id === held.position.id)).toMatchObject({ status: 'closed' });
    refused(await b.a.post(`/api/classes/${c.id}/orders`, fastBody), 7272, 409);
    refused(await b.a.post(`/api/classes/${c.id}/leave`), 7272, 409);
    expect(
      ok(await teacher.a.get(`/api/classes/${c.id}/leaderboard`)).rows.find((r: { userId: number }) => r.userId === b.userId),
    ).toMatchObject({
      status: 'left',
    });
    const wallet = balance(b.userId, mode);
    expect(wallet).toBeLessThan(1_000_000_000n);
    expect(ok(await join(b, c.joinCode))).toMatchObject({ left: false, learners: 2 });
    expect(balance(b.userId, mode)).toBe(wallet);

    // the real and demo wallets were never touched by the class (B's demo order is B's own)
    expect(balance(a.userId, 'real')).toBe(before.aReal);
    expect(balance(a.userId, 'demo')).toBe(before.aDemo);
    expect(balance(b.userId, 'real')).toBe(before.bReal);

    // the back office reads the class and its wallets
    const staff = api(env.t, env.staff);
    // as the back office's client asks: every request carries the app key (a strict query once refused it)
    const list = ok(await staff.get(`/api/admin/classes?pageSize=100&appKey=${APP_KEY}`));
    expect(list.items.find((x: { id: number }) => x.id === c.id)).toMatchObject({
      teacherId: teacher.userId,
      learners: 2,
      members: 2,
      resets: 1,
    });
    const detail = ok(await staff.get(`/api/admin/classes/${c.id}?appKey=${APP_KEY}`));
    expect(detail.members.map((m: { userId: number; available: string }) => m.userId)).toEqual([a.userId, b.userId]);
    expect(detail.members[0].available).toBe('1000.000000');
    notFound(await staff.get('/api/admin/classes/999999'));
  });

  it('the class-wallets check finds a class account of someone not in the class', () => {
    const ctx = env.t.app.ctx;
    const c = ctx.sqlite.prepare('SELECT MAX(id) AS id FROM "TradingClass"').get() as { id: number };
    ctx.sqlite
      .prepare(
        `INSERT INTO "LedgerAccount" (ownerKey, userId, currency, kind, mode, balance) VALUES ('user:999999', 999999, 'USDT', 'available', ?, 0)`,
      )
      .run(`class:${c.id}`);
    try {
      expect(reconcile(ctx.flow).map((d) => d.check)).toEqual(['class-wallets']);
    } finally {
      ctx.sqlite.prepare(`DELETE FROM "LedgerAccount" WHERE ownerKey = 'user:999999'`).run();
    }
  });
});

describe('a shared scenario', () => {
  // an app of its own whose first market period has run out (its seed revealed)
  let t: TestApp;
  const HOUR = 3_600_000;
  beforeAll(async () => {
    t = await createTestApp({ resetMarketPeriods: true });
    for (let elapsed = 0; elapsed < HOUR + 60_000; elapsed += 30_000) {
      t.clock.advance(30_000);
      t.app.market.tick();
    }
  }, 120_000);
  afterAll(() => t.close());

  it('gives each active learner a session (a late joiner on joining), hides the period until it ends, counts its trades', async () => {
    const person = async () => {
      const u = await registerAndLogin(t);
      return { ...u, a: api(t, u.token) };
    };
    const [teacher, a, b, late] = [await person(), await person(), await person(), await person()];
    const productId = (t.app.market.product('ETH/USDT') as { id: number }).id;
    const now = t.clock.now();
    const c = ok(
      await teacher.a.post('/api/classes', {
        name: 'Scenario',
        startAt: now,
        endAt: now + 7 * DAY,
        startingBalance: '500',
        productIds: [productId],
        kinds: ['fast', 'contract'],
      }),
    );
    for (const u of [a, b]) ok(await u.a.post('/api/classes/join', { code: c.joinCode }));
    const start = (body: object) => teacher.a.post(`/api/classes/${c.id}/scenario`, { productId, speed: 60, ...body });
    // the period still running, and one not there, are not revealed; a start more than a day ahead
    refused(await start({ periodStart: START_TIME + HOUR }), 7240, 400);
    refused(await start({ periodStart: 12345 }), 7240, 400);
    refused(await start({ periodStart: START_TIME, startsAt: t.clock.now() + DAY + 1 }), 7274, 400);
    refused(await teacher.a.post(`/api/classes/${c.id}/scenario/end`), 7275, 409);

    const started = ok(await start({ periodStart: START_TIME, lengthSec: 600 }));
    expect(started.scenario).toMatchObject({ status: 'running', speed: 60, productId, periodStart: null, endsAt: t.clock.now() + 10_000 });
    expect(started.scenarioSessionId).toBeNull();
    refused(await start({ periodStart: START_TIME }), 7273, 409);
    const sessionOf = async (u: { a: ReturnType<typeof api> }) => ok(await u.a.get(`/api/classes/${c.id}`)).scenarioSessionId as number;
    const [sa, sb] = [await sessionOf(a), await sessionOf(b)];
    expect(sa).toBeGreaterThan(0);
    expect(sb).toBeGreaterThan(0);
    expect(sa).not.toBe(sb);
    // made once: the same session on every read
    expect(await sessionOf(a)).toBe(sa);
    // a learner who joins after the start gets theirs on joining
    const joined = ok(await late.a.post('/api/classes/join', { code: c.joinCode }));
    expect(joined.scenarioSessionId).toBeGreaterThan(0);
    expect(joined.scenario.periodStart).toBeNull();

    // A trades in the scenario: counted on the leaderboard as a scenario trade
    // (two seconds on: two replayed minutes, past the period's first tick)
    t.clock.advance(2000);
    const order = await a.a.post(`/api/replay/sessions/${sa}/orders`, {
      product: 'fast',
      productId,
      direction: 'up',
      amount: '10',
      durationSec: 60,
    });
    expect(order.body.code, JSON.stringify(order.body)).toBe(0);
    const board = ok(await teacher.a.get(`/api/classes/${c.id}/leaderboard`));
    expect(board.rows.find((r: { userId: number }) => r.userId === a.userId).scenarioTrades).toBe(1);
    expect(board.rows.find((r: { userId: number }) => r.userId === b.userId).scenarioTrades).toBe(0);

    // ended early: its period is shown now, the learners have no session to trade
    const ended = ok(await teacher.a.post(`/api/classes/${c.id}/scenario/end`));
    expect(ended.scenario).toMatchObject({ status: 'ended', periodStart: START_TIME });
    expect(await sessionOf(a)).toBeNull();
    refused(await teacher.a.post(`/api/classes/${c.id}/scenario/end`), 7275, 409);
    // a new one may start now
    expect(ok(await start({ periodStart: START_TIME })).scenario.status).toBe('running');
    expectLedgerReconciles(t);
  });
});
