// The unified trade history (issue 17.7, docs/decisions/042-trade-history.md): one user's fast
// orders, contract positions and spot orders in real and demo merged newest first; each filter,
// paging, the date range, the CSV export's exact text; another user's rows never shown; visitors
// and malformed input refused. The ledger reconciles after every test.
import { beforeAll, describe, expect, it } from 'vitest';
import { type TradeHistoryFilter, TradeHistoryRepository } from '../../server/modules/trade-history/repository.ts';
import { nextIp } from '../helpers/accounts.ts';
import { APP_KEY } from '../helpers/app.ts';
import { contractApi, contractMarket } from '../helpers/contract.ts';
import { api, fundsTestApp } from '../helpers/funds.ts';
import { credit, spotTrader } from '../helpers/spot.ts';
import { TEST_STORE } from '../helpers/store.ts';

const env = fundsTestApp();
const eth = contractMarket(env);
const USDT = 10_000_000_000n; // 10,000 USDT

interface Row {
  kind: string;
  id: number;
  mode: string;
  symbol: string;
  status: string;
  createdAt: number;
  [k: string]: unknown;
}

let user: Awaited<ReturnType<typeof spotTrader>>;
let other: Awaited<ReturnType<typeof spotTrader>>;
/** What the user placed, oldest first: [kind, mode, id, createdAt]. */
const placed: { kind: string; mode: string; id: number; createdAt: number }[] = [];
let fastSettledId = 0;

/**
 * The plan of a history page. PostgreSQL's is made with sequential scans off unless `seqScans`:
 * it rightly reads every row of tables this small; what is checked there is that each part's
 * user index serves it.
 */
function planOf(f: TradeHistoryFilter, seqScans = false): string {
  const db = env.t.app.ctx.sqlite;
  const repository = new TradeHistoryRepository(db, env.t.app.services.trading);
  if (TEST_STORE !== 'postgres' || seqScans) return repository.plan(f).join('\n');
  db.exec('SET enable_seqscan = off');
  try {
    return repository.plan(f).join('\n');
  } finally {
    db.exec('RESET enable_seqscan');
  }
}

/** A step of a PostgreSQL plan reading `index` with the condition `cond` (the step's next line). */
const pgIndexScan = (index: string, cond: string) => new RegExp(`Index Scan (using|on) "${index}"[^\\n]*\\n\\s*Index Cond: \\(${cond}\\)`);

const history = (token: string, query = '') => api(env.t, token).get(`/api/trade/history${query ? `?${query}` : ''}`);
const rowsOf = async (query = '') => {
  const res = await history(user.token, query);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data as { items: Row[]; total: number; page: number; pageSize: number };
};

async function ok(res: { body: { code: number; data: { id: number; createdAt: number } } }) {
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data;
}

beforeAll(async () => {
  user = await spotTrader(env.t, { USDT });
  other = await spotTrader(env.t, { USDT });
  for (const u of [user, other]) credit(env.t, u.userId, 'USDT', USDT, 'demo');
  const c = contractApi(env.t, user.token, eth.productId);
  for (const mode of ['real', 'demo'] as const) {
    eth.tick(250_000);
    const fast = await ok(
      await user.a.post('/api/fast/order', {
        productId: eth.productId(),
        direction: 'up',
        amount: '100',
        durationSec: mode === 'real' ? 60 : 300,
        mode,
      }),
    );
    placed.push({ kind: 'fast', mode, id: fast.id, createdAt: fast.createdAt });
    eth.tick(250_000);
    const pos = await c.open({ mode });
    placed.push({ kind: 'contract', mode, id: pos.id, createdAt: pos.createdAt as number });
    env.t.clock.advance(1000);
    const spot = await user.place({ side: 'buy', type: 'limit', price: '100', quantity: '0.1', mode });
    placed.push({ kind: 'spot', mode, id: spot.id, createdAt: spot.createdAt as number });
  }
  // the real fast order settles with a profit
  fastSettledId = placed[0]?.id ?? 0;
  eth.tick(251_000, 60_000);
  eth.tick(251_100, 500);
  await env.t.app.services.fastSettlement.settleDue();
  // another user's rows of every kind
  eth.tick(250_000);
  await ok(
    await other.a.post('/api/fast/order', { productId: eth.productId(), direction: 'down', amount: '50', durationSec: 60, mode: 'real' }),
  );
  await contractApi(env.t, other.token, eth.productId).open({ mode: 'demo' });
  await other.place({ side: 'buy', type: 'limit', price: '101', quantity: '0.1', mode: 'real' });
});

