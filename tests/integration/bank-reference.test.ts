// Bank-transfer reference codes (issue 38 point 3, decision 088): each user's open code per
// currency is issued with the payee details and reused until a deposit request quotes it; the
// request binds it once (a second request quoting it is refused, nothing written); a mistyped,
// another user's or another currency's code is refused with a localized message; staff find the
// request by the code; its approval credits once and the ledger reconciles (after every test).
import { describe, expect, it } from 'vitest';
import { checkCharacter } from '../../shared/bank-reference.ts';
import type { RandomSource } from '../../server/lib/clock.ts';
import { registerAndLogin } from '../helpers/accounts.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { pngImage } from '../helpers/files.ts';
import { api, availableOf, fundsTestApp, offlineDeposit } from '../helpers/funds.ts';

const env = fundsTestApp();

type Api = ReturnType<typeof api>;
interface Issued {
  currency: string;
  reference: string;
  payee: { id: number; currency: string; payeeName: string; accountNumber: string };
}

async function customer() {
  const u = await registerAndLogin(env.t);
  return { ...u, a: api(env.t, u.token) };
}

async function referenceOf(a: Api, currency = 'USDT'): Promise<Issued> {
  const res = await a.get(`/api/recharge/reference?currency=${currency}`);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data;
}

/** A bank-transfer deposit request of 100 USDT with a fresh screenshot, quoting `reference` (omitted: none). */
async function deposit(a: Api, reference?: string, extra: object = {}) {
  const proof = (await a.upload(pngImage())).body.data.id as number;
  return a.post('/api/recharge', { ...offlineDeposit(proof, '100'), ...(reference === undefined ? {} : { reference }), ...extra });
}

const rows = (sql: string, ...params: unknown[]) => env.t.app.ctx.sqlite.prepare(sql).all(...params) as Record<string, unknown>[];
const fingerprint = () => dbFingerprint(env.t.app.ctx.sqlite);

/** `code` with the character at `i` replaced by another of the alphabet. */
const mistyped = (code: string, i: number) => code.slice(0, i) + (code[i] === '7' ? '8' : '7') + code.slice(i + 1);

describe('issuing', () => {
  it("issues the caller's open code with the currency's payee details, and the same code until a request quotes it", async () => {
    const u = await customer();
    const first = await referenceOf(u.a, 'USD');
    expect(first.currency).toBe('USD');
    expect(first.reference).toMatch(/^TP[0-9A-HJKMNP-TV-Z]{9}$/);
    const channels = (await u.a.get('/api/recharge/channels')).body.data.offline.channels as { currency: string }[];
    expect(first.payee).toEqual(channels.find((c) => c.currency === 'USD'));
    env.t.clock.advance(3_600_000);
    expect(await referenceOf(u.a, 'USD')).toEqual(first);
    // one code per currency
    const usdt = await referenceOf(u.a, 'USDT');
    expect(usdt.reference).not.toBe(first.reference);
    expect(rows('SELECT currency, code, depositId FROM "BankReference" WHERE userId = ? ORDER BY id', u.userId)).toEqual([
      { currency: 'USD', code: first.reference, depositId: null },
      { currency: 'USDT', code: usdt.reference, depositId: null },
    ]);
  });

  it('gives every user codes of their own', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add((await referenceOf((await customer()).a)).reference);
    expect(codes.size).toBe(5);
  });

  it('draws again when the code drawn was issued before (to anyone)', async () => {
    const taken = (await referenceOf((await customer()).a)).reference;
    const u = await customer();
    // the injected randomness draws the taken code's eight characters first, then others
    const ctx = env.t.app.ctx as { random: RandomSource };
    const real = ctx.random;
    const script = [...taken.slice(2, 10)].map((ch) => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'.indexOf(ch));
    ctx.random = { int: (min, max) => script.shift() ?? real.int(min, max), bytes: (n) => real.bytes(n) };
    try {
      const issued = await referenceOf(u.a);
      expect(script).toEqual([]);
      expect(issued.reference).not.toBe(taken);
      expect(rows('SELECT userId FROM "BankReference" WHERE code = ?', taken)).toHaveLength(1);
    } finally {
      ctx.random = real;
    }
  });

  it('refuses a currency without a bank-transfer channel, and while bank transfers are under maintenance; nothing is issued', async () => {
    const u = await customer();
    const before = fingerprint();
    const btc = await u.a.get('/api/recharge/reference?currency=BTC');
    expect(btc.body).toMatchObject({ code: 4007, data: null });
    expect(btc.status).toBe(400);
    await env.t.app.ctx.prisma.configItem.update({ where: { identify: 'rechargeOfflineMaintenance' }, data: { configValue: 'Y' } });
    try {
      const res = await u.a.get('/api/recharge/reference?currency=USDT');
      expect(res.body).toMatchObject({ code: 4008, msg: expect.stringContaining('maintenance'), data: null });
      expect(res.status).toBe(503);
    } finally {
      await env.t.app.ctx.prisma.configItem.update({ where: { identify: 'rechargeOfflineMaintenance' }, data: { configValue: 'N' } });
    }
    expect(fingerprint()).toBe(before);
    expect((await env.t.api.get('/api/recharge/reference?currency=USDT').set('AppKey', 'test-app-key')).body.code).toBe(-99);
  });
});

