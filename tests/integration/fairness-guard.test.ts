// The fairness guard (issue 14 point 7): no back-office route can choose a trade's outcome,
// alter recorded ticks or touch a settlement or a position's close. Triggers installed in this
// test's database copy log every write to the guarded tables; the test then walks the route
// table and calls every route under /api/admin, every method, as an admin (every permission),
// with ids that name real rows (a customer, a deposit and a withdrawal waiting, an open and a
// settled fast order) and with an empty body and a body built from the route's own schema. Any
// logged write during a staff call fails the test, naming the route. A second app with a
// staff route that does write there proves the detector catches it. Routes added later are
// walked as they appear; contract positions and their events are guarded (issue 15), spot orders, fills and journals (issue 16).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../server/app.ts';
import { PERMISSIONS } from '../../shared/staff.ts';
import { APP_KEY, createTestApp, type TestApp } from '../helpers/app.ts';
import { pngImage } from '../helpers/files.ts';
import { fundedUser, offlineDeposit, readyToWithdraw, withdrawUsdt } from '../helpers/funds.ts';
import { type Json, jsonSchemaOf, plausibleBody } from '../helpers/route-samples.ts';
import { staffSession } from '../helpers/staff.ts';
import { TEST_STORE } from '../helpers/store.ts';

/** Where outcomes live: recorded prices, the period commitments, fast orders, their queue and settlements. */
const GUARDED = [
  'Tick',
  'Candle',
  'MarketPeriod',
  'FastOrder',
  'FastOpenOrder',
  'FastSettlement',
  // contract trading (issue 15): positions, their fills and closes, overnight charges, the risk cursor
  'ContractPosition',
  'ContractEvent',
  'ContractOvernightCharge',
  'ContractRiskCursor',
  // spot trading (issue 16): orders and their fills (the books are rebuilt from the open orders)
  'SpotOrder',
  'SpotTrade',
];

/** Logs every write to the guarded tables, and every settlement journal, into "_GuardedWrite". */
function installDetector(t: TestApp) {
  const db = t.app.ctx.sqlite;
  if (TEST_STORE === 'postgres') installPgTriggers(t);
  else {
    db.exec('CREATE TABLE IF NOT EXISTS "_GuardedWrite" (id INTEGER PRIMARY KEY, tbl TEXT NOT NULL, op TEXT NOT NULL)');
    for (const table of GUARDED) {
      for (const op of ['INSERT', 'UPDATE', 'DELETE']) {
        db.exec(`CREATE TRIGGER IF NOT EXISTS "_guard_${table}_${op}" AFTER ${op} ON "${table}"
          BEGIN INSERT INTO "_GuardedWrite" (tbl, op) VALUES ('${table}', '${op}'); END`);
      }
    }
    db.exec(`CREATE TRIGGER IF NOT EXISTS "_guard_settle_journal" AFTER INSERT ON "LedgerJournal" WHEN NEW.type LIKE 'fast_settle%'
      BEGIN INSERT INTO "_GuardedWrite" (tbl, op) VALUES ('LedgerJournal', 'INSERT fast_settle'); END`);
    db.exec(`CREATE TRIGGER IF NOT EXISTS "_guard_contract_journal" AFTER INSERT ON "LedgerJournal" WHEN NEW.type LIKE 'contract_%'
      BEGIN INSERT INTO "_GuardedWrite" (tbl, op) VALUES ('LedgerJournal', 'INSERT ' || NEW.type); END`);
    db.exec(`CREATE TRIGGER IF NOT EXISTS "_guard_spot_journal" AFTER INSERT ON "LedgerJournal" WHEN NEW.type LIKE 'spot_%'
      BEGIN INSERT INTO "_GuardedWrite" (tbl, op) VALUES ('LedgerJournal', 'INSERT ' || NEW.type); END`);
  }
  return {
    /** The writes logged since the last call, cleared. */
    take(): string[] {
      const rows = db.prepare('SELECT tbl, op FROM "_GuardedWrite" ORDER BY id').all() as { tbl: string; op: string }[];
      db.exec('DELETE FROM "_GuardedWrite"');
      return rows.map((r) => `${r.tbl} ${r.op}`);
    },
  };
}

