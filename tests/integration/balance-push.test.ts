// Live balances (issue 37, point 2): every committed balance change is pushed to its owner's
// private channel as {kind:'balance', modes, currencies}, through the one ledger listener.
// Here: a deposit approved and a withdrawal rejected by staff reach the owner, and no one else.
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { api, fundsTestApp, offlineDeposit, readyToWithdraw, withdrawUsdt } from '../helpers/funds.ts';
import { pngImage } from '../helpers/files.ts';
import { connectWs, type WsClient } from '../helpers/ws.ts';

const env = fundsTestApp();

async function privateSocket(u: { userId: number; token: string }) {
  const c = await connectWs(env.t, `/ws?userId=${u.userId}&token=${encodeURIComponent(u.token)}`);
  await c.waitFor((m) => m.type === 'welcome');
  return c;
}

/**
 * Everything the server sent `c` so far has arrived: a ping's answer comes after it (one
 * connection keeps its order), so the other user's silence is seen without waiting it out.
 */
async function drained(c: WsClient) {
  const id = Math.floor(Math.random() * 1e9);
  c.send({ op: 'ping', id });
  await c.waitFor((m) => m.type === 'pong' && m.id === id);
}

const balanceEvents = (c: WsClient) =>
  c.messages.filter((m) => m.channel === 'user' && (m.data as { kind?: string } | undefined)?.kind === 'balance');

describe('balance pushes', () => {
  it('a deposit approval reaches its owner (after the commit: the balance is there) and nobody else', async () => {
    const owner = await registerAndLogin(env.t);
    const other = await registerAndLogin(env.t);
    const a = api(env.t, owner.token);
    const proof = (await a.upload(pngImage())).body.data.id;
    const deposit = (await a.post('/api/recharge', offlineDeposit(proof, '250'))).body.data;
    const [mine, theirs] = [await privateSocket(owner), await privateSocket(other)];
    // asking for a deposit moves no money: nothing is pushed for it
    expect(balanceEvents(mine)).toEqual([]);

    expect((await api(env.t, env.staff).post(`/api/admin/deposits/${deposit.id}/approve`)).body.code).toBe(0);
    const pushed = await mine.waitFor((m) => (m.data as { kind?: string } | undefined)?.kind === 'balance');
    expect(pushed).toMatchObject({ type: 'update', channel: 'user', data: { kind: 'balance', modes: ['real'], currencies: ['USDT'] } });
    expect(typeof pushed.id).toBe('string');
    const row = (await a.get('/api/wallet/assets')).body.data.rows.find((r: { currency: string }) => r.currency === 'USDT');
    expect(row.available).toBe('250.000000');
    // the other user's socket hears no balance event
    await drained(theirs);
    await drained(mine);
    expect(balanceEvents(theirs)).toEqual([]);
    expect(balanceEvents(mine)).toHaveLength(1);
  });

  it('a withdrawal rejection (the frozen amount thawed) reaches its owner and nobody else', async () => {
    const owner = await readyToWithdraw(env.t, env.staff, '500');
    const other = await readyToWithdraw(env.t, env.staff, '500');
    const [mine, theirs] = [await privateSocket(owner), await privateSocket(other)];
    const w = await withdrawUsdt(owner, '100');
    // the request itself froze the amount: a first event
    await mine.waitFor((m) => (m.data as { kind?: string } | undefined)?.kind === 'balance');
    const seen = mine.messages.length;

    const rejected = await api(env.t, env.staff).post(`/api/admin/withdrawals/${w.id}/reject`, { reason: 'Address needs review' });
    expect(rejected.body.code).toBe(0);
    expect(await mine.waitFor((m) => (m.data as { kind?: string } | undefined)?.kind === 'balance', seen)).toMatchObject({
      data: { kind: 'balance', modes: ['real'], currencies: ['USDT'] },
    });
    await Promise.all([drained(theirs), drained(mine)]);
    expect(balanceEvents(theirs)).toEqual([]);
    expect(balanceEvents(mine)).toHaveLength(2);
  });
});
