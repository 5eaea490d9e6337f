// Two instances of the platform on one PostgreSQL database with REDIS_URL (a cluster,
// decision 081): the app's limiter counts in Redis (createCounterStore), so a login lockout
// counts the failures made on either instance. Runs with TEST_STORE=postgres: a cluster needs
// PostgreSQL (config.ts refuses REDIS_URL on SQLite).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, PASSWORD, register } from '../../tests/helpers/accounts.ts';
import { APP_KEY, appForFile, createTestApp, type TestApp } from '../../tests/helpers/app.ts';
import { dropRedisKeys, TEST_REDIS_URL, testRedisPrefix } from '../../tests/helpers/shared-counters.ts';
import { AUTH_POLICY } from '../modules/auth/service.ts';
import { RedisSync } from './redis-sync.ts';

const prefix = testRedisPrefix();
const cluster = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix };
const env = appForFile({ env: cluster });
let second: TestApp;

beforeAll(async () => {
  second = await createTestApp({ sameDatabaseAs: env.t, env: cluster });
});
// (hooks after run in reverse: this closes before the first instance)
afterAll(async () => {
  await second?.close();
  const redis = new RedisSync(TEST_REDIS_URL);
  dropRedisKeys(redis, prefix);
  await redis.close();
});

function loginOn(t: TestApp, account: object, password: string, ip: string) {
  return t.api
    .post('/api/login')
    .set('AppKey', APP_KEY)
    .set('X-Forwarded-For', ip)
    .send({ ...account, password });
}

describe('a cluster of two instances', () => {
  it('a login lockout counts the failures made on either instance, and holds on both', async () => {
    const r = await register(env.t);
    const attacker = nextIp();
    const instances = [env.t, second];
    for (let i = 0; i < AUTH_POLICY.lockAfterFailures; i++) {
      const res = await loginOn(instances[i % 2] as TestApp, r.account, 'wrong-password', attacker);
      // (the failure that spends the last slot hears of the lock at once)
      expect(res.body.code).toBe(i < AUTH_POLICY.lockAfterFailures - 1 ? 2001 : 2002);
    }
    for (const t of instances) {
      const res = await loginOn(t, r.account, PASSWORD, attacker);
      expect(res.status).toBe(423);
      expect(res.body.code).toBe(2002);
    }
    // another client of the owner is not locked out, on either instance
    expect((await loginOn(second, r.account, PASSWORD, nextIp())).body.code).toBe(0);
  });
});
