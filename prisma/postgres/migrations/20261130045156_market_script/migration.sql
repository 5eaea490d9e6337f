-- CreateTable
CREATE TABLE "MarketScript" (
    "id" SERIAL NOT NULL,
    "productId" INTEGER NOT NULL,
    "symbol" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "preset" TEXT,
    "startSlot" BIGINT NOT NULL,
    "endSlot" BIGINT NOT NULL,
    "definition" TEXT NOT NULL,
    "createdAt" BIGINT NOT NULL,
    "endedAt" BIGINT,

    CONSTRAINT "MarketScript_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MarketScript_productId_endSlot_idx" ON "MarketScript"("productId", "endSlot");
