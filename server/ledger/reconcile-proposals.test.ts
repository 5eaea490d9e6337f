// Reconcile's four-eyes check (issue 14.4): staff-made money exists only as the one journal of
// an approved proposal, and the platform adjustment account moves only with those journals.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { freshDatabase } from '../../tests/helpers/ledger-db.ts';
import type { Sqlite } from '../db/sqlite.ts';
import { ManualClock } from '../lib/clock.ts';
import { Ledger } from './ledger.ts';
import { reconcile } from './reconcile.ts';

let db: Sqlite;
let cleanup: () => void;
let ledger: Ledger;
beforeEach(() => {
  ({ db, cleanup } = freshDatabase());
  ledger = new Ledger(db, new ManualClock(Date.UTC(2026, 10, 25)));
});
afterEach(() => cleanup());

const proposalChecks = () =>
  reconcile(db)
    .filter((d) => d.check === 'proposal-journals')
    .map((d) => d.detail);
function proposal(status: string) {
  return Number(
    db
      .prepare(
        `INSERT INTO "Proposal" (kind, payload, targetType, targetId, reason, proposedBy, proposedAt, status)
         VALUES ('balance-adjustment', '{}', 'user', '1', 'r', 1, 0, ?)`,
      )
      .run(status).lastInsertRowid,
  );
}
function adjust(reference: string, type = 'manual_adjustment') {
  ledger.post({
    key: `${reference}:${type}`,
    type,
    userId: 1,
    reference,
    legs: [
      { account: { userId: 1, kind: 'available', currency: 'USDT' }, amount: 5n },
      { account: { platform: 'adjustments', currency: 'USDT' }, amount: -5n },
    ],
  });
}

it('accepts the one journal of an approved proposal', () => {
  adjust(`proposal:${proposal('approved')}`);
  expect(proposalChecks()).toEqual([]);
});

it('names a journal whose proposal is not approved, an approved proposal without its journal, and another journal on the adjustment account', () => {
  const pending = proposal('pending');
  adjust(`proposal:${pending}`);
  const approved = proposal('approved');
  adjust('deposit:1', 'deposit');
  expect(proposalChecks()).toEqual([
    `journal without an approved proposal: proposal:${pending}`,
    `approved proposal without exactly one journal: proposal:${approved}`,
    expect.stringMatching(/^adjustment account moved by another journal: journal:\d+$/),
  ]);
});
