// Bank-transfer (offline) recharge channels carry where to send the money: payee, bank,
// account number, branch and an optional payment QR code, per currency, set by staff
// through a validated staff API (issue 12.6).
import { beforeAll, describe, expect, it } from 'vitest';
import type { OfflineChannel } from '../../shared/schemas/funds.ts';
import { APP_KEY } from '../helpers/app.ts';
import { registerAndLogin } from '../helpers/accounts.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { pngImage } from '../helpers/files.ts';
import { api, fundsTestApp } from '../helpers/funds.ts';

const env = fundsTestApp();
let user: string;
beforeAll(async () => {
  user = (await registerAndLogin(env.t)).token;
});

/** A channel as users see it, and as staff do (with whether it is offered). */
type Channel = OfflineChannel & { enabled?: boolean };

const userChannels = async () =>
  (await api(env.t, user).get('/api/recharge/channels')).body.data.offline as { currencies: string[]; channels: Channel[] };
const staffChannels = async () => (await api(env.t, env.staff).get('/api/admin/recharge-channels')).body.data as Channel[];
const channelOf = async (currency: string) => (await staffChannels()).find((c) => c.currency === currency) as Channel;
const bodyOf = ({ payeeName, bankName, accountNumber, bankBranch, qrImage, enabled }: Channel) => ({
  payeeName,
  bankName,
  accountNumber,
  bankBranch,
  qrImage,
  enabled,
});

describe('the channel list', () => {
  it('carries the payee details of every bank-transfer channel, and the payment QR code where one is set', async () => {
    const offline = await userChannels();
    expect(offline.currencies).toEqual(['USDT', 'USD']);
    expect(offline.channels).toHaveLength(2);
    for (const c of offline.channels) {
      expect(c.payeeName.length).toBeGreaterThan(3);
      expect(c.bankName.length).toBeGreaterThan(3);
      expect(c.accountNumber).toMatch(/^[0-9 ]{8,}$/);
      expect(c.bankBranch.length).toBeGreaterThan(5);
      // users see no staff fields
      expect(Object.keys(c).sort()).toEqual(['accountNumber', 'bankBranch', 'bankName', 'currency', 'id', 'payeeName', 'qrImage']);
    }
    const usd = offline.channels.find((c) => c.currency === 'USD') as Channel;
    expect(usd.qrImage).toBe('payment/usd-transfer-qr.svg');
    const qr = await env.t.api.get(`/api/image/${usd.qrImage}`).set('AppKey', APP_KEY);
    expect(qr.status).toBe(200);
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(offline.channels.find((c) => c.currency === 'USDT')?.qrImage).toBeNull();
  });
});

