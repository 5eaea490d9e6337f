-- CreateTable
CREATE TABLE "BonusSetting" (
    "kind" TEXT NOT NULL PRIMARY KEY,
    "amount" BIGINT NOT NULL,
    "turnoverMultiple" INTEGER NOT NULL,
    "expiryDays" INTEGER NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" BIGINT NOT NULL
);

-- CreateTable
CREATE TABLE "BonusGrant" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "turnoverMultiple" INTEGER NOT NULL,
    "grantedAt" BIGINT NOT NULL,
    "expiresAt" BIGINT NOT NULL,
    "journalId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "settledAt" BIGINT,
    "settledAmount" BIGINT NOT NULL DEFAULT 0,
    "reclaimed" BIGINT NOT NULL DEFAULT 0,
    "reclaimJournalId" INTEGER
);

-- CreateIndex
CREATE INDEX "BonusGrant_status_expiresAt_idx" ON "BonusGrant"("status", "expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "BonusGrant_userId_kind_key" ON "BonusGrant"("userId", "kind");
