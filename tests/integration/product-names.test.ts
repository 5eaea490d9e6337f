// Product display names per locale (issue 33 point 6, decision 074): every customer call that
// answers a product answers its name in the reader's locale (Accept-Language), English where
// no version is stored; staff edit the names in every locale (content.write, audited), and the
// next reader sees them.
import { describe, expect, it } from 'vitest';
import { userForFile } from '../helpers/accounts.ts';
import { APP_KEY, appForFile } from '../helpers/app.ts';
import { staffSession } from '../helpers/staff.ts';

const env = appForFile();
const user = userForFile(env);

type Named = { id: number; symbol: string; name: string };

async function read(path: string, locale: string, token?: string) {
  const req = env.t.api.get(path).set('AppKey', APP_KEY).set('Accept-Language', locale);
  const res = await (token ? req.set('Authorization', token) : req);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data;
}

const nameOf = (list: Named[], symbol: string) => list.find((p) => p.symbol === symbol)?.name;

async function staff(method: 'get' | 'put', path: string, body?: object, role: 'content' | 'finance' = 'content') {
  const req = env.t.api[method](path)
    .set('AppKey', APP_KEY)
    .set('Authorization', await staffSession(env.t, role));
  return body ? req.send(body) : req;
}

describe('customers read product names in their locale', () => {
  it('the product list and the recommended products: German, Chinese, English', async () => {
    const de = (await read('/api/product/list', 'de-DE')) as Named[];
    expect(nameOf(de, 'XAU/USD')).toBe('Gold (Spot)');
    expect(nameOf(de, 'EUR/USD')).toBe('Euro / US-Dollar');
    const zh = (await read('/api/product/list', 'zh-CN,zh;q=0.9')) as Named[];
    expect(nameOf(zh, 'BTC/USDT')).toBe('比特币');
    expect(nameOf(zh, 'ETH/USDT')).toBe('以太坊');
    expect(nameOf(zh, 'XAU/USD')).toBe('黄金现货');
    expect(nameOf(zh, 'EUR/USD')).toBe('欧元/美元');
    const en = (await read('/api/product/list', 'en-US')) as Named[];
    expect(nameOf(en, 'XAU/USD')).toBe('Gold Spot');
    expect(nameOf(en, 'BTC/USDT')).toBe('Bitcoin');
    // the ticker is the symbol in every locale
    expect(zh.map((p) => p.symbol)).toEqual(en.map((p) => p.symbol));

    const recommended = (await read('/api/product/recommend', 'zh-CN')) as Named[];
    expect(nameOf(recommended, 'BTC/USDT')).toBe('比特币');
    // a traditional-Chinese reader (zh-TW resolves to zh-MO) reads the Macau version
    expect(nameOf((await read('/api/product/recommend', 'zh-TW')) as Named[], 'BTC/USDT')).toBe('比特幣');
  });

  it('a product’s detail and the watch list', async () => {
    const btc = ((await read('/api/product/list', 'en-US')) as Named[]).find((p) => p.symbol === 'BTC/USDT') as Named;
    expect((await read(`/api/product/detail/${btc.id}`, 'de-DE')).name).toBe('Bitcoin');
    expect((await read(`/api/product/detail/${btc.id}`, 'ja-JP')).name).toBe('ビットコイン');
    const watched = await env.t.api
      .post('/api/optional/product')
      .set('AppKey', APP_KEY)
      .set('Authorization', user.token)
      .send({ productId: btc.id });
    expect(watched.body.code).toBe(0);
    expect(((await read('/api/optional/product', 'ko-KR', user.token)) as Named[]).map((p) => p.name)).toEqual(['비트코인']);
    expect(((await read('/api/optional/product', 'en-US', user.token)) as Named[]).map((p) => p.name)).toEqual(['Bitcoin']);
  });
});

describe('staff edit the names per locale', () => {
  it('lists every product with its names; an edit is what the next reader sees, and is audited', async () => {
    const list = (await staff('get', '/api/admin/products')).body.data as (Named & { i18n: Record<string, { name?: string }> })[];
    const gold = list.find((p) => p.symbol === 'XAU/USD');
    expect(gold).toMatchObject({ name: 'Gold Spot', enabled: true, i18n: { 'de-DE': { name: 'Gold (Spot)' } } });
    const id = (gold as Named).id;

    const i18n = { ...gold?.i18n, 'de-DE': { name: 'Gold Kassa' }, 'fr-FR': { name: '' } };
    const res = await staff('put', `/api/admin/products/${id}`, { name: 'Gold (spot)', i18n });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect(res.body.data.i18n['fr-FR']).toBeUndefined();

    expect((await read(`/api/product/detail/${id}`, 'de-DE')).name).toBe('Gold Kassa');
    expect((await read(`/api/product/detail/${id}`, 'zh-CN')).name).toBe('黄金现货');
    // a blank version reads English, the English name as staff changed it
    expect((await read(`/api/product/detail/${id}`, 'fr-FR')).name).toBe('Gold (spot)');
    expect((await read(`/api/product/detail/${id}`, 'en-US')).name).toBe('Gold (spot)');

    const audit = await env.t.api
      .get('/api/admin/audit')
      .set('AppKey', APP_KEY)
      .set('Authorization', await staffSession(env.t, 'admin'));
    const row = (audit.body.data.items as { action: string; targetId: string; before: string; after: string }[]).find(
      (i) => i.action === 'product-names.update',
    );
    expect(row?.targetId).toBe(String(id));
    expect(JSON.parse(row?.before ?? '{}')).toMatchObject({ name: 'Gold Spot', i18n: { 'de-DE': { name: 'Gold (Spot)' } } });
    expect(JSON.parse(row?.after ?? '{}')).toMatchObject({ name: 'Gold (spot)', i18n: { 'de-DE': { name: 'Gold Kassa' } } });
  });

  it('refuses a blank English name, a locale that does not exist, an unknown product and a role without content.write', async () => {
    const [first] = (await staff('get', '/api/admin/products')).body.data as Named[];
    const id = (first as Named).id;
    for (const body of [{ name: '  ' }, { name: 'x', i18n: { 'xx-XX': { name: 'y' } } }, { name: 'x', symbol: 'NEW/USD' }]) {
      const res = await staff('put', `/api/admin/products/${id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(1000);
    }
    expect((await staff('put', '/api/admin/products/99999', { name: 'x' })).body.code).toBe(404);
    expect((await staff('put', `/api/admin/products/${id}`, { name: 'x' }, 'finance')).status).toBe(403);
    expect((await read(`/api/product/detail/${id}`, 'en-US')).name).toBe((first as Named).name);
    // products are not created or deleted here
    expect((await env.t.api.post('/api/admin/products').set('AppKey', APP_KEY)).status).toBe(404);
  });
});
