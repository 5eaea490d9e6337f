// Two instances of one deployment (issue 35): one database, one cluster bus between them (a
// LocalClusterBus standing for Redis), the secrets from the environment. What one instance
// stores or changes, the other serves and applies at once: uploaded files, staff's settings,
// certification numbers. On PostgreSQL each instance has its own data and image folders, as
// separate machines have (files live in the database); on SQLite, one machine's store, they
// share its folders.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { APP_KEY, createTestApp, type TestApp } from '../helpers/app.ts';
import { pngImage } from '../helpers/files.ts';
import { api, confirmedWithdraw, fundsTestApp, readyToWithdraw, SECURITY_PASSWORD } from '../helpers/funds.ts';
import { certify, jpegWithGps, latestSubmission } from '../helpers/kyc.ts';
import { TEST_TMP } from '../helpers/paths.ts';
import { secondStaffSession, staffSession } from '../helpers/staff.ts';
import { TEST_STORE } from '../helpers/store.ts';

const SECRETS = { KYC_SECRET: 'kyc-secret-of-this-deployment-0123456789', KYC_SEAL_KEY: 'kyc-seal-key-of-this-deployment-0123456789' };
const env = fundsTestApp({ env: SECRETS });
/** The second instance. */
let other: TestApp;

beforeAll(async () => {
  const folders: Record<string, string> =
    TEST_STORE === 'postgres'
      ? { IMAGE_DIR: path.join(TEST_TMP, `images-of-another-instance-${process.pid}`) }
      : { DATA_DIR: path.dirname(env.t.dbFile) };
  other = await createTestApp({ sameDatabaseAs: env.t, env: { ...SECRETS, ...folders } });
});
// (hooks after run in reverse: this closes before the first instance)
afterAll(() => other.close());

const get = (t: TestApp, url: string, token?: string) => (token ? api(t, token).get(url) : t.api.get(url).set('AppKey', APP_KEY));

describe('files stored through one instance', () => {
  it('an image staff upload is served by the other with the same headers, and may be used there at once', async () => {
    const content = await staffSession(env.t, 'content');
    const upload = await env.t.api
      .post('/api/admin/images')
      .set('AppKey', APP_KEY)
      .set('Authorization', content)
      .attach('file', pngImage(), 'banner.png');
    expect(upload.body.code, JSON.stringify(upload.body)).toBe(0);
    const image = upload.body.data.path as string;

    const served = await get(other, `/api/image/${image}`).buffer(true);
    expect(served.status).toBe(200);
    expect((served.body as Buffer).equals(pngImage())).toBe(true);
    const here = await get(env.t, `/api/image/${image}`).buffer(true);
    for (const header of ['content-type', 'content-length', 'cache-control', 'x-content-type-options', 'content-security-policy'])
      expect(served.headers[header], header).toBe(here.headers[header]);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
    // the other instance's back office finds it in the store too
    const banner = await api(other, content).post('/api/admin/banners', {
      title: 'Uploaded elsewhere',
      image,
      link: '/pc/market',
      position: 'all',
      sort: 9,
      enabled: true,
    });
    expect(banner.body.code, JSON.stringify(banner.body)).toBe(0);
    expect((await get(other, '/api/banner')).body.data.map((b: { image: string }) => b.image)).toContain(image);
  });

  it('a deposit proof is shown to its owner and to staff by the other', async () => {
    const u = await registerAndLogin(env.t);
    const up = await api(env.t, u.token).upload(pngImage());
    expect(up.body.code, JSON.stringify(up.body)).toBe(0);
    const mine = await get(env.t, `/api/upload/${up.body.data.id}`, u.token).buffer(true);
    const there = await get(other, `/api/upload/${up.body.data.id}`, u.token).buffer(true);
    expect(there.status).toBe(200);
    expect(there.headers['content-type']).toBe(mine.headers['content-type']);
    expect((there.body as Buffer).equals(mine.body as Buffer)).toBe(true);
    const staffView = await get(other, `/api/admin/uploads/${up.body.data.id}`, env.staff).buffer(true);
    expect((staffView.body as Buffer).equals(mine.body as Buffer)).toBe(true);
  });

  it("a chat image is shown by the other to the conversation's customer", async () => {
    const u = await registerAndLogin(env.t);
    const up = await env.t.api
      .post('/api/chat/images')
      .set('AppKey', APP_KEY)
      .set('Authorization', u.token)
      .attach('file', await jpegWithGps(), 'photo.jpg');
    expect(up.body.code, JSON.stringify(up.body)).toBe(0);
    const mine = await get(env.t, `/api/chat/images/${up.body.data.id}`, u.token).buffer(true);
    const there = await get(other, `/api/chat/images/${up.body.data.id}`, u.token).buffer(true);
    expect(there.status).toBe(200);
    expect(there.headers['content-type']).toBe('image/jpeg');
    expect((there.body as Buffer).equals(mine.body as Buffer)).toBe(true);
  });
});

