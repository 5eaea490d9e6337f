// The back office of contract trading (issue 15, decision 036): contract settings change only
// by a four-eyes `contract-setting` proposal (settings.write proposes, a different staff member
// with settings.write approves, the target unchanged since), every bad value is refused with
// its localized 4xx and changes nothing; the settings list is read with contract.read.
import { describe, expect, it } from 'vitest';
import { ApprovalsRepository } from '../../server/modules/approvals/repository.ts';
import { ApprovalService } from '../../server/modules/approvals/service.ts';
import { FundsRepository } from '../../server/modules/funds/repository.ts';
import { APP_KEY } from '../helpers/app.ts';
import { api, fundsTestApp } from '../helpers/funds.ts';
import { secondStaffSession, staffSession } from '../helpers/staff.ts';

const env = fundsTestApp();

const count = (sql: string, ...params: unknown[]) => (env.t.app.ctx.sqlite.prepare(sql).get(...params) as { n: number }).n;
const staffIdOf = (username: string) => count('SELECT id AS n FROM "Staff" WHERE username = ?', username);
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
    const { ctx, services } = env.t.app;
    let told = 0;
    // the approval service as composed, with the contract service's hook (wired in composition.ts)
    const approvals = new ApprovalService(
      ctx,
      new ApprovalsRepository(ctx.sqlite),
      services.audit,
      services.funds.book,
      new FundsRepository(ctx.sqlite, ctx.flow),
      services.funds.withdrawals,
      { contractSettingsChanged: () => told++ },
    );
    await secondStaffSession(env.t, 'admin');
    const proposer = { staffId: staffIdOf('test-admin-2'), role: 'admin' as const, ip: '127.0.0.1' };
    const approver = { staffId: staffIdOf('test-admin'), role: 'admin' as const, ip: '127.0.0.1' };
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
