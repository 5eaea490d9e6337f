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
import { type JournalEntry, Ledger, LedgerError } from './ledger.ts';
import { reconcile } from './reconcile.ts';

let db: Sqlite;
let ledger: Ledger;
const dir = path.join(TEST_TMP, `ledger-prop-${process.pid}`);
beforeAll(async () => {
  fs.mkdirSync(dir, { recursive: true });
  await migrateDeploy(path.join(dir, 'p.db'));
  db = openSqlite(path.join(dir, 'p.db'));
  ledger = new Ledger(db, new ManualClock(0));
});
afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Op =
  | { op: 'deposit'; user: number; amount: bigint }
  | { op: 'freeze'; user: number; amount: bigint }
  | { op: 'thaw'; user: number; amount: bigint }
  | { op: 'payout'; user: number; amount: bigint }
  | { op: 'transfer'; user: number; to: number; amount: bigint };

const amount = fc.bigInt({ min: 1n, max: 5_000_000n });
const user = fc.integer({ min: 0, max: 3 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), user, amount }),
  fc.record({ op: fc.constant('freeze' as const), user, amount }),
  fc.record({ op: fc.constant('thaw' as const), user, amount }),
  fc.record({ op: fc.constant('payout' as const), user, amount }),
  fc.record({ op: fc.constant('transfer' as const), user, to: user, amount }),
);

let run = 0;
it('random operation sequences keep every invariant', () => {
  fc.assert(
    fc.property(fc.array(opArb, { minLength: 1, maxLength: 12 }), (ops) => {
      const base = ++run * 10; // users of this run: base..base+3
      const model = new Map<string, bigint>();
      const get = (k: string) => model.get(k) ?? 0n;
      const A = (u: number) => ({ userId: base + u, kind: 'available' as const, currency: 'USDT' });
      const F = (u: number) => ({ userId: base + u, kind: 'frozen' as const, currency: 'USDT' });
      ops.forEach((o, i) => {
        const key = `r${run}:${i}`;
        let entry: JournalEntry;
        let effect: [string, bigint][];
        const a = `a${o.user}`;
        const f = `f${o.user}`;
        switch (o.op) {
          case 'deposit':
            entry = {
              key,
              type: o.op,
              legs: [
                { account: { platform: 'deposit_clearing', currency: 'USDT' }, amount: -o.amount },
                { account: A(o.user), amount: o.amount },
              ],
            };
            effect = [[a, o.amount]];
            break;
          case 'freeze':
            entry = {
              key,
              type: o.op,
              legs: [
                { account: A(o.user), amount: -o.amount },
                { account: F(o.user), amount: o.amount },
              ],
            };
            effect = [
              [a, -o.amount],
              [f, o.amount],
            ];
            break;
          case 'thaw':
            entry = {
              key,
              type: o.op,
              legs: [
                { account: F(o.user), amount: -o.amount },
                { account: A(o.user), amount: o.amount },
              ],
            };
            effect = [
              [f, -o.amount],
              [a, o.amount],
            ];
            break;
          case 'payout':
            entry = {
              key,
              type: o.op,
              legs: [
                { account: F(o.user), amount: -o.amount },
                { account: { platform: 'withdrawal_clearing', currency: 'USDT' }, amount: o.amount },
              ],
            };
            effect = [[f, -o.amount]];
            break;
          case 'transfer':
            if (o.to === o.user) return;
            entry = {
              key,
              type: o.op,
              legs: [
                { account: A(o.user), amount: -o.amount },
                { account: A(o.to), amount: o.amount },
              ],
            };
            effect = [
              [a, -o.amount],
              [`a${o.to}`, o.amount],
            ];
            break;
        }
        const possible = effect.every(([k, d]) => get(k) + d >= 0n);
        if (possible) {
          expect(ledger.post(entry).created).toBe(true);
          for (const [k, d] of effect) model.set(k, get(k) + d);
          // a retry of the same key changes nothing
          expect(ledger.post(entry).created).toBe(false);
        } else {
          expect(() => ledger.post(entry)).toThrow(LedgerError);
        }
        for (let u = 0; u < 4; u++) {
          expect(ledger.balance(A(u))).toBe(get(`a${u}`));
          expect(ledger.balance(F(u))).toBe(get(`f${u}`));
        }
      });
      expect(reconcile(db, { commitments: false })).toEqual([]);
    }),
    { numRuns: 1000 },
  );
});
