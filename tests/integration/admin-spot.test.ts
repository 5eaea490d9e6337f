// The back office of spot trading (issue 16, decision 041): spot market settings change only by
// a four-eyes `spot-market` proposal (settings.write proposes, a different staff member with
// settings.write approves, the market unchanged since), every bad value is refused with its
// localized 4xx and changes nothing; markets and every customer's orders are read with
// spot.read, and no staff route touches an order, a fill or a book.
import { describe, expect, it } from 'vitest';
import { APP_KEY } from '../helpers/app.ts';
import { approvalsWith } from '../helpers/approvals.ts';
import { api, fundsTestApp } from '../helpers/funds.ts';
import { spotOrder, spotTraders } from '../helpers/spot-admin.ts';
import { secondStaffSession, staffSession } from '../helpers/staff.ts';

const env = fundsTestApp();

const count = (sql: string, ...params: unknown[]) => (env.t.app.ctx.sqlite.prepare(sql).get(...params) as { n: number }).n;
const auditRows = () => count('SELECT COUNT(*) AS n FROM "AuditLog"');
const stored = (id: number) => env.t.app.ctx.sqlite.prepare('SELECT * FROM "SpotMarket" WHERE id = ?').get(id) as Record<string, unknown>;

interface Market {
  id: number;
  symbol: string;
  base: string;
  quote: string;
  tickSize: string;
  lotStep: string;
  minNotional: string;
  makerFee: string;
  takerFee: string;
  enabled: boolean;
  pendingProposalId: number | null;
}

async function markets(token = env.staff): Promise<Market[]> {
  const res = await api(env.t, token).get('/api/admin/spot/markets');
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data;
}
async function marketOf(symbol: string) {
  return (await markets()).find((m) => m.symbol === symbol) as Market;
}
/** A market's settings as a proposal payload, with `changes`. */
const payloadOf = (m: Market, changes: Record<string, unknown> = {}) => ({
  marketId: m.id,
  priceStep: m.tickSize,
  lotStep: m.lotStep,
  minNotional: m.minNotional,
  makerFee: m.makerFee,
  takerFee: m.takerFee,
  enabled: m.enabled,
  ...changes,
});
const propose = (token: string, payload: object, reason = 'fee tier review', locale = 'en-US') =>
  api(env.t, token).post('/api/admin/proposals/spot-market', { payload, reason }).set('Accept-Language', locale);
const approve = (token: string, id: number) => api(env.t, token).post(`/api/admin/proposals/${id}/approve`, {});

describe('the spot settings cache', () => {
  it('is told once an approved change has committed, and not when the approval is refused', async () => {
    let told = 0;
    // the app's spot-market kind, whose hook refreshes the spot service's markets (wired in composition.ts)
    const { approvals, proposer, approver } = approvalsWith(env.t, 'spot-market', () => told++);
    const ada = await marketOf('ADA/USDT');
    const a = approvals.propose('spot-market', payloadOf(ada, { takerFee: '0.002' }), 'taker fee up', proposer);
    const b = approvals.propose('spot-market', payloadOf(ada, { takerFee: '0.003' }), 'taker fee up', proposer);
    approvals.approve(a.id, approver);
    expect(told).toBe(1);
    expect(() => approvals.approve(b.id, approver)).toThrow(/PROPOSAL_STALE/);
    expect(told).toBe(1);
    const back = approvals.propose('spot-market', payloadOf(ada), 'restore', proposer);
    approvals.approve(back.id, approver);
    expect(told).toBe(2);
  });
});

