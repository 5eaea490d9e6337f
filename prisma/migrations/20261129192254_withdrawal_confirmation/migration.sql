-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Withdrawal" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "method" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "fee" BIGINT NOT NULL,
    "arrival" BIGINT NOT NULL,
    "destination" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "rejectReason" TEXT NOT NULL DEFAULT '',
    "reviewedBy" INTEGER,
    "reviewedAt" DATETIME,
    "createdAt" DATETIME NOT NULL,
    "confirmedWith" TEXT NOT NULL DEFAULT '',
    "allowList" BOOLEAN NOT NULL DEFAULT false
);
INSERT INTO "new_Withdrawal" ("amount", "arrival", "createdAt", "currency", "destination", "fee", "id", "method", "rejectReason", "reviewedAt", "reviewedBy", "status", "userId") SELECT "amount", "arrival", "createdAt", "currency", "destination", "fee", "id", "method", "rejectReason", "reviewedAt", "reviewedBy", "status", "userId" FROM "Withdrawal";
DROP TABLE "Withdrawal";
ALTER TABLE "new_Withdrawal" RENAME TO "Withdrawal";
CREATE INDEX "Withdrawal_userId_id_idx" ON "Withdrawal"("userId", "id");
CREATE INDEX "Withdrawal_status_id_idx" ON "Withdrawal"("status", "id");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
