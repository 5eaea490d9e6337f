// How services run a money operation: the request's own row and its journal in one ledger
// transaction, a refused balance turned into the API's error, and a retried request (same
// idempotency key) answered with the row the first attempt created.
import type { Sqlite } from '../db/sqlite.ts';
import { AppError } from '../lib/app-error.ts';
import { type JournalEntry, type Ledger, LedgerError } from './ledger.ts';

/** Thrown inside the transaction when the journal's key was posted before: rolls the new row back. */
class RetriedRequest extends Error {
  constructor(readonly journalId: number) {
    super('retried request');
  }
}

/** Runs `fn` in one ledger transaction; a user balance that would go negative becomes INSUFFICIENT_BALANCE. */
export function moneyTransaction<T>(ledger: Ledger, fn: () => T): T {
  try {
    return ledger.transaction(fn);
  } catch (e) {
    if (e instanceof LedgerError && e.reason === 'INSUFFICIENT_BALANCE') throw new AppError('INSUFFICIENT_BALANCE');
    throw e;
  }
}

/**
 * Creates a request row and posts its journal atomically. `create` inserts the row and
 * returns its id; `journal(id)` describes the posting, whose `reference` must be
 * `<kind>:<id>`. When the journal's key was already posted (a retried request), the new row
 * is rolled back and the id of the first attempt's row is returned instead.
 */
export function createWithJournal(ledger: Ledger, db: Sqlite, create: () => number, journal: (id: number) => JournalEntry): number {
  try {
    return moneyTransaction(ledger, () => {
      const id = create();
      const posted = ledger.post(journal(id));
      if (!posted.created) throw new RetriedRequest(posted.journalId);
      return id;
    });
  } catch (e) {
    if (!(e instanceof RetriedRequest)) throw e;
    const ref = db.prepare<[number], { reference: string }>('SELECT reference FROM "LedgerJournal" WHERE id = ?').get(e.journalId);
    return Number(ref?.reference.split(':')[1]);
  }
}
