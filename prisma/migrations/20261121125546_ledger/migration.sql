-- CreateTable
CREATE TABLE "LedgerAccount" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "ownerKey" TEXT NOT NULL,
    "userId" INTEGER,
    "currency" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "balance" BIGINT NOT NULL DEFAULT 0
);

-- CreateTable
CREATE TABLE "LedgerJournal" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "idempotencyKey" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "userId" INTEGER,
    "reference" TEXT NOT NULL DEFAULT '',
    "memo" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "LedgerPosting" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "journalId" INTEGER NOT NULL,
    "accountId" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    CONSTRAINT "LedgerPosting_journalId_fkey" FOREIGN KEY ("journalId") REFERENCES "LedgerJournal" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "LedgerPosting_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "LedgerAccount" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "LedgerAccount_userId_idx" ON "LedgerAccount"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerAccount_ownerKey_currency_kind_mode_key" ON "LedgerAccount"("ownerKey", "currency", "kind", "mode");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerJournal_idempotencyKey_key" ON "LedgerJournal"("idempotencyKey");

-- CreateIndex
CREATE INDEX "LedgerJournal_userId_id_idx" ON "LedgerJournal"("userId", "id");

-- CreateIndex
CREATE INDEX "LedgerPosting_accountId_id_idx" ON "LedgerPosting"("accountId", "id");

-- CreateIndex
CREATE INDEX "LedgerPosting_journalId_idx" ON "LedgerPosting"("journalId");

-- Journals and postings are append-only: corrections are new journals.
CREATE TRIGGER "LedgerJournal_no_update" BEFORE UPDATE ON "LedgerJournal" BEGIN SELECT RAISE(ABORT, 'ledger journals are append-only'); END;
CREATE TRIGGER "LedgerJournal_no_delete" BEFORE DELETE ON "LedgerJournal" BEGIN SELECT RAISE(ABORT, 'ledger journals are append-only'); END;
CREATE TRIGGER "LedgerPosting_no_update" BEFORE UPDATE ON "LedgerPosting" BEGIN SELECT RAISE(ABORT, 'ledger postings are append-only'); END;
CREATE TRIGGER "LedgerPosting_no_delete" BEFORE DELETE ON "LedgerPosting" BEGIN SELECT RAISE(ABORT, 'ledger postings are append-only'); END;
