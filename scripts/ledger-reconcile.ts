// `npm run ledger:reconcile`: checks every ledger invariant of the configured database and
// reports drift; exits 1 when there is any.
import { loadConfig } from '../server/config.ts';
import { openPgSync } from '../server/db/store/index.ts';
import { openFlowConnection } from '../server/ledger/flow-index.ts';
import { reconcile } from '../server/ledger/reconcile.ts';

const config = loadConfig(process.env);
// SQLite: the ledger with its flow index attached, so the index is checked too; PostgreSQL:
// one snapshot of the database (its flow index is a view of the postings)
const db = config.postgresUrl ? openPgSync(config.postgresUrl, { readOnly: true }) : openFlowConnection(config.databaseFile);
// every check on one snapshot, while the server may be writing
const drifts = db.transaction(() => reconcile(db))();
const row = db
  .prepare(
    'SELECT (SELECT COUNT(*) FROM "LedgerJournal") AS journals, (SELECT COUNT(*) FROM "LedgerPosting") AS postings, (SELECT COUNT(*) FROM "LedgerAccount") AS accounts',
  )
  .get() as Record<string, number>;
db.close();
console.log(`${row.journals} journals, ${row.postings} postings, ${row.accounts} accounts checked`);
if (drifts.length === 0) {
  console.log('Ledger reconciles: no drift.');
} else {
  for (const d of drifts) console.error(`DRIFT ${d.check}: ${d.detail}`);
  process.exit(1);
}
