// Property test: random sequences of deposits, freezes, thaws, transfers and payouts, some
// of them impossible, against the real ledger. After every step the balances equal a
// simple model and the ledger reconciles; impossible steps change nothing.
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_TMP } from '../../tests/helpers/paths.ts';
import { migrateDeploy } from '../db/migrate.ts';
import { openSqlite, type Sqlite } from '../db/sqlite.ts';
import { ManualClock } from '../lib/clock.ts';
import { type AccountRef, type JournalEntry, Ledger, LedgerError } from './ledger.ts';
import { reconcile } from './reconcile.ts';

let db: Sqlite;
let ledger: Ledger;
const dir = path.join(TEST_TMP, `ledger-prop-${process.pid}`);
beforeAll(async () => {
  fs.mkdirSync(dir, { recursive: true });
  await migrateDeploy(path.join(dir, 'p.db'));
  db = openSqlite(path.join(dir, 'p.db'), { synchronous: 'NORMAL' });
  ledger = new Ledger(db, new ManualClock(0));
});
afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Op =
  | { op: 'deposit' | 'freeze' | 'thaw' | 'payout'; user: number; amount: bigint }
  | { op: 'transfer'; user: number; to: number; amount: bigint };

const amount = fc.bigInt({ min: 1n, max: 5_000_000n });
const user = fc.integer({ min: 0, max: 3 });
// (each of the five operations as likely as the others)
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ op: fc.constantFrom('deposit', 'freeze', 'thaw', 'payout'), user, amount }), weight: 4 },
  { arbitrary: fc.record({ op: fc.constant('transfer' as const), user, to: user, amount }), weight: 1 },
);

/** Every operation moves its amount from one account to another; the platform's are not modelled. */
const DEPOSITS: AccountRef = { platform: 'deposit_clearing', currency: 'USDT' };
const PAYOUTS: AccountRef = { platform: 'withdrawal_clearing', currency: 'USDT' };

let run = 0;
it('random operation sequences keep every invariant', () => {
  fc.assert(
    fc.property(fc.array(opArb, { minLength: 1, maxLength: 12 }), (ops) => {
      const base = ++run * 10; // users of this run: base..base+3
      const A = (u: number): AccountRef => ({ userId: base + u, kind: 'available', currency: 'USDT' });
      const F = (u: number): AccountRef => ({ userId: base + u, kind: 'frozen', currency: 'USDT' });
      /** The account an operation takes its amount from, and the one it puts it in. */
      const accountsOf = (o: Op): [from: AccountRef, to: AccountRef] => {
        switch (o.op) {
          case 'deposit':
            return [DEPOSITS, A(o.user)];
          case 'freeze':
            return [A(o.user), F(o.user)];
          case 'thaw':
            return [F(o.user), A(o.user)];
          case 'payout':
            return [F(o.user), PAYOUTS];
          case 'transfer':
            return [A(o.user), A(o.to)];
        }
      };
      // the model: the balance of each user account
      const model = new Map<string, bigint>();
      const keyOf = (account: AccountRef) => ('userId' in account ? `${account.kind}:${account.userId}` : null);
      const get = (account: AccountRef) => model.get(keyOf(account) ?? '') ?? 0n;
      ops.forEach((o, i) => {
        if (o.op === 'transfer' && o.to === o.user) return;
        const [from, to] = accountsOf(o);
        const entry: JournalEntry = {
          key: `r${run}:${i}`,
          type: o.op,
          legs: [
            { account: from, amount: -o.amount },
            { account: to, amount: o.amount },
          ],
        };
        // impossible when it would take a user account below zero
        if (keyOf(from) === null || get(from) >= o.amount) {
          expect(ledger.post(entry).created).toBe(true);
          for (const [account, delta] of [
            [from, -o.amount],
            [to, o.amount],
          ] as const) {
            const key = keyOf(account);
            if (key) model.set(key, get(account) + delta);
          }
          // a retry of the same key changes nothing
          expect(ledger.post(entry).created).toBe(false);
        } else {
          expect(() => ledger.post(entry)).toThrow(LedgerError);
        }
        for (let u = 0; u < 4; u++) {
          expect(ledger.balance(A(u))).toBe(get(A(u)));
          expect(ledger.balance(F(u))).toBe(get(F(u)));
        }
      });
      expect(reconcile(db, { commitments: false })).toEqual([]);
    }),
    { numRuns: 1000 },
  );
});
