// Issue 19 points 2–4 (decisions 050 and 051): the content pages and the help centre in the
// reader's locale with English fallback, help search (server side, paged, in the reader's
// locale), the service rates generated from the live settings (a fee staff change shows at
// once), news published from the back office, and coin listing applications from visitors
// reaching the staff queue (which a customer cannot read), audited; bad input is refused.
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { APP_KEY } from '../helpers/app.ts';
import { api, fundsTestApp } from '../helpers/funds.ts';
import { secondStaffSession, staffSession } from '../helpers/staff.ts';

const env = fundsTestApp();

async function read(path: string, locale = 'en-US') {
  const res = await env.t.api.get(path).set('AppKey', APP_KEY).set('Accept-Language', locale);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data;
}

async function content(method: 'get' | 'post' | 'put' | 'del', path: string, body?: object) {
  const token = await staffSession(env.t, 'content');
  const a = api(env.t, token);
  return method === 'get' || method === 'del' ? a[method](path) : a[method](path, body ?? {});
}

const auditOf = (action: string) =>
  env.t.app.ctx.sqlite.prepare('SELECT * FROM "AuditLog" WHERE action = ? ORDER BY id DESC').all(action) as {
    targetId: string;
    before: string;
    after: string;
    staffId: number;
  }[];

describe('content pages', () => {
  it('every page is seeded in English with its title in each locale; staff edit a version per locale, audited', async () => {
    for (const slug of ['about', 'terms', 'agreement', 'privacy', 'legal']) {
      const en = await read(`/api/content/page/${slug}`);
      expect(en.body.length).toBeGreaterThan(100);
      const ja = await read(`/api/content/page/${slug}`, 'ja-JP');
      expect(ja.title).not.toBe(en.title);
      // no Japanese body yet: the English one
      expect(ja.body).toBe(en.body);
    }
    const pages = (await content('get', '/api/admin/pages')).body.data as { id: number; slug: string; title: string; body: string }[];
    const terms = pages.find((p) => p.slug === 'terms') as { id: number; title: string; body: string };
    const edited = await content('put', `/api/admin/pages/${terms.id}`, {
      title: 'Terms of service',
      body: 'New terms.\n\n## Section\n- one',
      i18n: { 'de-DE': { title: 'Nutzungsbedingungen', body: 'Neue Bedingungen.' }, 'fr-FR': { title: '', body: '' } },
    });
    expect(edited.body.code, JSON.stringify(edited.body)).toBe(0);
    expect(await read('/api/content/page/terms', 'de-DE,de;q=0.9')).toMatchObject({
      title: 'Nutzungsbedingungen',
      body: 'Neue Bedingungen.',
    });
    // blank French version: English
    expect(await read('/api/content/page/terms', 'fr-FR')).toMatchObject({
      title: 'Terms of service',
      body: 'New terms.\n\n## Section\n- one',
    });
    const [audit] = auditOf('page.update');
    expect(JSON.parse(audit?.before ?? '{}').body).toBe(terms.body);
    expect(JSON.parse(audit?.after ?? '{}').i18n).toEqual({ 'de-DE': { title: 'Nutzungsbedingungen', body: 'Neue Bedingungen.' } });
  });

  it('pages are a fixed set: no create or delete, an unknown slug is refused, staff HTML stays text', async () => {
    expect((await content('post', '/api/admin/pages', { title: 'x', body: 'y' })).status).toBe(404);
    expect((await content('del', '/api/admin/pages/1')).status).toBe(404);
    const bad = await env.t.api.get('/api/content/page/cookies').set('AppKey', APP_KEY);
    expect(bad.status).toBe(400);
    const pages = (await content('get', '/api/admin/pages')).body.data as { id: number; slug: string }[];
    const about = pages.find((p) => p.slug === 'about') as { id: number };
    const html = '<script>alert(1)</script><img src=x onerror=alert(1)>';
    expect((await content('put', `/api/admin/pages/${about.id}`, { title: 'About us', body: html })).body.code).toBe(0);
    // stored and served as written: the client renders it as text, never as HTML (decision 050)
    expect((await read('/api/content/page/about')).body).toBe(html);
    // a customer is no staff member
    const customer = await registerAndLogin(env.t);
    expect((await api(env.t, customer.token).get('/api/admin/pages')).status).toBe(403);
  });
});

