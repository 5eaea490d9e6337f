// Certification in two tiers (issue 17.1, decision 043): the tier order, rejection and
// resubmission, document numbers unique on the platform however typed (and shown masked),
// identity photos private to their owner and staff (each staff view audited), re-encoded
// without GPS, HTML named .jpg and a decompression bomb refused; the staff queue; the tier on
// /api/user/info and the onAuthenticated hook. The ledger reconciles after every test.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { APP_KEY } from '../helpers/app.ts';
import { htmlAsPng, pngDeclaring, pngImage, scriptRenamedJpg } from '../helpers/files.ts';
import { api, fundsTestApp } from '../helpers/funds.ts';
import { staffSession } from '../helpers/staff.ts';
import { imageStore } from '../../server/modules/image/store.ts';
import { advancedPhotos, certify, hasGpsExif, JUNIOR, jpegWithGps, latestSubmission, uploadKycPhoto } from '../helpers/kyc.ts';

const env = fundsTestApp();

const user = () => registerAndLogin(env.t);
const kycOf = async (token: string) => (await api(env.t, token).get('/api/kyc')).body.data;
const tierOf = async (token: string) => (await api(env.t, token).get('/api/user/info')).body.data.kycTier;
const messagesOf = async (token: string) => (await api(env.t, token).get('/api/message')).body.data as { title: string; content: string }[];

describe('tiers', () => {
  it('starts unverified; advanced before junior is authenticated is refused, also while junior is under review', async () => {
    const u = await user();
    expect(await kycOf(u.token)).toMatchObject({
      tier: 'none',
      junior: { state: 'unverified', docNumber: null, rejectReason: null },
      advanced: { state: 'unverified', photos: null },
    });
    expect(await tierOf(u.token)).toBe('none');
    const photos = await advancedPhotos(env.t, u.token);
    const early = await api(env.t, u.token).post('/api/kyc/advanced', photos);
    expect(early.body).toMatchObject({ code: 6500, data: null });
    expect(early.status).toBe(409);
    expect(early.body.msg).toMatch(/junior/i);

    expect((await api(env.t, u.token).post('/api/kyc/junior', { ...JUNIOR, docNumber: 'TIER0RDER1' })).body.data.junior.state).toBe(
      'authenticating',
    );
    expect((await api(env.t, u.token).post('/api/kyc/advanced', photos)).body.code).toBe(6500);
    // a second junior while the first is reviewed
    expect((await api(env.t, u.token).post('/api/kyc/junior', { ...JUNIOR, docNumber: 'TIER0RDER1' })).body.code).toBe(6501);
    expect(await tierOf(u.token)).toBe('none');
  });

  it('junior then advanced, each approved by staff: the tier follows, the hook hears both, advanced needs three different photos of mine', async () => {
    const heard: { userId: number; tier: string }[] = [];
    const listeners = env.t.app.services.kyc.onAuthenticated;
    // a listener that fails neither undoes the approval nor keeps the next one from hearing it
    const failing = () => {
      throw new Error('bonus service down');
    };
    const hearing = (e: { userId: number; tier: string }) => heard.push({ userId: e.userId, tier: e.tier });
    listeners.push(failing, hearing);
    const u = await user();
    await certify(env.t, env.staff, u, 'junior');
    expect(await tierOf(u.token)).toBe('junior');
    expect(env.t.app.services.kyc.tierOf(u.userId)).toBe('junior');
    expect((await api(env.t, u.token).post('/api/kyc/junior', { ...JUNIOR, docNumber: 'AGAIN12345' })).body.code).toBe(6502);

    const photos = await advancedPhotos(env.t, u.token);
    const same = await api(env.t, u.token).post('/api/kyc/advanced', { ...photos, backUploadId: photos.frontUploadId });
    expect(same.body.code).toBe(6507);
    const other = await user();
    const theirs = await uploadKycPhoto(env.t, other.token, await jpegWithGps());
    expect((await api(env.t, u.token).post('/api/kyc/advanced', { ...photos, handUploadId: theirs })).body.code).toBe(6507);
    const proof = (await api(env.t, u.token).upload(pngImage())).body.data.id;
    expect((await api(env.t, u.token).post('/api/kyc/advanced', { ...photos, handUploadId: proof })).body.code).toBe(6507);

    await certify(env.t, env.staff, u, 'advanced');
    expect(await tierOf(u.token)).toBe('advanced');
    const status = await kycOf(u.token);
    expect(status).toMatchObject({ tier: 'advanced', junior: { state: 'authenticated' }, advanced: { state: 'authenticated' } });
    expect(status.advanced.photos).toEqual(expect.objectContaining({ front: expect.any(Number) }));
    expect(heard.filter((h) => h.userId === u.userId)).toEqual([
      { userId: u.userId, tier: 'junior' },
      { userId: u.userId, tier: 'advanced' },
    ]);
    const titles = (await messagesOf(u.token)).map((m) => m.title);
    expect(titles).toEqual(expect.arrayContaining(['Junior certification approved', 'Advanced certification approved']));
    listeners.splice(listeners.indexOf(failing), 2);
  });

  it('a rejected tier shows the reason, the customer is told, and may submit again', async () => {
    const u = await user();
    await api(env.t, u.token).post('/api/kyc/junior', { ...JUNIOR, docNumber: 'RJ-000111' });
    const id = await latestSubmission(env.t, env.staff, u.userId, 'junior');
    expect((await api(env.t, env.staff).post(`/api/admin/kyc/${id}/reject`, { reason: '' })).body.code).toBe(4026);
    const rejected = await api(env.t, env.staff).post(`/api/admin/kyc/${id}/reject`, { reason: 'Name does not match the document' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReason: 'Name does not match the document' });
    // reviewed once
    expect((await api(env.t, env.staff).post(`/api/admin/kyc/${id}/approve`)).body.code).toBe(4023);
    expect((await kycOf(u.token)).junior).toMatchObject({ state: 'rejected', rejectReason: 'Name does not match the document' });
    const message = (await messagesOf(u.token)).find((m) => m.title === 'Junior certification rejected');
    expect(message?.content).toContain('Name does not match the document');

    // resubmitted (the same number is still the user's own), then approved
    const again = await api(env.t, u.token).post('/api/kyc/junior', { ...JUNIOR, realName: 'Augusta Ada King', docNumber: 'RJ-000111' });
    expect(again.body.data.junior).toMatchObject({ state: 'authenticating', realName: 'Augusta Ada King', rejectReason: null });
    await api(env.t, env.staff).post(`/api/admin/kyc/${await latestSubmission(env.t, env.staff, u.userId, 'junior')}/approve`);
    expect(await tierOf(u.token)).toBe('junior');

    // an advanced rejection, then new photos
    const photos = await advancedPhotos(env.t, u.token);
    await api(env.t, u.token).post('/api/kyc/advanced', photos);
    const adv = await latestSubmission(env.t, env.staff, u.userId, 'advanced');
    await api(env.t, env.staff).post(`/api/admin/kyc/${adv}/reject`, { reason: 'Hand-held photo is blurred' });
    expect((await kycOf(u.token)).advanced).toMatchObject({ state: 'rejected', rejectReason: 'Hand-held photo is blurred' });
    expect((await api(env.t, u.token).post('/api/kyc/advanced', await advancedPhotos(env.t, u.token))).body.data.advanced.state).toBe(
      'authenticating',
    );
  });
});

