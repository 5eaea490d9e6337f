// Sessions in a cluster (issue 35, decision 081): a session ended on one instance is refused
// by every instance, and its private sockets close wherever they are; the websocket of a
// gateway hears private events caused on the engine and on the other gateway.
import { describe, expect, it } from 'vitest';
import { login, registerAndLogin } from '../../helpers/accounts.ts';
import { APP_KEY, type TestApp } from '../../helpers/app.ts';
import { clusterForFile } from '../../helpers/cluster.ts';
import { connectWs } from '../../helpers/ws.ts';

const env = clusterForFile(2);

const me = (t: TestApp, token: string) => t.api.get('/api/user/info').set('AppKey', APP_KEY).set('Authorization', token);

/** Polls (real time) until `check` answers true, up to `ms`; returns the time it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - start;
}

describe('sessions across instances', () => {
  it('a token revoked on one instance is refused by all, and its private sockets on every instance close', async () => {
    const { engine, gateways } = env.c;
    const [g1, g2] = gateways as [TestApp, TestApp];
    const u = await registerAndLogin(g1);
    for (const t of env.c.all) expect((await me(t, u.token)).body.code).toBe(0);
    const path = `/ws?userId=${u.userId}&token=${encodeURIComponent(u.token)}`;
    const sockets = await Promise.all(env.c.all.map((t) => connectWs(t, path)));
    for (const s of sockets) await s.waitFor((m) => m.type === 'welcome');
    // logged out through the second gateway
    const out = await g2.api.post('/api/logout').set('AppKey', APP_KEY).set('Authorization', u.token).send({});
    expect(out.body.code, JSON.stringify(out.body)).toBe(0);
    // the test waits up to 30 s; bench:cluster-revocation measures the delay
    for (const t of [engine, g1, g2]) await within(30_000, async () => (await me(t, u.token)).body.code !== 0);
    for (const s of sockets) expect(await s.waitClosed()).toBe(4401);
  });

  it('the first request after a logout or a freeze on one instance is refused on every other (no copy of the session outlives its row)', async () => {
    const { engine, gateways } = env.c;
    const [g1, g2] = gateways as [TestApp, TestApp];
    const u = await registerAndLogin(g1);
    const second = await login(g1, u.account);
    // every instance has answered with both sessions (any copy it keeps is made)
    for (const t of env.c.all) for (const token of [u.token, second.token]) expect((await me(t, token)).body.code).toBe(0);
    const out = await g2.api.post('/api/logout').set('AppKey', APP_KEY).set('Authorization', u.token).send({});
    expect(out.body.code).toBe(0);
    // at once, without waiting for any announcement to arrive
    for (const t of [engine, g1]) expect((await me(t, u.token)).body.code).toBe(-99);
    g1.app.ctx.sqlite.prepare(`UPDATE "User" SET status = 'frozen' WHERE id = ?`).run(u.userId);
    for (const t of [engine, g2]) expect((await me(t, second.token)).body.code).toBe(-99);
  });

  it("a private event caused on any instance reaches the user's socket on a gateway", async () => {
    const { engine, gateways } = env.c;
    const [g1, g2] = gateways as [TestApp, TestApp];
    const u = await registerAndLogin(engine);
    const socket = await connectWs(g1, `/ws?userId=${u.userId}&token=${encodeURIComponent(u.token)}`);
    await socket.waitFor((m) => m.type === 'welcome');
    engine.app.wsHub.sendToUser(u.userId, { kind: 'probe', from: 'engine' });
    g2.app.wsHub.sendToUser(u.userId, { kind: 'probe', from: 'gateway-2' });
    for (const from of ['engine', 'gateway-2']) {
      await socket.waitFor((m) => m.type === 'update' && (m.data as { from?: string }).from === from);
    }
    const ids = socket.messages.filter((m) => m.type === 'update').map((m) => m.id as string);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });
});