describe('staff', () => {
  it('edit a channel: users see the new payee details at once', async () => {
    const usdt = await channelOf('USDT');
    const res = await api(env.t, env.staff).put(`/api/admin/recharge-channels/${usdt.id}`, {
      payeeName: 'Aurora Treasury Ltd.',
      bankName: 'Harbour Trust Bank',
      accountNumber: 'GB29 NWBK 6016 1331 9268 19',
      bankBranch: 'City Branch, 1 King St, London',
      qrImage: 'payment/usd-transfer-qr.svg',
      enabled: true,
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect(res.body.data).toMatchObject({
      id: usdt.id,
      currency: 'USDT',
      payeeName: 'Aurora Treasury Ltd.',
      accountNumber: 'GB29 NWBK 6016 1331 9268 19',
      enabled: true,
    });
    expect(res.body.data.updatedAt).toBe(new Date(env.t.clock.now()).toISOString());
    const seen = (await userChannels()).channels.find((c) => c.currency === 'USDT');
    expect(seen).toEqual({
      id: usdt.id,
      currency: 'USDT',
      payeeName: 'Aurora Treasury Ltd.',
      bankName: 'Harbour Trust Bank',
      accountNumber: 'GB29 NWBK 6016 1331 9268 19',
      bankBranch: 'City Branch, 1 King St, London',
      qrImage: 'payment/usd-transfer-qr.svg',
    });
    // and back, without a QR code
    expect((await api(env.t, env.staff).put(`/api/admin/recharge-channels/${usdt.id}`, bodyOf(usdt))).body.code).toBe(0);
    expect((await userChannels()).channels.find((c) => c.currency === 'USDT')).toMatchObject({ payeeName: usdt.payeeName, qrImage: null });
  });

  it('disable a channel: it is no longer offered, and a transfer in its currency is refused', async () => {
    const usd = await channelOf('USD');
    expect((await api(env.t, env.staff).put(`/api/admin/recharge-channels/${usd.id}`, { ...bodyOf(usd), enabled: false })).body.code).toBe(
      0,
    );
    try {
      const offline = await userChannels();
      expect(offline.currencies).toEqual(['USDT']);
      expect(offline.channels.map((c) => c.currency)).toEqual(['USDT']);
      expect((await staffChannels()).find((c) => c.id === usd.id)?.enabled).toBe(false);
      const proof = (await api(env.t, user).upload(pngImage())).body.data.id;
      const res = await api(env.t, user).post('/api/recharge', {
        channel: 'offline',
        currency: 'USD',
        amount: '100',
        remitterName: 'Ada Lovelace',
        remitterCard: '6222000011112222',
        remitterAddress: '12 Analytical Row',
        proofUploadId: proof,
      });
      expect(res.body.code).toBe(4007);
    } finally {
      await api(env.t, env.staff).put(`/api/admin/recharge-channels/${usd.id}`, bodyOf(usd));
    }
    expect((await userChannels()).currencies).toEqual(['USDT', 'USD']);
  });

  const valid = {
    payeeName: 'Aurora Markets Ltd.',
    bankName: 'First Harbour Bank',
    accountNumber: '4021 7788 5510 0932',
    bankBranch: 'Harbour Plaza Branch',
    qrImage: null,
    enabled: true,
  };
  it.each([
    ['an empty payee', { ...valid, payeeName: '   ' }, 1000, 'payeeName'],
    ['an empty bank name', { ...valid, bankName: '' }, 1000, 'bankName'],
    ['an account number with symbols', { ...valid, accountNumber: '4021<script>' }, 1000, 'accountNumber'],
    ['a too short account number', { ...valid, accountNumber: '12' }, 1000, 'accountNumber'],
    ['a too long branch', { ...valid, bankBranch: 'x'.repeat(201) }, 1000, 'bankBranch'],
    ['a QR path leaving the image store', { ...valid, qrImage: '../../etc/passwd.png' }, 1000, 'qrImage'],
    ['a QR path that is not an image', { ...valid, qrImage: 'payment/qr.html' }, 1000, 'qrImage'],
    ['a QR image not in the store', { ...valid, qrImage: 'payment/missing.png' }, 4028, 'Bildspeicher'],
    ['no enabled flag', { ...valid, enabled: undefined }, 1000, 'enabled'],
    ['an unknown field', { ...valid, currency: 'BTC' }, 1000, 'currency'],
  ])('%s is refused with a localized message and changes nothing', async (_label, body, code, inMessage) => {
    const usd = await channelOf('USD');
    const before = dbFingerprint(env.t.app.ctx.sqlite);
    const res = await api(env.t, env.staff).put(`/api/admin/recharge-channels/${usd.id}`, body).set('Accept-Language', 'de-DE');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.msg).toContain(inMessage);
    expect(dbFingerprint(env.t.app.ctx.sqlite)).toBe(before);
  });

  it('an unknown channel is not found', async () => {
    expect((await api(env.t, env.staff).put('/api/admin/recharge-channels/999', valid)).body.code).toBe(404);
  });

  it('only staff see or edit the channels', async () => {
    const usd = await channelOf('USD');
    const before = dbFingerprint(env.t.app.ctx.sqlite);
    expect((await api(env.t, user).get('/api/admin/recharge-channels')).body.code).toBe(1006);
    expect((await api(env.t, user).put(`/api/admin/recharge-channels/${usd.id}`, valid)).body.code).toBe(1006);
    const anonymous = await env.t.api.put(`/api/admin/recharge-channels/${usd.id}`).set('AppKey', APP_KEY).send(valid);
    expect(anonymous.body.code).toBe(-99);
    expect(dbFingerprint(env.t.app.ctx.sqlite)).toBe(before);
  });
});
