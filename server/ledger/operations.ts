// How services run a money operation: the request's own row and its journal in one ledger
// transaction, a refused balance turned into the API's error, and a retried request (same
// idempotency key, same content) answered with the row the first attempt created; the same
// key with other content is refused.
import type { Sqlite } from '../db/sqlite.ts';
import { AppError } from '../lib/app-error.ts';
import { contentHashOf, type JournalEntry, type Ledger, LedgerError } from './ledger.ts';

/** Thrown inside the transaction when the journal's key was posted before: rolls the new row back. */
class RetriedRequest extends Error {
  constructor(readonly journalId: number) {
    super('retried request');
  }
}

/**
 * Runs `fn` in one ledger transaction; a user balance that would go negative becomes
 * INSUFFICIENT_BALANCE, a key reused for other content IDEMPOTENCY_KEY_REUSED.
 */
export function moneyTransaction<T>(ledger: Ledger, fn: () => T): T {
  try {
    return ledger.transaction(fn);
  } catch (e) {
    if (e instanceof LedgerError && e.reason === 'INSUFFICIENT_BALANCE') throw new AppError('INSUFFICIENT_BALANCE');
    if (e instanceof LedgerError && e.reason === 'KEY_REUSED') throw new AppError('IDEMPOTENCY_KEY_REUSED');
    throw e;
  }
}

/**
 * A fingerprint of a request's content for `JournalEntry.fingerprint`: the named fields, in the
 * given order (what the client sent, not what the server derived from it).
 */
export function requestFingerprint(fields: Record<string, string | number | boolean | null | undefined>): string {
  return JSON.stringify(Object.entries(fields).map(([k, v]) => [k, v ?? null]));
}

/**
 * Creates a request row and posts its journal atomically. `create` inserts the row and
 * returns its id; `journal(id)` describes the posting, whose `reference` is `<kind>:<id>`.
 * When the journal's key was already posted for the same content (a retried request), the
 * new row is rolled back and the id of the first attempt's row is returned instead.
 */
export function createWithJournal(ledger: Ledger, db: Sqlite, create: () => number, journal: (id: number) => JournalEntry): number {
  let kind = '';
  try {
    return moneyTransaction(ledger, () => {
      const id = create();
      const entry = journal(id);
      kind = referenceOf(entry.reference ?? '')?.kind ?? '';
      if (entry.reference !== `${kind}:${id}`) throw new Error(`journal ${entry.key} must reference its row as <kind>:${id}`);
      // inside this transaction, without a savepoint of its own: a journal refused half-way is
      // rolled back with the row by moneyTransaction's (a savepoint pair less per operation)
      const [posted] = ledger.postManyInside([entry]);
      if (!posted) throw new Error(`journal ${entry.key} was not posted`);
      if (!posted.created) throw new RetriedRequest(posted.journalId);
      return id;
    });
  } catch (e) {
    if (!(e instanceof RetriedRequest)) throw e;
    const first = statementsOf(db).referenceById.get(e.journalId);
    const ref = referenceOf(first?.reference ?? '');
    // the key's first journal belongs to another kind of row: the key was not this request's
    if (!ref || ref.kind !== kind) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return ref.id;
  }
}

/**
 * The row a request under `entry.key` created before (a retry), checked as the ledger checks a
 * repeated key: undefined when the key is new; IDEMPOTENCY_KEY_REUSED when it was used for other
 * content or for a row of another kind. For requests that must be answered before their
 * journal could be built again (an exchange whose quote is used up by the first attempt).
 */
export function earlierRequest(
  db: Sqlite,
  kind: string,
  entry: Pick<JournalEntry, 'key' | 'type' | 'userId' | 'fingerprint'>,
): number | undefined {
  const first = statementsOf(db).journalByKey.get(entry.key);
  if (!first) return undefined;
  const ref = referenceOf(first.reference);
  const sameContent = first.contentHash === null || first.contentHash === contentHashOf({ ...entry, legs: [] });
  if (!ref || ref.kind !== kind || !sameContent) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return ref.id;
}

// Prepared once per connection: earlierRequest runs on every keyed exchange.
const statements = new WeakMap<Sqlite, ReturnType<typeof prepareStatements>>();
function prepareStatements(db: Sqlite) {
  return {
    referenceById: db.prepare<[number], { reference: string }>('SELECT reference FROM "LedgerJournal" WHERE id = ?'),
    journalByKey: db.prepare<[string], { reference: string; contentHash: string | null }>(
      'SELECT reference, contentHash FROM "LedgerJournal" WHERE idempotencyKey = ?',
    ),
  };
}
function statementsOf(db: Sqlite) {
  let s = statements.get(db);
  if (!s) {
    s = prepareStatements(db);
    statements.set(db, s);
  }
  return s;
}

function referenceOf(reference: string): { kind: string; id: number } | undefined {
  const m = /^([a-z_-]+):(\d+)$/.exec(reference);
  return m ? { kind: m[1] as string, id: Number(m[2]) } : undefined;
}
