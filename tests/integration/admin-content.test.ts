// Content and site settings in the back office (issue 14 point 6, decision 029): what staff
// write appears on the customer side in the reader's locale where staff wrote a version and
// in English otherwise; isClose set by staff closes and reopens the customer site; every
// change is audited with its before and after, and bad input changes nothing.
import { describe, expect, it } from 'vitest';
import { registerAndLogin, userForFile } from '../helpers/accounts.ts';
import { APP_KEY, appForFile } from '../helpers/app.ts';
import { pngImage, scriptRenamedJpg } from '../helpers/files.ts';
import { staffSession } from '../helpers/staff.ts';

const env = appForFile();
const user = userForFile(env);

/** A customer's read, in a locale (as the client sends Accept-Language), optionally logged in. */
async function read(path: string, locale: string, token?: string) {
  const req = env.t.api.get(path).set('AppKey', APP_KEY).set('Accept-Language', locale);
  const res = await (token ? req.set('Authorization', token) : req);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data;
}

/** A staff call as the content role. */
async function staff(method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object) {
  const token = await staffSession(env.t, 'content');
  const req = env.t.api[method](path).set('AppKey', APP_KEY).set('Authorization', token);
  return body ? req.send(body) : req;
}

/** The newest audit row of a content or settings change (not a staff login). */
async function lastAudit() {
  const token = await staffSession(env.t, 'admin');
  const res = await env.t.api.get('/api/admin/audit').set('AppKey', APP_KEY).set('Authorization', token);
  const items = res.body.data.items as { action: string }[];
  const row = items.find((i) => !i.action.startsWith('staff.')) as {
    action: string;
    targetType: string;
    targetId: string;
    before: string;
    after: string;
  };
  return { ...row, before: JSON.parse(row.before) as unknown, after: JSON.parse(row.after) as unknown };
}

describe('notices and the dialog notice', () => {
  it('a notice staff publish reads in Japanese for a Japanese reader and in English for a French one', async () => {
    const res = await staff('post', '/api/admin/notices', {
      title: 'Trading hours change',
      content: 'From Monday the market opens at 08:00 UTC.',
      isDialog: true,
      enabled: true,
      i18n: { 'ja-JP': { title: '取引時間の変更', content: '月曜日から市場は UTC 8:00 に開きます。' } },
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const id = res.body.data.id as number;

    const ja = (await read('/api/notice', 'ja-JP')) as { id: number; title: string; content: string }[];
    expect(ja.find((n) => n.id === id)).toMatchObject({ title: '取引時間の変更', content: '月曜日から市場は UTC 8:00 に開きます。' });
    const fr = (await read('/api/notice', 'fr-FR,fr;q=0.9')) as { id: number; title: string }[];
    expect(fr.find((n) => n.id === id)?.title).toBe('Trading hours change');
    expect((await read(`/api/notice/detail/${id}`, 'ja-JP')).title).toBe('取引時間の変更');
    // the newest enabled dialog notice is this one, in the reader's locale
    expect((await read('/api/notice/dialog', 'ja-JP')).title).toBe('取引時間の変更');
    expect((await read('/api/notice/dialog', 'de-DE')).title).toBe('Trading hours change');

    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'notice.create', targetType: 'notice', targetId: String(id), before: null });
    expect(audit.after).toMatchObject({ title: 'Trading hours change', i18n: { 'ja-JP': { title: '取引時間の変更' } } });
  });

  it('disabling a notice takes it off the customer side; a blank field of a version falls back to English', async () => {
    const created = await staff('post', '/api/admin/notices', {
      title: 'Maintenance tonight',
      content: 'The platform pauses at 02:00 UTC.',
      isDialog: false,
      enabled: true,
      i18n: { 'ko-KR': { title: '오늘 밤 점검', content: '' } },
    });
    const id = created.body.data.id as number;
    const ko = await read(`/api/notice/detail/${id}`, 'ko-KR');
    expect(ko).toMatchObject({ title: '오늘 밤 점검', content: 'The platform pauses at 02:00 UTC.' });

    const edit = await staff('put', `/api/admin/notices/${id}`, {
      ...created.body.data,
      id: undefined,
      createdAt: undefined,
      enabled: false,
    });
    expect(edit.body.code, JSON.stringify(edit.body)).toBe(0);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'notice.update', before: { enabled: true }, after: { enabled: false } });
    const list = (await read('/api/notice', 'ko-KR')) as { id: number }[];
    expect(list.map((n) => n.id)).not.toContain(id);
    const gone = await env.t.api.get(`/api/notice/detail/${id}`).set('AppKey', APP_KEY);
    expect(gone.body.code).toBe(404);

    expect((await staff('delete', `/api/admin/notices/${id}`)).body.code).toBe(0);
    expect(await lastAudit()).toMatchObject({ action: 'notice.delete', targetId: String(id), after: null });
    expect((await staff('delete', `/api/admin/notices/${id}`)).body.code).toBe(404);
  });

  it('refuses a version in a locale that does not exist, or an empty title, and changes nothing', async () => {
    const before = (await staff('get', '/api/admin/notices')).body.data.length;
    for (const body of [
      { title: 'x', content: 'y', isDialog: false, enabled: true, i18n: { 'xx-XX': { title: 'z' } } },
      { title: ' ', content: 'y', isDialog: false, enabled: true },
      { title: 'x', content: 'y', isDialog: false, enabled: true, i18n: { 'ja-JP': { title: 'z', extra: 'no' } } },
    ]) {
      const res = await staff('post', '/api/admin/notices', body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(1000);
    }
    expect((await staff('get', '/api/admin/notices')).body.data.length).toBe(before);
  });
});

