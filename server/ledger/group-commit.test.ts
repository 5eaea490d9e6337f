import { afterEach, beforeEach, expect, it } from 'vitest';
import { freshDatabase } from '../../tests/helpers/ledger-db.ts';
import type { Sqlite } from '../db/sqlite.ts';
import { WalSync } from '../db/wal-sync.ts';
import { ManualClock } from '../lib/clock.ts';
import { CAREFUL_GROUPS, GroupCommit } from './group-commit.ts';
import { Ledger, LedgerError } from './ledger.ts';
import { reconcile } from './reconcile.ts';

let db: Sqlite;
let cleanup: () => void;
let ledger: Ledger;
beforeEach(() => {
  ({ db, cleanup } = freshDatabase());
  ledger = new Ledger(db, new ManualClock(0));
});
afterEach(() => {
  expect(reconcile(db, { commitments: false })).toEqual([]);
  cleanup();
});

const avail = (userId: number) => ({ userId, kind: 'available' as const, currency: 'USDT' });
const move = (key: string, from: number, to: number, amount: bigint) => () =>
  ledger.post({
    key,
    type: 'transfer',
    legs: [
      { account: avail(from), amount: -amount },
      { account: avail(to), amount },
    ],
  }).journalId;

/** 100 USDT for user 1, from a deposit. */
function fundUser1() {
  ledger.post({
    key: 'fund',
    type: 'deposit',
    legs: [
      { account: { platform: 'deposit_clearing', currency: 'USDT' }, amount: -100n },
      { account: avail(1), amount: 100n },
    ],
  });
}

/** Counts the ledger's outermost transactions from now on. */
function countTransactions() {
  const counted = { count: 0 };
  const original = ledger.transaction.bind(ledger);
  ledger.transaction = <T>(fn: () => T): T => {
    if (!db.inTransaction) counted.count++;
    return original(fn);
  };
  return counted;
}

it('writes of one event-loop turn share a transaction; a failing one is rolled back alone', async () => {
  fundUser1();
  const group = new GroupCommit(ledger);
  const transactions = countTransactions();
  const results = await Promise.allSettled([
    group.run(move('a', 1, 2, 30n)),
    group.run(move('b', 1, 3, 80n)), // more than is left after 'a'
    group.run(() => {
      throw new Error('not a ledger problem');
    }),
    group.run(move('c', 1, 4, 70n)),
  ]);
  expect(transactions.count).toBe(1);
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
  expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(LedgerError);
  expect((results[2] as PromiseRejectedResult).reason).toEqual(new Error('not a ledger problem'));
  expect([1, 2, 3, 4].map((u) => ledger.balance(avail(u)))).toEqual([0n, 30n, 0n, 70n]);
  expect(db.prepare(`SELECT COUNT(*) AS n FROM "LedgerJournal" WHERE idempotencyKey = 'b'`).get()).toEqual({ n: 0 });
});