describe('help centre', () => {
  it('categories and articles are seeded; search is paged and matches title or body', async () => {
    const cats = (await read('/api/help/categories')) as { id: number; title: string; articles: number }[];
    expect(cats.length).toBeGreaterThanOrEqual(3);
    expect(cats.every((c) => c.articles > 0)).toBe(true);
    expect(((await read('/api/help/categories', 'zh-CN')) as { title: string }[])[0]?.title).toBe('账户与安全');

    const all = await read('/api/help/articles?pageSize=2');
    expect(all).toMatchObject({ page: 1, pageSize: 2 });
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(6);
    const second = await read('/api/help/articles?pageSize=2&page=2');
    expect(second.items[0].id).not.toBe(all.items[0].id);

    const hits = await read(`/api/help/articles?q=${encodeURIComponent('WITHDRAWAL password')}`);
    expect(hits.items[0].title).toBe('What is the withdrawal password?');
    expect(hits.items[0].excerpt.length).toBeLessThanOrEqual(160);
    // a body match: "overnight" is only in the bodies of the contract fees article and the
    // sandbox's (its test clock charges overnight fees)
    const body = await read('/api/help/articles?q=overnight');
    expect(body.items.map((i: { title: string }) => i.title).sort()).toEqual(['Testing against Aurora', 'What fees do contracts charge?']);
    // LIKE wildcards are literal: "%" finds only the articles that have one ("85 %", "15 %"), "_"
    // only those with underscores (the CCXT article's `ccxt_config`, the sandbox's `SANDBOX_TOKEN`)
    expect((await read('/api/help/articles?q=%25')).items.map((i: { title: string }) => i.title).sort()).toEqual([
      'Testing against Aurora',
      'What is fast trading?',
    ]);
    expect((await read('/api/help/articles?q=_')).items.map((i: { title: string }) => i.title).sort()).toEqual([
      'Connecting CCXT and other Binance clients',
      'Testing against Aurora',
    ]);
    const inCat = await read(`/api/help/articles?categoryId=${cats[0]?.id}`);
    expect(inCat.items.every((i: { categoryId: number }) => i.categoryId === cats[0]?.id)).toBe(true);
  });

  it('search reads the reader’s locale, falling back to English per field; staff write and delete, audited', async () => {
    const cats = (await read('/api/help/categories')) as { id: number }[];
    const created = await content('post', '/api/admin/help-articles', {
      categoryId: cats[1]?.id,
      title: 'Deposit limits',
      body: 'Each currency has a minimum deposit.',
      sort: 9,
      enabled: true,
      i18n: { 'ja-JP': { title: '入金限度額', body: '各通貨には最低入金額があります。' }, 'ko-KR': { title: '입금 한도' } },
    });
    expect(created.body.code, JSON.stringify(created.body)).toBe(0);
    const id = created.body.data.id as number;
    expect(auditOf('help-article.create')[0]?.targetId).toBe(String(id));

    // Japanese readers find it by its Japanese words, and not by the English ones it no longer shows them
    const ja = await read(`/api/help/articles?q=${encodeURIComponent('最低入金')}`, 'ja-JP');
    expect(ja.items.map((i: { id: number }) => i.id)).toEqual([id]);
    expect((await read(`/api/help/articles?q=${encodeURIComponent('minimum deposit')}`, 'ja-JP')).total).toBe(0);
    // Korean: Korean title, English body (and the English body is searchable)
    const ko = await read(`/api/help/articles?q=${encodeURIComponent('minimum deposit')}`, 'ko-KR');
    expect(ko.items).toEqual([expect.objectContaining({ id, title: '입금 한도', excerpt: 'Each currency has a minimum deposit.' })]);
    expect(await read(`/api/help/articles/${id}`, 'ko-KR')).toMatchObject({
      title: '입금 한도',
      body: 'Each currency has a minimum deposit.',
    });

    // disabled: gone for customers
    await content('put', `/api/admin/help-articles/${id}`, {
      ...created.body.data,
      id: undefined,
      createdAt: undefined,
      updatedAt: undefined,
      enabled: false,
    });
    expect((await env.t.api.get(`/api/help/articles/${id}`).set('AppKey', APP_KEY)).status).toBe(404);

    // an unknown category, a category with articles: refused
    const unknown = await content('post', '/api/admin/help-articles', { categoryId: 99999, title: 'x', body: 'y', sort: 0, enabled: true });
    expect(unknown.body.code).toBe(6750);
    const busy = await content('del', `/api/admin/help-categories/${cats[1]?.id}`);
    expect(busy.body.code).toBe(6751);
    expect((await content('del', `/api/admin/help-articles/${id}`)).body.code).toBe(0);
  });

  it('bad search input is a 400 with a localized message', async () => {
    for (const q of ['page=0', 'pageSize=500', `q=${'x'.repeat(101)}`, 'categoryId=abc', 'other=1']) {
      const res = await env.t.api.get(`/api/help/articles?${q}`).set('AppKey', APP_KEY).set('Accept-Language', 'de-DE');
      expect(res.status, q).toBe(400);
      expect(res.body.msg).toBeTruthy();
    }
  });
});