/**
 * The same log on PostgreSQL: row triggers (in this test app's own database, as SQLite's are in
 * its own file copy) calling PL/pgSQL functions that record the same table and operation names.
 */
function installPgTriggers(t: TestApp) {
  const db = t.app.ctx.sqlite;
  db.exec(`CREATE TABLE IF NOT EXISTS "_GuardedWrite" (id BIGSERIAL PRIMARY KEY, tbl TEXT NOT NULL, op TEXT NOT NULL);
    CREATE OR REPLACE FUNCTION _guard_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      INSERT INTO "_GuardedWrite" (tbl, op) VALUES (TG_TABLE_NAME, TG_OP); RETURN NULL; END $$;
    CREATE OR REPLACE FUNCTION _guard_journal() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      INSERT INTO "_GuardedWrite" (tbl, op)
        VALUES ('LedgerJournal', 'INSERT ' || CASE WHEN NEW.type LIKE 'fast_settle%' THEN 'fast_settle' ELSE NEW.type END);
      RETURN NULL; END $$;`);
  for (const table of GUARDED) {
    db.exec(
      `CREATE OR REPLACE TRIGGER "_guard_${table}" AFTER INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION _guard_write()`,
    );
  }
  db.exec(`CREATE OR REPLACE TRIGGER "_guard_journal" AFTER INSERT ON "LedgerJournal" FOR EACH ROW
    WHEN (NEW.type LIKE 'fast_settle%' OR NEW.type LIKE 'contract_%' OR NEW.type LIKE 'spot_%') EXECUTE FUNCTION _guard_journal()`);
}

const key = (r: RouteEntry) => `${r.method} ${r.url}`;

/** Every route under /api/admin, logging out last (it ends the walking session). */
function staffRoutes(t: TestApp): RouteEntry[] {
  const routes = t.app.routeCatalogue.filter((r) => r.url.startsWith('/api/admin/') || r.url === '/api/admin');
  const last = (r: RouteEntry) => (r.url === '/api/admin/auth/logout' ? 1 : 0);
  return [...routes].sort((a, b) => last(a) - last(b));
}

interface Walk {
  /** route → the guarded writes made while it was served */
  violations: string[];
  calls: number;
  /** calls answered code 0 by a route that is not a GET */
  changed: string[];
  /** of those, the ones that appended no audit row (issue 14.5: every staff action is audited) */
  unaudited: string[];
}

/** Calls every staff route with each id and each body; a write logged during a call is a violation. */
async function walk(t: TestApp, detector: ReturnType<typeof installDetector>, ids: number[]): Promise<Walk> {
  let token = await staffSession(t, 'admin');
  // (the walking admin's own account is left alone: a reset of its own two-factor would end the walk)
  const self = (await t.api.get('/api/admin/auth/me').set('AppKey', APP_KEY).set('Authorization', token)).body.data.id as number;
  const result: Walk = { violations: [], calls: 0, changed: [], unaudited: [] };
  const auditRows = t.app.ctx.sqlite.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM "AuditLog"');
  detector.take();
  for (const r of staffRoutes(t)) {
    const hasParam = /:[A-Za-z]+|\*/.test(r.url);
    for (const id of hasParam ? ids : [0]) {
      if (id === self && r.url.startsWith('/api/admin/staff/')) continue;
      for (const body of r.method === 'GET' || r.method === 'DELETE' ? [undefined] : [{}, plausibleBody(r)]) {
        const url = r.url.replace(/:[A-Za-z]+/g, String(id)).replace('*', 'nothing.png');
        const send = () => {
          const req = t.api[r.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](url)
            .set('AppKey', APP_KEY)
            .set('Authorization', token);
          return body === undefined ? req : req.send(body as object);
        };
        const audited = auditRows.get()?.n ?? 0;
        let res = await send();
        if (res.status === 401 && r.permission !== 'public') {
          // a route that ended the walking session (staff sign-out of an id that is ours): a new one
          t.clock.advance(30_000);
          token = await staffSession(t, 'admin');
          res = await send();
        }
        result.calls++;
        if (res.status >= 500) result.violations.push(`${key(r)} ${url} → ${res.status}`);
        if (r.method !== 'GET' && res.body?.code === 0) {
          result.changed.push(key(r));
          if ((auditRows.get()?.n ?? 0) === audited) result.unaudited.push(`${key(r)} ${url}`);
        }
        for (const write of detector.take()) result.violations.push(`${key(r)} ${url} → ${write}`);
      }
    }
  }
  return result;
}

