-- CreateTable
CREATE TABLE "MiningProduct" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'USDT',
    "periodDays" INTEGER NOT NULL,
    "minRate" TEXT NOT NULL,
    "maxRate" TEXT NOT NULL,
    "defaultRate" TEXT NOT NULL,
    "minAmount" BIGINT NOT NULL,
    "maxAmount" BIGINT NOT NULL,
    "userCap" BIGINT NOT NULL,
    "totalQuota" BIGINT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" BIGINT NOT NULL DEFAULT 0
);

-- CreateTable
CREATE TABLE "MiningOrder" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "productName" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "periodDays" INTEGER NOT NULL,
    "minRate" TEXT NOT NULL,
    "maxRate" TEXT NOT NULL,
    "defaultRate" TEXT NOT NULL,
    "seed" TEXT NOT NULL,
    "createdAt" BIGINT NOT NULL,
    "interestFrom" BIGINT NOT NULL,
    "finishAt" BIGINT NOT NULL,
    "status" TEXT NOT NULL,
    "paidDays" INTEGER NOT NULL DEFAULT 0,
    "interestPaid" BIGINT NOT NULL DEFAULT 0,
    "redeemKind" TEXT,
    "penalty" BIGINT NOT NULL DEFAULT 0,
    "refund" BIGINT NOT NULL DEFAULT 0,
    "redeemedAt" BIGINT,
    "journalId" INTEGER NOT NULL,
    "redeemJournalId" INTEGER
);

-- CreateTable
CREATE TABLE "MiningPayout" (
    "orderId" INTEGER NOT NULL,
    "dayIndex" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "rate" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "journalId" INTEGER NOT NULL,
    "paidAt" BIGINT NOT NULL,

    PRIMARY KEY ("orderId", "dayIndex")
);

-- CreateIndex
CREATE INDEX "MiningOrder_userId_status_idx" ON "MiningOrder"("userId", "status");

-- CreateIndex
CREATE INDEX "MiningOrder_status_idx" ON "MiningOrder"("status");

-- CreateIndex
CREATE INDEX "MiningOrder_productId_status_idx" ON "MiningOrder"("productId", "status");

-- CreateIndex
CREATE INDEX "MiningPayout_userId_paidAt_idx" ON "MiningPayout"("userId", "paidAt");
