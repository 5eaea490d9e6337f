// The flow index's storage and indexing step, in plain JavaScript so the indexing worker
// thread (flow-worker.mjs) loads it as is; server code uses it through flow-index.ts.
// A connection from openFlowConnection has the ledger as its main database and the flow
// file attached as "flow".
import Database from 'better-sqlite3';

/** Postings per indexing step (whole journals): one transaction of the index file each. */
export const FLOW_STEP = 16384;

export function flowFileOf(databaseFile) {
  return `${databaseFile}-flow`;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS flow."LedgerFlow" (accountId INTEGER NOT NULL, journalId INTEGER NOT NULL, PRIMARY KEY (accountId, journalId)) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS flow."LedgerFlowState" (id INTEGER PRIMARY KEY CHECK (id = 1), ledgerId TEXT NOT NULL, indexedThrough INTEGER NOT NULL);`;
// the ledger's identity: the first migration's random id, so a flow file left beside another
// database (a restored backup, a copied file) is recognised and rebuilt
const LEDGER_ID = `SELECT COALESCE((SELECT id FROM "_prisma_migrations" ORDER BY started_at, id LIMIT 1), '') AS id`;
const STATE = 'SELECT ledgerId, indexedThrough FROM flow."LedgerFlowState" WHERE id = 1';
const LAST_JOURNAL = 'SELECT COALESCE(MAX(id), 0) AS id FROM "LedgerJournal"';
// the journal of the n-th posting after a journal id (postings are clustered by journal)
const NTH_POSTING = 'SELECT journalId FROM "LedgerPosting" WHERE journalId > ? ORDER BY journalId LIMIT 1 OFFSET ?';
const INDEX =
  'INSERT INTO flow."LedgerFlow" (accountId, journalId) SELECT accountId, journalId FROM "LedgerPosting" WHERE journalId > ? AND journalId <= ? ORDER BY accountId, journalId';
const ADVANCE = 'UPDATE flow."LedgerFlowState" SET indexedThrough = ? WHERE id = 1';

/** Opens the ledger with the flow file attached as "flow" (created, or rebuilt when it belongs to another ledger). */
export function openFlowConnection(databaseFile) {
  const db = new Database(databaseFile);
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -16384');
  db.prepare('ATTACH DATABASE ? AS flow').run(flowFileOf(databaseFile));
  db.pragma('flow.journal_mode = WAL');
  db.pragma('flow.synchronous = NORMAL');
  db.exec(SCHEMA);
  const ledgerId = db.prepare(LEDGER_ID).get().id;
  const last = db.prepare(LAST_JOURNAL).get().id;
  const state = db.prepare(STATE).get();
  if (!state || state.ledgerId !== ledgerId || state.indexedThrough > last) {
    forgetFlowIndex(db, ledgerId);
  }
  return db;
}

/**
 * Empties the index, to be rebuilt from the first journal: the flow file belongs to another
 * ledger, or the ledger was put back to an earlier state (a sandbox's restore, decision 097).
 */
export function forgetFlowIndex(db, ledgerId = db.prepare(LEDGER_ID).get().id) {
  db.transaction(() => {
    db.exec('DELETE FROM flow."LedgerFlow"; DELETE FROM flow."LedgerFlowState"');
    db.prepare('INSERT INTO flow."LedgerFlowState" (id, ledgerId, indexedThrough) VALUES (1, ?, 0)').run(ledgerId);
  })();
}

/** The last journal id the index covers. */
export function indexedThrough(db) {
  return db.prepare(STATE).get().indexedThrough;
}

/**
 * Indexes the postings of the next journals, about `maxPostings` of them. A deferred
 * transaction: it reads the ledger and writes only the flow file, so it never takes the
 * ledger's write lock. Returns the postings indexed.
 */
export function indexFlowStep(db, maxPostings = FLOW_STEP) {
  return db.transaction(() => {
    const from = indexedThrough(db);
    const nth = db.prepare(NTH_POSTING).get(from, maxPostings - 1);
    const to = nth ? nth.journalId : db.prepare(LAST_JOURNAL).get().id;
    if (to <= from) return 0;
    const indexed = db.prepare(INDEX).run(from, to).changes;
    db.prepare(ADVANCE).run(to);
    return indexed;
  })();
}
