// The back office of contract trading (issue 15, decision 036): contract settings change only
// by a four-eyes `contract-setting` proposal (settings.write proposes, a different staff member
// with settings.write approves, the target unchanged since), every bad value is refused with
// its localized 4xx and changes nothing; the settings list is read with contract.read.
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../shared/money.ts';
import { APP_KEY } from '../helpers/app.ts';
import { approvalsWith } from '../helpers/approvals.ts';
import { contractApi, contractMarket } from '../helpers/contract.ts';
import { api, fundedUser, fundsTestApp } from '../helpers/funds.ts';
import { secondStaffSession, staffSession } from '../helpers/staff.ts';

const env = fundsTestApp();
const market = contractMarket(env);

const count = (sql: string, ...params: unknown[]) => (env.t.app.ctx.sqlite.prepare(sql).get(...params) as { n: number }).n;
const auditRows = () => count('SELECT COUNT(*) AS n FROM "AuditLog"');
const stored = (productId: number) =>
  env.t.app.ctx.sqlite.prepare('SELECT * FROM "ContractSetting" WHERE productId = ?').get(productId) as Record<string, unknown>;

interface Setting {
  productId: number;
  symbol: string;
  name: string;
  pricePrecision: number;
  contractSize: string;
  lotStep: string;
  minLots: string;
  maxLots: string;
  leverages: number[];
  spread: string;
  feeRate: string;
  maintenanceRate: string;
  overnightRate: string;
  enabled: boolean;
  currency: string;
  pendingProposalId: number | null;
}

async function settings(token = env.staff): Promise<Setting[]> {
  const res = await api(env.t, token).get('/api/admin/contract/settings');
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data;
}
async function settingOf(symbol: string) {
  return (await settings()).find((s) => s.symbol === symbol) as Setting;
}
/** A product's settings as a proposal payload, with `changes`. */
function payloadOf(s: Setting, changes: Record<string, unknown> = {}) {
  const { symbol: _s, name: _n, pricePrecision: _p, currency: _c, pendingProposalId: _id, ...fields } = s;
  return { ...fields, ...changes };
}
const propose = (token: string, payload: object, reason = 'tighter risk on BTC', locale = 'en-US') =>
  api(env.t, token).post('/api/admin/proposals/contract-setting', { payload, reason }).set('Accept-Language', locale);
const approve = (token: string, id: number) => api(env.t, token).post(`/api/admin/proposals/${id}/approve`, {});

describe('the contract settings cache', () => {
  it('is told once an approved change has committed, and not when the approval is refused', async () => {
    let told = 0;
    // the app's contract-setting kind, whose hook refreshes the contract service's settings (wired in composition.ts)
    const { approvals, proposer, approver } = approvalsWith(env.t, 'contract-setting', () => told++);
    const doge = await settingOf('DOGE/USDT');
    const a = approvals.propose('contract-setting', payloadOf(doge, { overnightRate: '0.0004' }), 'cheaper nights', proposer);
    const b = approvals.propose('contract-setting', payloadOf(doge, { overnightRate: '0.0002' }), 'cheaper nights', proposer);
    approvals.approve(a.id, approver);
    expect(told).toBe(1);
    expect(() => approvals.approve(b.id, approver)).toThrow(/PROPOSAL_STALE/);
    expect(told).toBe(1);
    const back = approvals.propose('contract-setting', payloadOf(doge), 'restore', proposer);
    approvals.approve(back.id, approver);
    expect(told).toBe(2);
  });
});

