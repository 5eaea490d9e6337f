// The back office's API keys (issue 39): every customer's keys listed (paged, by customer and
// status, each with its owner and never the secret) for users.read; revoked by users.write
// with note 'staff' and an audit row; a customer or a role without the permission refused; a
// key revoked by staff signs nothing from then on.
import { describe, expect, it } from 'vitest';
import { registerAndLogin, uniqueEmail } from '../../helpers/accounts.ts';
import { createKey, signed } from '../../helpers/binance.ts';
import { api, fundsTestApp } from '../../helpers/funds.ts';
import { staffSession } from '../../helpers/staff.ts';

const env = fundsTestApp();

/** A customer (by e-mail) with a demo key signing and a second one revoked by themselves. */
async function customerWithKeys(name: string) {
  const email = uniqueEmail(name);
  const u = await registerAndLogin(env.t, { type: 'email', email });
  const a = api(env.t, u.token);
  const active = await createKey(a, { label: `${name} bot` });
  const revoked = await createKey(a, { label: `${name} old` });
  expect((await a.post(`/api/user/api-keys/${revoked.id}/revoke`)).body.code).toBe(0);
  return { ...u, email, a, active, revoked };
}

type Row = { id: number; userId: number; account: string | null; status: string; revokeNote: string | null; label: string };
const list = async (query: string, token = env.staff) => {
  const res = await api(env.t, token).get(`/api/admin/api-keys${query}`);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data as { items: Row[]; total: number; page: number; pageSize: number };
};
const ids = (rows: Row[]) => rows.map((r) => r.id);

describe('the back office lists the keys', () => {
  it('newest first with the owner, never the secret; by userId, customer search and status; paged', async () => {
    const ann = await customerWithKeys('ann');
    const bob = await customerWithKeys('bob');
    const annKeys = await list(`?userId=${ann.userId}`);
    expect(annKeys.total).toBe(2);
    expect(ids(annKeys.items)).toEqual([ann.revoked.id, ann.active.id]);
    expect(annKeys.items[1]).toMatchObject({
      userId: ann.userId,
      account: ann.email,
      label: 'ann bot',
      apiKey: ann.active.apiKey,
      mode: 'demo',
      permissions: ['read', 'spot'],
      status: 'active',
      revokeNote: null,
    });
    expect(annKeys.items[0]).toMatchObject({ status: 'revoked', revokeNote: 'user' });
    for (const row of annKeys.items) expect(row).not.toHaveProperty('secret');
    expect(JSON.stringify(annKeys)).not.toContain(ann.active.secret);
    // the status filter
    expect(ids((await list(`?userId=${ann.userId}&status=active`)).items)).toEqual([ann.active.id]);
    expect(ids((await list(`?userId=${ann.userId}&status=revoked`)).items)).toEqual([ann.revoked.id]);
    // the customer search: part of the e-mail (any case), or the id
    expect(ids((await list(`?user=${encodeURIComponent(bob.email.slice(0, 10).toUpperCase())}`)).items)).toEqual([
      bob.revoked.id,
      bob.active.id,
    ]);
    expect(ids((await list(`?user=${bob.userId}&status=active`)).items)).toEqual([bob.active.id]);
    // everyone's, newest first, one page at a time
    const all = await list('?pageSize=2');
    expect(ids(all.items)).toEqual([bob.revoked.id, bob.active.id]);
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all).toMatchObject({ page: 1, pageSize: 2 });
    expect(ids((await list('?pageSize=2&page=2')).items)).toEqual([ann.revoked.id, ann.active.id]);
    // nobody's
    expect(await list('?userId=999999')).toMatchObject({ items: [], total: 0 });
  });

  it('refuses a customer, a role without users.read and a malformed filter', async () => {
    const u = await registerAndLogin(env.t);
    expect((await api(env.t, u.token).get('/api/admin/api-keys')).status).toBe(403);
    expect((await env.t.api.get('/api/admin/api-keys').set('AppKey', 'test-app-key')).status).toBe(401);
    const content = await staffSession(env.t, 'content');
    expect((await api(env.t, content).get('/api/admin/api-keys')).status).toBe(403);
    // support reads customers: the list too
    const support = await staffSession(env.t, 'support');
    expect((await api(env.t, support).get('/api/admin/api-keys')).body.code).toBe(0);
    for (const q of ['status=gone', 'userId=0', 'userId=abc', 'user=%25', 'pageSize=500', 'secret=1']) {
      const res = await api(env.t, env.staff).get(`/api/admin/api-keys?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.msg.length, q).toBeGreaterThan(0);
    }
  });
});

describe('staff revoke a key', () => {
  it("with note 'staff' and an audit row; the key signs nothing from then on; again: as it was, not recorded twice", async () => {
    const u = await registerAndLogin(env.t);
    const key = await createKey(api(env.t, u.token), { label: 'grid' });
    const other = await createKey(api(env.t, u.token), { label: 'other' });
    expect((await signed(env.t, key, 'GET', '/account')).status).toBe(200);
    const compliance = await staffSession(env.t, 'compliance');
    const res = await api(env.t, compliance).post(`/api/admin/api-keys/${key.id}/revoke`);
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect(res.body.data).toMatchObject({ id: key.id, status: 'revoked', revokeNote: 'staff', revokedAt: env.t.clock.now() });
    // refused as Binance refuses an unknown key; the customer's other key still signs
    const refused = await signed(env.t, key, 'GET', '/account');
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe(-2015);
    expect((await signed(env.t, other, 'GET', '/account')).status).toBe(200);
    // the customer sees why
    const mine = (await api(env.t, u.token).get('/api/user/api-keys')).body.data as Row[];
    expect(mine.find((k) => k.id === key.id)).toMatchObject({ status: 'revoked', revokeNote: 'staff' });
    const audit = async () =>
      (await api(env.t, env.staff).get(`/api/admin/audit?action=api-key.revoke&targetType=api-key&targetId=${key.id}`)).body.data.items;
    expect(await audit()).toEqual([
      expect.objectContaining({
        action: 'api-key.revoke',
        targetType: 'api-key',
        targetId: String(key.id),
        before: JSON.stringify({ status: 'active', userId: u.userId }),
        after: JSON.stringify({ revokeNote: 'staff', status: 'revoked', userId: u.userId }),
      }),
    ]);
    const again = await api(env.t, compliance).post(`/api/admin/api-keys/${key.id}/revoke`);
    expect(again.body.data).toMatchObject({ status: 'revoked', revokeNote: 'staff' });
    expect(await audit()).toHaveLength(1);
  });

  it('is refused to a customer (even the owner) and to a role without users.write; an unknown key is 404', async () => {
    const u = await registerAndLogin(env.t);
    const key = await createKey(api(env.t, u.token));
    expect((await api(env.t, u.token).post(`/api/admin/api-keys/${key.id}/revoke`)).status).toBe(403);
    const support = await staffSession(env.t, 'support');
    expect((await api(env.t, support).post(`/api/admin/api-keys/${key.id}/revoke`)).status).toBe(403);
    const finance = await staffSession(env.t, 'finance');
    expect((await api(env.t, finance).post(`/api/admin/api-keys/${key.id}/revoke`)).status).toBe(403);
    expect((await api(env.t, env.staff).post('/api/admin/api-keys/999999/revoke')).body.code).toBe(404);
    // nothing changed: the key still signs
    expect((await signed(env.t, key, 'GET', '/account')).status).toBe(200);
    expect((await list(`?userId=${u.userId}`)).items[0]).toMatchObject({ status: 'active', revokeNote: null });
  });
});