describe('the merged list', () => {
  it('holds the caller’s fast orders, contract positions and spot orders of both modes, newest first', async () => {
    const page = await rowsOf();
    expect(page.total).toBe(6);
    expect(page.items.map((r) => [r.kind, r.mode, r.id])).toEqual([...placed].reverse().map((p) => [p.kind, p.mode, p.id]));
    const byKind = (kind: string, mode = 'real') => page.items.find((r) => r.kind === kind && r.mode === mode);
    expect(byKind('fast')).toMatchObject({
      symbol: 'ETH/USDT',
      side: 'up',
      status: 'settled',
      currency: 'USDT',
      amount: '100.000000',
      quantity: null,
      fee: null,
    });
    expect(byKind('fast', 'demo')).toMatchObject({ status: 'pending_settlement', closePrice: null, profit: null, closedAt: null });
    const fast = await user.a.get(`/api/fast/order/${fastSettledId}`);
    expect(byKind('fast')).toMatchObject({
      openPrice: fast.body.data.entryPrice,
      closePrice: fast.body.data.exitPrice,
      profit: fast.body.data.profit,
      closedAt: fast.body.data.settledAt,
    });
    const pos = await user.a.get(`/api/contract/positions/${byKind('contract')?.id}`);
    expect(byKind('contract')).toMatchObject({
      side: 'long',
      status: 'holding',
      orderType: 'market',
      currency: 'USDT',
      quantity: pos.body.data.lots,
      openPrice: pos.body.data.entryPrice,
      closePrice: null,
      profit: null,
      fee: pos.body.data.openFee,
    });
    expect(byKind('spot', 'demo')).toMatchObject({
      symbol: 'BTC/USDT',
      side: 'buy',
      status: 'unfilled',
      orderType: 'limit',
      currency: 'USDT',
      amount: '0.000000',
      quantity: '0.1000',
      openPrice: '100.00',
      closePrice: null,
      fee: '0.000000',
    });
  });

  it('filters by type, mode, product and date range, and pages', async () => {
    for (const kind of ['fast', 'contract', 'spot']) {
      const page = await rowsOf(`type=${kind}`);
      expect(page.items.map((r) => r.kind)).toEqual([kind, kind]);
    }
    const demo = await rowsOf('mode=demo');
    expect(demo.items.map((r) => [r.kind, r.mode])).toEqual([
      ['spot', 'demo'],
      ['contract', 'demo'],
      ['fast', 'demo'],
    ]);
    expect((await rowsOf('type=contract&mode=real')).items.map((r) => r.id)).toEqual([placed[1]?.id]);
    const btc = (env.t.app.market.product('BTC/USDT') as { id: number }).id;
    expect((await rowsOf(`productId=${btc}`)).items.map((r) => r.kind)).toEqual(['spot', 'spot']);
    expect((await rowsOf(`productId=${eth.productId()}`)).total).toBe(4);
    const first = placed[0]?.createdAt ?? 0;
    const demoStart = placed[3]?.createdAt ?? 0;
    expect((await rowsOf(`from=${demoStart}`)).items.map((r) => r.mode)).toEqual(['demo', 'demo', 'demo']);
    expect((await rowsOf(`from=${first}&to=${demoStart}`)).items.map((r) => r.mode)).toEqual(['real', 'real', 'real']);
    expect((await rowsOf(`to=${first}`)).total).toBe(0);
    const p1 = await rowsOf('pageSize=4');
    const p2 = await rowsOf('pageSize=4&page=2');
    expect([p1.total, p1.items.length, p2.items.length, p2.page, p2.pageSize]).toEqual([6, 4, 2, 2, 4]);
    expect([...p1.items, ...p2.items].map((r) => r.id)).toEqual((await rowsOf()).items.map((r) => r.id));
  });

  it('never shows another user’s rows', async () => {
    const mine = new Set((await rowsOf()).items.map((r) => `${r.kind}:${r.id}`));
    const theirs = (await history(other.token)).body.data as { items: Row[]; total: number };
    expect(theirs.total).toBe(3);
    for (const r of theirs.items) expect(mine.has(`${r.kind}:${r.id}`)).toBe(false);
  });

  it('reads each source through its user index', () => {
    const plan = planOf({ userId: user.userId });
    if (TEST_STORE === 'postgres') {
      const id = `"userId" = ${user.userId}`;
      expect(plan).not.toMatch(/Seq Scan on "(FastOrder|ContractPosition|SpotOrder)"/);
      expect(plan).toMatch(pgIndexScan('FastOrder_userId_\\w+_idx', id));
      expect(plan).toMatch(pgIndexScan('ContractPosition_userId_mode_status_idx', id));
      // (either of SpotOrder's indexes that lead with the user: (userId, mode, status) or (userId, clientOrderId))
      expect(plan).toMatch(pgIndexScan('SpotOrder_userId_\\w+_idx', id));
      return;
    }
    expect(plan).not.toMatch(/SCAN (o|c)\b(?! USING)/);
    expect(plan).toMatch(/SEARCH o USING (COVERING )?INDEX FastOrder_userId_\w+_idx \(userId=\?\)/);
    // (with no mode asked the live wallets' only: mode IN ('real', 'demo') may narrow the search too)
    expect(plan).toMatch(/SEARCH c USING INDEX ContractPosition_userId_mode_status_idx \(userId=\?( AND mode=\?)?\)/);
    expect(plan).toMatch(/SEARCH o USING INDEX SpotOrder_userId_(mode_status|clientOrderId)_idx \(userId=\?( AND mode=\?)?\)/);
  });
});