/** Proposes `payload` of `kind` through one instance's back office and approves it there (two administrators). */
async function approvedThrough(t: TestApp, kind: string, payload: object) {
  const proposed = await api(t, await secondStaffSession(t, 'admin')).post(`/api/admin/proposals/${kind}`, { payload, reason: 'review' });
  expect(proposed.body.code, JSON.stringify(proposed.body)).toBe(0);
  const approved = await api(t, await staffSession(t, 'admin')).post(`/api/admin/proposals/${proposed.body.data.id}/approve`, {});
  expect(approved.body.code, JSON.stringify(approved.body)).toBe(0);
}

describe('a setting staff change through one instance is in force on the other at once', () => {
  it("a currency's withdrawal minimum", async () => {
    const u = await readyToWithdraw(env.t, env.staff, '200');
    const body = (amount: string) => ({ method: 'crypto', currency: 'USDT', chain: 'TRC20', amount, securityPassword: SECURITY_PASSWORD });
    const usdt = (await get(env.t, '/api/admin/money-settings', env.staff)).body.data.currencies.find(
      (c: { code: string }) => c.code === 'USDT',
    );
    const { code, scale: _scale, ...settings } = usdt;
    expect(Number(settings.minWithdraw)).toBeLessThan(20);
    await approvedThrough(env.t, 'currency-settings', { ...settings, currency: code, minWithdraw: '50' });

    // (refused before a code is asked for)
    const refused = await api(other, u.token).post('/api/withdraw', body('20'));
    expect(refused.body, JSON.stringify(refused.body)).toMatchObject({ code: 4005 });
    expect(refused.body.msg).toContain('The minimum is 50.00 USDT');
    expect((await confirmedWithdraw({ a: api(other, u.token), account: u.account }, body('60'))).body.code).toBe(0);
  });

  it("a product's contract settings", async () => {
    const before = (await get(other, '/api/contract/settings')).body.data as { productId: number; symbol: string; overnightRate: string }[];
    const doge = before.find((s) => s.symbol === 'DOGE/USDT') as { productId: number; overnightRate: string };
    expect(doge.overnightRate).not.toBe('0.00042');
    const setting = (await get(env.t, '/api/admin/contract/settings', env.staff)).body.data.find(
      (s: { symbol: string }) => s.symbol === 'DOGE/USDT',
    );
    const { symbol: _s, name: _n, pricePrecision: _p, currency: _c, pendingProposalId: _id, ...fields } = setting;
    await approvedThrough(env.t, 'contract-setting', { ...fields, overnightRate: '0.00042' });

    const after = (await get(other, `/api/contract/settings?productId=${doge.productId}`)).body.data;
    expect(after).toEqual([expect.objectContaining({ symbol: 'DOGE/USDT', overnightRate: '0.00042' })]);
  });

  it("a spot market's fees", async () => {
    const takerOf = async (t: TestApp) =>
      ((await get(t, '/api/spot/markets')).body.data as { symbol: string; takerFee: string }[]).find((m) => m.symbol === 'ADA/USDT')
        ?.takerFee;
    expect(await takerOf(other)).not.toBe('0.0042');
    const m = (await get(env.t, '/api/admin/spot/markets', env.staff)).body.data.find((x: { symbol: string }) => x.symbol === 'ADA/USDT');
    await approvedThrough(env.t, 'spot-market', {
      marketId: m.id,
      priceStep: m.tickSize,
      lotStep: m.lotStep,
      minNotional: m.minNotional,
      makerFee: m.makerFee,
      takerFee: '0.0042',
      enabled: m.enabled,
    });
    expect(await takerOf(other)).toBe('0.0042');
  });
});

describe('secrets from the environment', () => {
  it('a document number certified through one instance is known to the other, which reveals it to compliance', async () => {
    const first = await registerAndLogin(env.t);
    await certify(env.t, env.staff, first, 'junior', 'SHARED-777 01');
    const second = await registerAndLogin(other);
    const dup = await api(other, second.token).post('/api/kyc/junior', {
      idType: 'passport',
      realName: 'Ada Lovelace',
      docNumber: 'shared 77701',
    });
    expect(dup.body).toMatchObject({ code: 6503 });
    const id = await latestSubmission(env.t, env.staff, first.userId, 'junior');
    const shown = await api(other, await staffSession(other, 'compliance')).post(`/api/admin/kyc/${id}/document-number`);
    expect(shown.body.data).toEqual({ docNumber: 'SHARED77701' });
  });
});
