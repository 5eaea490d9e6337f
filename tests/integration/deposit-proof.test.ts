// One uploaded screenshot backs one deposit (issue 11.4): reuse is refused with nothing written,
// another user's upload is refused, and a parallel burst binds the proof exactly once.
import { expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { appForFile } from '../helpers/app.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { pngImage } from '../helpers/files.ts';
import { api, offlineDeposit } from '../helpers/funds.ts';

const env = appForFile();

const deposit = (token: string, proofUploadId: number, amount = '100') =>
  api(env.t, token).post('/api/recharge', offlineDeposit(proofUploadId, amount));

it('a screenshot that backs a deposit cannot back another; nothing is written', async () => {
  const u = await registerAndLogin(env.t);
  const proof = (await api(env.t, u.token).upload(pngImage())).body.data.id as number;
  expect((await deposit(u.token, proof)).body.code).toBe(0);
  const before = dbFingerprint(env.t.app.ctx.sqlite);
  const again = await deposit(u.token, proof, '250');
  expect(again.body).toMatchObject({ code: 4027, data: null });
  expect(again.body.msg).toMatch(/another deposit/);
  expect(again.status).toBe(409);
  expect(dbFingerprint(env.t.app.ctx.sqlite)).toBe(before);
  // a new screenshot is accepted
  const fresh = (await api(env.t, u.token).upload(pngImage())).body.data.id as number;
  expect((await deposit(u.token, fresh, '250')).body.code).toBe(0);
});

it("another user's upload cannot back my deposit", async () => {
  const owner = await registerAndLogin(env.t);
  const other = await registerAndLogin(env.t);
  const proof = (await api(env.t, owner.token).upload(pngImage())).body.data.id as number;
  const before = dbFingerprint(env.t.app.ctx.sqlite);
  expect((await deposit(other.token, proof)).body.code).toBe(4022);
  expect(dbFingerprint(env.t.app.ctx.sqlite)).toBe(before);
});

it('five deposits sent at once with one screenshot: exactly one is accepted', async () => {
  const u = await registerAndLogin(env.t);
  const proof = (await api(env.t, u.token).upload(pngImage())).body.data.id as number;
  const codes = (await Promise.all(Array.from({ length: 5 }, () => deposit(u.token, proof)))).map((r) => r.body.code);
  expect(codes.filter((c) => c === 0)).toHaveLength(1);
  expect(codes.filter((c) => c === 4027)).toHaveLength(4);
  const rows = env.t.app.ctx.sqlite.prepare('SELECT COUNT(*) AS n FROM "Deposit" WHERE proofUploadId = ?').get(proof) as { n: number };
  expect(rows.n).toBe(1);
});