describe('document numbers', () => {
  it('one number per platform however typed; shown masked only; a rejected claim frees it', async () => {
    const a = await user();
    const b = await user();
    const sent = await api(env.t, a.token).post('/api/kyc/junior', { ...JUNIOR, idType: 'id-card', docNumber: 'AB 123-456 789' });
    expect(sent.body.data.junior.docNumber).toBe('*******6789');
    for (const typed of ['AB123456789', 'ab123456789', ' ab 123 456 789 ', 'ab-123.456/789']) {
      const dup = await api(env.t, b.token).post('/api/kyc/junior', { ...JUNIOR, idType: 'passport', docNumber: typed });
      expect(dup.body, typed).toMatchObject({ code: 6503, data: null });
      expect(dup.status).toBe(409);
    }
    // nothing holds the plain number in the clear (sealed for compliance's audited view: decision 070)
    const row = env.t.app.ctx.sqlite.prepare('SELECT * FROM "KycSubmission" WHERE userId = ?').get(a.userId) as Record<string, unknown>;
    expect(JSON.stringify(row)).not.toMatch(/123456789/);
    expect(row.docHash).toMatch(/^[0-9a-f]{64}$/);
    const queue = await api(env.t, env.staff).get(`/api/admin/kyc?userId=${a.userId}`);
    expect(JSON.stringify(queue.body)).not.toMatch(/123456789/);
    expect(queue.body.data.items[0].docNumber).toBe('*******6789');

    await api(env.t, env.staff).post(`/api/admin/kyc/${await latestSubmission(env.t, env.staff, a.userId, 'junior')}/reject`, {
      reason: 'Not your document',
    });
    expect((await api(env.t, b.token).post('/api/kyc/junior', { ...JUNIOR, docNumber: 'ab123456789' })).body.code).toBe(0);
    expect((await api(env.t, a.token).post('/api/kyc/junior', { ...JUNIOR, docNumber: 'AB123456789' })).body.code).toBe(6503);
  });

  it('two accounts sending one number at once: exactly one gets it', async () => {
    const users = await Promise.all([user(), user(), user(), user()]);
    const codes = (
      await Promise.all(users.map((u) => api(env.t, u.token).post('/api/kyc/junior', { ...JUNIOR, docNumber: 'RACE-55555' })))
    ).map((r) => r.body.code);
    expect(codes.sort()).toEqual([0, 6503, 6503, 6503]);
  });

  it.each([
    ['no type', { realName: 'Ada', docNumber: 'X12345' }, 6506],
    ['an unknown type', { idType: 'library-card', realName: 'Ada Lovelace', docNumber: 'X12345' }, 6506],
    ['a name with digits', { idType: 'passport', realName: 'Ada 1', docNumber: 'X12345' }, 6505],
    ['a one-letter name', { idType: 'passport', realName: 'A', docNumber: 'X12345' }, 6505],
    ['a short number', { idType: 'passport', realName: 'Ada Lovelace', docNumber: 'X1 2' }, 6504],
    ['a number with symbols', { idType: 'passport', realName: 'Ada Lovelace', docNumber: 'X12345#' }, 6504],
  ])('refuses %s', async (_label, body, code) => {
    const u = await user();
    const res = await api(env.t, u.token).post('/api/kyc/junior', body);
    expect(res.body).toMatchObject({ code, data: null });
    expect(res.status).toBe(400);
  });
});