describe('service rates', () => {
  it('are generated from the settings: a withdrawal fee staff change (four-eyes) shows at once', async () => {
    const before = await read('/api/service-rates');
    expect(before.fast.length).toBeGreaterThan(0);
    expect(before.contract.length).toBeGreaterThan(0);
    expect(before.spot.length).toBeGreaterThan(0);
    expect(before.exchangeFeeRate).toBe('0');
    const usdt = before.currencies.find((c: { code: string }) => c.code === 'USDT');
    expect(usdt.withdrawFeeRate).not.toBe('0.0321');

    const settings = (await api(env.t, env.staff).get('/api/admin/money-settings')).body.data.currencies.find(
      (x: { code: string }) => x.code === 'USDT',
    );
    const { code, scale: _scale, ...rest } = settings;
    const admin2 = await secondStaffSession(env.t, 'admin');
    const proposed = await api(env.t, admin2).post('/api/admin/proposals/currency-settings', {
      payload: { ...rest, currency: code, withdrawFeeRate: '0.0321' },
      reason: 'fee review',
    });
    expect(proposed.body.code, JSON.stringify(proposed.body)).toBe(0);
    expect((await api(env.t, env.staff).post(`/api/admin/proposals/${proposed.body.data.id}/approve`, {})).body.code).toBe(0);

    const after = await read('/api/service-rates');
    expect(after.currencies.find((c: { code: string }) => c.code === 'USDT').withdrawFeeRate).toBe('0.0321');
  });
});

describe('news', () => {
  it('seeded articles have covers; an article staff publish appears in the list and reads in the locale', async () => {
    const list = (await read('/api/news/list')) as { id: number; coverImage: string | null }[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((n) => n.coverImage)).toBe(true);
    const created = await content('post', '/api/admin/news', {
      coverImage: 'banner/4.svg',
      title: 'Maintenance done',
      summary: 'All systems normal.',
      body: 'Thanks for your patience.',
      published: true,
      i18n: { 'th-TH': { title: 'บำรุงรักษาเสร็จแล้ว' } },
    });
    expect(created.body.code, JSON.stringify(created.body)).toBe(0);
    const th = (await read('/api/news/list', 'th-TH')) as { id: number; title: string }[];
    expect(th[0]).toMatchObject({ id: created.body.data.id, title: 'บำรุงรักษาเสร็จแล้ว' });
    expect((await read(`/api/news/${created.body.data.id}`, 'th-TH')).body).toBe('Thanks for your patience.');
  });
});

