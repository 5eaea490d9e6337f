-- CreateTable
CREATE TABLE "SpotMarket" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "productId" INTEGER NOT NULL,
    "symbol" TEXT NOT NULL,
    "base" TEXT NOT NULL,
    "quote" TEXT NOT NULL,
    "tickSize" TEXT NOT NULL,
    "lotStep" TEXT NOT NULL,
    "minNotional" TEXT NOT NULL,
    "makerFeeRate" TEXT NOT NULL,
    "takerFeeRate" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" BIGINT NOT NULL DEFAULT 0
);

-- CreateTable
CREATE TABLE "SpotOrder" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "marketId" INTEGER NOT NULL,
    "mode" TEXT NOT NULL,
    "userId" INTEGER,
    "side" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "priceTicks" BIGINT,
    "qtyLots" BIGINT,
    "quoteAmount" BIGINT,
    "filledLots" BIGINT NOT NULL DEFAULT 0,
    "leftLots" BIGINT NOT NULL DEFAULT 0,
    "dealValue" BIGINT NOT NULL DEFAULT 0,
    "fee" BIGINT NOT NULL DEFAULT 0,
    "frozen" BIGINT NOT NULL DEFAULT 0,
    "makerFeeRate" TEXT NOT NULL,
    "takerFeeRate" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "cancelReason" TEXT,
    "createdAt" BIGINT NOT NULL,
    "updatedAt" BIGINT NOT NULL,
    "doneAt" BIGINT
);

-- CreateTable
CREATE TABLE "SpotTrade" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "marketId" INTEGER NOT NULL,
    "mode" TEXT NOT NULL,
    "makerOrderId" INTEGER NOT NULL,
    "takerOrderId" INTEGER NOT NULL,
    "side" TEXT NOT NULL,
    "priceTicks" BIGINT NOT NULL,
    "lots" BIGINT NOT NULL,
    "value" BIGINT NOT NULL,
    "makerFee" BIGINT NOT NULL,
    "takerFee" BIGINT NOT NULL,
    "journalId" INTEGER NOT NULL,
    "at" BIGINT NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "SpotMarket_productId_key" ON "SpotMarket"("productId");

-- CreateIndex
CREATE UNIQUE INDEX "SpotMarket_symbol_key" ON "SpotMarket"("symbol");

-- CreateIndex
CREATE INDEX "SpotOrder_marketId_mode_status_idx" ON "SpotOrder"("marketId", "mode", "status");

-- CreateIndex
CREATE INDEX "SpotOrder_userId_mode_status_idx" ON "SpotOrder"("userId", "mode", "status");

-- CreateIndex
CREATE INDEX "SpotOrder_status_mode_idx" ON "SpotOrder"("status", "mode");

-- CreateIndex
CREATE INDEX "SpotTrade_marketId_mode_id_idx" ON "SpotTrade"("marketId", "mode", "id");

-- CreateIndex
CREATE INDEX "SpotTrade_makerOrderId_idx" ON "SpotTrade"("makerOrderId");

-- CreateIndex
CREATE INDEX "SpotTrade_takerOrderId_idx" ON "SpotTrade"("takerOrderId");
