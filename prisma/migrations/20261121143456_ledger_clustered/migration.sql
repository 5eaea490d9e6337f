-- Ledger storage for throughput (docs/decisions/011-ledger-storage.md):
-- * postings are clustered by journal (WITHOUT ROWID, primary key (journalId, accountId)),
--   so posting is an append instead of three scattered B-tree writes;
-- * reading by account goes through the flow index, a separate file built by a worker
--   thread (server/ledger/flow-index.ts), plus the short tail of postings after it;
-- * journal ids are assigned by the ledger in order (no AUTOINCREMENT bookkeeping), and
--   the (userId, id) journal index is gone.

DROP INDEX "LedgerJournal_userId_id_idx";

PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;

CREATE TABLE "new_LedgerJournal" (
    "id" INTEGER NOT NULL PRIMARY KEY,
    "idempotencyKey" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "userId" INTEGER,
    "reference" TEXT NOT NULL DEFAULT '',
    "memo" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL
);
INSERT INTO "new_LedgerJournal" ("id", "idempotencyKey", "type", "userId", "reference", "memo", "createdAt")
    SELECT "id", "idempotencyKey", "type", "userId", "reference", "memo", "createdAt" FROM "LedgerJournal";
DROP TABLE "LedgerJournal";
ALTER TABLE "new_LedgerJournal" RENAME TO "LedgerJournal";
CREATE UNIQUE INDEX "LedgerJournal_idempotencyKey_key" ON "LedgerJournal"("idempotencyKey");

CREATE TABLE "new_LedgerPosting" (
    "journalId" INTEGER NOT NULL,
    "accountId" INTEGER NOT NULL,
    "amount" BIGINT NOT NULL,

    PRIMARY KEY ("journalId", "accountId")
) WITHOUT ROWID;
-- earlier journals never named one account twice; summing keeps the balances if one did
INSERT INTO "new_LedgerPosting" ("journalId", "accountId", "amount")
    SELECT "journalId", "accountId", SUM("amount") FROM "LedgerPosting" GROUP BY "journalId", "accountId";
DROP TABLE "LedgerPosting";
ALTER TABLE "new_LedgerPosting" RENAME TO "LedgerPosting";

PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- Journals and postings stay append-only: corrections are new journals. (DROP TABLE took
-- the old triggers with it.)
CREATE TRIGGER "LedgerJournal_no_update" BEFORE UPDATE ON "LedgerJournal" BEGIN SELECT RAISE(ABORT, 'ledger journals are append-only'); END;
CREATE TRIGGER "LedgerJournal_no_delete" BEFORE DELETE ON "LedgerJournal" BEGIN SELECT RAISE(ABORT, 'ledger journals are append-only'); END;
CREATE TRIGGER "LedgerPosting_no_update" BEFORE UPDATE ON "LedgerPosting" BEGIN SELECT RAISE(ABORT, 'ledger postings are append-only'); END;
CREATE TRIGGER "LedgerPosting_no_delete" BEFORE DELETE ON "LedgerPosting" BEGIN SELECT RAISE(ABORT, 'ledger postings are append-only'); END;
