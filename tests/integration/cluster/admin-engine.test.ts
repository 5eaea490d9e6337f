// The back office's engine page in a cluster (issue 36, decision 082): each instance tells its
// own part in the election, and the lease as PostgreSQL holds it, by the database's clock. The
// leader (a candidate) and a gateway on one database; then the leader gives the lease up (a
// clean stop) and nobody else stands: no leader. (One process: tests/integration/admin-engine.test.ts.)
import { describe, expect, it } from 'vitest';
import { APP_KEY, type TestApp } from '../../helpers/app.ts';
import { clusterForFile } from '../../helpers/cluster.ts';
import { staffSession } from '../../helpers/staff.ts';

const env = clusterForFile(1);

async function engineStatus(t: TestApp, role: 'admin' | 'support' = 'admin') {
  const res = await t.api
    .get('/api/admin/engine')
    .set('AppKey', APP_KEY)
    .set('Authorization', await staffSession(env.c.engine, role));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.code).toBe(0);
  return res.body.data;
}

describe('GET /api/admin/engine in a cluster', () => {
  it('the leading candidate: itself leading under epoch 1, the lease its own and live', async () => {
    const { engine } = env.c;
    const leaseMs = engine.app.ctx.config.cluster?.leaseMs as number;
    const s = await engineStatus(engine);
    expect(s.mode).toBe('cluster');
    expect(s.self).toEqual({ instanceId: 'engine', role: 'candidate', state: 'leading', epoch: 1 });
    expect(s.lease).toMatchObject({ epoch: 1, holder: 'engine', url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/), live: true });
    expect(s.lease.url).toBe(`http://127.0.0.1:${(engine.app.server.address() as { port: number }).port}`);
    const [taken, renewed, expires] = [s.lease.takenAt, s.lease.renewedAt, s.lease.expiresAt].map((d: string) => Date.parse(d));
    expect(taken).toBeLessThanOrEqual(renewed as number);
    // renewed every sixth of the lease: it runs out one lease after its last renewal
    expect((expires as number) - (renewed as number)).toBeGreaterThanOrEqual(leaseMs);
    expect((expires as number) - (renewed as number)).toBeLessThanOrEqual(leaseMs + 5);
    expect(s.lease.expiresInMs).toBeGreaterThan(0);
    expect(s.lease.expiresInMs).toBeLessThanOrEqual(leaseMs);
  });

  it('a gateway: itself following, never under an epoch, the engine holding a live lease (support may read it too)', async () => {
    const g = env.c.gateways[0] as TestApp;
    const s = await engineStatus(g, 'support');
    expect(s.mode).toBe('cluster');
    expect(s.self).toEqual({ instanceId: 'gateway-1', role: 'gateway', state: 'following', epoch: null });
    expect(s.lease).toMatchObject({ epoch: 1, holder: 'engine', live: true });
    expect(s.lease.expiresInMs).toBeGreaterThan(0);
  });

  it('once the leader gives the lease up and nobody stands: the lease is still its epoch, not live, run out', async () => {
    const { engine } = env.c;
    const g = env.c.gateways[0] as TestApp;
    await engine.app.engineElection?.stop();
    const s = await engineStatus(g);
    expect(s.self).toMatchObject({ role: 'gateway', state: 'following' });
    expect(s.lease).toMatchObject({ epoch: 1, holder: 'engine', live: false, expiresAt: new Date(0).toISOString() });
    expect(s.lease.expiresInMs).toBeLessThan(0);
    expect(await engineStatus(engine)).toMatchObject({
      self: { instanceId: 'engine', role: 'candidate', state: 'following', epoch: null },
      lease: { holder: 'engine', live: false },
    });
  });
});