describe('the contract settings list', () => {
  it('shows every contract product in the units staff type, to the roles that read customer trading', async () => {
    const list = await settings();
    expect(list.length).toBe(count('SELECT COUNT(*) AS n FROM "ContractSetting"'));
    expect(list.find((s) => s.symbol === 'BTC/USDT')).toMatchObject({
      contractSize: '1',
      lotStep: '0.01',
      minLots: '0.01',
      maxLots: '100.00',
      leverages: [1, 2, 5, 10, 20, 50, 100],
      feeRate: '0.0005',
      maintenanceRate: '0.004',
      overnightRate: '0.0003',
      enabled: true,
      currency: 'USDT',
      pendingProposalId: null,
    });
    // the spread is shown in price units: BTC's 50 ticks at its precision
    const btc = list.find((s) => s.symbol === 'BTC/USDT') as Setting;
    expect(btc.spread).toBe((50 / 10 ** btc.pricePrecision).toFixed(btc.pricePrecision));
    for (const role of ['finance', 'compliance', 'support'] as const) {
      expect((await api(env.t, await staffSession(env.t, role)).get('/api/admin/contract/settings')).body.code, role).toBe(0);
    }
    expect((await api(env.t, await staffSession(env.t, 'content')).get('/api/admin/contract/settings')).status).toBe(403);
  });
});

