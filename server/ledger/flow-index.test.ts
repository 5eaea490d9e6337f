import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../tests/helpers/ledger-db.ts';
import type { Sqlite } from '../db/sqlite.ts';
import { ManualClock } from '../lib/clock.ts';
import { indexedThrough, indexFlow, indexFlowStep, openFlowConnection, startFlowWorker } from './flow-index.ts';
import { Ledger } from './ledger.ts';
import { reconcile } from './reconcile.ts';

let db: Sqlite;
let file: string;
let cleanup: () => void;
let ledger: Ledger;
let flow: Sqlite;
beforeEach(() => {
  ({ db, file, cleanup } = freshDatabase());
  ledger = new Ledger(db, new ManualClock(0));
  flow = openFlowConnection(file);
});
afterEach(() => {
  expect(reconcile(flow, { commitments: false })).toEqual([]);
  flow.close();
  cleanup();
});

const count = (conn: Sqlite, sql: string) => (conn.prepare(sql).get() as { n: number }).n;
const lastJournal = () => count(db, 'SELECT COALESCE(MAX(id), 0) AS n FROM "LedgerJournal"');

function post(n: number) {
  return ledger.postMany(
    Array.from({ length: n }, (_, i) => ({
      key: `flow-${lastJournal()}-${i}`,
      type: 'deposit',
      legs: [
        { account: { platform: 'deposit_clearing' as const, currency: 'USDT' }, amount: -1n },
        { account: { userId: 10 + (i % 50), kind: 'available' as const, currency: 'USDT' }, amount: 1n },
      ],
    })),
  );
}

describe('flow index', () => {
  it('indexes whole journals in steps, and reconcile checks the index against the postings', () => {
    indexFlow(flow);
    const results = post(1005);
    // writers do not index: the postings wait in the tail
    expect(indexedThrough(flow)).toBeLessThan(lastJournal());
    expect(indexFlowStep(flow, 1000)).toBe(1000);
    expect(indexedThrough(flow)).toBe(results[499]?.journalId);
    expect(reconcile(flow, { commitments: false })).toEqual([]);
    expect(indexFlow(flow, 1000)).toBe(1010);
    expect(indexedThrough(flow)).toBe(lastJournal());
    expect(indexFlowStep(flow)).toBe(0);
    expect(count(flow, 'SELECT COUNT(*) AS n FROM flow."LedgerFlow"')).toBe(count(db, 'SELECT COUNT(*) AS n FROM "LedgerPosting"'));
    // an index entry without its posting is drift
    flow.prepare('INSERT INTO flow."LedgerFlow" (accountId, journalId) VALUES (999999, 1)').run();
    expect(reconcile(flow, { commitments: false }).map((d) => d.check)).toEqual(['flow-index']);
    flow.prepare('DELETE FROM flow."LedgerFlow" WHERE accountId = 999999').run();
  });

  it('is rebuilt when it was built for another ledger', () => {
    post(10);
    indexFlow(flow);
    flow.prepare(`UPDATE flow."LedgerFlowState" SET ledgerId = 'another ledger'`).run();
    flow.close();
    flow = openFlowConnection(file);
    expect(indexedThrough(flow)).toBe(0);
    expect(count(flow, 'SELECT COUNT(*) AS n FROM flow."LedgerFlow"')).toBe(0);
    expect(indexFlow(flow)).toBe(count(db, 'SELECT COUNT(*) AS n FROM "LedgerPosting"'));
  });

  it('is kept up to date by a worker thread while the ledger is written', async () => {
    const worker = startFlowWorker(
      file,
      (e) => {
        throw e;
      },
      10,
    );
    try {
      post(3000);
      await worker.caughtUp(lastJournal());
      post(500);
      await worker.caughtUp(lastJournal());
    } finally {
      await worker.stop();
    }
    expect(indexedThrough(flow)).toBe(lastJournal());
    expect(count(flow, 'SELECT COUNT(*) AS n FROM flow."LedgerFlow"')).toBe(count(db, 'SELECT COUNT(*) AS n FROM "LedgerPosting"'));
  });
});
