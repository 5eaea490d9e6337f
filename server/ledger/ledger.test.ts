import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../tests/helpers/ledger-db.ts';
import type { Sqlite } from '../db/sqlite.ts';
import { ManualClock } from '../lib/clock.ts';
import { Ledger, LedgerError } from './ledger.ts';
import { reconcile } from './reconcile.ts';

let db: Sqlite;
let cleanup: () => void;
let ledger: Ledger;
beforeEach(() => {
  ({ db, cleanup } = freshDatabase());
  ledger = new Ledger(db, new ManualClock(Date.UTC(2026, 10, 21)));
});
afterEach(() => {
  expect(reconcile(db, { commitments: false })).toEqual([]);
  cleanup();
});

const avail = (userId: number, currency = 'USDT') => ({ userId, kind: 'available' as const, currency });
const frozen = (userId: number, currency = 'USDT') => ({ userId, kind: 'frozen' as const, currency });
const clearing = (currency = 'USDT') => ({ platform: 'deposit_clearing' as const, currency });

function deposit(userId: number, amount: bigint, key = `dep:${userId}:${amount}:${Math.random()}`) {
  return ledger.post({
    key,
    type: 'deposit',
    userId,
    legs: [
      { account: clearing(), amount: -amount },
      { account: avail(userId), amount },
    ],
  });
}

/** Virtual demo money for a user (the demo wallet's grant). */
function demoGrant(userId: number, amount: bigint, key = 'demo-grant') {
  return ledger.post({
    key,
    type: 'demo_grant',
    userId,
    legs: [
      { account: { platform: 'demo_issuance', currency: 'USDT', mode: 'demo' }, amount: -amount },
      { account: { ...avail(userId), mode: 'demo' }, amount },
    ],
  });
}

