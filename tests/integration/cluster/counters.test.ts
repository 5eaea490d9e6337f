// Rate-limit and lockout counters shared by a cluster's instances (decision 081): the app's
// limiter counts in Redis (server/cluster/counters.ts), so a login lockout counts the failures
// made on every instance and holds on every instance. (The counters with Redis away, and the
// stores' semantics: server/cluster/counters.test.ts and counters.pg.test.ts.)
import { describe, expect, it } from 'vitest';
import { AUTH_POLICY } from '../../../server/modules/auth/service.ts';
import { nextIp, PASSWORD, register } from '../../helpers/accounts.ts';
import { APP_KEY, type TestApp } from '../../helpers/app.ts';
import { clusterForFile } from '../../helpers/cluster.ts';

const env = clusterForFile(2);

function loginOn(t: TestApp, account: object, password: string, ip: string) {
  return t.api
    .post('/api/login')
    .set('AppKey', APP_KEY)
    .set('X-Forwarded-For', ip)
    .send({ ...account, password });
}

describe('counters shared by the instances', () => {
  it('a login lockout counts the failures made on every instance, and holds on all of them', async () => {
    const r = await register(env.c.engine);
    const attacker = nextIp();
    const { all } = env.c;
    for (let i = 0; i < AUTH_POLICY.lockAfterFailures; i++) {
      const res = await loginOn(all[i % all.length] as TestApp, r.account, 'wrong-password', attacker);
      // (the failure that spends the last slot hears of the lock at once)
      expect(res.body.code).toBe(i < AUTH_POLICY.lockAfterFailures - 1 ? 2001 : 2002);
    }
    for (const t of all) {
      const res = await loginOn(t, r.account, PASSWORD, attacker);
      expect(res.status).toBe(423);
      expect(res.body.code).toBe(2002);
    }
    // the owner on another client is not locked out
    expect((await loginOn(all[2] as TestApp, r.account, PASSWORD, nextIp())).body.code).toBe(0);
  });
});
