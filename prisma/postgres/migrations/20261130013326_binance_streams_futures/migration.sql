-- CreateTable
CREATE TABLE "ListenKey" (
    "id" SERIAL NOT NULL,
    "listenKey" TEXT NOT NULL,
    "apiKeyId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "mode" TEXT NOT NULL,
    "market" TEXT NOT NULL,
    "createdAt" BIGINT NOT NULL,
    "expiresAt" BIGINT NOT NULL,
    "closedAt" BIGINT,

    CONSTRAINT "ListenKey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FuturesLeverage" (
    "userId" INTEGER NOT NULL,
    "mode" TEXT NOT NULL,
    "productId" INTEGER NOT NULL,
    "leverage" INTEGER NOT NULL,
    "updatedAt" BIGINT NOT NULL,

    CONSTRAINT "FuturesLeverage_pkey" PRIMARY KEY ("userId","mode","productId")
);

-- CreateIndex
CREATE UNIQUE INDEX "ListenKey_listenKey_key" ON "ListenKey"("listenKey");

-- CreateIndex
CREATE INDEX "ListenKey_apiKeyId_market_idx" ON "ListenKey"("apiKeyId", "market");
