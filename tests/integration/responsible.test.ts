// Responsible trading through the app (issue 33 point 10, decision 077): the appropriateness
// check before the first real fast trade and real contracts above 10× (demo never asks), the
// daily loss and deposit limits on the injected clock, self-exclusion (trades and deposits
// refused, withdrawals and closes not), and staff who see the settings and cannot lift them.
import { describe, expect, it } from 'vitest';
import { QUIZ } from '../../shared/responsible.ts';
import { login } from '../helpers/accounts.ts';
import { withoutAppropriateness } from '../helpers/app.ts';
import { contractApi, contractMarket } from '../helpers/contract.ts';
import { api, fundedUser, fundsTestApp, offlineDeposit, readyToWithdraw, withdrawUsdt } from '../helpers/funds.ts';
import { pngImage } from '../helpers/files.ts';

const env = fundsTestApp();
const market = contractMarket(env);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Api = ReturnType<typeof api>;
const RIGHT = Object.fromEntries(QUIZ.map((q) => [q.id, q.answer]));

const fastOrder = (a: Api, body: object = {}) =>
  a.post('/api/fast/order', { productId: market.productId(), direction: 'up', amount: '100', durationSec: 60, mode: 'real', ...body });
const deposit = async (a: Api, amount: string) => {
  const proof = (await a.upload(pngImage())).body.data.id;
  return a.post('/api/recharge', offlineDeposit(proof, amount));
};
const setLimit = (a: Api, kind: 'loss' | 'deposit', amount: string | null) => a.post('/api/responsible/limits', { kind, amount });
const view = async (a: Api) => (await a.get('/api/responsible')).body.data;

/** A funded user who has not taken the check (the tests' assumed pass removed). */
async function newcomer() {
  const u = await fundedUser(env.t, env.staff, '1000');
  withoutAppropriateness(env.t, u.userId);
  return u;
}

/** Moves the clock to `ms` after the next 00:00 UTC. */
function toNextUtcDay(ms = HOUR) {
  const now = env.t.clock.now();
  env.t.clock.set(Math.floor(now / DAY) * DAY + DAY + ms);
}

describe('appropriateness check', () => {
  it('refuses the first real fast trade until passed; demo is never asked; wrong answers are named', async () => {
    const u = await newcomer();
    market.tick(300_000);
    const refused = await fastOrder(u.a).set('Accept-Language', 'de-DE');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 5101 });
    expect(refused.body.msg).toContain('Angemessenheitsprüfung');
    expect((await fastOrder(u.a, { mode: 'demo' })).body.code).toBe(0);

    const wrong = await u.a.post('/api/responsible/appropriateness', {
      acceptedRiskWarning: true,
      answers: { ...RIGHT, leverage: 'a', fastStake: 'c' },
    });
    expect(wrong.body.data).toEqual({ passed: false, wrong: ['leverage', 'fastStake'], passedAt: null });
    expect((await fastOrder(u.a)).body.code).toBe(5101);
    // the risk warning must be accepted
    expect((await u.a.post('/api/responsible/appropriateness', { acceptedRiskWarning: false, answers: RIGHT })).status).toBe(400);

    const passed = await u.a.post('/api/responsible/appropriateness', { acceptedRiskWarning: true, answers: RIGHT });
    expect(passed.body.data).toMatchObject({ passed: true, wrong: [], passedAt: new Date(env.t.clock.now()).toISOString() });
    expect((await fastOrder(u.a)).body.code).toBe(0);
    // recorded: who, when, the answers, the version; the failed attempt too
    const rows = env.t.app.ctx.sqlite.prepare('SELECT * FROM "AppropriatenessCheck" WHERE userId = ? ORDER BY id').all(u.userId);
    expect(rows).toMatchObject([
      { passed: 0, version: 1 },
      { passed: 1, version: 1, answers: JSON.stringify(RIGHT), createdAt: env.t.clock.now() },
    ]);
  });

  it('allows a real contract at 10× and refuses 20× until passed (20× in demo is not asked)', async () => {
    const u = await newcomer();
    const c = contractApi(env.t, u.token, market.productId);
    market.tick(300_000);
    expect((await c.order({ leverage: 10, lots: '0.1' })).body.code).toBe(0);
    const refused = await c.order({ leverage: 20, lots: '0.1' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(5101);
    expect((await c.order({ leverage: 20, lots: '0.1', mode: 'demo' })).body.code).toBe(0);
    await u.a.post('/api/responsible/appropriateness', { acceptedRiskWarning: true, answers: RIGHT });
    expect((await c.order({ leverage: 20, lots: '0.1' })).body.code).toBe(0);
  });
});