describe('ledger', () => {
  it('posts balanced journals and keeps cached balances', () => {
    deposit(1, 1_000_000n);
    ledger.post({
      key: 'freeze-1',
      type: 'withdrawal_request',
      userId: 1,
      legs: [
        { account: avail(1), amount: -400_000n },
        { account: frozen(1), amount: 400_000n },
      ],
    });
    expect(ledger.balance(avail(1))).toBe(600_000n);
    expect(ledger.balance(frozen(1))).toBe(400_000n);
    expect(ledger.balance(clearing())).toBe(-1_000_000n);
  });

  it('refuses an unbalanced journal, per currency, and writes nothing', () => {
    const before = db.prepare('SELECT COUNT(*) AS n FROM "LedgerJournal"').get();
    expect(() => ledger.post({ key: 'bad', type: 'x', legs: [{ account: avail(1), amount: 5n }] })).toThrow(LedgerError);
    expect(() =>
      ledger.post({
        key: 'bad2',
        type: 'x',
        legs: [
          { account: avail(1, 'USDT'), amount: 5n },
          { account: clearing('BTC'), amount: -5n },
        ],
      }),
    ).toThrow(/UNBALANCED/);
    expect(() =>
      ledger.post({
        key: 'bad3',
        type: 'x',
        legs: [
          { account: avail(1), amount: 0n },
          { account: clearing(), amount: 0n },
        ],
      }),
    ).toThrow(/ZERO_LEG/);
    expect(() => ledger.post({ key: 'bad4', type: 'x', legs: [] })).toThrow(/EMPTY/);
    expect(db.prepare('SELECT COUNT(*) AS n FROM "LedgerJournal"').get()).toEqual(before);
  });

  it('never lets a user balance go negative, and rolls the whole journal back', () => {
    deposit(2, 100n);
    expect(() =>
      ledger.post({
        key: 'too-much',
        type: 'withdrawal_request',
        legs: [
          { account: avail(2), amount: -101n },
          { account: frozen(2), amount: 101n },
        ],
      }),
    ).toThrow(/INSUFFICIENT_BALANCE/);
    expect(ledger.balance(avail(2))).toBe(100n);
    expect(ledger.balance(frozen(2))).toBe(0n);
  });

  it('posts a key once: a retry returns the first journal and changes nothing', () => {
    const first = deposit(3, 500n, 'dep-once');
    const again = deposit(3, 500n, 'dep-once');
    expect(first.created).toBe(true);
    expect(again).toEqual({ journalId: first.journalId, created: false });
    expect(ledger.balance(avail(3))).toBe(500n);
  });

  it('refuses a key posted again with other content (amount, account, type or fingerprint) and changes nothing', () => {
    const first = deposit(4, 500n, 'dep-content');
    const journals = () => db.prepare('SELECT COUNT(*) AS n FROM "LedgerJournal"').get();
    const before = journals();
    expect(() => deposit(4, 501n, 'dep-content')).toThrow(/KEY_REUSED/);
    expect(() => deposit(5, 500n, 'dep-content')).toThrow(/KEY_REUSED/);
    expect(() =>
      ledger.post({
        key: 'dep-content',
        type: 'bonus',
        userId: 4,
        legs: [
          { account: clearing(), amount: -500n },
          { account: avail(4), amount: 500n },
        ],
      }),
    ).toThrow(/KEY_REUSED/);
    // a repeat within one batch is compared too, and the whole batch is refused
    const entry = {
      key: 'batch-content',
      type: 'deposit',
      legs: [
        { account: clearing(), amount: -7n },
        { account: avail(6), amount: 7n },
      ],
    };
    expect(() =>
      ledger.postMany([
        entry,
        {
          ...entry,
          legs: [
            { account: clearing(), amount: -8n },
            { account: avail(6), amount: 8n },
          ],
        },
      ]),
    ).toThrow(/KEY_REUSED/);
    expect(journals()).toEqual(before);
    expect(ledger.balance(avail(4))).toBe(500n);
    expect(ledger.balance(avail(5))).toBe(0n);
    expect(ledger.balance(avail(6))).toBe(0n);
    // the same content with its legs in another order is the same operation
    const reordered = ledger.post({
      key: 'dep-content',
      type: 'deposit',
      userId: 4,
      legs: [
        { account: avail(4), amount: 500n },
        { account: clearing(), amount: -500n },
      ],
    });
    expect(reordered).toEqual({ journalId: first.journalId, created: false });
  });

  it('with a fingerprint, compares the request, not the legs (a retry may meet another rate)', () => {
    const post = (amount: bigint, fingerprint: string) =>
      ledger.post({
        key: 'fp-1',
        type: 'exchange',
        userId: 1,
        fingerprint,
        legs: [
          { account: clearing(), amount: -amount },
          { account: avail(1), amount },
        ],
      });
    const first = post(100n, 'from=BTC;to=USDT;amount=1');
    expect(post(101n, 'from=BTC;to=USDT;amount=1')).toEqual({ journalId: first.journalId, created: false });
    expect(() => post(100n, 'from=BTC;to=USDT;amount=2')).toThrow(/KEY_REUSED/);
    expect(ledger.balance(avail(1))).toBe(100n);
  });

  it('takes a journal written before content hashes were kept on trust', () => {
    const first = deposit(2, 300n, 'dep-legacy');
    const triggers = db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'LedgerJournal'`).all() as {
      name: string;
      sql: string;
    }[];
    for (const { name } of triggers) db.prepare(`DROP TRIGGER "${name}"`).run();
    db.prepare(`UPDATE "LedgerJournal" SET contentHash = NULL WHERE idempotencyKey = 'dep-legacy'`).run();
    for (const { sql } of triggers) db.prepare(sql).run();
    expect(deposit(2, 999n, 'dep-legacy')).toEqual({ journalId: first.journalId, created: false });
    expect(ledger.balance(avail(2))).toBe(300n);
  });

  it('keeps demo and real money apart', () => {
    demoGrant(4, 100_000_000_000n);
    expect(ledger.balance({ ...avail(4), mode: 'demo' })).toBe(100_000_000_000n);
    expect(ledger.balance(avail(4))).toBe(0n);
    // a journal cannot move demo money into real
    expect(() =>
      ledger.post({
        key: 'cross',
        type: 'x',
        legs: [
          { account: { ...avail(4), mode: 'demo' }, amount: -1n },
          { account: avail(4), amount: 1n },
        ],
      }),
    ).toThrow(/UNBALANCED/);
  });

  it('postMany is all or nothing', () => {
    expect(() =>
      ledger.postMany([
        {
          key: 'm1',
          type: 'deposit',
          legs: [
            { account: clearing(), amount: -10n },
            { account: avail(5), amount: 10n },
          ],
        },
        {
          key: 'm2',
          type: 'withdraw',
          legs: [
            { account: avail(5), amount: -11n },
            { account: frozen(5), amount: 11n },
          ],
        },
      ]),
    ).toThrow(/INSUFFICIENT_BALANCE/);
    expect(ledger.balance(avail(5))).toBe(0n);
    expect(db.prepare(`SELECT COUNT(*) AS n FROM "LedgerJournal" WHERE idempotencyKey = 'm1'`).get()).toEqual({ n: 0 });
  });

  it('journals and postings are append-only', () => {
    deposit(6, 42n);
    expect(() => db.prepare('UPDATE "LedgerPosting" SET amount = 1').run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM "LedgerPosting"').run()).toThrow(/append-only/);
    expect(() => db.prepare('UPDATE "LedgerJournal" SET memo = \'x\'').run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM "LedgerJournal"').run()).toThrow(/append-only/);
  });

  it('refuses a journal that names one account twice', () => {
    deposit(8, 100n);
    expect(() =>
      ledger.post({
        key: 'twice',
        type: 'x',
        legs: [
          { account: avail(8), amount: -10n },
          { account: avail(8), amount: 4n },
          { account: frozen(8), amount: 6n },
        ],
      }),
    ).toThrow(/DUPLICATE_ACCOUNT/);
    expect(ledger.balance(avail(8))).toBe(100n);
  });

  it('posts a key repeated within one batch once', () => {
    const entry = {
      key: 'batch-dup',
      type: 'deposit',
      legs: [
        { account: clearing(), amount: -7n },
        { account: avail(9), amount: 7n },
      ],
    };
    const [first, second] = ledger.postMany([entry, { ...entry }]);
    expect(first?.created).toBe(true);
    expect(second).toEqual({ journalId: first?.journalId, created: false });
    expect(ledger.balance(avail(9))).toBe(7n);
  });

  it('reconcile reports a tampered cached balance', () => {
    deposit(7, 1000n);
    db.prepare(`UPDATE "LedgerAccount" SET balance = balance + 1 WHERE ownerKey = 'user:7'`).run();
    const drifts = reconcile(db, { commitments: false });
    expect(drifts.map((d) => d.check).sort()).toEqual(['cached-balance', 'global-balance']);
    db.prepare(`UPDATE "LedgerAccount" SET balance = balance - 1 WHERE ownerKey = 'user:7'`).run();
  });
});

describe('account id cache', () => {
  it('forgets ids created inside an outer transaction that rolled back', () => {
    const ledger2 = new Ledger(db, new ManualClock(0));
    const key = (n: number) => ({
      key: `cache-${n}`,
      type: 'deposit',
      legs: [
        { account: { platform: 'deposit_clearing' as const, currency: 'ETH' }, amount: -5n },
        { account: { userId: 900, kind: 'available' as const, currency: 'ETH' }, amount: 5n },
      ],
    });
    // a raw transaction (not the ledger's) posts, then rolls back: the new accounts vanish
    expect(() =>
      db.transaction(() => {
        ledger2.post(key(1));
        throw new Error('outer work failed');
      })(),
    ).toThrow('outer work failed');
    // the same accounts are created again under new ids; the post must land on them
    ledger2.post(key(2));
    expect(ledger2.balance({ userId: 900, kind: 'available', currency: 'ETH' })).toBe(5n);
  });

  it('forgets ids created inside a nested transaction that rolled back while the outer one commits', () => {
    const ledger2 = new Ledger(db, new ManualClock(0));
    const entry = (n: number, currency: string) => ({
      key: `nested-${n}`,
      type: 'deposit',
      legs: [
        { account: { platform: 'deposit_clearing' as const, currency }, amount: -5n },
        { account: { userId: 901, kind: 'available' as const, currency }, amount: 5n },
      ],
    });
    ledger2.transaction(() => {
      // the nested posting creates the BTC accounts, then its savepoint rolls back
      expect(() =>
        ledger2.transaction(() => {
          ledger2.post(entry(1, 'BTC'));
          throw new Error('this order failed');
        }),
      ).toThrow('this order failed');
      // another account is created in the outer transaction (it may take a freed id)
      ledger2.post(entry(2, 'ETH'));
    });
    ledger2.post(entry(3, 'BTC'));
    expect(ledger2.balance({ userId: 901, kind: 'available', currency: 'BTC' })).toBe(5n);
    expect(ledger2.balance({ userId: 901, kind: 'available', currency: 'ETH' })).toBe(5n);
  });
});

describe('a demo-only deployment (decision 071)', () => {
  it('refuses every journal with a real-mode leg before writing anything, and posts demo ones', () => {
    const demoOnly = new Ledger(db, new ManualClock(0), { demoOnly: true });
    const accounts = () => (db.prepare('SELECT COUNT(*) AS n FROM "LedgerAccount"').get() as { n: number }).n;
    const before = accounts();
    const entry = (mode: 'real' | 'demo', platformMode: 'real' | 'demo' = mode) => ({
      key: `demo-only:${mode}:${platformMode}`,
      type: 'deposit',
      userId: 5,
      legs: [
        { account: { platform: 'demo_issuance' as const, currency: 'USDT', mode: platformMode }, amount: -5n },
        { account: { userId: 5, kind: 'available' as const, currency: 'USDT', mode }, amount: 5n },
      ],
    });
    const refusal = { errorName: 'DEMO_ONLY_DEPLOYMENT', httpStatus: 403 };
    // (a leg without a mode is real)
    expect(() =>
      demoOnly.post({ ...entry('real'), legs: entry('real').legs.map((l) => ({ ...l, account: { ...l.account, mode: undefined } })) }),
    ).toThrow(expect.objectContaining(refusal));
    expect(() => demoOnly.post(entry('real'))).toThrow(expect.objectContaining(refusal));
    expect(() => demoOnly.postMany([entry('demo'), entry('real')])).toThrow(expect.objectContaining(refusal));
    expect(accounts()).toBe(before);
    expect(demoOnly.post(entry('demo')).created).toBe(true);
    expect(demoOnly.balance({ userId: 5, kind: 'available', currency: 'USDT', mode: 'demo' })).toBe(5n);
  });
});

describe('balance change notifications (issue 37)', () => {
  function listen() {
    const heard: { userId: number; modes: string[]; currencies: string[] }[][] = [];
    ledger.onBalancesChanged((changes) => heard.push(changes));
    return heard;
  }

  it('tells each user whose balances a committed journal moved, once per commit, after it', () => {
    const heard = listen();
    let inside: boolean | undefined;
    ledger.onBalancesChanged(() => {
      inside = db.inTransaction;
    });
    ledger.transaction(() => {
      deposit(1, 500n);
      deposit(2, 700n);
      demoGrant(1, 5n);
      expect(heard).toEqual([]);
    });
    expect(inside).toBe(false);
    expect(heard).toEqual([
      [
        { userId: 1, modes: ['real', 'demo'], currencies: ['USDT'] },
        { userId: 2, modes: ['real'], currencies: ['USDT'] },
      ],
    ]);
  });

  it('says nothing of a user whose changes the transaction unannounced (an account closing), and tells the others', () => {
    const heard = listen();
    ledger.transaction(() => {
      deposit(1, 500n);
      deposit(2, 700n);
      ledger.unannounced(1);
    });
    expect(heard).toEqual([[{ userId: 2, modes: ['real'], currencies: ['USDT'] }]]);
  });

  it('says nothing of a rolled-back transaction, a rolled-back savepoint, a repeated key or platform-only journals', () => {
    const heard = listen();
    expect(() =>
      ledger.transaction(() => {
        deposit(1, 500n);
        throw new Error('abort');
      }),
    ).toThrow('abort');
    ledger.transaction(() => {
      deposit(2, 100n, 'kept');
      expect(() =>
        ledger.transaction(() => {
          deposit(3, 100n);
          throw new Error('savepoint');
        }),
      ).toThrow('savepoint');
    });
    deposit(2, 100n, 'kept');
    ledger.post({
      key: 'house',
      type: 'fund',
      legs: [
        { account: clearing(), amount: -5n },
        { account: { platform: 'fees', currency: 'USDT' }, amount: 5n },
      ],
    });
    expect(heard).toEqual([[{ userId: 2, modes: ['real'], currencies: ['USDT'] }]]);
  });

  it('announces journals posted in a transaction it did not open once that one committed, not when it rolled back', async () => {
    const heard = listen();
    db.transaction(() => deposit(4, 100n)).immediate();
    expect(() =>
      db
        .transaction(() => {
          deposit(5, 100n);
          throw new Error('outside abort');
        })
        .immediate(),
    ).toThrow('outside abort');
    expect(heard).toEqual([]);
    await Promise.resolve();
    expect(heard).toEqual([[{ userId: 4, modes: ['real'], currencies: ['USDT'] }]]);
  });
});
