// The notification centre (issue 37.1): unread counts per group and in all, read marks of one
// message and of all (of a group), broadcasts counted for everyone and read per user, nobody
// marking another's message, the groups of the platform's messages (a fast order settled with
// real money; a demo one sends none), and the live push on the private channel after commit.
// Runs on both stores (TEST_STORE=postgres).
import { describe, expect, it } from 'vitest';
import { GUEST_RENEWAL_GRACE_MS, GUEST_TTL_SECONDS } from '../../server/modules/fast/guest-sessions.ts';
import { nextIp, registerAndLogin } from '../helpers/accounts.ts';
import { APP_KEY } from '../helpers/app.ts';
import { pngImage } from '../helpers/files.ts';
import { api, fundedUser, fundsTestApp, offlineDeposit } from '../helpers/funds.ts';
import { connectWs } from '../helpers/ws.ts';

const env = fundsTestApp();

type Counts = Record<'total' | 'orders' | 'funds' | 'security' | 'announcements' | 'alerts', number>;
interface Listed {
  id: number;
  title: string;
  broadcast: boolean;
  category: string;
  read: boolean;
}

async function unread(token: string): Promise<Counts> {
  const res = await api(env.t, token).get('/api/message/unread');
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data;
}

async function list(token: string, group?: string): Promise<Listed[]> {
  const res = await api(env.t, token).get(`/api/message${group ? `?group=${group}` : ''}`);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data;
}

async function broadcast(title: string): Promise<number> {
  const res = await api(env.t, env.staff).post('/api/admin/messages', { userId: null, title, content: `${title} body` });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data.id;
}

describe('unread counts', () => {
  it('count per group, clear by one and by all, broadcasts per reader, never another user’s', async () => {
    // (every message the seed or earlier tests left is read first: the counts below start at 0)
    const u = await fundedUser(env.t, env.staff, '500');
    const other = await registerAndLogin(env.t);
    for (const token of [u.token, other.token]) expect((await api(env.t, token).post('/api/message/read-all')).body.data.total).toBe(0);

    // a deposit approved: funds; a staff broadcast: announcements, for both users
    const deposit = await fundedUserDeposit(u.token, '20');
    const news = await broadcast('Maintenance on Sunday');
    expect(await unread(u.token)).toEqual({ total: 2, orders: 0, funds: 1, security: 0, announcements: 1, alerts: 0 });
    expect(await unread(other.token)).toMatchObject({ total: 1, announcements: 1, funds: 0 });

    // the list: every group, or one; unread until read
    const funds = await list(u.token, 'funds');
    expect(funds).toHaveLength(2); // (the funding deposit's, read above, and the new one)
    expect(funds.every((m) => m.category === 'funds' && !m.broadcast)).toBe(true);
    const fresh = funds.find((m) => !m.read) as Listed;
    expect(fresh.title).toBe('Deposit approved');
    expect(deposit).toBeGreaterThan(0);
    expect((await list(u.token, 'announcements')).find((m) => m.id === news)).toMatchObject({ broadcast: true, read: false });
    expect((await api(env.t, u.token).get('/api/message?group=nope')).status).toBe(400);

    // another user's message cannot be marked (nor seen): 404, their counts unchanged
    expect((await api(env.t, other.token).post(`/api/message/read/${fresh.id}`)).body.code).toBe(404);
    expect((await api(env.t, other.token).post('/api/message/read/999999999')).body.code).toBe(404);
    expect((await unread(u.token)).funds).toBe(1);

    // marking the broadcast read is the reader's own: the other user still has it unread
    const afterOne = await api(env.t, u.token).post(`/api/message/read/${news}`);
    expect(afterOne.body.data).toMatchObject({ total: 1, announcements: 0, funds: 1 });
    expect((await api(env.t, u.token).post(`/api/message/read/${news}`)).body.data.total).toBe(1); // twice: no change
    expect((await list(u.token)).find((m) => m.id === news)?.read).toBe(true);
    expect((await list(other.token)).find((m) => m.id === news)?.read).toBe(false);
    expect(await unread(other.token)).toMatchObject({ total: 1, announcements: 1 });

    // mark all of one group, then all
    const second = await broadcast('New listing');
    expect((await api(env.t, u.token).post('/api/message/read-all', { group: 'funds' })).body.data).toMatchObject({
      total: 1,
      funds: 0,
      announcements: 1,
    });
    expect((await api(env.t, u.token).post('/api/message/read-all', { group: 'bad' })).status).toBe(400);
    expect((await api(env.t, u.token).post('/api/message/read-all')).body.data.total).toBe(0);
    expect((await list(u.token)).every((m) => m.read)).toBe(true);
    // the other user's counts are theirs: both broadcasts unread still
    expect(await unread(other.token)).toMatchObject({ total: 2, announcements: 2 });
    expect((await list(other.token)).find((m) => m.id === second)?.read).toBe(false);

    // a visitor has no counts, and reads no marks
    expect((await env.t.api.get('/api/message/unread').set('AppKey', APP_KEY)).body.code).toBe(-99);
  });

  it('a fast order settled with real money is an orders message; a demo one sends none', async () => {
    const u = await fundedUser(env.t, env.staff, '1000');
    expect((await api(env.t, u.token).post('/api/message/read-all')).body.code).toBe(0);
    const eth = env.t.app.market.product('ETH/USDT') as { id: number };
    const tick = (ms: number, ticks: number) => {
      env.t.clock.advance(ms);
      env.t.app.market.ticks.record([[eth.id, env.t.clock.now(), ticks]]);
    };
    tick(1000, 300_000);
    for (const mode of ['real', 'demo'] as const) {
      const placed = await api(env.t, u.token).post('/api/fast/order', {
        productId: eth.id,
        direction: 'up',
        amount: '100',
        durationSec: 60,
        mode,
      });
      expect(placed.body.code, JSON.stringify(placed.body)).toBe(0);
    }
    tick(60_000, 300_100);
    tick(500, 300_200);
    await env.t.app.services.fastSettlement.settleDue();
    expect(await unread(u.token)).toMatchObject({ total: 1, orders: 1 });
    const [won] = await list(u.token, 'orders');
    expect(won).toMatchObject({ title: 'Fast order won', read: false, broadcast: false });
    const detail = await api(env.t, u.token).get(`/api/message/detail/${won?.id}`).set('Accept-Language', 'de-DE');
    expect(detail.body.data.title).toBe('Schnellauftrag gewonnen');
    expect(detail.body.data.content).toContain('182');
  });
});

