// The back office's engine page (issue 36, decision 082) on one process: no election, no lease
// read; the process runs the engine itself. Staff with errors.read only. (A cluster's answer:
// tests/integration/cluster/admin-engine.test.ts.)
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { APP_KEY, appForFile } from '../helpers/app.ts';
import { staffSession } from '../helpers/staff.ts';

const env = appForFile();

function get(token?: string) {
  const req = env.t.api.get('/api/admin/engine').set('AppKey', APP_KEY);
  return token ? req.set('Authorization', token) : req;
}

describe('GET /api/admin/engine on one process', () => {
  it('says one process runs the engine: mode single, this process leading, no epoch, no lease', async () => {
    expect(env.t.app.engineElection).toBeNull();
    for (const role of ['admin', 'support'] as const) {
      const res = await get(await staffSession(env.t, role));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 0 });
      expect(res.body.data).toEqual({
        mode: 'single',
        self: { instanceId: 'single', role: 'single', state: 'leading', epoch: null },
        lease: null,
      });
    }
  });

  it('is refused without a staff session (401), to a customer and to the roles without errors.read (403)', async () => {
    const anonymous = await get();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.data ?? null).toBeNull();
    const customer = await get((await registerAndLogin(env.t)).token);
    expect(customer.status).toBe(403);
    expect(customer.body.code).toBe(1006);
    for (const role of ['finance', 'compliance', 'content'] as const) {
      const res = await get(await staffSession(env.t, role));
      expect(res.status, role).toBe(403);
      expect(res.body.code, role).toBe(1006);
      expect(res.body.data ?? null, role).toBeNull();
    }
  });
});
