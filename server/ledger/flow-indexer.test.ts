import { afterEach, beforeEach, expect, it } from 'vitest';
import { freshDatabase } from '../../tests/helpers/ledger-db.ts';
import type { Sqlite } from '../db/sqlite.ts';
import { ManualClock } from '../lib/clock.ts';
import { startFlowIndexer } from './flow-indexer.ts';
import { Ledger } from './ledger.ts';
import { reconcile } from './reconcile.ts';

let db: Sqlite;
let cleanup: () => void;
beforeEach(() => {
  ({ db, cleanup } = freshDatabase());
});
afterEach(() => cleanup());

it('catches up in bounded steps, giving the event loop a turn between them', async () => {
  const ledger = new Ledger(db, new ManualClock(0));
  ledger.postMany(
    Array.from({ length: 3000 }, (_, i) => ({
      key: `x-${i}`,
      type: 'deposit',
      legs: [
        { account: { platform: 'deposit_clearing' as const, currency: 'USDT' }, amount: -1n },
        { account: { userId: 1 + (i % 7), kind: 'available' as const, currency: 'USDT' }, amount: 1n },
      ],
    })),
  );
  const steps: number[] = [];
  const step = ledger.indexFlowStep.bind(ledger);
  ledger.indexFlowStep = () => {
    const n = step(1000);
    steps.push(n);
    return n;
  };
  const indexer = startFlowIndexer(ledger, (e) => {
    throw e;
  }, 60_000);
  let turns = 0;
  const counting = setInterval(() => turns++, 0);
  const indexed = await indexer.catchUp();
  clearInterval(counting);
  indexer.stop();
  expect(indexed).toBe(6000);
  expect(steps).toEqual([1000, 1000, 1000, 1000, 1000, 1000, 0]);
  expect(turns).toBeGreaterThan(0);
  expect(reconcile(db, { commitments: false })).toEqual([]);
  expect((db.prepare('SELECT COUNT(*) AS n FROM "LedgerFlow"').get() as { n: number }).n).toBe(
    (db.prepare('SELECT COUNT(*) AS n FROM "LedgerPosting"').get() as { n: number }).n,
  );
});
