// Staff approving or rejecting a deposit or a withdrawal sends its owner a message in the
// message centre (/api/message, /api/message/detail/{id}), worded in the language the user
// reads in, with the reason of a rejection; nobody else sees it (issue 12.10).
import { describe, expect, it } from 'vitest';
import { APP_KEY } from '../helpers/app.ts';
import { registerAndLogin } from '../helpers/accounts.ts';
import { pngImage } from '../helpers/files.ts';
import { api, fundsTestApp, offlineDeposit, readyToWithdraw, withdrawUsdt } from '../helpers/funds.ts';

const env = fundsTestApp();

interface Message {
  id: number;
  title: string;
  content: string;
  broadcast: boolean;
}

/** The user's own (not broadcast) messages, newest first, read in `locale`. */
async function personal(token: string, locale = 'en-US') {
  const res = await api(env.t, token).get('/api/message').set('Accept-Language', locale);
  expect(res.body.code).toBe(0);
  return (res.body.data as Message[]).filter((m) => !m.broadcast);
}

async function submitDeposit(token: string, amount: string) {
  const a = api(env.t, token);
  const proof = (await a.upload(pngImage())).body.data.id;
  // (a bank transfer: staff approve it directly; a crypto claim is credited by recording its transfer)
  const dep = await a.post('/api/recharge', offlineDeposit(proof, amount));
  expect(dep.body.code, JSON.stringify(dep.body)).toBe(0);
  return dep.body.data.id as number;
}

describe('deposits', () => {
  it('approved: the owner gets one message, in the language they read in; others get none', async () => {
    const u = await registerAndLogin(env.t);
    const other = await registerAndLogin(env.t);
    const id = await submitDeposit(u.token, '1250.5');
    expect(await personal(u.token)).toEqual([]);

    expect((await api(env.t, env.staff).post(`/api/admin/deposits/${id}/approve`)).body.code).toBe(0);
    // approving again is refused and sends nothing more
    expect((await api(env.t, env.staff).post(`/api/admin/deposits/${id}/approve`)).body.code).toBe(4023);

    const [en, ...rest] = await personal(u.token);
    expect(rest).toEqual([]);
    expect(en).toMatchObject({ title: 'Deposit approved', broadcast: false });
    expect(en?.content).toBe(`Your deposit #${id} of 1,250.50 USDT was approved and credited to your available balance.`);
    // the same message read in German and in traditional Chinese
    const [de] = await personal(u.token, 'de-DE');
    expect(de).toMatchObject({ id: en?.id, title: 'Einzahlung genehmigt' });
    expect(de?.content).toContain('1.250,50 USDT');
    const [mo] = await personal(u.token, 'zh-MO');
    expect(mo).toMatchObject({ id: en?.id, title: '充值已通過' });

    const detail = await api(env.t, u.token).get(`/api/message/detail/${en?.id}`).set('Accept-Language', 'fr-FR');
    expect(detail.body.data).toMatchObject({ id: en?.id, title: 'Dépôt approuvé', broadcast: false });
    expect(detail.body.data.content).toContain('1 250,50 USDT'.replace(' ', '\u202f'));

    // not for anyone else: not listed, and not found by id (nor for a visitor)
    expect(await personal(other.token)).toEqual([]);
    expect((await api(env.t, other.token).get(`/api/message/detail/${en?.id}`)).body.code).toBe(404);
    expect((await env.t.api.get(`/api/message/detail/${en?.id}`).set('AppKey', APP_KEY)).body.code).toBe(404);
    const visitor = (await env.t.api.get('/api/message').set('AppKey', APP_KEY)).body.data as Message[];
    expect(visitor.some((m) => m.id === en?.id)).toBe(false);
  });

  it('rejected: the message gives the reason', async () => {
    const u = await registerAndLogin(env.t);
    const id = await submitDeposit(u.token, '100');
    // a rejection without a reason is refused and sends nothing
    expect((await api(env.t, env.staff).post(`/api/admin/deposits/${id}/reject`, { reason: ' ' })).body.code).toBe(4026);
    expect(await personal(u.token)).toEqual([]);
    expect((await api(env.t, env.staff).post(`/api/admin/deposits/${id}/reject`, { reason: 'No matching transfer found' })).body.code).toBe(
      0,
    );
    const messages = await personal(u.token);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ title: 'Deposit rejected' });
    expect(messages[0]?.content).toBe(
      `Your deposit #${id} of 100.00 USDT was rejected. Reason: No matching transfer found. Nothing was credited; contact customer service if you have questions.`,
    );
    const [ja] = await personal(u.token, 'ja-JP');
    expect(ja?.title).toBe('入金が却下されました');
    expect(ja?.content).toContain('理由：No matching transfer found');
  });
});

describe('withdrawals', () => {
  it('approved (paid out): the owner is told the arrival and the fee', async () => {
    const u = await readyToWithdraw(env.t, env.staff);
    const other = await readyToWithdraw(env.t, env.staff);
    const before = await personal(other.token);
    const w = await withdrawUsdt(u, '200');
    expect((await api(env.t, env.staff).post(`/api/admin/withdrawals/${w.id}/approve`)).body.code).toBe(0);
    const [paid] = await personal(u.token);
    expect(paid).toMatchObject({ title: 'Withdrawal approved' });
    expect(paid?.content).toBe(`Your withdrawal #${w.id} of 200.00 USDT was approved and paid out: 198.00 USDT after a fee of 2.00 USDT.`);
    expect(await personal(other.token)).toEqual(before);
  });

  it('rejected: the owner is told the reason and that the money is back', async () => {
    const u = await readyToWithdraw(env.t, env.staff);
    const w = await withdrawUsdt(u, '300');
    expect((await api(env.t, env.staff).post(`/api/admin/withdrawals/${w.id}/reject`, { reason: 'Address needs review' })).body.code).toBe(
      0,
    );
    expect((await api(env.t, env.staff).post(`/api/admin/withdrawals/${w.id}/approve`)).body.code).toBe(4023);
    const messages = await personal(u.token);
    // the deposit that funded the account, then the rejection: nothing from the refused approval
    expect(messages.map((m) => m.title)).toEqual(['Withdrawal rejected', 'Deposit approved']);
    expect(messages[0]?.content).toBe(
      `Your withdrawal #${w.id} of 300.00 USDT was rejected. Reason: Address needs review. The amount was returned to your available balance.`,
    );
    const [uk] = await personal(u.token, 'uk-UA');
    expect(uk?.title).toBe('Виведення відхилено');
  });
});
