// Tokens, path traversal, headers: the ways in that must stay shut.
import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../shared/errors.ts';
import { JWT_AUDIENCE, JWT_ISSUER } from '../../server/modules/auth/tokens.ts';
import { APP_KEY, appForFile } from '../helpers/app.ts';
import { registerAndLogin, userForFile } from '../helpers/accounts.ts';

const env = appForFile();
const user = userForFile(env);

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const me = (authorization?: string) => {
  const req = env.t.api.get('/api/user/info').set('AppKey', APP_KEY);
  return authorization === undefined ? req : req.set('Authorization', authorization);
};
async function expectSessionInvalid(authorization: string | undefined, msg = 'Your session has expired, please log in again') {
  const res = await me(authorization);
  expect(res.status).toBe(401);
  expect(res.body).toEqual({ code: -99, msg, data: null });
}

describe('session tokens', () => {
  it('a valid token works, with or without the Bearer prefix', async () => {
    expect((await me(user.token)).body.code).toBe(0);
    expect((await me(`Bearer ${user.token}`)).body.code).toBe(0);
  });

  it('missing → -99 "please log in first"', async () => {
    await expectSessionInvalid(undefined, 'Please log in first');
  });

  it('garbage, truncated or oversized → -99', async () => {
    await expectSessionInvalid('not-a-jwt');
    await expectSessionInvalid(user.token.slice(0, -4));
    await expectSessionInvalid(`${user.token}x`.repeat(12));
  });

  it('alg "none" → -99', async () => {
    const claims = decodeJwt(user.token);
    await expectSessionInvalid(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`);
    await expectSessionInvalid(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}`);
  });

  async function signed(alg: 'HS256' | 'HS512', secret: string) {
    const claims = decodeJwt(user.token);
    return new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg })
      .setSubject(String(user.userId))
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
  }

  it('a token signed with another key → -99', async () => {
    await expectSessionInvalid(await signed('HS256', 'another-secret-another-secret-another-secret'));
  });

  it('a token for another algorithm (HS512 with the right secret) → -99', async () => {
    await expectSessionInvalid(await signed('HS512', 'test-secret-test-secret-test-secret-0123456789'));
  });

  it('a payload changed to another user → -99', async () => {
    const [h, p, s] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(p as string, 'base64url').toString());
    await expectSessionInvalid(`${h}.${b64({ ...claims, sub: String(user.userId + 1) })}.${s}`);
  });

  it('expired → -99', async () => {
    const fresh = await registerAndLogin(env.t);
    env.t.clock.advance(env.t.app.ctx.config.jwtTtlSeconds * 1000 + 1000);
    await expectSessionInvalid(fresh.token);
    // log in again for the other tests
    user.token = (await registerAndLogin(env.t)).token;
  });

  it('after logout → -99, also on open routes that read the token', async () => {
    const fresh = await registerAndLogin(env.t);
    await env.t.api.post('/api/logout').set('AppKey', APP_KEY).set('Authorization', fresh.token);
    await expectSessionInvalid(fresh.token);
    const msg = await env.t.api.get('/api/message').set('AppKey', APP_KEY).set('Authorization', fresh.token);
    expect(msg.body.code).toBe(-99);
  });

  it('the token never appears in a response body', async () => {
    const res = await me(user.token);
    expect(JSON.stringify(res.body)).not.toContain(user.token.split('.')[2]);
  });
});

describe('image paths', () => {
  const attempts = [
    '/api/image/../package.json',
    '/api/image/../../etc/passwd',
    '/api/image/logo/../../test.db',
    '/api/image/%2e%2e/%2e%2e/package.json',
    '/api/image/..%2f..%2fpackage.json',
    '/api/image/%2e%2e%2fsecret.png',
    '/api/image/logo/..%5c..%5cx.png',
    '/api/image//etc/passwd',
    '/api/image/logo/logo.svg%00.png',
    '/api/image/.hidden.png',
    '/api/image/logo/logo.svg/',
    '/api/image/',
  ];
  it.each(attempts)('%s is refused', async (url) => {
    const res = await env.t.api.get(url);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.code).not.toBe(0);
  });

  it('a raw, unnormalized ../ request line is refused', async () => {
    const res = await env.t.app.inject({ method: 'GET', url: '/api/image/../../package.json' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toContain('"name"');
  });
});

describe('headers', () => {
  it('sets the helmet security headers', async () => {
    const res = await env.t.api.get('/api/notice').set('AppKey', APP_KEY);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // HSTS only where the request came over https (headers.test.ts)
    expect(
      (await env.t.api.get('/api/notice').set('AppKey', APP_KEY).set('X-Forwarded-Proto', 'https')).headers['strict-transport-security'],
    ).toBeTruthy();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers CORS only for allowed origins, and exposes Authorization to them', async () => {
    const allowed = await env.t.api
      .options('/api/login')
      .set('Origin', 'http://allowed.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,appkey,authorization');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://allowed.example');
    const login = await env.t.api.get('/api/notice').set('AppKey', APP_KEY).set('Origin', 'http://allowed.example');
    expect(login.headers['access-control-expose-headers']).toContain('Authorization');
    const denied = await env.t.api.get('/api/notice').set('AppKey', APP_KEY).set('Origin', 'http://evil.example');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses bodies over the size limit with a clear error', async () => {
    const res = await env.t.api
      .post('/api/login')
      .set('AppKey', APP_KEY)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ type: 'email', email: 'a@b.co', password: 'x'.repeat(2_000_000) }));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(ERRORS.PAYLOAD_TOO_LARGE.code);
  });

  it('refuses unsupported content types and broken JSON', async () => {
    const xml = await env.t.api.post('/api/login').set('AppKey', APP_KEY).set('Content-Type', 'application/xml').send('<a/>');
    expect(xml.status).toBe(415);
    expect(xml.body.code).toBe(ERRORS.UNSUPPORTED_MEDIA_TYPE.code);
    const broken = await env.t.api.post('/api/login').set('AppKey', APP_KEY).set('Content-Type', 'application/json').send('{"type":');
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe(ERRORS.BODY_NOT_JSON.code);
    expect(broken.body.msg).toBe('The request body is not valid JSON');
  });
});
