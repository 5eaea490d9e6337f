// Migrations that move data carry it over exactly: a database made by the migrations before
// one, holding what the code of that time wrote, is migrated and must reconcile.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDeploy } from '../../server/db/migrate.ts';
import { openSqlite, type Sqlite } from '../../server/db/sqlite.ts';
import { type Leg, Ledger } from '../../server/ledger/ledger.ts';
import { reconcile } from '../../server/ledger/reconcile.ts';
import { ManualClock } from '../../server/lib/clock.ts';
import { TEST_TMP } from '../helpers/paths.ts';

const dir = path.join(TEST_TMP, 'migrations');
beforeAll(() => fs.mkdirSync(dir, { recursive: true }));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('fast escrow and settlement rows (20261121191302)', () => {
  const file = path.join(dir, 'fast-escrow.db');
  let db: Sqlite;
  const U = 1_000_000n; // one USDT in minor units (scale 6)

  beforeAll(async () => {
    await migrateDeploy(file, '20261121144728_fast_settle_journal');
    db = openSqlite(file, { synchronous: 'NORMAL' });
    // today's ledger writes journals as the code of that time did, plus the content hash a
    // later migration adds: the column is there while it writes and gone before migrating
    db.exec('ALTER TABLE "LedgerJournal" ADD COLUMN contentHash TEXT');
    const ledger = new Ledger(db, new ManualClock(Date.UTC(2026, 10, 1)));
    const user = (n: number) =>
      Number(
        db
          .prepare(`INSERT INTO "User" (role, status, email, passwordHash, inviteCode, createdAt) VALUES ('user', 'active', ?, 'x', ?, 0)`)
          .run(`m${n}@example.com`, `MIG${n}`).lastInsertRowid,
      );
    const a = user(1);
    const b = user(2);
    for (const u of [a, b]) {
      ledger.post({
        key: `fund:${u}`,
        type: 'deposit',
        userId: u,
        legs: [
          { account: { platform: 'deposit_clearing', currency: 'USDT' }, amount: -1000n * U },
          { account: { userId: u, kind: 'available', currency: 'USDT' }, amount: 1000n * U },
        ],
      });
    }
    // what the code of that time wrote: stakes from available to frozen; a settlement moved
    // the stake out of frozen (per order by key at first, per run later)
    const order = db.prepare(
      `INSERT INTO "FastOrder" (userId, mode, productId, direction, currency, amount, durationSec, profitRate, entryTicks, entryTime, expiresAt, status, result, exitTicks, exitTime, payout, settledAt, settleJournalId, createdAt)
       VALUES (?, ?, 1, 'up', 'USDT', ?, 30, '0.8', 300000, 1000, 31000, ?, ?, ?, ?, ?, ?, ?, 1000)`,
    );
    const place = (userId: number, mode: 'real' | 'demo', amount: bigint) => {
      if (mode === 'demo') {
        ledger.post({
          key: `demo-grant:${userId}`,
          type: 'demo_grant',
          userId,
          legs: [
            { account: { platform: 'demo_issuance', currency: 'USDT', mode }, amount: -100_000n * U },
            { account: { userId, kind: 'available', currency: 'USDT', mode }, amount: 100_000n * U },
          ],
        });
      }
      const id = Number(order.run(userId, mode, amount, 'open', null, null, null, null, null, null).lastInsertRowid);
      ledger.post({
        key: `fast:${id}:stake`,
        type: 'fast_stake',
        userId,
        reference: `fast:${id}`,
        legs: [
          { account: { userId, kind: 'available', currency: 'USDT', mode }, amount: -amount },
          { account: { userId, kind: 'frozen', currency: 'USDT', mode }, amount },
        ],
      });
      return id;
    };
    const settle = (id: number, userId: number, amount: bigint, payout: bigint, key: string) => {
      const legs: Leg[] = [{ account: { userId, kind: 'frozen', currency: 'USDT' }, amount: -amount }];
      if (payout > 0n) legs.push({ account: { userId, kind: 'available', currency: 'USDT' }, amount: payout });
      if (payout !== amount) legs.push({ account: { platform: 'trading_house', currency: 'USDT' }, amount: amount - payout });
      const { journalId } = ledger.post({ key, type: 'fast_settle', reference: key, legs });
      const journal = key.startsWith('fast-settle:') ? journalId : null;
      db.prepare(
        `UPDATE "FastOrder" SET status = 'settled', result = ?, exitTicks = 300100, exitTime = 31000, payout = ?, settledAt = 32000, settleJournalId = ? WHERE id = ?`,
      ).run(payout > 0n ? 'win' : 'loss', payout, journal, id);
    };
    const won = place(a, 'real', 100n * U);
    settle(won, a, 100n * U, 180n * U, `fast:${won}:settle`);
    const lost = place(b, 'real', 50n * U);
    settle(lost, b, 50n * U, 0n, `fast-settle:${lost}`);
    place(a, 'real', 20n * U);
    place(a, 'real', 30n * U);
    place(b, 'real', 10n * U);
    place(b, 'demo', 70n * U);
    // (the commitment checks read the tables this migration creates)
    expect(reconcile(db, { commitments: false })).toEqual([]);
    db.exec('ALTER TABLE "LedgerJournal" DROP COLUMN contentHash');
    db.close();
    await migrateDeploy(file);
    db = openSqlite(file, { synchronous: 'NORMAL' });
  });
  afterAll(() => db?.close());

  it('keeps every balance the sum of its postings and the escrow equal to the open stakes', () => {
    expect(reconcile(db)).toEqual([]);
  });

  it('moves open stakes from frozen to the escrow in one journal', () => {
    const balances = db
      .prepare(
        `SELECT ownerKey, kind, mode, balance FROM "LedgerAccount" WHERE kind IN ('frozen', 'fast_escrow', 'available') ORDER BY ownerKey, kind, mode`,
      )
      .safeIntegers(true)
      .all();
    expect(balances).toEqual(
      expect.arrayContaining([
        { ownerKey: 'platform', kind: 'fast_escrow', mode: 'real', balance: 60n * U },
        { ownerKey: 'platform', kind: 'fast_escrow', mode: 'demo', balance: 70n * U },
      ]),
    );
    expect(balances.filter((r) => (r as { kind: string }).kind === 'frozen').every((r) => (r as { balance: bigint }).balance === 0n)).toBe(
      true,
    );
    const journal = db
      .prepare(
        `SELECT type, COUNT(*) AS legs FROM "LedgerJournal" j JOIN "LedgerPosting" p ON p.journalId = j.id WHERE j.idempotencyKey = 'migration:fast-escrow'`,
      )
      .get();
    // frozen of a (real), b (real), b (demo); escrow real and demo
    expect(journal).toEqual({ type: 'fast_stake', legs: 5 });
  });

  it('keeps settlements as rows naming their journal, and queues the open orders', () => {
    const settled = db
      .prepare(`SELECT orderId, result, payout, journalId IS NOT NULL AS named FROM "FastSettlement" ORDER BY orderId`)
      .all();
    expect(settled).toEqual([
      { orderId: 1, result: 'win', payout: 180_000_000, named: 1 },
      { orderId: 2, result: 'loss', payout: 0, named: 1 },
    ]);
    expect(db.prepare(`SELECT orderId FROM "FastOpenOrder" ORDER BY orderId`).pluck().all()).toEqual([3, 4, 5, 6]);
    expect(db.prepare(`SELECT name FROM pragma_table_info('FastOrder') WHERE name IN ('status', 'result', 'payout')`).all()).toEqual([]);
  });
});
