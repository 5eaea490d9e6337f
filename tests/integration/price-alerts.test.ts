// Price alerts (issue 37 point 3) on both stores: an alert fires exactly once, on the recorded
// tick that crosses it (that tick's time and price kept), never on a later one; one set before a
// restart fires after it on the tick recorded while the server was down; a cancelled one never
// fires; another user's alert is a 404; the checks refuse what would fire at once or is not a
// price. Ticks are recorded straight into the tick record, as the engine records them, then
// evaluated as the engine does after a frame. The back office reads a customer's alerts
// (users.read: support may, content may not; a guest is no customer there).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AlertView } from '../../shared/schemas/alerts.ts';
import { nextIp, registerAndLogin } from '../helpers/accounts.ts';
import { APP_KEY, createTestApp, type TestApp } from '../helpers/app.ts';
import { api } from '../helpers/funds.ts';
import { staffSession } from '../helpers/staff.ts';

const SYMBOL = 'ETH/USDT';
const env = {} as { t: TestApp };
beforeEach(async () => {
  env.t = await createTestApp();
});
afterEach(async () => {
  await env.t.close();
});

const productId = () => (env.t.app.market.product(SYMBOL) as { id: number }).id;
/** The market's price now, in ticks (2 decimals). */
const priceTicks = () => Math.round(Number(env.t.app.market.quote(SYMBOL)?.price) * 100);
/** Records a tick one second on, as the engine does before it publishes a frame; returns its time. */
function record(ticks: number, ms = 1000): number {
  env.t.clock.advance(ms);
  env.t.app.market.ticks.record([[productId(), env.t.clock.now(), ticks]]);
  return env.t.clock.now();
}
/** A recorded tick, then the evaluation that follows a frame. */
function step(ticks: number, ms = 1000): number {
  const time = record(ticks, ms);
  env.t.app.services.alertEvaluator.process();
  return time;
}
const price = (ticks: number) => (ticks / 100).toFixed(2);

function alertsOf(token: string) {
  const a = api(env.t, token);
  return {
    create: (body: object) => a.post('/api/alerts', { symbol: SYMBOL, ...body }),
    ok: async (body: object) => {
      const res = await a.post('/api/alerts', { symbol: SYMBOL, ...body });
      expect(res.body.code, JSON.stringify(res.body)).toBe(0);
      return res.body.data as AlertView;
    },
    list: async () => (await a.get('/api/alerts')).body.data as { active: AlertView[]; recent: AlertView[]; max: number },
    cancel: (id: number) => a.post(`/api/alerts/${id}/cancel`),
    messages: async () => (await a.get('/api/message')).body.data as { title: string; content: string }[],
    group: async (group: string) => (await a.get(`/api/message?group=${group}`)).body.data as { title: string; category: string }[],
    unread: async () => (await a.get('/api/message/unread')).body.data as Record<string, number>,
  };
}

/** Pushes on users' private channels, as the bus carries them to every instance. */
function pushes() {
  const seen: { user: number; data: { kind: string; alert?: AlertView } }[] = [];
  env.t.app.ctx.bus.subscribe<(typeof seen)[number]>('push', (e) => {
    seen.push(e.data);
  });
  return seen;
}

