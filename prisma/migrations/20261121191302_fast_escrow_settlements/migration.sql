-- Fast orders settle by appending (docs/decisions/013-fast-escrow-and-settlement-rows.md):
-- * the order row is written once; its settlement is a FastSettlement row (the primary key
--   makes a second settlement impossible) and while open it waits in FastOpenOrder, the
--   settlement queue in expiry order (WITHOUT ROWID: the key is the row);
-- * open stakes are held by the platform's fast_escrow account (per currency and mode)
--   instead of each user's frozen balance: the stakes of orders open now move there in one
--   journal, so every balance stays the sum of its postings.

CREATE TABLE "FastOpenOrder" (
    "expiresAt" BIGINT NOT NULL,
    "orderId" INTEGER NOT NULL,

    PRIMARY KEY ("expiresAt", "orderId")
) WITHOUT ROWID;

CREATE TABLE "FastSettlement" (
    "orderId" INTEGER NOT NULL PRIMARY KEY,
    "result" TEXT NOT NULL,
    "exitTicks" BIGINT NOT NULL,
    "exitTime" BIGINT NOT NULL,
    "payout" BIGINT NOT NULL,
    "settledAt" BIGINT NOT NULL,
    "journalId" INTEGER NOT NULL
);

-- settled orders keep their settlement (orders settled before runs named their journal by key)
INSERT INTO "FastSettlement" ("orderId", "result", "exitTicks", "exitTime", "payout", "settledAt", "journalId")
    SELECT o."id", o."result", o."exitTicks", o."exitTime", o."payout", o."settledAt",
           COALESCE(o."settleJournalId", (SELECT j."id" FROM "LedgerJournal" j WHERE j."idempotencyKey" = 'fast:' || o."id" || ':settle'))
      FROM "FastOrder" o WHERE o."status" = 'settled';
INSERT INTO "FastOpenOrder" ("expiresAt", "orderId") SELECT "expiresAt", "id" FROM "FastOrder" WHERE "status" = 'open';

-- the open stakes move from users' frozen balances to the escrow: one journal, one posting
-- per account, balances updated by the same amounts
INSERT OR IGNORE INTO "LedgerAccount" ("ownerKey", "userId", "currency", "kind", "mode", "balance")
    SELECT DISTINCT 'platform', NULL, "currency", 'fast_escrow', "mode", 0 FROM "FastOrder" WHERE "status" = 'open';
INSERT INTO "LedgerJournal" ("id", "idempotencyKey", "type", "userId", "reference", "memo", "createdAt")
    SELECT (SELECT COALESCE(MAX("id"), 0) + 1 FROM "LedgerJournal"), 'migration:fast-escrow', 'fast_stake', NULL, 'fast-escrow',
           'stakes of open fast orders move to the fast-order escrow', CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
     WHERE EXISTS (SELECT 1 FROM "FastOrder" WHERE "status" = 'open');
CREATE TEMP TABLE "escrow_move" AS
    SELECT a."id" AS "accountId", -SUM(o."amount") AS "amount"
      FROM "FastOrder" o JOIN "LedgerAccount" a
        ON a."ownerKey" = 'user:' || o."userId" AND a."currency" = o."currency" AND a."kind" = 'frozen' AND a."mode" = o."mode"
     WHERE o."status" = 'open' GROUP BY a."id"
    UNION ALL
    SELECT a."id", SUM(o."amount")
      FROM "FastOrder" o JOIN "LedgerAccount" a
        ON a."ownerKey" = 'platform' AND a."currency" = o."currency" AND a."kind" = 'fast_escrow' AND a."mode" = o."mode"
     WHERE o."status" = 'open' GROUP BY a."id";
INSERT INTO "LedgerPosting" ("journalId", "accountId", "amount")
    SELECT (SELECT "id" FROM "LedgerJournal" WHERE "idempotencyKey" = 'migration:fast-escrow'), "accountId", "amount" FROM "escrow_move";
UPDATE "LedgerAccount" SET "balance" = "balance" + (SELECT m."amount" FROM "escrow_move" m WHERE m."accountId" = "LedgerAccount"."id")
    WHERE "id" IN (SELECT "accountId" FROM "escrow_move");
DROP TABLE "escrow_move";

-- the order row keeps only what placing wrote
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_FastOrder" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "mode" TEXT NOT NULL,
    "productId" INTEGER NOT NULL,
    "direction" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "durationSec" INTEGER NOT NULL,
    "profitRate" TEXT NOT NULL,
    "entryTicks" BIGINT NOT NULL,
    "entryTime" BIGINT NOT NULL,
    "expiresAt" BIGINT NOT NULL,
    "createdAt" BIGINT NOT NULL
);
INSERT INTO "new_FastOrder" ("amount", "createdAt", "currency", "direction", "durationSec", "entryTicks", "entryTime", "expiresAt", "id", "mode", "productId", "profitRate", "userId") SELECT "amount", "createdAt", "currency", "direction", "durationSec", "entryTicks", "entryTime", "expiresAt", "id", "mode", "productId", "profitRate", "userId" FROM "FastOrder";
DROP TABLE "FastOrder";
ALTER TABLE "new_FastOrder" RENAME TO "FastOrder";
CREATE INDEX "FastOrder_userId_id_idx" ON "FastOrder"("userId", "id");
CREATE INDEX "FastOrder_userId_expiresAt_idx" ON "FastOrder"("userId", "expiresAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