describe('identity photos', () => {
  it('readable by their owner and by staff (each view audited); another user gets 403, a visitor -99', async () => {
    const owner = await user();
    const id = await uploadKycPhoto(env.t, owner.token, await jpegWithGps());
    const mine = await api(env.t, owner.token).get(`/api/kyc/photo/${id}`);
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(mine.headers['cache-control']).toContain('no-store');

    const other = await user();
    const theirs = await api(env.t, other.token).get(`/api/kyc/photo/${id}`);
    expect(theirs.status).toBe(403);
    expect(theirs.body).toMatchObject({ code: 1006, data: null });
    const visitor = await env.t.api.get(`/api/kyc/photo/${id}`).set('AppKey', APP_KEY);
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe(-99);
    // staff sessions are not customers' here; they read through the audited back-office route
    expect((await api(env.t, env.staff).get(`/api/kyc/photo/${id}`)).body.code).toBe(-99);
    const staffView = await api(env.t, env.staff).get(`/api/admin/uploads/${id}`);
    expect(staffView.status).toBe(200);
    const audit = env.t.app.ctx.sqlite
      .prepare(`SELECT action, after FROM "AuditLog" WHERE targetType = 'upload' AND targetId = ?`)
      .all(String(id));
    expect(audit).toEqual([{ action: 'upload.view', after: JSON.stringify({ purpose: 'kyc', userId: owner.userId }) }]);
    // not a photo of that kind, or none at all
    const proof = (await api(env.t, owner.token).upload(pngImage())).body.data.id;
    expect((await api(env.t, owner.token).get(`/api/kyc/photo/${proof}`)).body.code).toBe(404);
    expect((await api(env.t, owner.token).get('/api/kyc/photo/999999')).body.code).toBe(404);
  });

  it('a photo with GPS EXIF comes back re-encoded without it, stored outside the public image folder under a random name', async () => {
    const u = await user();
    const sent = await jpegWithGps(120, 90);
    expect(await hasGpsExif(sent)).toBe(true);
    const id = await uploadKycPhoto(env.t, u.token, sent, 'IMG_0001.jpg');
    const back = (await api(env.t, u.token).get(`/api/kyc/photo/${id}`).buffer(true)).body as Buffer;
    expect(back.equals(sent)).toBe(false);
    expect(await hasGpsExif(back)).toBe(false);
    const meta = await sharp(back).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 120, height: 90 });
    expect(meta.exif).toBeUndefined();
    expect(back.includes(Buffer.from('TestCam'))).toBe(false);
    const row = env.t.app.ctx.sqlite.prepare('SELECT path FROM "Upload" WHERE id = ?').get(id) as { path: string };
    expect(row.path).toMatch(/^\d{4}-\d{2}\/[0-9a-f]{32}\.jpg$/);
    // kept in the private uploads' area, not among the public images
    expect(env.t.app.services.funds.uploads.files.exists(row.path)).toBe(true);
    expect(imageStore(env.t.app.ctx).exists(row.path)).toBe(false);
    // and over the public image route it does not exist
    expect((await env.t.api.get(`/api/image/${row.path}`).set('AppKey', APP_KEY)).body.code).toBe(404);
  });

  it('a PNG stays a PNG; orientation is applied (a photo taken sideways comes back upright)', async () => {
    const u = await user();
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    const pngId = await uploadKycPhoto(env.t, u.token, png, 'scan.png');
    const pngBack = (await api(env.t, u.token).get(`/api/kyc/photo/${pngId}`).buffer(true)).body as Buffer;
    expect(await sharp(pngBack).metadata()).toMatchObject({ format: 'png', width: 30, height: 20 });
    // EXIF orientation 6: stored 40×20, shown rotated 90° (20×40)
    const sideways = await sharp({ create: { width: 40, height: 20, channels: 3, background: 'white' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const id = await uploadKycPhoto(env.t, u.token, sideways);
    const back = (await api(env.t, u.token).get(`/api/kyc/photo/${id}`).buffer(true)).body as Buffer;
    const meta = await sharp(back).metadata();
    expect({ width: meta.width, height: meta.height, orientation: meta.orientation }).toEqual({
      width: 20,
      height: 40,
      orientation: undefined,
    });
  });

  it.each([
    ['HTML renamed .jpg', htmlAsPng, 'photo.jpg'],
    ['a script renamed .jpg', scriptRenamedJpg, 'photo.jpg'],
    ['a JPEG header and nothing after it', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'cut.jpg'],
  ])('refuses %s, storing nothing', async (_label, content, name) => {
    const u = await user();
    const before = env.t.app.ctx.sqlite.prepare('SELECT COUNT(*) AS n FROM "Upload"').get() as { n: number };
    const res = await api(env.t, u.token).upload(content, name, 'kyc');
    expect(res.body).toMatchObject({ code: 6508, data: null });
    expect(res.status).toBe(400);
    expect(env.t.app.ctx.sqlite.prepare('SELECT COUNT(*) AS n FROM "Upload"').get()).toEqual(before);
  });

  it('refuses WebP for identity photos and deposit proofs alike (JPEG or PNG only)', async () => {
    const u = await user();
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'white' } })
      .webp()
      .toBuffer();
    expect((await api(env.t, u.token).upload(webp, 'photo.webp', 'kyc')).body.code).toBe(6508);
    expect((await api(env.t, u.token).upload(webp, 'proof.webp', 'deposit-proof')).body.code).toBe(6508);
  });

  it('refuses a decompression bomb (a small PNG declaring 20000×20000) from its header, fast', async () => {
    const u = await user();
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200_000);
    const started = performance.now();
    const res = await api(env.t, u.token).upload(bomb, 'bomb.png', 'kyc');
    const elapsed = performance.now() - started;
    expect(res.body).toMatchObject({ code: 6509, data: null });
    expect(res.body.msg).toMatch(/10 MB.*50 megapixels/);
    // decoding 400 megapixels (1.2 GB of pixels) takes many seconds; the header check takes milliseconds
    expect(elapsed).toBeLessThan(2000);
    // one row above 50 megapixels is too large; exactly 50 is not refused for its size (it fails decoding: its data is short)
    expect((await api(env.t, u.token).upload(pngDeclaring(10_000, 5_001), 'big.png', 'kyc')).body.code).toBe(6509);
    expect((await api(env.t, u.token).upload(pngDeclaring(10_000, 5_000), 'big.png', 'kyc')).body.code).toBe(6508);
  });

  it('refuses a file above 10 MB', async () => {
    const u = await user();
    const big = Buffer.concat([await jpegWithGps(), Buffer.alloc(10 * 1_048_576)]);
    const res = await api(env.t, u.token).upload(big, 'huge.jpg', 'kyc');
    expect(res.status).toBe(413);
  });
});

