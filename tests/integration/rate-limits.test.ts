// Plain limits by @fastify/rate-limit (issue 13.4, decision 026): the ceiling per client
// address on /api and a per-user route limit (uploads). Over a limit the answer is the one
// every hand-written limit gives: TOO_MANY_REQUESTS in the envelope, localized, with the
// seconds to wait in the message and as Retry-After. Windows run on the app's clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../shared/errors.ts';
import { serverMessage } from '../../shared/i18n/server-messages.ts';
import { registerAndLogin } from '../helpers/accounts.ts';
import { APP_KEY, createTestApp, type TestApp } from '../helpers/app.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { pngImage } from '../helpers/files.ts';
import { api } from '../helpers/funds.ts';

const tooMany = (locale: Parameters<typeof serverMessage>[0], seconds: number) => ({
  code: ERRORS.TOO_MANY_REQUESTS.code,
  msg: serverMessage(locale, 'TOO_MANY_REQUESTS', { seconds }),
  data: null,
});

describe('the ceiling per client address on /api', () => {
  const CEILING = 5;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: String(CEILING) } });
  });
  afterAll(() => t.close());

  const config = (ip: string) =>
    t.api.get('/api/config?identify=isClose').set('AppKey', APP_KEY).set('X-Forwarded-For', ip).set('Accept-Language', 'de-DE');

  it(`allows ${CEILING} requests a minute, refuses the next with the localized envelope and Retry-After`, async () => {
    for (let i = 0; i < CEILING; i++) {
      const res = await config('203.0.113.7');
      expect(res.body.code, `request ${i + 1}`).toBe(0);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(CEILING - i - 1));
    }
    t.clock.advance(15_000);
    const refused = await config('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(tooMany('de-DE', 45));
    expect(refused.headers['retry-after']).toBe('45');
    // another address has its own count
    expect((await config('203.0.113.8')).body.code).toBe(0);
    // the window ends on the app's clock
    t.clock.advance(45_000);
    expect((await config('203.0.113.7')).body.code).toBe(0);
  });

  it('leaves what is not /api alone (the client, the customer-service page)', async () => {
    for (let i = 0; i <= CEILING; i++) {
      const res = await t.api.get('/kefu/chat.html').set('X-Forwarded-For', '203.0.113.9');
      expect(res.status).toBe(200);
    }
    expect((await config('203.0.113.9')).body.code).toBe(0);
  });
});

describe('a per-user route limit (30 uploads an hour)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('allows 30 uploads an hour per user; the 31st is refused, localized, with Retry-After, writing nothing', async () => {
    const u = await registerAndLogin(t);
    const mine = api(t, u.token);
    for (let i = 0; i < 30; i++) {
      const res = await mine.upload(pngImage());
      expect(res.body.code, `upload ${i + 1}`).toBe(0);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(29 - i));
    }
    t.clock.advance(600_000);
    const before = dbFingerprint(t.app.ctx.sqlite);
    const refused = await mine.upload(pngImage()).set('Accept-Language', 'ja-JP');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(tooMany('ja-JP', 3000));
    expect(refused.headers['retry-after']).toBe('3000');
    expect(dbFingerprint(t.app.ctx.sqlite)).toBe(before);
    // per user: another user uploads
    const other = await registerAndLogin(t);
    expect((await api(t, other.token).upload(pngImage())).body.code).toBe(0);
    // after the hour, again
    t.clock.advance(3_000_000);
    expect((await mine.upload(pngImage())).body.code).toBe(0);
  });

  it('answers over the limit exactly as a hand-written limit does (verification codes per address)', async () => {
    const send = (i: number) =>
      t.api
        .post('/api/verify-code/send')
        .set('AppKey', APP_KEY)
        .set('X-Forwarded-For', '198.51.100.4')
        .set('Accept-Language', 'ja-JP')
        .send({ type: 'email', email: `limit-${i}@example.com`, purpose: 'register' });
    for (let i = 0; i < 20; i++) expect((await send(i)).body.code).toBe(0);
    const handWritten = await send(20);
    const u = await registerAndLogin(t);
    for (let i = 0; i < 30; i++) await api(t, u.token).upload(pngImage());
    const plugin = await api(t, u.token).upload(pngImage()).set('Accept-Language', 'ja-JP');
    for (const res of [handWritten, plugin]) {
      expect(res.status).toBe(429);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual(tooMany('ja-JP', Number(res.headers['retry-after'])));
    }
    expect(plugin.body).toEqual(handWritten.body);
  });

  it('counts only logged-in requests: without a session the answer is -99, not 429', async () => {
    for (let i = 0; i < 31; i++) {
      const res = await t.api.post('/api/upload/image?purpose=deposit-proof').set('AppKey', APP_KEY).attach('file', pngImage(), 'p.png');
      expect(res.body.code).toBe(ERRORS.LOGIN_REQUIRED.code);
    }
  });
});
