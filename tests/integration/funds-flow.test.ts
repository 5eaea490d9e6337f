// The fund flow shows each movement of a user's balances once (issue 12.10): a withdrawal
// request freezes money (available → frozen), which is one movement, not a debit and a
// credit; every movement names its operation and its order in readable form.
import { describe, expect, it } from 'vitest';
import { api, exchange, fundedUser, fundsTestApp, readyToWithdraw, walletOf, withdrawUsdt } from '../helpers/funds.ts';

const env = fundsTestApp();

interface FlowEntry {
  id: string;
  type: string;
  currency: string;
  direction: string;
  amount: string;
  available: string;
  frozen: string;
  order: { kind: string; id: number; more: number } | null;
}

const flowOf = async (u: { a: ReturnType<typeof api> }, query = '') =>
  (await u.a.get(`/api/wallet/flow${query}`)).body.data as { items: FlowEntry[]; total: number };
/** What a row says, without its ids. */
const said = ({ type, currency, direction, amount, available, frozen, order }: FlowEntry) => ({
  type,
  currency,
  direction,
  amount,
  available,
  frozen,
  order,
});
/** What a USDT movement of withdrawal `id` should say: its amount and the changes of available and frozen. */
const ofWithdrawal = (id: number, type: string, direction: string, [amount, available, frozen]: [string, string, string]) => ({
  type,
  currency: 'USDT',
  direction,
  amount,
  available,
  frozen,
  order: { kind: 'withdrawal', id, more: 0 },
});

describe('a withdrawal', () => {
  it('is one "frozen" movement at request, then one "paid out" movement, each naming the withdrawal', async () => {
    const u = await readyToWithdraw(env.t, env.staff);
    const w = await withdrawUsdt(u, '100');

    const requested = await flowOf(u);
    // the deposit and the withdrawal request: two movements, not three postings
    expect(requested.total).toBe(2);
    expect(said(requested.items[0] as FlowEntry)).toEqual(
      ofWithdrawal(w.id, 'withdrawal_freeze', 'freeze', ['100.000000', '-100.000000', '100.000000']),
    );
    expect(requested.items[1]).toMatchObject({ type: 'deposit', direction: 'in', amount: '1000.000000' });
    // what the user sees in the wallet matches: 900 available, 100 frozen
    expect(await walletOf(env.t, u.token)).toMatchObject({ available: '900.000000', frozen: '100.000000' });
    // no internal reference reaches the user
    expect(JSON.stringify(requested)).not.toMatch(/withdrawal:\d|deposit:\d/);

    expect((await api(env.t, env.staff).post(`/api/admin/withdrawals/${w.id}/approve`)).body.code).toBe(0);
    const paid = await flowOf(u);
    expect(paid.total).toBe(3);
    expect(said(paid.items[0] as FlowEntry)).toEqual(
      ofWithdrawal(w.id, 'withdrawal_paid', 'out', ['100.000000', '0.000000', '-100.000000']),
    );
    // one row per movement: ids are unique
    expect(new Set(paid.items.map((e) => e.id)).size).toBe(3);
  });

  it('rejected: the money thaws back to available in one movement', async () => {
    const u = await readyToWithdraw(env.t, env.staff);
    const w = await withdrawUsdt(u, '250');
    expect((await api(env.t, env.staff).post(`/api/admin/withdrawals/${w.id}/reject`, { reason: 'Address needs review' })).body.code).toBe(
      0,
    );
    const flow = await flowOf(u, '?type=withdrawal_thaw');
    expect(flow.total).toBe(1);
    expect(said(flow.items[0] as FlowEntry)).toEqual(
      ofWithdrawal(w.id, 'withdrawal_thaw', 'thaw', ['250.000000', '250.000000', '-250.000000']),
    );
    expect((await flowOf(u)).total).toBe(3);
  });
});

describe('other movements', () => {
  it('an exchange is one movement in each of its two currencies, both naming the exchange', async () => {
    const u = await fundedUser(env.t, env.staff);
    const ex = await exchange(u.a, { from: 'USDT', to: 'BTC', amount: '100' });
    const rows = (await flowOf(u, '?type=exchange')).items.map(said);
    expect(rows).toEqual([
      {
        type: 'exchange',
        currency: 'BTC',
        direction: 'in',
        amount: ex.arrival,
        available: ex.arrival,
        frozen: '0.00000000',
        order: { kind: 'exchange', id: ex.id, more: 0 },
      },
      {
        type: 'exchange',
        currency: 'USDT',
        direction: 'out',
        amount: '100.000000',
        available: '-100.000000',
        frozen: '0.000000',
        order: { kind: 'exchange', id: ex.id, more: 0 },
      },
    ]);
  });

  it("filters by currency and pages by movement; another user's movements never show", async () => {
    const u = await readyToWithdraw(env.t, env.staff);
    const other = await readyToWithdraw(env.t, env.staff);
    await withdrawUsdt(other, '10');
    await exchange(u.a, { from: 'USDT', to: 'ETH', amount: '50' });
    await withdrawUsdt(u, '20');
    const all = await flowOf(u, '?pageSize=2');
    // deposit, exchange (USDT and ETH), withdrawal request
    expect(all.total).toBe(4);
    expect(all.items.map((e) => e.type)).toEqual(['withdrawal_freeze', 'exchange']);
    const page2 = await flowOf(u, '?pageSize=2&page=2');
    expect(page2.items.map((e) => `${e.type} ${e.currency}`)).toEqual(['exchange USDT', 'deposit USDT']);
    expect((await flowOf(u, '?currency=ETH')).items.map((e) => e.type)).toEqual(['exchange']);
    expect((await flowOf(u)).items.map((e) => e.amount)).not.toContain('10.000000');
  });
});