describe('an alert fires exactly once', () => {
  it('on the tick that crosses it, recording that tick; not on later ticks; a message and a push', async () => {
    const u = await registerAndLogin(env.t);
    const alerts = alertsOf(u.token);
    const p0 = priceTicks();
    const above = await alerts.ok({ kind: 'above', threshold: price(p0 + 500) });
    const below = await alerts.ok({ kind: 'below', threshold: price(p0 - 500) });
    expect(above).toMatchObject({ status: 'active', threshold: price(p0 + 500), armedAt: { price: price(p0) }, firedTick: null });
    const seen = pushes();
    step(p0 + 499);
    expect((await alerts.list()).active).toHaveLength(2);
    const crossing = step(p0 + 520);
    step(p0 + 600);
    step(p0 + 400);
    step(p0 + 700);
    const list = await alerts.list();
    expect(list.active.map((a) => a.id)).toEqual([below.id]);
    expect(list.recent).toEqual([
      expect.objectContaining({ id: above.id, status: 'fired', firedTick: { time: crossing, price: price(p0 + 520) } }),
    ]);
    const mine = seen.filter((s) => s.user === u.user.userId);
    // the alert's own push, and the notification centre's (its message, in the alerts group)
    expect(mine).toEqual([
      { user: u.user.userId, data: { kind: 'price-alert', alert: expect.objectContaining({ id: above.id, status: 'fired' }) } },
      { user: u.user.userId, data: { kind: 'notification', category: 'alerts' } },
    ]);
    const messages = (await alerts.messages()).filter((m) => m.title.includes(SYMBOL));
    expect(messages).toHaveLength(1);
    // the rule's threshold formatted for the reader, in English and in German
    const threshold = price(p0 + 500) as `${number}`;
    expect(messages[0]?.content).toContain(`≥ ${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(threshold)}`);
    const german = (await api(env.t, u.token).get('/api/message').set('Accept-Language', 'de-DE')).body.data as {
      title: string;
      content: string;
    }[];
    expect(german.find((m) => m.title.includes(SYMBOL))?.content).toContain(
      `≥ ${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(threshold)}`,
    );
    // in the notification centre's alerts group, unread, counted there
    expect(await alerts.group('alerts')).toEqual([expect.objectContaining({ title: messages[0]?.title, category: 'alerts', read: false })]);
    expect(await alerts.unread()).toMatchObject({ alerts: 1, orders: 0, funds: 0, security: 0 });
    // evaluating the same ticks again fires nothing more
    env.t.app.services.alertEvaluator.start(env.t.app.services.priceAlerts.keyOf);
    step(p0 - 600);
    expect((await alerts.list()).recent.map((a) => a.id).sort()).toEqual([above.id, below.id].sort());
    expect((await alerts.messages()).filter((m) => m.title.includes(SYMBOL))).toHaveLength(2);
    expect((await alerts.unread()).alerts).toBe(2);
  });

  it('a percent move within its window fires on the tick that is that far from the window low', async () => {
    const u = await registerAndLogin(env.t);
    const alerts = alertsOf(u.token);
    const p0 = priceTicks();
    const move = await alerts.ok({ kind: 'move', threshold: '3', window: '15m' });
    expect(move).toMatchObject({ threshold: '3', window: '15m' });
    step(p0);
    step(Math.floor(p0 * 1.02));
    const fired = step(Math.ceil(p0 * 1.031));
    step(Math.ceil(p0 * 1.05));
    expect((await alerts.list()).recent).toEqual([
      expect.objectContaining({ id: move.id, firedTick: { time: fired, price: price(Math.ceil(p0 * 1.031)) } }),
    ]);
  });
});

describe('across a restart', () => {
  it('alerts set before a restart fire after it: on the ticks the restart records for the downtime, and on live ones', async () => {
    const u = await registerAndLogin(env.t);
    const p0 = priceTicks();
    const alerts = alertsOf(u.token);
    // one tick either side of the price: the simulator's ticks of the downtime cross one or both
    const near = [
      await alerts.ok({ kind: 'above', threshold: price(p0 + 1) }),
      await alerts.ok({ kind: 'below', threshold: price(p0 - 1) }),
    ];
    const far = await alerts.ok({ kind: 'below', threshold: price(Math.round(p0 / 2)) });
    await env.t.app.close();
    env.t.clock.advance(10 * 60_000);
    await env.t.restart();
    // what the restart recorded for the downtime (real ticks of the market's path)
    const recorded = env.t.app.ctx.sqlite
      .prepare<[number, number], { time: number; ticks: number }>(
        `SELECT time, ticks FROM "Tick" WHERE productId = ? AND time > ? ORDER BY time`,
      )
      .all(productId(), near[0]?.armedAt.time as number)
      .map((r) => ({ time: Number(r.time), ticks: Number(r.ticks) }));
    expect(recorded.length).toBeGreaterThan(500);
    const after = await alertsOf(u.token).list();
    let fired = 0;
    for (const a of near) {
      const first = recorded.find((r) => (a.kind === 'above' ? r.ticks >= p0 + 1 : r.ticks <= p0 - 1));
      const now = [...after.active, ...after.recent].find((x) => x.id === a.id);
      if (first) fired++;
      expect(now).toMatchObject(
        first ? { status: 'fired', firedTick: { time: first.time, price: price(first.ticks) } } : { status: 'active' },
      );
    }
    expect(fired).toBeGreaterThan(0);
    expect(after.active.map((a) => a.id)).toContain(far.id);
    // the one the downtime did not reach fires on a live tick after the restart, once
    const crossing = step(Math.round(p0 / 2) - 1);
    step(Math.round(p0 / 2) - 100);
    await env.t.restart();
    const end = await alertsOf(u.token).list();
    expect(end.recent.find((a) => a.id === far.id)).toMatchObject({ status: 'fired', firedTick: { time: crossing } });
    expect((await alertsOf(u.token).messages()).filter((m) => m.title.includes(SYMBOL))).toHaveLength(fired + 1);
  });
});

describe('cancel and ownership', () => {
  it('a cancelled alert never fires; another user cannot cancel mine (404)', async () => {
    const u = await registerAndLogin(env.t);
    const other = await registerAndLogin(env.t);
    const p0 = priceTicks();
    const a = await alertsOf(u.token).ok({ kind: 'above', threshold: price(p0 + 100) });
    const res = await alertsOf(other.token).cancel(a.id);
    expect(res.status).toBe(404);
    expect((await alertsOf(u.token).list()).active.map((x) => x.id)).toEqual([a.id]);
    const cancelled = await alertsOf(u.token).cancel(a.id);
    expect(cancelled.body.data).toMatchObject({ id: a.id, status: 'cancelled' });
    step(p0 + 500);
    expect((await alertsOf(u.token).list()).recent).toEqual([expect.objectContaining({ id: a.id, status: 'cancelled', firedTick: null })]);
    expect((await alertsOf(u.token).cancel(999_999)).status).toBe(404);
  });
});