/** A customer with a deposit and a withdrawal waiting, a settled and an open fast order, a holding and a closed contract position; their ids. */
async function scenario(t: TestApp): Promise<number[]> {
  const staff = await staffSession(t, 'admin');
  const u = await readyToWithdraw(t, staff, '1000');
  const proof = (await u.a.upload(pngImage())).body.data.id;
  const deposit = (await u.a.post('/api/recharge', offlineDeposit(proof, '50'))).body.data.id as number;
  const withdrawal = (await withdrawUsdt(u, '20')).id;
  const eth = t.app.market.product('ETH/USDT')?.id as number;
  const tick = (ms: number, ticks: number) => {
    t.clock.advance(ms);
    t.app.market.ticks.record([[eth, t.clock.now(), ticks]]);
  };
  const order = () => u.a.post('/api/fast/order', { productId: eth, direction: 'up', amount: '10', durationSec: 30, mode: 'real' });
  tick(1000, 300_000);
  const settled = (await order()).body.data.id as number;
  tick(30_000, 300_100);
  tick(500, 300_101);
  expect(await t.app.services.fastSettlement.settleDue()).toBe(1);
  tick(1000, 300_000);
  const open = (await order()).body.data.id as number;
  // a holding and a closed contract position
  const position = async () =>
    (await u.a.post('/api/contract/open', { productId: eth, side: 'long', lots: '0.1', leverage: 10, orderType: 'market', mode: 'real' }))
      .body.data.id as number;
  const holding = await position();
  const closed = await position();
  expect((await u.a.post(`/api/contract/positions/${closed}/close`)).body.code).toBe(0);
  const other = await fundedUser(t, staff, '10');
  return [...new Set([u.userId, other.userId, deposit, withdrawal, proof, settled, open, holding, closed, 1])].sort((a, b) => a - b);
}

describe('no staff route writes ticks, settlements or position closes', () => {
  let t: TestApp;
  let detector: ReturnType<typeof installDetector>;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp();
    detector = installDetector(t);
    ids = await scenario(t);
  }, 60_000);
  afterAll(() => t.close());

  it('the detector sees the engine and settlement write (it is live on this database)', async () => {
    // the scenario itself recorded ticks, placed orders and settled one, opened and closed positions
    expect(detector.take()).toEqual(
      expect.arrayContaining(['FastSettlement INSERT', 'ContractPosition INSERT', 'ContractPosition UPDATE', 'ContractEvent INSERT']),
    );
    const eth = t.app.market.product('ETH/USDT')?.id as number;
    t.clock.advance(1000);
    t.app.market.ticks.record([[eth, t.clock.now(), 300_000]]);
    expect(detector.take()).toContain('Tick INSERT');
  });

  it('holds for every method of every route under /api/admin', async () => {
    const result = await walk(t, detector, ids);
    expect(result.violations).toEqual([]);
    expect(result.unaudited).toEqual([]);
    // the walk reached the routes' handlers: real changes were made (reviews, settings, staff)
    expect(result.calls).toBeGreaterThan(staffRoutes(t).length);
    expect(result.changed.length, result.changed.join('\n')).toBeGreaterThan(3);
    expect(result.changed).toEqual(
      expect.arrayContaining(['POST /api/admin/deposits/:id/approve', 'POST /api/admin/withdrawals/:id/approve']),
    );
  }, 120_000);
});

