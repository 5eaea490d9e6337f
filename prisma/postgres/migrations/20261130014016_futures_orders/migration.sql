-- AlterTable
ALTER TABLE "ContractPosition" ADD COLUMN     "futuresOrderId" INTEGER;

-- CreateTable
CREATE TABLE "FuturesOrder" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "mode" TEXT NOT NULL,
    "productId" INTEGER NOT NULL,
    "apiKeyId" INTEGER NOT NULL,
    "clientOrderId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "side" TEXT NOT NULL,
    "lots" BIGINT NOT NULL,
    "priceTicks" BIGINT,
    "stopTicks" BIGINT,
    "reduceOnly" BOOLEAN NOT NULL,
    "closePosition" BOOLEAN NOT NULL,
    "workingType" TEXT NOT NULL,
    "leverage" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "waitingLots" BIGINT NOT NULL DEFAULT 0,
    "executedLots" BIGINT NOT NULL DEFAULT 0,
    "executedValue" BIGINT NOT NULL DEFAULT 0,
    "armedTickTime" BIGINT NOT NULL,
    "triggerTickTime" BIGINT,
    "triggerTicks" BIGINT,
    "createdAt" BIGINT NOT NULL,
    "updatedAt" BIGINT NOT NULL,

    CONSTRAINT "FuturesOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FuturesOrderFill" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "positionId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "lots" BIGINT NOT NULL,
    "ticks" BIGINT NOT NULL,
    "tickTime" BIGINT NOT NULL,
    "journalId" INTEGER NOT NULL,
    "at" BIGINT NOT NULL,

    CONSTRAINT "FuturesOrderFill_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FuturesTriggerCursor" (
    "id" INTEGER NOT NULL,
    "lastTickTime" BIGINT NOT NULL,

    CONSTRAINT "FuturesTriggerCursor_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "FuturesOrder_userId_mode_productId_idx" ON "FuturesOrder"("userId", "mode", "productId");

-- CreateIndex
CREATE INDEX "FuturesOrder_userId_mode_clientOrderId_idx" ON "FuturesOrder"("userId", "mode", "clientOrderId");

-- CreateIndex
CREATE INDEX "FuturesOrder_status_idx" ON "FuturesOrder"("status");

-- CreateIndex
CREATE INDEX "FuturesOrderFill_orderId_idx" ON "FuturesOrderFill"("orderId");

-- CreateIndex
CREATE INDEX "FuturesOrderFill_positionId_journalId_idx" ON "FuturesOrderFill"("positionId", "journalId");

-- CreateIndex
CREATE INDEX "ContractPosition_futuresOrderId_idx" ON "ContractPosition"("futuresOrderId");