it('an atomic write gets no savepoint from the group: its own ledger transaction is the one rolled back', async () => {
  fundUser1();
  const group = new GroupCommit(ledger);
  let nested = 0;
  const original = ledger.transaction.bind(ledger);
  ledger.transaction = <T>(fn: () => T): T => {
    if (db.inTransaction) nested++;
    return original(fn);
  };
  try {
    const results = await Promise.allSettled([
      group.run(() => ledger.transaction(move('a', 1, 2, 30n)), { atomic: true }),
      group.run(() => ledger.transaction(move('b', 1, 3, 80n)), { atomic: true }), // more than is left after 'a'
      group.run(() => ledger.transaction(move('c', 1, 4, 70n)), { atomic: true }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  } finally {
    ledger.transaction = original;
  }
  // one savepoint each (the writes' own), none around them
  expect(nested).toBe(3);
  expect([1, 2, 3, 4].map((u) => ledger.balance(avail(u)))).toEqual([0n, 30n, 0n, 70n]);
  expect(db.prepare(`SELECT COUNT(*) AS n FROM "LedgerJournal" WHERE idempotencyKey = 'b'`).get()).toEqual({ n: 0 });
});

it('optimistic (decision 113): a group whose writes all succeed is one transaction; a refusal rolls the try back and the group runs again, a savepoint per write, as the next groups do', async () => {
  fundUser1();
  const group = new GroupCommit(ledger, { optimistic: true });
  const transactions = countTransactions();
  const ok = await Promise.all([group.run(move('o1', 1, 2, 10n)), group.run(move('o2', 1, 3, 10n))]);
  expect(ok).toHaveLength(2);
  expect(transactions.count).toBe(1);

  const refusedIn = (tag: string) =>
    Promise.allSettled([
      group.run(move(`${tag}-a`, 1, 2, 1n)),
      group.run(move(`${tag}-b`, 1, 3, 1000n)), // more than user 1 has
      group.run(move(`${tag}-c`, 1, 4, 1n)),
    ]);
  // the try and the careful run
  const first = await refusedIn('r1');
  expect(first.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  expect((first[1] as PromiseRejectedResult).reason).toBeInstanceOf(LedgerError);
  expect(transactions.count).toBe(3);
  // the next groups run carefully at once: one transaction each
  for (let i = 0; i < CAREFUL_GROUPS; i++) {
    const again = await refusedIn(`r2-${i}`);
    expect(again.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  }
  expect(transactions.count).toBe(3 + CAREFUL_GROUPS);
  // then optimistic again
  await refusedIn('r3');
  expect(transactions.count).toBe(3 + CAREFUL_GROUPS + 2);
  // 2 × (1 + CAREFUL_GROUPS + 1) refusals changed nothing; 10 + 10 + 2 × (CAREFUL_GROUPS + 2) USDT moved
  expect(ledger.balance(avail(1))).toBe(100n - 20n - 2n * BigInt(CAREFUL_GROUPS + 2));
  expect(db.prepare(`SELECT COUNT(*) AS n FROM "LedgerJournal" WHERE idempotencyKey LIKE '%-b'`).get()).toEqual({ n: 0 });
});

it('optimistic: a write that catches a refusal of a transaction nested in it keeps nothing that transaction wrote', async () => {
  fundUser1();
  const group = new GroupCommit(ledger, { optimistic: true });
  const transactions = countTransactions();
  const kept = await group.run(() => {
    try {
      ledger.transaction(() => {
        move('inner', 1, 2, 10n)();
        throw new Error('refused after writing');
      });
    } catch {
      // (as createWithJournal answers a retried request: the error is caught, the write goes on)
    }
    return move('outer', 1, 3, 5n)();
  });
  expect(typeof kept).toBe('number');
  // the try (rolled back whole) and the careful run, where the nested transaction had its savepoint
  expect(transactions.count).toBe(2);
  expect([1, 2, 3].map((u) => ledger.balance(avail(u)))).toEqual([95n, 0n, 5n]);
  expect(db.prepare(`SELECT COUNT(*) AS n FROM "LedgerJournal" WHERE idempotencyKey = 'inner'`).get()).toEqual({ n: 0 });
});

it('an optimistic group keeps no state beside the database: it takes no afterRollback', () => {
  expect(() => new GroupCommit(ledger, { optimistic: true, afterRollback: () => {} })).toThrow(/no state beside the database/);
});

it("postManyInside posts in the caller's transaction and refuses to run outside one", () => {
  fundUser1();
  const transfer = (key: string, amount: bigint) => ({
    key,
    type: 'transfer',
    legs: [
      { account: avail(1), amount: -amount },
      { account: avail(2), amount },
    ],
  });
  expect(() => ledger.postManyInside([transfer('out', 1n)])).toThrow(/inside a transaction/);
  const posted = ledger.transaction(() => ledger.postManyInside([transfer('p1', 10n), transfer('p2', 5n)]));
  expect(posted.map((p) => p.created)).toEqual([true, true]);
  expect(ledger.balance(avail(2))).toBe(15n);
  // refused inside: the caller's transaction rolls back whatever it wrote
  expect(() => ledger.transaction(() => ledger.postManyInside([transfer('p3', 1n), transfer('p4', 1000n)]))).toThrow(LedgerError);
  expect(ledger.balance(avail(2))).toBe(15n);
});

it('splits a long queue into bounded transactions', async () => {
  fundUser1();
  const group = new GroupCommit(ledger, { maxBatch: 4 });
  const transactions = countTransactions();
  const ids = await Promise.all(Array.from({ length: 10 }, (_, i) => group.run(move(`m${i}`, 1, 2, 1n))));
  expect(new Set(ids).size).toBe(10);
  expect(transactions.count).toBe(3);
  expect(ledger.balance(avail(2))).toBe(10n);
});

it('when the group transaction itself fails, nothing of it is written, everyone hears it and afterRollback runs first', async () => {
  fundUser1();
  const events: string[] = [];
  const group = new GroupCommit(ledger, { afterRollback: () => events.push('afterRollback') });
  // the outermost transaction runs its writes, then fails (as a COMMIT that cannot be written would)
  const original = ledger.transaction.bind(ledger);
  ledger.transaction = <T>(fn: () => T): T => {
    if (db.inTransaction) return original(fn);
    return original(() => {
      fn();
      throw new Error('commit failed');
    });
  };
  try {
    const results = await Promise.allSettled([group.run(move('x', 1, 2, 10n)), group.run(move('y', 1, 3, 10n))]);
    events.push('callers');
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason).toEqual(new Error('commit failed'));
  } finally {
    ledger.transaction = original;
  }
  expect(events).toEqual(['afterRollback', 'callers']);
  expect([1, 2, 3].map((u) => ledger.balance(avail(u)))).toEqual([100n, 0n, 0n]);
});

it('with a WalSync, callers hear once the sync after the commit returned, not at the commit (decision 109)', async () => {
  fundUser1();
  let release = () => {};
  let syncs = 0;
  const wal = new WalSync(db, () => {
    syncs++;
    return new Promise<void>((resolve) => {
      release = resolve;
    });
  });
  const group = new GroupCommit(ledger, { walSync: wal });
  let answered = 0;
  const placed = [group.run(move('s1', 1, 2, 10n)), group.run(move('s2', 1, 2, 10n))].map((p) => p.then(() => answered++));
  // the group commits in the next turn; its sync is held
  await new Promise((r) => setImmediate(r));
  await new Promise((r) => setImmediate(r));
  expect(syncs).toBe(1);
  expect(db.inTransaction).toBe(false);
  expect(ledger.balance(avail(2))).toBe(20n);
  expect(answered).toBe(0);
  release();
  await Promise.all(placed);
  expect(answered).toBe(2);
});

it('with a WalSync, writes that arrive while a sync runs wait for it and then commit as one group, covered by the next sync (decision 112)', async () => {
  fundUser1();
  const releases: (() => void)[] = [];
  const wal = new WalSync(db, () => new Promise<void>((resolve) => releases.push(resolve)));
  const group = new GroupCommit(ledger, { walSync: wal });
  const transactions = countTransactions();
  const turn = () => new Promise((r) => setImmediate(r));
  const first = group.run(move('g1', 1, 2, 10n));
  await turn();
  expect(transactions.count).toBe(1);
  expect(releases).toHaveLength(1);
  // three turns of writes while the first group's sync runs: none is committed yet
  const later: Promise<number>[] = [];
  for (let i = 0; i < 3; i++) {
    later.push(group.run(move(`g2-${i}`, 1, 3, 1n)));
    await turn();
  }
  expect(transactions.count).toBe(1);
  expect(ledger.balance(avail(3))).toBe(0n);
  releases[0]?.();
  await first;
  // committed together once the sync returned, and a second sync began for them
  expect(transactions.count).toBe(2);
  expect(ledger.balance(avail(3))).toBe(3n);
  expect(releases).toHaveLength(2);
  let answered = false;
  const all = Promise.all(later).then(() => {
    answered = true;
  });
  await turn();
  expect(answered).toBe(false);
  releases[1]?.();
  await all;
  expect(answered).toBe(true);
});