describe('the guard fails when a staff route writes there', () => {
  let t: TestApp;
  beforeAll(async () => {
    // a staff route as someone might add it: "correct" a settlement and a recorded price
    t = await createTestApp({
      extend: (app: FastifyInstance) =>
        app.post('/api/admin/orders/:id/adjust', { ...app.staffRoute('overview.read'), schema: { hide: true } }, async (request) => {
          const id = Number((request.params as { id: string }).id);
          app.ctx.sqlite.prepare(`UPDATE "FastSettlement" SET payout = payout + 1 WHERE orderId = ?`).run(id);
          app.ctx.sqlite.prepare(`UPDATE "Tick" SET ticks = ticks + 1 WHERE time = (SELECT MAX(time) FROM "Tick")`).run();
          return null;
        }),
    });
  }, 60_000);
  afterAll(() => t.close());

  it('names the route and the tables it wrote', async () => {
    const detector = installDetector(t);
    const ids = await scenario(t);
    const result = await walk(t, detector, ids);
    const rogue = result.violations.filter((v) => v.startsWith('POST /api/admin/orders/:id/adjust '));
    expect(rogue.length).toBeGreaterThan(0);
    expect(rogue.some((v) => v.endsWith('→ FastSettlement UPDATE'))).toBe(true);
    expect(rogue.some((v) => v.endsWith('→ Tick UPDATE'))).toBe(true);
    // and nothing else did
    expect(result.violations.filter((v) => !v.startsWith('POST /api/admin/orders/:id/adjust '))).toEqual([]);
  }, 120_000);
});

/** Words that would name an outcome or a say over it. */
const OUTCOME_WORDS = new Set([
  'outcome',
  'outcomes',
  'result',
  'results',
  'win',
  'wins',
  'won',
  'winner',
  'lose',
  'loses',
  'loss',
  'lost',
  'loser',
  'preset',
  'rig',
  'rigged',
  'force',
  'forced',
  'predetermined',
  'settle',
  'settlement',
  'tick',
  'ticks',
]);
/** The words of a name: camelCase, snake_case, kebab-case and paths split apart, lower case. */
const wordsOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
const outcomeWords = (name: string) => wordsOf(name).filter((w) => OUTCOME_WORDS.has(w));

/** The property names of a route's zod schema (query or body), nested objects included. */
function fieldNames(schema: unknown): string[] {
  if (!schema) return [];
  const names: string[] = [];
  const visit = (s: Json | undefined) => {
    if (!s || typeof s !== 'object') return;
    for (const [k, v] of Object.entries((s.properties ?? {}) as Record<string, Json>)) {
      names.push(k);
      visit(v);
    }
    for (const c of [...((s.anyOf ?? []) as Json[]), ...((s.oneOf ?? []) as Json[])]) visit(c);
    if (s.items) visit(s.items as Json);
  };
  visit(jsonSchemaOf(schema));
  return names;
}

describe('no staff route, setting or query parameter names an outcome', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('in route paths, query and body fields, permissions and config keys', async () => {
    const named: string[] = [];
    for (const r of staffRoutes(t)) {
      for (const w of outcomeWords(r.url)) named.push(`${key(r)}: path "${w}"`);
      for (const f of [...fieldNames(r.schema?.querystring), ...fieldNames(r.schema?.body)]) {
        if (outcomeWords(f).length > 0) named.push(`${key(r)}: field ${f}`);
      }
    }
    for (const p of PERMISSIONS) for (const w of outcomeWords(p)) named.push(`permission ${p} ("${w}")`);
    const settings = t.app.ctx.sqlite.prepare('SELECT identify FROM "ConfigItem"').all() as { identify: string }[];
    expect(settings.length).toBeGreaterThan(0);
    for (const { identify } of settings) for (const w of outcomeWords(identify)) named.push(`config ${identify} ("${w}")`);
    expect(named).toEqual([]);
    // (the words are found where they are: the test is not blind)
    expect(outcomeWords('pre_profit_result')).toEqual(['result']);
    expect(outcomeWords('/api/admin/orders/:id/forceWin')).toEqual(['force', 'win']);
  });

  it('refuses (400) an outcome named in the query of every staff route, changing nothing', async () => {
    const token = await staffSession(t, 'admin');
    const accepted: string[] = [];
    for (const r of staffRoutes(t)) {
      const url = r.url.replace(/:[A-Za-z]+/g, '1').replace('*', 'nothing.png');
      for (const query of ['result=win', 'outcome=loss', 'forceResult=win', 'pre_profit_result=1', 'winRate=100']) {
        const req = t.api[r.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](`${url}?${query}`)
          .set('AppKey', APP_KEY)
          .set('Authorization', token);
        const res = await (r.method === 'GET' || r.method === 'DELETE' ? req : req.send({}));
        if (res.status !== 400) accepted.push(`${key(r)}?${query} → ${res.status}`);
      }
    }
    expect(accepted).toEqual([]);
  });
});