describe('the contract-setting proposal', () => {
  it('applies only when a different staff member approves: before → after, one audit row per step, the cache told', async () => {
    const admin2 = await secondStaffSession(env.t, 'admin');
    const btc = await settingOf('BTC/USDT');
    const rowBefore = stored(btc.productId);
    const audits = auditRows();
    const res = await propose(
      admin2,
      payloadOf(btc, { maintenanceRate: '0.005', leverages: [50, 1, 10], minLots: '0.1', lotStep: '0.05', spread: '1' }),
    );
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const p = res.body.data;
    expect(p).toMatchObject({
      kind: 'contract-setting',
      status: 'pending',
      targetType: 'contract-setting',
      targetId: String(btc.productId),
      before: { maintenanceRate: '0.004', leverages: '1, 2, 5, 10, 20, 50, 100', minLots: '0.01', lotStep: '0.01' },
      after: {
        maintenanceRate: '0.005',
        leverages: '1, 10, 50',
        minLots: '0.10',
        lotStep: '0.05',
        spread: (1).toFixed(btc.pricePrecision),
      },
    });
    expect(auditRows()).toBe(audits + 1);
    // proposing changed nothing yet; the list names the pending change
    expect(stored(btc.productId)).toEqual(rowBefore);
    expect((await settingOf('BTC/USDT')).pendingProposalId).toBe(p.id);
    // the proposer cannot approve their own
    const self = await approve(admin2, p.id);
    expect(self.status).toBe(403);
    expect(self.body.code).toBe(6101);
    expect(stored(btc.productId)).toEqual(rowBefore);

    const ok = await approve(env.staff, p.id);
    expect(ok.body.code, JSON.stringify(ok.body)).toBe(0);
    expect(ok.body.data.status).toBe('approved');
    expect(auditRows()).toBe(audits + 2);
    expect(stored(btc.productId)).toMatchObject({
      maintenanceRate: '0.005',
      leverages: '1,10,50',
      minLots: 10,
      lotStep: 5,
      spreadTicks: 10 ** btc.pricePrecision,
      updatedAt: env.t.clock.now(),
    });
    const now = await settingOf('BTC/USDT');
    expect(now).toMatchObject({ maintenanceRate: '0.005', leverages: [1, 10, 50], minLots: '0.10', pendingProposalId: null });
    // the audit row of the approval carries the before → after the approver saw
    const row = env.t.app.ctx.sqlite
      .prepare(`SELECT action, before, after FROM "AuditLog" WHERE targetType = 'proposal' AND targetId = ? ORDER BY id DESC LIMIT 1`)
      .get(String(p.id)) as { action: string; before: string; after: string };
    expect(row.action).toBe('proposal.approve');
    expect(JSON.parse(row.after)).toMatchObject({ maintenanceRate: '0.005' });
    // put BTC back for the other tests
    const back = (await propose(admin2, payloadOf(now, payloadOf(btc)))).body.data;
    expect((await approve(env.staff, back.id)).body.code).toBe(0);
  });

  it('is refused as stale when the settings changed after it was proposed: marked failed, nothing applied', async () => {
    const admin2 = await secondStaffSession(env.t, 'admin');
    const eth = await settingOf('ETH/USDT');
    const a = (await propose(admin2, payloadOf(eth, { feeRate: '0.0006' }))).body.data;
    const b = (await propose(admin2, payloadOf(eth, { feeRate: '0.0004' }))).body.data;
    expect((await approve(env.staff, a.id)).body.code).toBe(0);
    const audits = auditRows();
    const stale = await approve(env.staff, b.id);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(6104);
    expect(stored(eth.productId).feeRate).toBe('0.0006');
    const row = (await api(env.t, env.staff).get(`/api/admin/proposals/${b.id}`)).body.data;
    expect(row).toMatchObject({ status: 'failed', result: 'PROPOSAL_STALE' });
    // the failure is audited (its own transaction); nothing else was
    expect(auditRows()).toBe(audits + 1);
    // put ETH back for the other tests
    const back = (await propose(admin2, payloadOf(await settingOf('ETH/USDT'), { feeRate: eth.feeRate }))).body.data;
    expect((await approve(env.staff, back.id)).body.code).toBe(0);
  });

  it('refuses a proposal that changes nothing, an unknown product, and roles without settings.write', async () => {
    const sol = await settingOf('SOL/USDT');
    expect((await propose(env.staff, payloadOf(sol))).body.code).toBe(6106);
    const unknown = await propose(env.staff, payloadOf(sol, { productId: 999_999, feeRate: '0.001' }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(6357);
    for (const role of ['finance', 'compliance', 'support', 'content'] as const) {
      const res = await propose(await staffSession(env.t, role), payloadOf(sol, { feeRate: '0.001' }));
      expect(res.status, role).toBe(403);
    }
  });

  it('refuses every invalid value with its localized 4xx, recording and changing nothing', async () => {
    const xau = await settingOf('XAU/USD');
    const rowBefore = stored(xau.productId);
    const proposals = count('SELECT COUNT(*) AS n FROM "Proposal"');
    const audits = auditRows();
    const cases: [Record<string, unknown>, number][] = [
      [{ contractSize: '0' }, 6350],
      [{ contractSize: '1.5' }, 6350],
      [{ lotStep: '0.001' }, 6351],
      [{ minLots: '0' }, 6351],
      [{ maxLots: '-1' }, 6351],
      [{ maxLots: '2000000' }, 6351],
      [{ minLots: '5', maxLots: '1' }, 6352],
      [{ lotStep: '0.03', minLots: '0.03', maxLots: '100' }, 6352],
      [{ lotStep: '0.5', minLots: '0.01' }, 6352],
      [{ leverages: [] }, 6353],
      [{ leverages: [0, 10] }, 6353],
      [{ leverages: [1001] }, 6353],
      [{ leverages: [1.5] }, 6353],
      [{ leverages: [10, 10] }, 6353],
      [{ feeRate: '1' }, 6354],
      [{ overnightRate: '1.2' }, 6354],
      [{ feeRate: '-0.1' }, 6354],
      [{ maintenanceRate: '0' }, 6354],
      [{ maintenanceRate: 'abc' }, 6354],
      // 100× leaves 1 % margin: 0.97 % maintenance + 0.03 % closing fee = 1 % is liquidated at once
      [{ maintenanceRate: '0.0097', leverages: [1, 100] }, 6355],
      [{ spread: '-1' }, 6356],
      [{ spread: `0.${'0'.repeat(xau.pricePrecision)}1` }, 6356],
    ];
    for (const [changes, code] of cases) {
      const res = await propose(env.staff, payloadOf(xau, changes));
      expect(res.body.code, JSON.stringify(changes)).toBe(code);
      expect(res.status, JSON.stringify(changes)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(changes)).toBeLessThan(500);
      expect(res.body.msg, JSON.stringify(changes)).not.toMatch(/^[A-Z_]+$/);
    }
    // localized: the same refusal in German and Chinese
    const de = await propose(env.staff, payloadOf(xau, { maintenanceRate: '0.0097', leverages: [1, 100] }), 'x', 'de-DE');
    expect(de.body.msg).toContain('100×');
    expect(de.body.msg).toMatch(/Hebel/);
    const zh = await propose(env.staff, payloadOf(xau, { minLots: '5', maxLots: '1' }), 'x', 'zh-CN');
    expect(zh.body.msg).toMatch(/手数/);
    // a reason is required
    const noReason = await propose(env.staff, payloadOf(xau, { feeRate: '0.0004' }), ' ');
    expect(noReason.status).toBe(400);
    expect(count('SELECT COUNT(*) AS n FROM "Proposal"')).toBe(proposals);
    expect(auditRows()).toBe(audits);
    expect(stored(xau.productId)).toEqual(rowBefore);
  });

  it('accepts the edge values: 0 fee and overnight, a zero spread, min = max', async () => {
    const admin2 = await secondStaffSession(env.t, 'admin');
    const aapl = await settingOf('AAPL');
    const p = await propose(
      admin2,
      payloadOf(aapl, { feeRate: '0', overnightRate: '0.0000', spread: '0', minLots: '1', maxLots: '1', lotStep: '0.25', enabled: false }),
    );
    expect(p.body.code, JSON.stringify(p.body)).toBe(0);
    expect(p.body.data.after).toMatchObject({ feeRate: '0', overnightRate: '0', minLots: '1.00', maxLots: '1.00', enabled: false });
    expect((await approve(env.staff, p.body.data.id)).body.code).toBe(0);
    expect(await settingOf('AAPL')).toMatchObject({ enabled: false, lotStep: '0.25', minLots: '1.00', maxLots: '1.00' });
    // without a staff session the list is refused
    const anonymous = await env.t.api.get('/api/admin/contract/settings').set('AppKey', APP_KEY);
    expect(anonymous.status).toBe(401);
  });
});

describe('every customer’s positions, read only', () => {
  async function trader(amount = '1000') {
    const u = await fundedUser(env.t, env.staff, amount);
    return { ...u, c: contractApi(env.t, u.token, market.productId) };
  }
  const emailOf = (u: { account: unknown }) => (u.account as { email: string }).email;
  const positions = (token: string, query = '') => api(env.t, token).get(`/api/admin/contract/positions${query}`);
  const ids = (res: { body: { data: { items: { id: number }[] } } }) => res.body.data.items.map((p) => p.id);

  it('lists all customers’ positions, filtered by status, mode, product and customer, paged', async () => {
    await market.step(300_000);
    const a = await trader();
    const b = await trader();
    const closed = await a.c.open({ side: 'long', lots: '1', leverage: 10 });
    await market.step(301_000);
    expect((await a.c.close(closed.id)).body.code).toBe(0);
    const holding = await a.c.open({ side: 'short', lots: '0.5', leverage: 20 });
    const demo = await b.c.open({ side: 'long', lots: '2', leverage: 5, mode: 'demo' });
    const pending = await b.c.open({ side: 'long', lots: '1', orderType: 'limit', limitPrice: '2900' });
    const mine = [closed.id, holding.id, demo.id, pending.id];

    const all = await positions(env.staff, '?pageSize=100');
    expect(all.body.code, JSON.stringify(all.body)).toBe(0);
    expect(ids(all)).toEqual(expect.arrayContaining(mine));
    // newest first, with the holder beside the position, as the customer sees it (live marks when open)
    const open = all.body.data.items.find((p: { id: number }) => p.id === holding.id);
    expect(open).toMatchObject({ userId: a.userId, account: emailOf(a), status: 'holding', side: 'short', lots: '0.50', leverage: 20 });
    expect(open.unrealizedPnl).toMatch(/^-?\d+\.\d{6}$/);
    expect(ids(all).indexOf(pending.id)).toBeLessThan(ids(all).indexOf(closed.id));

    expect(ids(await positions(env.staff, `?status=closed&user=${a.userId}`))).toEqual([closed.id]);
    expect(ids(await positions(env.staff, `?mode=demo&user=${b.userId}`))).toEqual([demo.id]);
    expect(ids(await positions(env.staff, `?status=pending&user=${b.userId}`))).toEqual([pending.id]);
    expect(ids(await positions(env.staff, `?user=${b.userId}`))).toEqual([pending.id, demo.id]);
    // part of the e-mail, in any case
    const part = emailOf(a).replace(/@.*/, '').toUpperCase();
    expect(ids(await positions(env.staff, `?user=${part}`))).toEqual([holding.id, closed.id]);
    // another product: none of these
    const btc = (env.t.app.market.product('BTC/USDT') as { id: number }).id;
    expect(ids(await positions(env.staff, `?productId=${btc}&user=${a.userId}`))).toEqual([]);
    expect(ids(await positions(env.staff, `?productId=${market.productId()}&user=${a.userId}`))).toEqual([holding.id, closed.id]);
    // paging
    const page2 = await positions(env.staff, `?user=${a.userId}&page=2&pageSize=1`);
    expect(page2.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(ids(page2)).toEqual([closed.id]);
    // a bad filter is refused with its 4xx
    for (const q of ['?status=open', '?mode=paper', '?productId=abc', '?page=0', `?user=${'x'.repeat(101)}`, '?outcome=win']) {
      const res = await positions(env.staff, q);
      expect(res.status, q).toBe(400);
    }
  });

  it('a position’s detail: its holder, the terms it was placed with and every event with its tick and close reason', async () => {
    const a = await trader();
    const t0 = await market.step(300_000);
    const p = await a.c.open({ side: 'long', lots: '1', leverage: 10 });
    const closeTime = await market.step(302_000);
    expect((await a.c.close(p.id)).body.code).toBe(0);
    const res = await api(env.t, env.staff).get(`/api/admin/contract/positions/${p.id}`);
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const d = res.body.data;
    expect(d).toMatchObject({
      id: p.id,
      userId: a.userId,
      account: emailOf(a),
      status: 'closed',
      closeReason: 'user',
      terms: { contractSize: '1', spread: '0.10', feeRate: '0.0005', maintenanceRate: '0.004', overnightRate: '0.0003' },
    });
    expect(d.events).toEqual([
      expect.objectContaining({ kind: 'open', price: '3000.05', tickTime: t0 }),
      expect.objectContaining({ kind: 'fee' }),
      expect.objectContaining({ kind: 'close', price: '3019.95', tickTime: closeTime, reason: 'user' }),
    ]);
    // the same as the customer's own detail, field for field
    const own = await a.c.get(p.id);
    const { userId: _u, account: _a, terms: _t, ...asCustomer } = d;
    expect(asCustomer).toEqual(own);
    // every role that reads customer trading sees it; the others do not
    for (const role of ['finance', 'compliance', 'support'] as const) {
      expect((await api(env.t, await staffSession(env.t, role)).get(`/api/admin/contract/positions/${p.id}`)).body.code, role).toBe(0);
    }
    expect((await api(env.t, await staffSession(env.t, 'content')).get(`/api/admin/contract/positions/${p.id}`)).status).toBe(403);
    // the customer's own token is no staff session
    expect((await api(env.t, a.token).get(`/api/admin/contract/positions/${p.id}`)).status).toBe(403);
    // a position that does not exist
    const missing = await api(env.t, env.staff).get('/api/admin/contract/positions/999999');
    expect(missing.status).toBe(404);
  });

  it('no staff route can create, edit or close a position: the positions routes are read only', () => {
    const staffContract = env.t.app.routeCatalogue.filter((r) => r.url.startsWith('/api/admin/contract/'));
    expect(staffContract.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/admin/contract/positions',
      'GET /api/admin/contract/positions/:id',
      'GET /api/admin/contract/settings',
    ]);
  });

  it('an approved setting change applies to new orders at once and never rewrites a placed or closed position', async () => {
    const admin2 = await secondStaffSession(env.t, 'admin');
    const a = await trader();
    await market.step(300_000);
    const closed = await a.c.open({ side: 'long', lots: '1', leverage: 10 });
    await market.step(300_500);
    expect((await a.c.close(closed.id)).body.code).toBe(0);
    const held = await a.c.open({ side: 'long', lots: '1', leverage: 10 });
    const detail = async (id: number) => (await api(env.t, env.staff).get(`/api/admin/contract/positions/${id}`)).body.data;
    const closedBefore = await detail(closed.id);
    const heldBefore = await detail(held.id);

    const eth = await settingOf('ETH/USDT');
    const p = (await propose(admin2, payloadOf(eth, { feeRate: '0.001', maintenanceRate: '0.005' }))).body.data;
    expect((await approve(env.staff, p.id)).body.code).toBe(0);
    // the customers' settings answer with the new values at once (the cached settings were refreshed)
    const pub = await env.t.api.get(`/api/contract/settings?productId=${market.productId()}`).set('AppKey', APP_KEY);
    expect(pub.body.data[0]).toMatchObject({ feeRate: '0.001', maintenanceRate: '0.005' });
    // a new order pays the new fee: 0.1 % of the ask 3005.05, 3.00505 to the cent (it was 0.05 %: 1.50)
    const fresh = await a.c.open({ side: 'long', lots: '1', leverage: 10 });
    expect(fresh.openFee).toBe('3.010000');
    // the closed and the open position keep what they were placed with, events and all
    expect(await detail(closed.id)).toEqual(closedBefore);
    expect((await detail(held.id)).terms).toEqual(heldBefore.terms);
    expect((await detail(held.id)).events).toEqual(heldBefore.events);
    // put ETH back for the other tests
    const back = (
      await propose(admin2, payloadOf(await settingOf('ETH/USDT'), { feeRate: eth.feeRate, maintenanceRate: eth.maintenanceRate }))
    ).body.data;
    expect((await approve(env.staff, back.id)).body.code).toBe(0);
  });

  it('the overview counts open and waiting positions per mode, the margin they hold and the insurance fund', async () => {
    const a = await trader();
    await market.step(300_000);
    await a.c.open({ side: 'long', lots: '1', leverage: 10 });
    await a.c.open({ side: 'long', lots: '1', leverage: 5, mode: 'demo' });
    await a.c.open({ side: 'short', lots: '1', orderType: 'limit', limitPrice: '3100' });
    const res = await api(env.t, env.staff).get('/api/admin/overview');
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const sql = (mode: string, statuses: string) =>
      env.t.app.ctx.sqlite
        .prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(margin), 0) AS m FROM "ContractPosition" WHERE mode = ? AND status IN (${statuses})`)
        .safeIntegers(true)
        .get(mode) as { n: bigint; m: bigint };
    for (const mode of ['real', 'demo'] as const) {
      const open = sql(mode, "'holding', 'locked'");
      const pending = sql(mode, "'pending'");
      const insurance = env.t.app.ctx.ledger.balance({ platform: 'insurance', currency: 'USDT', mode });
      expect(res.body.data.contract.find((c: { mode: string }) => c.mode === mode)).toEqual({
        mode,
        open: Number(open.n),
        pending: Number(pending.n),
        // the margin account holds exactly the open positions' margins (reconcile checks it too)
        marginHeld: formatAmount(open.m, 6),
        insurance: formatAmount(insurance, 6),
        currency: 'USDT',
      });
    }
    expect(res.body.data.contract.find((c: { mode: string }) => c.mode === 'real').open).toBeGreaterThan(0);
    expect(res.body.data.contract.find((c: { mode: string }) => c.mode === 'real').pending).toBeGreaterThan(0);
  });
});