describe('daily limits', () => {
  it('refuses a deposit request over the daily deposit limit until 00:00 UTC; a raise waits 24 hours', async () => {
    const u = await fundedUser(env.t, env.staff, '1000');
    toNextUtcDay();
    const set = await setLimit(u.a, 'deposit', '100');
    expect(set.body.data.depositLimit).toEqual({ value: '100.000000', pending: null });
    expect((await deposit(u.a, '60')).body.code).toBe(0);
    const over = await deposit(u.a, '50');
    expect(over.status).toBe(403);
    expect(over.body.code).toBe(5104);
    expect(over.body.msg).toContain('40.000000');
    expect((await deposit(u.a, '40')).body.code).toBe(0);

    // raising: the old limit holds for 24 hours
    env.t.clock.advance(HOUR);
    const raised = (await setLimit(u.a, 'deposit', '1000')).body.data;
    expect(raised.depositLimit).toEqual({
      value: '100.000000',
      pending: { value: '1000.000000', at: new Date(env.t.clock.now() + DAY).toISOString() },
    });
    toNextUtcDay(); // a new day: the day's deposits start again from 0 under the 100 limit
    expect((await view(u.a)).today.deposits).toBe('0.000000');
    expect((await deposit(u.a, '150')).body.code).toBe(5104);
    env.t.clock.advance(DAY);
    expect((await view(u.a)).depositLimit).toEqual({ value: '1000.000000', pending: null });
    expect((await deposit(u.a, '150')).body.code).toBe(0);
    // lowering is at once
    expect((await setLimit(u.a, 'deposit', '10')).body.data.depositLimit).toEqual({ value: '10.000000', pending: null });
    expect((await deposit(u.a, '20')).body.code).toBe(5104);
  });

  it("refuses new real trades once the UTC day's realized loss reaches the limit, until 00:00 UTC", async () => {
    const u = await fundedUser(env.t, env.staff, '1000');
    toNextUtcDay();
    await setLimit(u.a, 'loss', '50');
    const c = contractApi(env.t, u.token, market.productId);
    // a lost fast stake of 100
    market.tick(300_000);
    expect((await fastOrder(u.a)).body.code).toBe(0);
    market.tick(299_000, 60_000);
    market.tick(299_100, 500);
    await env.t.app.services.fastSettlement.settleDue();
    expect((await view(u.a)).today.loss).toBe('100.000000');
    const refused = await fastOrder(u.a);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(5103);
    expect(refused.body.msg).toContain('50.000000');
    expect((await c.order({ lots: '0.1' })).body.code).toBe(5103);
    // demo money is not limited
    expect((await fastOrder(u.a, { mode: 'demo' })).body.code).toBe(0);
    toNextUtcDay();
    market.tick(300_000);
    expect((await view(u.a)).today.loss).toBe('0.000000');
    expect((await fastOrder(u.a)).body.code).toBe(0);
  });

  it('refuses a malformed limit with a localized 400', async () => {
    const u = await fundedUser(env.t, env.staff, '10');
    const bad = await setLimit(u.a, 'loss', '12.345').set('Accept-Language', 'zh-CN');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(4004);
  });
});

describe('self-exclusion', () => {
  it('refuses new real trades and deposits, not withdrawals or closes, until it ends; it cannot be shortened', async () => {
    const u = await readyToWithdraw(env.t, env.staff, '1000');
    const c = contractApi(env.t, u.token, market.productId);
    market.tick(300_000);
    const position = await c.open({ lots: '0.1' });
    const started = (await u.a.post('/api/responsible/exclusion', { period: '7d' })).body.data;
    const until = env.t.clock.now() + 7 * DAY;
    expect(started.exclusionUntil).toBe(new Date(until).toISOString());
    // a shorter period does not shorten it
    expect((await u.a.post('/api/responsible/exclusion', { period: '1d' })).body.data.exclusionUntil).toBe(started.exclusionUntil);

    const refused = await fastOrder(u.a).set('Accept-Language', 'en-US');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 5102 });
    expect(refused.body.msg).toContain(new Date(until).toISOString().slice(0, 16).replace('T', ' '));
    expect((await c.order({ lots: '0.1' })).body.code).toBe(5102);
    expect((await deposit(u.a, '10')).body.code).toBe(5102);
    // withdrawals and closing an open position stay open
    await withdrawUsdt(u, '20');
    market.tick(300_010);
    expect((await c.close(position.id)).body.code).toBe(0);

    env.t.clock.set(until);
    market.tick(300_000, 0);
    // (the session of a week ago has expired)
    const again = api(env.t, (await login(env.t, u.account)).token);
    expect((await view(again)).exclusionUntil).toBeNull();
    expect((await fastOrder(again)).body.code).toBe(0);
    expect((await deposit(again, '10')).body.code).toBe(0);
  });
});

describe('staff', () => {
  it('see the settings and have no route that lifts an exclusion', async () => {
    const u = await fundedUser(env.t, env.staff, '10');
    await setLimit(u.a, 'loss', '100');
    await setLimit(u.a, 'loss', '500');
    await u.a.post('/api/responsible/exclusion', { period: '30d' });
    const staff = api(env.t, env.staff);
    const seen = await staff.get(`/api/admin/users/${u.userId}/responsible`);
    expect(seen.body.data).toMatchObject({
      lossLimit: { value: '100.000000', pending: { value: '500.000000' } },
      exclusionUntil: new Date(env.t.clock.now() + 30 * DAY).toISOString(),
      appropriatenessVersion: 1,
    });
    // nothing writes it: no other method on the path, no back-office route of its own
    for (const res of [
      await staff.del(`/api/admin/users/${u.userId}/responsible`),
      await staff.put(`/api/admin/users/${u.userId}/responsible`, { exclusionUntil: null }),
      await staff.post(`/api/admin/users/${u.userId}/responsible`, { exclusionUntil: null }),
      await staff.post(`/api/admin/users/${u.userId}/responsible/exclusion`, { lift: true }),
    ]) {
      expect(res.status).toBe(404);
    }
    const doc = (await env.t.api.get('/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    const staffPaths = Object.entries(doc.paths).filter(([p]) => p.startsWith('/api/admin') && /responsib|exclu/i.test(p));
    expect(staffPaths.map(([p, methods]) => [p, Object.keys(methods)])).toEqual([['/api/admin/users/{id}/responsible', ['get']]]);
    // (a customer's session is not a staff session)
    expect((await u.a.get(`/api/admin/users/${u.userId}/responsible`)).status).toBe(403);
  });
});