describe('checks', () => {
  it('refuses an unknown symbol, a price ≤ 0, a level already crossed, a bad percent, and more than the cap', async () => {
    const u = await registerAndLogin(env.t);
    const alerts = alertsOf(u.token);
    const p0 = priceTicks();
    const code = async (body: object) => {
      const res = await alerts.create(body);
      return { status: res.status, msg: res.body.msg as string, code: res.body.code as number };
    };
    expect(await code({ symbol: 'NOPE/USDT', kind: 'above', threshold: '1' })).toMatchObject({ status: 400, code: 3003 });
    expect(await code({ kind: 'above', threshold: '0' })).toMatchObject({ code: 6903 });
    expect(await code({ kind: 'below', threshold: '-5' })).toMatchObject({ code: 6903 });
    expect(await code({ kind: 'above', threshold: '1.001' })).toMatchObject({ code: 6903, msg: expect.stringContaining('2') });
    const crossed = await code({ kind: 'above', threshold: price(p0 - 1) });
    expect(crossed).toMatchObject({ status: 400, code: 6905, msg: expect.stringContaining(price(p0)) });
    expect(await code({ kind: 'below', threshold: price(p0) })).toMatchObject({ code: 6905 });
    expect(await code({ kind: 'move', threshold: '3' })).toMatchObject({ code: 6901 });
    expect(await code({ kind: 'move', threshold: '0.05', window: '1h' })).toMatchObject({ code: 6904 });
    expect(await code({ kind: 'sideways', threshold: '3' })).toMatchObject({ code: 6900 });
    const de = await api(env.t, u.token).get('/api/alerts');
    expect(de.body.data.max).toBe(50);
    for (let i = 0; i < 50; i++) await alerts.ok({ kind: 'above', threshold: price(p0 + 100 + i) });
    const over = await alerts.create({ kind: 'above', threshold: price(p0 + 1000) }).set('Accept-Language', 'de-DE');
    expect(over.body).toMatchObject({ code: 6907, msg: expect.stringContaining('höchstens 50') });
  });

  it('works the same for a demo visitor', async () => {
    const guest = await env.t.api.post('/api/demo/guest').set('AppKey', APP_KEY).set('X-Forwarded-For', nextIp());
    const token = guest.headers.authorization as string | undefined;
    expect(token, JSON.stringify(guest.body)).toBeTruthy();
    const p0 = priceTicks();
    const a = await alertsOf(token as string).ok({ kind: 'above', threshold: price(p0 + 10) });
    const t = step(p0 + 10);
    expect((await alertsOf(token as string).list()).recent).toEqual([
      expect.objectContaining({ id: a.id, firedTick: { time: t, price: price(p0 + 10) } }),
    ]);
  });
});

describe('back office', () => {
  it("a customer's alerts on their page: active, fired with the crossing tick, cancelled, counts; users.read only", async () => {
    const u = await registerAndLogin(env.t);
    const alerts = alertsOf(u.token);
    const p0 = priceTicks();
    const fires = await alerts.ok({ kind: 'above', threshold: price(p0 + 100) });
    const stays = await alerts.ok({ kind: 'below', threshold: price(p0 - 100) });
    const cancelled = await alerts.ok({ kind: 'move', threshold: '5', window: '1h' });
    await alerts.cancel(cancelled.id);
    const crossing = step(p0 + 150);
    const support = await staffSession(env.t, 'support');
    const res = await api(env.t, support).get(`/api/admin/users/${u.userId}/alerts`);
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect(res.body.data).toEqual({
      active: [expect.objectContaining({ id: stays.id, status: 'active', threshold: price(p0 - 100) })],
      recent: [
        expect.objectContaining({ id: fires.id, status: 'fired', firedTick: { time: crossing, price: price(p0 + 150) } }),
        expect.objectContaining({ id: cancelled.id, status: 'cancelled', firedTick: null }),
      ],
      counts: { active: 1, fired: 1, cancelled: 1 },
    });
    // the content role has no users.read; a customer's own session is no staff session
    expect((await api(env.t, await staffSession(env.t, 'content')).get(`/api/admin/users/${u.userId}/alerts`)).status).toBe(403);
    expect((await api(env.t, u.token).get(`/api/admin/users/${u.userId}/alerts`)).status).toBe(403);
    // a guest and an unknown id are no customers of the back office
    const guest = await env.t.api.post('/api/demo/guest').set('AppKey', APP_KEY).set('X-Forwarded-For', nextIp());
    expect((await api(env.t, support).get(`/api/admin/users/${guest.body.data.userId}/alerts`)).status).toBe(404);
    expect((await api(env.t, support).get('/api/admin/users/999999/alerts')).status).toBe(404);
  });
});
