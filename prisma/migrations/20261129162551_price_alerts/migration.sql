-- CreateTable
CREATE TABLE "PriceAlert" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "threshold" TEXT NOT NULL,
    "windowMs" INTEGER,
    "status" TEXT NOT NULL,
    "createdAt" BIGINT NOT NULL,
    "armedTickTime" BIGINT NOT NULL,
    "armedPrice" TEXT NOT NULL,
    "firedAt" BIGINT,
    "firedTickTime" BIGINT,
    "firedPrice" TEXT,
    "cancelledAt" BIGINT
);

-- CreateTable
CREATE TABLE "PriceAlertCursor" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "lastTickTime" BIGINT NOT NULL
);

-- CreateIndex
CREATE INDEX "PriceAlert_userId_status_idx" ON "PriceAlert"("userId", "status");

-- CreateIndex
CREATE INDEX "PriceAlert_status_idx" ON "PriceAlert"("status");
