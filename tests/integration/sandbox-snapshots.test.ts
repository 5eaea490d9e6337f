// The sandbox's snapshots (issue 41 point 5, decision 097), SQLite only as every sandbox:
// - a property test over random operation sequences (deposits approved by staff, spot orders
//   that rest, cross and fill, cancels, contract positions opened and closed): snapshot, more
//   operations, restore. Every row of the database is as at the snapshot, and so is what the
//   API answers from the engine's memory (books, orders, positions, balances); the ledger
//   reconciles, and a new order matches the restored book;
// - a reset returns to the seed; unknown snapshots are 404; a restore closes private sockets.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WS_SERVICE_RESTART } from '../../server/modules/realtime/hub.ts';
import { registerAndLogin } from '../helpers/accounts.ts';
import { appForFile } from '../helpers/app.ts';
import { contractApi, contractMarket } from '../helpers/contract.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { expectLedgerReconciles, fundedUser, staffToken } from '../helpers/funds.ts';
import { SANDBOX_ENV, withToken } from '../helpers/sandbox.ts';
import { credit, spotTrader } from '../helpers/spot.ts';
import { connectWs } from '../helpers/ws.ts';

const env = appForFile({ env: SANDBOX_ENV });
const SYMBOL = 'BTC/USDT'; // tick 0.01, lot 0.0001 BTC, minimum 5 USDT

const control = {
  take: async () => {
    const res = await env.t.api.post('/api/sandbox/snapshots').set(withToken());
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    return res.body.data as { id: number; takenAt: string; bytes: number };
  },
  restore: async (id: number) => {
    const res = await env.t.api.post(`/api/sandbox/snapshots/${id}/restore`).set(withToken());
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    return res.body.data as { snapshotId: number | null; now: string; tookMs: number };
  },
};

type Op =
  | { kind: 'limit'; user: number; side: 'buy' | 'sell'; cents: number; lots: number }
  | { kind: 'cancel'; user: number; pick: number }
  | { kind: 'open'; user: number; side: 'long' | 'short'; lots: number }
  | { kind: 'close'; user: number; pick: number }
  | { kind: 'deposit'; user: number };

