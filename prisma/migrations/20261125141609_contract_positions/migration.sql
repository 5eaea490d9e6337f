-- CreateTable
CREATE TABLE "ContractPosition" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "mode" TEXT NOT NULL,
    "productId" INTEGER NOT NULL,
    "side" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "orderType" TEXT NOT NULL,
    "limitTicks" BIGINT,
    "lots" BIGINT NOT NULL,
    "entryValue" BIGINT NOT NULL,
    "leverage" INTEGER NOT NULL,
    "margin" BIGINT NOT NULL,
    "reserve" BIGINT NOT NULL DEFAULT 0,
    "openFee" BIGINT NOT NULL DEFAULT 0,
    "stopLossTicks" BIGINT,
    "takeProfitTicks" BIGINT,
    "lockedWith" INTEGER,
    "followOf" INTEGER,
    "contractSize" TEXT NOT NULL,
    "spreadTicks" INTEGER NOT NULL,
    "feeRate" TEXT NOT NULL,
    "maintenanceRate" TEXT NOT NULL,
    "overnightRate" TEXT NOT NULL,
    "riskFrom" BIGINT NOT NULL DEFAULT 0,
    "closeTicks" BIGINT,
    "closeTickTime" BIGINT,
    "closeReason" TEXT,
    "realizedPnl" BIGINT NOT NULL DEFAULT 0,
    "closeFee" BIGINT NOT NULL DEFAULT 0,
    "overnightFees" BIGINT NOT NULL DEFAULT 0,
    "createdAt" BIGINT NOT NULL,
    "openedAt" BIGINT,
    "closedAt" BIGINT
);

-- CreateTable
CREATE TABLE "ContractEvent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "positionId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "lots" BIGINT,
    "ticks" BIGINT,
    "tickTime" BIGINT,
    "amount" BIGINT NOT NULL,
    "reason" TEXT,
    "remaining" BIGINT NOT NULL,
    "journalId" INTEGER,
    "at" BIGINT NOT NULL
);

-- CreateTable
CREATE TABLE "ContractOvernightCharge" (
    "positionId" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "journalId" INTEGER NOT NULL,
    "chargedAt" BIGINT NOT NULL,

    PRIMARY KEY ("positionId", "day")
);

-- CreateTable
CREATE TABLE "ContractRiskCursor" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "lastTickTime" BIGINT NOT NULL
);

-- CreateTable
CREATE TABLE "ContractFollowProfile" (
    "userId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "followable" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" BIGINT NOT NULL
);

-- CreateIndex
CREATE INDEX "ContractPosition_userId_mode_status_idx" ON "ContractPosition"("userId", "mode", "status");

-- CreateIndex
CREATE INDEX "ContractPosition_status_productId_idx" ON "ContractPosition"("status", "productId");

-- CreateIndex
CREATE INDEX "ContractEvent_positionId_idx" ON "ContractEvent"("positionId");