describe('a user with many rows', () => {
  it('pages 3,000 fast orders newest first through the user index', async () => {
    const heavy = await spotTrader(env.t);
    const now = env.t.clock.now();
    const insert = env.t.app.ctx.sqlite.prepare(
      `INSERT INTO "FastOrder" (userId, mode, productId, direction, currency, amount, durationSec, profitRate, entryTicks, entryTime, expiresAt, createdAt)
       VALUES (?, 'demo', ?, 'up', 'USDT', 1000000, 60, '0.8', 250000, ?, ?, ?)`,
    );
    // (rows only, no stakes: they are deleted again below, so the ledger is untouched)
    env.t.app.ctx.sqlite.transaction(() => {
      for (let i = 0; i < 3000; i++) insert.run(heavy.userId, eth.productId(), now - i, now - i + 60_000, now - i);
    })();
    try {
      // (PostgreSQL plans from the table's statistics: taken now, with the 3,000 rows, not whenever autovacuum would)
      if (TEST_STORE === 'postgres') env.t.app.ctx.sqlite.exec('ANALYZE "FastOrder"');
      const plan = planOf({ userId: heavy.userId, mode: 'demo' });
      if (TEST_STORE === 'postgres') {
        const userAndMode = (id: number) => `\\("userId" = ${id}\\) AND \\(mode = 'demo'::text\\)`;
        expect(plan).toMatch(pgIndexScan('ContractPosition_userId_mode_status_idx', userAndMode(heavy.userId)));
        // (this user's are nearly all the fast orders: reading them in id order is as good. Another
        // user's page, planned as it would be served, finds theirs among the 3,000 through the index)
        const another = planOf({ userId: user.userId, mode: 'demo' }, true);
        expect(another).not.toMatch(/Seq Scan on "FastOrder"/);
        expect(another).toMatch(pgIndexScan('FastOrder_userId_\\w+_idx', `"userId" = ${user.userId}`));
        expect(another).toMatch(pgIndexScan('ContractPosition_userId_mode_status_idx', userAndMode(user.userId)));
      } else {
        expect(plan).toMatch(/SEARCH o USING (COVERING )?INDEX FastOrder_userId_\w+_idx \(userId=\?\)/);
        expect(plan).toMatch(/SEARCH c USING INDEX ContractPosition_userId_mode_status_idx \(userId=\? AND mode=\?\)/);
      }
      const last = (await history(heavy.token, 'page=30&pageSize=100')).body.data as { items: Row[]; total: number };
      expect(last.total).toBe(3000);
      expect(last.items.map((r) => r.createdAt)).toEqual(Array.from({ length: 100 }, (_, i) => now - 2900 - i));
    } finally {
      env.t.app.ctx.sqlite.prepare('DELETE FROM "FastOrder" WHERE userId = ?').run(heavy.userId);
    }
  });
});