describe('a deposit request', () => {
  it('binds the code it quotes (as typed: any case, hyphens), shows it, and the next code is a new one', async () => {
    const u = await customer();
    const { reference } = await referenceOf(u.a);
    const typed = `${reference.slice(0, 6).toLowerCase()}-${reference.slice(6)}`;
    const res = await deposit(u.a, typed);
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 0, data: { status: 'reviewing', reference } });
    const id = res.body.data.id as number;
    expect(rows('SELECT reference FROM "Deposit" WHERE id = ?', id)).toEqual([{ reference }]);
    expect(rows('SELECT depositId FROM "BankReference" WHERE code = ?', reference)).toEqual([{ depositId: id }]);
    const history = (await u.a.get('/api/recharge/history')).body.data.items;
    expect(history).toEqual([expect.objectContaining({ id, reference })]);
    const next = await referenceOf(u.a);
    expect(next.reference).not.toBe(reference);
    expect(await referenceOf(u.a)).toEqual(next);
  });

  it('without a code binds the open one of its currency, if there is one; else it has none', async () => {
    const u = await customer();
    const none = await deposit(u.a);
    expect(none.body).toMatchObject({ code: 0, data: { reference: null } });
    expect(rows('SELECT id FROM "BankReference" WHERE userId = ?', u.userId)).toEqual([]);
    const usd = await referenceOf(u.a, 'USD');
    // (a USD code is not a USDT transfer's)
    expect((await deposit(u.a)).body.data.reference).toBeNull();
    const { reference } = await referenceOf(u.a);
    const res = await deposit(u.a);
    expect(res.body).toMatchObject({ code: 0, data: { reference } });
    expect(rows('SELECT code, depositId FROM "BankReference" WHERE userId = ? ORDER BY id', u.userId)).toEqual([
      { code: usd.reference, depositId: null },
      { code: reference, depositId: res.body.data.id },
    ]);
  });

  it('quoting a code already bound is refused and changes nothing', async () => {
    const u = await customer();
    const { reference } = await referenceOf(u.a);
    expect((await deposit(u.a, reference)).body.code).toBe(0);
    const proof = (await u.a.upload(pngImage())).body.data.id as number;
    const before = fingerprint();
    const again = await u.a.post('/api/recharge', { ...offlineDeposit(proof, '250'), reference });
    expect(again.body).toMatchObject({ code: 4142, data: null, msg: expect.stringContaining('another deposit request') });
    expect(again.status).toBe(409);
    expect(fingerprint()).toBe(before);
  });

  it('five requests sent at once quoting one code: exactly one binds it', async () => {
    const u = await customer();
    const { reference } = await referenceOf(u.a);
    const proofs = await Promise.all(Array.from({ length: 5 }, async () => (await u.a.upload(pngImage())).body.data.id as number));
    const codes = (await Promise.all(proofs.map((p) => u.a.post('/api/recharge', { ...offlineDeposit(p, '100'), reference })))).map(
      (r) => r.body.code,
    );
    expect(codes.sort()).toEqual([0, 4142, 4142, 4142, 4142]);
    expect(rows('SELECT COUNT(*) AS n FROM "Deposit" WHERE reference = ?', reference)).toEqual([{ n: 1 }]);
  });

  it('a mistyped code is refused with a localized message (English, German), nothing written', async () => {
    const u = await customer();
    const { reference } = await referenceOf(u.a);
    const proof = (await u.a.upload(pngImage())).body.data.id as number;
    const before = fingerprint();
    const swapped = `${reference.slice(0, 4)}${reference[5]}${reference[4]}${reference.slice(6)}`;
    const typos = [
      mistyped(reference, 3),
      mistyped(reference, 10),
      `${reference}7`,
      reference.slice(0, 10),
      reference.replace(/^TP/, 'TQ'),
    ];
    if (swapped !== reference) typos.push(swapped);
    for (const typo of typos) {
      const res = await u.a.post('/api/recharge', { ...offlineDeposit(proof, '100'), reference: typo });
      expect(res.body, typo).toMatchObject({ code: 4140, data: null });
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain('mistyped');
    }
    const de = await u.a
      .post('/api/recharge', { ...offlineDeposit(proof, '100'), reference: mistyped(reference, 6) })
      .set('Accept-Language', 'de-DE');
    expect(de.body).toMatchObject({ code: 4140, msg: expect.stringContaining('Referenzcode ist falsch eingegeben') });
    const zh = await u.a
      .post('/api/recharge', { ...offlineDeposit(proof, '100'), reference: mistyped(reference, 6) })
      .set('Accept-Language', 'zh-CN');
    expect(zh.body.msg).toContain('参考码输入有误');
    expect(fingerprint()).toBe(before);
  });

  it("another user's code, another currency's and one never issued are refused, nothing written", async () => {
    const owner = await customer();
    const u = await customer();
    const theirs = (await referenceOf(owner.a)).reference;
    const myUsd = (await referenceOf(u.a, 'USD')).reference;
    const body = '7K3M9QX2';
    const neverIssued = `TP${body}${checkCharacter(body)}`;
    const proof = (await u.a.upload(pngImage())).body.data.id as number;
    const before = fingerprint();
    for (const reference of [theirs, myUsd, neverIssued]) {
      const res = await u.a.post('/api/recharge', { ...offlineDeposit(proof, '100'), reference });
      expect(res.body, reference).toMatchObject({ code: 4141, data: null, msg: expect.stringContaining('not yours') });
      expect(res.status).toBe(400);
    }
    const fr = await u.a.post('/api/recharge', { ...offlineDeposit(proof, '100'), reference: theirs }).set('Accept-Language', 'fr-FR');
    expect(fr.body.msg).toContain('n’est pas le vôtre');
    expect(fingerprint()).toBe(before);
    // the owner's code is still theirs to quote
    expect((await deposit(owner.a, theirs)).body).toMatchObject({ code: 0, data: { reference: theirs } });
  });
});