describe('coin listing applications', () => {
  const application = {
    project: 'Example Chain',
    symbol: 'exc',
    website: 'https://example.org',
    contactName: 'Ada',
    contactEmail: 'ada@example.org',
    tier: 'gold',
    message: 'We would like to list.',
  };
  const apply = (body: object, ip = '203.0.113.50') =>
    env.t.api.post('/api/listing/apply').set('AppKey', APP_KEY).set('X-Forwarded-For', ip).set('Accept-Language', 'es-ES').send(body);

  it('a visitor applies; staff see it in the queue, review it and decide it, audited; a customer cannot read the queue', async () => {
    const res = await apply(application);
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const id = res.body.data.id as number;

    const queue = await content('get', '/api/admin/listing-applications?status=new');
    expect(queue.body.data.items[0]).toMatchObject({ id, symbol: 'EXC', tier: 'gold', status: 'new', userId: null });

    const customer = await registerAndLogin(env.t);
    expect((await api(env.t, customer.token).get('/api/admin/listing-applications')).status).toBe(403);
    // staff without content.write: refused
    const finance = await staffSession(env.t, 'finance');
    expect((await api(env.t, finance).get('/api/admin/listing-applications')).status).toBe(403);

    const review = await content('put', `/api/admin/listing-applications/${id}`, { status: 'in_review', staffNotes: 'checking the team' });
    expect(review.body.data).toMatchObject({ status: 'in_review', staffNotes: 'checking the team' });
    // no notes in the body: they stay
    const kept = await content('put', `/api/admin/listing-applications/${id}`, { status: 'in_review' });
    expect(kept.body.data.staffNotes).toBe('checking the team');
    expect((await content('put', `/api/admin/listing-applications/${id}`, { status: 'declined', staffNotes: 'no' })).body.code).toBe(0);
    const reopen = await content('put', `/api/admin/listing-applications/${id}`, { status: 'new', staffNotes: 'no' });
    expect(reopen.body.code).toBe(6752);
    const audits = auditOf('listing.review');
    expect(audits.map((a) => JSON.parse(a.after).status)).toEqual(['declined', 'in_review', 'in_review']);
    expect((await content('put', '/api/admin/listing-applications/99999', { status: 'new', staffNotes: '' })).status).toBe(404);
    expect((await content('get', '/api/admin/listing-applications?status=declined')).body.data.items[0].id).toBe(id);
  });

  it('bad input is refused with a localized message; a logged-in customer is recorded; applications are limited per network', async () => {
    for (const bad of [
      { ...application, tier: 'bronze' },
      { ...application, contactEmail: 'not-an-email' },
      { ...application, website: 'javascript:alert(1)' },
      { ...application, symbol: 'TOO LONG SYMBOL' },
      { ...application, project: '' },
      { ...application, extra: 1 },
    ]) {
      const res = await apply(bad, '203.0.113.60');
      expect(res.status).toBe(400);
      expect(res.body.msg).toBeTruthy();
    }
    const customer = await registerAndLogin(env.t);
    const mine = await env.t.api
      .post('/api/listing/apply')
      .set('AppKey', APP_KEY)
      .set('Authorization', customer.token)
      .set('X-Forwarded-For', '203.0.113.61')
      .send(application);
    const queue = await content('get', '/api/admin/listing-applications');
    expect(queue.body.data.items.find((i: { id: number }) => i.id === mine.body.data.id).userId).toBe(customer.userId);

    for (let i = 0; i < 5; i++) expect((await apply(application, '203.0.113.70')).body.code).toBe(0);
    const limited = await apply(application, '203.0.113.70');
    expect(limited.status).toBe(429);
    // an hour later the network may apply again
    env.t.clock.advance(60 * 60_000);
    expect((await apply(application, '203.0.113.70')).body.code).toBe(0);
  });
});