describe('guests', () => {
  it('a guest (demo visitor) sees their own demo rows', async () => {
    const guest = await env.t.api.post('/api/demo/guest').set('AppKey', APP_KEY).set('X-Forwarded-For', nextIp());
    const token = guest.headers.authorization as string;
    eth.tick(250_000);
    await ok(
      await api(env.t, token).post('/api/fast/order', {
        productId: eth.productId(),
        direction: 'down',
        amount: '10',
        durationSec: 30,
        mode: 'demo',
      }),
    );
    const page = (await history(token)).body.data as { items: Row[]; total: number };
    expect(page.items.map((r) => [r.kind, r.mode, r.amount])).toEqual([['fast', 'demo', '10.000000']]);
  });
});

describe('CSV export', () => {
  it('has a header row and the rows as shown, as an attachment', async () => {
    const res = await api(env.t, user.token).get('/api/trade/history.csv?type=spot');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="trade-history.csv"');
    const iso = (i: number) => new Date(placed[i]?.createdAt ?? 0).toISOString();
    expect(res.text).toBe(
      'kind,id,mode,symbol,side,status,orderType,currency,amount,quantity,openPrice,closePrice,profit,grossProfit,fee,createdAt,closedAt,apiKey,copiedFrom\r\n' +
        `spot,${placed[5]?.id},demo,BTC/USDT,buy,unfilled,limit,USDT,0.000000,0.1000,100.00,,,,0.000000,${iso(5)},,,\r\n` +
        `spot,${placed[2]?.id},real,BTC/USDT,buy,unfilled,limit,USDT,0.000000,0.1000,100.00,,,,0.000000,${iso(2)},,,\r\n`,
    );
    const all = await api(env.t, user.token).get('/api/trade/history.csv');
    const lines = all.text.trimEnd().split('\r\n');
    expect(lines.length).toBe(7);
    const json = (await rowsOf()).items;
    const fast = json.find((r) => r.kind === 'fast' && r.mode === 'real') as Row;
    expect(lines).toContain(
      [
        'fast',
        fast.id,
        'real',
        'ETH/USDT',
        'up',
        'settled',
        '',
        'USDT',
        fast.amount,
        '',
        fast.openPrice,
        fast.closePrice,
        fast.profit,
        '',
        '',
        new Date(fast.createdAt).toISOString(),
        new Date(fast.closedAt as number).toISOString(),
        '',
        '',
      ].join(','),
    );
  });
});

describe('refusals', () => {
  it('a visitor gets -99 (401)', async () => {
    for (const path of ['/api/trade/history', '/api/trade/history.csv']) {
      const res = await env.t.api.get(path).set('AppKey', APP_KEY);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(-99);
    }
  });

  it('refuses bad input with a 4xx in the caller’s language', async () => {
    const msgs: string[] = [];
    for (const lang of ['en-US', 'zh-CN']) {
      for (const q of ['type=options', 'mode=live', 'page=0', 'pageSize=1000', 'from=yesterday', 'productId=-1', 'user=1']) {
        const res = await api(env.t, user.token).get(`/api/trade/history?${q}`).set('Accept-Language', lang);
        expect(res.status, q).toBeGreaterThanOrEqual(400);
        expect(res.status, q).toBeLessThan(500);
        expect(res.body.msg, q).toBeTruthy();
        if (q === 'type=options') msgs.push(res.body.msg);
      }
    }
    expect(msgs[0]).not.toBe(msgs[1]);
  });
});
