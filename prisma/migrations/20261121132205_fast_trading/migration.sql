-- CreateTable
CREATE TABLE "Tick" (
    "productId" INTEGER NOT NULL,
    "time" BIGINT NOT NULL,
    "ticks" BIGINT NOT NULL,

    PRIMARY KEY ("productId", "time")
);

-- CreateTable
CREATE TABLE "FastOption" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "productId" INTEGER NOT NULL,
    "durationSec" INTEGER NOT NULL,
    "profitRate" TEXT NOT NULL,
    "minAmount" BIGINT NOT NULL,
    "maxAmount" BIGINT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true
);

-- CreateTable
CREATE TABLE "FastOrder" (
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
    "status" TEXT NOT NULL,
    "result" TEXT,
    "exitTicks" BIGINT,
    "exitTime" BIGINT,
    "payout" BIGINT,
    "settledAt" BIGINT,
    "createdAt" BIGINT NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "FastOption_productId_durationSec_key" ON "FastOption"("productId", "durationSec");

-- CreateIndex
CREATE INDEX "FastOrder_status_expiresAt_idx" ON "FastOrder"("status", "expiresAt");

-- CreateIndex
CREATE INDEX "FastOrder_userId_id_idx" ON "FastOrder"("userId", "id");
