-- CreateTable
CREATE TABLE "MarketScript" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "productId" INTEGER NOT NULL,
    "symbol" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "preset" TEXT,
    "startSlot" BIGINT NOT NULL,
    "endSlot" BIGINT NOT NULL,
    "definition" TEXT NOT NULL,
    "createdAt" BIGINT NOT NULL,
    "endedAt" BIGINT
);

-- CreateIndex
CREATE INDEX "MarketScript_productId_endSlot_idx" ON "MarketScript"("productId", "endSlot");
