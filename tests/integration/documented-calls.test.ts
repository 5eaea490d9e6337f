// The documented calls of spec section 7, with their exact paths and the { code, msg, data } shape.
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../shared/i18n/server-messages.ts';
import type { Locale } from '../../shared/locales.ts';
import { APP_KEY, appForFile } from '../helpers/app.ts';
import { registerAndLogin, userForFile } from '../helpers/accounts.ts';

const env = appForFile();
const user = userForFile(env);

const get = (url: string) => env.t.api.get(url).set('AppKey', APP_KEY);

function expectOk(body: { code: number; msg: string; data: unknown }) {
  expect(body.code).toBe(0);
  expect(body.msg).toBe('Success');
  expect(body).toHaveProperty('data');
}

describe('documented calls', () => {
  it('POST /api/login returns the token in the Authorization header and the user info in data', async () => {
    const again = await registerAndLogin(env.t);
    expect(again.token.split('.')).toHaveLength(3);
    expect(again.user).toMatchObject({ userId: again.userId, email: expect.stringContaining('@'), role: 'user', status: 'active' });
    expect(again.user).not.toHaveProperty('passwordHash');
  });

  it('GET /api/banner', async () => {
    const res = await get('/api/banner');
    expect(res.status).toBe(200);
    expectOk(res.body);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      // added by decision 074: the texts drawn over the (text-free) image
      subtitle: expect.any(String),
      button: expect.any(String),
      image: expect.stringMatching(/\.svg$/),
      link: expect.any(String),
      position: expect.stringMatching(/^(all|pc|wp)$/),
      sort: expect.any(Number),
    });
    const wp = await get('/api/banner?position=wp');
    expect(wp.body.data.every((b: { position: string }) => b.position === 'all' || b.position === 'wp')).toBe(true);
  });

  it('GET /api/product/recommend lists products with decimal-string prices', async () => {
    const res = await get('/api/product/recommend');
    expectOk(res.body);
    expect(res.body.data.length).toBeGreaterThan(0);
    const first = res.body.data[0];
    expect(first).toMatchObject({ symbol: expect.any(String), price: expect.stringMatching(/^\d+(\.\d+)?$/), isOptional: false });
    expect(first.changePercent).toMatch(/^-?\d+\.\d{2}$/);
  });

  it('GET /api/optional/product is the watch list and needs login', async () => {
    const anonymous = await get('/api/optional/product');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: -99, msg: 'Please log in first', data: null });

    const empty = await get('/api/optional/product').set('Authorization', user.token);
    expectOk(empty.body);
    expect(empty.body.data).toEqual([]);

    const products = (await get('/api/product/recommend')).body.data;
    const add = await env.t.api
      .post('/api/optional/product')
      .set('AppKey', APP_KEY)
      .set('Authorization', user.token)
      .send({ productId: products[1].id });
    expect(add.body).toMatchObject({ code: 0, data: { productId: products[1].id, isOptional: true } });
    const list = await get('/api/optional/product').set('Authorization', user.token);
    expect(list.body.data.map((p: { id: number }) => p.id)).toEqual([products[1].id]);
    const marked = await get('/api/product/recommend').set('Authorization', user.token);
    expect(marked.body.data.find((p: { id: number }) => p.id === products[1].id).isOptional).toBe(true);

    const del = await env.t.api.delete(`/api/optional/product/${products[1].id}`).set('AppKey', APP_KEY).set('Authorization', user.token);
    expect(del.body).toMatchObject({ code: 0, data: { isOptional: false } });
    expect((await get('/api/optional/product').set('Authorization', user.token)).body.data).toEqual([]);

    const unknown = await env.t.api
      .post('/api/optional/product')
      .set('AppKey', APP_KEY)
      .set('Authorization', user.token)
      .send({ productId: 999999 });
    expect(unknown.body.code).toBe(3002);
  });

  it('GET /api/notice and /api/notice/dialog', async () => {
    const res = await get('/api/notice');
    expectOk(res.body);
    expect(res.body.data.length).toBeGreaterThanOrEqual(2);
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      content: expect.any(String),
      isDialog: expect.any(Boolean),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const dialog = await get('/api/notice/dialog');
    expectOk(dialog.body);
    expect(dialog.body.data.isDialog).toBe(true);
    const detail = await get(`/api/notice/detail/${res.body.data[0].id}`);
    expect(detail.body.data).toEqual(res.body.data[0]);
    expect((await get('/api/notice/detail/999999')).body.code).toBe(404);
  });

  it('GET /api/config?identify= returns data.configValue (and sandbox: false outside a sandbox)', async () => {
    for (const [identify, value] of [
      ['loginLogo', 'logo/login-logo.svg'],
      ['logo', 'logo/logo.svg'],
      ['isClose', 'N'],
    ]) {
      const res = await get(`/api/config?identify=${identify}`);
      expect(res.body).toEqual({ code: 0, msg: 'Success', data: { identify, configValue: value, sandbox: false } });
    }
    const missing = await get('/api/config?identify=noSuchKey');
    expect(missing.body.code).toBe(3001);
    expect(missing.body.msg).toContain('noSuchKey');
  });

  it('GET /api/message and /api/message/detail/{id}', async () => {
    const res = await get('/api/message');
    expectOk(res.body);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((m: { broadcast: boolean }) => m.broadcast)).toBe(true);
    const one = res.body.data[0];
    const detail = await get(`/api/message/detail/${one.id}`);
    expect(detail.body).toEqual({ code: 0, msg: 'Success', data: one });
  });

  it('a personal message is visible to its owner only', async () => {
    const created = await env.t.app.ctx.prisma.message.create({
      data: { userId: user.userId, title: 'Personal', content: 'Only for you', createdAt: new Date(env.t.clock.now()) },
    });
    const mine = await get('/api/message').set('Authorization', user.token);
    expect(mine.body.data.some((m: { id: number }) => m.id === created.id)).toBe(true);
    expect((await get(`/api/message/detail/${created.id}`).set('Authorization', user.token)).body.data.broadcast).toBe(false);

    const other = await registerAndLogin(env.t);
    const theirs = await get(`/api/message/detail/${created.id}`).set('Authorization', other.token);
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe(404);
    expect((await get(`/api/message/detail/${created.id}`)).body.code).toBe(404);
    const list = await get('/api/message').set('Authorization', other.token);
    expect(list.body.data.some((m: { id: number }) => m.id === created.id)).toBe(false);
  });

  it('GET /api/message/detail/{id} answers code 404 for an unknown id', async () => {
    const res = await get('/api/message/detail/987654');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, msg: 'The requested resource was not found', data: null });
  });

  it('GET /api/customer lists customerLogo, customerUrl, levitate, isEnable', async () => {
    // the seed has only our own chat (enabled): a disabled external entry, as an operator adds one
    env.t.app.ctx.sqlite
      .prepare(`INSERT INTO "CustomerService" (name, customerLogo, customerUrl, isEnable) VALUES ('external', 'customer/chat.svg', ?, 'N')`)
      .run('https://t.me/example_support');
    const res = await get('/api/customer');
    expectOk(res.body);
    for (const c of res.body.data) {
      expect(c).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        customerLogo: expect.any(String),
        customerUrl: expect.any(String),
        levitate: expect.stringMatching(/^[YN]$/),
        isEnable: expect.stringMatching(/^[YN]$/),
      });
    }
    expect(res.body.data.some((c: { levitate: string; isEnable: string }) => c.levitate === 'Y' && c.isEnable === 'Y')).toBe(true);
    expect(res.body.data.some((c: { isEnable: string }) => c.isEnable === 'N')).toBe(true);
  });

  it('GET /api/image/{path} serves stored images as data', async () => {
    const logo = (await get('/api/config?identify=logo')).body.data.configValue;
    const res = await env.t.api.get(`/api/image/${logo}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(String(res.body ?? res.text)).toContain('<svg');
    const missing = await env.t.api.get('/api/image/logo/none.svg');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(404);
  });

  it('languages, area codes and currencies come from the seed', async () => {
    const langs = (await get('/api/language')).body.data;
    expect(langs).toHaveLength(11);
    expect(langs.find((l: { flag: string }) => l.flag === 'uk-UA').isShow).toBe(false);
    expect(langs.filter((l: { isShow: boolean }) => l.isShow)).toHaveLength(10);
    for (const l of langs) {
      for (const field of [
        'name',
        'flag',
        'symbol',
        'logo',
        'loginBg',
        'homeUsdt',
        'buy_height',
        'buy_low',
        'on_line_customer',
        'timezone',
      ]) {
        expect(l[field], `${l.flag}.${field}`).toBeTruthy();
      }
    }
    const codes = (await get('/api/area-code')).body.data;
    expect(codes.length).toBeGreaterThanOrEqual(28);
    for (const [country, code] of [
      ['US', '1'],
      ['VN', '84'],
      ['JP', '81'],
      ['CN', '86'],
      ['HK', '852'],
      ['MYS', '60'],
      ['RU', '7'],
    ]) {
      expect(
        codes.some((c: { country: string; code: string }) => c.country === country && c.code === code),
        country,
      ).toBe(true);
    }
    const currencies = (await get('/api/currency')).body.data.map((c: { code: string }) => c.code);
    expect(currencies).toEqual(expect.arrayContaining(['USDT', 'BTC', 'ETH', 'USD']));
  });
});

describe('AppKey', () => {
  it('is accepted as a header or as the appKey query parameter', async () => {
    expect((await env.t.api.get('/api/notice').set('AppKey', APP_KEY)).body.code).toBe(0);
    expect((await env.t.api.get(`/api/notice?appKey=${APP_KEY}`)).body.code).toBe(0);
  });
  it('is required', async () => {
    const res = await env.t.api.get('/api/notice');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 1001, msg: 'The AppKey header or appKey parameter is missing', data: null });
  });
  it('must be a configured key', async () => {
    const res = await env.t.api.get('/api/notice').set('AppKey', 'stranger');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 1002, msg: 'Unknown AppKey "stranger"', data: null });
    expect((await env.t.api.get('/api/notice?appKey=stranger')).body.code).toBe(1002);
  });
});

describe('localized messages', () => {
  const cases: [string, Locale][] = [
    ['fr-FR,fr;q=0.9', 'fr-FR'],
    ['ja-JP', 'ja-JP'],
    ['zh-CN', 'zh-CN'],
    ['de', 'de-DE'],
    ['zh-TW', 'zh-MO'],
    ['ko-KR', 'ko-KR'],
  ];
  it.each(cases)('%s', async (lang, locale) => {
    const okRes = await get('/api/notice').set('Accept-Language', lang);
    expect(okRes.body.msg).toBe(SERVER_MESSAGES[locale].success);
    expect(okRes.body.msg).not.toBe('Success');
    const err = await get('/api/optional/product').set('Accept-Language', lang);
    expect(err.body.code).toBe(-99);
    expect(err.body.msg).toBe(SERVER_MESSAGES[locale].LOGIN_REQUIRED);
    expect(err.body.msg).not.toBe('Please log in first');
  });
  it('falls back to English for an unsupported language', async () => {
    const res = await get('/api/optional/product').set('Accept-Language', 'pt-BR');
    expect(res.body.msg).toBe('Please log in first');
  });
  it('localizes validation messages', async () => {
    const fr = await get('/api/config?identify=').set('Accept-Language', 'fr-FR');
    expect(fr.status).toBe(400);
    expect(fr.body.code).toBe(1000);
    expect(fr.body.msg).toMatch(/^Saisie invalide|^Entrée invalide|identify/);
    const en = await get('/api/config?identify=').set('Accept-Language', 'en-US');
    expect(en.body.msg).not.toBe(fr.body.msg);
  });
});