describe('banners', () => {
  it('an uploaded image becomes a banner with a Japanese title and image; other readers see the English ones', async () => {
    const upload = await env.t.api
      .post('/api/admin/images')
      .set('AppKey', APP_KEY)
      .set('Authorization', await staffSession(env.t, 'content'))
      .attach('file', pngImage(), 'banner.png');
    expect(upload.body.code, JSON.stringify(upload.body)).toBe(0);
    const jaImage = upload.body.data.path as string;
    expect(jaImage).toMatch(/^content\/[0-9a-f]{32}\.png$/);
    const served = await env.t.api.get(`/api/image/${jaImage}`).set('AppKey', APP_KEY);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const res = await staff('post', '/api/admin/banners', {
      title: 'New: gold and silver',
      image: 'banner/1.svg',
      link: '/pc/market',
      position: 'all',
      sort: 0,
      enabled: true,
      i18n: { 'ja-JP': { title: '新登場：金と銀', image: jaImage } },
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const id = res.body.data.id;
    const ja = (await read('/api/banner', 'ja-JP')) as { id: number; title: string; image: string }[];
    expect(ja.find((b) => b.id === id)).toMatchObject({ title: '新登場：金と銀', image: jaImage });
    const en = (await read('/api/banner?position=pc', 'en-US')) as { id: number; title: string; image: string }[];
    expect(en.find((b) => b.id === id)).toMatchObject({ title: 'New: gold and silver', image: 'banner/1.svg' });
  });

  it('refuses an image that is not in the store, and a file that is not an image', async () => {
    const res = await staff('post', '/api/admin/banners', {
      title: 'Missing image',
      image: 'banner/none.png',
      link: '',
      position: 'all',
      sort: 0,
      enabled: true,
    });
    expect(res.body.code).toBe(4028);
    const banners = (await staff('get', '/api/admin/banners')).body.data as { title: string }[];
    expect(banners.map((b) => b.title)).not.toContain('Missing image');
    const script = await env.t.api
      .post('/api/admin/images')
      .set('AppKey', APP_KEY)
      .set('Authorization', await staffSession(env.t, 'content'))
      .attach('file', scriptRenamedJpg, 'x.jpg');
    expect(script.body.code).toBe(4021);
  });
});

describe('customer-service entries', () => {
  it('an entry staff add shows with its name in the reader locale, English otherwise', async () => {
    const res = await staff('post', '/api/admin/customer-services', {
      name: 'Live chat',
      customerLogo: 'customer/chat.svg',
      customerUrl: '/kefu/',
      levitate: 'N',
      isEnable: 'Y',
      sort: 9,
      i18n: { 'zh-MO': { name: '線上客服' } },
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const id = res.body.data.id;
    const zh = (await read('/api/customer', 'zh-TW')) as { id: number; name: string; levitate: string }[];
    expect(zh.find((c) => c.id === id)).toMatchObject({ name: '線上客服', levitate: 'N', isEnable: 'Y' });
    const th = (await read('/api/customer', 'th-TH')) as { id: number; name: string }[];
    expect(th.find((c) => c.id === id)?.name).toBe('Live chat');
  });
});

describe('messages', () => {
  it('a message to one customer reaches only them, in their locale; one to all reaches everyone', async () => {
    const other = await registerAndLogin(env.t);
    const one = await staff('post', '/api/admin/messages', {
      userId: user.userId,
      title: 'Your documents',
      content: 'Please upload a clearer photo.',
      i18n: { 'es-ES': { title: 'Sus documentos', content: 'Suba una foto más nítida.' } },
    });
    expect(one.body.code, JSON.stringify(one.body)).toBe(0);
    const all = await staff('post', '/api/admin/messages', { userId: null, title: 'Welcome', content: 'Hello everyone.' });
    expect(all.body.code).toBe(0);

    const mine = (await read('/api/message', 'es-ES', user.token)) as { id: number; title: string; broadcast: boolean }[];
    expect(mine.find((m) => m.id === one.body.data.id)).toMatchObject({ title: 'Sus documentos', broadcast: false });
    expect(mine.find((m) => m.id === all.body.data.id)).toMatchObject({ title: 'Welcome', broadcast: true });
    const theirs = (await read('/api/message', 'es-ES', other.token)) as { id: number }[];
    expect(theirs.map((m) => m.id)).toContain(all.body.data.id);
    expect(theirs.map((m) => m.id)).not.toContain(one.body.data.id);

    const nobody = await staff('post', '/api/admin/messages', { userId: 99_999_999, title: 'x', content: 'y' });
    expect(nobody.body.code).toBe(2004);
  });
});

describe('news', () => {
  it('an article is seen once published, in the reader locale; the first publication dates it', async () => {
    const draft = await staff('post', '/api/admin/news', {
      coverImage: 'banner/2.svg',
      title: 'Quarterly report',
      summary: 'What changed this quarter',
      body: 'Volumes rose.',
      published: false,
      i18n: { 'vi-VN': { title: 'Báo cáo quý', summary: '', body: 'Khối lượng tăng.' } },
    });
    expect(draft.body.code, JSON.stringify(draft.body)).toBe(0);
    const id = draft.body.data.id as number;
    expect(draft.body.data.publishedAt).toBeNull();
    expect(((await read('/api/news/list', 'vi-VN')) as { id: number }[]).map((n) => n.id)).not.toContain(id);
    expect((await env.t.api.get(`/api/news/${id}`).set('AppKey', APP_KEY)).body.code).toBe(404);

    const { id: _id, publishedAt: _p, createdAt: _c, ...body } = draft.body.data;
    const published = await staff('put', `/api/admin/news/${id}`, { ...body, published: true });
    expect(published.body.data.publishedAt).toBe(new Date(env.t.clock.now()).toISOString());
    const list = (await read('/api/news/list', 'vi-VN')) as { id: number; title: string; summary: string }[];
    expect(list.find((n) => n.id === id)).toMatchObject({ title: 'Báo cáo quý', summary: 'What changed this quarter' });
    expect(list.find((n) => n.id === id)).not.toHaveProperty('body');
    expect(await read(`/api/news/${id}`, 'vi-VN')).toMatchObject({ body: 'Khối lượng tăng.', coverImage: 'banner/2.svg' });
    expect((await read(`/api/news/${id}`, 'en-US')).body).toBe('Volumes rose.');
  });
});

describe('config keys and languages', () => {
  it('isClose set to Y by staff closes the customer site (the public config says Y); N reopens it', async () => {
    const set = async (value: string) => staff('put', '/api/admin/config/isClose', { configValue: value });
    expect((await set('Y')).body.data).toMatchObject({ identify: 'isClose', configValue: 'Y', kind: 'yesNo' });
    expect((await read('/api/config?identify=isClose', 'en-US')).configValue).toBe('Y');
    expect(await lastAudit()).toMatchObject({ action: 'config.update', before: { configValue: 'N' }, after: { configValue: 'Y' } });
    // the back office itself stays open: staff can switch the site back on
    expect((await set('N')).body.code).toBe(0);
    expect((await read('/api/config?identify=isClose', 'en-US')).configValue).toBe('N');
  });

  it('refuses a value of the wrong kind and keys it does not edit, changing nothing', async () => {
    const bad = await staff('put', '/api/admin/config/withdrawMaintenance', { configValue: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(6202);
    expect(bad.body.msg).toContain('withdrawMaintenance');
    expect((await staff('put', '/api/admin/config/logo', { configValue: 'logo/none.svg' })).body.code).toBe(6202);
    expect((await staff('put', '/api/admin/config/defaultInviteCode', { configValue: 'OTHER' })).body.code).toBe(6201);
    expect((await staff('put', '/api/admin/config/noSuchKey', { configValue: 'Y' })).body.code).toBe(3001);
    const items = (await staff('get', '/api/admin/config')).body.data as { identify: string; configValue: string }[];
    expect(items.find((c) => c.identify === 'withdrawMaintenance')?.configValue).toBe('N');
    expect(items.find((c) => c.identify === 'defaultInviteCode')?.configValue).toBe('PLATFORM');
  });

  it('a language staff hide is no longer shown; English cannot be hidden', async () => {
    const langs = (await staff('get', '/api/admin/languages')).body.data as { id: number; flag: string; isShow: boolean }[];
    const fr = langs.find((l) => l.flag === 'fr-FR') as { id: number };
    expect((await staff('put', `/api/admin/languages/${fr.id}`, { isShow: false })).body.data.isShow).toBe(false);
    const shown = (await read('/api/language', 'en-US')) as { flag: string; isShow: boolean }[];
    expect(shown.find((l) => l.flag === 'fr-FR')?.isShow).toBe(false);
    const en = langs.find((l) => l.flag === 'en-US') as { id: number };
    expect((await staff('put', `/api/admin/languages/${en.id}`, { isShow: false })).body.code).toBe(6203);
    expect((await staff('put', `/api/admin/languages/${fr.id}`, { isShow: true })).body.data.isShow).toBe(true);
  });
});