const user = fc.integer({ min: 0, max: 2 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('limit' as const),
      user,
      side: fc.constantFrom('buy' as const, 'sell' as const),
      // around 100.00 USDT: the users' orders cross one another and fill
      cents: fc.integer({ min: 9_996, max: 10_004 }),
      lots: fc.integer({ min: 600, max: 3_000 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), user, pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('open' as const),
      user,
      side: fc.constantFrom('long' as const, 'short' as const),
      lots: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const), user, pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deposit' as const), user }) },
);

const lotsText = (lots: number) => (lots / 10_000).toFixed(4);

describe('snapshots', () => {
  it('a restore returns every row, book level, order, position and balance to the snapshot, and trading goes on from it', {
    timeout: 300_000,
  }, async () => {
    const t = env.t;
    const staff = await staffToken(t);
    const contract = contractMarket(env);
    // the market's first tick: contracts have a price (the clock stands still from here on,
    // so a restore redraws no tick and the database compares row for row)
    t.clock.advance(1000);
    t.app.market.tick();
    const traders: (Awaited<ReturnType<typeof spotTrader>> & { contract: ReturnType<typeof contractApi> })[] = [];
    for (let i = 0; i < 3; i++) {
      // coins and dollars enough for every run (deposits approved by staff are the 'deposit' operation)
      const s = await spotTrader(t);
      credit(t, s.userId, 'USDT', 10n ** 14n);
      credit(t, s.userId, 'BTC', 10n ** 12n);
      credit(t, s.userId, 'LTC', 10n ** 12n);
      traders.push({ ...s, contract: contractApi(t, s.token, contract.productId) });
    }
    // (a deposit approved by staff: a new user each time, as the staff route needs an upload)
    const apply = async (o: Op) => {
      const u = traders[o.user] as (typeof traders)[number];
      if (o.kind === 'limit') {
        const res = await u.order({ symbol: SYMBOL, side: o.side, price: (o.cents / 100).toFixed(2), quantity: lotsText(o.lots) });
        expect(res.body.code, JSON.stringify(res.body)).toBe(0);
      } else if (o.kind === 'cancel') {
        const open = (await u.a.get(`/api/spot/orders?status=open`)).body.data?.list as { id: number }[] | undefined;
        if (open?.length) expect((await u.cancel((open[o.pick % open.length] as { id: number }).id)).body.code).toBe(0);
      } else if (o.kind === 'open') {
        await u.contract.open({ side: o.side, lots: String(o.lots) });
      } else if (o.kind === 'close') {
        const open = (await u.contract.a.get('/api/contract/positions?status=holding')).body.data?.list as { id: number }[] | undefined;
        if (open?.length) expect((await u.contract.close((open[o.pick % open.length] as { id: number }).id)).body.code).toBe(0);
      } else {
        await fundedUser(t, staff, '100');
      }
    };
    /** What the API answers each trader, from the database and from the engine's memory. */
    const views = async () => {
      const out: unknown[] = [];
      for (const u of traders) {
        for (const url of [
          '/api/wallet/assets',
          '/api/spot/orders?status=open',
          '/api/spot/orders?status=history',
          '/api/contract/positions?status=holding',
        ]) {
          const res = await u.a.get(url);
          out.push([url, res.status, res.body]);
        }
      }
      return out;
    };
    /** The book as the engine holds it (seq apart: a restore numbers its updates on). */
    const book = async () => {
      const res = await (traders[0] as (typeof traders)[number]).a.get(
        `/api/spot/book?symbol=${encodeURIComponent(SYMBOL)}&mode=real&depth=50`,
      );
      const { seq: _seq, ...levels } = res.body.data as { seq: number };
      return levels;
    };

    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 3, maxLength: 10 }),
        fc.array(op, { minLength: 1, maxLength: 10 }),
        async (before, after) => {
          for (const o of before) await apply(o);
          const seen = await views();
          const levels = await book();
          const rows = dbFingerprint(t.app.ctx.sqlite);
          const snapshot = await control.take();
          for (const o of after) await apply(o);
          const restored = await control.restore(snapshot.id);
          expect(restored.snapshotId).toBe(snapshot.id);
          // the database as it was, row for row, then what the API reads from it and from memory
          expect(dbFingerprint(t.app.ctx.sqlite)).toBe(rows);
          expect(await book()).toEqual(levels);
          expectLedgerReconciles(t);
          const again = await views();
          expect(again).toEqual(seen);
        },
      ),
      { numRuns: 6, seed: 41 },
    );

    // the platform goes on from the restored moment: an order cancelled after the snapshot is
    // back on the book the engine rebuilt, and a crossing order fills against it
    const [maker, taker] = traders as [(typeof traders)[number], (typeof traders)[number]];
    const LTC = 'LTC/USDT'; // tick 0.01, lot 0.001 LTC: a book of its own, empty so far
    const resting = await maker.place({ symbol: LTC, side: 'sell', price: '90.00', quantity: '0.100' });
    const snapshot = await control.take();
    expect((await maker.cancel(resting.id)).body.code).toBe(0);
    await control.restore(snapshot.id);
    expect((await maker.detail(resting.id)).status).toBe('unfilled');
    const crossing = await taker.place({ symbol: LTC, side: 'buy', price: '90.00', quantity: '0.100' });
    expect((await taker.detail(crossing.id)).status).toBe('filled');
    expect((await maker.detail(resting.id)).status).toBe('filled');
    expectLedgerReconciles(t);
  });

  it('a restore ends private websocket connections with 1012, so clients read their state afresh', async () => {
    const t = env.t;
    const u = await registerAndLogin(t);
    const snapshot = await control.take();
    const ws = await connectWs(t, `/ws?userId=${u.userId}&token=${encodeURIComponent(u.token)}`);
    await ws.next(1);
    expect(t.app.wsHub.privateConnectionCount(u.userId)).toBe(1);
    await control.restore(snapshot.id);
    expect(await ws.waitClosed()).toBe(WS_SERVICE_RESTART);
    expect(t.app.wsHub.privateConnectionCount()).toBe(0);
  });

  it('refuses every request while a restore runs (503, localized), the health probe apart, and serves again after it', async () => {
    const t = env.t;
    const snapshot = await control.take();
    const restoring = t.app.inject({ method: 'POST', url: `/api/sandbox/snapshots/${snapshot.id}/restore`, headers: withToken() });
    const answers: { status: number; code: number; msg: string }[] = [];
    let health = 0;
    // (calls while it runs: the restore yields between its steps)
    for (let i = 0; i < 200 && !answers.some((a) => a.status === 503); i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/sandbox', headers: { ...withToken(), 'Accept-Language': 'de-DE' } });
      answers.push({ status: res.statusCode, ...(res.json() as { code: number; msg: string }) });
      if (answers.at(-1)?.status === 503) health = (await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode;
    }
    expect((await restoring).json().code).toBe(0);
    expect(answers.find((a) => a.status === 503)).toEqual({
      status: 503,
      code: 7141,
      msg: 'Die Sandbox stellt gerade einen Snapshot wieder her: bitte gleich noch einmal versuchen',
      data: null,
    });
    expect(health).toBe(200);
    expect((await t.api.get('/api/sandbox').set(withToken())).status).toBe(200);
  });

  it('lists the snapshots; an unknown one is a 404 with a message', async () => {
    const t = env.t;
    const first = await control.take();
    const second = await control.take();
    expect(second.id).toBeGreaterThan(first.id);
    const list = (await t.api.get('/api/sandbox/snapshots').set(withToken())).body.data.snapshots as { id: number }[];
    expect(list.map((s) => s.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(list.at(-1)).toEqual({ ...second });
    const missing = await t.api.post('/api/sandbox/snapshots/99999/restore').set(withToken());
    expect([missing.status, missing.body]).toEqual([404, { code: 7140, msg: 'No sandbox snapshot has this id', data: null }]);
  });

  it('a reset returns to the seed: the database as the sandbox first started', async () => {
    const t = env.t;
    const users = () => t.app.ctx.sqlite.prepare('SELECT COUNT(*) AS n FROM "User"').get();
    await registerAndLogin(t);
    const res = await t.api.post('/api/sandbox/reset').set(withToken());
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect(res.body.data.snapshotId).toBeNull();
    const seed = new Database(path.join(t.app.ctx.config.dataDir, 'sandbox-snapshots', 'seed.db'), { readonly: true });
    try {
      // (the clock kept its time: the market redrew its ticks from the seed's resume point to
      // now, and the contract risk engine and the futures triggers went over them)
      const market = ['Candle', 'Tick', 'MarketPeriod', 'ContractRiskCursor', 'FuturesTriggerCursor'];
      expect(dbFingerprint(t.app.ctx.sqlite, market)).toBe(dbFingerprint(seed, market));
      // (the earlier tests' customers are gone: the seed's alone are left)
      expect(users()).toEqual(seed.prepare('SELECT COUNT(*) AS n FROM "User"').get());
    } finally {
      seed.close();
    }
    expectLedgerReconciles(t);
    // and the platform works on it: a new customer registers
    expect((await registerAndLogin(t)).token).toBeTruthy();
    expect(fs.existsSync(path.join(t.app.ctx.config.dataDir, 'sandbox-snapshots'))).toBe(true);
  });
});