describe('staff queue', () => {
  it('filters by state and tier; the detail of an advanced submission shows the junior details it must match', async () => {
    const u = await user();
    await certify(env.t, env.staff, u, 'junior', 'QUEUE-777001');
    await api(env.t, u.token).post('/api/kyc/advanced', await advancedPhotos(env.t, u.token));
    const pending = await api(env.t, env.staff).get(`/api/admin/kyc?status=authenticating&tier=advanced&userId=${u.userId}`);
    expect(pending.body.data.total).toBe(1);
    const item = pending.body.data.items[0];
    expect(item).toMatchObject({ tier: 'advanced', status: 'authenticating', userId: u.userId, account: expect.stringContaining('@') });
    expect((await api(env.t, env.staff).get(`/api/admin/kyc?status=authenticated&tier=junior&userId=${u.userId}`)).body.data.total).toBe(1);
    expect((await api(env.t, env.staff).get(`/api/admin/kyc?status=rejected&userId=${u.userId}`)).body.data.total).toBe(0);
    const detail = await api(env.t, env.staff).get(`/api/admin/kyc/${item.id}`);
    expect(detail.body.data).toMatchObject({
      userTier: 'junior',
      junior: { idType: 'passport', realName: 'Ada Lovelace', docNumber: '*******7001' },
      photos: { front: expect.any(Number), back: expect.any(Number), hand: expect.any(Number) },
    });
    expect((await api(env.t, env.staff).get('/api/admin/kyc/999999')).body.code).toBe(404);
    // a customer is not staff; a role without the permission is refused
    expect((await api(env.t, u.token).get('/api/admin/kyc')).status).toBe(403);
    const approved = await api(env.t, env.staff).post(`/api/admin/kyc/${item.id}/approve`);
    expect(approved.body.data.status).toBe('authenticated');
    const audit = env.t.app.ctx.sqlite
      .prepare(`SELECT action, reason FROM "AuditLog" WHERE targetType = 'kyc' AND targetId = ?`)
      .all(String(item.id));
    expect(audit).toEqual([{ action: 'kyc.approve', reason: '' }]);
  });

  it('names the customer (certified name, e-mail, tier); compliance reveals the full number beside the photos, each reveal audited; others are refused', async () => {
    const u = await user();
    await certify(env.t, env.staff, u, 'junior', 'rev-4242 99');
    await api(env.t, u.token).post('/api/kyc/advanced', await advancedPhotos(env.t, u.token));
    const juniorId = await latestSubmission(env.t, env.staff, u.userId, 'junior');
    const advancedId = await latestSubmission(env.t, env.staff, u.userId, 'advanced');
    const listed = (await api(env.t, env.staff).get(`/api/admin/kyc?userId=${u.userId}&tier=advanced`)).body.data.items[0];
    expect(listed.customer).toEqual({
      id: u.userId,
      name: 'Ada Lovelace',
      email: u.account.type === 'email' ? u.account.email : null,
      phone: null,
      tier: 'junior',
    });

    const compliance = await staffSession(env.t, 'compliance');
    const reveals = () =>
      env.t.app.ctx.sqlite
        .prepare(`SELECT staffId, targetId, after FROM "AuditLog" WHERE action = 'kyc.document.view' AND targetId = ?`)
        .all(String(juniorId)) as { staffId: number; targetId: string; after: string }[];
    // a role without certification.document: refused, nothing recorded
    const finance = await staffSession(env.t, 'finance');
    expect((await api(env.t, finance).post(`/api/admin/kyc/${advancedId}/document-number`)).status).toBe(403);
    expect(reveals()).toEqual([]);
    // compliance, from the advanced submission's photos: the junior's number, normalised, one audit row per reveal
    const shown = await api(env.t, compliance).post(`/api/admin/kyc/${advancedId}/document-number`);
    expect(shown.body.data).toEqual({ docNumber: 'REV424299' });
    expect((await api(env.t, compliance).post(`/api/admin/kyc/${juniorId}/document-number`)).body.data.docNumber).toBe('REV424299');
    expect(reveals().map((r) => JSON.parse(r.after))).toEqual([
      { userId: u.userId, viewedFrom: advancedId },
      { userId: u.userId, viewedFrom: juniorId },
    ]);
    // the detail and the queue keep showing it masked
    const detail = (await api(env.t, compliance).get(`/api/admin/kyc/${advancedId}`)).body.data;
    expect(detail.junior.docNumber).toBe('*****4299');
    expect(JSON.stringify(detail)).not.toContain('REV424299');
    // a number sent before numbers were sealed cannot be revealed (and nothing is recorded)
    env.t.app.ctx.sqlite.prepare('UPDATE "KycSubmission" SET docSealed = NULL WHERE id = ?').run(juniorId);
    const old = await api(env.t, compliance).post(`/api/admin/kyc/${juniorId}/document-number`);
    expect(old.body).toMatchObject({ code: 6510, data: null });
    expect(old.status).toBe(404);
    expect(reveals()).toHaveLength(2);
    expect((await api(env.t, compliance).post('/api/admin/kyc/999999/document-number')).status).toBe(404);
  });
});