describe('staff', () => {
  it('find the request by its code (any case) in the review queue, see it on every view, and the approval credits once', async () => {
    const u = await customer();
    const { reference } = await referenceOf(u.a);
    const other = await customer();
    await deposit(other.a, (await referenceOf(other.a)).reference);
    const id = (await deposit(u.a, reference)).body.data.id as number;
    const staff = api(env.t, env.staff);

    const found = await staff.get(`/api/admin/deposits?reference=${reference.toLowerCase()}`);
    expect(found.body.code, JSON.stringify(found.body)).toBe(0);
    expect(found.body.data.items.map((d: { id: number; reference: string }) => [d.id, d.reference])).toEqual([[id, reference]]);
    expect(found.body.data.total).toBe(1);
    const queue = (await staff.get('/api/admin/deposits?status=reviewing&pageSize=100')).body.data.items as { reference: unknown }[];
    expect(queue.every((d) => d.reference === null || typeof d.reference === 'string')).toBe(true);
    expect((await staff.get(`/api/admin/deposits?reference=${mistyped(reference, 8)}`)).body).toMatchObject({ code: 4140, data: null });
    expect((await staff.get(`/api/admin/deposits/${id}`)).body.data).toMatchObject({ id, reference, remitterName: 'Test User' });

    const approved = await staff.post(`/api/admin/deposits/${id}/approve`);
    expect(approved.body).toMatchObject({ code: 0, data: { id, status: 'success', reference } });
    expect((await staff.post(`/api/admin/deposits/${id}/approve`)).body.code).toBe(4023);
    expect((await availableOf(env.t, u.token)).available).toBe('100.000000');
    expect(rows(`SELECT COUNT(*) AS n FROM "LedgerJournal" WHERE reference = ?`, `deposit:${id}`)).toEqual([{ n: 1 }]);
    const audit = rows(`SELECT before FROM "AuditLog" WHERE action = 'deposit.approve' AND targetId = ?`, String(id));
    expect(JSON.parse(audit[0]?.before as string)).toMatchObject({ reference });
    // the bound code stays bound: the customer's next transfer has a new one
    expect((await referenceOf(u.a)).reference).not.toBe(reference);
  });
});