describe('the spot markets list', () => {
  it('shows every market in the units staff type, to the roles that read customer trading', async () => {
    const list = await markets();
    expect(list.length).toBe(count('SELECT COUNT(*) AS n FROM "SpotMarket"'));
    expect(list.length).toBeGreaterThan(0);
    expect(list.find((m) => m.symbol === 'BTC/USDT')).toMatchObject({
      base: 'BTC',
      quote: 'USDT',
      lotStep: '0.0001',
      minNotional: '5',
      makerFee: '0.001',
      takerFee: '0.001',
      enabled: true,
      pendingProposalId: null,
    });
    for (const role of ['finance', 'compliance', 'support'] as const) {
      expect((await api(env.t, await staffSession(env.t, role)).get('/api/admin/spot/markets')).body.code, role).toBe(0);
    }
    expect((await api(env.t, await staffSession(env.t, 'content')).get('/api/admin/spot/markets')).status).toBe(403);
    const anonymous = await env.t.api.get('/api/admin/spot/markets').set('AppKey', APP_KEY);
    expect(anonymous.status).toBe(401);
  });
});

describe('the spot-market proposal', () => {
  it('applies only when a different staff member approves: before → after, one audit row per step', async () => {
    const admin2 = await secondStaffSession(env.t, 'admin');
    const ltc = await marketOf('LTC/USDT');
    const rowBefore = stored(ltc.id);
    const audits = auditRows();
    const res = await propose(admin2, payloadOf(ltc, { makerFee: '0.0008', takerFee: '0.00120', minNotional: '10.50', enabled: false }));
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const p = res.body.data;
    expect(p).toMatchObject({
      kind: 'spot-market',
      status: 'pending',
      targetType: 'spot-market',
      targetId: String(ltc.id),
      before: { market: 'LTC/USDT', makerFee: '0.001', takerFee: '0.001', minNotional: '5', enabled: true },
      after: { market: 'LTC/USDT', makerFee: '0.0008', takerFee: '0.0012', minNotional: '10.5', enabled: false },
    });
    expect(auditRows()).toBe(audits + 1);
    // proposing changed nothing yet; the list names the pending change
    expect(stored(ltc.id)).toEqual(rowBefore);
    expect((await marketOf('LTC/USDT')).pendingProposalId).toBe(p.id);
    // the proposer cannot approve their own
    const self = await approve(admin2, p.id);
    expect(self.status).toBe(403);
    expect(self.body.code).toBe(6101);
    expect(stored(ltc.id)).toEqual(rowBefore);
    // nor can a role without settings.write (finance approves adjustments, not settings)
    const finance = await approve(await staffSession(env.t, 'finance'), p.id);
    expect(finance.status).toBe(403);
    expect(stored(ltc.id)).toEqual(rowBefore);

    const ok = await approve(env.staff, p.id);
    expect(ok.body.code, JSON.stringify(ok.body)).toBe(0);
    expect(ok.body.data.status).toBe('approved');
    expect(auditRows()).toBe(audits + 2);
    expect(stored(ltc.id)).toMatchObject({
      makerFeeRate: '0.0008',
      takerFeeRate: '0.0012',
      minNotional: '10.5',
      enabled: 0,
      tickSize: rowBefore.tickSize,
      lotStep: rowBefore.lotStep,
      updatedAt: env.t.clock.now(),
    });
    expect(await marketOf('LTC/USDT')).toMatchObject({ makerFee: '0.0008', enabled: false, pendingProposalId: null });
    const row = env.t.app.ctx.sqlite
      .prepare(`SELECT action, after FROM "AuditLog" WHERE targetType = 'proposal' AND targetId = ? ORDER BY id DESC LIMIT 1`)
      .get(String(p.id)) as { action: string; after: string };
    expect(row.action).toBe('proposal.approve');
    expect(JSON.parse(row.after)).toMatchObject({ takerFee: '0.0012' });
    // put LTC back for the other tests
    const back = (await propose(admin2, payloadOf(await marketOf('LTC/USDT'), payloadOf(ltc)))).body.data;
    expect((await approve(env.staff, back.id)).body.code).toBe(0);
  });

  it('is refused as stale when the market changed after it was proposed: marked failed, nothing applied', async () => {
    const admin2 = await secondStaffSession(env.t, 'admin');
    const bnb = await marketOf('BNB/USDT');
    const a = (await propose(admin2, payloadOf(bnb, { takerFee: '0.0015' }))).body.data;
    const b = (await propose(admin2, payloadOf(bnb, { takerFee: '0.0005' }))).body.data;
    expect((await approve(env.staff, a.id)).body.code).toBe(0);
    const audits = auditRows();
    const stale = await approve(env.staff, b.id);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(6104);
    expect(stored(bnb.id).takerFeeRate).toBe('0.0015');
    expect((await api(env.t, env.staff).get(`/api/admin/proposals/${b.id}`)).body.data).toMatchObject({
      status: 'failed',
      result: 'PROPOSAL_STALE',
    });
    expect(auditRows()).toBe(audits + 1);
    const back = (await propose(admin2, payloadOf(await marketOf('BNB/USDT'), { takerFee: bnb.takerFee }))).body.data;
    expect((await approve(env.staff, back.id)).body.code).toBe(0);
  });

  it('refuses a proposal that changes nothing, an unknown market, and roles without settings.write', async () => {
    const sol = await marketOf('SOL/USDT');
    expect((await propose(env.staff, payloadOf(sol))).body.code).toBe(6106);
    // the same values typed differently change nothing either
    expect((await propose(env.staff, payloadOf(sol, { minNotional: '5.000', makerFee: '0.00100' }))).body.code).toBe(6106);
    const unknown = await propose(env.staff, payloadOf(sol, { marketId: 999_999, makerFee: '0.002' }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(6454);
    for (const role of ['finance', 'compliance', 'support', 'content'] as const) {
      const res = await propose(await staffSession(env.t, role), payloadOf(sol, { makerFee: '0.002' }));
      expect(res.status, role).toBe(403);
    }
  });

  it('refuses every invalid value with its localized 4xx, recording and changing nothing', async () => {
    const xrp = await marketOf('XRP/USDT');
    const rowBefore = stored(xrp.id);
    const proposals = count('SELECT COUNT(*) AS n FROM "Proposal"');
    const audits = auditRows();
    const cases: [Record<string, unknown>, number][] = [
      [{ priceStep: '0' }, 6450],
      [{ priceStep: '-0.01' }, 6450],
      [{ priceStep: 'abc' }, 6450],
      [{ priceStep: '0.0000000000001' }, 6450],
      [{ priceStep: '' }, 6450],
      [{ lotStep: '0' }, 6451],
      // XRP has 6 decimals
      [{ lotStep: '0.0000001' }, 6451],
      [{ lotStep: '1e3' }, 6451],
      [{ minNotional: '0' }, 6452],
      [{ minNotional: '-5' }, 6452],
      [{ minNotional: '0.0000001' }, 6452],
      [{ makerFee: '0.1' }, 6453],
      [{ takerFee: '1' }, 6453],
      [{ takerFee: '-0.001' }, 6453],
      [{ makerFee: '0.000000001' }, 6453],
      [{ makerFee: 'x' }, 6453],
      // 0.00001 × 0.1 XRP = 0.000001 USDT is one minor unit; 0.000001 × 0.1 is a tenth of one
      [{ priceStep: '0.000001', lotStep: '0.1' }, 6455],
    ];
    for (const [changes, code] of cases) {
      const res = await propose(env.staff, payloadOf(xrp, changes));
      expect(res.body.code, JSON.stringify(changes)).toBe(code);
      expect(res.status, JSON.stringify(changes)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(changes)).toBeLessThan(500);
      expect(res.body.msg, JSON.stringify(changes)).not.toMatch(/^[A-Z_]+$/);
    }
    // localized, with the market's own figures
    const de = await propose(env.staff, payloadOf(xrp, { priceStep: '0.000001', lotStep: '0.1' }), 'x', 'de-DE');
    expect(de.body.msg).toMatch(/Preisschritt/);
    expect(de.body.msg).toContain('USDT');
    const zh = await propose(env.staff, payloadOf(xrp, { lotStep: '0.0000001' }), 'x', 'zh-CN');
    expect(zh.body.msg).toMatch(/数量步长/);
    expect(zh.body.msg).toContain('6');
    // a reason is required; a field too many is refused
    expect((await propose(env.staff, payloadOf(xrp, { makerFee: '0.002' }), ' ')).status).toBe(400);
    expect((await propose(env.staff, payloadOf(xrp, { makerFee: '0.002', tickSize: '0.1' }))).status).toBe(400);
    expect(count('SELECT COUNT(*) AS n FROM "Proposal"')).toBe(proposals);
    expect(auditRows()).toBe(audits);
    expect(stored(xrp.id)).toEqual(rowBefore);
  });

  it('accepts the edge values: fee rates of 0 and just below 10 %, new steps on a market that never had an order', async () => {
    const admin2 = await secondStaffSession(env.t, 'admin');
    const doge = await marketOf('DOGE/USDT');
    expect(count('SELECT COUNT(*) AS n FROM "SpotOrder" WHERE marketId = ?', doge.id)).toBe(0);
    const p = await propose(admin2, payloadOf(doge, { makerFee: '0', takerFee: '0.09999999', lotStep: '10', priceStep: '0.0001' }));
    expect(p.body.code, JSON.stringify(p.body)).toBe(0);
    expect(p.body.data.after).toMatchObject({ makerFee: '0', takerFee: '0.09999999', lotStep: '10', priceStep: '0.0001' });
    expect((await approve(env.staff, p.body.data.id)).body.code).toBe(0);
    expect(stored(doge.id)).toMatchObject({ makerFeeRate: '0', takerFeeRate: '0.09999999', lotStep: '10', tickSize: '0.0001' });
    const back = (await propose(admin2, payloadOf(await marketOf('DOGE/USDT'), payloadOf(doge)))).body.data;
    expect((await approve(env.staff, back.id)).body.code).toBe(0);
  });
});

describe('the steps of a market that has had orders', () => {
  /** An order row as the spot service writes one (a done one: history is what the steps keep readable). */
  const pastOrder = (marketId: number) =>
    env.t.app.ctx.sqlite
      .prepare(
        `INSERT INTO "SpotOrder" (marketId, mode, userId, side, type, priceTicks, qtyLots, makerFeeRate, takerFeeRate, status, createdAt, updatedAt, doneAt)
         VALUES (?, 'demo', NULL, 'buy', 'limit', 100, 1, '0.001', '0.001', 'cancelled', ?, ?, ?)`,
      )
      .run(marketId, env.t.clock.now(), env.t.clock.now(), env.t.clock.now());

  it('are refused, when proposed and when approved (the proposal then fails); its fees still change', async () => {
    const admin2 = await secondStaffSession(env.t, 'admin');
    const ada = await marketOf('ADA/USDT');
    // proposed while the market had no order, approved after its first one
    const early = (await propose(admin2, payloadOf(ada, { lotStep: '1' }))).body.data;
    expect(early.status).toBe('pending');
    pastOrder(ada.id);
    const rowBefore = stored(ada.id);
    const late = await approve(env.staff, early.id);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe(6456);
    expect((await api(env.t, env.staff).get(`/api/admin/proposals/${early.id}`)).body.data).toMatchObject({
      status: 'failed',
      result: 'SPOT_SETTING_STEPS_LOCKED',
    });
    expect(stored(ada.id)).toEqual(rowBefore);
    // proposed now: refused at once, with its message
    for (const changes of [{ lotStep: '1' }, { priceStep: '0.001' }]) {
      const res = await propose(admin2, payloadOf(ada, changes));
      expect(res.body.code, JSON.stringify(changes)).toBe(6456);
      expect(res.body.msg).toMatch(/steps/);
    }
    // the same steps typed otherwise are no change of steps; the fee changes
    const fee = await propose(admin2, payloadOf(ada, { lotStep: `${ada.lotStep}0`, makerFee: '0.0009' }));
    expect(fee.body.code, JSON.stringify(fee.body)).toBe(0);
    expect((await approve(env.staff, fee.body.data.id)).body.code).toBe(0);
    expect(stored(ada.id)).toMatchObject({ lotStep: rowBefore.lotStep, tickSize: rowBefore.tickSize, makerFeeRate: '0.0009' });
  });
});

describe('every customer’s spot orders, read only', () => {
  it('no staff route can place, change, cancel or fill an order: the spot routes are read only', () => {
    const staffSpot = env.t.app.routeCatalogue.filter((r) => r.url.startsWith('/api/admin/spot/'));
    expect(staffSpot.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/admin/spot/markets',
      'GET /api/admin/spot/orders',
      'GET /api/admin/spot/orders/:id',
    ]);
  });

  it('refuses a bad filter with its 4xx, a missing order with 404, and roles without spot.read', async () => {
    for (const q of [
      '?status=open',
      '?mode=paper',
      '?marketId=abc',
      '?marketId=0',
      '?page=0',
      `?user=${'x'.repeat(101)}`,
      '?outcome=win',
    ]) {
      expect((await api(env.t, env.staff).get(`/api/admin/spot/orders${q}`)).status, q).toBe(400);
    }
    expect((await api(env.t, env.staff).get('/api/admin/spot/orders/999999')).status).toBe(404);
    const content = await staffSession(env.t, 'content');
    expect((await api(env.t, content).get('/api/admin/spot/orders')).status).toBe(403);
    expect((await api(env.t, content).get('/api/admin/spot/orders/1')).status).toBe(403);
  });
});

describe('every customer’s spot orders and the overview, with orders placed through the customers’ API', () => {
  const orders = (query: string, token = env.staff) => api(env.t, token).get(`/api/admin/spot/orders${query}`);
  const ids = (res: { body: { data: { items: { id: number }[] } } }) => res.body.data.items.map((o) => o.id);
  const emailOf = (u: { account: unknown }) => (u.account as { email: string }).email;

  it('lists every customer’s orders by status, mode, market and customer, paged; a detail with its fills and journals', async () => {
    const { buyer, seller, sell, filled, resting } = await spotTraders(env.t, env.staff);
    const all = await orders(`?user=${buyer.userId}`);
    expect(all.body.code, JSON.stringify(all.body)).toBe(0);
    expect(ids(all)).toEqual([resting, filled]);
    expect(all.body.data.items[0]).toMatchObject({ userId: buyer.userId, account: emailOf(buyer), status: 'unfilled', side: 'buy' });
    expect(ids(await orders(`?status=filled&user=${buyer.userId}`))).toEqual([filled]);
    expect(ids(await orders(`?status=unfilled&user=${buyer.userId}`))).toEqual([resting]);
    expect(ids(await orders(`?status=filled&user=${seller.userId}`))).toEqual([sell]);
    expect(ids(await orders(`?mode=demo&user=${buyer.userId}`))).toEqual([]);
    const btc = (await marketOf('BTC/USDT')).id;
    const eth = (await marketOf('ETH/USDT')).id;
    expect(ids(await orders(`?marketId=${btc}&user=${buyer.userId}`))).toEqual([]);
    expect(ids(await orders(`?marketId=${eth}&mode=real&user=${buyer.userId}`))).toEqual([resting, filled]);
    expect(ids(await orders(`?user=${emailOf(buyer).replace(/@.*/, '').toUpperCase()}`))).toEqual([resting, filled]);
    const page2 = await orders(`?user=${buyer.userId}&page=2&pageSize=1`);
    expect(page2.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(ids(page2)).toEqual([filled]);

    const detail = (await orders(`/${filled}`)).body.data;
    const trade = env.t.app.ctx.sqlite.prepare('SELECT id, journalId FROM "SpotTrade" WHERE takerOrderId = ?').get(filled) as {
      id: number;
      journalId: number;
    };
    expect(detail).toMatchObject({ id: filled, userId: buyer.userId, account: emailOf(buyer), status: 'filled' });
    expect(detail.fills).toEqual([expect.objectContaining({ id: trade.id, role: 'taker', journalId: trade.journalId, orderId: filled })]);
    // the same as the customer's own detail, field for field
    const own = (await buyer.a.get(`/api/spot/orders/${filled}`)).body.data;
    const { userId: _u, account: _a, apiKeyLabel: _k, ...asCustomer } = detail;
    expect(asCustomer).toEqual(own);
    // the maker's side of the same fill
    expect((await orders(`/${sell}`)).body.data.fills).toEqual([expect.objectContaining({ id: trade.id, role: 'maker', side: 'sell' })]);
    for (const role of ['finance', 'compliance', 'support'] as const) {
      expect((await orders(`/${filled}`, await staffSession(env.t, role))).body.code, role).toBe(0);
    }
    expect((await orders(`/${filled}`, buyer.token)).status).toBe(403);
  });

  it('an approved fee change applies to orders placed after it: resting orders keep their rates and holds, fills their fees', async () => {
    const admin2 = await secondStaffSession(env.t, 'admin');
    const { buyer, filled, resting } = await spotTraders(env.t, env.staff);
    const row = (id: number) => env.t.app.ctx.sqlite.prepare('SELECT * FROM "SpotOrder" WHERE id = ?').safeIntegers(true).get(id);
    const restingBefore = row(resting);
    const filledBefore = (await orders(`/${filled}`)).body.data;
    const eth = await marketOf('ETH/USDT');
    const p = (await propose(admin2, payloadOf(eth, { makerFee: '0.002', takerFee: '0.003' }))).body.data;
    expect((await approve(env.staff, p.id)).body.code).toBe(0);
    // the customers' API answers with the new rates at once (the spot service's markets were refreshed)
    const pub = await env.t.api.get('/api/spot/markets').set('AppKey', APP_KEY);
    expect(pub.body.data.find((m: { symbol: string }) => m.symbol === 'ETH/USDT')).toMatchObject({ makerFee: '0.002', takerFee: '0.003' });
    // what rests keeps the rates it was placed with and what it froze; a past fill keeps its fee
    expect(row(resting)).toEqual(restingBefore);
    expect((await orders(`/${filled}`)).body.data).toEqual(filledBefore);
    // an order placed now carries the new rates
    const fresh = await spotOrder(buyer, { side: 'buy', price: '900', quantity: '0.01' });
    expect(row(fresh)).toMatchObject({ makerFeeRate: '0.002', takerFeeRate: '0.003' });
    const back = (await propose(admin2, payloadOf(await marketOf('ETH/USDT'), { makerFee: eth.makerFee, takerFee: eth.takerFee }))).body
      .data;
    expect((await approve(env.staff, back.id)).body.code).toBe(0);
  });

  it('the overview counts open orders per mode and reads what they hold and the fees collected from the ledger', async () => {
    await spotTraders(env.t, env.staff);
    const res = await api(env.t, env.staff).get('/api/admin/overview');
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const sql = env.t.app.ctx.sqlite;
    for (const mode of ['real', 'demo'] as const) {
      const open = (
        sql.prepare(`SELECT COUNT(*) AS n FROM "SpotOrder" WHERE status = 'open' AND mode = ? AND userId IS NOT NULL`).get(mode) as {
          n: number;
        }
      ).n;
      const balances = (kind: string) =>
        (
          sql
            .prepare(
              `SELECT currency, balance FROM "LedgerAccount" WHERE ownerKey = 'platform' AND kind = ? AND mode = ? AND balance != 0 ORDER BY currency`,
            )
            .safeIntegers(true)
            .all(kind, mode) as { currency: string; balance: bigint }[]
        ).map((r) => ({ currency: r.currency, amount: env.t.app.services.funds.book.format(r.currency, r.balance) }));
      expect(res.body.data.spot.find((s: { mode: string }) => s.mode === mode)).toMatchObject({
        mode,
        open,
        frozen: balances('spot_orders'),
        fees: balances('spot_fees'),
      });
    }
    const real = res.body.data.spot.find((s: { mode: string }) => s.mode === 'real');
    expect(real.open).toBeGreaterThan(0);
    // the fills' fees were collected in USDT
    expect(real.fees.map((f: { currency: string }) => f.currency)).toEqual(['USDT']);
  });
});
