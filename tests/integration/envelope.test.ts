// The envelope through the whole app (issue 13.4): handlers return data, the route defaults
// wrap it with msg in the caller's locale; an error answered on such a route keeps one envelope.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERRORS, SUCCESS_CODE } from '../../shared/errors.ts';
import { serverMessage } from '../../shared/i18n/server-messages.ts';
import { APP_KEY, createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.api.get(url).set('AppKey', APP_KEY).set('Accept-Language', 'ja-JP');

it('answers a route that returns data with the envelope and a localized msg', async () => {
  const res = await get('/api/config?identify=isClose');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    code: SUCCESS_CODE,
    msg: serverMessage('ja-JP', 'success'),
    data: { identify: 'isClose', configValue: 'N', sandbox: false },
  });
});

it('answers an error on such a route with one envelope, not an envelope in an envelope', async () => {
  const res = await get('/api/notice/detail/999999');
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ code: ERRORS.NOT_FOUND.code, msg: serverMessage('ja-JP', 'NOT_FOUND'), data: null });
});