describe('guests', () => {
  it('a removed guest takes its messages along: they never turn into broadcasts', async () => {
    const res = await env.t.api.post('/api/demo/guest').set('AppKey', APP_KEY).set('X-Forwarded-For', nextIp());
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const guest = res.body.data.userId as number;
    // (a price alert's message is what a guest can receive)
    env.t.app.services.messages.send(guest, 'priceAlertTriggered', { symbol: 'ETH/USDT', price: '3000.00', time: '12:00', rule: '≥ 3000' });
    const db = env.t.app.ctx.sqlite;
    const broadcasts = () => (db.prepare('SELECT COUNT(*) AS n FROM "Message" WHERE userId IS NULL').get() as { n: number }).n;
    const before = broadcasts();
    expect((db.prepare('SELECT COUNT(*) AS n FROM "Message" WHERE userId = ?').get(guest) as { n: number }).n).toBe(1);
    env.t.clock.advance(GUEST_TTL_SECONDS * 1000 + GUEST_RENEWAL_GRACE_MS);
    await env.t.app.jobs.runDue();
    expect((db.prepare('SELECT COUNT(*) AS n FROM "User" WHERE id = ?').get(guest) as { n: number }).n).toBe(0);
    expect(broadcasts()).toBe(before);
  });
});

describe('live', () => {
  it('the owner hears of a stored message after its commit; a broadcast reaches every connected user', async () => {
    const u = await fundedUser(env.t, env.staff, '100');
    const ws = await connectWs(env.t, `/ws?userId=${u.userId}&token=${encodeURIComponent(u.token)}`);
    await ws.waitFor((m) => m.type === 'welcome');
    await fundedUserDeposit(u.token, '10');
    const pushed = await ws.waitFor((m) => m.channel === 'user' && (m.data as { kind?: string }).kind === 'notification');
    expect(pushed.data).toEqual({ kind: 'notification', category: 'funds' });
    const from = ws.messages.length;
    await broadcast('Everyone');
    const everyone = await ws.waitFor((m) => m.channel === 'user' && (m.data as { kind?: string }).kind === 'notification', from);
    expect(everyone.data).toEqual({ kind: 'notification', category: 'announcements' });
    // reading on another screen: the counts follow
    const at = ws.messages.length;
    await api(env.t, u.token).post('/api/message/read-all');
    const read = await ws.waitFor((m) => m.channel === 'user' && (m.data as { kind?: string }).kind === 'notification-read', at);
    expect((read.data as { unread: Counts }).unread.total).toBe(0);
    ws.ws.terminate();
  });
});

/** A deposit of the user's approved by staff; returns its id. */
async function fundedUserDeposit(token: string, amount: string): Promise<number> {
  const a = api(env.t, token);
  const proof = (await a.upload(pngImage())).body.data.id;
  const dep = await a.post('/api/recharge', offlineDeposit(proof, amount));
  expect(dep.body.code, JSON.stringify(dep.body)).toBe(0);
  expect((await api(env.t, env.staff).post(`/api/admin/deposits/${dep.body.data.id}/approve`)).body.code).toBe(0);
  return dep.body.data.id;
}
