import { afterAll, beforeAll, expect, it } from 'vitest';
import { APP_KEY, createTestApp, type TestApp } from '../helpers/app.ts';
import { registerAndLogin } from '../helpers/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('serves config and a full account flow', async () => {
  const res = await t.api.get('/api/config').query({ identify: 'isClose' }).set('AppKey', APP_KEY);
  expect(res.body).toEqual({ code: 0, msg: 'Success', data: { identify: 'isClose', configValue: 'N', sandbox: false } });
  const { token } = await registerAndLogin(t);
  const info = await t.api.get('/api/user/info').set('AppKey', APP_KEY).set('Authorization', token);
  expect(info.body.code).toBe(0);
});
